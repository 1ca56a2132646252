package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestLandIsExecuted checks issue 31 item 9: the place a planner scores
// (State.Land) is the place State.Maneuver puts the ship, for every speed,
// every yaw at each joint the CR90's chart allows, either side the tool is
// put on, with and without a ship in the way (rules notes §7: the tool's
// other side when the ship would overlap it; the speed lowered while it
// would overlap a ship). Before the fix the planner scored the tool on the
// starboard side while the move went to port on port turns.
func TestLandIsExecuted(t *testing.T) {
	tool := DefaultTool()
	for _, blocked := range []bool{false, true} {
		for speed := 1; speed <= MaxSpeed; speed++ {
			for yaw := int8(-2); yaw <= 2; yaw++ {
				for _, side := range []int8{-1, 1} {
					var others []Unit
					if blocked {
						others = append(others, blocker("B", 20, 68.4*float64(speed), 90, false))
					}
					s := overlapGame(others...)
					s.Model.Units[0].Profile.Speeds = cr90Speeds
					s.Units[0].Speed = int8(speed)
					var c Course
					for j := range speed {
						c.Yaw[j] = max(min(yaw, cr90Speeds.Chart[speed-1][j]), -cr90Speeds.Chart[speed-1][j])
					}
					c.Side = side
					l := s.Land(0, tool, c, speed)
					s.Maneuver(0, tool, c, sim.NewStream(1, 0))
					st := &s.Units[0]
					if st.At != l.At || int(st.SpeedUsed) != l.Speed || st.Overlapped != (l.Closest >= 0) {
						t.Errorf("blocked %v, speed %d, yaw %v, side %d: scored %+v at speed %d (overlapping %d), executed %+v at speed %d (overlapped %v)",
							blocked, speed, c.Yaw, side, l.At, l.Speed, l.Closest, st.At, st.SpeedUsed, st.Overlapped)
					}
					if end, _ := tool.PlaceSided(SmallShip, Placement{}, c, l.Speed); !blocked && end != l.At {
						t.Errorf("speed %d, yaw %v, side %d: Land %+v, Tool.PlaceSided %+v", speed, c.Yaw, side, l.At, end)
					}
				}
			}
		}
	}
}

// planGame is a 900 × 900 mm table with a CR90 of player 0 at from, at
// speed 2, and an enemy CR90 far ahead of it, with obstacles.
func planGame(from Placement, obstacles ...Obstacle) *State {
	me := tableShip("me", 0, from.At.X, from.At.Y, from.Heading)
	me.Profile.Speeds = cr90Speeds
	enemy := tableShip("enemy", 1, from.At.X, 850, 180)
	g := &Model{Tool: DefaultTool(), Ruler: DefaultRuler(), Units: []Unit{me, enemy}, PlayArea: plane.Vec{X: 900, Y: 900}, Obstacles: obstacles}
	g.Players = testPlayers(&testAttacker{}, &testDefender{}, testSquadrons{})
	s := NewState(g)
	s.place(sim.NewStream(1, 0))
	return s
}

// TestPlannerAvoidsAsteroid checks issue 31 items 10 and 11: a ship
// heading straight at an asteroid field at speed 2, its enemy straight
// ahead, every course at that speed ending on the field, spends its
// Navigate token to change speed rather than land on it (a faceup damage
// card, rules notes §7).
func TestPlannerAvoidsAsteroid(t *testing.T) {
	end := 100 + 2*68.4 // a straight move's end
	rock := Obstacle{Polygon: square(450, end, 15), Kind: AsteroidField}
	s := planGame(Placement{plane.Vec{X: 450, Y: 100}, 0}, rock)
	s.GainToken(0, Navigate)
	nav, c := Approach{}.Maneuver(s, 0, nil)
	s.executeManeuver(0, nav, c, false, sim.NewStream(1, 0))
	if s.Units[0].OnObstacle != 0 || s.Units[0].Cards != 0 {
		t.Errorf("course %v, speed change %d: the ship ended on the asteroid field (cards %d)", c.Yaw, nav.Speed, s.Units[0].Cards)
	}
	if nav.Speed == 0 || s.Units[0].HasToken(Navigate) {
		t.Errorf("speed change %d, token kept %v: want the token spent on a speed change", nav.Speed, s.Units[0].HasToken(Navigate))
	}
	if s.Units[0].At.At.Y <= 100 {
		t.Errorf("the ship did not go on (%+v)", s.Units[0].At)
	}
}

// TestPlannerStaysOnTable checks issue 31 items 9 and 10: a ship close to
// the table's edge and heading for it turns away or slows down, whatever
// side the tool goes on, and never plans a move that leaves the table when
// one stays on it.
func TestPlannerStaysOnTable(t *testing.T) {
	for _, from := range []Placement{
		{plane.Vec{X: 120, Y: 450}, 270}, // heading for the left edge
		{plane.Vec{X: 780, Y: 450}, 90},  // the right edge
		{plane.Vec{X: 120, Y: 120}, 225}, // a corner
		{plane.Vec{X: 450, Y: 770}, 315}, // the far edge, at a slant
	} {
		s := planGame(from)
		s.Units[1].At.At.Y = 450 // the enemy beyond the edge's way
		s.gridMoved(1)
		s.GainToken(0, Navigate)
		nav, c := Approach{}.Maneuver(s, 0, nil)
		s.executeManeuver(0, nav, c, false, sim.NewStream(1, 0))
		if s.Units[0].LeftPlayArea {
			t.Errorf("from %+v: course %v, speed change %d left the table", from, c.Yaw, nav.Speed)
		}
	}
}

// TestManeuverWeightsSet checks the weights' names: each sets its own
// field, an unknown name or a negative value is refused.
func TestManeuverWeightsSet(t *testing.T) {
	for i, name := range ManeuverWeightNames() {
		w := DefaultManeuverWeights()
		if err := w.Set(name, 12345); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for j := range maneuverWeightNames {
			if got := *w.field(j); (got == 12345) != (i == j) {
				t.Errorf("setting %s changed weight %s to %v", name, maneuverWeightNames[j], got)
			}
		}
	}
	w := DefaultManeuverWeights()
	if err := w.Set("overlap", 1); err == nil {
		t.Error("an unknown weight was accepted")
	}
	if err := w.Set("damage_card", -1); err == nil {
		t.Error("a negative weight was accepted")
	}
}
