package plane

import "math"

// Closest returns the closest points of p and q (the same point when they
// overlap) and the distance between them, in the coordinates' unit
// ("closest point to closest point", Armada rules notes §2).
func Closest(p, q *Polygon) (a, b Vec, dist float64) {
	if p.Overlaps(q) {
		for i := range q.N {
			if p.Contains(q.V[i]) {
				return q.V[i], q.V[i], 0
			}
		}
		for i := range p.N {
			if q.Contains(p.V[i]) {
				return p.V[i], p.V[i], 0
			}
		}
	}
	dist = math.Inf(1)
	for i := range p.N {
		for j := range q.N {
			x, y := SegmentClosest(p.V[i], p.V[(i+1)%p.N], q.V[j], q.V[(j+1)%q.N])
			if l := x.Sub(y).Len(); l < dist {
				a, b, dist = x, y, l
			}
		}
	}
	return a, b, dist
}

// Nearest returns the point of polygon p nearest q and its distance: q
// itself inside p. Degenerate polygons (a point or a segment) are measured
// along their edges.
func (p *Polygon) Nearest(q Vec) (Vec, float64) {
	if p.N >= 3 && p.Contains(q) {
		return q, 0
	}
	best, at := math.Inf(1), q
	for i := range p.N {
		x := ClosestOnSegment(q, p.V[i], p.V[(i+1)%p.N])
		if l := x.Sub(q).Len(); l < best {
			best, at = l, x
		}
	}
	return at, best
}
