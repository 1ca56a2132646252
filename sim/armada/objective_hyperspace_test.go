package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// hyperGame returns a battle of battleModel(100) (player 1, two CR90s,
// first: player 0, the ISD and two X-wings, second) with a third ship, a
// CR90 for player 0, set up with Hyperspace Assault on seed seed,
// its players' decisions made by p when not nil.
func hyperGame(t *testing.T, seed uint64, p func() Player) *State {
	t.Helper()
	g := battleModel(100)
	small := cr90
	small.Points, small.Speeds = 44, g.Units[3].Profile.Speeds
	g.Units = append(g.Units, Unit{ID: "c0", Profile: small, Player: 0, Placed: true, CommandHeuristic: true})
	s := setUpWith(g, HyperspaceAssault, seed, p)
	if s.First() != 1 {
		t.Fatalf("first player %d, want 1", s.First())
	}
	return s
}

// TestHyperspaceSetUp checks Hyperspace Assault's set-up (rules notes
// battle §3.2): the second player sets aside one small or medium ship
// (by default its fastest) and up to 3 squadrons, which are not deployed
// and not in play; 3 tokens lie beyond distance 3 of both player edges.
func TestHyperspaceSetUp(t *testing.T) {
	for seed := range uint64(30) {
		s := hyperGame(t, seed, nil)
		for u, want := range []bool{false, true, true, false, false, true} {
			if got := s.SetAside(u); got != want {
				t.Fatalf("seed %d: unit %s set aside %v, want %v", seed, s.Model.Units[u].ID, got, want)
			}
			if want && s.onTable(u) {
				t.Fatalf("seed %d: set-aside unit %s is in play", seed, s.Model.Units[u].ID)
			}
		}
		for k := range bandTokenCount {
			at, ok := s.HyperToken(k)
			if !ok || at.Y-ObjectiveTokenRadius <= 185 || 914.4-at.Y-ObjectiveTokenRadius <= 185 {
				t.Fatalf("seed %d: token %d at %v (on the table %v), within distance 3 of a player edge", seed, k, at, ok)
			}
		}
	}
}

// waitThenArrive is a HyperspaceDecision arriving at token 0 from round
// 3, never moving the tokens.
type waitThenArrive struct{ HyperspaceJump }

func (waitThenArrive) Arrive(s *State, _ int, _ *sim.Stream) (int, bool) { return 0, s.Round >= 3 }

func (waitThenArrive) MoveHyperToken(*State, int, int, *sim.Stream) (plane.Vec, bool) {
	return plane.Vec{}, false
}

// TestHyperspaceArrival checks Hyperspace Assault's special rule (rules
// notes battle §3.2): nothing arrives at the start of round 1, even when
// the second player asks; from round 2 the set-aside units arrive at
// distance 1 of the token named, in play, the ship at a speed of its
// chart, and every token is removed; in a round they wait, the default
// moves each token up to distance 1 (toward the nearest enemy ship).
func TestHyperspaceArrival(t *testing.T) {
	s := hyperGame(t, 1, func() Player { return Player{Hyperspace: waitThenArrive{}} })
	token, _ := s.HyperToken(0)
	for _, tc := range []struct {
		name    string
		round   int
		arrived bool
	}{
		{"§3.2 round 1: not yet", 1, false},
		{"§3.2 round 2: the second player waits", 2, false},
		{"§3.2 round 3: arrival at token 0", 3, true},
	} {
		s.Round = tc.round
		s.objectiveStartOfRound(sim.NewStream(3, 0))
		if got := !s.SetAside(5); got != tc.arrived {
			t.Fatalf("%s: arrived %v, want %v", tc.name, got, tc.arrived)
		}
	}
	reach := s.Model.Ruler.Distance[0] + ObjectiveTokenRadius
	if _, d := s.base(5).Nearest(token); !s.onTable(5) || d > reach || s.Units[5].Speed < 1 {
		t.Errorf("the ship arrived %.0f mm from the token (on the table %v, speed %d), want within distance 1", d, s.onTable(5), s.Units[5].Speed)
	}
	for _, u := range []int{1, 2} {
		if d := s.Units[u].At.At.Dist(token) - s.Model.squadronRadius(); !s.onTable(u) || d > reach {
			t.Errorf("X-wing %d arrived %.0f mm from the token, want within distance 1", u, d)
		}
	}
	for k := range bandTokenCount {
		if _, on := s.HyperToken(k); on {
			t.Errorf("token %d still on the table after the arrival", k)
		}
	}
	s = hyperGame(t, 1, func() Player { return Player{Hyperspace: waitAlways{}} })
	var before [bandTokenCount]plane.Vec
	for k := range bandTokenCount {
		before[k], _ = s.HyperToken(k)
	}
	s.Round = 2
	s.objectiveStartOfRound(sim.NewStream(3, 0))
	for k := range bandTokenCount {
		at, on := s.HyperToken(k)
		if !s.SetAside(5) || !on || at.Dist(before[k]) > s.Model.Ruler.Distance[0]+1e-9 {
			t.Errorf("waiting: token %d moved %.0f mm (on the table %v, aside %v), want at most distance 1", k, at.Dist(before[k]), on, s.SetAside(5))
		}
	}
}

