package dropfleet

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// gridGame is two fleets of n ships each at random whole-inch positions
// (so that many distances tie), some destroyed.
func gridGame(n int, r *sim.Stream) *Model {
	g := &Model{}
	for f := range Players {
		g.Fleets = append(g.Fleets, Fleet{Name: string(rune('a' + f)), Admiral: 1, AdmiralShip: -1, Battlegroups: []int{f}})
		g.Battlegroups = append(g.Battlegroups, Battlegroup{Fleet: f, Groups: []int{f}})
		g.Groups = append(g.Groups, Group{Battlegroup: f})
	}
	for i := range 2 * n {
		f := i % Players
		sh := Ship{Fleet: f, Battlegroup: f, Group: f,
			Profile: Profile{Scan: 6 + r.IntN(13), Sig: r.IntN(9), Hull: 4},
			Start:   ShipState{Pos: plane.Vec{X: float64(r.IntN(60)) - 30, Y: float64(r.IntN(60)) - 30}, Hull: int16(r.IntN(4))}}
		g.Groups[f].Ships = append(g.Groups[f].Ships, i)
		g.Ships = append(g.Ships, sh)
	}
	return g
}

// TestGridSearchesMatchScans checks the grid's searches against scans of
// every ship, ties and destroyed ships included, before and after moves,
// on fleets small (scanned) and large (the grid).
func TestGridSearchesMatchScans(t *testing.T) {
	r := sim.NewStream(11, 0)
	for _, n := range []int{10, 40, 200} {
		g := gridGame(n, r)
		s := NewState(g)
		if s.usesGrid() != (2*n >= gridMinShips) {
			t.Fatalf("%d ships: usesGrid %v", 2*n, s.usesGrid())
		}
		for step := range 400 {
			i := r.IntN(len(g.Ships))
			silent := func(e int) bool { return e%3 != 0 }
			want, wantD := -1, math.Inf(1)
			for e := range g.Ships {
				if g.Ships[e].Fleet == g.Ships[i].Fleet || !s.OnTable(e) || !silent(e) {
					continue
				}
				if d := s.Ships[i].Pos.Dist(s.Ships[e].Pos); d < wantD {
					want, wantD = e, d
				}
			}
			if got := s.NearestEnemy(i, math.Inf(1), silent); got != want {
				t.Fatalf("%d ships, step %d: NearestEnemy(%d) = %d, want %d", 2*n, step, i, got, want)
			}
			reach := float64(r.IntN(20))
			near := func(e int) bool { return s.Ships[e].Pos.Dist(s.Ships[i].Pos) <= reach }
			wantNear := false
			for e := range g.Ships {
				if g.Ships[e].Fleet != g.Ships[i].Fleet && s.OnTable(e) && near(e) {
					wantNear = true
				}
			}
			if got := s.AnyEnemyNear(i, reach, near); got != wantNear {
				t.Fatalf("%d ships, step %d: AnyEnemyNear(%d, %g) = %v, want %v", 2*n, step, i, reach, got, wantNear)
			}
			// Move a ship somewhere, turning first, as an activation does.
			s.move(r.IntN(len(g.Ships)), Movement{Turn: float64(r.IntN(91) - 45), Distance: float64(r.IntN(25))})
			if step%100 == 99 {
				s.Reset()
			}
		}
	}
}

// TestGridAfterEdgeStops checks the grid's searches after ships stopped at
// the table's edge (edge.go), which moves them back after their move: on
// a battle's table of 80 ships, the nearest enemy of every ship after each
// move is that of a scan of every ship.
func TestGridAfterEdgeStops(t *testing.T) {
	anyShip := func(int) bool { return true }
	r := sim.NewStream(3, 0)
	g := gridGame(40, r)
	g.Battle = &Game{}
	s := NewState(g)
	stops := 0
	for step := range 2000 {
		for i := range s.Ships { // every ship on the table
			if p := s.Ships[i].Pos; !onTheTable(p) {
				s.Ships[i].Pos = plane.Vec{X: math.Mod(math.Abs(p.X), TableSize), Y: math.Mod(math.Abs(p.Y), TableSize)}
				s.gridMoved(i)
			}
		}
		s.NearestEnemy(0, math.Inf(1), anyShip) // the grid is built
		i := r.IntN(len(s.Ships))
		from, h0 := s.Ships[i].Pos, s.Ships[i].Heading
		m := Movement{Distance: float64(r.IntN(60))}
		s.move(i, m)
		beyond := !onTheTable(s.Ships[i].Pos)
		s.tableMoved(i, from, h0, m, r)
		if beyond && onTheTable(s.Ships[i].Pos) {
			stops++
		}
		for q := range s.Ships {
			want, wantD := -1, math.Inf(1)
			for e := range s.Ships {
				if g.Ships[e].Fleet == g.Ships[q].Fleet || !s.OnTable(e) {
					continue
				}
				if d := s.Ships[q].Pos.Dist(s.Ships[e].Pos); d < wantD {
					want, wantD = e, d
				}
			}
			if got := s.NearestEnemy(q, math.Inf(1), anyShip); got != want {
				t.Fatalf("step %d: NearestEnemy(%d) = %d, want %d", step, q, got, want)
			}
		}
	}
	if stops < 50 {
		t.Fatalf("only %d moves stopped at the edge: the test does not test", stops)
	}
}
