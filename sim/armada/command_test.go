package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// commandState is a game of one ship with the given command value,
// engineering, shields and dial cycle.
func commandState(command, engineering int, cycle ...Command) *State {
	p := Profile{Size: MediumShip, Hull: 8, Command: command, Engineering: engineering, Shields: [zones]int{3, 3, 3, 1}}
	g := &Model{Tool: DefaultTool(), Units: []Unit{{ID: "ship", Profile: p, Speed: 2, Commands: cycle}},
		Players: testPlayers(nil, &testDefender{}, nil)}
	return NewState(g)
}

// TestCommandStack: "in each Command Phase a ship is given facedown dials
// until it holds a number of dials equal to its command value ... new
// dials go under the existing ones"; "On activation the top dial is
// revealed" (rules notes §5).
func TestCommandStack(t *testing.T) {
	s := commandState(3, 4, Repair, Navigate)
	s.CommandPhase(nil)
	if got := s.Units[0].Dials; got != [MaxCommand]Command{Repair, Navigate, Repair} {
		t.Fatalf("first stack %v, want repair, navigate, repair", got)
	}
	if d := s.Reveal(0, false, false, nil); d != CommandNone || !s.Units[0].HasToken(Repair) {
		t.Errorf("a Repair dial with nothing to repair: kept %v, token %v; want it spent for a token", d, s.Units[0].HasToken(Repair))
	}
	s.CommandPhase(nil)
	if got := s.Units[0].Dials; got != [MaxCommand]Command{Navigate, Repair, Navigate} {
		t.Errorf("after one activation and a Command Phase: %v, want navigate, repair, navigate (the new dial under)", got)
	}
	if s.Units[0].NDials != 3 {
		t.Errorf("%d dials, want the command value 3", s.Units[0].NDials)
	}
}

// TestCommandTokenLimits: "Una nau pot tenir fins a un nombre de fitxes de
// comandament igual al seu valor de comandament i no pot tenir més d'una
// còpia de cada tipus" (seed 004).
func TestCommandTokenLimits(t *testing.T) {
	s := commandState(2, 4, Navigate)
	for _, tc := range []struct {
		c    Command
		kept bool
	}{{Navigate, true}, {Navigate, false}, {Repair, true}, {ConcentrateFireCommand, false}} {
		if kept := s.GainToken(0, tc.c); kept != tc.kept {
			t.Errorf("gaining %v: kept %v, want %v", tc.c, kept, tc.kept)
		}
	}
	if n := s.Units[0].tokenCount(); n != 2 {
		t.Errorf("%d tokens, want 2 (the command value)", n)
	}
}

// TestRepairCosts: engineering points equal to the engineering value from
// the dial, half rounded up from the token, both together; "Move shield: 1
// point ... Recover shield: 2 points ... Repair hull: 3 points — discard
// one faceup or facedown damage card" (rules notes §5).
func TestRepairCosts(t *testing.T) {
	tests := []struct {
		name         string
		engineering  int
		dial, token  bool
		shields      [zones]int8
		cards        int
		wantShields  [zones]int8
		wantCards    int
		wantRecovers int16
	}{
		{"dial: one card (3), the last point moves nothing", 4, true, false, [zones]int8{3, 3, 3, 1}, 2, [zones]int8{3, 3, 3, 1}, 1, 0},
		{"token: half of 4 recovers one shield", 4, false, true, [zones]int8{1, 3, 3, 1}, 0, [zones]int8{2, 3, 3, 1}, 0, 1},
		{"token: half of 3 rounds up to 2", 3, false, true, [zones]int8{1, 3, 3, 1}, 0, [zones]int8{2, 3, 3, 1}, 0, 1},
		{"dial and token: 4 + 2 = a card, a shield, a move", 4, true, true, [zones]int8{0, 3, 3, 1}, 1, [zones]int8{2, 2, 3, 1}, 0, 1},
		{"dial of 1: move a shield to the zone missing most", 1, true, false, [zones]int8{0, 3, 3, 1}, 0, [zones]int8{1, 2, 3, 1}, 0, 0},
		{"dial of 5: two shields, one point moves one", 5, true, false, [zones]int8{0, 0, 3, 1}, 0, [zones]int8{2, 1, 2, 1}, 0, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cycle := Repair
			if !tc.dial {
				cycle = SquadronCommand
			}
			s := commandState(2, tc.engineering, cycle)
			s.CommandPhase(nil)
			st := &s.Units[0]
			st.Shields = tc.shields
			for range tc.cards {
				st.Facedown[ShieldFailure]++
				st.Cards++
			}
			if tc.token {
				s.GainToken(0, Repair)
			}
			s.Reveal(0, false, false, nil)
			if st.Shields != tc.wantShields || int(st.Cards) != tc.wantCards || st.ShieldsRecovered != tc.wantRecovers {
				t.Errorf("shields %v, cards %d, recovered %d; want %v, %d, %d", st.Shields, st.Cards, st.ShieldsRecovered, tc.wantShields, tc.wantCards, tc.wantRecovers)
			}
			if st.HasToken(Repair) {
				t.Error("the Repair token was not spent")
			}
		})
	}
}

