package dropfleet

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Nearest-enemy searches for large fleets. Policies look for the nearest
// enemy (or the nearest they can fire at) and ask whether any enemy is
// within reach at every activation; with hundreds of ships a side a scan
// of every ship made each activation cost grow with the fleet. Above
// gridMinShips ships the state keeps a uniform grid of the ships'
// positions, built at the first search of a trial and kept up to date as
// ships move, and searches look only at the cells near the ship. The
// answers are exactly those of a scan of every ship, ties included.

// gridMinShips is the fewest ships for which searches use the grid; below
// it a scan of every ship is faster.
const gridMinShips = 64

// gridCell is the side of a grid cell, inches: about a targeting range.
const gridCell = 12.0

// grid is a hashed uniform grid of the ships' positions: each ship is in
// the list of its fleet's bucket of its cell.
type grid struct {
	valid  bool
	mask   int32            // buckets - 1
	head   [Players][]int32 // [fleet][bucket]: first ship, -1 for none
	next   []int32          // next ship in the same bucket, -1 at the end
	cx, cy []int32          // each ship's cell
	lo, hi [2]int32         // the cells every ship has been in lie in [lo, hi]
	fleet  []int8           // each ship's fleet, modulo Players
}

// cellOf returns the cell holding position p.
func cellOf(p plane.Vec) (int32, int32) {
	return int32(math.Floor(p.X / gridCell)), int32(math.Floor(p.Y / gridCell))
}

func (g *grid) bucket(x, y int32) int32 {
	return (x*73856093 ^ y*19349663) & g.mask
}

// usesGrid reports whether searches on s use the grid.
func (s *State) usesGrid() bool { return len(s.Ships) >= gridMinShips }

// buildGrid puts every ship in the grid at its current position.
func (s *State) buildGrid() {
	g := &s.grid
	n := len(s.Ships)
	if g.next == nil {
		buckets := int32(1)
		for int(buckets) < 2*n {
			buckets *= 2
		}
		g.mask = buckets - 1
		for f := range Players {
			g.head[f] = sim.Isolated[int32](int(buckets))
		}
		g.next, g.cx, g.cy = sim.Isolated[int32](n), sim.Isolated[int32](n), sim.Isolated[int32](n)
		g.fleet = sim.Isolated[int8](n)
		for i := range n {
			g.fleet[i] = int8(s.Model.Ships[i].Fleet % Players)
		}
	}
	for f := range Players {
		for b := range g.head[f] {
			g.head[f][b] = -1
		}
	}
	g.lo = [2]int32{math.MaxInt32, math.MaxInt32}
	g.hi = [2]int32{math.MinInt32, math.MinInt32}
	for i := n - 1; i >= 0; i-- {
		s.gridInsert(i)
	}
	g.valid = true
}

// gridInsert puts ship i in the bucket of the cell of its position.
func (s *State) gridInsert(i int) {
	g := &s.grid
	x, y := cellOf(s.Ships[i].Pos)
	g.cx[i], g.cy[i] = x, y
	g.lo = [2]int32{min(g.lo[0], x), min(g.lo[1], y)}
	g.hi = [2]int32{max(g.hi[0], x), max(g.hi[1], y)}
	h := g.head[g.fleet[i]]
	b := g.bucket(x, y)
	g.next[i], h[b] = h[b], int32(i)
}

// gridMoved keeps the grid up to date after ship i moved.
func (s *State) gridMoved(i int) {
	g := &s.grid
	if !g.valid {
		return
	}
	x, y := cellOf(s.Ships[i].Pos)
	if x == g.cx[i] && y == g.cy[i] {
		return
	}
	h := g.head[g.fleet[i]]
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
	s.gridInsert(i)
}

// eachInCell calls visit for every ship of fleet f in cell (x, y), until
// visit returns false; it reports whether every call returned true.
func (s *State) eachInCell(f int8, x, y int32, visit func(e int) bool) bool {
	g := &s.grid
	for k := g.head[f][g.bucket(x, y)]; k >= 0; k = g.next[k] {
		if g.cx[k] == x && g.cy[k] == y && !visit(int(k)) {
			return false
		}
	}
	return true
}

