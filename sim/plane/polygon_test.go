package plane

import (
	"math"
	"testing"
)

// square returns the axis-aligned square of side 2·half centred on (cx, cy),
// counter-clockwise.
func square(cx, cy, half float64) Polygon {
	p, _ := NewPolygon(Vec{X: cx - half, Y: cy - half}, Vec{X: cx + half, Y: cy - half}, Vec{X: cx + half, Y: cy + half}, Vec{X: cx - half, Y: cy + half})
	return p
}

// TestNewPolygon checks the vertex-count limits.
func TestNewPolygon(t *testing.T) {
	vs := make([]Vec, MaxVertices+1)
	for _, n := range []int{0, 2, 3, MaxVertices, MaxVertices + 1} {
		p, ok := NewPolygon(vs[:n]...)
		if want := n >= 3 && n <= MaxVertices; ok != want || (ok && p.N != n) {
			t.Errorf("%d vertices: ok %v, N %d", n, ok, p.N)
		}
	}
}

// TestConvexAreaOrientation checks convexity, area and winding on small
// shapes.
func TestConvexAreaOrientation(t *testing.T) {
	sq := square(0, 0, 1)
	cw, _ := NewPolygon(sq.V[3], sq.V[2], sq.V[1], sq.V[0])
	dart, _ := NewPolygon(Vec{X: 0, Y: 0}, Vec{X: 4, Y: 2}, Vec{X: 0, Y: 4}, Vec{X: 1, Y: 2})
	flat, _ := NewPolygon(Vec{X: 0, Y: 0}, Vec{X: 1, Y: 0}, Vec{X: 2, Y: 0})
	for _, tc := range []struct {
		name   string
		p      Polygon
		convex bool
		area   float64
		orient float64
	}{
		{"counter-clockwise square", sq, true, 4, 1},
		{"clockwise square", cw, true, 4, -1},
		{"a dart is not convex", dart, false, 6, 1},
		{"three points on a line have no area", flat, false, 0, 1},
	} {
		if got := tc.p.Convex(); got != tc.convex {
			t.Errorf("%s: Convex %v, want %v", tc.name, got, tc.convex)
		}
		if got := tc.p.Area(); got != tc.area {
			t.Errorf("%s: Area %v, want %v", tc.name, got, tc.area)
		}
		if got := tc.p.Orientation(); got != tc.orient {
			t.Errorf("%s: Orientation %v, want %v", tc.name, got, tc.orient)
		}
	}
}

// TestContainsAndNearest checks containment (the boundary is inside) and
// the nearest point of a polygon.
func TestContainsAndNearest(t *testing.T) {
	sq := square(0, 0, 1)
	for _, tc := range []struct {
		name    string
		q       Vec
		inside  bool
		nearest Vec
		dist    float64
	}{
		{"centre", Vec{}, true, Vec{}, 0},
		{"on an edge", Vec{X: 1, Y: 0.5}, true, Vec{X: 1, Y: 0.5}, 0},
		{"beside an edge", Vec{X: 3, Y: 0.5}, false, Vec{X: 1, Y: 0.5}, 2},
		{"off a corner", Vec{X: 4, Y: 5}, false, Vec{X: 1, Y: 1}, 5},
	} {
		if got := sq.Contains(tc.q); got != tc.inside {
			t.Errorf("%s: Contains %v, want %v", tc.name, got, tc.inside)
		}
		at, d := sq.Nearest(tc.q)
		if at != tc.nearest || d != tc.dist {
			t.Errorf("%s: Nearest %v at %v, want %v at %v", tc.name, at, d, tc.nearest, tc.dist)
		}
	}
}

// TestClipHalfPlane checks one clipping step: the left of the line is kept,
// vertices on it once.
func TestClipHalfPlane(t *testing.T) {
	sq := square(0, 0, 1)
	for _, tc := range []struct {
		name   string
		o, dir Vec
		n      int
		area   float64
	}{
		{"the left half", Vec{}, Vec{X: 0, Y: 1}, 4, 2},
		{"a corner triangle", Vec{X: 0, Y: 1}, Vec{X: 1, Y: 1}, 3, 0.5},
		{"all of it", Vec{X: 2, Y: 0}, Vec{X: 0, Y: 1}, 4, 4},
		{"none of it", Vec{X: -2, Y: 0}, Vec{X: 0, Y: 1}, 0, 0},
		{"through a diagonal", Vec{X: -1, Y: -1}, Vec{X: 1, Y: 1}, 3, 2},
	} {
		got := ClipHalfPlane(sq, tc.o, tc.dir)
		if got.N != tc.n || math.Abs(got.Area()-tc.area) > 1e-12 {
			t.Errorf("%s: %d vertices, area %v; want %d, %v", tc.name, got.N, got.Area(), tc.n, tc.area)
		}
	}
}
