package armada

import "github.com/fleetlab/fleetlab/sim"

// FirstListed is the default ObjectiveChoiceDecision: the first player
// picks the second player's first objective, its assault objective in a
// list that gives them in the order assault, defense, navigation (an
// engine choice: the rules leave the pick to the player).
type FirstListed struct{}

// ChooseObjective implements ObjectiveChoiceDecision.
func (FirstListed) ChooseObjective(*State, int, []Objective, *sim.Stream) int { return 0 }

// ObjectiveShips is the default ObjectiveShipDecision: a player names,
// in its own fleet, its cheapest non-flotilla ship (the least points to
// give away doubled), and in the enemy's the one with the most points
// (the most to gain doubled); ties go to the first listed.
type ObjectiveShips struct{}

// ObjectiveShip implements ObjectiveShipDecision.
func (ObjectiveShips) ObjectiveShip(s *State, player, owner int, _ *sim.Stream) int {
	g := s.Model
	best := -1
	for i := range g.Units {
		if !s.objectiveShipAllowed(i, owner) {
			continue
		}
		pts, bestPts := g.Units[i].Profile.Points, 0
		if best >= 0 {
			bestPts = g.Units[best].Profile.Points
		}
		if best < 0 || (owner == player && pts < bestPts) || (owner != player && pts > bestPts) {
			best = i
		}
	}
	return best
}

// objectiveShipAllowed reports whether unit u may be owner's objective
// ship: a ship of owner's on the table, not a flotilla unless the fleet
// has nothing else (ARC 0.1's "non-flotilla", rules notes battle §3.2).
func (s *State) objectiveShipAllowed(u, owner int) bool {
	g := s.Model
	if u < 0 || u >= len(g.Units) {
		return false
	}
	un := &g.Units[u]
	if un.Player != owner || un.Profile.Squadron || s.Units[u].Destroyed {
		return false
	}
	if !un.Profile.Flotilla {
		return true
	}
	for i := range g.Units {
		if o := &g.Units[i]; o.Player == owner && !o.Profile.Squadron && !o.Profile.Flotilla && !s.Units[i].Destroyed {
			return false
		}
	}
	return true
}
