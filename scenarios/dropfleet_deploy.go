package scenarios

import (
	"fmt"
	"math"

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
			if g.Fleets[f].Arrival != dropfleet.DirectlyDeployed && sh.Start.Layer != dropfleet.HighOrbit {
				return problem("%s starts in %s; a battlegroup coming on by %s enters in High Orbit (battle notes §1.3)", sh.ID, sh.Start.Layer, g.Fleets[f].Arrival)
			}
		}
	}
	return nil
}
