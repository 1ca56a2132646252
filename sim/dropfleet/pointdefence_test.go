package dropfleet

import (
	"math"

	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestFewestHullLost checks the default Point Defence allocation: the
// successes cancel the points that leave the least expected Hull loss
// after saves (rules notes §2: a success cancels a normal point, two a
// critical point, one more against Swarmer). "Normal damage first" is not
// the defender's best use at good Armour: against Armour 3+, a critical
// point (no save) is worth more than two normal points (2/3 expected).
func TestFewestHullLost(t *testing.T) {
	tests := []struct {
		name            string
		armour, passive int
		successes       int
		pool, want      DamagePool
	}{
		{"Armour 3+: the critical first", 3, 0, 2, DamagePool{NormalDamage: 2, CriticalDamage: 1}, DamagePool{CriticalDamage: 1}},
		{"Armour 2+: the critical first", 2, 0, 3, DamagePool{NormalDamage: 3, CriticalDamage: 1}, DamagePool{NormalDamage: 1, CriticalDamage: 1}},
		{"Armour 5+: normal first", 5, 0, 2, DamagePool{NormalDamage: 2, CriticalDamage: 1}, DamagePool{NormalDamage: 2}},
		{"no Armour: normal first", 0, 0, 3, DamagePool{NormalDamage: 2, CriticalDamage: 2}, DamagePool{NormalDamage: 2}},
		{"Armour 4+ is a tie: normal first", 4, 0, 2, DamagePool{NormalDamage: 2, CriticalDamage: 1}, DamagePool{NormalDamage: 2}},
		{"a passive save against criticals: normal first", 3, 4, 2, DamagePool{NormalDamage: 2, CriticalDamage: 1}, DamagePool{NormalDamage: 2}},
		{"Particle criticals get no passive save: them first", 3, 4, 2, DamagePool{NormalDamage: 2, CriticalDamage: 1, ParticleDamage: 1}, DamagePool{ParticleDamage: 1}},
		{"an odd success left goes to normal damage", 3, 0, 3, DamagePool{NormalDamage: 2, CriticalDamage: 1}, DamagePool{NormalDamage: 1, CriticalDamage: 1}},
		{"Swarmer: two successes for a normal point", 5, 0, 4, DamagePool{SwarmerNormal: 3}, DamagePool{SwarmerNormal: 2}},
		{"Swarmer: three successes for a critical point", 2, 0, 3, DamagePool{SwarmerNormal: 1, SwarmerCritical: 1}, DamagePool{SwarmerCritical: 1}},
		{"more successes than damage", 4, 0, 9, DamagePool{NormalDamage: 1, CriticalDamage: 1}, DamagePool{NormalDamage: 1, CriticalDamage: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := range2(nil, Profile{Hull: 9, Armour: tc.armour, Passive: tc.passive, Tonnage: Medium}, ShipState{})
			if got := FewestHullLost(s, 1, tc.successes, tc.pool); got != tc.want {
				t.Errorf("cancels %v, want %v", got, tc.want)
			}
		})
	}
}

// inOrder is a Point Defence policy cancelling kinds in a fixed order.
type inOrder []DamageKind

func (o inOrder) Cancel(_ *State, _, successes int, pool DamagePool, _ *sim.Stream) DamagePool {
	return CancelInOrder(successes, pool, o)
}

// TestPointDefenceAllocationIsTheDefenders checks that the defender's
// policy decides what Point Defence cancels, and that the default one
// reaches the least expected Hull loss. One Close Action weapon of three
// dice at Lock 4+ (4-5 a normal hit, 6 a critical) fires at a ship with PD
// 2 and Armour 3+; the exact mean damage is enumerated over the dice, the
// PD successes and, for the best use, every allocation.
func TestPointDefenceAllocationIsTheDefenders(t *testing.T) {
	const armour = 3
	pass := 1 - saveChance(armour)
	// exact mean for an allocation rule: cancel(n, c, s) → (normal, critical) cancelled
	exactMean := func(cancel func(n, c, s int) (int, int)) float64 {
		m := 0.0
		for c := 0; c <= 3; c++ {
			for n := 0; c+n <= 3; n++ {
				p := multinomial(3, c, n) * pow(1.0/6, c) * pow(2.0/6, n) * pow(3.0/6, 3-c-n)
				for succ, ps := range binomial(2, 1.0/3) {
					xn, xc := cancel(n, c, succ)
					m += p * ps * (float64(n-xn)*pass + float64(c-xc))
				}
			}
		}
		return m
	}
	best := func(n, c, s int) (int, int) {
		bn, bc, bv := 0, 0, -1.0
		for xc := 0; xc <= min(c, s/2); xc++ {
			xn := min(n, s-2*xc)
			if v := float64(xn)*pass + float64(xc); v > bv {
				bn, bc, bv = xn, xc, v
			}
		}
		return bn, bc
	}
	normalFirst := func(n, c, s int) (int, int) { xn := min(n, s); return xn, min(c, (s-xn)/2) }
	if exactMean(best) >= exactMean(normalFirst) {
		t.Fatalf("the best use %v is no better than normal first %v", exactMean(best), exactMean(normalFirst))
	}
	for k, tc := range []struct {
		name   string
		policy PointDefenceDecision
		exact  float64
	}{
		{"default: the least expected Hull loss", nil, exactMean(best)},
		{"normal first", inOrder{NormalDamage, CriticalDamage}, exactMean(normalFirst)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := Weapon{Lock: 4, Attacks: Fixed(3), Damage: Fixed(1), Arc: FrontArc, CloseAction: true}
			s := range2([]Weapon{w}, Profile{Hull: 40, Armour: armour, PD: 2, Tonnage: Medium}, ShipState{})
			s.Player(1).PointDefence = tc.policy
			r := sim.NewStream(80+uint64(k), 0)
			const n = 200_000
			var sum, sum2 float64
			for range n {
				s.Reset()
				d := float64(s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r).Damage)
				sum += d
				sum2 += d * d
			}
			mean := sum / n
			simtest.Mean(t, "mean Hull damage", mean, math.Sqrt(sum2/n-mean*mean), n, tc.exact)
		})
	}
}
