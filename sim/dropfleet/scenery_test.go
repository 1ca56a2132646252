package dropfleet

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestSceneryCrossing checks the geometry of a piece: how far a segment
// runs inside a rectangle, turned or not.
func TestSceneryCrossing(t *testing.T) {
	p := Scenery{Kind: FineDebris, Centre: plane.Vec{X: 10, Y: 10}, Length: 6, Width: 2, Heading: 90} // 6" east-west, 2" north-south
	cases := []struct {
		a, b plane.Vec
		want float64
	}{
		{plane.Vec{X: 0, Y: 10}, plane.Vec{X: 20, Y: 10}, 6},
		{plane.Vec{X: 10, Y: 0}, plane.Vec{X: 10, Y: 20}, 2},
		{plane.Vec{X: 0, Y: 12.5}, plane.Vec{X: 20, Y: 12.5}, 0},
		{plane.Vec{X: 10, Y: 10}, plane.Vec{X: 20, Y: 10}, 3},
		{plane.Vec{X: 0, Y: 0}, plane.Vec{X: 5, Y: 5}, 0},
	}
	for _, c := range cases {
		if got := p.Crossing(c.a, c.b); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("Crossing(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
	if !p.Contains(plane.Vec{X: 12.9, Y: 10.9}) || p.Contains(plane.Vec{X: 10, Y: 11.5}) {
		t.Error("Contains is wrong for a piece turned 90°")
	}
}

// TestSceneryShooting checks the scenery's effects on a shot between two
// ships 10" apart in Low Orbit (rules notes §1): "Fine debris −6" Scan and
// +1 Lock, Dense −12" Scan and +2 Lock, Planetary Ring −6" Scan and +1
// Lock when firing through/in them; target obscured by more than 6" of
// debris cannot be shot".
func TestSceneryShooting(t *testing.T) {
	w := Weapon{Name: "gun", Lock: 3, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc}
	mid := plane.Vec{X: TableSize / 2, Y: TableSize/2 + 1}
	cases := []struct {
		name   string
		pieces []Scenery
		scan   float64 // Scan against the target, before its Signature
		lock   int
		can    bool
	}{
		{"§1 no scenery", nil, 6, 3, true},
		{"§1 Fine debris: −6\" Scan, +1 Lock", []Scenery{{FineDebris, mid, 2, 2, 0}}, 0, 4, true},
		{"§1 Dense debris: −12\" Scan, +2 Lock", []Scenery{{DenseDebris, mid, 2, 2, 0}}, 0, 5, true},
		{"§1 Planetary Ring: −6\" Scan, +1 Lock", []Scenery{{PlanetaryRing, mid, 8, 8, 0}}, 0, 4, true},
		{"§1 more than 6\" of debris obscures", []Scenery{{FineDebris, mid, 7, 4, 0}}, -1, 4, false},
		{"§1 a ring does not obscure", []Scenery{{PlanetaryRing, mid, 7, 4, 0}}, 0, 4, true},
		{"§1 a piece off the line changes nothing", []Scenery{{DenseDebris, plane.Vec{X: 5, Y: 5}, 2, 2, 0}}, 6, 3, true},
	}
	for _, c := range cases {
		g, _ := worldGame(w)
		g.Battle.Scenery = c.pieces
		g.Ships[1].Start.Pos = plane.Vec{X: TableSize / 2, Y: TableSize/2 + 6}
		g.Ships[1].Profile.Sig = 10
		s := NewState(g)
		for bg := range s.entered {
			s.entered[bg] = true
		}
		scan := s.TargetingRange(0, 1, true) // Close Action: the Scan alone
		lock, _ := s.lockAgainst(0, &w, 1)
		if scan != c.scan || lock != c.lock || s.CanTarget(0, &w, 1) != c.can {
			t.Errorf("%s: scan %v lock %d can %v, want %v %d %v", c.name, scan, lock, s.CanTarget(0, &w, 1), c.scan, c.lock, c.can)
		}
	}
}

// TestSceneryHazards moves a ship (Armour 4+, Hull 10) 10" north through a
// scenery piece many times and compares its Hull loss with the exact
// chances (rules notes §7: "Fine: 2 attacks Lock 3+, Dense: 2 attacks Lock
// 2+, Ring crossing in High Orbit: 2 hits Lock 2+, 1 damage each"; criticals
// on Lock + 2 ignore Armour): a Fine die deals a point with 2/6 + 2/6 ×
// 1/2 = 1/2, a Dense or Ring die with 3/6 + 2/6 × 1/2 = 2/3; a ring
// touches only ships in High Orbit.
func TestSceneryHazards(t *testing.T) {
	cases := []struct {
		name  string
		kind  SceneryKind
		layer Layer
		p     float64 // a die's chance of a point
	}{
		{"§7 Fine debris", FineDebris, LowOrbit, 1.0 / 2},
		{"§7 Dense debris", DenseDebris, LowOrbit, 2.0 / 3},
		{"§7 a Planetary Ring in High Orbit", PlanetaryRing, HighOrbit, 2.0 / 3},
		{"§7 a Planetary Ring below High Orbit", PlanetaryRing, LowOrbit, 0},
	}
	for _, c := range cases {
		g, _ := worldGame()
		g.Battle.Scenery = []Scenery{{c.kind, plane.Vec{X: TableSize / 2, Y: 15}, 4, 2, 90}}
		g.Ships[0].Start.Pos = plane.Vec{X: TableSize / 2, Y: 10}
		g.Ships[0].Start.Layer = c.layer
		s := NewState(g)
		r := sim.NewStream(8, 0)
		var h sim.Histogram
		const n = 60_000
		for range n {
			resetWorld(s)
			a := g.Plans[0]
			s.Activate(&a, r)
			h.Add(10 - int(s.Ships[0].Hull))
		}
		q := 1 - c.p
		simtest.Distribution(t, c.name+": Hull lost", &h, map[int]float64{0: q * q, 1: 2 * c.p * q, 2: c.p * c.p})
	}
}

// TestTableEdge checks a ship's move that would end off the table (battle
// notes §4.3, U-X3): by default it stops at the edge where its path meets
// it, the move counted illegal; under LeaveTable it flies off and is
// destroyed, its points counted as kill points.
func TestTableEdge(t *testing.T) {
	for _, leave := range []bool{false, true} {
		g, _ := worldGame()
		g.Rules.LeaveTable = leave
		g.Ships[0].Start.Pos = plane.Vec{X: 20, Y: TableSize - 2}
		s := NewState(g)
		for bg := range s.entered {
			s.entered[bg] = true
		}
		a := g.Plans[0]
		s.Activate(&a, sim.NewStream(1, 0)) // Standard Orders, the least move: 5" north
		switch {
		case !leave && (s.Ships[0].Pos.Dist(plane.Vec{X: 20, Y: TableSize}) > 1e-9 || s.Illegal != 1 || s.Ships[0].Hull != 10):
			t.Errorf("§4.3 forbidden: at %v, %d illegal, Hull %d; want on the edge at [20 48], 1, 10", s.Ships[0].Pos, s.Illegal, s.Ships[0].Hull)
		case leave && (s.Ships[0].Hull != 0 || s.killPoints()[1] != 100):
			t.Errorf("§4.3 U-X3 allowed: Hull %d, kill points %v; want 0 and 100 to the enemy", s.Ships[0].Hull, s.killPoints())
		}
	}
	if got := edgeStop(plane.Vec{X: 24, Y: 40}, plane.Vec{X: 24, Y: 46}, plane.Vec{X: 30, Y: 52}); got.Dist(plane.Vec{X: 26, Y: 48}) > 1e-9 {
		t.Errorf("edgeStop on the second leg = %v, want [26 48]", got)
	}
	if got := edgeStop(plane.Vec{X: -3, Y: 10}, plane.Vec{X: -2, Y: 10}, plane.Vec{X: -1, Y: 12}); got != (plane.Vec{X: 0, Y: 12}) {
		t.Errorf("edgeStop still coming on = %v, want [0 12]", got)
	}
}

// TestLandersThroughDebris lands a Bulk Lander through a debris field on
// its line many times (battle notes §2.2 step 4, U-L4's default): the
// asset is removed on 3+ through fine debris, 5+ through dense, and a
// planetary ring does nothing; a removed Bulk Lander takes its 3 Infantry
// with it.
func TestLandersThroughDebris(t *testing.T) {
	for _, c := range []struct {
		kind SceneryKind
		p    float64 // the lander is lost
	}{{FineDebris, 4.0 / 6}, {DenseDebris, 2.0 / 6}, {PlanetaryRing, 0}} {
		_, s := battleGame()
		at := s.Model.Battle.Clusters[0].Sectors[0].At
		s.Ships[0].Pos = at.Add(plane.Vec{Y: 5}) // 9" from the other sector: out of a Bulk Lander's 6"
		s.Model.Battle.Scenery = []Scenery{{c.kind, at.Add(plane.Vec{Y: 2.5}), 4, 1, 90}}
		s.battle.world = newWorld(s.Model.Battle.Scenery, nil)
		r := sim.NewStream(14, 0)
		var lost int64
		const n = 60_000
		for range n {
			s.battle.clusters[0].Sectors[0].Tokens[0][GroundInfantry] = 0
			s.land(0, BulkLanders, r)
			switch got := s.battle.clusters[0].Sectors[0].Tokens[0][GroundInfantry]; got {
			case 0:
				lost++
			case 3:
			default:
				t.Fatalf("%v: %d Infantry landed, want 0 or 3", c.kind, got)
			}
		}
		simtest.Proportion(t, "§2.2 a Bulk Lander through "+c.kind.String(), lost, n, c.p)
	}
}
