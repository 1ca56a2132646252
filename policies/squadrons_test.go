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
	s := armada.NewState(g)
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
		p, err := ArmadaSquadrons(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		if b, o, m := p.Prey(s, 0), p.Prey(s, 1), p.Moves(s, 0); b != tc.bomber || o != tc.other || m != tc.moves {
			t.Errorf("%s: bomber goes for %v, others for %v, moves %v; want %v, %v, %v", tc.name, b, o, m, tc.bomber, tc.other, tc.moves)
		}
	}
	for _, info := range ArmadaSquadronPolicies() {
		if _, err := ArmadaSquadrons(info.Name); err != nil {
			t.Error(err)
		}
	}
	if _, err := ArmadaSquadrons("dogfight"); err == nil {
		t.Error("an unknown squadron policy was accepted")
	}
}
