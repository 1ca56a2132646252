package scenarios

import (
	"fmt"

	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// obstacles reads the obstacle tokens: a list of {name, kind, points:
// [[x, y], ...]}, each a convex polygon in millimetres; kind is asteroid,
// debris, station or none (the default: it only obstructs).
func (b *armadaBuild) obstacles(top *object) error {
	items, err := top.list("obstacles", 20)
	if err != nil {
		return err
	}
	for i, it := range items {
		path := fmt.Sprintf("obstacles[%d]", i)
		o, err := b.d.object(it, path, "name", "kind", "points")
		if err != nil {
			return err
		}
		if err := o.require("points"); err != nil {
			return err
		}
		pts, err := o.list("points", 12)
		if err != nil {
			return err
		}
		var vs []plane.Vec
		for j, pn := range pts {
			xy, err := b.d.pair(pn, fmt.Sprintf("%s[%d]", o.field("points"), j), "millimetres", 2000)
			if err != nil {
				return err
			}
			vs = append(vs, plane.Vec{X: xy[0], Y: xy[1]})
		}
		poly, ok := plane.NewPolygon(vs...)
		if !ok || !poly.Convex() {
			return b.d.errorf(o.values["points"], o.field("points"), "an obstacle is a convex polygon of 3 to 12 points, in order")
		}
		kind, err := enum(o, "kind", armada.ObstacleNone, armada.ParseObstacleKind)
		if err != nil {
			return err
		}
		b.g.Obstacles = append(b.g.Obstacles, armada.Obstacle{Polygon: poly, Kind: kind})
	}
	return nil
}
