package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Minefields (core set, navigation, no victory tokens; rules notes battle
// §3.2). Set-up: the second player places every obstacle, anywhere in the
// set-up area (deployment zones allowed) beyond distance 5 of each other;
// then 6 objective tokens, each at distance 1 of an obstacle and beyond
// distance 1 of every other token. Special rule, in the Move Ship step: a
// ship ending its move at distance 1 of a token removes it and rolls 2
// blue dice; it is dealt a facedown damage card per hit or critical icon,
// the first faceup if a critical icon was rolled.
//
// The engine plays it so: a ship at distance 1 of several tokens sets off
// each, in the order they were placed, until it is destroyed; the tokens
// are placed in the set-up area (the card does not say).

// minefieldTokens and minefieldDice are the card's numbers.
const (
	minefieldTokens = 6
	minefieldDice   = 2
)

// minefieldObstaclePlaceable reports whether an obstacle may stand at p:
// wholly in the set-up area and beyond distance 5 of every obstacle
// placed.
func (s *State) minefieldObstaclePlaceable(p *plane.Polygon) bool {
	t := &s.Model.Battle.Table
	lo, hi := t.SetupArea()
	if !within(p, lo, hi) {
		return false
	}
	for i := range s.obstacles {
		if s.obstacles[i].Overlaps(p) {
			return false
		}
		if _, _, d := plane.Closest(p, &s.obstacles[i].Polygon); d <= t.Ruler.Distance[4] {
			return false
		}
	}
	return true
}

// minefieldSpots is how many legal places minefieldSpot weighs.
const minefieldSpots = 16

// minefieldSpot is RandomPlaces' place for obstacle o under Minefields:
// of minefieldSpots legal places drawn at random in the set-up area (out
// of placementTries tries each), the one nearest the area's edge, which
// leaves the most room for the obstacles still to come (random places
// alone leave no room for the sixth in about one set-up in fifty).
func (s *State) minefieldSpot(o *Obstacle, r *sim.Stream) (Placement, bool) {
	lo, hi := s.Model.Battle.Table.SetupArea()
	best, bestGap, found := Placement{}, math.Inf(1), false
	for range minefieldSpots {
		for range placementTries {
			pl := Placement{At: plane.Vec{X: lo.X + r.Float64()*(hi.X-lo.X), Y: lo.Y + r.Float64()*(hi.Y-lo.Y)}, Heading: 360 * r.Float64()}
			if p := o.Placed(pl); s.minefieldObstaclePlaceable(&p.Polygon) {
				if gap := min(pl.At.X-lo.X, hi.X-pl.At.X, pl.At.Y-lo.Y, hi.Y-pl.At.Y); gap < bestGap {
					best, bestGap, found = pl, gap, true
				}
				break
			}
		}
	}
	return best, found
}

// minefieldsSetUp has the second player place the tokens.
func (s *State) minefieldsSetUp(r *sim.Stream) {
	s.placeTokens(1-s.first, minefieldTokens, false, r)
}

// minePlaceable reports whether a token may be placed at c: in the set-up
// area, at distance 1 of an obstacle and beyond distance 1 of every other
// token.
func (s *State) minePlaceable(c plane.Vec) bool {
	d := Disc{C: c, R: ObjectiveTokenRadius}
	if !s.discInSetupArea(d, 0) || !s.tokensApart(c, 1) {
		return false
	}
	for i := range s.obstacles {
		if _, dist := s.obstacles[i].Nearest(c); dist-d.R <= s.Model.Battle.Table.Ruler.Distance[0] {
			return true
		}
	}
	return false
}

// minesGoOff sets off every token at distance 1 of ship u, having moved:
// each is removed and rolls 2 blue dice at the ship.
func (s *State) minesGoOff(u int, r *sim.Stream) {
	for k := range s.game.obj.table.n {
		if s.Units[u].Destroyed {
			return
		}
		if c, ok := s.ObjectiveToken(k); ok && s.shipTokenGap(u, c) <= s.Model.Ruler.Distance[0] {
			s.removeToken(k)
			s.mineDamage(u, r)
		}
	}
}

// mineDamage rolls a mine's 2 blue dice at ship u and deals it a facedown
// damage card per hit or critical icon, the first faceup if a critical
// icon was rolled.
func (s *State) mineDamage(u int, r *sim.Stream) {
	cards, crit := 0, false
	for range minefieldDice {
		f := Blue.Roll(r)
		cards += f.Hits() + f.Crits()
		crit = crit || f.Crits() > 0
	}
	if s.rec.On() {
		s.rec.Logf("%s sets off a mine: %d damage cards", s.Model.Units[u].ID, cards)
	}
	for i := range cards {
		if s.Units[u].Destroyed {
			return
		}
		s.deal(u, i == 0 && crit, r)
	}
}

// mineAvoid is what a ship's maneuver loses, in the points of
// Approach.place, per token at distance 1 of where it ends: about the
// expected 1.5 damage cards of 2 blue dice, as an asteroid field's card
// costs onAsteroid.
const mineAvoid = -450.0

// minesPlace scores a ship ending at base: mineAvoid per token at distance
// 1 (every style, like the obstacles).
func (s *State) minesPlace(base *plane.Polygon) float64 {
	score := 0.0
	for k := range s.game.obj.table.n {
		if c, ok := s.ObjectiveToken(k); ok && baseTokenGap(base, c) <= s.Model.Ruler.Distance[0] {
			score += mineAvoid
		}
	}
	return score
}

// minesWorth is what a token at c is worth to player (TokenWorth): the
// nearer the enemy's ships and the farther from its own the better;
// before deployment, the nearer the enemy's edge.
func (s *State) minesWorth(player int, c plane.Vec) float64 {
	mine, theirs := s.nearestShipGap(player, c), s.nearestShipGap(1-player, c)
	if math.IsInf(mine, 1) || math.IsInf(theirs, 1) {
		return -s.Model.Battle.Table.edgeGap(c, 1-player)
	}
	return min(mine, 2*s.Model.Ruler.Distance[0]) - theirs
}
