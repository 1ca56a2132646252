package armada

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim/plane"
)

func box(cx, cy, half float64) plane.Polygon {
	p, _ := plane.NewPolygon(plane.Vec{X: cx - half, Y: cy - half}, plane.Vec{X: cx + half, Y: cy - half},
		plane.Vec{X: cx + half, Y: cy + half}, plane.Vec{X: cx - half, Y: cy + half})
	return p
}

// TestSetupGeometry checks the set-up area and deployment zones of battle
// notes §1.2 step 1 and §1.3: a 3' × 4' set-up area one ruler length in
// from each short edge; deployment zones distance 3 (185 mm) deep.
func TestSetupGeometry(t *testing.T) {
	tb := StandardTable()
	lo, hi := tb.SetupArea()
	if math.Abs(lo.X-304.8) > 1e-9 || math.Abs(hi.X-1524) > 1e-9 || lo.Y != 0 || math.Abs(hi.Y-914.4) > 1e-9 {
		t.Errorf("set-up area %v..%v, want (304.8, 0)..(1524, 914.4)", lo, hi)
	}
	lo0, hi0 := tb.DeploymentZone(0)
	lo1, hi1 := tb.DeploymentZone(1)
	if hi0.Y != 185 || lo0.Y != 0 || math.Abs(lo1.Y-(914.4-185)) > 1e-9 || hi1.Y != hi.Y || lo0.X != lo.X || hi1.X != hi.X {
		t.Errorf("deployment zones %v..%v and %v..%v", lo0, hi0, lo1, hi1)
	}
}

// TestDeployable checks where ships and squadrons may deploy (battle notes
// §1.4): ships wholly inside their zone, not overlapping; squadrons in the
// set-up area within distance 1-2 (125 mm) of a friendly ship.
func TestDeployable(t *testing.T) {
	tb := StandardTable()
	ship, _ := BasePolygon(MediumShip, Placement{At: plane.Vec{X: 900, Y: 100}, Heading: 0})
	cases := []struct {
		name   string
		at     plane.Vec
		player int
		want   bool
	}{
		{"wholly inside player 0's zone", plane.Vec{X: 700, Y: 100}, 0, true},
		{"in player 1's zone, not player 0's", plane.Vec{X: 700, Y: 100}, 1, false},
		{"sticking out beyond distance 3", plane.Vec{X: 700, Y: 150}, 0, false},
		{"outside the set-up area (a short-edge band)", plane.Vec{X: 300, Y: 100}, 0, false},
		{"overlapping a ship already deployed", plane.Vec{X: 930, Y: 100}, 0, false},
		{"player 1's zone", plane.Vec{X: 700, Y: 914.4 - 100}, 1, true},
	}
	for _, c := range cases {
		base, _ := BasePolygon(MediumShip, Placement{At: c.at})
		if got := tb.ShipDeployable(&base, c.player, []plane.Polygon{ship}); got != c.want {
			t.Errorf("§1.4 %s: ShipDeployable = %v", c.name, got)
		}
	}
	friends := []plane.Polygon{ship}
	// The medium base is 63 mm wide: its right side is at x = 931.5.
	for _, c := range []struct {
		name string
		d    Disc
		want bool
	}{
		{"just inside distance 2 of a friendly ship", Disc{plane.Vec{X: 931.5 + 125 + 17, Y: 100}, 17.5}, true},
		{"just beyond distance 2", Disc{plane.Vec{X: 931.5 + 125 + 18, Y: 100}, 17.5}, false},
		{"outside the set-up area", Disc{plane.Vec{X: 310, Y: 100}, 17.5}, false},
	} {
		if got := tb.SquadronDeployable(c.d, friends); got != c.want {
			t.Errorf("§1.4 squadron %s: SquadronDeployable = %v", c.name, got)
		}
	}
}

// TestObstaclePlaceable checks battle notes §1.2 step 5: inside the set-up
// area, beyond distance 3 (185 mm) of the play area's edges, beyond
// distance 1 (76 mm) of every other obstacle.
func TestObstaclePlaceable(t *testing.T) {
	tb := StandardTable()
	placed := []Obstacle{{Polygon: box(900, 450, 40), Kind: AsteroidField}}
	cases := []struct {
		name string
		o    plane.Polygon
		want bool
	}{
		{"in the middle, far from others", box(600, 450, 40), true},
		{"within distance 3 of the long edge", box(600, 220, 40), false},
		{"just beyond distance 3 of the long edge", box(600, 226, 40), true},
		{"within distance 1 of another obstacle", box(900+80+70, 450, 40), false},
		{"just beyond distance 1 of another obstacle", box(900+80+77, 450, 40), true},
		{"overlapping another obstacle", box(920, 450, 40), false},
		{"outside the set-up area", box(290, 450, 40), false},
	}
	for _, c := range cases {
		if got := tb.ObstaclePlaceable(&c.o, placed); got != c.want {
			t.Errorf("§1.2 step 5 %s: ObstaclePlaceable = %v", c.name, got)
		}
	}
}
