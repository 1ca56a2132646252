package policies

import (
	"math"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// The battle players go around debris fields (rules notes §7: a ship
// whose move enters a field takes 2 attacks, at 3+ in fine debris and 2+
// in dense, 1 damage each): the scenarios' engine scenery stands between
// the players' edges and the clusters, and dfc-battle's UCM fleet, which
// ploughed through it, lost 6.7 ships a game against 3.1 on the bare
// table. Planetary rings
// are crossed (the engine's runs across the whole table, so going around
// one would stop a fleet at its edge). Every check here is false without
// debris, so the players' choices are then exactly what they were.

// debrisSearch is how many evenly spaced distances and start turns
// clearOfDebris tries (fewer than solidSearch: a detour around debris only
// saves damage, not the ship, and the search runs at every blocked move).
const debrisSearch = 6

// debrisDetour is how much farther from its goal a move may end to keep
// out of debris, in inches: a field is 8" long at most in the engine's
// scenery, and a move that would have to give up more than this stays on
// its course.
const debrisDetour = 6

// clearOfDebris returns m changed, when its straight path from ship i
// enters a debris field, to the movement within order o's bounds [lo, hi]
// and start turns that enters none and ends nearest the goal to, when that
// one ends at most debrisDetour farther from it (any distance for a
// fragile ship: the two hits of a dense field at 2+ destroy a Hull-3
// scout, which flew through them on turn 2 of every game with the 6"
// tolerance); else m. The Anomaly's and
// the solid objects' checks come after it and have the last word.
func clearOfDebris(s *dropfleet.State, i int, o dropfleet.Order, m dropfleet.Movement, to plane.Vec, lo, hi float64) dropfleet.Movement {
	sh := &s.Ships[i]
	if len(s.Model.Battle.Scenery) == 0 {
		return m
	}
	planned := sh.Pos.Add(plane.Direction(sh.Heading + m.Turn).Scale(m.Distance))
	if !s.DebrisHazard(sh.Pos, planned, m.Turn != 0) {
		return m
	}
	detour := float64(debrisDetour)
	if fragile(s, i) {
		detour = math.Inf(1)
	}
	best, bestD := m, planned.Dist(to)+detour+tieDistance
	eachMove(sh, o, m, lo, hi, debrisSearch, func(turn, d float64, end plane.Vec) {
		if dist := end.Dist(to); dist < bestD-tieDistance && !s.DebrisHazard(sh.Pos, end, turn != 0) {
			best.Turn, best.Distance, bestD = turn, d, dist
		}
	})
	return best
}
