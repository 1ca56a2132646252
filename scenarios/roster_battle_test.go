package scenarios

import (
	"regexp"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// factionRoster is the test roster of a faction (scenarios/battlescribe/
// testdata/rosters): a legal Clash list written in the BattleScribe format
// from the real catalogues' ids.
func factionRoster(faction string) string {
	return "battlescribe/testdata/rosters/" + faction + ".ros"
}

// rosterBattleLog plays trials 0 to n-1 of the standard battle between two
// rosters read against the built-in catalogue (no --catalogue) and returns
// their traces.
func rosterBattleLog(t *testing.T, a, b string, n int) string {
	t.Helper()
	src, err := BattleSource(factionRoster(a), factionRoster(b), "", "")
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseLists("battle", src)
	if err != nil {
		t.Fatal(err)
	}
	c := bind(t, s)
	var log strings.Builder
	for trial := range int64(n) {
		var rec trace.Recorder
		if _, err := sim.Replay(c.Model, 1, trial, &rec); err != nil {
			t.Fatal(err)
		}
		for _, e := range rec.Entries {
			log.WriteString(e.Text + "\n")
		}
	}
	return log.String()
}

// TestRosterBattleLaunches (issue 31 item 2; battle notes §2.2, §3.1): a
// Take & Hold battle between two rosters launches what their Load lines
// carry (fighters, bombers, torpedoes, dropships and bulk landers), lands
// troops and holds clusters; it was a kill-points game with no launch at
// all when the rosters' profiles went to the battle without them.
func TestRosterBattleLaunches(t *testing.T) {
	log := rosterBattleLog(t, "ucm", "phr", 4)
	for _, want := range []string{"launches", "fighters at", "bombers at", "dropships at", "bulk-landers at", "infantry land", "armour land"} {
		if !strings.Contains(log, want) {
			t.Errorf("the roster battle's traces have no %q", want)
		}
	}
	if !regexp.MustCompile(`held by (ucm|phr)`).MatchString(log) {
		t.Errorf("no cluster is held in 4 roster battles")
	}
	if !strings.Contains(log, "torpedoes at") {
		t.Errorf("the Achilles' torpedo (Limited 1) is never launched")
	}
	if n := strings.Count(log, "phr-g4-1 launches 1 torpedoes"); n > 4 {
		t.Errorf("the Achilles launched its Limited (1) torpedo %d times in 4 games", n)
	}
}

// TestShaltariGatesAreNotDropships (battle notes §2.2 "Gates (Shaltari)",
// §4.6): the Shaltari roster's Emerald Mothership carries Gates, which
// launch through Voidgates, a rule the rules core does not play: no
// Shaltari ship launches dropships, and the gates are named as played
// without effect.
func TestShaltariGatesAreNotDropships(t *testing.T) {
	log := rosterBattleLog(t, "shaltari", "resistance", 3)
	if regexp.MustCompile(`shaltari-\S+ launches \d+ dropships`).MatchString(log) {
		t.Errorf("a Shaltari ship launches dropships")
	}
	if !regexp.MustCompile(`resistance-\S+ launches`).MatchString(log) {
		t.Errorf("the Resistance launches nothing")
	}
}

// TestRosterBattleOneGameSize (battle notes §1.1): two rosters of different
// game sizes are refused naming both files (the smaller list would fail
// the larger size's band as the battle's own check, at a line of the
// battle fleetlab writes); the UCM Skirmish test roster itself is legal.
func TestRosterBattleOneGameSize(t *testing.T) {
	_, err := BattleSource(factionRoster("ucm-skirmish"), factionRoster("phr"), "", "")
	if err == nil || !strings.Contains(err.Error(), "ucm-skirmish.ros is a skirmish list and battlescribe/testdata/rosters/phr.ros a clash one: a battle plays one game size") {
		t.Errorf("got %v", err)
	}
	if _, err := BattleSource(factionRoster("ucm-skirmish"), factionRoster("ucm-skirmish"), "", ""); err != nil {
		t.Errorf("two Skirmish rosters: %v", err)
	}
}
