package armada

import "testing"

// TestTournamentEnd: "the game-ending check ignores flotillas, and is made
// at the end of a game round (not at once): the game ends when, at the end
// of a round, all of one player's non-flotilla ships are destroyed"
// (battle notes §2.5); by default the game ends at once when a fleet has
// no ship, flotillas counting.
func TestTournamentEnd(t *testing.T) {
	for _, tc := range []struct {
		name       string
		tournament bool
		destroyed  []int // units destroyed: 0 player 0's ship, 1 its flotilla, 2 player 1's ship
		gone       bool  // fleetGone: the game ends at once
		roundEnd   bool  // tabledAtRoundEnd
		keeps0     bool  // player 0 keeps its fleet for the winner
	}{
		{"§2.5 default, only a flotilla left", false, []int{0}, false, false, true},
		{"§2.5 default, no ship left", false, []int{0, 1}, true, false, false},
		{"§2.5 tournament, only a flotilla left", true, []int{0}, false, true, false},
		{"§2.5 tournament, no ship left: at the round's end", true, []int{0, 1}, false, true, false},
		{"§2.5 tournament, the ship left", true, []int{1}, false, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ship := tableShip("ship", 0, 0, 0, 0)
			flotilla := tableShip("flotilla", 0, 200, 0, 0)
			flotilla.Profile.Flotilla = true
			enemy := tableShip("enemy", 1, 0, 600, 180)
			g := &Model{Tool: DefaultTool(), Ruler: DefaultRuler(), Units: []Unit{ship, flotilla, enemy},
				Battle: &Battle{Rounds: 6, TournamentEnd: tc.tournament}}
			s := NewState(g)
			for _, u := range tc.destroyed {
				s.Units[u].Destroyed = true
			}
			if got := s.fleetGone(); got != tc.gone {
				t.Errorf("fleetGone %v, want %v", got, tc.gone)
			}
			if got := s.tabledAtRoundEnd(); got != tc.roundEnd {
				t.Errorf("tabledAtRoundEnd %v, want %v", got, tc.roundEnd)
			}
			if got := s.keepsFleet(0); got != tc.keeps0 {
				t.Errorf("keepsFleet %v, want %v", got, tc.keeps0)
			}
		})
	}
}
