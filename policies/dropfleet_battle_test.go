package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestBattleMoveCrippledSlow (rules notes, crippling: "Thrust halved, no
// turning or layer change"): a battle player's ship so crippled, its goal
// off its bow, is given a move straight ahead in its layer whose half, the
// distance the rules core moves it, ends nearest the goal, within the
// order's bounds; the same ship uncrippled turns towards the goal.
func TestBattleMoveCrippledSlow(t *testing.T) {
	for _, tc := range []struct {
		name    string
		cripple dropfleet.Cripple
		turns   bool
	}{
		{"crippled: straight on, half the distance", dropfleet.CrippleSlow, false},
		{"not crippled: turns towards its goal", 0, true},
	} {
		g := &dropfleet.Model{Battle: dropfleet.NewTakeAndHold()}
		p := dropfleet.Profile{Name: "cruiser", Scan: 8, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100}
		centre := g.Battle.Clusters[2].Centre
		g.AddFleet("a", 2)
		g.AddGroup(g.AddBattlegroup(0, "a-line", dropfleet.Line), p.Name, p, 1,
			dropfleet.ShipState{Layer: dropfleet.HighOrbit, Pos: centre.Add(plane.Vec{X: -8, Y: -10}), Heading: 0, Cripples: tc.cripple})
		g.AddFleet("b", 2)
		g.AddGroup(g.AddBattlegroup(1, "b-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.HighOrbit, Pos: plane.Vec{X: 44, Y: 47}, Heading: 180})
		s := dropfleet.NewState(g)
		m := BattleMove{}.Move(s, 0, dropfleet.Standard, nil)
		if err := dropfleet.CheckMovement(m, dropfleet.Standard, p.Thrust); err != nil {
			t.Fatalf("%s: move %+v: %v", tc.name, m, err)
		}
		if turns := m.Turn != 0 || m.TurnEnd != 0; turns != tc.turns {
			t.Errorf("%s: move %+v, want turning %v", tc.name, m, tc.turns)
		}
		if tc.turns {
			continue
		}
		lo, hi := dropfleet.Standard.Bounds(p.Thrust)
		sh := &s.Ships[0]
		to, _ := goal(s, 0, false)
		want := clamp(to.Sub(sh.Pos).Dot(plane.Direction(sh.Heading)), lo/2, hi/2)
		if m.Layer != dropfleet.LayerNone || m.Distance/2 != want {
			t.Errorf("%s: move %+v, want %g straight ahead (moved half: %g) in its layer", tc.name, m, 2*want, want)
		}
	}
}
