package policies

import (
	"math"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// The battle players end their moves where a base can stand: on the
// table, and not on another ship's base (two bases cannot overlap on a
// table). Without this, the ships of a group flying to one cluster
// centre all ended on its point: 36-38 overlaps a game (issue 31 item 6,
// counted by the judge, scenarios/internal/judge).

// baseRoom is how far apart the battle players keep two ships' flight
// stems at the end of a move: the small flying bases are about an inch
// across (the judge's BaseDistance), and a little more keeps rounding
// from putting two edges in touch.
const baseRoom = 1.05

// shipSearch is how many evenly spaced distances and start turns
// clearOfShips tries.
const shipSearch = 12

// onBase reports whether a ship ending at end would stand on the base of
// another ship on the table than i.
func onBase(s *dropfleet.State, i int, end plane.Vec) bool {
	for j := range s.Model.Ships {
		if j != i && s.OnTable(j) && s.Ships[j].Pos.Dist(end) < baseRoom {
			return true
		}
	}
	return false
}

// clearOfShips returns m changed, when it ends off the table or on
// another ship's base, to the movement within order o's bounds [lo, hi]
// and start turns that ends on the table, and of those the first of: clear
// of every base, out of debris when m was (or the ship is fragile), clear
// of The Anomaly's 3" reach in layer l when m was, then of its berth
// (anomalyBerth) when m was, clear of the Large Solid Objects;
// among equals, nearest the goal to. It is m when every movement the
// order allows ends off the table.
func clearOfShips(s *dropfleet.State, i int, o dropfleet.Order, m dropfleet.Movement, l dropfleet.Layer, to plane.Vec, lo, hi float64) dropfleet.Movement {
	sh := &s.Ships[i]
	end := sh.Pos.Add(plane.Direction(sh.Heading + m.Turn).Scale(m.Distance))
	next := float64(s.Model.Ships[i].Profile.Thrust) / 2 // the least move of its next activation on most orders
	if onTable(end) && !onBase(s, i, end) && !trapped(end, sh.Heading+m.Turn, next) {
		return m
	}
	avoidDebris := len(s.Model.Battle.Scenery) > 0 && (!s.DebrisHazard(sh.Pos, end, m.Turn != 0) || fragile(s, i))
	avoidAnomaly, avoidReach := !nearAnomaly(s, end, l), !inAnomalyReach(s, end, l)
	// faults ranks an end: each a power of two, the worse the higher
	faults := func(e plane.Vec, heading float64) int {
		f := 0
		if s.SolidBetween(sh.Pos, l, e, l) {
			f |= 32
		}
		if onBase(s, i, e) {
			f |= 16
		}
		if trapped(e, heading, next) {
			f |= 8
		}
		if avoidDebris && s.DebrisHazard(sh.Pos, e, heading != sh.Heading) {
			f |= 4
		}
		if avoidReach && inAnomalyReach(s, e, l) {
			f |= 2
		}
		if avoidAnomaly && nearAnomaly(s, e, l) {
			f |= 1
		}
		return f
	}
	best, bestF, bestD := m, math.MaxInt, math.Inf(1)
	try := func(turn, d float64, e plane.Vec) {
		f := faults(e, sh.Heading+turn)
		if dist := e.Dist(to); f < bestF || f == bestF && dist < bestD-tieDistance {
			best.Turn, best.Distance, bestF, bestD = turn, d, f, dist
		}
	}
	eachMove(sh, o, m, lo, hi, shipSearch, try)
	if bestF == math.MaxInt { // every end is within tableMargin of an edge: any on the table
		eachEdgeMove(sh, o, m, lo, hi, try)
	}
	return best
}

// eachEdgeMove calls try, as eachMove does, with the movements whose ends
// are on the table but within tableMargin of its edge, which eachMove
// skips.
func eachEdgeMove(sh *dropfleet.ShipState, o dropfleet.Order, m dropfleet.Movement, lo, hi float64, try func(turn, d float64, end plane.Vec)) {
	turns := 0
	if o.Rule().Turning != dropfleet.NoTurn && sh.Cripples&dropfleet.CrippleSlow == 0 {
		turns = shipSearch
	}
	for t := 0; t <= turns; t++ {
		turn := m.Turn
		if turns > 0 {
			turn = dropfleet.MaxTurnDegrees * (2*float64(t)/float64(shipSearch) - 1)
		}
		dir := plane.Direction(sh.Heading + turn)
		for k := 0; k <= shipSearch; k++ {
			d := lo + (max(lo, hi)-lo)*float64(k)/float64(shipSearch)
			if end := sh.Pos.Add(dir.Scale(d)); onTheTable(end) && !onTable(end) {
				try(turn, d, end)
			}
		}
	}
}

// onTheTable reports whether v is on the table, its edges included.
func onTheTable(v plane.Vec) bool {
	return v.X >= 0 && v.Y >= 0 && v.X <= dropfleet.TableSize && v.Y <= dropfleet.TableSize
}

// endTurn returns the turn at the end of a Course Change move ending at
// end, heading heading: want, when it leaves the ship a move next time
// (trapped), else of 0° and ±45° the nearest want that does; want when
// none does.
func endTurn(end plane.Vec, heading, want, next float64) float64 {
	if !trapped(end, heading+want, next) {
		return want
	}
	best, bestD := want, math.Inf(1)
	for _, t := range [...]float64{0, -dropfleet.MaxTurnDegrees, dropfleet.MaxTurnDegrees} {
		if d := math.Abs(t - want); d < bestD && !trapped(end, heading+t, next) {
			best, bestD = t, d
		}
	}
	return best
}

// trapped reports whether a ship ending at end, heading heading, could
// not make three more moves of least next inches, turning up to 45° at
// the start of each, without leaving the table: a ship that ran up to an
// edge head on had no legal move left (the judge saw 0.05 moves a game
// ask to leave the table), and ships that looked one or two moves ahead
// were still cornered later.
func trapped(end plane.Vec, heading, next float64) bool { return cornered(end, heading, next, 2) }

// cornered reports whether a ship at end, heading heading, has no path of
// depth+1 moves of next inches, each turning -45°, 0° or 45° at its start,
// that stays on the table.
func cornered(end plane.Vec, heading, next float64, depth int) bool {
	for _, turn := range [...]float64{-dropfleet.MaxTurnDegrees, 0, dropfleet.MaxTurnDegrees} {
		h := heading + turn
		if e := end.Add(plane.Direction(h).Scale(next)); onTable(e) && (depth == 0 || !cornered(e, h, next, depth-1)) {
			return false
		}
	}
	return true
}

// fragile reports whether ship i is fragile: a starting Hull of 4 or less,
// which the two hits of a debris field can cripple or destroy.
func fragile(s *dropfleet.State, i int) bool { return s.Model.Ships[i].Profile.Hull <= fragileHull }

// fragileHull is the largest starting Hull of a fragile ship.
const fragileHull = 4
