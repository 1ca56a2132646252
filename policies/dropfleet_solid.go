package policies

import (
	"math"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// The battle players steer around the Large Solid Objects (battle notes
// §3.3 Moonshot, §4.3): a ship in High or Low Orbit whose move runs over
// one is removed from play. Every check here is false without them, so
// the players' choices are then exactly what they were.

// solidSearch is how many evenly spaced distances and start turns
// BattleMove tries when the move nearest its goal runs over a Large Solid
// Object.
const solidSearch = 12

// clearOfSolid returns m changed, when its straight path from ship i in
// layer l runs over a Large Solid Object or ends nearer one than
// turnAwayRoom (from where the ship could not always turn away next
// time), to the movement within order o's bounds [lo, hi] and start turns
// that ends clear of every object by that much and nearest the goal to;
// when none does, the one that runs clear and ends farthest from them; m
// is unchanged when it is safe already, without objects, or when no
// movement the order allows runs clear (the ship is lost either way).
// Ends off the table are never chosen.
func clearOfSolid(s *dropfleet.State, i int, o dropfleet.Order, m dropfleet.Movement, l dropfleet.Layer, to plane.Vec, lo, hi float64) dropfleet.Movement {
	sh := &s.Ships[i]
	if len(s.Model.Battle.SolidObjects) == 0 || l == dropfleet.Atmosphere {
		return m
	}
	// rank: 2 safe, 1 clear but near, 0 over an object; room: the least
	// clearance
	rank := func(end plane.Vec) (int, float64) {
		if s.SolidBetween(sh.Pos, l, end, l) {
			return 0, 0
		}
		room, near := 1e18, false
		for _, ob := range s.Model.Battle.SolidObjects {
			c := ob.Clearance(end)
			room = min(room, c)
			near = near || c < turnAwayRoom(&ob, sh, hi)
		}
		if near {
			return 1, room
		}
		return 2, room
	}
	if r, _ := rank(sh.Pos.Add(plane.Direction(sh.Heading + m.Turn).Scale(m.Distance))); r == 2 {
		return m
	}
	best, bestRank, bestV := m, 0, 0.0
	eachMove(sh, o, m, lo, hi, solidSearch, func(turn, d float64, end plane.Vec) {
		r, room := rank(end)
		v := -end.Dist(to) // safe ends: nearest the goal
		if r == 1 {
			v = room // else farthest from the objects
		}
		if r > bestRank || r == bestRank && r > 0 && v > bestV+tieDistance {
			best.Turn, best.Distance, bestRank, bestV = turn, d, r, v
		}
	})
	return best
}

// turnAwayRoom is how far from object ob a ship must end so that next
// time it can always run clear: one that may turn 45° away from the
// object's centre clears a circle of radius R from R(√2-1) off its edge,
// however far it must go; a ship crippled so that it may not turn
// (dropfleet.CrippleSlow) needs the most the order moves, hi. Ending
// nearer than hi whatever the turn drove every ship keeping Moonshot's
// Small clusters (6.6" off the Large Solid Object) away from them.
func turnAwayRoom(ob *dropfleet.SolidObject, sh *dropfleet.ShipState, hi float64) float64 {
	if sh.Cripples&dropfleet.CrippleSlow != 0 {
		return hi
	}
	return min(hi, ob.Diameter/2*(math.Sqrt2-1))
}

// solidAhead reports whether ship i, moving straight ahead in its layer
// up to reach, would run over a Large Solid Object or end nearer one than
// reach: the battle players then take no order that may not turn.
func solidAhead(s *dropfleet.State, i int, reach float64) bool {
	sh := &s.Ships[i]
	if len(s.Model.Battle.SolidObjects) == 0 || sh.Layer == dropfleet.Atmosphere {
		return false
	}
	end := sh.Pos.Add(plane.Direction(sh.Heading).Scale(reach))
	for _, ob := range s.Model.Battle.SolidObjects {
		if ob.Crosses(sh.Pos, end) || ob.Clearance(end) < reach {
			return true
		}
	}
	return false
}
