package scenarios

import (
	"math"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// TestDropfleetAnomalyPlays (battle notes §3.3, "The Anomaly (add-on to
// any scenario)"): every v1.7 scenario compiles with `anomaly: true` and
// its switches, plays six turns to a result every trial, and, the same
// list on both sides and sides alternated, gives either player P(win)
// within 4 standard errors of the other's.
func TestDropfleetAnomalyPlays(t *testing.T) {
	for _, tc := range []struct {
		name    string
		corners bool
	}{
		{"take-and-hold", false}, {"erupting-battlefront", false}, {"moonshot", true}, {"power-grab", true},
	} {
		var wins [2]float64
		var n float64
		for _, aSecond := range []bool{false, true} {
			c := compileSource(t, tc.name+".yaml", scenarioBattleSource(t, tc.name, ", anomaly: true, anomaly_scan: first, anomaly_vp: floor", tc.corners, aSecond))
			b := c.Model.(*dropfleet.Model).Battle
			if !b.Anomaly || b.AnomalyScanning != dropfleet.ScanAnomalyFirst || !b.AnomalyVPFloor {
				t.Fatalf("%s: anomaly %v, scanning %s, floor %v", tc.name, b.Anomaly, b.AnomalyScanning, b.AnomalyVPFloor)
			}
			r := runModel(t, c, 400, 1)
			a, bw, d := metric(t, r, "a_wins").Estimate(), metric(t, r, "b_wins").Estimate(), metric(t, r, "draw").Estimate()
			if math.Abs(a+bw+d-1) > 1e-9 {
				t.Errorf("%s with the Anomaly: P(a) + P(b) + P(draw) = %g, want every game to end in a result", tc.name, a+bw+d)
			}
			m := float64(metric(t, r, "a_wins").N())
			wins[0] += a * m
			wins[1] += bw * m
			n += m
		}
		a, b := wins[0]/n, wins[1]/n
		if se := math.Sqrt((a+b-(a-b)*(a-b))/n) + 1e-9; math.Abs(a-b) > 4*se {
			t.Errorf("%s with the Anomaly, mirror match, sides alternated: P(a) - P(b) = %.4f, more than 4 standard errors (%.4f) from 0", tc.name, a-b, se)
		}
	}
}

// TestDropfleetAnomalySwitches (battle notes §3.3; switches U-A1, U-A2):
// The Anomaly is off unless the battle section turns it on, its switches
// default to safe and subtract, and a bad value is refused with the file,
// line and field.
func TestDropfleetAnomalySwitches(t *testing.T) {
	base := dropfleetBattleSource(t, false, false, false)
	battle := "battle: {scenario: take-and-hold, size: clash, points: 1500"
	b := compileSource(t, "off.yaml", base).Model.(*dropfleet.Model).Battle
	if b.Anomaly || b.AnomalyScanning != dropfleet.ScanAnomalySafe || b.AnomalyVPFloor {
		t.Errorf("defaults: anomaly %v, scanning %s, floor %v; want off, safe, subtract", b.Anomaly, b.AnomalyScanning, b.AnomalyVPFloor)
	}
	for _, tc := range []struct{ name, opts, want string }{
		{"anomaly not a boolean", ", anomaly: maybe", "battle.anomaly"},
		{"unknown anomaly_scan", ", anomaly: true, anomaly_scan: always", `battle.anomaly_scan: unknown anomaly scan "always" (expected one of safe, first, never)`},
		{"unknown anomaly_vp", ", anomaly: true, anomaly_vp: zero", `battle.anomaly_vp: unknown anomaly_vp "zero" (expected floor or subtract)`},
	} {
		src := strings.Replace(base, battle, battle+tc.opts, 1)
		if src == base {
			t.Fatalf("%s: %q is not in the source", tc.name, battle)
		}
		_, err := Parse("anomaly.yaml", []byte(src))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "anomaly.yaml:") {
			t.Errorf("%s: got %v, want it to say %q with its line", tc.name, err, tc.want)
		}
	}
}

// TestDropfleetAnomalyAvoided (battle notes §3.3, the 3" penalty;
// principle: free-play policies must play sensibly, the result measures
// the lists, not the policy's blunders): with The Anomaly on, both battle
// players keep their ships clear of it, so that in dfc-battle neither
// player loses on average more than maxLost VP a game to it (before the
// players steered clear, a player lost 6 to 8 a game).
func TestDropfleetAnomalyAvoided(t *testing.T) {
	const trials, maxLost = 60, 0.5
	for _, style := range []string{"objective-first", "attrition-first"} {
		c := compile(t, "dfc-battle", "anomaly=true", "player_ucm="+style, "player_phr="+style)
		g := c.Model.(*dropfleet.Model)
		lost := make([]float64, len(g.Fleets))
		for trial := range trials {
			var rec trace.Recorder
			if _, err := sim.Replay(c.Model, 1, int64(trial), &rec); err != nil {
				t.Fatal(err)
			}
			for _, e := range rec.Entries {
				for f := range g.Fleets {
					if strings.Contains(e.Text, g.Fleets[f].Name+" loses 1 VP") {
						lost[f]++
					}
				}
			}
		}
		for f := range g.Fleets {
			t.Logf("%s: %s loses %.2f VP a game to the Anomaly", style, g.Fleets[f].Name, lost[f]/trials)
			if mean := lost[f] / trials; mean > maxLost {
				t.Errorf("%s: %s loses %.2f VP a game to the Anomaly, want at most %.1f", style, g.Fleets[f].Name, mean, maxLost)
			}
		}
	}
}
