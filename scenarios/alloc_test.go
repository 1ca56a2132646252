package scenarios

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestTrialsDoNotAllocate plays every built-in scenario's trials and checks
// that, once warm, a trial makes no heap allocation (the engine contract).
func TestTrialsDoNotAllocate(t *testing.T) {
	for _, v := range builtinVariants(t) {
		t.Run(v.String(), func(t *testing.T) {
			c := compile(t, v.name, v.sets...)
			m := c.Model
			tally := sim.NewTally(m.Metrics())
			trial := m.NewTrial()
			stream := sim.NewStream(1, 0)
			for range 2000 { // warm up: histograms find their range
				trial.Play(stream, tally)
			}
			if n := testing.AllocsPerRun(2000, func() { trial.Play(stream, tally) }); n != 0 {
				t.Errorf("a trial allocates %v times", n)
			}
		})
	}
}
