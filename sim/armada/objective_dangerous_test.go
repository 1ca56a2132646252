package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// parkUnits puts every unit of battleModel far from the table's middle,
// apart from each other, so that a test places only those it looks at.
func parkUnits(s *State) {
	for u := range s.Units {
		s.Units[u].At = Placement{At: plane.Vec{X: 120 + 200*float64(u), Y: 80}}
		if s.Model.Units[u].Player == 1 {
			s.Units[u].At = Placement{At: plane.Vec{X: 1700 - 200*float64(u-3), Y: 840}, Heading: 180}
		}
	}
}

// TestDangerousTerritorySetUp checks Dangerous Territory's set-up (rules
// notes battle §3.2): every obstacle beyond distance 5 of both player
// edges, and an objective token lying on each.
func TestDangerousTerritorySetUp(t *testing.T) {
	for seed := range uint64(50) {
		s := setUpWith(battleModel(50), DangerousTerritory, seed, nil)
		g := s.Model
		if len(s.obstacles) != 6 || s.ObjectiveTokens() != 6 {
			t.Fatalf("seed %d: %d obstacles, %d tokens, want 6 and 6", seed, len(s.obstacles), s.ObjectiveTokens())
		}
		for i := range s.obstacles {
			o := &s.obstacles[i].Polygon
			if !g.Battle.Table.beyondEdges(o, 5, 0, 1) {
				t.Errorf("seed %d: obstacle %d within distance 5 of a player edge", seed, i)
			}
			if s.tokenOn(o) != i {
				t.Errorf("seed %d: obstacle %d carries token %d, want its own", seed, i, s.tokenOn(o))
			}
		}
	}
}

// TestDangerousTerritory checks Dangerous Territory's special rule and
// scoring (rules notes battle §3.2): a ship ending its move on an obstacle
// takes the token lying on it for a victory token, worth 15; one token per
// overlap; a token moved off its obstacle is not taken; the second
// player's ships ignore asteroid and debris fields, the first player's
// do not.
func TestDangerousTerritory(t *testing.T) {
	s := objectiveGame(t, 50, DangerousTerritory) // player 0 first: the CR90s are the second player's
	for i, k := range []ObstacleKind{AsteroidField, AsteroidField, AsteroidField, DebrisField, DebrisField} {
		if s.obstacles[i].Kind != k {
			t.Fatalf("obstacle %d is a %s, want a %s", i, s.obstacles[i].Kind, k)
		}
	}
	r := sim.NewStream(6, 0)
	for _, tc := range []struct {
		name      string
		ship      int
		obstacle  int // the obstacle it ends on (-1: none)
		offToken  bool
		tokens    int  // victory tokens gained
		carded    bool // it is dealt damage cards (the asteroid's faceup one)
		shields   int  // shields it loses
		twice     bool // it ends on the same obstacle again
		wantTwice [2]int
	}{
		{"the first player's ISD on an asteroid field", 0, 0, false, 1, true, 0, false, [2]int{}},
		{"a second player's CR90 on an asteroid field", 3, 1, false, 1, false, 0, false, [2]int{}},
		{"a second player's CR90 on a debris field", 3, 3, false, 1, false, 0, false, [2]int{}},
		{"the ISD on a debris field", 0, 4, false, 1, false, 2, false, [2]int{}},
		{"the same obstacle again: its token is gone", 3, 2, false, 1, false, 0, true, [2]int{0, 0}},
		{"a token moved off its obstacle", 0, 0, true, 0, true, 0, false, [2]int{}},
		{"off every obstacle", 0, -1, false, 0, false, 0, false, [2]int{}},
	} {
		s.Reset()
		s.game.victoryTokens = [Players]int{}
		s.clearTokens()
		s.dangerousSetUp()
		parkUnits(s)
		if tc.offToken {
			s.game.obj.table.at[tc.obstacle] = plane.Vec{X: 900, Y: 20}
		}
		if tc.obstacle >= 0 {
			s.Units[tc.ship].At = Placement{At: centre(&s.obstacles[tc.obstacle].Polygon)}
		}
		s.Units[tc.ship].Speed = 0
		shields := s.Units[tc.ship].TotalShields()
		s.executeManeuver(tc.ship, NavigateRequest{}, Course{}, false, r)
		p := s.Model.Units[tc.ship].Player
		if s.game.victoryTokens[p] != tc.tokens {
			t.Errorf("%s: %d victory tokens, want %d", tc.name, s.game.victoryTokens[p], tc.tokens)
		}
		if st := &s.Units[tc.ship]; (st.Cards > 0) != tc.carded || shields-st.TotalShields() != tc.shields {
			t.Errorf("%s: %d damage cards and %d shields lost, want cards %v and %d shields", tc.name, st.Cards, shields-st.TotalShields(), tc.carded, tc.shields)
		}
		if tc.twice {
			s.game.victoryTokens = [Players]int{}
			s.executeManeuver(tc.ship, NavigateRequest{}, Course{}, false, r)
			if s.game.victoryTokens != tc.wantTwice {
				t.Errorf("%s: victory tokens %v, want %v", tc.name, s.game.victoryTokens, tc.wantTwice)
			}
		}
	}
	s.Reset()
	s.game.victoryTokens = [Players]int{2, 1}
	s.scoreGame()
	if sc := s.Scores(); sc != [Players]int{30, 15} {
		t.Errorf("scores %v, want [30 15]: victory tokens worth 15", sc)
	}
}
