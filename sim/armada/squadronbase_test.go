package armada

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim/plane"
)

const sqR = DefaultSquadronRadius

// TestSquadronBaseOverlap: "Exactly touching is not overlapping" (rules
// notes §7), for a squadron against a ship's base and another squadron.
func TestSquadronBaseOverlap(t *testing.T) {
	ship := hull(t, SmallShip, 0, 0, 0).Base() // 43 × 71, x in ±21.5
	for _, tc := range []struct {
		name string
		d    Disc
		want bool
	}{
		{"touching the side", Disc{plane.Vec{X: 21.5 + sqR, Y: 0}, sqR}, false},
		{"a micron in", Disc{plane.Vec{X: 21.5 + sqR - 0.001, Y: 0}, sqR}, true},
		{"centre on the base", Disc{plane.Vec{X: 0, Y: 0}, sqR}, true},
		{"touching the corner", Disc{plane.Vec{X: 21.5, Y: 35.5}.Add(plane.Direction(45).Scale(sqR)), sqR}, false},
		{"near the corner but clear", Disc{plane.Vec{X: 21.5 + sqR*0.75, Y: 35.5 + sqR*0.75}, sqR}, false},
	} {
		if got := tc.d.Overlaps(ship); got != tc.want {
			t.Errorf("%s: overlaps %v, want %v", tc.name, got, tc.want)
		}
	}
	a := Disc{plane.Vec{X: 0, Y: 0}, sqR}
	if a.OverlapsDisc(Disc{plane.Vec{X: 2 * sqR, Y: 0}, sqR}) || !a.OverlapsDisc(Disc{plane.Vec{X: 2*sqR - 0.001, Y: 0}, sqR}) {
		t.Error("two squadron bases: touching must not overlap, a micron closer must")
	}
}

// TestMeasureSquadron checks a ship's attack at a squadron: "squadrons
// measured from the closest point of the base" and "ignoring any part of
// the defender outside the attacking arc" (rules notes §2), the band edge
// belonging to the nearer band.
func TestMeasureSquadron(t *testing.T) {
	r := DefaultRuler()
	ship := hull(t, SmallShip, 0, 0, 0)
	ahead := func(gap float64) Disc { return Disc{plane.Vec{X: 0, Y: 35.5 + gap + sqR}, sqR} }
	slope := 21.5 / 35.5 // the front-right arc line: x = slope·y
	straddling := Disc{plane.Vec{X: slope*200 + 10, Y: 200}, sqR}
	u := plane.Vec{X: 21.5, Y: 35.5}.Scale(1 / math.Hypot(21.5, 35.5))
	w := straddling.C.Scale(-1)
	b, c := w.Dot(u), w.Dot(w)-sqR*sqR
	chordRange := -b - math.Sqrt(b*b-c) - math.Hypot(21.5, 35.5)
	for _, tc := range []struct {
		name  string
		zone  Zone
		d     Disc
		inArc bool
		rng   float64
		band  Range
	}{
		{"100 mm ahead: close", Front, ahead(100), true, 100, Close},
		{"exactly at the close band's end: close", Front, ahead(123), true, 123, Close},
		{"just past it: medium", Front, ahead(123.01), true, 123.01, Medium},
		{"beyond the ruler: extreme", Front, ahead(306), true, 306, Extreme},
		{"abeam: not in the front arc", Front, Disc{plane.Vec{X: 150, Y: 0}, sqR}, false, -1, RangeNone},
		{"abeam: in the right arc", Right, Disc{plane.Vec{X: 150, Y: 0}, sqR}, true, 150 - 21.5 - sqR, Close},
		{"centre outside the arc, base across the arc line: measured to the line", Front, straddling, true, chordRange, Medium},
	} {
		s := r.MeasureSquadron(ship, tc.zone, tc.d, SightClosestPoint, nil)
		if s.InArc != tc.inArc || tc.inArc && (math.Abs(s.Range-tc.rng) > 1e-6 || s.Band != tc.band) {
			t.Errorf("%s: in arc %v, range %v mm (%v); want %v, %v mm (%v)", tc.name, s.InArc, s.Range, s.Band, tc.inArc, tc.rng, tc.band)
		}
	}
	if straddling.C.X <= slope*straddling.C.Y {
		t.Error("the straddling case needs its centre outside the arc")
	}
}

