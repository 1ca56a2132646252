package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// countingAttacker is a testAttacker that counts the Concentrate Fire
// decisions it is asked for: dice added (the dial) and rerolls (the token).
type countingAttacker struct {
	testAttacker
	adds, rerolls int
}

func (p *countingAttacker) Concentrate(a *Attack, r *sim.Stream) Colour {
	p.adds++
	return p.testAttacker.Concentrate(a, r)
}

func (p *countingAttacker) Reroll(a *Attack, r *sim.Stream) int {
	p.rerolls++
	return p.testAttacker.Reroll(a, r)
}

// TestConcentrateFireTokenKeptForLater checks seed 004, "pots gastar aquest
// dial per col·locar la fitxa de comandament corresponent al costat de la
// nau i utilitzar-la més endavant", and rules notes §5: Concentrate Fire is
// resolved in the "Resolve Attack Effects step of an attack". A token
// gained or held in an activation with no attack, or whose attacks roll no
// dice, is kept for later, never spent on an attack that does not exist;
// the dial and token go together to the first attack of the activation
// that rolls dice; the token is spent when that attack rerolls a die with
// it.
func TestConcentrateFireTokenKeptForLater(t *testing.T) {
	none := Attack{Attacker: 0, Defender: 1, From: Front, Zone: Front, Range: Long} // front: black dice only, none at long range
	rolls := Attack{Attacker: 0, Defender: 1, From: Left, Zone: Front, Range: Close}
	tests := []struct {
		name          string
		cycle         []Command
		token         bool // held before the activation
		attacks       []Attack
		reroll        int // the die the token rerolls, or -1
		wantToken     bool
		adds, rerolls int
	}{
		{"no attack: the dial becomes a token, kept", []Command{ConcentrateFireCommand}, false, nil, 0, true, 0, 0},
		{"no attack: a token held is kept", nil, true, nil, 0, true, 0, 0},
		{"an attack with no dice: the token is kept", nil, true, []Attack{none}, 0, true, 0, 0},
		{"an attack rerolls a die: the token is spent", nil, true, []Attack{rolls}, 0, false, 0, 1},
		{"an attack rerolls nothing: the token is kept", nil, true, []Attack{rolls}, -1, true, 0, 1},
		{"the first attack rolls no dice: dial and token go to the second", []Command{ConcentrateFireCommand}, true, []Attack{none, rolls}, 0, false, 1, 1},
		{"two attacks: dial and token only in the first", []Command{ConcentrateFireCommand}, true, []Attack{rolls, {Attacker: 0, Defender: 1, From: Right, Zone: Front, Range: Close}}, 0, false, 1, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ap := &countingAttacker{testAttacker: testAttacker{concentrate: Red, reroll: tc.reroll}}
			ship := Profile{Name: "ship", Size: MediumShip, Hull: 8, Command: 1,
				Battery: [zones]Dice{Front: {Black: 2}, Left: {Red: 2}, Right: {Red: 2}}}
			target := Profile{Name: "target", Size: MediumShip, Hull: 99, Shields: [zones]int{Front: 9}}
			g := &Model{Units: []Unit{
				{ID: "ship", Profile: ship, Speed: 2, Commands: tc.cycle},
				{ID: "target", Profile: target, Player: 1, Speed: 2},
			}, Players: testPlayers(ap, &testDefender{}, nil)}
			s := NewState(g)
			s.CommandPhase(nil)
			if tc.token {
				s.GainToken(0, ConcentrateFireCommand)
			}
			s.playSteps([]Step{{Kind: StepAttack, Activation: true, Unit: 0, Attacks: tc.attacks}}, sim.NewStream(3, 0))
			if got := s.Units[0].HasToken(ConcentrateFireCommand); got != tc.wantToken {
				t.Errorf("token held after the activation: %v, want %v", got, tc.wantToken)
			}
			if ap.adds != tc.adds || ap.rerolls != tc.rerolls {
				t.Errorf("dice added %d, rerolls asked %d; want %d, %d", ap.adds, ap.rerolls, tc.adds, tc.rerolls)
			}
		})
	}
}
