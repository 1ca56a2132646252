package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// The decisions the core used to make itself (moving a squadron aside,
// the card a station or Repair discards, spending Navigate and Repair
// tokens, an open defender): each is asked, and its answer obeyed within
// the rules.

type facedownFirst struct{}

func (facedownFirst) CardToDiscard(s *State, u int, _ *sim.Stream) (Card, bool) {
	for c := range Card(cardKinds) {
		if s.Units[u].Facedown[c] > 0 {
			return c, false
		}
	}
	return 0, true
}

type neverSpend struct{}

func (neverSpend) SpendNavigateToken(*State, int, NavigateRequest, *sim.Stream) bool { return false }
func (neverSpend) SpendRepairToken(*State, int, bool, *sim.Stream) bool              { return false }

type defenderAt int

func (d defenderAt) Defender(*State, *Attack, *sim.Stream) int { return int(d) }

type asideAt plane.Vec

func (p asideAt) Aside(*State, int, int, UnitSet, *sim.Stream) (plane.Vec, bool) {
	return plane.Vec(p), true
}

// TestRepairDecisions: what Repair discards and whether a Repair token is
// spent are the ship's player's (rules notes §5, "Repair spending").
func TestRepairDecisions(t *testing.T) {
	for _, tc := range []struct {
		name          string
		player        Player
		wantFacedown  uint8 // Shield Failure facedown left
		wantFaceup    bool  // Compartment Fire still faceup
		wantTokenKept bool
	}{
		{"defaults: faceup first, the token spent", Player{}, 1, false, false},
		{"a facedown card first", Player{CardDiscard: facedownFirst{}}, 0, true, false},
		{"the token kept: 2 points, no card", Player{RepairToken: neverSpend{}}, 1, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := commandState(2, 2, Repair)
			s.players[0] = tc.player
			s.CommandPhase(nil)
			s.GainToken(0, Repair)
			st := &s.Units[0]
			st.Facedown[ShieldFailure], st.Faceup[CompartmentFire], st.Cards = 1, 1, 2
			st.Shields[Front] = 0
			s.Reveal(0, false, false, nil)
			if st.Facedown[ShieldFailure] != tc.wantFacedown || st.Has(CompartmentFire) != tc.wantFaceup {
				t.Errorf("facedown %v, faceup %v: want %d Shield Failure facedown, Compartment Fire faceup %v", st.Facedown, st.Faceup, tc.wantFacedown, tc.wantFaceup)
			}
			if st.HasToken(Repair) != tc.wantTokenKept {
				t.Errorf("Repair token kept %v, want %v", st.HasToken(Repair), tc.wantTokenKept)
			}
		})
	}
}

// TestNavigateTokenDecision: a Navigate token the player keeps changes no
// speed (rules notes §5).
func TestNavigateTokenDecision(t *testing.T) {
	s := commandState(2, 2, Navigate)
	s.Model.Units[0].Profile.Speeds = SpeedChart{Max: 3, Chart: [MaxSpeed][MaxSpeed]int8{{1}, {0, 1}, {0, 1, 1}}}
	s.players[0] = Player{NavigateToken: neverSpend{}}
	s.Units[0].Speed = 2
	s.GainToken(0, Navigate)
	s.navigate(0, NavigateRequest{Speed: 1}, Course{}, false, nil)
	if s.Units[0].Speed != 2 || !s.Units[0].HasToken(Navigate) {
		t.Errorf("speed %d, token kept %v: want 2, kept", s.Units[0].Speed, s.Units[0].HasToken(Navigate))
	}
}

// TestDefenderDecision: which enemy an attack left open goes for is the
// attacker's choice among those in arc, range and sight (rules notes §3,
// step 1); a choice out of arc, or of a friend, declares nothing.
func TestDefenderDecision(t *testing.T) {
	ship := tableShip("gun", 0, 0, 0, 0)
	ship.Profile.AntiSquadron = Dice{Blue: 2}
	for _, tc := range []struct {
		name     string
		decision DefenderDecision
		want     int // the defender declared, -1 for none
	}{
		{"default: the nearest", nil, 1},
		{"the farther squadron", defenderAt(2), 2},
		{"one abeam, out of arc", defenderAt(3), -1},
		{"a friend", defenderAt(0), -1},
		{"none", defenderAt(-1), -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tableGame(ship, tableSquadron("a", 1, 0, 120), tableSquadron("b", 1, 40, 150), tableSquadron("abeam", 1, 150, 0))
			s.players[0].Defender = tc.decision
			a := Attack{Attacker: 0, From: Front, Measured: true, Target: TargetNearestSquadron, State: s}
			got := -1
			if s.declare(&a, nil) {
				got = a.Defender
			}
			if got != tc.want {
				t.Errorf("declared at %d, want %d", got, tc.want)
			}
		})
	}
}

// TestAsideDecision: the player who is not moving the ship places a
// squadron it ended on (rules notes §7); a place overlapping a base is
// not taken, the default's is.
func TestAsideDecision(t *testing.T) {
	for _, tc := range []struct {
		name  string
		place plane.Vec
		moved bool // to place, else by the default
	}{
		{"a free place", plane.Vec{X: 300, Y: 300}, true},
		{"on the ship: the default's", plane.Vec{X: 0, Y: 0}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tableGame(tableShip("gun", 0, 0, 0, 0), tableSquadron("a", 1, 0, 0))
			s.players[1].Aside = asideAt(tc.place)
			s.moveAside(0, nil)
			at := s.Units[1].At.At
			if s.Units[1].MovedAside != 1 || (at == tc.place) != tc.moved {
				t.Errorf("moved aside %d times, to %+v; want once, at %+v: %v", s.Units[1].MovedAside, at, tc.place, tc.moved)
			}
		})
	}
}
