package armada

import (
	"math/bits"

	"github.com/fleetlab/fleetlab/sim"
)

// UnitSet is a set of a game's units, a bit per unit index. Its capacity is
// the game's number of units, fixed when the state is made (newUnitSet), so
// a scenario may hold as many units as its file gives; using it allocates
// nothing. The nil UnitSet is empty and must not be added to.
type UnitSet []uint64

// newUnitSet returns an empty set for n units, in memory of its own (it is
// written during trials).
func newUnitSet(n int) UnitSet { return sim.Isolated[uint64]((n + 63) / 64) }

// Has reports whether unit i is in the set.
func (u UnitSet) Has(i int) bool {
	w := i >> 6
	return i >= 0 && w < len(u) && u[w]&(1<<(i&63)) != 0
}

// Add puts unit i in the set.
func (u UnitSet) Add(i int) { u[i>>6] |= 1 << (i & 63) }

// Remove takes unit i out of the set.
func (u UnitSet) Remove(i int) { u[i>>6] &^= 1 << (i & 63) }

// Clear empties the set.
func (u UnitSet) Clear() { clear(u) }

// Union adds every unit of v (a set of the same game) to u.
func (u UnitSet) Union(v UnitSet) {
	for w := range v {
		u[w] |= v[w]
	}
}

// Len returns the number of units in the set.
func (u UnitSet) Len() int {
	n := 0
	for _, w := range u {
		n += bits.OnesCount64(w)
	}
	return n
}

// First returns the lowest unit index in the set, or -1 when it is empty.
func (u UnitSet) First() int {
	for w, x := range u {
		if x != 0 {
			return w<<6 + bits.TrailingZeros64(x)
		}
	}
	return -1
}
