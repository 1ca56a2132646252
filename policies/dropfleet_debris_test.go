package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestBattleMoveGoesAroundDebris (rules notes §7: a ship whose move enters
// a debris field takes 2 attacks, Fine 3+, Dense 2+; battle notes §3.3,
// the scenarios' scenery): a battle player's ship whose goal lies behind
// a debris field straight ahead moves within its order's bounds on a path
// that enters none, when one ends no more than debrisDetour farther from
// the goal; a field too wide to go around, a planetary ring (crossed) and
// no scenery leave its move as it was.
func TestBattleMoveGoesAroundDebris(t *testing.T) {
	at := plane.Vec{X: 24, Y: 10}
	for _, tc := range []struct {
		name   string
		pieces []dropfleet.Scenery
		detour bool
	}{
		{"§7 dense debris ahead: around it", []dropfleet.Scenery{{Kind: dropfleet.DenseDebris, Centre: plane.Vec{X: 24, Y: 16}, Length: 6, Width: 3, Heading: 90}}, true},
		{"§7 fine debris ahead: around it", []dropfleet.Scenery{{Kind: dropfleet.FineDebris, Centre: plane.Vec{X: 24, Y: 16}, Length: 8, Width: 4, Heading: 90}}, true},
		{"§7 debris too wide to go around or stop short of: through it", []dropfleet.Scenery{{Kind: dropfleet.DenseDebris, Centre: plane.Vec{X: 24, Y: 14}, Length: 40, Width: 3, Heading: 90}}, false},
		{"§7 a planetary ring ahead: across it", []dropfleet.Scenery{{Kind: dropfleet.PlanetaryRing, Centre: plane.Vec{X: 24, Y: 16}, Length: 48, Width: 4, Heading: 90}}, false},
		{"§7 debris aside: straight on", []dropfleet.Scenery{{Kind: dropfleet.DenseDebris, Centre: plane.Vec{X: 34, Y: 16}, Length: 6, Width: 3, Heading: 90}}, false},
		{"no scenery: straight on", nil, false},
	} {
		g := &dropfleet.Model{Battle: dropfleet.NewTakeAndHold()}
		g.Battle.Scenery = tc.pieces
		p := dropfleet.Profile{Name: "cruiser", Scan: 8, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100}
		g.AddFleet("a", 2)
		g.AddGroup(g.AddBattlegroup(0, "a-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.HighOrbit, Pos: at})
		g.AddFleet("b", 2)
		g.AddGroup(g.AddBattlegroup(1, "b-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.HighOrbit, Pos: plane.Vec{X: 44, Y: 44}, Heading: 180})
		s := dropfleet.NewState(g)
		thrust := float64(s.Thrust(0))
		to := plane.Vec{X: 24, Y: 30} // behind the piece, dead ahead
		m := clearOfDebris(s, 0, dropfleet.Standard, dropfleet.Movement{Distance: thrust}, to, thrust/2, thrust)
		end := at.Add(plane.Direction(m.Turn).Scale(m.Distance))
		if dropfleet.CheckMovement(m, dropfleet.Standard, int(thrust)) != nil {
			t.Errorf("%s: move %+v breaks Standard Orders", tc.name, m)
		}
		if detour := m.Turn != 0; detour != tc.detour {
			t.Errorf("%s: move %+v, want a detour %v", tc.name, m, tc.detour)
		}
		if tc.detour && s.EntersDebris(at, end) {
			t.Errorf("%s: move %+v still enters the debris", tc.name, m)
		}
	}
}
