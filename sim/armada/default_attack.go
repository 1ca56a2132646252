package armada

import (
	"math/bits"

	"github.com/fleetlab/fleetlab/sim"
)

// MaxDamage is the attacker's default decisions (an ObstructDecision,
// ConcentrateDecision, RerollDecision and LockDecision), the policy
// max-damage: remove and reroll for the most damage, add the strongest
// die, lock the most valuable token type.
type MaxDamage struct{}

// Obstruct removes the colour that adds least: the lowest expected
// damage (ties: red, the one with blanks).
func (MaxDamage) Obstruct(a *Attack, _ *sim.Stream) Colour {
	best, bestE := ColourNone, 99.0
	for _, c := range [...]Colour{Red, Blue, Black} {
		if e := ExpectedDamage(c, a.CountsCrits()); a.Gathered(c) > 0 && e < bestE {
			best, bestE = c, e
		}
	}
	return best
}

// Concentrate adds the colour in the pool with the highest expected
// damage (ties: blue, which never blanks).
func (MaxDamage) Concentrate(a *Attack, _ *sim.Stream) Colour {
	for _, c := range [...]Colour{Black, Blue, Red} {
		if a.InPool(c) {
			return c
		}
	}
	return ColourNone
}

// Reroll rerolls the die with most to gain: its colour's expected
// damage minus its damage now, keeping accuracies on a tie. An accuracy
// that can lock nothing (the defender has no token it could spend, or the
// attacker's gunners are blinded) is a die of no damage, rerolled like a
// blank.
func (MaxDamage) Reroll(a *Attack, _ *sim.Stream) int {
	best, bestGain := -1, 0.0
	uselessAccuracy := !accuracyCanLock(a)
	for i := range a.N {
		d := a.Pool[i]
		if d.Face == FaceNone || (d.Face == Accuracy && !uselessAccuracy) {
			continue
		}
		if gain := ExpectedDamage(d.Colour, a.CountsCrits()) - float64(a.DieDamage(i)); gain > bestGain {
			best, bestGain = i, gain
		}
	}
	return best
}

// accuracyCanLock reports whether an accuracy result could lock one of the
// defender's tokens in attack a (RRG "Accuracy": spent to choose a defense
// token that the defender cannot spend).
func accuracyCanLock(a *Attack) bool {
	if _, st := a.AttackerUnit(); st.Has(BlindedGunners) {
		return false
	}
	return a.spendableTokens(a.DefenderUnit()) != 0
}

// Lock locks the defender's most valuable token type, when the
// accuracies left can lock every spendable token of that type.
func (MaxDamage) Lock(a *Attack, _ *sim.Stream) int {
	def, st := a.DefenderUnit()
	return mostValuableLock(def, a.spendableTokens(def, st), a.Accuracies())
}

// mostValuableLock is MaxDamage's Lock: the first token of the most
// valuable type whose spendable tokens (a bit each) the accuracies left
// can all lock, or -1.
func mostValuableLock(def *Unit, spendable uint8, left int) int {
	// One pass over the spendable tokens: how many of each type, and the
	// first of them; a second finds the most valuable type the accuracies
	// lock (types differ in TokenValue, so the order does not matter).
	var count, first [len(TokenValue)]int8
	for m := spendable; m != 0; m &= m - 1 {
		i := bits.TrailingZeros8(m)
		if tt := def.Profile.Tokens[i]; int(tt) < len(count) {
			if count[tt] == 0 {
				first[tt] = int8(i)
			}
			count[tt]++
		}
	}
	best, bestValue := -1, 0
	for m := spendable; m != 0; m &= m - 1 {
		if t := def.Profile.Tokens[bits.TrailingZeros8(m)]; int(t) < len(count) && int(count[t]) <= left && TokenValue[t] > bestValue {
			best, bestValue = int(first[t]), TokenValue[t]
		}
	}
	return best
}

// lockTable is mostValuableLock for one defender, tabulated once a worker
// by calling it on every argument: [spendable][left] is its answer for the
// tokens in spendable (a bit each) and left accuracies (more than
// MaxTokens lock as MaxTokens do, since no type has more tokens).
type lockTable [1 << MaxTokens][MaxTokens + 1]int8

func newLockTable(def *Unit) *lockTable {
	t := new(lockTable)
	held := 1<<min(len(def.Profile.Tokens), MaxTokens) - 1 // the tokens it has: no other is ever spendable
	for spendable := range t {
		if spendable&^held != 0 {
			continue
		}
		for left := range t[spendable] {
			t[spendable][left] = int8(mostValuableLock(def, uint8(spendable), left))
		}
	}
	return t
}

// lock returns mostValuableLock(def, spendable, left) for the defender
// whose table t is (nil for a defender with no tokens: none to lock).
func (t *lockTable) lock(spendable uint8, left int) int {
	if t == nil {
		return -1
	}
	return int(t[spendable&(1<<MaxTokens-1)][min(max(left, 0), MaxTokens)])
}

// NearestDefender is the default DefenderDecision: the enemy with the
// shortest attack range of those the attack may choose and declare at, the
// first listed on a tie, measured without obstruction.
type NearestDefender struct{}

// Defender implements DefenderDecision.
func (NearestDefender) Defender(s *State, a *Attack, _ *sim.Stream) int {
	c := *a
	if !s.declareNearest(&c, false) {
		return -1
	}
	return c.Defender
}
