package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestHugeShipDeployment: "Huge ship: part of its base touching its
// owner's edge; may stick out of the deployment zone but stays wholly in
// the setup area; cannot overlap obstacles; squadrons placed near it
// outside the zone must also be within distance 1–2 of the deployment
// zone" (battle notes §1.4).
func TestHugeShipDeployment(t *testing.T) {
	table := Table{PlayArea: ThreeBySix(), Ruler: DefaultRuler()}
	lo, hi := table.SetupArea()
	mid := (lo.X + hi.X) / 2
	_, l, _ := BaseSize(HugeShip)
	square, _ := plane.NewPolygon(plane.Vec{X: mid - 20, Y: 200}, plane.Vec{X: mid + 20, Y: 200},
		plane.Vec{X: mid + 20, Y: 240}, plane.Vec{X: mid - 20, Y: 240})
	rock := Obstacle{Kind: AsteroidField, Polygon: square}
	for _, tc := range []struct {
		name      string
		player    int
		at        Placement
		obstacles []Obstacle
		want      bool
	}{
		{"§1.4 touching its edge, out of the zone", 0, Placement{At: plane.Vec{X: mid - 200, Y: l / 2}}, nil, true},
		{"§1.4 not touching its edge", 0, Placement{At: plane.Vec{X: mid - 200, Y: l/2 + 10}}, nil, false},
		{"§1.4 the second player's edge", 1, Placement{At: plane.Vec{X: mid, Y: table.PlayArea.Y - l/2}, Heading: 180}, nil, true},
		{"§1.4 the other player's edge", 1, Placement{At: plane.Vec{X: mid, Y: l / 2}, Heading: 180}, nil, false},
		{"§1.4 outside the set-up area", 0, Placement{At: plane.Vec{X: lo.X + 10, Y: l / 2}}, nil, false},
		{"§1.4 overlapping an obstacle", 0, Placement{At: plane.Vec{X: mid, Y: l / 2}}, []Obstacle{rock}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base, _ := BasePolygon(HugeShip, tc.at)
			if got := table.HugeShipDeployable(&base, tc.player, nil, tc.obstacles); got != tc.want {
				t.Errorf("deployable %v, want %v", got, tc.want)
			}
		})
	}
	zoneEnd := table.Ruler.Distance[2]
	for _, tc := range []struct {
		name string
		y    float64
		want bool
	}{
		{"§1.4 a squadron in the zone", zoneEnd - 50, true},
		{"§1.4 a squadron at distance 2 of the zone", zoneEnd + sqR + 100, true},
		{"§1.4 a squadron beyond distance 2 of the zone", zoneEnd + sqR + 140, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := table.NearDeploymentZone(Disc{C: plane.Vec{X: mid, Y: tc.y}, R: sqR}, 0); got != tc.want {
				t.Errorf("near the zone %v, want %v", got, tc.want)
			}
		})
	}
}
