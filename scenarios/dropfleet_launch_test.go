package scenarios

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// carrierBattleSource is the mirror battle with each side's Berlins
// carrying bombers and fighters of the given asset faction, and rules.
func carrierBattleSource(t *testing.T, assets, rules string) string {
	src := dropfleetBattleSource(t, false, false, false)
	src = strings.Replace(src, "points: 140, group: 1-3,", "points: 140, group: 1-3, launch: {bombers: 2, fighters: 1"+assets+"},", 1)
	return src + rules
}

// TestDropfleetLaunchSection (battle notes §2.2, §6.3): a profile's
// launch names its asset faction, the rules section the U-L switches; a
// bad value is refused with its field.
func TestDropfleetLaunchSection(t *testing.T) {
	src := carrierBattleSource(t, ", assets: phr", "rules: {launch_once: per-turn, torpedo_reach: thrust, manoeuvre: experimental, atmosphere_launch: allowed, ucm_torpedo: example}\n")
	s, err := Parse("carriers.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Compile(nil)
	if err != nil {
		t.Fatal(err)
	}
	g := c.Model.(*dropfleet.Model)
	want := dropfleet.LaunchRules{OncePerTurn: true, TorpedoThrustOnly: true, ExperimentalManoeuvre: true, AtmosphereLaunch: true, UCMTorpedoExample: true}
	if g.Rules.Launch != want {
		t.Errorf("launch rules %+v, want %+v", g.Rules.Launch, want)
	}
	found := false
	for _, sh := range g.Ships {
		if sh.Profile.Name == "berlin" {
			found = true
			if sh.Profile.Assets != dropfleet.PHRAssets || sh.Profile.LaunchValue(dropfleet.Bombers) != 2 {
				t.Errorf("berlin: assets %v, bombers %d; want phr, 2", sh.Profile.Assets, sh.Profile.LaunchValue(dropfleet.Bombers))
			}
		}
	}
	if !found {
		t.Fatal("no berlin")
	}
	for _, tc := range []struct{ assets, rules, want string }{
		{", assets: klingon", "", "ships.berlin.launch.assets"},
		{"", "rules: {manoeuvre: sideways}\n", "unknown manoeuvre \"sideways\""},
	} {
		_, err := Parse("bad.yaml", []byte(carrierBattleSource(t, tc.assets, tc.rules)))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "bad.yaml:") {
			t.Errorf("%q %q: %v, want an error naming %q and its line", tc.assets, tc.rules, err, tc.want)
		}
	}
}

// TestDropfleetBattleLaunches (battle notes §2.2): a battle whose cruisers
// carry bombers and fighters launches them in the Roundup and they strike;
// the traced trial records what the run recorded.
func TestDropfleetBattleLaunches(t *testing.T) {
	s, err := Parse("carriers.yaml", []byte(carrierBattleSource(t, "", "")))
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Compile(nil)
	if err != nil {
		t.Fatal(err)
	}
	var rec trace.Recorder
	if _, err := sim.Replay(c.Model, 1, 3, &rec); err != nil {
		t.Fatal(err)
	}
	var log strings.Builder
	for _, e := range rec.Entries {
		log.WriteString(e.Text + "\n")
	}
	for _, want := range []string{"bombers at", "bombers strike"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("the trace has no %q:\n%s", want, log.String())
		}
	}
}