// TestSquadronSight checks the switch of where line of sight to a
// squadron is traced: the closest point of its base (seed 004, RRG 1.5:
// "fins al punt de la seva base més proper a l'objectiu") or its centre
// (RRG 1.6). An obstacle under the near half of the squadron's base
// obstructs only the line to the centre.
func TestSquadronSight(t *testing.T) {
	r := DefaultRuler()
	ship := hull(t, SmallShip, 0, 0, 0)
	sq := Disc{plane.Vec{X: 0, Y: 200}, sqR}
	obs := &Obstructions{Obstacles: asObstacles([]plane.Polygon{square(0, 200-sqR/2, 3)})}
	for _, tc := range []struct {
		sight SquadronSight
		want  bool
	}{{SightClosestPoint, false}, {SightCentre, true}} {
		if got := r.MeasureSquadron(ship, Front, sq, tc.sight, obs).Obstructed; got != tc.want {
			t.Errorf("sight %v: obstructed %v, want %v", tc.sight, got, tc.want)
		}
		if got := r.MeasureFromSquadron(Disc{plane.Vec{X: 0, Y: 35.5 + 50 + sqR}, sqR}, ship, Front, tc.sight,
			&Obstructions{Obstacles: asObstacles([]plane.Polygon{square(0, 35.5+50+sqR/2, 3)})}).Obstructed; got != tc.want {
			t.Errorf("sight %v, squadron attacking: obstructed %v, want %v", tc.sight, got, tc.want)
		}
	}
}

// TestMeasureFromSquadron: "each squadron's attack range is distance 1"
// (rules notes §2), closest point to closest point in any direction, the
// dividing line belonging to the nearer band; a range line through another
// hull zone of the defender leaves no line of sight (seed 004).
func TestMeasureFromSquadron(t *testing.T) {
	r := DefaultRuler()
	ship := hull(t, SmallShip, 0, 0, 0)
	behind := func(gap float64) Disc { return Disc{plane.Vec{X: 0, Y: -35.5 - gap - sqR}, sqR} }
	for _, tc := range []struct {
		name    string
		d       Disc
		zone    Zone
		band    Range
		blocked bool
	}{
		{"rear zone at 50 mm", behind(50), Rear, Distance1, false},
		{"exactly at distance 1's end", behind(76), Rear, Distance1, false},
		{"just beyond", behind(76.01), Rear, Extreme, false},
		{"the front zone from behind: through the rear zone", behind(10), Front, Distance1, true},
		{"abeam, the right zone", Disc{plane.Vec{X: 21.5 + 30 + sqR, Y: 0}, sqR}, Right, Distance1, false},
	} {
		s := r.MeasureFromSquadron(tc.d, ship, tc.zone, SightClosestPoint, nil)
		if s.Band != tc.band || s.Blocked != tc.blocked {
			t.Errorf("%s: band %v, blocked %v; want %v, %v", tc.name, s.Band, s.Blocked, tc.band, tc.blocked)
		}
	}
	a := Disc{plane.Vec{X: 0, Y: 0}, sqR}
	for _, tc := range []struct {
		gap  float64
		want Range
	}{{0, Distance1}, {76, Distance1}, {76.01, Extreme}} {
		if s := r.MeasureSquadrons(a, Disc{plane.Vec{X: 2*sqR + tc.gap, Y: 0}, sqR}, SightClosestPoint, nil); s.Band != tc.want || math.Abs(s.Range-tc.gap) > 1e-9 {
			t.Errorf("squadrons %v mm apart: %v at %v mm, want %v", tc.gap, s.Band, s.Range, tc.want)
		}
	}
}

// TestSquadronsObstruct: a squadron's base on the line of sight obstructs
// it ("d'altres naus/esquadrons", seed 004); a line that passes beside it
// or only touches it does not.
func TestSquadronsObstruct(t *testing.T) {
	obs := &Obstructions{Squadrons: []Disc{{plane.Vec{X: 0, Y: 100}, sqR}}}
	for _, tc := range []struct {
		x    float64
		want bool
	}{{0, true}, {sqR - 0.01, true}, {sqR, false}, {40, false}} {
		if got := obs.Obstruct(plane.Vec{X: tc.x, Y: 0}, plane.Vec{X: tc.x, Y: 200}); got != tc.want {
			t.Errorf("a line %v mm from the squadron's centre: obstructed %v, want %v", tc.x, got, tc.want)
		}
	}
}
