package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Intel Sweep (core set, navigation; its victory tokens are counted, not
// valued; rules notes battle §3.2). Set-up: after the obstacles, the
// players take turns, the second player first, placing 5 objective
// tokens in the set-up area beyond distance 5 of both player edges and
// beyond distance 3 of each other; after deployment each player, the
// first player first, names one of its own ships its objective ship
// (ARC 0.1: non-flotilla; by default [ObjectiveShips]: its fastest).
// Special rule: when a player's objective ship reveals a command dial, it
// may remove 1 token at distance 1 of it to gain a victory token. End of
// game: the player with more victory tokens adds 75 points to its score
// (a tie: neither).
//
// The engine plays it so: the objective ship always removes a token when
// one is at distance 1 (the nearest), as it costs nothing.

// intelSweepTokens and intelSweepBonus are the card's numbers.
const (
	intelSweepTokens = 5
	intelSweepBonus  = 75
)

// intelSweepSetUp places the tokens, the players alternating, the second
// first.
func (s *State) intelSweepSetUp(r *sim.Stream) {
	s.placeTokens(1-s.first, intelSweepTokens, true, r)
}

// intelSweepPlaceable reports whether a token may be placed at c: in the
// set-up area beyond distance 5 of both player edges and beyond distance
// 3 of every other token.
func (s *State) intelSweepPlaceable(c plane.Vec) bool {
	return s.discInSetupArea(Disc{C: c, R: ObjectiveTokenRadius}, 5) && s.tokensApart(c, 3)
}

// intelSweepReveal lets ship u, revealing its dial, remove the nearest
// token at distance 1 for a victory token when it is its player's
// objective ship.
func (s *State) intelSweepReveal(u int) {
	p := s.Model.Units[u].Player
	if s.game.obj.ships[p] != u {
		return
	}
	best, bestD := -1, s.Model.Ruler.Distance[0]
	for k := range s.game.obj.table.n {
		if c, ok := s.ObjectiveToken(k); ok {
			if d := s.shipTokenGap(u, c); d <= bestD {
				best, bestD = k, d
			}
		}
	}
	if best >= 0 {
		s.removeToken(best)
		s.gainVictoryToken(p, "the objective ship removed a token")
	}
}

// intelSweepScore is what the objective adds to player p's score at the
// end: 75 points with more victory tokens than the opponent.
func (s *State) intelSweepScore(p int) int {
	if v := s.game.victoryTokens; v[p] > v[1-p] {
		return intelSweepBonus
	}
	return 0
}

// fastestShip returns owner's ship with the highest top speed that may be
// its objective ship (the cheapest on a tie, then the first listed), or
// -1.
func (s *State) fastestShip(owner int) int {
	g := s.Model
	best := -1
	for i := range g.Units {
		if !s.objectiveShipAllowed(i, owner) {
			continue
		}
		if best < 0 {
			best = i
			continue
		}
		p, b := &g.Units[i].Profile, &g.Units[best].Profile
		if p.Speeds.Max > b.Speeds.Max || p.Speeds.Max == b.Speeds.Max && p.Points < b.Points {
			best = i
		}
	}
	return best
}

// Weights of the objective-focused maneuver under Intel Sweep
// (objectivePlace), in the points of Approach.place: what the objective
// ship gains by ending at distance 1 of a token (it removes it when it
// next reveals a dial), and what it loses per mm beyond.
const (
	intelSweepReach = 500.0
	intelSweepMiss  = 2.0
)

// intelSweepPlace scores ship u ending at base: for its player's
// objective ship, a token at distance 1 wins, the nearest token nearer
// the better; other ships are not steered.
func (s *State) intelSweepPlace(u int, base *plane.Polygon) float64 {
	if s.game.obj.ships[s.Model.Units[u].Player] != u {
		return 0
	}
	near := math.Inf(1)
	for k := range s.game.obj.table.n {
		if c, ok := s.ObjectiveToken(k); ok {
			near = min(near, baseTokenGap(base, c))
		}
	}
	switch {
	case math.IsInf(near, 1):
		return 0
	case near <= s.Model.Ruler.Distance[0]:
		return intelSweepReach
	}
	return -intelSweepMiss * (near - s.Model.Ruler.Distance[0])
}

// intelSweepWorth is what a token at c is worth to player (TokenWorth):
// how much nearer its objective ship is to it than the enemy's; before
// the objective ships are named (at set-up), how much nearer its own
// edge than the enemy's.
func (s *State) intelSweepWorth(player int, c plane.Vec) float64 {
	mine, theirs := s.game.obj.ships[player], s.game.obj.ships[1-player]
	if mine < 0 || theirs < 0 || !s.standing(mine) || !s.standing(theirs) {
		t := &s.Model.Battle.Table
		return t.edgeGap(c, 1-player) - t.edgeGap(c, player)
	}
	return s.shipTokenGap(theirs, c) - s.shipTokenGap(mine, c)
}
