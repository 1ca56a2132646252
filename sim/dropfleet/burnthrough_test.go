package dropfleet

import (
	"fmt"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// burnthroughExact returns the exact distribution of the Hull damage a
// Burnthrough weapon (damage 1 a hit) deals a target with Armour armour and
// no other save, played as the FAQ plays it (FAQ261, rules notes §2): all
// the dice rolled together; every hit rolled again together, round after
// round; the cap filled with the best results, criticals first; after a
// round with a critical, every later hit ignores Armour (dieOnly: only
// criticals do). It enumerates each round's criticals and hits.
func burnthroughExact(dice, lock, critAt, budget, armour int, dieOnly bool) map[int]float64 {
	pc := max(0, float64(7-critAt)) / 6
	pn := float64(7-lock)/6 - pc
	pm := float64(lock-1) / 6
	ps := saveChance(armour)
	var rec func(n, budget int, armourless bool) map[int]float64
	rec = func(n, budget int, armourless bool) map[int]float64 {
		out := map[int]float64{}
		if n == 0 || budget == 0 {
			out[0] = 1
			return out
		}
		for c := 0; c <= n; c++ {
			for h := 0; c+h <= n; h++ {
				p := multinomial(n, c, h) * pow(pc, c) * pow(pn, h) * pow(pm, n-c-h)
				if p == 0 {
					continue
				}
				tc := min(c, budget)
				th := min(h, budget-tc)
				// this round's damage: the criticals unsaved, the other hits
				// unsaved once Armour is ignored, else each saved on Armour
				now := map[int]float64{tc: 1}
				if armourless {
					now = map[int]float64{tc + th: 1}
				} else {
					for k, q := range binomial(th, 1-ps) {
						now[tc+k] = q
					}
				}
				next := map[int]float64{0: 1}
				if c+h > 0 && budget-tc-th > 0 {
					next = rec(c+h, budget-tc-th, armourless || c > 0 && !dieOnly)
				}
				for a, pa := range now {
					for b, pb := range next {
						out[a+b] += p * pa * pb
					}
				}
			}
		}
		return out
	}
	return rec(dice, budget, false)
}

func multinomial(n, a, b int) float64 {
	f := func(k int) float64 {
		r := 1.0
		for i := 2; i <= k; i++ {
			r *= float64(i)
		}
		return r
	}
	return f(n) / (f(a) * f(b) * f(n-a-b))
}

func pow(x float64, n int) float64 {
	r := 1.0
	for range n {
		r *= x
	}
	return r
}

// TestBurnthroughRoundByRound checks Burnthrough as the FAQ plays it
// (rules notes §2, §9 item 5; FAQ261): "You miss with one attack, and hit
// with three. One of these hits scores a critical hit. You then roll three
// dice again – any hit here or on any subsequent rolls now critical"; and
// "If I roll for a Burnthrough weapon and score a hit and two crits and
// only need one of the results to reach the weapon's X value, which dice
// do I choose? Pick the best result." The damage distribution is checked
// against an exact enumeration of the rounds.
func TestBurnthroughRoundByRound(t *testing.T) {
	tests := []struct {
		name                    string
		dice, lock, cap, armour int
		dieOnly                 bool
	}{
		{"two dice, cap 1: a critical among the hits is the one kept", 2, 4, 1, 4, false},
		{"the FAQ's four dice at Lock 3+, cap 6, Armour 4+", 4, 3, 6, 4, false},
		{"three dice at Lock 3+, cap 4, Armour 2+: later rounds ignore Armour", 3, 3, 4, 2, false},
		{"burnthrough: die-only: only the critical dice ignore Armour", 3, 3, 4, 2, true},
		{"one die at Lock 2+, cap 4, no Armour", 1, 2, 4, 0, false},
	}
	for k, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := Weapon{Lock: tc.lock, Attacks: Fixed(tc.dice), Damage: Fixed(1), Arc: FrontArc, Burnthrough: tc.cap}
			s := range2([]Weapon{w}, Profile{Hull: 40, Armour: tc.armour, Tonnage: Medium}, ShipState{})
			s.Model.Rules.BurnthroughDieOnly = tc.dieOnly
			r := sim.NewStream(60+uint64(k), 0)
			var h sim.Histogram
			for range 150_000 {
				s.Reset()
				h.Add(s.Fire(0, &s.Model.Ships[0].Profile.Weapons[0], 1, false, r).Damage)
			}
			exact := burnthroughExact(tc.dice, tc.lock, tc.lock+2, tc.cap, tc.armour, tc.dieOnly)
			sum := 0.0
			for _, p := range exact {
				sum += p
			}
			if d := sum - 1; d > 1e-9 || d < -1e-9 {
				t.Fatalf("the enumeration sums to %v", sum)
			}
			simtest.Distribution(t, fmt.Sprintf("damage (cap %d)", tc.cap), &h, exact)
		})
	}
	// the worked case by hand: two dice at Lock 4+, cap 1, Armour 4+: a
	// critical among the hits (11/36) is kept and ignores Armour; else a
	// normal hit alone (16/36) is saved on 4+: 11/36 + 16/36·1/2 = 19/36
	if p := burnthroughExact(2, 4, 6, 1, 4, false)[1]; p < 19.0/36-1e-12 || p > 19.0/36+1e-12 {
		t.Errorf("P(1 damage) = %v, want 19/36", p)
	}
}
