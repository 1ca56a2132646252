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

// TestBattleMoveKeepsMoonshotClusters (battle notes §3.1 Critical
// Locations, §3.3 Moonshot): a ship that may turn 45° away ends its move
// as near Moonshot's Large Solid Object as a Small cluster lies (6.6" off
// its edge) and stays there, so a Critical Location there can be kept
// (before, it fled to the end farthest from the object, and a list with
// one more troopship lost more Moonshot games than it won); a carrier
// keeping a cluster on Standard Orders ends within 6" of its centre.
func TestBattleMoveKeepsMoonshotClusters(t *testing.T) {
	south := dropfleet.MoonshotLayout()[1].Centre
	for _, tc := range []struct {
		name    string
		at      plane.Vec
		heading float64
		keep    bool // keepNear, else clearOfSolid
	}{
		{"§3.3 Small cluster by the object: stays", plane.Vec{X: 24, Y: 12}, 90, false},
		{"§3.1 carrier on Standard Orders: turns back over it", plane.Vec{X: 26, Y: 8}, 100, true},
	} {
		g := &dropfleet.Model{Battle: dropfleet.NewScenario(dropfleet.Moonshot, false)}
		p := dropfleet.Profile{Name: "cruiser", Scan: 8, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100}
		g.AddFleet("a", 2)
		g.AddGroup(g.AddBattlegroup(0, "a-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.LowOrbit, Pos: tc.at, Heading: tc.heading})
		g.AddFleet("b", 2)
		g.AddGroup(g.AddBattlegroup(1, "b-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.HighOrbit, Pos: plane.Vec{X: 44, Y: 44}, Heading: 180})
		s := dropfleet.NewState(g)
		sh := &s.Ships[0]
		thrust := float64(s.Thrust(0))
		m := dropfleet.Movement{Turn: startTurn(dropfleet.Standard, sh.Heading, bearingTo(sh, south)), Distance: thrust / 2}
		if tc.keep {
			m = keepNear(sh, dropfleet.Standard, m, south, thrust/2, thrust)
		} else {
			m = clearOfSolid(s, 0, dropfleet.Standard, m, dropfleet.LowOrbit, south, thrust/2, thrust)
		}
		end := sh.Pos.Add(plane.Direction(sh.Heading + m.Turn).Scale(m.Distance))
		if d := end.Dist(south); d > dropfleet.ClusterRange || dropfleet.CheckMovement(m, dropfleet.Standard, int(thrust)) != nil {
			t.Errorf("%s: move %+v ends %.1f\" from the cluster's centre, want within %d\" on Standard Orders", tc.name, m, d, dropfleet.ClusterRange)
		}
	}
}
