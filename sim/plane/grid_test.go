package plane

import (
	"math"
	"slices"
	"testing"
)

// TestGridFindsEveryPoint checks that the rings round a cell, taken out to
// RingsCovering, visit every point of the group asked for once, after
// points moved, and that far and undefined positions fall in the last
// cells rather than overflowing.
func TestGridFindsEveryPoint(t *testing.T) {
	pos := []Vec{{X: 5, Y: 5}, {X: -250, Y: 40}, {X: 999, Y: -999}, {X: 5, Y: 6}, {X: 40, Y: -3000}, {X: -1, Y: 5}}
	var g Grid
	g.Init(len(pos), 2, 100)
	for i, p := range pos {
		g.Insert(i, i%2, p)
	}
	g.Move(0, Vec{X: 420, Y: 77})
	g.Move(3, Vec{X: 6, Y: 6}) // the same cell
	for _, p := range []Vec{{X: 1e300, Y: -1e300}, {X: math.NaN(), Y: 5}} {
		if x, y := g.CellOf(p); x < -1<<20 || x > 1<<20 || y < -1<<20 || y > 1<<20 {
			t.Errorf("%v: cell (%d, %d)", p, x, y)
		}
	}
	for f, want := range [][]int{{0, 2, 4}, {1, 3, 5}} {
		var got []int
		x, y := g.Cell(1)
		for r := range g.RingsCovering(x, y) + 1 {
			g.EachInRing(f, x, y, r, func(i int) bool { got = append(got, i); return true })
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("group %d: rings found %v, want %v", f, got, want)
		}
	}
}
