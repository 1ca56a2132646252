package scenarios

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// How the cost of a ship activation grows with the fleets: one Dropfleet
// turn and one Armada round for fleets of several sizes, each reporting the
// time of one ship activation. Where the per-activation cost stays flat,
// the work grows linearly with the ships.

// dropfleetScaleSizes are the Dropfleet fleet sizes (ships a side).
var dropfleetScaleSizes = []int{5, 20, 100, 500}

// armadaScaleSizes are the Armada fleet sizes (ships a side): 400 a side
// is 800 activations, within a file's 1000 script steps.
var armadaScaleSizes = []int{5, 20, 100, 400}

// dropfleetFleets writes a scenario of one turn for two fleets of n ships
// each: battlegroups of one group of up to five frigates, ten battlegroups
// to a row, the fleets 30" apart facing each other; every battlegroup's
// card plays spike-aware orders, closes on the nearest enemy and fires at
// the nearest it can.
func dropfleetFleets(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, `name: scale-%d
game: dropfleet
ships:
  frigate: {scan: 6, sig: 4, thrust: 12, hull: 4, armour: 5, tonnage: L, weapons: [{name: laser, lock: 4, attacks: 2, damage: 1, arc: F}]}
fleets:
`, n)
	for side, name := range []string{"red", "blue"} {
		fmt.Fprintf(&b, "  %s:\n    battlegroups:\n", name)
		y, heading := 0.0, 0
		if side == 1 {
			y, heading = 30, 180
		}
		for k, left := 0, n; left > 0; k++ {
			count := min(5, left)
			left -= count
			x, row := float64(k%10)*14, float64(k/10)*8
			if side == 0 {
				row = -row
			}
			fmt.Fprintf(&b, "      - {name: %s%d, type: line, activation: {order: spike-aware, move: {policy: close-on}, target: nearest-detected}, groups: [{ship: frigate, name: %s%d, count: %d, at: [%g, %g], heading: %d, spacing: 2}]}\n",
				name[:1], k, name[:1]+"g", k, count, x, y+row, heading)
		}
	}
	b.WriteString("script:\n  - turns: {count: 1}\nmeasure:\n  - {name: refused, what: illegal}\n")
	return b.String()
}

// armadaFleets writes a scenario of one round for two fleets of n CR90s
// each, in rows 100 mm apart, the fleets 600 mm apart facing each other;
// every ship attacks the nearest enemy ship from its two best hull zones
// and then maneuvers at speed 2.
func armadaFleets(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, `name: scale-%d
game: armada
ships:
  cr90:
    size: small
    hull: 4
    command: 1
    engineering: 2
    shields: {front: 2, left: 2, right: 2, rear: 1}
    battery: {front: {red: 2, blue: 1}, left: {red: 1, blue: 1}, right: {red: 1, blue: 1}, rear: {red: 1}}
    tokens: [evade, evade, redirect]
    speed_chart: [[2], [1, 2], [0, 1, 2], [0, 1, 1, 2]]
fleets:
`, n)
	for side, name := range []string{"empire", "rebels"} {
		fmt.Fprintf(&b, "  %s:\n    units:\n", name)
		for k := range n {
			// 25 to a row across the table, rows 100 mm apart, the two
			// front rows 300 mm apart: 400 a side fit in ±2000 mm
			x, y := float64(k%25)*80-960, 150+float64(k/25)*100
			heading := 0
			if side == 1 {
				heading = 180
			} else {
				y = -y
			}
			fmt.Fprintf(&b, "      - {ship: cr90, name: %s%d, speed: 2, at: [%g, %g], heading: %d}\n", name[:1], k, x, y, heading)
		}
	}
	b.WriteString("script:\n  - rounds:\n      count: 1\n      steps:\n")
	for k := range n {
		for _, p := range []string{"e", "r"} {
			fmt.Fprintf(&b, "        - activate: {ship: %s%d, attacks: [{from: best, defender: nearest-ship, zone: nearest, range: auto}, {from: best, defender: nearest-ship, zone: nearest, range: auto}], maneuver: {}}\n", p, k)
		}
	}
	b.WriteString("measure:\n  - {name: no_target, what: no-target}\n")
	return b.String()
}

// benchmarkActivations runs model m, trials trials a run on one worker,
// and reports the time of one ship activation (activations ship
// activations a trial).
func benchmarkActivations(b *testing.B, m sim.Model, trials int64, activations int) {
	o := sim.Options{Trials: trials, Seed: 1, Workers: 1}
	for b.Loop() {
		if _, err := sim.Run(context.Background(), m, o); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(b.Elapsed().Seconds()*1e9/float64(b.N)/float64(trials)/float64(activations), "ns/activation")
}

// scaleTrials plays about 2^14 ship activations a run, whatever the size.
func scaleTrials(activations int) int64 { return max(4, int64(1<<14/activations)) }

// BenchmarkScaleDropfleet plays one turn for two fleets of n ships each
// (n in dropfleetScaleSizes) and reports the time of a ship activation.
func BenchmarkScaleDropfleet(b *testing.B) {
	for _, n := range dropfleetScaleSizes {
		b.Run(fmt.Sprintf("ships=%d", n), func(b *testing.B) {
			c := compileSource(b, "scale.yaml", dropfleetFleets(n))
			benchmarkActivations(b, c.Model, scaleTrials(2*n), 2*n)
		})
	}
}

// BenchmarkScaleArmada plays one round for two fleets of n ships each (n in
// armadaScaleSizes) and reports the time of a ship activation.
func BenchmarkScaleArmada(b *testing.B) {
	for _, n := range armadaScaleSizes {
		b.Run(fmt.Sprintf("ships=%d", n), func(b *testing.B) {
			c := compileSource(b, "scale.yaml", armadaFleets(n))
			benchmarkActivations(b, c.Model, scaleTrials(2*n), 2*n)
		})
	}
}

// TestScaleScenarios checks that the scaling benchmarks' fleets compile
// and play: every ship activates and no order is refused.
func TestScaleScenarios(t *testing.T) {
	for _, n := range dropfleetScaleSizes {
		c := compileSource(t, "scale.yaml", dropfleetFleets(n))
		res, err := sim.Run(context.Background(), c.Model, sim.Options{Trials: 4, Seed: 1, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		if res.Trials != 4 {
			t.Errorf("dropfleet %d: %d trials", n, res.Trials)
		}
	}
	for _, n := range armadaScaleSizes {
		c := compileSource(t, "scale.yaml", armadaFleets(n))
		if _, err := sim.Run(context.Background(), c.Model, sim.Options{Trials: 4, Seed: 1, Workers: 1}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestScaleTrialsDoNotAllocate checks that large fleets' trials, whose
// searches use the grid, allocate nothing once warm.
func TestScaleTrialsDoNotAllocate(t *testing.T) {
	for name, src := range map[string]string{"dropfleet": dropfleetFleets(100), "armada": armadaFleets(100)} {
		c := compileSource(t, "scale.yaml", src)
		tally := sim.NewTally(c.Model.Metrics())
		trial := c.Model.NewTrial()
		stream := sim.NewStream(1, 0)
		for range 20 {
			trial.Play(stream, tally)
		}
		if n := testing.AllocsPerRun(20, func() { trial.Play(stream, tally) }); n != 0 {
			t.Errorf("%s: a trial allocates %v times", name, n)
		}
	}
}
