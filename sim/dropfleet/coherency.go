package dropfleet

// CoherencyRange returns a group's coherency distance: 3" for ships of
// starting Hull 6 or less, 6" for Hull 7 or more, centre to centre (rules
// notes §3, §6).
func CoherencyRange(p *Profile) float64 {
	if p.Hull >= 7 {
		return 6
	}
	return 3
}

// maxCoherencyGroup is the most ships coherency is computed for without
// allocating; larger groups count every ship as in coherency.
const maxCoherencyGroup = 32

// InCoherency reports whether ship i is in its group's coherency: "each
// ship after the first must end within range of at least one other, and
// the whole group must form one chain" (rules notes §3). When a group has
// split into several chains, the ships of the largest chain (on a tie, the
// one holding the group's first ship) are in coherency and the others are
// not. A group of one ship is always in coherency.
func (s *State) InCoherency(i int) bool {
	g := s.Game
	grp := &g.Groups[g.Ships[i].Group]
	n := len(grp.Ships)
	if n <= 1 || n > maxCoherencyGroup {
		return true
	}
	rng := CoherencyRange(&g.Ships[i].Profile) + moveEpsilon
	var parent [maxCoherencyGroup]int
	for k := range n {
		parent[k] = k
	}
	find := func(k int) int {
		for parent[k] != k {
			parent[k] = parent[parent[k]]
			k = parent[k]
		}
		return k
	}
	for a := range n {
		for b := a + 1; b < n; b++ {
			if s.Ships[grp.Ships[a]].Pos.Dist(s.Ships[grp.Ships[b]].Pos) <= rng {
				parent[find(a)] = find(b)
			}
		}
	}
	var size [maxCoherencyGroup]int
	mine := -1
	for k := range n {
		size[find(k)]++
		if grp.Ships[k] == i {
			mine = find(k)
		}
	}
	best := find(0)
	for k := range n {
		if size[k] > size[best] {
			best = k
		}
	}
	return mine == best
}
