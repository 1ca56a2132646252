package scenarios

import (
	"fmt"
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// attackRulesScenario: a Bomber squadron attacks a ship at distance 1; a
// ship attacks a ship with a Salvo token, perhaps obstructed.
const attackRulesScenario = `name: attack-rules
title: a Bomber's critical, an obstructed Salvo
game: armada
params:
  bomber: {default: true}
  obstructed: {default: true}
  range: {default: medium, values: [close, medium, long]}
ships:
  wing: {squadron: true, bomber: $bomber, hull: 5, battery: {red: 2}, anti_squadron: {blue: 2}}
  brick: {size: large, hull: 40, tokens: none}
  gunship: {size: medium, hull: 40, battery: {front: {red: 2}}, tokens: none}
  escort: {size: medium, hull: 40, shields: {front: 9}, battery: {rear: {red: 2, blue: 1, black: 1}}, tokens: [salvo]}
fleets:
  a: {units: [{ship: wing}, {ship: gunship}]}
  b: {units: [{ship: brick}, {ship: escort}]}
script:
  - attack: {attacker: wing, defender: brick, range: distance-1}
  - attack: {attacker: gunship, defender: escort, range: $range, obstructed: $obstructed}
measure:
  - {name: faceup, what: faceup, of: brick}
  - {name: salvo, what: damage, of: gunship}
`

// TestAttackRulesInAScenario checks two rules through a scenario file, as a
// new user would write it, against their exact figures. Rules notes §3:
// "Bomber squadrons also count crits vs ships and may use the standard
// crit", so two red dice deal the ship a faceup card exactly when one shows
// a crit, 1 − (6/8)²; without Bomber, never. Rules notes §4, Salvo: "Same
// range and LOS as the original attack": the escort's rear battery gathers
// what the attack's range allows and, when the attack was obstructed, the
// max-damage policy removes the die that adds least. The escort spends its
// Salvo when the gunship's red dice (one fewer when obstructed) deal damage
// and show no accuracy (which would lock it): with n dice, (7/8)ⁿ − (2/8)ⁿ.
func TestAttackRulesInAScenario(t *testing.T) {
	s, err := Parse("attack-rules.yaml", []byte(attackRulesScenario))
	if err != nil {
		t.Fatal(err)
	}
	rear := armada.Dice{armada.Red: 2, armada.Blue: 1, armada.Black: 1}
	for i, tc := range []struct {
		rg                 string
		bomber, obstructed bool
		salvo              armada.Dice // the salvo's dice
	}{
		{"close", true, true, armada.Dice{armada.Red: 1, armada.Blue: 1, armada.Black: 1}},
		{"medium", true, true, armada.Dice{armada.Red: 1, armada.Blue: 1}},
		{"long", false, false, armada.Dice{armada.Red: 2}},
		{"close", true, false, rear},
	} {
		sets := []string{"range=" + tc.rg, fmt.Sprint("bomber=", tc.bomber), fmt.Sprint("obstructed=", tc.obstructed)}
		r := runModel(t, bind(t, s, sets...), 40_000, uint64(30+i))
		faceup := 0.0
		if tc.bomber {
			faceup = 1 - math.Pow(6.0/8, 2)
		}
		f := metric(t, r, "faceup")
		simtest.Proportion(t, "faceup card", f.Proportion.Successes, f.Proportion.Trials, faceup)
		n := 2.0 // the gunship's red dice
		if tc.obstructed {
			n = 1
		}
		fires := math.Pow(7.0/8, n) - math.Pow(2.0/8, n)
		want := map[int]float64{0: 1 - fires}
		for k, p := range exactDamage(tc.salvo, true) {
			want[k] += fires * p
		}
		simtest.Distribution(t, "salvo damage", &metric(t, r, "salvo").Histogram, want)
	}
}
