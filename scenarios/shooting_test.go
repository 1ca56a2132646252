package scenarios

import (
	"context"
	"fmt"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestSalvoMatchesExact plays the salvo scenario through the full path and
// compares its damage, critical and destruction figures with the exact
// binomial answers (rules notes §2), across orbital layers too (+1 Lock).
func TestSalvoMatchesExact(t *testing.T) {
	for _, tc := range []struct {
		attacks, lock, armour, hull int
		layer                       string
	}{{6, 3, 4, 6, "high-orbit"}, {6, 3, 4, 3, "high-orbit"}, {4, 2, 5, 4, "high-orbit"}, {5, 4, 3, 2, "low-orbit"}} {
		t.Run(fmt.Sprintf("%+v", tc), func(t *testing.T) {
			r := run(t, "salvo", 60_000, uint64(tc.attacks*10+tc.lock), fmt.Sprint("attacks=", tc.attacks), fmt.Sprint("lock=", tc.lock),
				fmt.Sprint("armour=", tc.armour), fmt.Sprint("target_hull=", tc.hull), "target_layer="+tc.layer)
			lock := tc.lock
			if tc.layer == "low-orbit" {
				lock++
			}
			dist := dropfleet.DamageOdds(tc.attacks, lock, tc.armour)
			exact := map[int]float64{}
			for k, p := range dist {
				exact[min(k, tc.hull)] += p // never more than the Hull it had
			}
			h := &metric(t, r, "damage").Histogram
			simtest.Distribution(t, "damage", h, exact)
			// destroyed by the shot itself: its damage reaches the Hull
			simtest.Proportion(t, "destroyed by the shot", h.AtLeast(tc.hull), h.N(), armada.AtLeast(dist, tc.hull))
			// the crippling table's extra damage can only add to that
			if d := metric(t, r, "destroyed").Proportion; d.Successes < h.AtLeast(tc.hull) {
				t.Errorf("destroyed %d times, fewer than the shot alone (%d)", d.Successes, h.AtLeast(tc.hull))
			}
			if tc.hull > 3 { // crippled exactly when the shot takes half the Hull or more
				c := metric(t, r, "crippled").Proportion
				simtest.Proportion(t, "crippled", c.Successes, c.Trials, armada.AtLeast(dist, (tc.hull+1)/2))
			}
		})
	}
}

// TestBroadsideComparison checks that comparing Weapons Free with Standard
// Orders on common random numbers gives a paired interval well inside the
// independent one (Standard's dice are a prefix of Weapons Free's).
func TestBroadsideComparison(t *testing.T) {
	s, err := Builtin("broadside")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := s.Bind([]string{"order=standard"})
	b, _ := s.Bind([]string{"order=weapons-free"})
	ca, _ := s.Compile(a)
	cb, _ := s.Compile(b)
	c, err := sim.Compare(context.Background(), ca.Model, cb.Model, sim.Options{Trials: 100_000, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := c.DiffCI95(0)
	if lo <= 0 || (hi-lo)/2 > 0.7*c.IndependentHalfWidth(0) {
		t.Errorf("damage B − A in [%v, %v], independent ±%v: want a positive difference, paired under 0.7 of independent", lo, hi, c.IndependentHalfWidth(0))
	}
	if sp := c.B.Metrics[3].Histogram; sp.Min() != 2 {
		t.Error("Weapons Free did not leave a Major Spike")
	}
}