// eachInRing calls visit for every ship of fleet f in the cells at
// Chebyshev distance r from cell (x, y), within the cells ships have
// been in, until visit returns false; it reports whether every call
// returned true.
func (s *State) eachInRing(f int8, x, y, r int32, visit func(e int) bool) bool {
	g := &s.grid
	if r == 0 {
		return s.eachInCell(f, x, y, visit)
	}
	for cy := max(y-r, g.lo[1]); cy <= min(y+r, g.hi[1]); cy++ {
		if cy == y-r || cy == y+r { // a whole row of the ring
			for cx := max(x-r, g.lo[0]); cx <= min(x+r, g.hi[0]); cx++ {
				if !s.eachInCell(f, cx, cy, visit) {
					return false
				}
			}
			continue
		}
		for _, cx := range [2]int32{x - r, x + r} { // its two ends
			if cx >= g.lo[0] && cx <= g.hi[0] && !s.eachInCell(f, cx, cy, visit) {
				return false
			}
		}
	}
	return true
}

// ringsCovering returns the ring beyond which no cell ships have been in
// lies, around cell (x, y).
func (g *grid) ringsCovering(x, y int32) int32 {
	return max(x-g.lo[0], g.hi[0]-x, y-g.lo[1], g.hi[1]-y, 0)
}

// NearestEnemy returns the nearest enemy of ship i on the table (OnTable)
// that ok accepts, the lowest index among equally near ones, or -1.
// ok must accept no ship farther than within inches (math.Inf(1) for no
// limit), and must not change the state. On large fleets it looks only at
// the grid cells near the ship; the answer is the same.
func (s *State) NearestEnemy(i int, within float64, ok func(e int) bool) int {
	g := s.Model
	me := &s.Ships[i]
	best, bestD := -1, math.Inf(1)
	consider := func(e int) bool {
		if g.Ships[e].Fleet == g.Ships[i].Fleet || !s.OnTable(e) || !ok(e) {
			return true
		}
		if d := me.Pos.Dist(s.Ships[e].Pos); d < bestD || d == bestD && e < best {
			best, bestD = e, d
		}
		return true
	}
	if !s.usesGrid() {
		for e := range g.Ships {
			consider(e)
		}
		return best
	}
	if !s.grid.valid {
		s.buildGrid()
	}
	x, y := s.grid.cx[i], s.grid.cy[i]
	last := s.grid.ringsCovering(x, y)
	for r := int32(0); r <= last; r++ {
		for f := range int8(Players) {
			if int(f) != g.Ships[i].Fleet%Players {
				s.eachInRing(f, x, y, r, consider)
			}
		}
		// Every ship not yet seen is at least r cells away.
		if reach := float64(r) * gridCell; best >= 0 && bestD < reach || reach > within {
			break
		}
	}
	return best
}

// AnyEnemyNear reports whether visit returns true for some enemy of ship
// i on the table (OnTable). visit must return false for every ship
// farther than within inches, and must not change the state. On large
// fleets only the ships in the grid cells near ship i are visited.
func (s *State) AnyEnemyNear(i int, within float64, visit func(e int) bool) bool {
	g := s.Model
	found := false
	try := func(e int) bool {
		if g.Ships[e].Fleet != g.Ships[i].Fleet && s.OnTable(e) && visit(e) {
			found = true
			return false
		}
		return true
	}
	if !s.usesGrid() {
		for e := range g.Ships {
			if !try(e) {
				break
			}
		}
		return found
	}
	if !s.grid.valid {
		s.buildGrid()
	}
	x, y := s.grid.cx[i], s.grid.cy[i]
	last := min(s.grid.ringsCovering(x, y), int32(math.Ceil(within/gridCell))+1)
	for r := int32(0); r <= last && !found; r++ {
		for f := range int8(Players) {
			if int(f) != g.Ships[i].Fleet%Players && !s.eachInRing(f, x, y, r, try) {
				break
			}
		}
	}
	return found
}

// MaxScan returns the largest profile Scan of any ship, inches.
func (s *State) MaxScan() int { return s.maxScan }

// MaxSignature returns the largest Signature any ship can have, inches:
// its profile Signature with a Major Spike.
func (s *State) MaxSignature() int { return s.maxSig + SpikeInches*int(MajorSpike) }
