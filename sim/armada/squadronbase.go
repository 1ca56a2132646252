package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// DefaultSquadronRadius is a squadron base's radius in millimetres. No rules
// document publishes it (rules notes, "Uncertain": "Squadron base diameter:
// not found ([ALPH] uses radius 16.875 mm)"); fleetlab takes that figure
// and a scenario may set its own (rules: squadron_radius).
const DefaultSquadronRadius = 16.875

// Disc is a squadron's round base on the play area.
type Disc struct {
	C plane.Vec // centre
	R float64   // radius
}

// Overlaps reports whether the disc overlaps polygon p. Touching is not
// overlapping (rules notes §7).
func (d Disc) Overlaps(p *plane.Polygon) bool {
	_, dist := p.Nearest(d.C)
	return dist < d.R-plane.Eps
}

// OverlapsDisc reports whether two squadron bases overlap; touching is not
// overlapping.
func (d Disc) OverlapsDisc(e Disc) bool { return d.C.Sub(e.C).Len() < d.R+e.R-plane.Eps }

// Crosses reports whether the segment a–b passes through the disc's
// interior; a segment that touches it or ends on its edge does not.
func (d Disc) Crosses(a, b plane.Vec) bool {
	return d.C.Sub(plane.ClosestOnSegment(d.C, a, b)).Len() < d.R-1e-4
}

// Toward returns the point of the disc's edge closest to q (the centre
// when q is the centre).
func (d Disc) Toward(q plane.Vec) plane.Vec {
	v := q.Sub(d.C)
	l := v.Len()
	if l < plane.Eps {
		return d.C
	}
	return d.C.Add(v.Scale(d.R / l))
}

// reachLength is how far an arc line is followed when it is cut by a
// squadron's base: beyond any table.
const reachLength = 1e4

// chord returns the part of the ray from o along the unit vector u inside
// the disc, and false when the ray misses it.
func (d Disc) chord(o, u plane.Vec) (plane.Polygon, bool) {
	w := o.Sub(d.C)
	b, c := w.Dot(u), w.Dot(w)-d.R*d.R
	disc := b*b - c
	if disc < 0 {
		return plane.Polygon{}, false
	}
	sq := math.Sqrt(disc)
	t0, t1 := max(-b-sq, 0), -b+sq
	if t1 < 0 {
		return plane.Polygon{}, false
	}
	var seg plane.Polygon
	seg.Append(o.Add(u.Scale(t0)))
	seg.Append(o.Add(u.Scale(t1)))
	return seg, true
}

// reachSquadron measures from hull zone z to the part of squadron base d
// inside z's firing arc ("ignoring any part of the defender outside the
// attacking arc", rules notes §2): the range line's length, and whether any
// of the base is in the arc, arc lines included. The nearest point of the
// whole base is taken when it lies in the arc; otherwise the nearest
// in-arc point lies where an arc line cuts the base.
func (h *Hull) reachSquadron(z Zone, d Disc) (dist float64, inArc bool) {
	zone := h.Zone(z)
	p, dc := zone.Nearest(d.C)
	if dc <= d.R { // touching the ship (an overlap never stands)
		return 0, h.InArc(z, p)
	}
	if h.InArc(z, d.Toward(p)) {
		return dc - d.R, true
	}
	dist = math.Inf(1)
	for _, bearing := range h.shape.span[z] {
		if seg, ok := d.chord(h.At, plane.Direction(h.Heading+bearing)); ok {
			_, _, l := plane.Closest(zone, &seg)
			dist, inArc = min(dist, l), true
		}
	}
	return dist, inArc
}
