package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestPlayArea: "any unit with part of its base ... outside the play area"
// is destroyed (rules notes §6); squadrons moved aside are placed "never
// outside the play area" (rules notes §7). Touching the edge is on it.
func TestPlayArea(t *testing.T) {
	edge := 500.0
	for _, tc := range []struct {
		name      string
		y         float64 // the ship's centre before a speed-2 move straight ahead (+y)
		destroyed bool
	}{
		{"ends inside", edge - 35.5 - 2*68.4 - 10, false},
		{"ends touching the edge", edge - 35.5 - 2*68.4, false},
		{"ends a hair over it", edge - 35.5 - 2*68.4 + 0.01, true},
	} {
		s := tableGame(tableShip("ship", 0, 100, tc.y, 0))
		s.Model.PlayArea = plane.Vec{X: 1000, Y: edge}
		s.Maneuver(0, s.Model.Tool, Course{Side: 1}, sim.NewStream(1, 0))
		s.leavePlayArea(0)
		if st := s.Units[0]; st.Destroyed != tc.destroyed || st.LeftPlayArea != tc.destroyed {
			t.Errorf("%s: destroyed %v, left %v; want %v", tc.name, st.Destroyed, st.LeftPlayArea, tc.destroyed)
		}
	}
	// a ship ends on a squadron by the east edge: the nearest place
	// touching the ship is past the edge, so the squadron goes elsewhere
	end := 2 * 68.4
	s := tableGame(tableShip("mover", 0, 1000-21.5-5, 0, 0), tableSquadron("x", 1, 1000-21.5-5, end))
	s.Model.PlayArea = plane.Vec{X: 1000, Y: 500}
	s.Maneuver(0, s.Model.Tool, Course{Side: -1}, sim.NewStream(1, 0))
	s.moveAside(0, nil)
	if s.Units[1].MovedAside != 1 || !s.Model.holdsDisc(s.Disc(1)) || !touches(s, 1, 0) {
		t.Errorf("the squadron was moved aside %d times to %+v: want once, touching the ship, on the table", s.Units[1].MovedAside, s.Units[1].At.At)
	}
	// a squadron flying at a ship beyond the edge stops on the table
	s = tableGame(tableSquadron("x", 0, 980, 100), tableShip("target", 1, 980, 400, 90))
	s.Model.PlayArea = plane.Vec{X: 1000, Y: 300}
	s.moveSquadron(0, TargetNearest)
	if !s.Model.holdsDisc(s.Disc(0)) {
		t.Errorf("the squadron flew off the table to %+v", s.Units[0].At.At)
	}
}