// TestRepairDiscardsFaceupFirst: a faceup card's effect ends when Repair
// discards it.
func TestRepairDiscardsFaceupFirst(t *testing.T) {
	s := commandState(1, 3, Repair)
	s.CommandPhase(nil)
	st := &s.Units[0]
	st.Facedown[ShieldFailure], st.Faceup[CompartmentFire], st.Cards = 1, 1, 2
	s.Reveal(0, false, false, nil)
	if st.Has(CompartmentFire) || st.Facedown[ShieldFailure] != 1 || st.Cards != 1 {
		t.Errorf("faceup %v, facedown %v, cards %d: want the faceup Compartment Fire discarded", st.Faceup, st.Facedown, st.Cards)
	}
}

// TestConcentrateFireCommand: the dial kept for an activation that attacks
// adds a die, a token rerolls one, and both may go to the same attack
// (rules notes §5, FAQ 4.1.1). The token is spent by the attack that uses
// it (TestConcentrateFireTokenKeptForLater).
func TestConcentrateFireCommand(t *testing.T) {
	s := commandState(2, 2, ConcentrateFireCommand)
	s.CommandPhase(nil)
	s.GainToken(0, ConcentrateFireCommand) // from an earlier round
	dial := s.Reveal(0, true, false, nil)
	if cf := s.concentrateFire(0, dial); cf != BothCF {
		t.Errorf("Concentrate Fire %v, want dial and token", cf)
	}
	if !s.Units[0].HasToken(ConcentrateFireCommand) {
		t.Error("the token was spent before any attack used it")
	}
	s.spendToken(0, ConcentrateFireCommand)
	if dial := s.Reveal(0, false, false, nil); dial != CommandNone || !s.Units[0].HasToken(ConcentrateFireCommand) {
		t.Error("a Concentrate Fire dial in an activation without attacks should become a token")
	}
}

// TestDestroyedShipRevealsNothing: a destroyed ship does not activate, so
// its Repair dial cannot discard the cards that already went to the
// discard pile when it was destroyed.
func TestDestroyedShipRevealsNothing(t *testing.T) {
	s := commandState(1, 4, Repair)
	s.CommandPhase(nil)
	for !s.Units[0].Destroyed {
		s.deal(0, false, sim.NewStream(1, 0))
	}
	left := s.Deck.Left()
	if d := s.Reveal(0, true, true, nil); d != CommandNone || s.Units[0].CardsRepaired != 0 || s.Deck.Left() != left {
		t.Errorf("a destroyed ship revealed %v and repaired %d cards", d, s.Units[0].CardsRepaired)
	}
}

