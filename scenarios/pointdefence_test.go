package scenarios

import (
	"math"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// pdScenario: a group of two gunships, each with a Close Action weapon of
// two dice at Lock 4+ (a critical on 6), fires at a target with PD 2 and
// Armour 3+, whose fleet spends its Point Defence by POLICY.
const pdScenario = `name: pd
title: pooled Point Defence
game: dropfleet
ships:
  gun: {scan: 12, sig: 6, thrust: 0, hull: 6, tonnage: L, weapons: [{name: flak, lock: 4, attacks: 2, damage: 1, arc: F, special: [close-action]}]}
  tgt: {scan: 6, sig: 6, thrust: 0, hull: 40, armour: 3, pd: 2, tonnage: H}
fleets:
  a: {battlegroups: [{name: g, type: line, groups: [{ship: gun, count: 2, at: [0, 0]}]}]}
  b: {POLICY battlegroups: [{name: t, type: line, groups: [{ship: tgt, at: [1, 6], heading: 180}]}]}
script:
  - activate: {battlegroup: g, order: standard, target: tgt}
measure:
  - {name: damage, what: damage, of: tgt}
`

// TestPointDefencePolicyInAFile checks a fleet's point_defence field and,
// through a file as a user writes it, the pooled Point Defence roll (rules
// notes §2: "A group's pooled Close Action attacks ... get one PD roll")
// with the defender's allocation: the mean damage against the exact one,
// enumerated over the four dice, the two PD dice and the allocation.
func TestPointDefencePolicyInAFile(t *testing.T) {
	pass := 2.0 / 6 // a normal point through Armour 3+
	exact := func(best bool) float64 {
		m := 0.0
		for c := 0; c <= 4; c++ { // criticals (1/6) and normal hits (2/6) of 4 dice
			for n := 0; c+n <= 4; n++ {
				p := choose(4, c) * choose(4-c, n) * math.Pow(1.0/6, float64(c)) * math.Pow(2.0/6, float64(n)) * math.Pow(3.0/6, float64(4-c-n))
				for s, ps := range []float64{4.0 / 9, 4.0 / 9, 1.0 / 9} { // successes of 2 PD dice at 5+
					xn := min(n, s) // normal first, then criticals
					xc := min(c, (s-xn)/2)
					if best && s == 2 && c > 0 { // a critical (1 Hull) beats two normals (2/3)
						xn, xc = 0, 1
					}
					m += p * ps * (float64(n-xn)*pass + float64(c-xc))
				}
			}
		}
		return m
	}
	for _, tc := range []struct {
		name, policy string
		exact        float64
	}{
		{"default", "", exact(true)},
		{"fewest-hull", "point_defence: fewest-hull,", exact(true)},
		{"normal-first", "point_defence: normal-first,", exact(false)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := compileDropfleet(strings.Replace(pdScenario, "POLICY", tc.policy, 1))
			if err != nil {
				t.Fatal(err)
			}
			tally := sim.NewCapture(g.Metrics())
			trial := g.NewTrial()
			r := sim.NewStream(90, 0)
			const n = 200_000
			var sum, sum2 float64
			for range n {
				trial.Play(r, tally)
				d := tally.Value(0)
				sum += d
				sum2 += d * d
			}
			mean := sum / n
			simtest.Mean(t, "mean damage", mean, math.Sqrt(sum2/n-mean*mean), n, tc.exact)
		})
	}
	_, err := compileDropfleet(strings.Replace(pdScenario, "POLICY", "point_defence: crit-first,", 1))
	if err == nil || !strings.Contains(err.Error(), "fleets.b.point_defence") || !strings.Contains(err.Error(), `unknown Point Defence policy "crit-first"`) {
		t.Errorf("a misspelt policy: %v", err)
	}
}

// choose returns the binomial coefficient n over k.
func choose(n, k int) float64 {
	r := 1.0
	for i := range k {
		r = r * float64(n-i) / float64(i+1)
	}
	return r
}
