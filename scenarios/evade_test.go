package scenarios

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// evadeOdds enumerates, exactly, one attack of dice (in the order they are
// gathered: red, blue, black) at a lone Evade token with the built-in
// policies: the max-damage attacker locks the Evade with any accuracy; the
// defender spends it when it acts (acts) and some die is worth touching,
// cancelling (cancel) the die dealing most damage or rerolling the die
// whose damage most exceeds its colour's expected damage (the first on a
// tie), then, when the extra die is allowed (extra), the best of the dice
// left on the same terms, which discards the token. It returns the damage
// distribution and the chance the token is discarded.
func evadeOdds(dice []armada.Colour, cancel, acts, extra bool) (map[int]float64, float64) {
	out, discard := map[int]float64{}, 0.0
	faces := make([]armada.Face, len(dice))
	dmg := func(f armada.Face) int { return f.Hits() + f.Crits() }
	gain := func(i int) float64 {
		g := float64(dmg(faces[i]))
		if !cancel {
			g -= armada.ExpectedDamage(dice[i], true)
		}
		return g
	}
	pick := func(skip int) int {
		best, bestGain := -1, 0.0
		for i := range faces {
			if g := gain(i); i != skip && g > bestGain {
				best, bestGain = i, g
			}
		}
		return best
	}
	var rec func(k int, p float64)
	rec = func(k int, p float64) {
		if k < len(dice) {
			for _, f := range armada.DiceFaces[dice[k]] {
				faces[k] = f
				rec(k+1, p/8)
			}
			return
		}
		total, acc := 0, false
		for _, f := range faces {
			total += dmg(f)
			acc = acc || f.Accuracies() > 0
		}
		i := pick(-1)
		if acc || total == 0 || !acts || i < 0 {
			out[total] += p // Evade locked, or not spent
			return
		}
		touched := []int{i}
		if j := -1; extra {
			if j = pick(i); j >= 0 {
				touched = append(touched, j)
				discard += p
			}
		}
		rest := total
		for _, d := range touched {
			rest -= dmg(faces[d])
		}
		if cancel {
			out[rest] += p
			return
		}
		var reroll func(m, sum int, q float64)
		reroll = func(m, sum int, q float64) {
			if m == len(touched) {
				out[rest+sum] += q
				return
			}
			for _, f := range armada.DiceFaces[dice[touched[m]]] {
				reroll(m+1, sum+dmg(f), q/8)
			}
		}
		reroll(0, 0, p)
	}
	rec(0, 1)
	return out, discard
}

// TestEvadeAgainstALargerAttackerMatchesEnumeration plays the armada-attack
// scenario (a lone Evade, the built-in policies) and compares the damage and
// the chance the token is discarded with exact enumeration. Rules notes §4,
// Evade under 1.5: "at long range cancel 1 attack die of the defender's
// choice; at medium or close range choose 1 die to be rerolled", and "Ship
// defending against a ship of a LARGER size class may affect one extra die
// (cancel or reroll as per range), but then the spent token is discarded":
// the extra die is the defender's choice (minimise-damage takes it when it
// lowers the damage, save-tokens never), a different die from the first,
// and the token is discarded only when it is affected. Before 1.5, "close
// range and distance 1 → NO effect", and the defender does not spend it
// there.
func TestEvadeAgainstALargerAttackerMatchesEnumeration(t *testing.T) {
	big := []string{"tokens=evade", "shields=9", "hull=40", "defender_size=small"}
	tests := []struct {
		name                string
		sets                []string
		dice                []armada.Colour
		cancel, acts, extra bool
	}{
		{"1.5 long, larger attacker", []string{"red=3", "blue=0", "range=long", "attacker_size=large"},
			[]armada.Colour{armada.Red, armada.Red, armada.Red}, true, true, true},
		{"1.5 medium, larger attacker", []string{"red=2", "blue=1", "range=medium", "attacker_size=medium"},
			[]armada.Colour{armada.Red, armada.Red, armada.Blue}, false, true, true},
		{"1.5 close, larger attacker", []string{"red=1", "blue=1", "black=1", "range=close", "attacker_size=huge"},
			[]armada.Colour{armada.Red, armada.Blue, armada.Black}, false, true, true},
		{"1.5 long, same size", []string{"red=3", "blue=0", "range=long", "attacker_size=small"},
			[]armada.Colour{armada.Red, armada.Red, armada.Red}, true, true, false},
		{"1.5 medium, larger attacker, save-tokens", []string{"red=2", "blue=1", "range=medium", "attacker_size=large", "defender=save-tokens:1"},
			[]armada.Colour{armada.Red, armada.Red, armada.Blue}, false, true, false},
		{"pre-1.5 close: no effect, not spent", []string{"red=2", "blue=1", "range=close", "attacker_size=small", "evade=pre-1.5"},
			[]armada.Colour{armada.Red, armada.Red, armada.Blue}, false, false, false},
		{"pre-1.5 long, larger attacker: no extra die", []string{"red=3", "blue=0", "range=long", "attacker_size=large", "evade=pre-1.5"},
			[]armada.Colour{armada.Red, armada.Red, armada.Red}, true, true, false},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := run(t, "armada-attack", 80_000, uint64(20+i), append(tc.sets, big...)...)
			damage, discard := evadeOdds(tc.dice, tc.cancel, tc.acts, tc.extra)
			simtest.Distribution(t, "damage", &metric(t, r, "damage").Histogram, damage)
			simtest.Distribution(t, "tokens discarded", &metric(t, r, "tokens_discarded").Histogram, map[int]float64{0: 1 - discard, 1: discard})
			if !tc.acts {
				if m := metric(t, r, "tokens_spent"); m.Histogram.Max() != 0 {
					t.Errorf("%s: Evade spent where it has no effect: %v", strings.Join(tc.sets, " "), m.Histogram.Bins())
				}
			}
		})
	}
}
