package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestMinefieldsSetUp checks Minefields' set-up (rules notes battle §3.2):
// the second player places every obstacle, in the set-up area, beyond
// distance 5 of each other; then 6 objective tokens, each at distance 1
// of an obstacle and beyond distance 1 of the others.
func TestMinefieldsSetUp(t *testing.T) {
	lost := 0
	for seed := range uint64(50) {
		var placers []int // player 1 first: player 0 places
		s := setUpWith(battleModel(100), Minefields, seed, func() Player {
			return Player{Obstacle: recordObstacle{&placers}, ObjectiveToken: recordToken{&placers}}
		})
		g := s.Model
		lost += s.game.obstaclesLost
		for i, p := range placers {
			if p != 0 {
				t.Fatalf("seed %d: piece %d placed by player %d, want the second player (0)", seed, i, p)
			}
		}
		lo, hi := g.Battle.Table.SetupArea()
		for i := range s.obstacles {
			if !within(&s.obstacles[i].Polygon, lo, hi) {
				t.Errorf("seed %d: obstacle %d outside the set-up area", seed, i)
			}
			for j := range i {
				if _, _, d := plane.Closest(&s.obstacles[i].Polygon, &s.obstacles[j].Polygon); d <= g.Ruler.Distance[4] {
					t.Errorf("seed %d: obstacles %d and %d within distance 5", seed, j, i)
				}
			}
		}
		for k := range s.ObjectiveTokens() {
			c, _ := s.ObjectiveToken(k)
			near := false
			for i := range s.obstacles {
				_, d := s.obstacles[i].Nearest(c)
				near = near || d-ObjectiveTokenRadius <= g.Ruler.Distance[0]
			}
			if !near {
				t.Errorf("seed %d: token %d beyond distance 1 of every obstacle", seed, k)
			}
			for j := range k {
				d, _ := s.ObjectiveToken(j)
				if c.Sub(d).Len()-2*ObjectiveTokenRadius <= g.Ruler.Distance[0] {
					t.Errorf("seed %d: tokens %d and %d within distance 1", seed, j, k)
				}
			}
		}
		if len(s.obstacles)+s.game.obstaclesLost != 6 || s.ObjectiveTokens() != 6 {
			t.Errorf("seed %d: %d obstacles (%d lost), %d tokens", seed, len(s.obstacles), s.game.obstaclesLost, s.ObjectiveTokens())
		}
	}
	if lost > 0 {
		t.Errorf("%d obstacles found no place in 50 set-ups", lost)
	}
}

// recordObstacle records who places each obstacle, placed where the
// default puts it.
type recordObstacle struct{ by *[]int }

func (d recordObstacle) PlaceObstacle(s *State, player int, o *Obstacle, r *sim.Stream) (Placement, bool) {
	*d.by = append(*d.by, player)
	return RandomPlaces{}.PlaceObstacle(s, player, o, r)
}

// TestMinefields checks Minefields' special rule and scoring (rules notes
// battle §3.2): a ship ending its move at distance 1 of a token removes it
// and rolls 2 blue dice, dealt a facedown damage card per hit or critical
// icon, the first faceup when a critical icon was rolled; a ship ending
// farther off leaves it; the objective gives no victory tokens, and a ship
// the mines destroy scores its points for the enemy.
func TestMinefields(t *testing.T) {
	s := objectiveGame(t, 100, Minefields) // player 1 first
	token := plane.Vec{X: 900, Y: 450}
	w, _, _ := BaseSize(SmallShip)
	for _, tc := range []struct {
		name  string
		gap   float64
		cards int8 // held before
		seed  uint64
		fires bool
	}{
		{"a CR90 ending 30 mm off", 30, 0, 1, true},
		{"a CR90 ending 70 mm off", 70, 0, 2, true},
		{"a CR90 ending 100 mm off", 100, 0, 3, false},
		{"a CR90 with 3 cards ending on it", 0, 3, 4, true},
	} {
		for seed := tc.seed; seed < tc.seed+40; seed++ {
			s.Reset()
			s.clearTokens()
			s.addToken(token)
			parkUnits(s)
			s.Units[3].At = Placement{At: token.Add(plane.Vec{X: w/2 + ObjectiveTokenRadius + tc.gap})}
			s.Units[3].Speed, s.Units[3].Cards, s.Units[3].Facedown[CrewPanic] = 0, tc.cards, uint8(tc.cards)
			r := sim.NewStream(seed, 0)
			dice := *r // the two blue dice the mine rolls come first
			want, crit := 0, false
			for range 2 {
				f := Blue.Roll(&dice)
				want, crit = want+f.Hits()+f.Crits(), crit || f.Crits() > 0
			}
			if !tc.fires {
				want, crit = 0, false
			}
			s.executeManeuver(3, NavigateRequest{}, Course{}, false, r)
			st := &s.Units[3]
			if _, left := s.ObjectiveToken(0); left == tc.fires {
				t.Errorf("%s, seed %d: token left %v", tc.name, seed, left)
			}
			// a faceup Structural Damage deals one card more
			if dealt := int(st.Cards - tc.cards); !st.Destroyed && dealt != want && !(crit && dealt == want+1) {
				t.Errorf("%s, seed %d: %d cards dealt, want %d", tc.name, seed, dealt, want)
			}
			if !st.Destroyed && st.DealtFaceup != crit {
				t.Errorf("%s, seed %d: a card faceup %v, want %v", tc.name, seed, st.DealtFaceup, crit)
			}
			if tc.cards > 0 {
				if st.Destroyed != (want >= 1) {
					t.Errorf("%s, seed %d: destroyed %v with %d cards rolled", tc.name, seed, st.Destroyed, want)
				}
				s.scoreGame()
				if got := s.Scores()[0]; st.Destroyed && got != 44 || !st.Destroyed && got != 0 {
					t.Errorf("%s, seed %d: player 0 scores %d (destroyed %v), want the CR90's 44 only when destroyed", tc.name, seed, got, st.Destroyed)
				}
			}
		}
	}
	if s.Model.Battle.victoryTokensMeasured() {
		t.Errorf("minefields measures victory tokens: it gives none")
	}
}
