package scenarios

import (
	"fmt"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// obstacles reads the obstacle tokens: a list of {name, kind, points:
// [[x, y], ...]}, each a convex polygon in millimetres; kind is asteroid,
// debris, station or none (the default: it only obstructs).
func (b *armadaBuild) obstacles(top *yamldoc.Object) error {
	items, err := top.List("obstacles", 20)
	if err != nil {
		return err
	}
	for i, it := range items {
		path := fmt.Sprintf("obstacles[%d]", i)
		o, err := b.d.Object(it, path, "name", "kind", "points")
		if err != nil {
			return err
		}
		if err := o.Require("points"); err != nil {
			return err
		}
		pts, err := o.List("points", 12)
		if err != nil {
			return err
		}
		var vs []plane.Vec
		for j, pn := range pts {
			xy, err := b.d.Pair(pn, fmt.Sprintf("%s[%d]", o.Field("points"), j), "millimetres", 2000)
			if err != nil {
				return err
			}
			vs = append(vs, plane.Vec{X: xy[0], Y: xy[1]})
		}
		poly, ok := plane.NewPolygon(vs...)
		if !ok || !poly.Convex() {
			return b.d.Errorf(o.Value("points"), o.Field("points"), "an obstacle is a convex polygon of 3 to 12 points, in order")
		}
		kind, err := yamldoc.Enum(o, "kind", armada.ObstacleNone, armada.ParseObstacleKind)
		if err != nil {
			return err
		}
		b.g.Obstacles = append(b.g.Obstacles, armada.Obstacle{Polygon: poly, Kind: kind})
	}
	return nil
}
