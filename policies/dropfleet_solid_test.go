package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestBattleMoveSteersAroundSolidObject (battle notes §3.3 Moonshot, §4.3:
// a ship moving over a Large Solid Object is removed): a battle player's
// ship whose goal lies behind Moonshot's object, straight ahead, moves
// within its order's bounds on a path clear of it, in Low and High Orbit;
// in the Atmosphere, under it, it flies straight on; without an object
// its move is the one it was.
func TestBattleMoveSteersAroundSolidObject(t *testing.T) {
	for _, tc := range []struct {
		name   string
		layer  dropfleet.Layer
		solid  bool
		detour bool
	}{
		{"§4.3 High Orbit: around it", dropfleet.HighOrbit, true, true},
		{"§4.3 Low Orbit: around it", dropfleet.LowOrbit, true, true},
		{"§4.3 Atmosphere: under it", dropfleet.Atmosphere, true, false},
		{"§3.3 no object: straight on", dropfleet.HighOrbit, false, false},
	} {
		g := &dropfleet.Model{Battle: dropfleet.NewScenario(dropfleet.Moonshot, false)}
		if !tc.solid {
			g.Battle.SolidObjects = nil
		}
		p := dropfleet.Profile{Name: "cruiser", Scan: 8, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100, Atmospheric: true}
		g.AddFleet("a", 2)
		g.AddGroup(g.AddBattlegroup(0, "a-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: tc.layer, Pos: plane.Vec{X: 24, Y: 13}})
		g.AddFleet("b", 2)
		g.AddGroup(g.AddBattlegroup(1, "b-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.HighOrbit, Pos: plane.Vec{X: 44, Y: 44}, Heading: 180})
		s := dropfleet.NewState(g)
		thrust := float64(s.Thrust(0))
		to := plane.Vec{X: 24, Y: 40} // behind the object, dead ahead
		m := clearOfSolid(s, 0, dropfleet.Standard, dropfleet.Movement{Distance: thrust}, tc.layer, to, thrust/2, thrust)
		end := s.Ships[0].Pos.Add(plane.Direction(m.Turn).Scale(m.Distance))
		crosses := g.Battle.SolidObjects != nil && s.SolidBetween(s.Ships[0].Pos, tc.layer, end, tc.layer)
		if crosses || dropfleet.CheckMovement(m, dropfleet.Standard, int(thrust)) != nil {
			t.Errorf("%s: move %+v runs over the object or breaks Standard Orders", tc.name, m)
		}
		if detour := m.Turn != 0; detour != tc.detour {
			t.Errorf("%s: move %+v, want a detour %v", tc.name, m, tc.detour)
		}
	}
}
