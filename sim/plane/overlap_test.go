package plane

import (
	"math"
	"testing"
)

// TestOverlaps checks the separating-axis test: "Exactly touching is not
// overlapping" (Armada rules notes §7), along an edge or at a corner.
func TestOverlaps(t *testing.T) {
	a := square(0, 0, 1)
	diamond, _ := NewPolygon(Vec{X: 3, Y: 0}, Vec{X: 4, Y: 1}, Vec{X: 3, Y: 2}, Vec{X: 2, Y: 1})
	for _, tc := range []struct {
		name string
		b    Polygon
		want bool
	}{
		{"the same square", square(0, 0, 1), true},
		{"inside", square(0, 0, 0.25), true},
		{"overlapping a strip", square(1.9, 0, 1), true},
		{"touching along an edge", square(2, 0, 1), false},
		{"touching at a corner", square(2, 2, 1), false},
		{"a hair apart", square(2+1e-3, 0, 1), false},
		{"apart diagonally, boxes overlapping", diamond, false},
		{"far away", square(100, 100, 1), false},
	} {
		if got := a.Overlaps(&tc.b); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
		if got := tc.b.Overlaps(&a); got != tc.want {
			t.Errorf("%s, the other way: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestCrosses checks segments through a polygon: touching the boundary or
// ending on it is not crossing.
func TestCrosses(t *testing.T) {
	sq := square(0, 0, 1)
	for _, tc := range []struct {
		name string
		a, b Vec
		want bool
	}{
		{"straight through", Vec{X: -3, Y: 0}, Vec{X: 3, Y: 0}, true},
		{"ending inside", Vec{X: -3, Y: 0}, Vec{}, true},
		{"along an edge", Vec{X: -3, Y: 1}, Vec{X: 3, Y: 1}, false},
		{"ending on an edge", Vec{X: -3, Y: 0}, Vec{X: -1, Y: 0}, false},
		{"through a corner only", Vec{X: 0, Y: 2}, Vec{X: 2, Y: 0}, false},
		{"missing", Vec{X: -3, Y: 2}, Vec{X: 3, Y: 2}, false},
	} {
		if got := sq.Crosses(tc.a, tc.b); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestClosest checks the closest points of two polygons ("closest point to
// closest point", Armada rules notes §2) and of two segments.
func TestClosest(t *testing.T) {
	a := square(0, 0, 1)
	for _, tc := range []struct {
		name string
		b    Polygon
		dist float64
	}{
		{"side by side", square(5, 0.5, 1), 3},
		{"corner to corner", square(5, 6, 1), 5},
		{"overlapping", square(1.5, 0, 1), 0},
		{"touching", square(2, 0, 1), 0},
	} {
		p, q, d := Closest(&a, &tc.b)
		if math.Abs(d-tc.dist) > 1e-12 || math.Abs(p.Dist(q)-d) > 1e-12 {
			t.Errorf("%s: %v to %v, %v apart; want %v", tc.name, p, q, d, tc.dist)
		}
		if !a.Contains(p) || !tc.b.Contains(q) {
			t.Errorf("%s: %v or %v is off its polygon", tc.name, p, q)
		}
	}
	for _, tc := range []struct {
		name       string
		a, b, c, d Vec
		p, q       Vec
	}{
		{"crossing", Vec{X: -1, Y: 0}, Vec{X: 1, Y: 0}, Vec{X: 0, Y: -1}, Vec{X: 0, Y: 1}, Vec{}, Vec{}},
		{"parallel", Vec{X: 0, Y: 0}, Vec{X: 2, Y: 0}, Vec{X: 3, Y: 3}, Vec{X: 5, Y: 3}, Vec{X: 2, Y: 0}, Vec{X: 3, Y: 3}},
		{"end to middle", Vec{X: 0, Y: 2}, Vec{X: 0, Y: 1}, Vec{X: -1, Y: 0}, Vec{X: 1, Y: 0}, Vec{X: 0, Y: 1}, Vec{X: 0, Y: 0}},
	} {
		p, q := SegmentClosest(tc.a, tc.b, tc.c, tc.d)
		if p != tc.p || q != tc.q {
			t.Errorf("segments %s: %v, %v; want %v, %v", tc.name, p, q, tc.p, tc.q)
		}
	}
	if got := ClosestOnSegment(Vec{X: 5, Y: 5}, Vec{X: 1, Y: 1}, Vec{X: 1, Y: 1}); got != (Vec{X: 1, Y: 1}) {
		t.Errorf("a point segment: %v", got)
	}
}
