package armada

import "github.com/fleetlab/fleetlab/sim/plane"

// Searches among the units for large fleets. The nearest enemy an attack
// may be declared at, the ships a maneuvering base overlaps and the bases
// that may obstruct a line of sight were found by a look at every unit,
// so that with hundreds of ships a side each activation cost grew with the
// fleets. From gridMinUnits units the state keeps a uniform grid of the
// units' positions (plane.Grid), built at the first search of a trial and
// kept up to date as units move (gridMoved), and searches look only at the
// cells near the units. The answers are exactly those of a look at every
// unit, ties included.

// gridMinUnits is the fewest units for which searches use the grid: at 10
// units (BenchmarkScaleArmada at 5 ships a side) the grid already saves
// 5% of the instructions of an activation, at 40 units 28%.
const gridMinUnits = 10

// gridSide is the side of a grid cell, millimetres: about a third of long
// range.
const gridSide = 100.0

// gridSlack, millimetres, widens the cells searched around a box beyond
// any rounding.
const gridSlack = 1.0

// unitGrid is the grid of the units' positions and whether it is up to
// date in this trial.
type unitGrid struct {
	plane.Grid
	// on: searches use the grid (the fleets are large enough); valid: it
	// is up to date in this trial
	on, valid bool
	// maxRadius is the largest reachRadius of any unit.
	maxRadius float64
}

// newGrid allocates the grid of s's units when searches use it.
func (s *State) newGrid() {
	g := s.Model
	if len(g.Units) < gridMinUnits {
		return
	}
	s.grid.Init(len(g.Units), Players, gridSide)
	s.grid.on = true
	for u := range g.Units {
		s.grid.maxRadius = max(s.grid.maxRadius, s.reachRadius(u))
	}
}

// usesGrid reports whether searches on s use the grid, building it when
// it is not up to date.
func (s *State) usesGrid() bool {
	if !s.grid.on {
		return false
	}
	if !s.grid.valid {
		s.grid.Clear()
		for u := len(s.Units) - 1; u >= 0; u-- {
			s.grid.Insert(u, s.Model.Units[u].Player, s.Units[u].At.At)
		}
		s.grid.valid = true
	}
	return true
}

// gridMoved keeps the grid up to date after unit u moved.
func (s *State) gridMoved(u int) {
	if s.grid.valid {
		s.grid.Move(u, s.Units[u].At.At)
	}
}

// eachNear calls visit for the units of player p ring by ring of grid
// cells around unit u's, while visit returns true and beyond(d) is false
// for d, the least distance between u's centre and that of a unit not yet
// visited.
func (s *State) eachNear(u, p int, visit func(j int) bool, beyond func(d float64) bool) {
	x, y := s.grid.Cell(u)
	last := s.grid.RingsCovering(x, y)
	for r := int32(0); r <= last; r++ {
		if !s.grid.EachInRing(p, x, y, r, visit) || beyond(float64(r)*gridSide) {
			return
		}
	}
}

// eachInBox calls visit for every unit whose centre may be within the box
// [lo, hi] grown by margin, until visit returns false.
func (s *State) eachInBox(lo, hi plane.Vec, margin float64, visit func(j int) bool) {
	lo, hi = lo.Sub(plane.Vec{X: margin, Y: margin}), hi.Add(plane.Vec{X: margin, Y: margin})
	for p := range Players {
		if !s.grid.EachInBox(p, lo, hi, visit) {
			return
		}
	}
}
