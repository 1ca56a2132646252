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
const maxCoherencyGroup = 40

// InCoherency reports whether ship i's group is in coherency, so that its
// ships may take special orders: "each ship after the first must end within
// range of at least one other, and the whole group must form one chain"
// (rules notes §3). A chain broken anywhere puts the whole group out of
// coherency: "Ships in the same group may not claim coherency unless the
// every ship in the group is in coherency (and so may not split off into
// smaller parts and still do special orders)" (FAQ261). Destroyed ships are
// not part of the group and never bridge a chain. Ships with the Open
// special rule ignore group coherency (rules notes §3). A group of one ship
// is always in coherency.
func (s *State) InCoherency(i int) bool {
	g := s.Model
	p := &g.Ships[i].Profile
	if p.Open {
		return true
	}
	var ships [maxCoherencyGroup]int
	n := 0
	for _, si := range g.Groups[g.Ships[i].Group].Ships {
		if s.Ships[si].Hull > 0 {
			if n == maxCoherencyGroup {
				return true
			}
			ships[n] = si
			n++
		}
	}
	if n <= 1 {
		return true
	}
	// Grow the chain from the first ship: a ship joins when it is within
	// range of a ship already in it. The group is in coherency when every
	// ship joins.
	rng := CoherencyRange(p) + moveEpsilon
	joined := 1
	for k := 0; k < joined; k++ {
		at := s.Ships[ships[k]].Pos
		for m := joined; m < n; m++ {
			if at.Dist(s.Ships[ships[m]].Pos) <= rng {
				ships[joined], ships[m] = ships[m], ships[joined]
				joined++
			}
		}
	}
	return joined == n
}
