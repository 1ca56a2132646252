package armada

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestUniqueSquadronTokens: "Ships and unique squadrons have defense
// tokens" (rules notes §4): a squadron defending with Brace, Scatter or
// Evade spends it by the defender's default (minimise-damage) against four
// black dice (no accuracy to lock the token; a hit 3/4 of the time, so
// P(k hits) = C(4,k) 3^k / 256): Brace halves 2 or more, rounding up
// (E = (12 + 54 + 2 × 189) / 256); Scatter cancels every die; Evade at
// distance 1 rerolls a hit (3 − 0.25 × 255/256). The token is exhausted
// after the first attack, discarded after a second, readied in the Status
// Phase in between.
func TestUniqueSquadronTokens(t *testing.T) {
	for _, tc := range []struct {
		name  string
		token TokenType
		want  float64
	}{
		{"§4 Brace", Brace, 444.0 / 256},
		{"§4 Scatter", Scatter, 0},
		{"§4 Evade at distance 1 (1.5)", Evade, 3 - 0.25*255.0/256},
	} {
		t.Run(tc.name, func(t *testing.T) {
			def := kwSquadron("ace", 1, 0, engagedAt, 40)
			def.Profile.Tokens = []TokenType{tc.token}
			s := kwGame(kwSquadron("tie", 0, 0, 0, 5), def)
			s.Model.Units[0].Profile.AntiSquadron = Dice{Black: 4}
			mean, se := attackMean(s, 0, 1, 1, 100_000, 9)
			if math.Abs(mean-tc.want) > 4*se+1e-9 {
				t.Errorf("mean damage %.4f ± %.4f, exact %.4f", mean, se, tc.want)
			}
			// the token's life: spent when the pool deals damage
			s = kwGame(kwSquadron("tie", 0, 0, 0, 5), def)
			s.Model.Units[0].Profile.AntiSquadron = Dice{Black: 12} // 9 damage a roll at least, no accuracies
			r := sim.NewStream(4, 0)
			for _, want := range []TokenState{Exhausted, Ready, Discarded} {
				if want == Ready {
					s.StatusPhase()
				} else {
					a := Attack{Attacker: 0, Defender: 1, Measured: true, State: s}
					s.Resolve(&a, r)
				}
				if got := s.Units[1].Tokens[0]; got != want {
					t.Fatalf("token %v, want %v", got, want)
				}
				if want == Ready {
					s.Units[1].Tokens[0] = Exhausted // spent again: discarded
				}
			}
		})
	}
}
