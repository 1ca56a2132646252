package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// Huge ships' deployment (battle notes §1.4, [RRG15] /rules/huge-ship/):
// "part of its base touching its owner's edge; may stick out of the
// deployment zone but stays wholly in the setup area; cannot overlap
// obstacles; squadrons placed near it outside the zone must also be within
// distance 1–2 of the deployment zone".

// HugeShipDeployable reports whether a huge ship's base may be deployed by
// player p: touching p's edge of the play area, wholly inside the set-up
// area, overlapping no ship already deployed and no obstacle.
func (t Table) HugeShipDeployable(base *plane.Polygon, p int, ships []plane.Polygon, obstacles []Obstacle) bool {
	lo, hi := t.SetupArea()
	if !within(base, lo, hi) {
		return false
	}
	edge := 0.0
	if p == 1 {
		edge = t.PlayArea.Y
	}
	touches := false
	for i := range base.N {
		touches = touches || math.Abs(base.V[i].Y-edge) <= plane.Eps
	}
	if !touches {
		return false
	}
	for i := range ships {
		if base.Overlaps(&ships[i]) {
			return false
		}
	}
	for i := range obstacles {
		if obstacles[i].Overlaps(base) {
			return false
		}
	}
	return true
}

// NearDeploymentZone reports whether squadron base d is inside player p's
// deployment zone or within distance 1–2 of it: where a squadron deployed
// near a huge ship may stand.
func (t Table) NearDeploymentZone(d Disc, p int) bool {
	lo, hi := t.DeploymentZone(p)
	dx := max(lo.X-d.C.X, 0, d.C.X-hi.X)
	dy := max(lo.Y-d.C.Y, 0, d.C.Y-hi.Y)
	return math.Hypot(dx, dy)-d.R <= t.Ruler.Distance[1]
}

// hugeDeploymentY returns the centre's distance along y of a huge ship
// deployed square to player p's edge, its base touching the edge.
func (t Table) hugeDeploymentY(p int) float64 {
	_, l, _ := BaseSize(HugeShip)
	if p == 1 {
		return t.PlayArea.Y - l/2
	}
	return l / 2
}
