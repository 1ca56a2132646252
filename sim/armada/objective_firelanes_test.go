package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestFireLanesSetUp checks Fire Lanes' set-up (rules notes battle §3.2):
// the second player places 3 objective tokens in the set-up area beyond
// distance 4 of both player edges, then the first player may move each up
// to distance 2 (asked once a token, by default toward its own edge).
func TestFireLanesSetUp(t *testing.T) {
	for seed := range uint64(50) {
		var placers, movers []int // player 0 first
		s := setUpWith(battleModel(50), FireLanes, seed, func() Player { return Player{ObjectiveToken: recordToken{&placers}, TokenMove: recordMove{&movers}} })
		g := s.Model
		if len(placers) != 3 || placers[0] != 1 || placers[2] != 1 || len(movers) != 3 || movers[0] != 0 || movers[2] != 0 {
			t.Fatalf("seed %d: tokens placed by %v and moved by %v, want the second player (1) and the first (0) thrice", seed, placers, movers)
		}
		d2, d4 := g.Ruler.Distance[1], g.Ruler.Distance[3]
		for k := range 3 {
			c, ok := s.ObjectiveToken(k)
			if !ok || c.Y-ObjectiveTokenRadius <= d4-d2 || g.PlayArea.Y-c.Y-ObjectiveTokenRadius <= d4 {
				t.Errorf("seed %d: token %d at y %.0f: not placed beyond distance 4 and moved at most distance 2 toward the first player", seed, k, c.Y)
			}
		}
	}
}

// recordMove records who moves each objective token, moved as the default
// says.
type recordMove struct{ by *[]int }

func (d recordMove) MoveObjectiveToken(s *State, player, k int, reach float64, r *sim.Stream) (plane.Vec, bool) {
	*d.by = append(*d.by, player)
	return TokenSense{}.MoveObjectiveToken(s, player, k, reach, r)
}

// TestFireLanes checks Fire Lanes' end-of-round control and scoring (rules
// notes battle §3.2): the player whose ships' hull zones could gather more
// battery dice against a token, as if attacking it (arc and range), controls
// it; a ship or squadron of a player overlapping it hands it to the
// opponent, both overlapping to nobody; a tie or no dice, nobody; a
// victory token, worth 15, per token controlled.
func TestFireLanes(t *testing.T) {
	s := objectiveGame(t, 50, FireLanes) // player 0 first
	token := plane.Vec{X: 900, Y: 450}
	_, lISD, _ := BaseSize(LargeShip)
	_, lCR90, _ := BaseSize(SmallShip)
	south := func(gap float64) Placement { // the ISD, facing the token from below
		return Placement{At: token.Add(plane.Vec{Y: -(lISD/2 + ObjectiveTokenRadius + gap)})}
	}
	north := func(gap float64) Placement { // a CR90, facing it from above
		return Placement{At: token.Add(plane.Vec{Y: lCR90/2 + ObjectiveTokenRadius + gap}), Heading: 180}
	}
	park := Placement{}
	for _, tc := range []struct {
		name      string
		isd, cr90 Placement
		xwing     bool // an X-wing of player 0 on the token
		want      int  // controlling player, -1 nobody
	}{
		{"the ISD's front 8 dice at close range against the CR90's 3", south(40), north(40), false, 0},
		{"the CR90 alone", park, north(40), false, 1},
		{"the ISD at long range, 4 red, against 3", south(250), north(40), false, 0},
		{"the ISD's rear at close range, 3 dice, against 3: a tie", Placement{At: south(40).At, Heading: 180}, north(40), false, -1},
		{"the ISD overlapping the token", south(-5), north(40), false, 1},
		{"an X-wing of the ISD's on the token", south(40), north(40), true, 1},
		{"both overlapping it", south(-5), north(-5), false, -1},
		{"nobody in reach", park, park, false, -1},
	} {
		s.Reset()
		s.game.victoryTokens = [Players]int{}
		s.clearTokens()
		s.addToken(token)
		parkUnits(s)
		if tc.isd != park {
			s.Units[0].At = tc.isd
		}
		if tc.cr90 != park {
			s.Units[3].At = tc.cr90
		}
		if tc.xwing {
			s.Units[1].At = Placement{At: token.Add(plane.Vec{X: 20})}
		}
		if got := s.FireLanesControl(token); got != tc.want {
			t.Errorf("%s: controlled by %d, want %d (dice %d against %d)", tc.name, got, tc.want, s.fireLanesDice(0, token), s.fireLanesDice(1, token))
		}
		s.objectiveEndOfRound()
		want := [Players]int{}
		if tc.want >= 0 {
			want[tc.want] = 1
		}
		if s.game.victoryTokens != want {
			t.Errorf("%s: victory tokens %v, want %v", tc.name, s.game.victoryTokens, want)
		}
	}
	s.Reset()
	s.game.victoryTokens = [Players]int{2, 1}
	s.scoreGame()
	if sc := s.Scores(); sc != [Players]int{30, 15} {
		t.Errorf("scores %v, want [30 15]: victory tokens worth 15", sc)
	}
}
