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

// TestGridRingNearSkipsOnlyFarCells checks EachInRingNear against
// EachInRing: over random points, query positions and reaches, it visits
// every point of the ring within the reach (at exactly the reach too, so
// that a nearest-point search still sees ties), and only points of the
// ring; and again after every point moved a little (most within their
// cells, whose moves change only the positions the grid keeps).
func TestGridRingNearSkipsOnlyFarCells(t *testing.T) {
	const n = 400
	var g Grid
	g.Init(n, 1, 12)
	rnd := uint64(1)
	next := func() float64 { // a fixed xorshift sequence in [-100, 100)
		rnd ^= rnd << 13
		rnd ^= rnd >> 7
		rnd ^= rnd << 17
		return float64(rnd>>11)/(1<<53)*200 - 100
	}
	pos := make([]Vec, n)
	for i := range pos {
		pos[i] = Vec{X: next(), Y: next()}
		g.Insert(i, 0, pos[i])
	}
	for q := range 400 {
		if q == 200 {
			for i := range pos {
				pos[i] = pos[i].Add(Vec{X: next() / 50, Y: next() / 50})
				g.Move(i, pos[i])
			}
		}
		p := Vec{X: next(), Y: next()}
		if q%5 == 0 {
			p = pos[q] // on a point: a tie at distance 0
		}
		reach := math.Abs(next()) / 2
		if q%7 == 0 {
			reach = pos[(q*13)%n].Dist(p) // exactly a point's distance
		}
		x, y := g.CellOf(p)
		for r := range g.RingsCovering(x, y) + 1 {
			var all, near []int
			g.EachInRing(0, x, y, r, func(i int) bool { all = append(all, i); return true })
			g.EachInRingNear(0, x, y, r, p, &reach, func(i int) bool { near = append(near, i); return true })
			for _, i := range near {
				if !slices.Contains(all, i) {
					t.Fatalf("query %d ring %d: visited point %d, not in the ring", q, r, i)
				}
			}
			for _, i := range all {
				if pos[i].Dist(p) <= reach && !slices.Contains(near, i) {
					t.Fatalf("query %d ring %d: skipped point %d at %g, within reach %g", q, r, i, pos[i].Dist(p), reach)
				}
			}
		}
	}
}
