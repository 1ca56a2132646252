package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestAsteroidTacticsSetUp checks Asteroid Tactics' set-up (rules notes
// battle §3.2): the second player places every obstacle, no station; no
// exogorth until the end of the first round, when the second player
// places both, touching different obstacles.
func TestAsteroidTacticsSetUp(t *testing.T) {
	for seed := range uint64(30) {
		var placers, exo, picked []int // player 1 first: player 0 places
		s := setUpWith(battleModel(100), AsteroidTactics, seed, func() Player {
			d := recordExogorth{&exo, &picked}
			return Player{Obstacle: recordObstacle{&placers}, ExogorthPlace: d}
		})
		if len(placers) != 5 {
			t.Fatalf("seed %d: %d obstacles placed, want the 5 fields", seed, len(placers))
		}
		for i, p := range placers {
			if p != 0 {
				t.Errorf("seed %d: obstacle %d placed by player %d, want the second player (0)", seed, i, p)
			}
		}
		for i := range s.obstacles {
			if s.obstacles[i].Kind == Station {
				t.Errorf("seed %d: a station is placed", seed)
			}
		}
		if _, on := s.Exogorth(0); on {
			t.Errorf("seed %d: an exogorth at set-up", seed)
		}
		s.Round = 2
		s.objectiveStartOfRound(sim.NewStream(seed, 1))
		x := &s.game.obj.exo
		if !x.on[0] || !x.on[1] || x.touches[0] == x.touches[1] || len(exo) != 2 || exo[0] != 0 || exo[1] != 0 {
			t.Errorf("seed %d: exogorths on %v touching %v placed by %v, want both, different obstacles, the second player", seed, x.on, x.touches, exo)
		}
		s.objectiveStartOfSquadronPhase(sim.NewStream(seed, 2))
		if x.on[0] || x.on[1] {
			t.Errorf("seed %d: exogorths left after their attacks", seed)
		}
	}
}

// TestAsteroidTactics checks Asteroid Tactics' special rule (rules notes
// battle §3.2): a first player's ship on an asteroid field recovers a
// discarded non-scatter token, exhausted, and may not ready one; a second
// player's ship ("may recover a non-scatter token or ready a token")
// recovers one, ready (the notes' "(exhausted)" is the first player's
// alone), or else readies one, a Scatter token included, and ignores the
// field's damage card.
func TestAsteroidTactics(t *testing.T) {
	s := objectiveGame(t, 100, AsteroidTactics) // player 1 (CR90s) first
	for _, tc := range []struct {
		name       string
		unit       int
		from, want TokenState
		cards      int8        // dealt by the field
		tokens     []TokenType // the unit's tokens, when not its own
	}{
		{"a CR90 recovers a discarded token", 3, Discarded, Exhausted, 1, nil},
		{"a CR90 readies none", 3, Exhausted, Exhausted, 1, nil},
		{"the ISD recovers a discarded token, ready", 0, Discarded, Ready, 0, nil},
		{"the ISD readies an exhausted one", 0, Exhausted, Ready, 0, nil},
		{"the ISD readies an exhausted Scatter token", 0, Exhausted, Ready, 0, []TokenType{Scatter}},
		{"the ISD recovers no discarded Scatter token", 0, Discarded, Discarded, 0, []TokenType{Scatter}},
		{"a CR90 recovers no discarded Scatter token", 3, Discarded, Discarded, 1, []TokenType{Scatter}},
	} {
		own := s.Model.Units[tc.unit].Profile.Tokens
		if tc.tokens != nil {
			s.Model.Units[tc.unit].Profile.Tokens = tc.tokens
		}
		s.Reset()
		parkUnits(s)
		s.game.obj.exo = exogorths{}
		field := -1
		for i := range s.obstacles {
			if s.obstacles[i].Kind == AsteroidField {
				field = i
				break
			}
		}
		s.Units[tc.unit].At = Placement{At: centroid(&s.obstacles[field].Polygon)}
		s.Units[tc.unit].Tokens[0] = tc.from
		r := sim.NewStream(1, 0)
		s.objectiveAfterMove(tc.unit, r)
		s.landOnObstacles(tc.unit, r)
		if got := s.Units[tc.unit].Tokens[0]; got != tc.want {
			t.Errorf("%s: token %v, want %v", tc.name, got, tc.want)
		}
		if got := s.Units[tc.unit].Cards; got < tc.cards || tc.cards == 0 && got != 0 {
			t.Errorf("%s: %d damage cards, want %d", tc.name, got, tc.cards)
		}
		s.Model.Units[tc.unit].Profile.Tokens = own
	}
}
