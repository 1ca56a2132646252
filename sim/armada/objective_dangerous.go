package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// Dangerous Territory (core set, navigation, 15 points a victory token;
// rules notes battle §3.2). Set-up: the obstacles must be placed beyond
// distance 5 of both player edges; then an objective token goes on each
// obstacle. Special rule: when a ship overlaps an obstacle (resolved in
// its Move Ship step), its player may take that obstacle's token and
// gain a victory token; the second player's ships ignore the effects of
// asteroid and debris fields. Clarifications: only a token lying on an
// obstacle is taken; with several on one obstacle, one per overlap;
// Strategic may move tokens on and off obstacles.
//
// The engine plays it so: a token lies on an obstacle when its disc
// overlaps it, and is placed at the obstacle's centre (the mean of its
// vertices); a ship always takes one (it costs nothing), before the
// obstacle's effect resolves.

// dangerousObstaclePlaceable reports whether an obstacle may stand at p:
// where the standard placement allows it, and beyond distance 5 of both
// player edges.
func (s *State) dangerousObstaclePlaceable(p *plane.Polygon) bool {
	t := &s.Model.Battle.Table
	return t.ObstaclePlaceable(p, s.obstacles) && t.beyondEdges(p, 5, 0, 1)
}

// dangerousSetUp puts an objective token on each obstacle.
func (s *State) dangerousSetUp() {
	for i := range s.obstacles {
		s.addToken(centre(&s.obstacles[i].Polygon))
	}
}

// ignoresObstacleEffects reports whether ship u ignores the effect of an
// obstacle of kind k it overlaps: under Dangerous Territory, the second
// player's ships ignore asteroid and debris fields; under Asteroid
// Tactics, asteroid fields.
func (s *State) ignoresObstacleEffects(u int, k ObstacleKind) bool {
	second := s.Model.Units[u].Player != s.first
	return s.game.obj.played == DangerousTerritory && second && (k == AsteroidField || k == DebrisField) ||
		s.game.obj.played == AsteroidTactics && second && k == AsteroidField // objective_asteroidtactics.go
}

// tokenOn returns the first objective token on the table lying on
// obstacle o, or -1.
func (s *State) tokenOn(o *plane.Polygon) int {
	for k := range s.game.obj.table.n {
		if s.tokenOnTable(k) && s.tokenDisc(k).Overlaps(o) {
			return k
		}
	}
	return -1
}

// dangerousTake has ship u, having moved, take a token from each obstacle
// it overlaps that has one, a victory token for each.
func (s *State) dangerousTake(u int) {
	if s.Units[u].Destroyed {
		return
	}
	base := s.base(u)
	for i := range s.obstacles {
		o := &s.obstacles[i].Polygon
		if !base.Overlaps(o) {
			continue
		}
		if k := s.tokenOn(o); k >= 0 {
			s.removeToken(k)
			s.gainVictoryToken(s.Model.Units[u].Player, "took an obstacle's token")
		}
	}
}

// Weights of the objective-focused maneuver under Dangerous Territory
// (objectivePlace), in the points of Approach.place: what a ship gains by
// ending on an obstacle with a token (more than an asteroid field costs,
// onAsteroid), and what it loses per mm from the nearest such obstacle.
const (
	dangerousTaken = 450.0
	dangerousMiss  = 1.0
)

// dangerousPlace scores ship u's base ending at base: on an obstacle
// with a token, dangerousTaken; else the nearer such an obstacle the
// better.
func (s *State) dangerousPlace(base *plane.Polygon) float64 {
	return s.tokenObstaclePlace(base, func(i int) bool { return s.tokenOn(&s.obstacles[i].Polygon) >= 0 })
}

// tokenObstaclePlace scores a ship's base ending at base when the
// obstacles that carry tokens (carries says which) are the ones to end
// on: on one, dangerousTaken; else the nearer one the better (Dangerous
// Territory, Infested Fields).
func (s *State) tokenObstaclePlace(base *plane.Polygon, carries func(i int) bool) float64 {
	near := math.Inf(1)
	for i := range s.obstacles {
		o := &s.obstacles[i].Polygon
		if !carries(i) {
			continue
		}
		if base.Overlaps(o) {
			return dangerousTaken
		}
		_, _, d := plane.Closest(base, o)
		near = min(near, d)
	}
	if math.IsInf(near, 1) {
		return 0
	}
	return -dangerousMiss * near
}

// dangerousWorth is what a token at c is worth to player (TokenWorth): on
// an obstacle, how much nearer player's ships are to it than the enemy's
// (it is theirs to take); off every obstacle nothing, as no one can take
// it.
func (s *State) dangerousWorth(player, _ int, c plane.Vec) float64 {
	d := Disc{C: c, R: ObjectiveTokenRadius}
	for i := range s.obstacles {
		if d.Overlaps(&s.obstacles[i].Polygon) {
			mine, theirs := s.nearestShipGap(player, c), s.nearestShipGap(1-player, c)
			if math.IsInf(mine, 1) || math.IsInf(theirs, 1) {
				return 0
			}
			return theirs - mine
		}
	}
	return 0
}
