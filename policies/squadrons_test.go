package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// TestArmadaSquadronPolicies checks what each squadron policy goes for, for
// a Bomber and for another squadron, and whether it moves.
func TestArmadaSquadronPolicies(t *testing.T) {
	g := &armada.Model{Units: []armada.Unit{
		{ID: "x-wing", Profile: armada.Profile{Squadron: true, Bomber: true, Hull: 5}},
		{ID: "tie", Profile: armada.Profile{Squadron: true, Hull: 3}},
	}}
	for _, tc := range []struct {
		name          string
		bomber, other armada.Target
		moves         bool
	}{
		{"hunt", armada.TargetNearestShip, armada.TargetNearest, true},
		{"strike", armada.TargetNearestShip, armada.TargetNearestShip, true},
		{"intercept", armada.TargetNearestSquadron, armada.TargetNearestSquadron, true},
		{"hold", armada.TargetNearestShip, armada.TargetNearest, false},
	} {
		st, err := ArmadaSquadrons.Lookup(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		g.Players[0] = nil
		With(&g.Players[0], st)
		s := armada.NewState(g)
		var prey armada.PreyDecision = armada.Hunt
		var moves armada.SquadronMoveDecision = armada.Hunt
		if p := s.Player(0); p.Prey != nil {
			prey, moves = p.Prey, p.SquadronMoves
		}
		if b, o, m := prey.Prey(s, 0, nil), prey.Prey(s, 1, nil), moves.Moves(s, 0, nil); b != tc.bomber || o != tc.other || m != tc.moves {
			t.Errorf("%s: bomber goes for %v, others for %v, moves %v; want %v, %v, %v", tc.name, b, o, m, tc.bomber, tc.other, tc.moves)
		}
	}
	for _, info := range ArmadaSquadrons.Infos() {
		if _, err := ArmadaSquadrons.Lookup(info.Name); err != nil {
			t.Error(err)
		}
	}
	if _, err := ArmadaSquadrons.Lookup("dogfight"); err == nil {
		t.Error("an unknown squadron policy was accepted")
	}
}
