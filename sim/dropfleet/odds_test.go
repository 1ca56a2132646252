package dropfleet

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
	"gonum.org/v1/gonum/stat/distuv"
)

// TestDieOdds checks rules notes §2: hit on Lock or more, 2+..6+, crit on
// Lock + 2 or more.
func TestDieOdds(t *testing.T) {
	tests := []struct {
		lock            int
		miss, hit, crit float64
	}{
		{1, 1.0 / 6, 2.0 / 6, 3.0 / 6}, // clamped to 2+: hits on 2-3, crits on 4+
		{2, 1.0 / 6, 2.0 / 6, 3.0 / 6},
		{3, 2.0 / 6, 2.0 / 6, 2.0 / 6},
		{4, 3.0 / 6, 2.0 / 6, 1.0 / 6},
		{5, 4.0 / 6, 2.0 / 6, 0},
		{6, 5.0 / 6, 1.0 / 6, 0},
		{7, 5.0 / 6, 1.0 / 6, 0}, // clamped to 6+: a 6 always hits
	}
	for _, tc := range tests {
		m, h, c := DieOdds(tc.lock)
		if math.Abs(m-tc.miss) > 1e-15 || math.Abs(h-tc.hit) > 1e-15 || math.Abs(c-tc.crit) > 1e-15 {
			t.Errorf("Lock %d: miss %v hit %v crit %v, want %v %v %v", tc.lock, m, h, c, tc.miss, tc.hit, tc.crit)
		}
	}
}

// TestHitOddsMatchGonumBinomial compares the exact hit distribution with
// gonum's binomial and with a simulation of the dice.
func TestHitOddsMatchGonumBinomial(t *testing.T) {
	for _, lock := range []int{2, 3, 4, 5, 6} {
		for _, n := range []int{1, 4, 10} {
			p := float64(7-lock) / 6
			b := distuv.Binomial{N: float64(n), P: p}
			for k, q := range HitOdds(n, lock) {
				if math.Abs(q-b.Prob(float64(k))) > 1e-12 {
					t.Errorf("Lock %d, %d dice: P(%d) = %v, gonum %v", lock, n, k, q, b.Prob(float64(k)))
				}
			}
		}
	}
	// damage after Armour 4+ at Lock 3+, against a simulation of the dice
	const n = 100_000
	r := sim.NewStream(2, 0)
	var h sim.Histogram
	for range n {
		dmg := 0
		for range 6 {
			d := r.D6()
			switch {
			case d >= 5: // Lock 3 + 2: critical, ignores Armour
				dmg++
			case d >= 3: // hit: one save die for the point
				if r.D6() < 4 {
					dmg++
				}
			}
		}
		h.Add(dmg)
	}
	exact := map[int]float64{}
	for k, q := range DamageOdds(6, 3, 4) {
		exact[k] = q
	}
	simtest.Distribution(t, "6 dice at Lock 3+ against Armour 4+", &h, exact)
}
