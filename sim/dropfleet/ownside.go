package dropfleet

import "github.com/fleetlab/fleetlab/sim/plane"

// A player's own view is the table as the player sees it from its own side:
// the engine's layouts are the same turned through 180° about the table's
// centre, so a choice made in the player's own view is the same for either
// player on either side of the table. Decisions break ties between equally
// good places (sectors, stations, ships) by OwnSideFirst, never by index: the
// layout lists a cluster's sectors, and the clusters, in one order for
// both players, which a player on the other side sees turned round.

// sideTurned reports whether player p sees the table turned through 180°:
// its ships start, on average, in the north half of the table (the first
// player's side is the south), or on the centre line and in the east half.
func (s *State) sideTurned(p int) bool {
	g := s.Model
	var sum plane.Vec
	n := 0.0
	for i := range g.Ships {
		if g.Ships[i].Fleet%Players == p {
			sum, n = sum.Add(g.Ships[i].Start.Pos), n+1
		}
	}
	mid := n * TableSize / 2
	if d := sum.Y - mid; d > moveEpsilon || d >= -moveEpsilon && sum.X > mid+moveEpsilon {
		return true
	}
	return false
}

// FromOwnSide returns point v in player p's own view: as it is for a player
// whose ships start in the south half, turned through 180° about the
// table's centre for the other.
func (s *State) FromOwnSide(p int, v plane.Vec) plane.Vec {
	if s.sideTurned(p) {
		return plane.Vec{X: TableSize - v.X, Y: TableSize - v.Y}
	}
	return v
}

// OwnSideFirst reports whether point a comes before point b in player p's
// own view: nearer the player's own edge, then further to its left (the lower
// y, then the lower x, in that view), points within moveEpsilon counting as
// equal. The table turned through 180° with the players' sides swapped
// keeps the order, so a tie broken by it is broken alike for both.
func (s *State) OwnSideFirst(p int, a, b plane.Vec) bool {
	a, b = s.FromOwnSide(p, a), s.FromOwnSide(p, b)
	if d := a.Y - b.Y; d < -moveEpsilon || d > moveEpsilon {
		return d < 0
	}
	return a.X < b.X-moveEpsilon
}
