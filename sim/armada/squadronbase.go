package armada

import "math"

// DefaultSquadronRadius is a squadron base's radius in millimetres. No rules
// document publishes it (rules notes, "Uncertain": "Squadron base diameter:
// not found ([ALPH] uses radius 16.875 mm)"); fleetlab takes that figure
// and a scenario may set its own (rules: squadron_radius).
const DefaultSquadronRadius = 16.875

// Disc is a squadron's round base on the play area.
type Disc struct {
	C Point   // centre
	R float64 // radius
}

// Overlaps reports whether the disc overlaps polygon p. Touching is not
// overlapping (rules notes §7).
func (d Disc) Overlaps(p *Polygon) bool {
	_, dist := p.nearestTo(d.C)
	return dist < d.R-geomEps
}

// OverlapsDisc reports whether two squadron bases overlap; touching is not
// overlapping.
func (d Disc) OverlapsDisc(e Disc) bool { return d.C.Sub(e.C).Len() < d.R+e.R-geomEps }

// Crosses reports whether the segment a–b passes through the disc's
// interior; a segment that touches it or ends on its edge does not.
func (d Disc) Crosses(a, b Point) bool {
	return d.C.Sub(closestOnSegment(d.C, a, b)).Len() < d.R-1e-4
}

// Toward returns the point of the disc's edge closest to q (the centre
// when q is the centre).
func (d Disc) Toward(q Point) Point {
	v := q.Sub(d.C)
	l := v.Len()
	if l < geomEps {
		return d.C
	}
	return d.C.Add(v.Scale(d.R / l))
}

// nearestTo returns the point of polygon p nearest q and its distance: q
// itself inside p. Degenerate polygons (a point or a segment) are measured
// along their edges.
func (p *Polygon) nearestTo(q Point) (Point, float64) {
	if p.N >= 3 && p.Contains(q) {
		return q, 0
	}
	best, at := math.Inf(1), q
	for i := range p.N {
		x := closestOnSegment(q, p.V[i], p.V[(i+1)%p.N])
		if l := x.Sub(q).Len(); l < best {
			best, at = l, x
		}
	}
	return at, best
}

// reachLength is how far an arc line is followed when it is cut by a
// squadron's base: beyond any table.
const reachLength = 1e4

// chord returns the part of the ray from o along the unit vector u inside
// the disc, and false when the ray misses it.
func (d Disc) chord(o, u Point) (Polygon, bool) {
	w := o.Sub(d.C)
	b, c := w.Dot(u), w.Dot(w)-d.R*d.R
	disc := b*b - c
	if disc < 0 {
		return Polygon{}, false
	}
	sq := math.Sqrt(disc)
	t0, t1 := max(-b-sq, 0), -b+sq
	if t1 < 0 {
		return Polygon{}, false
	}
	var seg Polygon
	seg.add(o.Add(u.Scale(t0)))
	seg.add(o.Add(u.Scale(t1)))
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
	p, dc := zone.nearestTo(d.C)
	if dc <= d.R { // touching the ship (an overlap never stands)
		return 0, h.InArc(z, p)
	}
	if h.InArc(z, d.Toward(p)) {
		return dc - d.R, true
	}
	dist = math.Inf(1)
	for _, bearing := range h.shape.span[z] {
		if seg, ok := d.chord(h.At, Bearing(h.Heading+bearing)); ok {
			_, _, l := Closest(zone, &seg)
			dist, inArc = min(dist, l), true
		}
	}
	return dist, inArc
}
