package scenarios

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// crowdScenario has 71 units: a ship, 68 reserve squadrons far behind it,
// and two squadrons ahead, units 69 and 70.
const crowdScenario = `name: crowd
title: more than 64 units
game: armada
ships:
  gun: {size: small, hull: 5, anti_squadron: {blue: 2}, tokens: none}
  tie: {squadron: true, hull: 40, battery: {blue: 1}, anti_squadron: {blue: 1}}
fleets:
  a: {units: [{ship: gun, name: gun, at: [0, 0], heading: 0}]}
  b: {units: [{ship: tie, name: reserve, copies: 68, at: [-1500, -500], offset: [40, 0]},
              {ship: tie, name: first, at: [0, 120]}, {ship: tie, name: second, at: [40, 150]}]}
script:
  - attack: {attacker: gun, from: front, defender: first, range: auto}
measure:
  - {name: first, what: damage, of: first}
  - {name: second, what: damage, of: second}
  - {name: no_target, what: no-target}
`

// TestMoreThan64UnitsInAScenario checks that a scenario's capacity comes
// from its file, not a word size: a file of 71 units loads and plays, and
// the ship's attack at the first squadron ahead declares the second as an
// additional target, "each squadron once per attack" (rules notes §3), so
// that each suffers exactly one attack of two blue dice, hits only.
func TestMoreThan64UnitsInAScenario(t *testing.T) {
	s, err := Parse("crowd.yaml", []byte(crowdScenario))
	if err != nil {
		t.Fatal(err)
	}
	c := bind(t, s)
	if n := len(c.Model.(*armada.Model).Units); n != 71 {
		t.Fatalf("%d units, want 71", n)
	}
	r := runModel(t, c, 40_000, 3)
	for _, name := range []string{"first", "second"} {
		simtest.Distribution(t, name+" damage", &metric(t, r, name).Histogram, exactDamage(armada.Dice{armada.Blue: 2}, false))
	}
	if m := metric(t, r, "no_target"); m.Histogram.Max() != 0 {
		t.Errorf("attacks without a target: %v", m.Histogram.Bins())
	}
}
