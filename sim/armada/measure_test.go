package armada

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim/plane"
)

func hull(t *testing.T, s Size, x, y, heading float64) *Hull {
	t.Helper()
	h, ok := NewHull(s, ArcLines{}, Placement{plane.Vec{X: x, Y: y}, heading})
	if !ok {
		t.Fatalf("no base for %v", s)
	}
	return &h
}

// asObstacles makes obstacles with no effect but obstruction of ps.
func asObstacles(ps []plane.Polygon) []Obstacle {
	out := make([]Obstacle, len(ps))
	for i, p := range ps {
		out[i].Polygon = p
	}
	return out
}

func square(cx, cy, half float64) plane.Polygon {
	p, _ := plane.NewPolygon(plane.Vec{X: cx - half, Y: cy - half}, plane.Vec{X: cx + half, Y: cy - half}, plane.Vec{X: cx + half, Y: cy + half}, plane.Vec{X: cx - half, Y: cy + half})
	return p
}

// TestBands checks the ruler: "a line dividing two bands belongs to the
// band nearer the ruler's close end" (rules notes §2).
func TestBands(t *testing.T) {
	r := DefaultRuler()
	for _, tc := range []struct {
		d    float64
		band Range
		dist int
	}{
		{0, Close, 1}, {76, Close, 1}, {76.01, Close, 2}, {123, Close, 2}, {123.01, Medium, 2}, {125, Medium, 2},
		{185, Medium, 3}, {187, Medium, 4}, {187.01, Long, 4}, {305, Long, 5}, {305.01, Extreme, 0},
	} {
		if b := r.Band(tc.d); b != tc.band {
			t.Errorf("range %v mm: %v, want %v", tc.d, b, tc.band)
		}
		if d := r.DistanceBand(tc.d); d != tc.dist {
			t.Errorf("distance %v mm: band %d, want %d", tc.d, d, tc.dist)
		}
	}
}

// TestBasesAndZones checks the base sizes of rules notes §6 and that the
// four hull zones tile the base, for the default arc lines and for others.
func TestBasesAndZones(t *testing.T) {
	for _, s := range []Size{SmallShip, MediumShip, LargeShip, HugeShip} {
		for _, arcs := range []ArcLines{{}, {Front: 45, Rear: 45}, {Front: 60, Rear: 30}} {
			h, _ := NewHull(s, arcs, Placement{plane.Vec{X: 100, Y: 200}, 30})
			w, l, _ := BaseSize(s)
			if a := h.Base().Area(); math.Abs(a-w*l) > 1e-6 {
				t.Errorf("%v base area %v, want %v", s, a, w*l)
			}
			sum := 0.0
			for z := range Zone(zones) {
				sum += h.Zone(z).Area()
				if !h.Base().Contains(h.TargetingPoint(z)) || !h.Zone(z).Contains(h.TargetingPoint(z)) {
					t.Errorf("%v %v: targeting point outside its zone", s, z)
				}
			}
			if math.Abs(sum-w*l) > 1e-6 {
				t.Errorf("%v arcs %+v: zones cover %v mm², want %v", s, arcs, sum, w*l)
			}
		}
	}
	// "Huge: two large bases under one token" (rules notes §6).
	if w, l, _ := BaseSize(HugeShip); w != 77.5 || l != 2*129 {
		t.Errorf("huge base %v × %v mm, want two large bases end to end, 77.5 × 258", w, l)
	}
	if _, _, ok := BaseSize(SizeNone); ok {
		t.Error("a squadron has no rectangular base: BaseSize should say so")
	}
	if a := DefaultArcLines(SmallShip).Front; math.Abs(a-31.2) > 0.05 {
		t.Errorf("small base default front arc line at %v°, want about 31.2° (through the corner)", a)
	}
}

// TestFiringArcs: "one firing arc per hull zone, infinite in length,
// including the arc-line width" (rules notes §6).
func TestFiringArcs(t *testing.T) {
	h := hull(t, SmallShip, 0, 0, 0)
	corner := plane.Vec{X: 21.5, Y: 35.5}.Scale(10) // on the front-right arc line
	for _, tc := range []struct {
		name string
		p    plane.Vec
		want [zones]bool
	}{
		{"ahead", plane.Vec{X: 0, Y: 500}, [zones]bool{Front: true}},
		{"to starboard", plane.Vec{X: 500, Y: 0}, [zones]bool{Right: true}},
		{"astern", plane.Vec{X: 0, Y: -500}, [zones]bool{Rear: true}},
		{"to port", plane.Vec{X: -500, Y: 10}, [zones]bool{Left: true}},
		{"on the arc line: both arcs", corner, [zones]bool{Front: true, Right: true}},
	} {
		for z := range Zone(zones) {
			if got := h.InArc(z, tc.p); got != tc.want[z] {
				t.Errorf("%s: in the %v arc = %v, want %v", tc.name, z, got, tc.want[z])
			}
		}
	}
}

