package dropfleet

import (
	"math"

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

// grid is the grid of the ships' positions (plane.Grid, each ship in its
// fleet's lists, modulo Players) and whether it is up to date in this
// trial.
type grid struct {
	plane.Grid
	valid bool
}

// usesGrid reports whether searches on s use the grid.
func (s *State) usesGrid() bool { return len(s.Ships) >= gridMinShips }

// buildGrid puts every ship in the grid at its current position.
func (s *State) buildGrid() {
	g := &s.grid
	n := len(s.Ships)
	if g.Side() == 0 {
		g.Init(n, Players, gridCell)
	}
	g.Clear()
	for i := n - 1; i >= 0; i-- {
		g.Insert(i, s.Model.Ships[i].Fleet%Players, s.Ships[i].Pos)
	}
	g.valid = true
}

// gridMoved keeps the grid up to date after ship i moved.
func (s *State) gridMoved(i int) {
	if s.grid.valid {
		s.grid.Move(i, s.Ships[i].Pos)
	}
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
	// ok may be costly (a targeting check): it is asked only of a ship
	// within reach and no farther than the best so far, and the grid's
	// cells beyond that reach are skipped, which gives the same answer.
	reach := within
	consider := func(e int) bool {
		if g.Ships[e].Fleet == g.Ships[i].Fleet || !s.OnTable(e) {
			return true
		}
		d := me.Pos.Dist(s.Ships[e].Pos)
		if d <= within && (d < bestD || d == bestD && e < best) && ok(e) {
			best, bestD, reach = e, d, d
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
	x, y := s.grid.Cell(i)
	last := s.grid.RingsCovering(x, y)
	for r := int32(0); r <= last; r++ {
		for f := range Players {
			if f != g.Ships[i].Fleet%Players {
				s.grid.EachInRingNear(f, x, y, r, me.Pos, &reach, consider)
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
	x, y := s.grid.Cell(i)
	last := min(s.grid.RingsCovering(x, y), int32(math.Ceil(within/gridCell))+1)
	for r := int32(0); r <= last && !found; r++ {
		for f := range Players {
			if f != g.Ships[i].Fleet%Players && !s.grid.EachInRingNear(f, x, y, r, s.Ships[i].Pos, &within, try) {
				break
			}
		}
	}
	return found
}

// MaxScan returns the largest Scan any ship has now, inches: the largest
// profile Scan and the larger Scanner Uplink (uplink.go).
func (s *State) MaxScan() int { return s.maxScan + int(max(s.battle.uplink[0], s.battle.uplink[1])) }

// MaxSignature returns the largest Signature any ship can have, inches:
// its profile Signature with a Major Spike.
func (s *State) MaxSignature() int { return s.maxSig + SpikeInches*int(MajorSpike) }
