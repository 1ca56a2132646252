package policies

import (
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// The battle players keep clear of The Anomaly (battle notes §3.3): a ship
// in High or Low Orbit within 3" of it at the end of its activation, or of
// where the Anomaly's move at the end of the Roundup takes it, costs its
// owner 1 VP. Every check here is false when the battle does not play the
// Anomaly, so the players' choices are then exactly what they were.

// anomalyBerth is how far from The Anomaly (where it stands and where it
// will stand after its next move) the battle players keep a ship in orbit:
// its 3" reach and an inch to spare for the ships of a group, which stand
// apart.
const anomalyBerth = dropfleet.AnomalyReach + 1

// anomalySearch is how many evenly spaced distances and start turns
// BattleMove tries when the end point nearest its goal is too near The
// Anomaly.
const anomalySearch = 12

// nearAnomaly reports whether a ship at v in layer l would be within
// anomalyBerth of The Anomaly, now or after its next move (never in the
// Atmosphere, nor when the battle does not play it).
func nearAnomaly(s *dropfleet.State, v plane.Vec, l dropfleet.Layer) bool {
	on, at, next, _ := s.Anomaly()
	return on && l != dropfleet.Atmosphere && min(v.Dist(at), v.Dist(next)) <= anomalyBerth
}

// inAnomalyReach reports whether a ship at v in layer l would be within
// The Anomaly's 3" reach, now or after its next move: the end that costs
// its owner 1 VP, which the battle players shun even when no end of the
// move keeps anomalyBerth.
func inAnomalyReach(s *dropfleet.State, v plane.Vec, l dropfleet.Layer) bool {
	on, at, next, _ := s.Anomaly()
	return on && l != dropfleet.Atmosphere && min(v.Dist(at), v.Dist(next)) <= dropfleet.AnomalyReach
}

// anomalyCostly reports whether cluster c is a goal The Anomaly spoils: the
// cluster it replaced, which scores nothing and cannot be surveyed. A
// cluster the Anomaly stands beside is still worth going for: its sectors
// are landed on from the Atmosphere (where the Anomaly costs nothing) or
// from Low Orbit up to 6" away, and its Critical Location is held from
// anywhere in Low Orbit within 6" of its centre, most of which lies more
// than anomalyBerth from the Anomaly, where clearOfAnomaly ends the moves.
// (When the players shunned such clusters too, both left the Large
// centre cluster of Take & Hold to nobody whenever the Anomaly, having
// replaced a Medium one, came to rest 3" from its centre, as it does
// between two clusters 9" apart, and the UCM of dfc-battle, which wins
// by that cluster, won 0.67 rather than 0.94.)
func anomalyCostly(s *dropfleet.State, c int) bool {
	on, _, _, replaced := s.Anomaly()
	return on && c == replaced
}

// groupNearAnomaly reports whether a ship of activation a stands within
// anomalyBerth of The Anomaly in orbit (now or after its next move): the
// battlegroup then takes no Station Keeping, whose short move may not take
// that ship clear.
func groupNearAnomaly(s *dropfleet.State, a *dropfleet.Activation) bool {
	for _, o := range a.Ships {
		if s.OnTable(o.Ship) && nearAnomaly(s, s.Ships[o.Ship].Pos, s.Ships[o.Ship].Layer) {
			return true
		}
	}
	return false
}

// clearOfAnomaly returns m changed, when its end point in layer l is too
// near The Anomaly, to the movement within order o's bounds [lo, hi] and
// start turns whose end is clear of it and nearest the goal to; when none
// is clear, the one ending farthest from it. m is unchanged when the
// Anomaly is not played or its end is clear.
func clearOfAnomaly(s *dropfleet.State, i int, o dropfleet.Order, m dropfleet.Movement, l dropfleet.Layer, to plane.Vec, lo, hi float64) dropfleet.Movement {
	sh := &s.Ships[i]
	if !nearAnomaly(s, sh.Pos.Add(plane.Direction(sh.Heading+m.Turn).Scale(m.Distance)), l) {
		return m
	}
	_, at, next, _ := s.Anomaly()
	best, clear, score := m, false, -1e18
	eachMove(sh, o, m, lo, hi, anomalySearch, func(turn, d float64, end plane.Vec) {
		ok := !nearAnomaly(s, end, l)
		v := -end.Dist(to) // clear ends: nearest the goal
		if !ok {
			v = min(end.Dist(at), end.Dist(next)) // else farthest from the Anomaly
		}
		if ok && !clear || ok == clear && v > score {
			best.Turn, best.Distance, clear, score = turn, d, ok, v
		}
	})
	return best
}

// anomalyAhead reports whether ship i, on order o, which may not turn,
// would end every move straight ahead within anomalyBerth of The Anomaly:
// the battle players then take another order, one that lets the ship turn
// its end clear. (Objective-first warships with no Critical Location to
// keep close on the enemy at Weapons Free; around The Anomaly, which
// stands between the clusters, where the two fleets meet, that order ran
// them into its 3" and cost the UCM of dfc-battle about 1 VP a game.)
func anomalyAhead(s *dropfleet.State, i int, o dropfleet.Order) bool {
	sh := &s.Ships[i]
	if on, _, _, _ := s.Anomaly(); !on || sh.Layer == dropfleet.Atmosphere {
		return false
	}
	lo, hi := o.Bounds(s.Thrust(i))
	ahead := plane.Direction(sh.Heading)
	for k := 0; k <= anomalySearch; k++ {
		d := lo + (max(lo, hi)-lo)*float64(k)/anomalySearch
		if end := sh.Pos.Add(ahead.Scale(d)); onTable(end) && !nearAnomaly(s, end, sh.Layer) {
			return false
		}
	}
	return true
}
