package armada

import (
	"math/bits"

	"github.com/fleetlab/fleetlab/sim"
)

// The defender's default decisions, minimise-damage: spend every token
// that lowers this attack's damage now.

// TokenValue orders defense token types by how much damage they usually
// stop, for locking with accuracies and for choosing which to lose.
var TokenValue = [...]int{TokenNone: 0, Scatter: 6, Brace: 5, Evade: 4, Redirect: 3, Contain: 2, Salvo: 1}

// TokenSpending is the defender's decisions (a TokenDecision,
// EvadeDecision, RedirectDecision and DiscardDecision). Its zero value is
// the default, the policy minimise-damage.
type TokenSpending struct {
	// Never spends nothing.
	Never bool
	// Threshold: spend only when the pool would deal at least this.
	Threshold int
	// Keep never spends an exhausted token (it would be discarded), and
	// declines Evade's extra die.
	Keep bool
}

// NextToken spends, one at a time: Scatter when the pool deals damage
// (alone: nothing is left to stop); Evade when it has an effect at this
// range under the game's Evade rule and a die is worth touching;
// Brace at 2 damage or more; Redirect when an adjacent zone has shields;
// Contain against a crit that would reach a damage card; Salvo when hit.
func (p TokenSpending) NextToken(a *Attack, _ *sim.Stream) int {
	def, st := a.DefenderUnit()
	return p.next(a, def, st, a.spendableTokens(def, st), a.PoolDamage())
}

// next is NextToken for defender def in state st, whose spendable tokens
// are a bit each in spendable, against a pool that deals dmg.
func (p TokenSpending) next(a *Attack, def *Unit, st *UnitState, spendable uint8, dmg int) int {
	if p.Never || spendable == 0 || dmg == 0 || dmg < p.Threshold {
		return -1
	}
	// of[t] holds the spendable tokens of type t, a bit each, and
	// exhausted those exhausted (a spendable token is ready or
	// exhausted): one pass over the spendable tokens finds every type's.
	var of [tokenTypes]uint8
	var exhausted uint8
	for m := spendable; m != 0; m &= m - 1 {
		i := bits.TrailingZeros8(m)
		if t := def.Profile.Tokens[i]; t < tokenTypes {
			of[t] |= 1 << i
			exhausted |= uint8(st.Tokens[i]&1) << i // Exhausted is 1, Ready 0
		}
	}
	if p.Keep {
		spendable &^= exhausted // never an exhausted token: it would be discarded
	}
	// want returns the token of type t to spend, or -1: of those that may
	// be spent, the first ready one, else the first exhausted one.
	want := func(t TokenType) int {
		m := of[t] & spendable
		if ready := m &^ exhausted; ready != 0 {
			m = ready
		}
		if m == 0 {
			return -1
		}
		return bits.TrailingZeros8(m)
	}
	if i := want(Scatter); i >= 0 {
		return i
	}
	if i := want(Evade); i >= 0 {
		// only where Evade has an effect (none at close range before 1.5)
		if cancel, dice := a.EvadeEffect(); dice > 0 && evadeTarget(a, cancel) >= 0 {
			return i
		}
	}
	if i := want(Brace); i >= 0 && dmg >= 2 {
		return i
	}
	if i := want(Redirect); i >= 0 && !def.Profile.Squadron {
		adj := a.Zone.Adjacent()
		if st.Shields[adj[0]] > 0 || st.Shields[adj[1]] > 0 {
			return i
		}
	}
	if i := want(Contain); i >= 0 && a.Crits() > 0 && int(st.Shields[a.Zone]) < dmg {
		return i
	}
	if i := want(Salvo); i >= 0 {
		return i
	}
	return -1
}

// EvadeDie cancels the die dealing most damage, or rerolls the die whose
// damage most exceeds its colour's expected damage, among the dice this
// Evade has not touched. The extra die against a larger attacker, which
// costs the token, is taken on the same terms (it lowers this attack's
// damage), except with Keep, which never throws a token away.
func (p TokenSpending) EvadeDie(a *Attack, cancel bool, _ *sim.Stream) int {
	if a.EvadeExtra() && p.Keep {
		return -1
	}
	return evadeTarget(a, cancel)
}

// evadeTarget returns the die Evade would best cancel or reroll, or -1
// when no die left untouched would lower the damage.
func evadeTarget(a *Attack, cancel bool) int {
	best, bestGain := -1, 0.0
	for i := range a.N {
		if a.Pool[i].Face == FaceNone || a.Evaded(i) {
			continue
		}
		gain := float64(a.DieDamage(i))
		if !cancel {
			gain -= ExpectedDamage(a.Pool[i].Colour, a.CountsCrits())
		}
		if gain > bestGain {
			best, bestGain = i, gain
		}
	}
	return best
}

// RedirectZone picks the adjacent zone with more shields.
func (TokenSpending) RedirectZone(a *Attack, _ *sim.Stream) Zone {
	_, st := a.DefenderUnit()
	adj := a.Zone.Adjacent()
	if st.Shields[adj[1]] > st.Shields[adj[0]] {
		return adj[1]
	}
	return adj[0]
}

// DiscardToken gives up an exhausted token first, then the least
// valuable.
func (TokenSpending) DiscardToken(s *State, unit int, _ *sim.Stream) int {
	u, st := &s.Model.Units[unit], &s.Units[unit]
	best := -1
	for i, t := range u.Profile.Tokens {
		if st.Tokens[i] == Discarded {
			continue
		}
		if best < 0 || st.Tokens[i] > st.Tokens[best] ||
			st.Tokens[i] == st.Tokens[best] && TokenValue[t] < TokenValue[u.Profile.Tokens[best]] {
			best = i
		}
	}
	return best
}
