package scenarios

import (
	"sync/atomic"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestTrialsDoNotAllocate plays every built-in scenario's trials and checks
// that, once warm, a trial makes no heap allocation (the engine contract),
// nor a block of trials played by PlayBlock, as Run plays them.
// The race detector's instrumentation allocates and makes a battle's trial
// fifty times slower, so under it the test is skipped: `make test` runs the
// allocation tests again without it (the Makefile's alloc-check).
func TestTrialsDoNotAllocate(t *testing.T) {
	if raceDetector {
		t.Skip("allocations are checked without the race detector (make alloc-check)")
	}
	for _, v := range builtinVariants(t) {
		t.Run(v.String(), func(t *testing.T) {
			c := compile(t, v.name, v.sets...)
			m := c.Model
			tally := sim.NewTally(m.Metrics())
			trial := m.NewTrial()
			stream := sim.NewStream(1, 0)
			// a whole battle plays 8 of its small blocks; warm up first, so
			// that histograms find their range
			n := int(min(2000, 8*blockSize(m)))
			for range n {
				trial.Play(stream, tally)
			}
			if n := testing.AllocsPerRun(n, func() { trial.Play(stream, tally) }); n != 0 {
				t.Errorf("a trial allocates %v times", n)
			}
			if bt, ok := trial.(sim.BlockTrial); ok { // the trials of a block, as Run plays them
				var stop atomic.Bool
				if n := testing.AllocsPerRun(max(1, n/16), func() { bt.PlayBlock(stream, tally, 16, &stop) }); n != 0 {
					t.Errorf("a block of 16 trials allocates %v times", n)
				}
			}
		})
	}
}

// TestGridTrialsDoNotAllocate checks the engine contract where the built-ins
// do not reach: fleets large enough (100 ships a side) that the searches
// use the uniform grid (sim/plane/grid.go), with its pruned ring walks, in
// both games. Once warm, a trial makes no heap allocation.
func TestGridTrialsDoNotAllocate(t *testing.T) {
	if raceDetector {
		t.Skip("allocations are checked without the race detector (make alloc-check)")
	}
	for _, tc := range []struct{ name, src string }{
		{"dropfleet", dropfleetFleets(100)}, {"armada", armadaFleets(100)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := compileSource(t, "scale.yaml", tc.src).Model
			tally := sim.NewTally(m.Metrics())
			trial := m.NewTrial()
			stream := sim.NewStream(1, 0)
			for range 20 {
				trial.Play(stream, tally)
			}
			if n := testing.AllocsPerRun(20, func() { trial.Play(stream, tally) }); n != 0 {
				t.Errorf("a trial allocates %v times", n)
			}
		})
	}
}
