package policies

import (
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// tokenValue orders defense tokens by how much damage they usually stop,
// for locking with accuracies and for choosing which to lose.
var tokenValue = [...]int{armada.TokenNone: 0, armada.Scatter: 6, armada.Brace: 5, armada.Evade: 4,
	armada.Redirect: 3, armada.Contain: 2, armada.Salvo: 1}

// armadaAttacker implements armada.AttackPolicy.
type armadaAttacker struct {
	fish bool // fish for accuracies rather than damage
}

// Obstruct removes the colour that adds least: the lowest expected damage
// (fishing: black first, as it has no accuracy).
func (p armadaAttacker) Obstruct(a *armada.Attack) armada.Colour {
	if p.fish {
		for _, c := range []armada.Colour{armada.Black, armada.Red, armada.Blue} {
			if a.Gathered(c) > 0 {
				return c
			}
		}
	}
	best, bestE := armada.ColourNone, 99.0
	for _, c := range []armada.Colour{armada.Red, armada.Blue, armada.Black} { // ties: red, the one with blanks
		if e := armada.ExpectedDamage(c, a.CountsCrits()); a.Gathered(c) > 0 && e < bestE {
			best, bestE = c, e
		}
	}
	return best
}

// Concentrate adds the colour in the pool with the highest expected damage
// (ties: blue, which never blanks); fishing, blue then red.
func (p armadaAttacker) Concentrate(a *armada.Attack) armada.Colour {
	order := []armada.Colour{armada.Black, armada.Blue, armada.Red}
	if p.fish {
		order = []armada.Colour{armada.Blue, armada.Red, armada.Black}
	}
	for _, c := range order {
		if a.InPool(c) {
			return c
		}
	}
	return armada.ColourNone
}

// Reroll rerolls the die with most to gain: its colour's expected damage
// minus its damage now, keeping accuracies on a tie; fishing, the
// lowest-damage die that is not an accuracy, of a colour that has them.
// For max-damage, an accuracy that can lock nothing (the defender has no
// token it could spend, or the attacker's gunners are blinded) is a die of
// no damage, rerolled like a blank.
func (p armadaAttacker) Reroll(a *armada.Attack) int {
	best, bestGain := -1, 0.0
	uselessAccuracy := !p.fish && !accuracyCanLock(a) // fishing keeps accuracies: its style
	for i := range a.N {
		d := a.Pool[i]
		if d.Face == armada.FaceNone || (d.Face == armada.Accuracy && !uselessAccuracy) {
			continue
		}
		var gain float64
		if p.fish {
			if d.Colour == armada.Black {
				continue
			}
			gain = 10 - float64(a.DieDamage(i))
		} else {
			gain = armada.ExpectedDamage(d.Colour, a.CountsCrits()) - float64(a.DieDamage(i))
		}
		if gain > bestGain {
			best, bestGain = i, gain
		}
	}
	return best
}

// accuracyCanLock reports whether an accuracy result could lock one of the
// defender's tokens in attack a (RRG "Accuracy": spent to choose a defense
// token that the defender cannot spend).
func accuracyCanLock(a *armada.Attack) bool {
	if _, st := a.AttackerUnit(); st.Has(armada.BlindedGunners) {
		return false
	}
	def, _ := a.DefenderUnit()
	for i := range def.Profile.Tokens {
		if a.Spendable(i) {
			return true
		}
	}
	return false
}

// Lock locks the defender's most valuable token type, when the accuracies
// left can lock every spendable token of that type.
func (armadaAttacker) Lock(a *armada.Attack) int {
	def, _ := a.DefenderUnit()
	left := a.Accuracies()
	// One pass over the tokens: how many of each type are spendable, and
	// the first of them.
	var count, first [len(tokenValue)]int
	for i, tt := range def.Profile.Tokens {
		if int(tt) < len(count) && a.Spendable(i) {
			if count[tt] == 0 {
				first[tt] = i
			}
			count[tt]++
		}
	}
	best, bestValue := -1, 0
	for t := range count {
		if count[t] > 0 && count[t] <= left && tokenValue[t] > bestValue {
			best, bestValue = first[t], tokenValue[t]
		}
	}
	return best
}

// armadaDefender implements armada.DefensePolicy.
type armadaDefender struct {
	never     bool // spend nothing
	threshold int  // spend only when the pool would deal at least this
	keep      bool // never spend an exhausted token (it would be discarded)
}

// NextToken spends, one at a time: Scatter when the pool deals damage
// (alone: nothing is left to stop); Evade when it has an effect at this
// range under the game's Evade rule and a die is worth touching;
// Brace at 2 damage or more; Redirect when an adjacent zone has shields;
// Contain against a crit that would reach a damage card; Salvo when hit.
func (p armadaDefender) NextToken(a *armada.Attack) int {
	if p.never {
		return -1
	}
	dmg := a.PoolDamage()
	if dmg == 0 || dmg < p.threshold {
		return -1
	}
	def, st := a.DefenderUnit()
	// Which tokens may be spent, asked once (a defender holds at most
	// armada.MaxTokens).
	var ok [armada.MaxTokens]bool
	for i := range min(len(def.Profile.Tokens), len(ok)) {
		ok[i] = a.Spendable(i) && !(p.keep && st.Tokens[i] == armada.Exhausted)
	}
	want := func(t armada.TokenType) int {
		best := -1
		for i, tt := range def.Profile.Tokens {
			if tt != t || i >= len(ok) || !ok[i] {
				continue
			}
			if best < 0 || st.Tokens[i] < st.Tokens[best] { // ready before exhausted
				best = i
			}
		}
		return best
	}
	if i := want(armada.Scatter); i >= 0 {
		return i
	}
	if i := want(armada.Evade); i >= 0 {
		// only where Evade has an effect (none at close range before 1.5)
		if cancel, dice := a.EvadeEffect(); dice > 0 && p.evadeTarget(a, cancel) >= 0 {
			return i
		}
	}
	if i := want(armada.Brace); i >= 0 && dmg >= 2 {
		return i
	}
	if i := want(armada.Redirect); i >= 0 && !def.Profile.Squadron {
		adj := a.Zone.Adjacent()
		if st.Shields[adj[0]] > 0 || st.Shields[adj[1]] > 0 {
			return i
		}
	}
	if i := want(armada.Contain); i >= 0 && a.Crits() > 0 && int(st.Shields[a.Zone]) < dmg {
		return i
	}
	if i := want(armada.Salvo); i >= 0 {
		return i
	}
	return -1
}

// EvadeDie cancels the die dealing most damage, or rerolls the die whose
// damage most exceeds its colour's expected damage, among the dice this
// Evade has not touched. The extra die against a larger attacker, which
// costs the token, is taken on the same terms (it lowers this attack's
// damage), except by save-tokens, which never throws a token away.
func (p armadaDefender) EvadeDie(a *armada.Attack, cancel bool) int {
	if a.EvadeExtra() && p.keep {
		return -1
	}
	return p.evadeTarget(a, cancel)
}

// evadeTarget returns the die Evade would best cancel or reroll, or -1
// when no die left untouched would lower the damage.
func (armadaDefender) evadeTarget(a *armada.Attack, cancel bool) int {
	best, bestGain := -1, 0.0
	for i := range a.N {
		if a.Pool[i].Face == armada.FaceNone || a.Evaded(i) {
			continue
		}
		gain := float64(a.DieDamage(i))
		if !cancel {
			gain -= armada.ExpectedDamage(a.Pool[i].Colour, a.CountsCrits())
		}
		if gain > bestGain {
			best, bestGain = i, gain
		}
	}
	return best
}

// RedirectZone picks the adjacent zone with more shields.
func (armadaDefender) RedirectZone(a *armada.Attack) armada.Zone {
	_, st := a.DefenderUnit()
	adj := a.Zone.Adjacent()
	if st.Shields[adj[1]] > st.Shields[adj[0]] {
		return adj[1]
	}
	return adj[0]
}

// DiscardToken gives up an exhausted token first, then the least valuable.
func (armadaDefender) DiscardToken(s *armada.State, unit int) int {
	u, st := &s.Model.Units[unit], &s.Units[unit]
	best := -1
	for i, t := range u.Profile.Tokens {
		if st.Tokens[i] == armada.Discarded {
			continue
		}
		if best < 0 || st.Tokens[i] > st.Tokens[best] ||
			st.Tokens[i] == st.Tokens[best] && tokenValue[t] < tokenValue[u.Profile.Tokens[best]] {
			best = i
		}
	}
	return best
}

// ArmadaAttackers lists the Armada attacker policies.
func ArmadaAttackers() []Info {
	return []Info{
		{"max-damage", "remove and reroll for the most damage, add the strongest die, lock the most valuable token type"},
		{"fish-accuracies", "add and reroll blue and red dice to roll accuracies, then lock tokens with them"},
	}
}

// ArmadaDefenders lists the Armada defender policies.
func ArmadaDefenders() []Info {
	return []Info{
		{"minimise-damage", "spend every token that lowers this attack's damage now (Scatter, Evade, Brace, Redirect, Contain, Salvo), Evade's extra die against a larger ship too"},
		{"save-tokens:N", "as minimise-damage, but only when the attack would deal at least N (default 2), never discard an exhausted token, and no extra Evade die"},
		{"none", "spend no defense tokens (bare dice)"},
	}
}

// ArmadaAttacker returns the attacker policy with the given name.
func ArmadaAttacker(name string) (armada.AttackPolicy, error) {
	switch name {
	case "max-damage":
		return armadaAttacker{}, nil
	case "fish-accuracies":
		return armadaAttacker{fish: true}, nil
	}
	return nil, wordedf("unknown attacker policy %q (expected max-damage or fish-accuracies)", name)
}

// ArmadaDefender returns the defender policy with the given name;
// "save-tokens:N" takes a threshold N from 1 to 50.
func ArmadaDefender(name string) (armada.DefensePolicy, error) {
	switch name {
	case "minimise-damage":
		return armadaDefender{}, nil
	case "none":
		return armadaDefender{never: true}, nil
	case "save-tokens":
		return armadaDefender{threshold: 2, keep: true}, nil
	}
	if n, ok := strings.CutPrefix(name, "save-tokens:"); ok {
		if k, err := strconv.Atoi(n); err == nil && k >= 1 && k <= 50 {
			return armadaDefender{threshold: k, keep: true}, nil
		}
		return nil, wordedf("save-tokens:N needs a whole number N from 1 to 50, got %q", n)
	}
	return nil, wordedf("unknown defender policy %q (expected minimise-damage, save-tokens:N or none)", name)
}
