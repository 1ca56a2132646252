package scenarios

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/scenarios/internal/armadajudge"
	"github.com/fleetlab/fleetlab/sim/armada"
)

// judgeCompetence turns on the competence thresholds of the Armada judge
// (issue 31, item 16: under 1 overlap and 1 obstacle landing a game on
// average, no ship off the table, 95% of the ships with an enemy in range
// attacking). Today's maneuver planner misses them (its rewrite is items
// 9–11); the tests report the measured counts and, without this flag,
// skip the thresholds saying so. Turn it on by default once the planner
// meets them.
var judgeCompetence = flag.Bool("judge.competence", false, "fail the Armada judge tests when the games miss the competence thresholds")

// armadaBattleStyles are the battle styles of armada-battle.
var armadaBattleStyles = []string{"aggressive", "standoff", "anti-squadron", "objective-focused"}

// judgeArmadaBattle plays games of armada-battle for every objective (the
// none switch and chosen too) and every style, each fleet's style paired
// with the next, games each, and returns the judge's report of them all.
func judgeArmadaBattle(t *testing.T, games int, pairs bool) armadajudge.Report {
	t.Helper()
	var all armadajudge.Report
	objectives := append(armada.ObjectiveNames(), "chosen")
	for _, o := range objectives {
		for i, empire := range armadaBattleStyles {
			rebels := []string{armadaBattleStyles[(i+1)%len(armadaBattleStyles)]}
			if pairs {
				rebels = armadaBattleStyles
			}
			for _, rebel := range rebels {
				sets := []string{"objective=" + o, "empire_style=" + empire, "rebel_style=" + rebel}
				c := compile(t, "armada-battle", sets...)
				r, err := armadajudge.Play(c.Model, 1, games, armadajudge.RulesNotes())
				if err != nil {
					t.Fatal(err)
				}
				for _, v := range r.Violations {
					t.Errorf("%s: %s", strings.Join(sets, " "), v)
					if len(r.Violations) > 5 {
						t.Errorf("%s: %d more", strings.Join(sets, " "), len(r.Violations)-1)
						break
					}
				}
				all.Games += r.Games
				all.Counts.Add(r.Counts)
				all.Violations = append(all.Violations, r.Violations...)
			}
		}
	}
	return all
}

// checkCompetence reports the competence counts of r and fails on the
// thresholds missed when judgeCompetence is on; otherwise it skips,
// naming what is missed.
func checkCompetence(t *testing.T, r *armadajudge.Report) {
	t.Helper()
	t.Logf("judge: %s", r)
	misses := r.Misses(armadajudge.Competent())
	if len(misses) == 0 {
		return
	}
	msg := fmt.Sprintf("competence thresholds missed: %s", strings.Join(misses, "; "))
	if *judgeCompetence {
		t.Error(msg)
		return
	}
	t.Skipf("%s (reported, not failed: run with -judge.competence to fail on them; the maneuver planner of issue 31 items 9–11 is to meet them)", msg)
}

// TestArmadaJudge plays armada-battle (the one built-in Armada battle) 3
// games for each objective and each style and has the independent judge
// (scenarios/internal/armadajudge) read every game's events: every
// maneuver's yaw within its speed chart, every attack in range and arc
// with the dice its band allows, every destruction's cause consistent
// with what came before, every score as the cards count it. A rule
// violation fails the test; the competence counts are reported (and
// gated by -judge.competence).
func TestArmadaJudge(t *testing.T) {
	r := judgeArmadaBattle(t, 3, false)
	if r.Games < 200 {
		t.Fatalf("%d games judged, want a few hundred", r.Games)
	}
	checkCompetence(t, &r)
}

// TestArmadaJudgeSweep is TestArmadaJudge over every pair of styles, 10
// games each (about 3,400 games): make battle-check runs it.
func TestArmadaJudgeSweep(t *testing.T) {
	statistical(t)
	if testing.Short() {
		t.Skip("a sweep of thousands of games")
	}
	r := judgeArmadaBattle(t, 10, true)
	checkCompetence(t, &r)
}