// TestHyperspaceScore checks the clarifications (rules notes battle
// §3.2, §1.4): units still set aside at the end of the game are
// destroyed and score for the opponent; a squadron the second player must
// deploy at set-up with no ship of its own on the table is destroyed.
func TestHyperspaceScore(t *testing.T) {
	s := hyperGame(t, 1, nil)
	s.scoreGame()
	if sc := s.Scores(); sc[1] != 44+2*13 {
		t.Errorf("never arrived: the first player scores %d, want %d (the CR90 and two X-wings)", sc[1], 44+2*13)
	}
	s = hyperGame(t, 1, func() Player { return Player{Hyperspace: asideOne{}, DeployOrder: squadronFirst{}} })
	if !s.Units[2].Destroyed {
		t.Errorf("a squadron deploying before any ship of its player: destroyed %v, want true", s.Units[2].Destroyed)
	}
}

// asideOne sets aside the CR90 and the first X-wing.
type asideOne struct{ HyperspaceJump }

func (asideOne) SetAside(*State, int, *sim.Stream) (int, [hyperSquadrons]int) {
	return 5, [hyperSquadrons]int{1, -1, -1}
}

// waitAlways is a HyperspaceDecision whose units never arrive, its tokens
// moved as the default moves them.
type waitAlways struct{ HyperspaceJump }

func (waitAlways) Arrive(*State, int, *sim.Stream) (int, bool) { return 0, false }

// noShipAside is a HyperspaceDecision setting aside no ship and the
// default's squadrons.
type noShipAside struct{ HyperspaceJump }

func (noShipAside) SetAside(s *State, player int, r *sim.Stream) (int, [hyperSquadrons]int) {
	_, sq := HyperspaceJump{}.SetAside(s, player, r)
	return -1, sq
}

// TestHyperspaceShipMandatory checks that the second player's ship set
// aside is mandatory (rules notes battle §3.2, Hyperspace Assault: "P2
// sets aside 1 small-or-medium ship and up to 3 squadrons"), even its
// only ship (the clarification on squadrons with no ship on the table),
// and that none is set aside only when it has no small or medium ship.
func TestHyperspaceShipMandatory(t *testing.T) {
	for _, tc := range []struct {
		name  string
		ship  *Profile // player 0's only ship, replacing the ISD
		p     func() Player
		aside bool // player 0's ship set aside
	}{
		{"its only ship, a CR90, by default", &cr90, nil, true},
		{"its only ship, a CR90, when the decision names none", &cr90, func() Player { return Player{Hyperspace: noShipAside{}} }, true},
		{"beside another ship, when the decision names none", nil, func() Player { return Player{Hyperspace: noShipAside{}} }, true},
		{"none when its only ship is large", &isd, nil, false},
	} {
		g := battleModel(100)
		if tc.ship != nil {
			g.Units[0].Profile = *tc.ship
			g.Units[0].Profile.Points, g.Units[0].Profile.Speeds = 100, g.Units[3].Profile.Speeds
		} else {
			small := cr90
			small.Points, small.Speeds = 44, g.Units[3].Profile.Speeds
			g.Units = append(g.Units, Unit{ID: "c0", Profile: small, Player: 0, Placed: true, CommandHeuristic: true})
		}
		s := setUpWith(g, HyperspaceAssault, 1, tc.p)
		if s.First() != 1 {
			t.Fatalf("%s: first player %d, want 1", tc.name, s.First())
		}
		ship := 0
		if tc.ship == nil {
			ship = 5
		}
		if got := s.SetAside(ship); got != tc.aside {
			t.Errorf("%s: ship %s set aside %v, want %v", tc.name, g.Units[ship].ID, got, tc.aside)
		}
		for _, u := range []int{1, 2} {
			if !s.SetAside(u) {
				t.Errorf("%s: squadron %s not set aside", tc.name, g.Units[u].ID)
			}
		}
	}
}
