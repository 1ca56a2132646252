package armada

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestVIPSetUp checks Capture the VIP's set-up (rules notes battle §3.2):
// the second player places the token at distance 1 of an obstacle and
// beyond distance 5 of every setup-area edge.
func TestVIPSetUp(t *testing.T) {
	for seed := range uint64(50) {
		s := vipGame(t, seed, nil)
		at, holder := s.VIP()
		lo, hi := s.Model.Battle.Table.SetupArea()
		if !s.tokenOnTable(0) || holder != -1 || !s.VIPPlaceable(at) {
			t.Fatalf("seed %d: token at %v (on the table %v, holder %d)", seed, at, s.tokenOnTable(0), holder)
		}
		if m := min(at.X-lo.X, hi.X-at.X, at.Y-lo.Y, hi.Y-at.Y) - ObjectiveTokenRadius; m <= 305 {
			t.Fatalf("seed %d: token at %v, %.0f mm from a setup-area edge", seed, at, m)
		}
		near := false
		for i := range s.obstacles {
			if _, d := s.obstacles[i].Nearest(at); d-ObjectiveTokenRadius <= 77 {
				near = true
			}
		}
		if !near {
			t.Fatalf("seed %d: token at %v beyond distance 1 of every obstacle", seed, at)
		}
	}
}

// vipGame returns a battle of battleModel(50) (player 0 first) set up
// with Capture the VIP on seed seed, its players' decisions made by p
// when not nil.
func vipGame(t *testing.T, seed uint64, p func() Player) *State {
	t.Helper()
	return setUpWith(battleModel(50), CaptureTheVIP, seed, p)
}

// setUpWith returns a battle of model g set up with objective o on seed
// seed, both players' decisions made by p when not nil.
func setUpWith(g *Model, o Objective, seed uint64, p func() Player) *State {
	g.Battle.Objective = o
	if p != nil {
		g.Players[0], g.Players[1] = p, p
	}
	s := NewState(g)
	s.Reset()
	s.game.victoryTokens = [Players]int{}
	s.setUp(sim.NewStream(seed, 0))
	return s
}

// declineVIP is a VIPDecision whose ships never take the token.
type declineVIP struct{ VIPPlay }

func (declineVIP) TakeVIP(*State, int, *sim.Stream) bool { return false }

// TestVIPTaken checks Capture the VIP's special rule (rules notes battle
// §3.2): a ship at distance 1 of the token that reveals a dial may take
// it; a ship beyond distance 1, a token another ship holds, or a player
// declining leaves it where it is.
func TestVIPTaken(t *testing.T) {
	for _, tc := range []struct {
		name    string
		gap     float64 // from the token's edge to the CR90's base
		held    bool    // the ISD holds it already
		decline bool
		want    int // the holder, or -1
	}{
		{"a ship at distance 1 takes it", 50, false, false, 3},
		{"a ship beyond distance 1", 100, false, false, -1},
		{"a ship declining", 50, false, true, -1},
		{"held by another ship", 50, true, false, 0},
	} {
		var p func() Player
		if tc.decline {
			p = func() Player { return Player{VIP: declineVIP{}} }
		}
		s := vipGame(t, 1, p)
		at, _ := s.VIP()
		// a CR90 (a small base, 61 deep) beyond the token
		s.Units[3].At = Placement{At: plane.Vec{X: at.X, Y: at.Y + ObjectiveTokenRadius + tc.gap + 61.0/2}}
		if tc.held {
			s.holdVIP(0)
		}
		s.objectiveOnReveal(3, sim.NewStream(2, 0))
		if _, h := s.VIP(); h != tc.want {
			t.Errorf("%s: holder %d, want %d", tc.name, h, tc.want)
		}
	}
}

// TestVIPDropped checks the token's fate when its holder is destroyed
// (rules notes battle §3.2): its opponent places it touching the
// holder's base (by default on the side of its nearest ship), or at the
// nearest play-area edge when the holder flew off the table.
func TestVIPDropped(t *testing.T) {
	for _, tc := range []struct {
		name    string
		flewOff bool
		want    plane.Vec // for a ship that flew off
	}{
		{"destroyed on the table", false, plane.Vec{}},
		{"flew off the far edge", true, plane.Vec{X: 900, Y: 914.4 - ObjectiveTokenRadius}},
	} {
		s := vipGame(t, 1, nil)
		s.Units[3].At = Placement{At: plane.Vec{X: 900, Y: 500}}
		s.Units[0].At = Placement{At: plane.Vec{X: 900, Y: 200}} // the ISD, player 0's, south of it
		if tc.flewOff {
			s.Units[3].At = Placement{At: plane.Vec{X: 900, Y: 950}}
			s.Units[3].LeftPlayArea = true
		}
		s.holdVIP(3)
		s.destroy(3)
		at, h := s.VIP()
		if h != -1 {
			t.Fatalf("%s: holder %d after its destruction", tc.name, h)
		}
		if tc.flewOff {
			if at.Dist(tc.want) > 1e-6 {
				t.Errorf("%s: token at %v, want %v", tc.name, at, tc.want)
			}
			continue
		}
		if _, d := s.base(3).Nearest(at); math.Abs(d-ObjectiveTokenRadius) > 1e-6 || at.Y >= 500 {
			t.Errorf("%s: token at %v, %.1f mm from the base; want touching it on the ISD's side", tc.name, at, d)
		}
	}
}

// TestVIPScore checks Capture the VIP's end of game (rules notes battle
// §3.2): the player whose ship holds the token gains a victory token
// worth 50; a token lying on the table scores nobody.
func TestVIPScore(t *testing.T) {
	for _, tc := range []struct {
		name   string
		holder int
		want   [Players]int
	}{
		{"the ISD holds it", 1, [Players]int{50, 0}},
		{"a CR90 holds it", 4, [Players]int{0, 50}},
		{"it lies on the table", 0, [Players]int{0, 0}},
	} {
		s := vipGame(t, 1, nil)
		s.game.obj.vipHolder = tc.holder
		s.scoreGame()
		if sc := s.Scores(); sc != tc.want {
			t.Errorf("%s: scores %v, want %v", tc.name, sc, tc.want)
		}
	}
}
