package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestIntelSweepSetUp checks Intel Sweep's set-up (rules notes battle
// §3.2): 5 objective tokens in the set-up area beyond distance 5 of both
// player edges and beyond distance 3 of each other, placed alternately,
// the second player first; each player names its own objective ship, by
// default its fastest.
func TestIntelSweepSetUp(t *testing.T) {
	for seed := range uint64(50) {
		var placers []int // player 0 first
		s := setUpWith(battleModel(50), IntelSweep, seed, func() Player { return Player{ObjectiveToken: recordToken{&placers}} })
		g := s.Model
		if want := []int{1, 0, 1, 0, 1}; len(placers) != 5 || placers[0] != 1 || placers[1] != 0 || placers[4] != 1 {
			t.Fatalf("seed %d: tokens placed by %v, want %v", seed, placers, want)
		}
		if s.ObjectiveTokens() != 5 || s.game.obstaclesLost != 0 {
			t.Fatalf("seed %d: %d tokens, %d pieces lost", seed, s.ObjectiveTokens(), s.game.obstaclesLost)
		}
		t5 := g.Ruler.Distance[4]
		for k := range 5 {
			c, _ := s.ObjectiveToken(k)
			if c.Y-ObjectiveTokenRadius <= t5 || g.PlayArea.Y-c.Y-ObjectiveTokenRadius <= t5 {
				t.Errorf("seed %d: token %d at y %.0f, within distance 5 of a player edge", seed, k, c.Y)
			}
			for j := range k {
				d, _ := s.ObjectiveToken(j)
				if c.Sub(d).Len()-2*ObjectiveTokenRadius <= g.Ruler.Distance[2] {
					t.Errorf("seed %d: tokens %d and %d within distance 3", seed, j, k)
				}
			}
		}
		if s.ObjectiveShip(0) != 0 || s.ObjectiveShip(1) != 3 {
			t.Fatalf("seed %d: objective ships %d and %d, want the ISD (0) and the first CR90 (3)", seed, s.ObjectiveShip(0), s.ObjectiveShip(1))
		}
	}
}

// recordToken records who places each objective token, placed where the
// default puts it.
type recordToken struct{ by *[]int }

func (d recordToken) PlaceObjectiveToken(s *State, player int, r *sim.Stream) (plane.Vec, bool) {
	*d.by = append(*d.by, player)
	return RandomPlaces{}.PlaceObjectiveToken(s, player, r)
}

// TestIntelSweep checks Intel Sweep's special rule and scoring (rules
// notes battle §3.2): an objective ship revealing its dial removes a
// token at distance 1 for a victory token; another ship, or an objective
// ship farther off, does not; at the end the player with more victory
// tokens adds 75 points, a tie neither, and the tokens themselves are
// worth nothing.
func TestIntelSweep(t *testing.T) {
	s := objectiveGame(t, 50, IntelSweep) // player 0 first
	token := plane.Vec{X: 900, Y: 450}
	beside := func(size Size, gap float64) Placement {
		w, _, _ := BaseSize(size)
		return Placement{At: token.Add(plane.Vec{X: w/2 + ObjectiveTokenRadius + gap})}
	}
	for _, tc := range []struct {
		name   string
		ship   int
		at     Placement
		tokens [Players]int
	}{
		{"the ISD, objective ship, 30 mm off", 0, beside(LargeShip, 30), [Players]int{1, 0}},
		{"the first CR90, objective ship, 70 mm off", 3, beside(SmallShip, 70), [Players]int{0, 1}},
		{"the ISD 90 mm off: beyond distance 1", 0, beside(LargeShip, 90), [Players]int{0, 0}},
		{"the second CR90, no objective ship", 4, beside(SmallShip, 30), [Players]int{0, 0}},
	} {
		s.Reset()
		s.game.victoryTokens = [Players]int{}
		s.clearTokens()
		s.addToken(token)
		parkUnits(s)
		s.Units[tc.ship].At = tc.at
		s.objectiveOnReveal(tc.ship, nil)
		if s.game.victoryTokens != tc.tokens {
			t.Errorf("%s: victory tokens %v, want %v", tc.name, s.game.victoryTokens, tc.tokens)
		}
		if _, left := s.ObjectiveToken(0); left != (tc.tokens == [Players]int{}) {
			t.Errorf("%s: token left on the table %v", tc.name, left)
		}
	}
	for _, tc := range []struct {
		name   string
		tokens [Players]int
		want   [Players]int
	}{
		{"3 against 2: the first player adds 75", [Players]int{3, 2}, [Players]int{75, 0}},
		{"a tie: neither", [Players]int{2, 2}, [Players]int{0, 0}},
		{"0 against 1: the second player adds 75", [Players]int{0, 1}, [Players]int{0, 75}},
	} {
		s.Reset()
		s.game.victoryTokens = tc.tokens
		s.scoreGame()
		if sc := s.Scores(); sc != tc.want {
			t.Errorf("%s: scores %v, want %v", tc.name, sc, tc.want)
		}
	}
}
