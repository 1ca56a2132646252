package armada

import "testing"

// The defaults of the decisions (default*.go), checked as the policies
// max-damage and minimise-damage were before they became the defaults.

// attackOn builds an attack of a 3 red + 2 blue battery on a defender with
// the given tokens and shields, holding the given pool, with no policy set.
func attackOn(tokens []TokenType, shields [zones]int, pool ...Die) *Attack {
	att := Profile{Size: LargeShip, Hull: 11, Battery: [zones]Dice{{Red: 3, Blue: 2}}}
	def := Profile{Size: MediumShip, Hull: 8, Shields: shields, Tokens: tokens}
	_, a := fixed(&Model{Units: []Unit{{ID: "a", Profile: att, Speed: 2}, {ID: "d", Profile: def, Player: 1, Speed: 2}}}, Medium, pool...)
	return a
}

// TestMaxDamageAttacker checks the attacker's default decisions (rules
// notes §3, steps 2 and 3), as the policy max-damage made them.
func TestMaxDamageAttacker(t *testing.T) {
	p := MaxDamage{}
	a := attackOn([]TokenType{Redirect, Brace, Brace}, [4]int{},
		die(Red, Blank), die(Blue, Accuracy), die(Blue, Accuracy), die(Red, HitHit))
	if i := p.Reroll(a, nil); i != 0 {
		t.Errorf("Reroll = %d, want the red blank (0): most to gain, accuracies kept", i)
	}
	// two accuracies lock both Braces (the more valuable type), not Redirect
	if i := p.Lock(a, nil); a.State.Model.Units[1].Profile.Tokens[i] != Brace {
		t.Errorf("Lock = token %d (%v), want a Brace", i, a.State.Model.Units[1].Profile.Tokens[i])
	}
	// one accuracy cannot stop two Braces: it locks Redirect
	a = attackOn([]TokenType{Redirect, Brace, Brace}, [4]int{}, die(Blue, Accuracy))
	if i := p.Lock(a, nil); i != 0 {
		t.Errorf("one accuracy against two Braces and a Redirect: Lock = %d, want the Redirect (0)", i)
	}
	if c := p.Concentrate(a, nil); c != Blue {
		t.Errorf("Concentrate = %v, want blue (the only colour in the pool)", c)
	}
}

// TestMinimiseDamageDefender checks the defender's default decisions
// (rules notes §4), as the policy minimise-damage made them.
func TestMinimiseDamageDefender(t *testing.T) {
	p := TokenSpending{}
	tokens := []TokenType{Brace, Redirect, Scatter}
	a := attackOn(tokens, [4]int{0, 2, 0, 0}, die(Red, HitHit))
	if i := p.NextToken(a, nil); tokens[i] != Scatter {
		t.Errorf("first token %v, want Scatter while it stops everything", tokens[i])
	}
	tokens = []TokenType{Redirect, Brace}
	a = attackOn(tokens, [4]int{0, 2, 0, 0}, die(Red, HitHit))
	if i := p.NextToken(a, nil); tokens[i] != Brace {
		t.Errorf("first token %v, want Brace at 2 damage", tokens[i])
	}
	a = attackOn(tokens, [4]int{0, 0, 0, 0}, die(Red, Hit))
	if i := p.NextToken(a, nil); i != -1 {
		t.Errorf("1 damage, no adjacent shields: token %d, want none (Brace cannot lower 1)", i)
	}
	if z := p.RedirectZone(attackOn(tokens, [4]int{0, 1, 3, 0}), nil); z != Right {
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
	p := TokenSpending{}
	tests := []struct {
		rule   EvadeRule
		rg     Range
		tokens []TokenType
		want   TokenType // the token spent first, TokenNone for none
	}{
		{EvadePre15, Close, []TokenType{Evade}, TokenNone},
		{EvadePre15, Distance1, []TokenType{Evade}, TokenNone},
		{EvadePre15, Close, []TokenType{Evade, Brace}, Brace},
		{EvadePre15, Medium, []TokenType{Evade}, Evade},
		{EvadePre15, Long, []TokenType{Evade}, Evade},
		{Evade15, Close, []TokenType{Evade}, Evade},
		{Evade15, Distance1, []TokenType{Evade}, Evade},
	}
	for _, tc := range tests {
		a := attackOn(tc.tokens, [4]int{}, die(Red, HitHit), die(Red, Hit))
		a.Range = tc.rg
		a.State.Model.Rules.Evade = tc.rule
		got := TokenNone
		if i := p.NextToken(a, nil); i >= 0 {
			got = tc.tokens[i]
		}
		if got != tc.want {
			t.Errorf("%v Evade at %v with %v: spends %v, want %v", tc.rule, tc.rg, tc.tokens, got, tc.want)
		}
	}
}
