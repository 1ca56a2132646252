package scenarios

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim/simtest"
)

// concentrateScenario: a ship that sets a Concentrate Fire dial every round
// activates first without attacking, then (attack=true) with an attack
// whose reroll the token pays for.
const concentrateScenario = `name: concentrate
title: a Concentrate Fire token kept for later
game: armada
params:
  attack: {default: false}
  range: {default: close, values: [close, long]}
ships:
  gunship: {size: medium, hull: 8, command: 1, battery: {front: {black: 3}}, tokens: none}
  brick: {size: large, hull: 40, shields: {front: 9}, tokens: none}
fleets:
  a: {units: [{ship: gunship, commands: [concentrate-fire]}]}
  b: {units: [{ship: brick}]}
script:
  - activate: {ship: gunship}
  - rounds:
      count: 1
      steps:
        - activate: {ship: gunship, attacks: [{from: front, defender: brick, range: $range}]}
measure:
  - {name: tokens, what: command-tokens, of: gunship}
`

// TestConcentrateFireTokenKeptInAScenario checks seed 004 through a
// scenario file: a dial may be spent "per col·locar la fitxa de comandament
// corresponent al costat de la nau i utilitzar-la més endavant". The
// gunship's first activation has no attack, so its Concentrate Fire dial
// becomes a token that it keeps; in the next round its dial adds a die and
// the token rerolls one in its attack, and is spent when it rerolls. An
// attack that rolls no dice (black dice at long range) leaves the token
// kept. At close
// range the dial adds a fourth black die and the max-damage attacker
// rerolls a blank with the token: it keeps the token exactly when no die
// is blank, (6/8)⁴.
func TestConcentrateFireTokenKeptInAScenario(t *testing.T) {
	s, err := Parse("concentrate.yaml", []byte(concentrateScenario))
	if err != nil {
		t.Fatal(err)
	}
	kept := math.Pow(6.0/8, 4) // no blank among four black dice: nothing to reroll
	for i, tc := range []struct {
		rg     string
		tokens map[int]float64 // command tokens held at the end
	}{
		{"long", map[int]float64{1: 1}},
		{"close", map[int]float64{0: 1 - kept, 1: kept}},
	} {
		r := runModel(t, bind(t, s, "range="+tc.rg), 40_000, uint64(50+i))
		simtest.Distribution(t, tc.rg+": command tokens", &metric(t, r, "tokens").Histogram, tc.tokens)
	}
}