// TestNavigate: "Dial: Speed +1 or −1, and/or +1 yaw on one joint for this
// maneuver; Token: Speed +1 or −1 ... dial+token together allow ±2 speed
// ... speed can't exceed the top speed on the speed chart nor go below 0"
// (rules notes §5).
func TestNavigate(t *testing.T) {
	chart := SpeedChart{Max: 3, Chart: [MaxSpeed][MaxSpeed]int8{{1}, {0, 1}, {0, 1, 1}}}
	tests := []struct {
		name        string
		dial, token bool
		speed       int8
		want        NavigateRequest
		course      Course
		turnLast    bool
		wantSpeed   int8
		wantYaw     [MaxSpeed]int8
		tokenSpent  bool
	}{
		{"no command: the speed stays", false, false, 2, NavigateRequest{Speed: 1}, Course{}, false, 2, [MaxSpeed]int8{}, false},
		{"the dial: +1", true, false, 2, NavigateRequest{Speed: 1}, Course{}, false, 3, [MaxSpeed]int8{}, false},
		{"the token: −1, spent", false, true, 2, NavigateRequest{Speed: -1}, Course{}, false, 1, [MaxSpeed]int8{}, true},
		{"the dial does it, the token is kept", true, true, 2, NavigateRequest{Speed: -1}, Course{}, false, 1, [MaxSpeed]int8{}, false},
		{"dial and token: −2", true, true, 3, NavigateRequest{Speed: -2}, Course{}, false, 1, [MaxSpeed]int8{}, true},
		{"never past the top speed", true, true, 3, NavigateRequest{Speed: 2}, Course{}, false, 3, [MaxSpeed]int8{}, true},
		{"never below 0", true, false, 0, NavigateRequest{Speed: -1}, Course{}, false, 0, [MaxSpeed]int8{}, false},
		{"the dial's extra click: '-' becomes I", true, false, 2, NavigateRequest{ExtraJoint: 1}, Course{Yaw: [MaxSpeed]int8{1, 1}}, false, 2, [MaxSpeed]int8{1, 1}, false},
		{"no dial, no extra click: cut back", false, true, 2, NavigateRequest{ExtraJoint: 1}, Course{Yaw: [MaxSpeed]int8{1, 1}}, false, 2, [MaxSpeed]int8{0, 1}, false},
		{"a turn follows the new speed's last joint", true, false, 2, NavigateRequest{Speed: 1}, Course{Yaw: [MaxSpeed]int8{-1}}, true, 3, [MaxSpeed]int8{0, 0, -1}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := commandState(2, 2, Navigate)
			s.Model.Units[0].Profile.Speeds = chart
			st := &s.Units[0]
			st.Speed = tc.speed
			if tc.dial {
				st.KeptDial = Navigate
			}
			if tc.token {
				s.GainToken(0, Navigate)
			}
			c := s.navigate(0, tc.want, tc.course, tc.turnLast, nil)
			if st.Speed != tc.wantSpeed || c.Yaw != tc.wantYaw {
				t.Errorf("speed %d, yaw %v; want %d, %v", st.Speed, c.Yaw, tc.wantSpeed, tc.wantYaw)
			}
			if want := int16(abs(int(tc.wantSpeed) - int(tc.speed))); st.Navigated != want {
				t.Errorf("navigated %d speed steps, want %d", st.Navigated, want)
			}
			if spent := tc.token && !st.HasToken(Navigate); spent != tc.tokenSpent {
				t.Errorf("token spent %v, want %v", spent, tc.tokenSpent)
			}
		})
	}
}

// TestHeuristicDials: the simple command policy sets Repair when the ship
// has lost two shields or holds a damage card (one Repair in the stack at
// a time), Concentrate Fire otherwise.
func TestHeuristicDials(t *testing.T) {
	for _, tc := range []struct {
		name    string
		shields [zones]int8
		cards   int8
		want    [MaxCommand]Command
	}{
		{"undamaged", [zones]int8{3, 3, 3, 1}, 0, [MaxCommand]Command{ConcentrateFireCommand, ConcentrateFireCommand, ConcentrateFireCommand}},
		{"one shield lost", [zones]int8{2, 3, 3, 1}, 0, [MaxCommand]Command{ConcentrateFireCommand, ConcentrateFireCommand, ConcentrateFireCommand}},
		{"two shields lost", [zones]int8{1, 3, 3, 1}, 0, [MaxCommand]Command{Repair, ConcentrateFireCommand, ConcentrateFireCommand}},
		{"a damage card", [zones]int8{3, 3, 3, 1}, 1, [MaxCommand]Command{Repair, ConcentrateFireCommand, ConcentrateFireCommand}},
	} {
		s := commandState(3, 4)
		s.Model.Units[0].CommandHeuristic = true
		st := &s.Units[0]
		st.Shields, st.Cards = tc.shields, tc.cards
		s.CommandPhase(nil)
		if st.Dials != tc.want {
			t.Errorf("%s: dials %v, want %v", tc.name, st.Dials, tc.want)
		}
	}
}

// TestHugeShipDialGrantsToken: "Huge ships: revealing the dial also grants
// the matching token" (rules notes §5); other ships keep the dial only.
func TestHugeShipDialGrantsToken(t *testing.T) {
	for _, tc := range []struct {
		size      Size
		wantToken bool
	}{{MediumShip, false}, {HugeShip, true}} {
		s := commandState(2, 4, ConcentrateFireCommand)
		s.Model.Units[0].Profile.Size = tc.size
		s.CommandPhase(nil)
		dial := s.Reveal(0, true, false, nil)
		if dial != ConcentrateFireCommand || s.Units[0].HasToken(ConcentrateFireCommand) != tc.wantToken {
			t.Errorf("%v ship: kept %v, token %v; want the dial kept and a token %v", tc.size, dial, s.Units[0].HasToken(ConcentrateFireCommand), tc.wantToken)
		}
	}
}
