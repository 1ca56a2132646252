package armada_test

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// The defaults of the decisions (default*.go), checked as the policies
// max-damage and minimise-damage were before they became the defaults.

// attackOn builds an attack of a 3 red + 2 blue battery on a defender with
// the given tokens and shields, holding the given pool.
func attackOn(tokens []armada.TokenType, shields [4]int, pool ...armada.Die) *armada.Attack {
	g := &armada.Model{Units: []armada.Unit{
		{ID: "a", Profile: armada.Profile{Size: armada.LargeShip, Hull: 11, Battery: [4]armada.Dice{{armada.Red: 3, armada.Blue: 2}}}, Speed: 2},
		{ID: "d", Profile: armada.Profile{Size: armada.MediumShip, Hull: 8, Shields: shields, Tokens: tokens}, Player: 1, Speed: 2},
	}}
	s := armada.NewState(g)
	a := &armada.Attack{Attacker: 0, Defender: 1, Range: armada.Medium, State: s}
	for _, d := range pool {
		a.Pool[a.N] = d
		a.N++
	}
	return a
}

func d(c armada.Colour, f armada.Face) armada.Die { return armada.Die{Colour: c, Face: f} }

// TestMaxDamageAttacker checks the attacker's default decisions (rules
// notes §3, steps 2 and 3), as the policy max-damage made them.
func TestMaxDamageAttacker(t *testing.T) {
	p := armada.MaxDamage{}
	a := attackOn([]armada.TokenType{armada.Redirect, armada.Brace, armada.Brace}, [4]int{},
		d(armada.Red, armada.Blank), d(armada.Blue, armada.Accuracy), d(armada.Blue, armada.Accuracy), d(armada.Red, armada.HitHit))
	if i := p.Reroll(a, nil); i != 0 {
		t.Errorf("Reroll = %d, want the red blank (0): most to gain, accuracies kept", i)
	}
	// two accuracies lock both Braces (the more valuable type), not Redirect
	if i := p.Lock(a, nil); a.State.Model.Units[1].Profile.Tokens[i] != armada.Brace {
		t.Errorf("Lock = token %d (%v), want a Brace", i, a.State.Model.Units[1].Profile.Tokens[i])
	}
	// one accuracy cannot stop two Braces: it locks Redirect
	a = attackOn([]armada.TokenType{armada.Redirect, armada.Brace, armada.Brace}, [4]int{}, d(armada.Blue, armada.Accuracy))
	if i := p.Lock(a, nil); i != 0 {
		t.Errorf("one accuracy against two Braces and a Redirect: Lock = %d, want the Redirect (0)", i)
	}
	if c := p.Concentrate(a, nil); c != armada.Blue {
		t.Errorf("Concentrate = %v, want blue (the only colour in the pool)", c)
	}
}

// TestMinimiseDamageDefender checks the defender's default decisions
// (rules notes §4), as the policy minimise-damage made them.
func TestMinimiseDamageDefender(t *testing.T) {
	p := armada.TokenSpending{}
	tokens := []armada.TokenType{armada.Brace, armada.Redirect, armada.Scatter}
	a := attackOn(tokens, [4]int{0, 2, 0, 0}, d(armada.Red, armada.HitHit))
	if i := p.NextToken(a, nil); tokens[i] != armada.Scatter {
		t.Errorf("first token %v, want Scatter while it stops everything", tokens[i])
	}
	tokens = []armada.TokenType{armada.Redirect, armada.Brace}
	a = attackOn(tokens, [4]int{0, 2, 0, 0}, d(armada.Red, armada.HitHit))
	if i := p.NextToken(a, nil); tokens[i] != armada.Brace {
		t.Errorf("first token %v, want Brace at 2 damage", tokens[i])
	}
	a = attackOn(tokens, [4]int{0, 0, 0, 0}, d(armada.Red, armada.Hit))
	if i := p.NextToken(a, nil); i != -1 {
		t.Errorf("1 damage, no adjacent shields: token %d, want none (Brace cannot lower 1)", i)
	}
	if z := p.RedirectZone(attackOn(tokens, [4]int{0, 1, 3, 0}), nil); z != armada.Right {
		t.Errorf("RedirectZone = %v, want right (more shields)", z)
	}
}

// TestDefaultDefenderSpendsEvadeOnlyWhereItActs checks rules notes §4,
// Evade before 1.5: "long range → cancel 1 die; medium range → reroll 1 die;
// close range and distance 1 → NO effect": under the pre-1.5 rule the
// default defender does not spend Evade at close range or distance 1 (it
// spends Brace there instead when it has one), while under 1.5 Evade
// rerolls at close range and is spent.
func TestDefaultDefenderSpendsEvadeOnlyWhereItActs(t *testing.T) {
	p := armada.TokenSpending{}
	tests := []struct {
		rule   armada.EvadeRule
		rg     armada.Range
		tokens []armada.TokenType
		want   armada.TokenType // the token spent first, TokenNone for none
	}{
		{armada.EvadePre15, armada.Close, []armada.TokenType{armada.Evade}, armada.TokenNone},
		{armada.EvadePre15, armada.Distance1, []armada.TokenType{armada.Evade}, armada.TokenNone},
		{armada.EvadePre15, armada.Close, []armada.TokenType{armada.Evade, armada.Brace}, armada.Brace},
		{armada.EvadePre15, armada.Medium, []armada.TokenType{armada.Evade}, armada.Evade},
		{armada.EvadePre15, armada.Long, []armada.TokenType{armada.Evade}, armada.Evade},
		{armada.Evade15, armada.Close, []armada.TokenType{armada.Evade}, armada.Evade},
		{armada.Evade15, armada.Distance1, []armada.TokenType{armada.Evade}, armada.Evade},
	}
	for _, tc := range tests {
		a := attackOn(tc.tokens, [4]int{}, d(armada.Red, armada.HitHit), d(armada.Red, armada.Hit))
		a.Range = tc.rg
		a.State.Model.Rules.Evade = tc.rule
		got := armada.TokenNone
		if i := p.NextToken(a, nil); i >= 0 {
			got = tc.tokens[i]
		}
		if got != tc.want {
			t.Errorf("%v Evade at %v with %v: spends %v, want %v", tc.rule, tc.rg, tc.tokens, got, tc.want)
		}
	}
}
