package scenarios

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// deployDepth is how far from its player's edge a ship may start: Directly
// Deployed battlegroups "start on the table within 6\" of a friendly edge"
// and the others come on from it (battle notes §1.3).
const deployDepth = 6

// cornerReach is how far along the edges from its corner a corner
// deployment reaches: "12\" along opposing board corners" (battle notes
// §3.3, an engine reading of switch-table item "12\" along opposing board
// corners": within 6" of either edge and 12" of the corner along both).
const cornerReach = 12

// zone is a player's deployment zone: an edge or a corner of the table,
// as the unit vector from the table's centre towards it.
type zone struct{ x, y float64 }

// zoneOf returns the edge (or, with corners, the corner) nearest p.
func zoneOf(p plane.Vec, corners bool) zone {
	dx, dy := p.X-dropfleet.TableSize/2, p.Y-dropfleet.TableSize/2
	sign := func(v float64) float64 { return math.Copysign(1, v) }
	switch {
	case corners:
		return zone{sign(dx), sign(dy)}
	case math.Abs(dx) > math.Abs(dy):
		return zone{sign(dx), 0}
	}
	return zone{0, sign(dy)}
}

// String names the zone for messages, such as "the south edge".
func (z zone) String() string {
	ns := map[float64]string{-1: "south", 1: "north"}[z.y]
	ew := map[float64]string{-1: "west", 1: "east"}[z.x]
	if ns != "" && ew != "" {
		return "the " + ns + "-" + ew + " corner"
	}
	return "the " + ns + ew + " edge"
}

// holds reports whether p lies in the zone: within 6" of its edge, or of
// either edge of its corner and within 12" of the corner along both.
func (z zone) holds(p plane.Vec) bool {
	// depth from the edge whose outward normal is (sx, sy)
	depth := func(v, s float64) float64 {
		if s > 0 {
			return dropfleet.TableSize - v
		}
		return v
	}
	if z.x != 0 && z.y != 0 {
		dx, dy := depth(p.X, z.x), depth(p.Y, z.y)
		return min(dx, dy) <= deployDepth+1e-9 && max(dx, dy) <= cornerReach+1e-9
	}
	if z.x != 0 {
		return depth(p.X, z.x) <= deployDepth+1e-9
	}
	return depth(p.Y, z.y) <= deployDepth+1e-9
}

// cornerHeading is the heading, in degrees, from each corner of the table
// towards its centre, by the corner's zone.
var cornerHeading = map[zone]float64{{-1, -1}: 45, {1, -1}: 315, {1, 1}: 225, {-1, 1}: 135}

// cornerSlots returns n places in a corner's deployment zone as inches
// (a, b) in from the corner along its two edges, the nearest the corner
// first (by a+b, then a): a 2" grid from 1" in, or a 1" grid when more than
// its 27 places are needed, within the zone (6" of either edge, 12" along
// both); false when even that holds fewer than n.
func cornerSlots(n int) ([][2]float64, bool) {
	for _, step := range []float64{2, 1} {
		var out [][2]float64
		for a := 1.0; a <= cornerReach; a += step {
			for b := 1.0; b <= cornerReach; b += step {
				if min(a, b) <= deployDepth {
					out = append(out, [2]float64{a, b})
				}
			}
		}
		if len(out) < n {
			continue
		}
		slices.SortStableFunc(out, func(p, q [2]float64) int {
			if c := cmp.Compare(p[0]+p[1], q[0]+q[1]); c != 0 {
				return c
			}
			return cmp.Compare(p[0], q[0])
		})
		return out[:n], true
	}
	return nil, false
}

// atCorner returns the point (a, b) inches in from corner z along its
// edges, a along the edge that runs east-west.
func atCorner(z zone, ab [2]float64) plane.Vec {
	at := func(s, d float64) float64 {
		if s > 0 {
			return dropfleet.TableSize - d
		}
		return d
	}
	return plane.Vec{X: at(z.x, ab[0]), Y: at(z.y, ab[1])}
}