// TestMeasure checks the attack's geometry against seed 004: the defending
// zone inside the attacking arc and at range, measured closest point to
// closest point; no line of sight through another hull zone of the
// defender; obstruction by obstacles and other ships.
func TestMeasure(t *testing.T) {
	r := DefaultRuler()
	attacker := hull(t, SmallShip, 0, 0, 0)
	facing := func(y float64) *Hull { return hull(t, SmallShip, 0, y, 180) }
	tests := []struct {
		name       string
		defender   *Hull
		az, dz     Zone
		others     []plane.Polygon
		obstacles  []plane.Polygon
		inArc      bool
		rangeMM    float64 // < 0: don't check
		band       Range
		blocked    bool
		obstructed bool
	}{
		{"bow to bow, 129 mm: medium", facing(200), Front, Front, nil, nil, true, 129, Medium, false, false},
		{"exactly at the close band's end: close", facing(35.5 + 123 + 35.5), Front, Front, nil, nil, true, 123, Close, false, false},
		{"just past it: medium", facing(35.5 + 123.01 + 35.5), Front, Front, nil, nil, true, 123.01, Medium, false, false},
		{"beyond the ruler: extreme", facing(35.5 + 306 + 35.5), Front, Front, nil, nil, true, 306, Extreme, false, false},
		{"the far hull zone: the line crosses the near one", facing(200), Front, Rear, nil, nil, true, -1, Close, true, false},
		{"the near side zone of a ship broadside on", hull(t, SmallShip, 0, 200, 90), Front, Right, nil, nil, true, 200 - 35.5 - 21.5, Medium, false, false},
		{"the far side zone: blocked", hull(t, SmallShip, 0, 200, 90), Front, Left, nil, nil, true, -1, Medium, true, false},
		{"not in the front arc", hull(t, SmallShip, 300, 0, 0), Front, Left, nil, nil, false, -1, RangeNone, false, false},
		{"in the right arc", hull(t, SmallShip, 200, 0, 0), Right, Left, nil, nil, true, 200 - 43, Medium, false, false},
		{"an obstacle between: obstructed", facing(200), Front, Front, nil, []plane.Polygon{square(0, 100, 10)}, true, 129, Medium, false, true},
		{"an obstacle aside: clear", facing(200), Front, Front, nil, []plane.Polygon{square(100, 100, 10)}, true, 129, Medium, false, false},
		{"a third ship between: obstructed", facing(200), Front, Front, []plane.Polygon{*hull(t, SmallShip, 0, 100, 90).Base()}, nil, true, 129, Medium, false, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := r.Measure(attacker, tc.az, tc.defender, tc.dz, &Obstructions{Ships: tc.others, Obstacles: asObstacles(tc.obstacles)})
			if s.InArc != tc.inArc || s.Blocked != tc.blocked || s.Obstructed != tc.obstructed {
				t.Errorf("in arc %v, blocked %v, obstructed %v; want %v, %v, %v", s.InArc, s.Blocked, s.Obstructed, tc.inArc, tc.blocked, tc.obstructed)
			}
			if tc.rangeMM >= 0 && math.Abs(s.Range-tc.rangeMM) > 1e-6 {
				t.Errorf("range %v mm, want %v", s.Range, tc.rangeMM)
			}
			if tc.inArc && s.Band != tc.band && tc.rangeMM >= 0 {
				t.Errorf("band %v, want %v", s.Band, tc.band)
			}
			if want := tc.inArc && !tc.blocked && tc.band != Extreme; s.Legal() != want {
				t.Errorf("legal %v, want %v", s.Legal(), want)
			}
		})
	}
}

