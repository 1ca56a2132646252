package plane

import "math"

// Grid is a hashed uniform grid of numbered points (units, ships), each of
// one of a few groups (fleets, players): each point is in its group's list
// of the bucket of its cell. Nearest-neighbour searches look only at the
// cells near a point, ring by ring, rather than at every point. It is
// allocated once (Init) and then rebuilt (Clear, Insert) and kept up to
// date (Move) without allocation.
type Grid struct {
	side   float64   // a cell's side, in the coordinates' unit
	mask   int32     // buckets - 1
	head   [][]int32 // [group][bucket]: first point, -1 for none
	next   []int32   // next point in the same bucket, -1 at the end
	cx, cy []int32   // each point's cell
	pos    []Vec     // each point's position, as last inserted or moved
	group  []int8    // each point's group, -1 when not in the grid
	lo, hi [2]int32  // the cells every point has been in lie in [lo, hi]
	box    []cellBox // [group]: the cells every point of the group has been in
}

// Init allocates g for points 0..n-1 in groups groups, its cells side
// units square, and clears it.
func (g *Grid) Init(n, groups int, side float64) {
	buckets := int32(1)
	for int(buckets) < 2*n {
		buckets *= 2
	}
	g.side, g.mask = side, buckets-1
	g.head = make([][]int32, groups)
	for f := range g.head {
		g.head[f] = make([]int32, buckets)
	}
	g.next, g.cx, g.cy = make([]int32, n), make([]int32, n), make([]int32, n)
	g.pos = make([]Vec, n)
	g.group = make([]int8, n)
	g.box = make([]cellBox, groups)
	g.Clear()
}

// Side returns the side of a cell.
func (g *Grid) Side() float64 { return g.side }

// Clear empties the grid.
func (g *Grid) Clear() {
	for f := range g.head {
		for b := range g.head[f] {
			g.head[f][b] = -1
		}
	}
	for i := range g.group {
		g.group[i] = -1
	}
	g.lo = [2]int32{math.MaxInt32, math.MaxInt32}
	g.hi = [2]int32{math.MinInt32, math.MinInt32}
	for f := range g.box {
		g.box[f] = cellBox{g.lo, g.hi}
	}
}

// CellOf returns the cell holding position p.
func (g *Grid) CellOf(p Vec) (int32, int32) {
	return cellIndex(p.X / g.side), cellIndex(p.Y / g.side)
}

// cellIndex returns the index of the cell holding coordinate v (in cells),
// far positions (and NaN) held in the last cells.
func cellIndex(v float64) int32 {
	const far = 1 << 20
	if !(v > -far) {
		return -far
	}
	return int32(math.Floor(min(v, far)))
}

// Cell returns the cell of point i, which is in the grid.
func (g *Grid) Cell(i int) (int32, int32) { return g.cx[i], g.cy[i] }

func (g *Grid) bucket(x, y int32) int32 {
	return (x*73856093 ^ y*19349663) & g.mask
}

// Insert puts point i, of group f, at position p; i must not be in the
// grid. Points inserted later are visited first within a cell.
func (g *Grid) Insert(i, f int, p Vec) {
	x, y := g.CellOf(p)
	g.cx[i], g.cy[i], g.group[i], g.pos[i] = x, y, int8(f), p
	g.lo = [2]int32{min(g.lo[0], x), min(g.lo[1], y)}
	g.hi = [2]int32{max(g.hi[0], x), max(g.hi[1], y)}
	box := &g.box[f]
	box.lo = [2]int32{min(box.lo[0], x), min(box.lo[1], y)}
	box.hi = [2]int32{max(box.hi[0], x), max(box.hi[1], y)}
	h := g.head[f]
	b := g.bucket(x, y)
	g.next[i], h[b] = h[b], int32(i)
}

// Move keeps point i up to date after it moved to p, as it must after
// every move (the searches near a point read the positions it keeps).
func (g *Grid) Move(i int, p Vec) {
	f := g.group[i]
	if f < 0 {
		return
	}
	g.pos[i] = p
	x, y := g.CellOf(p)
	if x == g.cx[i] && y == g.cy[i] {
		return
	}
	h := g.head[f]
	b := g.bucket(g.cx[i], g.cy[i])
	if h[b] == int32(i) {
		h[b] = g.next[i]
	} else {
		for k := h[b]; k >= 0; k = g.next[k] {
			if g.next[k] == int32(i) {
				g.next[k] = g.next[i]
				break
			}
		}
	}
	g.Insert(i, int(f), p)
}

// EachInCell calls visit for every point of group f in cell (x, y), until
// visit returns false; it reports whether every call returned true.
func (g *Grid) EachInCell(f int, x, y int32, visit func(i int) bool) bool {
	for k := g.head[f][g.bucket(x, y)]; k >= 0; k = g.next[k] {
		if g.cx[k] == x && g.cy[k] == y && !visit(int(k)) {
			return false
		}
	}
	return true
}

