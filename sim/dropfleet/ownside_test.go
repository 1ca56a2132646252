package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestOwnSideFirst checks the players' own views (a mirror-image game makes
// mirror-image choices): the player whose ships start in the south half
// orders points by y then x, the other by the same turned through 180°, so
// that a pair of points and its image turned through 180° get the same
// order from the two players.
func TestOwnSideFirst(t *testing.T) {
	_, s := battleGame() // both fleets by the west cluster, on the centre line
	s.Model.Ships[0].Start.Pos, s.Model.Ships[1].Start.Pos = plane.Vec{X: 20, Y: 2}, plane.Vec{X: 28, Y: 2}
	s.Model.Ships[2].Start.Pos, s.Model.Ships[3].Start.Pos = plane.Vec{X: 20, Y: 46}, plane.Vec{X: 28, Y: 46}
	turn := func(v plane.Vec) plane.Vec { return plane.Vec{X: TableSize - v.X, Y: TableSize - v.Y} }
	for _, tc := range []struct {
		name string
		a, b plane.Vec
		want bool // for the south player
	}{
		{"nearer its own edge first", plane.Vec{X: 30, Y: 20}, plane.Vec{X: 10, Y: 22}, true},
		{"farther from its own edge after", plane.Vec{X: 10, Y: 22}, plane.Vec{X: 30, Y: 20}, false},
		{"as near: further left first", plane.Vec{X: 21.5, Y: 24}, plane.Vec{X: 26.5, Y: 24}, true},
		{"the same point: not first", plane.Vec{X: 24, Y: 24}, plane.Vec{X: 24, Y: 24 + 1e-12}, false},
	} {
		if got := s.OwnSideFirst(0, tc.a, tc.b); got != tc.want {
			t.Errorf("%s: south player OwnSideFirst(%v, %v) = %v, want %v", tc.name, tc.a, tc.b, got, tc.want)
		}
		if got := s.OwnSideFirst(1, turn(tc.a), turn(tc.b)); got != tc.want {
			t.Errorf("%s: north player OwnSideFirst(%v, %v) = %v, want %v (the south player's order turned)", tc.name, turn(tc.a), turn(tc.b), got, tc.want)
		}
	}
}