// TestRangeIgnoresThePartOutsideTheArc: "ignoring any part of the defender
// outside the attacking arc" (rules notes §2). The defender's left zone
// straddles the attacker's front-right arc line; its nearest corner is
// outside the arc, so the range is taken to where the arc line meets the
// zone's edge.
func TestRangeIgnoresThePartOutsideTheArc(t *testing.T) {
	attacker := hull(t, SmallShip, 0, 0, 0)
	defender := hull(t, SmallShip, 100, 150, 0)
	s := DefaultRuler().Measure(attacker, Front, defender, Left, nil)
	slope := 21.5 / 35.5 // the arc line through the front-right corner: x = slope·y
	want := math.Hypot(78.5-21.5, 78.5/slope-35.5)
	_, _, whole := plane.Closest(attacker.Zone(Front), defender.Zone(Left))
	if !s.InArc || math.Abs(s.Range-want) > 1e-6 || s.Blocked {
		t.Errorf("range %v mm (in arc %v, blocked %v), want %v", s.Range, s.InArc, s.Blocked, want)
	}
	if whole >= want {
		t.Errorf("the whole zone is %v mm away; the case needs its nearest part outside the arc", whole)
	}
}

// TestOverlap: "Exactly touching is not overlapping" (rules notes §7,
// [RRG15] /rules/overlapping/).
func TestOverlap(t *testing.T) {
	a := hull(t, SmallShip, 0, 0, 0)
	for _, tc := range []struct {
		name string
		b    *Hull
		want bool
	}{
		{"side by side, touching", hull(t, SmallShip, 43, 0, 0), false},
		{"side by side, 0.1 mm in", hull(t, SmallShip, 42.9, 0, 0), true},
		{"corner to corner, touching", hull(t, SmallShip, 43, 71, 0), false},
		{"touching distance but turned 45°", hull(t, SmallShip, 43, 0, 45), true},
		{"well apart", hull(t, SmallShip, 100, 100, 30), false},
		{"one on top of the other", hull(t, MediumShip, 5, 5, 10), true},
		{"nose to tail, touching", hull(t, SmallShip, 0, 71, 180), false},
	} {
		if got := a.Base().Overlaps(tc.b.Base()); got != tc.want {
			t.Errorf("%s: overlaps = %v, want %v", tc.name, got, tc.want)
		}
		if got := tc.b.Base().Overlaps(a.Base()); got != tc.want {
			t.Errorf("%s (the other way): overlaps = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestMeasureAllocatesNothing: the geometry is values on the stack, ready
// for the per-trial hot path.
func TestMeasureAllocatesNothing(t *testing.T) {
	r := DefaultRuler()
	a, d := hull(t, SmallShip, 0, 0, 0), hull(t, MediumShip, 30, 250, 200)
	obs := &Obstructions{Obstacles: asObstacles([]plane.Polygon{square(10, 120, 15)})}
	if n := testing.AllocsPerRun(100, func() { r.Measure(a, Front, d, Rear, obs) }); n != 0 {
		t.Errorf("Measure allocates %v times", n)
	}
}

// BenchmarkMeasure is one attack's geometry: arc clip, closest points, the
// blocking check against three zones and one obstacle.
func BenchmarkMeasure(b *testing.B) {
	r := DefaultRuler()
	a, _ := NewHull(SmallShip, ArcLines{}, Placement{plane.Vec{X: 0, Y: 0}, 0})
	d, _ := NewHull(MediumShip, ArcLines{}, Placement{plane.Vec{X: 30, Y: 250}, 200})
	obs := &Obstructions{Obstacles: asObstacles([]plane.Polygon{square(10, 120, 15)})}
	var n int
	for b.Loop() {
		if r.Measure(&a, Front, &d, Rear, obs).Obstructed {
			n++
		}
	}
	_ = n
}

// TestArcLineWidth: "infinite in length, including the arc-line width"
// (rules notes §6): a defender whose side lies exactly along the
// attacker's arc line is in arc, and the range is measured to that side.
// The small base's front-right corner is 41.5 mm out along the arc line, so
// a defender whose port edge runs from 164.5 to 235.5 mm along it is at 123
// mm: close range, the band's edge.
func TestArcLineWidth(t *testing.T) {
	attacker := hull(t, SmallShip, 0, 0, 0)
	line := DefaultArcLines(SmallShip).Front
	dir := plane.Direction(line)
	centre := dir.Scale(200).Add(starboard(dir).Scale(21.5))
	defender := hull(t, SmallShip, centre.X, centre.Y, line)
	s := DefaultRuler().Measure(attacker, Front, defender, Left, nil)
	corner := plane.Vec{X: 21.5, Y: 35.5}.Len()
	if want := 200 - 35.5 - corner; !s.InArc || math.Abs(s.Range-want) > 1e-6 || s.Band != Close {
		t.Errorf("in arc %v, range %v mm, band %v; want in arc at %v mm, close", s.InArc, s.Range, s.Band, want)
	}
}