// foldIntoCorners plays a fleet placed along an edge in a scenario whose
// players deploy in opposing corners (battle notes §3.3, "12\" along
// opposing board corners"), so that any list may play Moonshot and Power
// Grab: a fleet whose ships all stand within 6" of one edge, not all in a
// corner's zone (a roster or a list file, written from the first player's
// edge, or a fleet written so), is set in the corner at the left of its
// edge as its player faces the table (the south edge's south-west corner,
// the north edge's north-east one), or opposite the other fleet's corner
// when that fleet stands in one already; its ships, in order, take
// cornerSlots's places, heading for the table's centre. The corner at the
// left is the same for both players on the table turned through 180°.
// A fleet already in a corner, or placed otherwise, is left to deploy's
// checks.
func (b *dropfleetBuild) foldIntoCorners() error {
	g := b.g
	ships := make([][]int, len(g.Fleets))
	for i := range g.Ships {
		ships[g.Ships[i].Fleet] = append(ships[g.Ships[i].Fleet], i)
	}
	inZone := func(f int, z zone) bool {
		for _, i := range ships[f] {
			if !z.holds(g.Ships[i].Start.Pos) {
				return false
			}
		}
		return true
	}
	corner := make([]zone, len(g.Fleets)) // the zero zone: none yet
	var fold []int
	for f := range g.Fleets {
		if len(ships[f]) == 0 {
			continue
		}
		first := g.Ships[ships[f][0]].Start.Pos
		if z := zoneOf(first, true); inZone(f, z) {
			corner[f] = z
		} else if e := zoneOf(first, false); inZone(f, e) {
			corner[f] = zone{e.x + e.y, e.y - e.x} // the corner at the edge's left
			fold = append(fold, f)
		}
	}
	for _, f := range fold {
		if o := 1 - f; len(g.Fleets) == 2 && !slices.Contains(fold, o) && corner[o] != (zone{}) {
			corner[f] = zone{-corner[o].x, -corner[o].y}
		}
		slots, ok := cornerSlots(len(ships[f]))
		if !ok {
			return &yamldoc.Error{File: b.d.File, Line: b.lines.fleet[f], Field: "fleets." + g.Fleets[f].Name,
				Err: yamldoc.Problemf("the fleet's %d ships do not fit in %s (%d\" along both edges, %d\" deep; battle notes §3.3)",
					len(ships[f]), corner[f], cornerReach, deployDepth)}
		}
		for k, i := range ships[f] {
			g.Ships[i].Start.Pos = atCorner(corner[f], slots[k])
			g.Ships[i].Start.Heading = cornerHeading[corner[f]]
		}
	}
	return nil
}

// deploy checks the battle's set-up (battle notes §1.3, §3.3): each
// fleet's ships start in its deployment zone, the edge (or, with corners,
// the corner) nearest its first ship, within 6" of the edge; the two
// players' zones are opposite; and a battlegroup that comes on later
// (every approach but Directly Deployed) starts in High Orbit, as it
// enters "from any friendly edge, in High Orbit".
func (b *dropfleetBuild) deploy(corners bool) error {
	g := b.g
	var zones []zone
	for f := range g.Fleets {
		var z zone
		first := true
		for i := range g.Ships {
			sh := &g.Ships[i]
			if sh.Fleet != f {
				continue
			}
			problem := func(format string, args ...any) error {
				return &yamldoc.Error{File: b.d.File, Line: b.lines.group[sh.Group], Field: "fleets." + g.Fleets[f].Name,
					Err: yamldoc.Problemf(format, args...)}
			}
			if first {
				z, first = zoneOf(sh.Start.Pos, corners), false
				zones = append(zones, z)
				if len(zones) == 2 && (zones[0].x != -zones[1].x || zones[0].y != -zones[1].y) {
					return problem("the fleet deploys on %s and the other on %s; the players deploy on opposite %s (battle notes §1.3, §3.3)",
						z, zones[0], map[bool]string{false: "edges", true: "corners"}[corners])
				}
			}
			if !z.holds(sh.Start.Pos) {
				return problem("%s starts at [%g, %g], outside the fleet's deployment zone, %s (within %d\" of it%s; battle notes §1.3, §3.3)",
					sh.ID, sh.Start.Pos.X, sh.Start.Pos.Y, z, deployDepth, map[bool]string{false: "", true: fmt.Sprintf(" and %d\" of the corner along both edges", cornerReach)}[corners])
			}
			for _, o := range g.Battle.SolidObjects {
				if o.Clearance(sh.Start.Pos) <= 0 {
					return problem("%s starts at [%g, %g], on the %g\" solid object at [%g, %g] (battle notes §3.3, §4.3)",
						sh.ID, sh.Start.Pos.X, sh.Start.Pos.Y, o.Diameter, o.Centre.X, o.Centre.Y)
				}
			}
			if g.Fleets[f].Arrival != dropfleet.DirectlyDeployed && sh.Start.Layer != dropfleet.HighOrbit {
				return problem("%s starts in %s; a battlegroup coming on by %s enters in High Orbit (battle notes §1.3)", sh.ID, sh.Start.Layer, g.Fleets[f].Arrival)
			}
		}
	}
	return nil
}
