package armada

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// cr90Speeds is the CR90's speed chart from the rules notes §6: speeds 1:[II]
// 2:[I,II] 3:[-,I,II] 4:[-,I,I,II].
var cr90Speeds = SpeedChart{Max: 4, Chart: [MaxSpeed][MaxSpeed]int8{{2}, {1, 2}, {0, 1, 2}, {0, 1, 1, 2}}}

// TestSpeedChart: "each box shows the max clicks of that joint either way"
// (rules notes §6).
func TestSpeedChart(t *testing.T) {
	for _, tc := range []struct {
		name  string
		speed int
		yaw   [MaxSpeed]int8
		want  bool
	}{
		{"speed 1, II to port", 1, [MaxSpeed]int8{-2}, true},
		{"speed 1, three clicks", 1, [MaxSpeed]int8{3}, false},
		{"speed 2, I then II", 2, [MaxSpeed]int8{1, -2}, true},
		{"speed 2, II at the first joint", 2, [MaxSpeed]int8{2, 0}, false},
		{"speed 3, '-' allows none", 3, [MaxSpeed]int8{1, 0, 0}, false},
		{"speed 2, a click past its joints", 2, [MaxSpeed]int8{0, 0, 1}, false},
		{"speed 0, straight", 0, [MaxSpeed]int8{}, true},
		{"speed 5: not on the chart", 5, [MaxSpeed]int8{}, false},
	} {
		if got := cr90Speeds.Allows(tc.speed, tc.yaw); got != tc.want {
			t.Errorf("%s: allowed %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestToolPlace checks the maneuver tool (rules notes §7): straight ahead
// the ship moves a segment per speed; with yaw the ship's heading turns by
// 22.5° a click, and the tool's centre line beside its front ends at the
// joint for its speed.
func TestToolPlace(t *testing.T) {
	tool := DefaultTool()
	from := Placement{plane.Vec{X: 100, Y: 100}, 0}
	straight := tool.Place(SmallShip, from, Course{Side: 1}, 2)
	if d := straight.At.Sub(plane.Vec{X: 100, Y: 100 + 2*68.4}).Len(); d > 1e-9 || straight.Heading != 0 {
		t.Errorf("speed 2 straight: %+v, want 136.8 mm ahead", straight)
	}
	if still := tool.Place(SmallShip, from, Course{Yaw: [MaxSpeed]int8{2}}, 0); still != from {
		t.Errorf("speed 0 moved the ship to %+v", still)
	}
	for _, side := range []int8{1, -1} {
		c := Course{Yaw: [MaxSpeed]int8{1, 2}, Side: side}
		end := tool.Place(SmallShip, from, c, 2)
		if math.Abs(end.Heading-67.5) > 1e-9 {
			t.Errorf("side %d: heading %v, want 67.5 (3 clicks)", side, end.Heading)
		}
		off := 43.0/2 + tool.Width/2
		toolPoint := func(p Placement) plane.Vec {
			return p.At.Add(plane.Direction(p.Heading).Scale(71.0 / 2)).Add(plane.Direction(p.Heading + 90).Scale(float64(side) * off))
		}
		joint := toolPoint(from).Add(plane.Direction(0).Scale(tool.Segment)).Add(plane.Direction(22.5).Scale(tool.Segment))
		if d := toolPoint(end).Sub(joint).Len(); d > 1e-9 {
			t.Errorf("side %d: the ship's front is %v mm off the speed-2 joint", side, d)
		}
	}
}

// overlapGame places the moving small ship A at the origin heading +Y at
// speed 2, and the given others.
func overlapGame(others ...Unit) *State {
	a := Unit{ID: "A", Profile: Profile{Size: SmallShip, Hull: 9, Speeds: cr90Speeds}, Speed: 2, Placed: true, Start: Placement{plane.Vec{X: 0, Y: 0}, 0}}
	g := &Model{Tool: DefaultTool(), Units: append([]Unit{a}, others...)}
	g.Players = testPlayers(nil, &testDefender{}, nil)
	s := NewState(g)
	s.place(sim.NewStream(1, 0))
	return s
}

func blocker(id string, x, y, heading float64, flotilla bool) Unit {
	return Unit{ID: id, Player: 1, Profile: Profile{Size: SmallShip, Hull: 9, Flotilla: flotilla}, Placed: true, Start: Placement{plane.Vec{X: x, Y: y}, heading}}
}

// TestHugeShipTool: "put the first segment's guides into the notches on one
// side of the FRONT of the base (huge ships: rear base)" (rules notes §7):
// a huge ship's tool starts at the middle of its token, and the ship is put
// back with that point at the joint.
func TestHugeShipTool(t *testing.T) {
	tool := DefaultTool()
	from := Placement{plane.Vec{X: 500, Y: 300}, 90}
	c := Course{Yaw: [MaxSpeed]int8{1}, Side: -1}
	end := tool.Place(HugeShip, from, c, 1)
	off := 77.5/2 + tool.Width/2
	middle := func(p Placement) plane.Vec { return p.At.Add(plane.Direction(p.Heading - 90).Scale(off)) }
	joint := middle(from).Add(plane.Direction(90).Scale(tool.Segment))
	if d := middle(end).Sub(joint).Len(); d > 1e-9 || math.Abs(end.Heading-112.5) > 1e-9 {
		t.Errorf("huge ship at speed 1: the rear base's front is %v mm off the joint, heading %v (want 0 mm, 112.5°)", d, end.Heading)
	}
}

// TestOverlapProcedure follows seed 004 step by step: "la seva velocitat es
// redueix temporalment en 1 i ho torna a intentar fins que pot acabar el
// moviment o la seva velocitat es redueix a 0. Després de moure's, tant la
// nau que es mou com la nau més propera amb què s'hagi superposat reben una
// carta de dany cap per avall"; touching is not overlapping; the flotilla
// exception of rules notes §7.
func TestOverlapProcedure(t *testing.T) {
	tests := []struct {
		name      string
		others    []Unit
		flotillaA bool
		speed     int8
		cards     []int8 // A, then the others
	}{
		{"clear ahead", []Unit{blocker("B", 0, 300, 90, false)}, false, 2, []int8{0, 0}},
		{"touching at speed 2 is not overlapping", []Unit{blocker("B", 0, 2*68.4+35.5+21.5, 90, false)}, false, 2, []int8{0, 0}},
		{"overlaps at 2, fits at 1", []Unit{blocker("B", 0, 150, 90, false)}, false, 1, []int8{1, 1}},
		{"overlaps at 2 and 1: stays at 0", []Unit{blocker("B", 0, 80, 90, false)}, false, 0, []int8{1, 1}},
		{"the closest of the ships it overlapped", []Unit{blocker("B", 0, 150, 90, false), blocker("C", 40, 90, 0, false)}, false, 0, []int8{1, 0, 1}},
		{"a flotilla overlapping takes the card alone", []Unit{blocker("B", 0, 150, 90, false)}, true, 1, []int8{1, 0}},
		{"a flotilla overlapped takes it alone", []Unit{blocker("B", 0, 150, 90, true)}, false, 1, []int8{0, 1}},
		{"two flotillas both take one", []Unit{blocker("B", 0, 150, 90, true)}, true, 1, []int8{1, 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := overlapGame(tc.others...)
			s.Model.Units[0].Profile.Flotilla = tc.flotillaA
			s.Maneuver(0, s.Model.Tool, Course{Side: 1}, sim.NewStream(2, 0))
			if got := s.Units[0].SpeedUsed; got != tc.speed {
				t.Errorf("executed at speed %d, want %d", got, tc.speed)
			}
			if s.Units[0].Speed != 2 {
				t.Errorf("the dial changed to %d; the reduction is temporary", s.Units[0].Speed)
			}
			for i, want := range tc.cards {
				if got := s.Units[i].OverlapCards; got != want || int(s.Units[i].Cards) != int(want) {
					t.Errorf("%s: %d overlap cards (%d damage cards), want %d", s.Model.Units[i].ID, got, s.Units[i].Cards, want)
				}
				if s.Units[i].Faceup != ([cardKinds]uint8{}) {
					t.Errorf("%s: an overlap card was dealt faceup", s.Model.Units[i].ID)
				}
			}
			want := plane.Vec{X: 0, Y: 68.4 * float64(tc.speed)}
			if d := s.Units[0].At.At.Sub(want).Len(); d > 1e-9 {
				t.Errorf("ended at %+v, want %+v", s.Units[0].At.At, want)
			}
		})
	}
}

// TestJitter: placed units move by at most their jitter, differently each
// trial, the same for the same stream.
func TestJitter(t *testing.T) {
	b := blocker("B", 0, 150, 90, false)
	b.JitterMM, b.JitterDeg = 10, 5
	s := overlapGame(b)
	seen := map[Placement]bool{}
	for block := range uint64(50) {
		s.place(sim.NewStream(7, block))
		at := s.Units[1].At
		if math.Abs(at.At.X) > 10 || math.Abs(at.At.Y-150) > 10 || math.Abs(at.Heading-90) > 5 {
			t.Errorf("jittered to %+v, beyond 10 mm and 5°", at)
		}
		seen[at] = true
		s.place(sim.NewStream(7, block))
		if s.Units[1].At != at {
			t.Error("the same stream placed the unit differently")
		}
	}
	if len(seen) < 50 {
		t.Errorf("%d distinct placements in 50 trials", len(seen))
	}
}

// TestToolSide: the ship "may not overlap the tool in its final position —
// if it would, use the other side; if both sides work, owner chooses"
// (rules notes §7). Turning away from the tool's side swings the ship's
// stern into the tool; turning towards it does not.
func TestToolSide(t *testing.T) {
	tool := DefaultTool()
	for _, tc := range []struct {
		name     string
		yaw      int8
		wantSide int8
	}{
		{"turning to port with the tool to starboard: the other side", -2, -1},
		{"turning to starboard with the tool to starboard: as chosen", 2, 1},
		{"straight: as chosen", 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := overlapGame()
			s.Units[0].Speed = 1
			c := Course{Yaw: [MaxSpeed]int8{tc.yaw}, Side: 1}
			s.Maneuver(0, tool, c, sim.NewStream(1, 0))
			want := c
			want.Side = tc.wantSide
			if end := tool.Place(SmallShip, Placement{plane.Vec{X: 0, Y: 0}, 0}, want, 1); s.Units[0].At != end {
				t.Errorf("ended at %+v, want %+v (the tool on side %d)", s.Units[0].At, end, tc.wantSide)
			}
			if tool.overlapsTool(SmallShip, Placement{plane.Vec{X: 0, Y: 0}, 0}, s.Units[0].At, want, 1) {
				t.Error("the ship ended overlapping its tool")
			}
			from := Placement{plane.Vec{X: 0, Y: 0}, 0}
			if chosen := tool.overlapsTool(SmallShip, from, tool.Place(SmallShip, from, c, 1), c, 1); chosen != (tc.wantSide != 1) {
				t.Errorf("on the chosen side the ship overlaps the tool: %v", chosen)
			}
		})
	}
}
