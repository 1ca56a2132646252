package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// saveChance is the exact chance that a d6 save of target number n
// succeeds (0 for none).
func saveChance(n int) float64 {
	if n < 2 || n > 6 {
		return 0
	}
	return float64(7-n) / 6
}

// bestSaveCases are ships with an Armour and a passive save. The v1.7
// damage rules: "When a ship has more than one saving throw, players choose
// the best applicable save and compare their roll to this" — one die per
// point of normal damage against the better of the two, one passive die
// per point of critical damage.
var bestSaveCases = []struct {
	name            string
	armour, passive int
	best            int // the save a point of normal damage gets
}{
	{"Armour 4+, passive 5+: Armour is better", 4, 5, 4},
	{"Armour 5+, passive 3+: the passive save is better", 5, 3, 3},
	{"Armour 3+/3+: one 3+ die, not two", 3, 3, 3},
	{"no Armour, passive 4+", 0, 4, 4},
	{"Armour 3+, no passive", 3, 0, 3},
}

// TestOneSavePerPointTheBest checks the best-save rule against weapon fire:
// one die at Lock 4+ (hits on 4-5, a critical on 6) deals a point with
// chance 2/6·(1 − P(best save)) + 1/6·(1 − P(passive save)).
func TestOneSavePerPointTheBest(t *testing.T) {
	for k, tc := range bestSaveCases {
		t.Run(tc.name, func(t *testing.T) {
			s := range2([]Weapon{{Lock: 4, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc}},
				Profile{Hull: 40, Armour: tc.armour, Passive: tc.passive, Tonnage: Medium}, ShipState{})
			if got := s.normalSave(1); got != tc.best {
				t.Fatalf("normal damage saves on %d+, want %d+", got, tc.best)
			}
			r := sim.NewStream(20+uint64(k), 0)
			const n = 120_000
			var hit int64
			for range n {
				s.Reset()
				if s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r).Damage > 0 {
					hit++
				}
			}
			exact := 2.0/6*(1-saveChance(tc.best)) + 1.0/6*(1-saveChance(tc.passive))
			simtest.Proportion(t, "a point through the best save", hit, n, exact)
		})
	}
}

// TestExplosionSavesTheBest checks the best-save rule against a
// catastrophic explosion ("4 one damage (saves allowed), 5 two damage
// (saves), 6 two damage (no saves)", rules notes §2): a Hull 4 ship
// explodes with a D3" blast on a neighbour 0.5" away, whose Hull loss has
// an exact distribution in q, the chance a point gets through its best
// save.
func TestExplosionSavesTheBest(t *testing.T) {
	for k, tc := range bestSaveCases {
		t.Run(tc.name, func(t *testing.T) {
			g := &Model{}
			a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
			g.AddGroup(g.AddBattlegroup(a, "fa", Line), "f", Profile{Name: "f", Hull: 4, Tonnage: Medium}, 1, ShipState{})
			g.AddGroup(g.AddBattlegroup(b, "fb", Line), "n", Profile{Name: "n", Hull: 20, Armour: tc.armour, Passive: tc.passive, Tonnage: Medium}, 1, ShipState{Pos: plane.Vec{X: 0.5}})
			s := NewState(g)
			r := sim.NewStream(40+uint64(k), 0)
			var h sim.Histogram
			for range 120_000 {
				s.Reset()
				s.loseHull(0, 4, r)
				h.Add(20 - int(s.Ships[1].Hull))
			}
			q := 1 - saveChance(tc.best)
			exact := map[int]float64{
				0: 3.0/6 + (1-q)/6 + (1-q)*(1-q)/6,
				1: q/6 + 2*q*(1-q)/6,
				2: q*q/6 + 1.0/6,
			}
			simtest.Distribution(t, "neighbour's Hull loss", &h, exact)
		})
	}
}