// EachInRing calls visit for every point of group f in the cells at
// Chebyshev distance r from cell (x, y), within the cells the group's
// points have been in, until visit returns false; it reports whether every call returned
// true.
func (g *Grid) EachInRing(f int, x, y, r int32, visit func(i int) bool) bool {
	reach := math.Inf(1)
	return g.EachInRingNear(f, x, y, r, Vec{}, &reach, visit)
}

// EachInRingNear is EachInRing that skips every cell of the ring all of
// whose points lie farther than *reach from p, and within a cell every
// point farther than *reach from p, reading *reach afresh at each cell and
// each point, so that a nearest-point search that lowers it as it finds
// nearer points looks only at the cells and points that can still be
// nearer (a point at distance exactly *reach, p.Dist(its position), is
// still visited, so ties are seen). The ring's rows and columns beyond
// *reach as it stands when the walk starts are not walked at all.
func (g *Grid) EachInRingNear(f int, x, y, r int32, p Vec, reach *float64, visit func(i int) bool) bool {
	if r == 0 {
		return g.eachInCellNear(f, x, y, p, reach, visit)
	}
	lo, hi := g.box[f].lo, g.box[f].hi
	if rc := *reach; rc != math.Inf(1) { // reach only falls: these bounds hold the whole walk
		x0, y0 := g.CellOf(Vec{X: p.X - rc, Y: p.Y - rc})
		x1, y1 := g.CellOf(Vec{X: p.X + rc, Y: p.Y + rc})
		lo = [2]int32{max(lo[0], x0-1), max(lo[1], y0-1)} // a cell's margin for the rounding
		hi = [2]int32{min(hi[0], x1+1), min(hi[1], y1+1)}
	}
	near := func(cx, cy int32) bool {
		rc := *reach
		return rc == math.Inf(1) || g.cellDistSq(cx, cy, p) <= rc*rc
	}
	for cy := max(y-r, lo[1]); cy <= min(y+r, hi[1]); cy++ {
		if cy == y-r || cy == y+r { // a whole row of the ring
			for cx := max(x-r, lo[0]); cx <= min(x+r, hi[0]); cx++ {
				if near(cx, cy) && !g.eachInCellNear(f, cx, cy, p, reach, visit) {
					return false
				}
			}
			continue
		}
		for _, cx := range [2]int32{x - r, x + r} { // its two ends
			if cx >= lo[0] && cx <= hi[0] && near(cx, cy) && !g.eachInCellNear(f, cx, cy, p, reach, visit) {
				return false
			}
		}
	}
	return true
}

// eachInCellNear is EachInCell that skips every point farther than *reach
// from p, reading *reach afresh at each point. Its test errs towards
// visiting: a point is skipped only when its squared distance is above
// *reach squared by more than rounding can explain, so that every point
// with p.Dist(position) <= *reach is visited.
func (g *Grid) eachInCellNear(f int, x, y int32, p Vec, reach *float64, visit func(i int) bool) bool {
	for k := g.head[f][g.bucket(x, y)]; k >= 0; k = g.next[k] {
		if g.cx[k] != x || g.cy[k] != y {
			continue
		}
		if rc := *reach; rc != math.Inf(1) {
			d := g.pos[k].Sub(p)
			if d.X*d.X+d.Y*d.Y > rc*rc*(1+1e-9) {
				continue
			}
		}
		if !visit(int(k)) {
			return false
		}
	}
	return true
}

// cellDistSq returns the square of the distance from p to the nearest
// point of cell (x, y), or 0 when p is in it. It errs low by a rounding at
// most, never high, so that no cell holding a point within a distance is
// skipped.
func (g *Grid) cellDistSq(x, y int32, p Vec) float64 {
	dx := max(float64(x)*g.side-p.X, p.X-float64(x+1)*g.side, 0)
	dy := max(float64(y)*g.side-p.Y, p.Y-float64(y+1)*g.side, 0)
	return (dx*dx + dy*dy) * (1 - 1e-12)
}

// EachInBox calls visit for every point of group f in the cells that meet
// the box [lo, hi] (within the cells the group's points have been in),
// until visit returns false; it reports whether every call returned true.
func (g *Grid) EachInBox(f int, lo, hi Vec, visit func(i int) bool) bool {
	x0, y0 := g.CellOf(lo)
	x1, y1 := g.CellOf(hi)
	b := &g.box[f]
	for cy := max(y0, b.lo[1]); cy <= min(y1, b.hi[1]); cy++ {
		for cx := max(x0, b.lo[0]); cx <= min(x1, b.hi[0]); cx++ {
			if !g.EachInCell(f, cx, cy, visit) {
				return false
			}
		}
	}
	return true
}

// RingsCovering returns the ring beyond which no cell points have been in
// lies, around cell (x, y).
func (g *Grid) RingsCovering(x, y int32) int32 {
	return max(x-g.lo[0], g.hi[0]-x, y-g.lo[1], g.hi[1]-y, 0)
}

// cellBox is a range of cells, [lo, hi] on each axis: empty while lo is
// above hi.
type cellBox struct{ lo, hi [2]int32 }
