package armada

import (
	"testing"
)

// TestObjectivePlacesTokens checks the objective-focused style's token
// placement (rules notes battle §3.2 set-ups, the placing player's
// choice): the second player puts Fire Lanes' and Intel Sweep's tokens
// nearer its own edge than the default's random places, Minefields'
// nearer the enemy's.
func TestObjectivePlacesTokens(t *testing.T) {
	for _, tc := range []struct {
		objective Objective
		own       bool // nearer the placer's own edge
	}{
		{FireLanes, true},
		{IntelSweep, true},
		{Minefields, false},
	} {
		var gap [2]float64 // mean gap to the placer's edge: random, objective-focused
		for i, focused := range []bool{false, true} {
			n := 0
			for seed := range uint64(20) {
				players := func() Player { return Player{} }
				if focused {
					players = func() Player { return Player{ObjectiveToken: ObjectivePlaces{}} }
				}
				s := setUpWith(battleModel(50), tc.objective, seed, players) // player 0 first: player 1 places
				for k := range s.ObjectiveTokens() {
					if tc.objective == IntelSweep && k%2 == 1 {
						continue // the first player's
					}
					c := s.game.obj.table.at[k] // where placed (Fire Lanes': then moved by the first player)
					gap[i] += s.Model.Battle.Table.edgeGap(c, 1)
					n++
				}
			}
			gap[i] /= float64(n)
		}
		if nearer := gap[1] < gap[0]; nearer != tc.own {
			t.Errorf("%s: tokens %.0f mm from the placer's edge objective-focused, %.0f at random; want nearer its own edge %v", tc.objective, gap[1], gap[0], tc.own)
		}
	}
}
