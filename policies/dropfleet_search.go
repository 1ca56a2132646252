package policies

import (
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// eachMove calls try with every movement BattleMove searches when the
// first it chose, m, will not do (The Anomaly too near its end, a Large
// Solid Object in its path): each start turn order o allows, from 45° to
// the left to 45° to the right in search steps (m's own when o allows
// none, or when the ship is crippled so that it may not turn:
// dropfleet.CrippleSlow), and each of search+1 evenly spaced distances from lo to hi, with
// the point where the movement ends; ends off the table are skipped. The
// order is fixed, and the same for both players on the table turned
// through 180°, so ties break alike.
func eachMove(sh *dropfleet.ShipState, o dropfleet.Order, m dropfleet.Movement, lo, hi float64, search int, try func(turn, d float64, end plane.Vec)) {
	turns := 0 // the start turns tried besides m's: none when o allows none
	switch o.Rule().Turning {
	case dropfleet.TurnAtStart, dropfleet.TurnAtStartOrEnd, dropfleet.TurnTwiceAnywhere:
		turns = search
	}
	if sh.Cripples&dropfleet.CrippleSlow != 0 {
		turns = 0
	}
	for t := 0; t <= turns; t++ {
		turn := m.Turn
		if turns > 0 {
			turn = dropfleet.MaxTurnDegrees * (2*float64(t)/float64(search) - 1)
		}
		dir := plane.Direction(sh.Heading + turn)
		for k := 0; k <= search; k++ {
			d := lo + (max(lo, hi)-lo)*float64(k)/float64(search)
			if end := sh.Pos.Add(dir.Scale(d)); onTable(end) {
				try(turn, d, end)
			}
		}
	}
}
