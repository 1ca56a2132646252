package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
)

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

// armadaPlayer returns the Player the named policy of reg sets on an
// empty one.
func armadaPlayer(t *testing.T, reg *Registry[armada.Player], name string) armada.Player {
	t.Helper()
	st, err := reg.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	var p armada.Player
	st(&p)
	return p
}

// TestArmadaDefaultPolicies checks that the policies whose decisions are
// the rules core's defaults (max-damage, minimise-damage, hunt) set no
// field: nil means the default.
func TestArmadaDefaultPolicies(t *testing.T) {
	for _, tc := range []struct {
		reg  *Registry[armada.Player]
		name string
	}{{ArmadaAttack, "max-damage"}, {ArmadaDefence, "minimise-damage"}, {ArmadaSquadrons, "hunt"}} {
		if p := armadaPlayer(t, tc.reg, tc.name); p != (armada.Player{}) {
			t.Errorf("%s sets %+v, want no field (the defaults)", tc.name, p)
		}
	}
}

func TestFishAccuracies(t *testing.T) {
	p := armadaPlayer(t, ArmadaAttack, "fish-accuracies")
	a := attackOn(nil, [4]int{}, d(armada.Black, armada.Blank), d(armada.Red, armada.Hit), d(armada.Blue, armada.Accuracy))
	if i := p.Reroll.Reroll(a, nil); i != 1 {
		t.Errorf("Reroll = %d, want the red hit (1): black has no accuracy, the accuracy is kept", i)
	}
	if c := p.Concentrate.Concentrate(a, nil); c != armada.Blue {
		t.Errorf("Concentrate = %v, want blue", c)
	}
}

func TestSaveTokensDefender(t *testing.T) {
	p := armadaPlayer(t, ArmadaDefence, "save-tokens:3").Token
	tokens := []armada.TokenType{armada.Brace}
	a := attackOn(tokens, [4]int{}, d(armada.Red, armada.HitHit))
	if i := p.NextToken(a, nil); i != -1 {
		t.Errorf("2 damage under a threshold of 3: token %d, want none", i)
	}
	a = attackOn(tokens, [4]int{}, d(armada.Red, armada.HitHit), d(armada.Red, armada.Hit))
	if i := p.NextToken(a, nil); i != 0 {
		t.Errorf("3 damage: token %d, want the Brace", i)
	}
	a.State.Units[1].Tokens[0] = armada.Exhausted
	if i := p.NextToken(a, nil); i != -1 {
		t.Errorf("an exhausted Brace would be discarded: token %d, want none", i)
	}
}

func TestArmadaPolicyNames(t *testing.T) {
	for _, info := range ArmadaAttack.Infos() {
		if _, err := ArmadaAttack.Lookup(info.Name); err != nil {
			t.Error(err)
		}
	}
	for _, name := range []string{"minimise-damage", "none", "save-tokens", "save-tokens:1", "save-tokens:50"} {
		if _, err := ArmadaDefence.Lookup(name); err != nil {
			t.Error(err)
		}
	}
	for _, tc := range []struct{ name, err string }{
		{"save-tokens:0", `save-tokens:N needs a whole number N from 1 to 50, got "0"`},
		{"save-tokens:51", `save-tokens:N needs a whole number N from 1 to 50, got "51"`},
		{"save-tokens:", `save-tokens:N needs a whole number N from 1 to 50, got ""`},
		{"x", `unknown defender policy "x" (expected minimise-damage, save-tokens:N or none)`},
		{"none:2", `unknown defender policy "none:2" (expected minimise-damage, save-tokens:N or none)`},
	} {
		if _, err := ArmadaDefence.Lookup(tc.name); err == nil || err.Error() != tc.err {
			t.Errorf("%s: error %v, want %s", tc.name, err, tc.err)
		}
	}
	if _, err := ArmadaAttack.Lookup("max"); err == nil || err.Error() != `unknown attacker policy "max" (expected max-damage or fish-accuracies)` {
		t.Errorf("attack max: %v", err)
	}
	if p := armadaPlayer(t, ArmadaDefence, "save-tokens"); p.Token != (armada.TokenSpending{Threshold: 2, Keep: true}) {
		t.Errorf("save-tokens spends by %+v, want a threshold of 2, keeping exhausted tokens", p.Token)
	}
}

// armadaRegistry is r as an Armada registry (for the tests that range
// over registries of both games).
func armadaRegistry(r any) *Registry[armada.Player] { return r.(*Registry[armada.Player]) }
