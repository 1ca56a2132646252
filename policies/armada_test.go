package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// attackOn builds an attack of a 3 red + 2 blue battery on a defender with
// the given tokens and shields, holding the given pool.
func attackOn(tokens []armada.TokenType, shields [4]int, pool ...armada.Die) *armada.Attack {
	att, _ := ArmadaAttacker("max-damage")
	def, _ := ArmadaDefender("minimise-damage")
	g := &armada.Model{Units: []armada.Unit{
		{ID: "a", Profile: armada.Profile{Size: armada.LargeShip, Hull: 11, Battery: [4]armada.Dice{{armada.Red: 3, armada.Blue: 2}}}, Speed: 2, Attack: att, Defence: def},
		{ID: "d", Profile: armada.Profile{Size: armada.MediumShip, Hull: 8, Shields: shields, Tokens: tokens}, Player: 1, Speed: 2, Attack: att, Defence: def},
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

func TestMaxDamageAttacker(t *testing.T) {
	p, _ := ArmadaAttacker("max-damage")
	a := attackOn([]armada.TokenType{armada.Redirect, armada.Brace, armada.Brace}, [4]int{},
		d(armada.Red, armada.Blank), d(armada.Blue, armada.Accuracy), d(armada.Blue, armada.Accuracy), d(armada.Red, armada.HitHit))
	if i := p.Reroll(a); i != 0 {
		t.Errorf("Reroll = %d, want the red blank (0): most to gain, accuracies kept", i)
	}
	// two accuracies lock both Braces (the more valuable type), not Redirect
	if i := p.Lock(a); a.State.Model.Units[1].Profile.Tokens[i] != armada.Brace {
		t.Errorf("Lock = token %d (%v), want a Brace", i, a.State.Model.Units[1].Profile.Tokens[i])
	}
	// one accuracy cannot stop two Braces: it locks Redirect
	a = attackOn([]armada.TokenType{armada.Redirect, armada.Brace, armada.Brace}, [4]int{}, d(armada.Blue, armada.Accuracy))
	if i := p.Lock(a); i != 0 {
		t.Errorf("one accuracy against two Braces and a Redirect: Lock = %d, want the Redirect (0)", i)
	}
	if c := p.Concentrate(a); c != armada.Blue {
		t.Errorf("Concentrate = %v, want blue (the only colour in the pool)", c)
	}
}

func TestFishAccuracies(t *testing.T) {
	p, _ := ArmadaAttacker("fish-accuracies")
	a := attackOn(nil, [4]int{}, d(armada.Black, armada.Blank), d(armada.Red, armada.Hit), d(armada.Blue, armada.Accuracy))
	if i := p.Reroll(a); i != 1 {
		t.Errorf("Reroll = %d, want the red hit (1): black has no accuracy, the accuracy is kept", i)
	}
	if c := p.Concentrate(a); c != armada.Blue {
		t.Errorf("Concentrate = %v, want blue", c)
	}
}

func TestMinimiseDamageDefender(t *testing.T) {
	p, _ := ArmadaDefender("minimise-damage")
	tokens := []armada.TokenType{armada.Brace, armada.Redirect, armada.Scatter}
	a := attackOn(tokens, [4]int{0, 2, 0, 0}, d(armada.Red, armada.HitHit))
	if i := p.NextToken(a); tokens[i] != armada.Scatter {
		t.Errorf("first token %v, want Scatter while it stops everything", tokens[i])
	}
	tokens = []armada.TokenType{armada.Redirect, armada.Brace}
	a = attackOn(tokens, [4]int{0, 2, 0, 0}, d(armada.Red, armada.HitHit))
	if i := p.NextToken(a); tokens[i] != armada.Brace {
		t.Errorf("first token %v, want Brace at 2 damage", tokens[i])
	}
	a = attackOn(tokens, [4]int{0, 0, 0, 0}, d(armada.Red, armada.Hit))
	if i := p.NextToken(a); i != -1 {
		t.Errorf("1 damage, no adjacent shields: token %d, want none (Brace cannot lower 1)", i)
	}
	if z := p.RedirectZone(attackOn(tokens, [4]int{0, 1, 3, 0})); z != armada.Right {
		t.Errorf("RedirectZone = %v, want right (more shields)", z)
	}
}

func TestSaveTokensDefender(t *testing.T) {
	p, err := ArmadaDefender("save-tokens:3")
	if err != nil {
		t.Fatal(err)
	}
	tokens := []armada.TokenType{armada.Brace}
	a := attackOn(tokens, [4]int{}, d(armada.Red, armada.HitHit))
	if i := p.NextToken(a); i != -1 {
		t.Errorf("2 damage under a threshold of 3: token %d, want none", i)
	}
	a = attackOn(tokens, [4]int{}, d(armada.Red, armada.HitHit), d(armada.Red, armada.Hit))
	if i := p.NextToken(a); i != 0 {
		t.Errorf("3 damage: token %d, want the Brace", i)
	}
	a.State.Units[1].Tokens[0] = armada.Exhausted
	if i := p.NextToken(a); i != -1 {
		t.Errorf("an exhausted Brace would be discarded: token %d, want none", i)
	}
}

func TestArmadaPolicyNames(t *testing.T) {
	for _, info := range ArmadaAttackers() {
		if _, err := ArmadaAttacker(info.Name); err != nil {
			t.Error(err)
		}
	}
	for _, name := range []string{"minimise-damage", "none", "save-tokens", "save-tokens:1", "save-tokens:50"} {
		if _, err := ArmadaDefender(name); err != nil {
			t.Error(err)
		}
	}
	for _, name := range []string{"save-tokens:0", "save-tokens:51", "x"} {
		if _, err := ArmadaDefender(name); err == nil {
			t.Errorf("%s accepted", name)
		}
	}
}

// TestDefaultDefenderSpendsEvadeOnlyWhereItActs checks rules notes §4,
// Evade before 1.5: "long range → cancel 1 die; medium range → reroll 1 die;
// close range and distance 1 → NO effect": under the pre-1.5 rule the
// default defender does not spend Evade at close range or distance 1 (it
// spends Brace there instead when it has one), while under 1.5 Evade
// rerolls at close range and is spent.
func TestDefaultDefenderSpendsEvadeOnlyWhereItActs(t *testing.T) {
	p, _ := ArmadaDefender("minimise-damage")
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
		if i := p.NextToken(a); i >= 0 {
			got = tc.tokens[i]
		}
		if got != tc.want {
			t.Errorf("%v Evade at %v with %v: spends %v, want %v", tc.rule, tc.rg, tc.tokens, got, tc.want)
		}
	}
}
