package scenarios

import (
	"fmt"
	"testing"

	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestOverlapScenarioMatchesExact plays the overlap built-in with the
// Victories jittered along x only, so the answer is exact: each Victory
// pushes into the CR90's path with probability (J − gap)/2J, the CR90 then
// overlaps at speed 3 and 2 and fits at 1 (seed 004: "la seva velocitat es
// redueix temporalment en 1 i ho torna a intentar"), and takes one
// facedown card. With no jitter and no gap the bases touch: "Exactly
// touching is not overlapping" (rules notes §7).
func TestOverlapScenarioMatchesExact(t *testing.T) {
	const jitter = 15.0
	for _, gap := range []float64{0, 5, 10} {
		t.Run(fmt.Sprint("gap=", gap), func(t *testing.T) {
			// jitter on y too, small enough that the y spans still overlap
			r := run(t, "overlap", 40_000, 3, "turn=0", fmt.Sprint("gap=", gap), fmt.Sprint("jitter=", jitter), "jitter_deg=0")
			p := (jitter - gap) / (2 * jitter)
			want := 1 - (1-p)*(1-p)
			o := metric(t, r, "overlapped").Proportion
			simtest.Proportion(t, "overlapped", o.Successes, o.Trials, want)
			h := &metric(t, r, "speed_used").Histogram
			if h.Count(1)+h.Count(3) != h.N() || h.Count(1) != o.Successes {
				t.Errorf("speed used: %d at 1, %d at 3 of %d; want speed 1 exactly when it overlapped (%d)", h.Count(1), h.Count(3), h.N(), o.Successes)
			}
			if c := &metric(t, r, "cards").Histogram; c.Count(1) != o.Successes || c.Max() > 1 {
				t.Errorf("cards: %d trials with one card, want %d", c.Count(1), o.Successes)
			}
		})
	}
	r := run(t, "overlap", 1000, 3, "turn=0", "gap=0", "jitter=0", "jitter_deg=0")
	if o := metric(t, r, "overlapped").Proportion; o.Successes != 0 {
		t.Errorf("touching bases overlapped %d times", o.Successes)
	}
}
