package scenarios

import (
	"fmt"
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
	statistical(t)
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
	statistical(t)
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

// TestDropfleetAnomalyClustersContested (battle notes §3.3, The Anomaly;
// principle: free-play policies must play sensibly): with The Anomaly on,
// both battle players still fight for every cluster that scores, the one
// it rests beside included (it comes to rest 3" from Take & Hold's centre
// cluster whenever it replaces a Medium one): at the end of dfc-battle at
// least minHeld of the four scoring clusters are held on average. When the
// players shunned every cluster within 4" of it, both left the Large centre
// cluster to nobody and 3.40 were held.
func TestDropfleetAnomalyClustersContested(t *testing.T) {
	statistical(t)
	const trials, minHeld = 2000, 3.7
	for _, style := range []string{"objective-first", "attrition-first"} {
		c := compile(t, "dfc-battle", "anomaly=true", "player_ucm="+style, "player_phr="+style)
		r := runModel(t, c, trials, 1)
		held := metric(t, r, "ucm_clusters").Estimate() + metric(t, r, "phr_clusters").Estimate()
		t.Logf("%s: %.2f clusters held at the end", style, held)
		if held < minHeld {
			t.Errorf("%s: %.2f of the four scoring clusters held at the end on average, want at least %.1f: a cluster beside the Anomaly is left to nobody", style, held, minHeld)
		}
	}
}

// TestDropfleetAnomalyTakesTheCentre measures what scenarios/README.md
// explains (battle notes §3.3, The Anomaly): part of the PHR's lead in
// dfc-battle (its real list wins about 0.62 of the games) comes from the
// Large centre cluster, so it wins less often on Take & Hold without the
// centre cluster than with it; The Anomaly, which
// replaces the centre cluster in a third of the games and rests 3" beside
// it in the others, moves the result (logged: which way depends on how
// the players contest the clusters beside it).
func TestDropfleetAnomalyTakesTheCentre(t *testing.T) {
	statistical(t)
	const trials = 4000
	win := func(c *Compiled) (p, se float64) {
		m := metric(t, runModel(t, c, trials, 1), "phr_wins")
		p = m.Estimate()
		return p, math.Sqrt(p * (1 - p) / float64(m.N()))
	}
	off, seOff := win(compile(t, "dfc-battle"))
	on, seOn := win(compile(t, "dfc-battle", "anomaly=true"))
	data, err := builtinFS.ReadFile("builtin/dfc-battle.yaml")
	if err != nil {
		t.Fatal(err)
	}
	src := strings.Replace(string(data), "anomaly: $anomaly}", "anomaly: $anomaly, layout: "+takeAndHoldWithoutCentre()+"}", 1)
	noCentre, seNo := win(compileSource(t, "no-centre.yaml", src))
	t.Logf("PHR P(win): %.3f without the Anomaly, %.3f with it, %.3f without the centre cluster", off, on, noCentre)
	if math.Abs(off-on) < 4*math.Hypot(seOff, seOn) {
		t.Errorf("PHR P(win) %.3f without the Anomaly, %.3f with it: want the Anomaly to move it, by more than 4 standard errors", off, on)
	}
	if off-noCentre < 4*math.Hypot(seOff, seNo) {
		t.Errorf("PHR P(win) %.3f on Take & Hold, %.3f without the centre cluster: want it lower without the centre, by more than 4 standard errors", off, noCentre)
	}
}

// takeAndHoldWithoutCentre is dropfleet.TakeAndHoldLayout without its
// Large centre cluster, as a battle section's layout.
func takeAndHoldWithoutCentre() string {
	var cs []string
	for _, c := range dropfleet.TakeAndHoldLayout() {
		if c.Size == dropfleet.LargeCluster {
			continue
		}
		var secs []string
		for _, sec := range c.Sectors {
			secs = append(secs, fmt.Sprintf("{type: %s, at: [%g, %g]}", sec.Type, sec.At.X, sec.At.Y))
		}
		cs = append(cs, fmt.Sprintf("{name: %s, size: %s, at: [%g, %g], sectors: [%s]}", c.Name, c.Size, c.Centre.X, c.Centre.Y, strings.Join(secs, ", ")))
	}
	return "[" + strings.Join(cs, ", ") + "]"
}
