package dropfleet

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// onTheTable reports whether point v is on the 48" table, its edges
// included.
func onTheTable(v plane.Vec) bool {
	return v.X >= -moveEpsilon && v.Y >= -moveEpsilon && v.X <= TableSize+moveEpsilon && v.Y <= TableSize+moveEpsilon
}

// tableMoved applies a battle's table to ship i's move m, which ran from
// from (heading h0 before it): the table's edges (battle notes §4.3,
// switch U-X3), then the scenery the move entered (scenery.go).
//
// By default a move that would end off the table is refused: it is
// counted in Illegal and the ship stops where its path first meets the
// edge ("Engine default: forbid moves that end off-table"); a ship still
// coming on (its move began off the table) stops at the nearest point of
// the table. Under Rules.LeaveTable the ship flies off and is destroyed,
// no Catastrophic roll, its kill points counted (2.x practice).
func (s *State) tableMoved(i int, from plane.Vec, h0 float64, m Movement, r *sim.Stream) {
	sh := &s.Ships[i]
	mid := from.Add(plane.Direction(Normalize(h0 + m.Turn)).Scale(m.Distance))
	if !onTheTable(sh.Pos) {
		if s.Model.Rules.LeaveTable {
			if s.rec.On() {
				s.rec.Logf("%s flies off the table and is lost", s.Model.Ships[i].ID)
				s.toldDestroyed(i, "off the table")
			}
			sh.Hull, sh.PendingCripple = 0, 0
			return
		}
		s.Illegal++
		sh.Pos = edgeStop(from, mid, sh.Pos)
		if !onTheTable(mid) {
			mid = sh.Pos
		}
		s.gridMoved(i)
	}
	if s.battle.world.on {
		s.solidMoved(i, from, mid) // solidobject.go
		s.sceneryHazards(i, from, mid, m.Turn != 0 || m.ThenTurn != 0 || m.TurnEnd != 0, r)
	}
}

// edgeStop returns where a path from a through b to c, ending off the
// table, first leaves it; the nearest point of the table to c when a is
// off it already.
func edgeStop(a, b, c plane.Vec) plane.Vec {
	lo, hi := plane.Vec{}, plane.Vec{X: TableSize, Y: TableSize}
	clamp := plane.Vec{X: min(max(c.X, 0), TableSize), Y: min(max(c.Y, 0), TableSize)}
	if !onTheTable(a) {
		return clamp
	}
	for _, seg := range [...][2]plane.Vec{{a, b}, {b, c}} {
		if onTheTable(seg[1]) {
			continue
		}
		if _, t1, ok := clipBox(seg[0], seg[1], lo, hi); ok {
			return seg[0].Add(seg[1].Sub(seg[0]).Scale(t1))
		}
		return seg[0]
	}
	return clamp
}
