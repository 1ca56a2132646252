package plane

import "math"

// Overlaps reports whether the interiors of p and q intersect. Polygons
// that only touch, along an edge or at a point, do not overlap ("Exactly
// touching is not overlapping", Armada rules notes §7). It separates them on the
// edge normals of both (the separating axis theorem).
func (p *Polygon) Overlaps(q *Polygon) bool {
	if boxesApart(p, q) {
		return false // a cheap answer: the separating-axis test would find the gap too
	}
	return !separated(p, q) && !separated(q, p)
}

// boxesApart reports whether p's and q's bounding boxes are more than
// boxSlack apart. Two convex polygons are then separated: their distance
// is at least the boxes' gap, and an edge normal shows it.
func boxesApart(p, q *Polygon) bool {
	plo, phi := p.Box()
	qlo, qhi := q.Box()
	return plo.X > qhi.X+boxSlack || qlo.X > phi.X+boxSlack || plo.Y > qhi.Y+boxSlack || qlo.Y > phi.Y+boxSlack
}

// boxSlack absorbs rounding in boxesApart, in the coordinates' unit.
const boxSlack = 1e-6

// Box returns the corners of p's bounding box.
func (p *Polygon) Box() (lo, hi Vec) {
	lo, hi = p.V[0], p.V[0]
	for _, v := range p.V[1:p.N] {
		lo = Vec{min(lo.X, v.X), min(lo.Y, v.Y)}
		hi = Vec{max(hi.X, v.X), max(hi.Y, v.Y)}
	}
	return lo, hi
}

// separated reports whether an edge normal of p separates p and q, touching
// counting as separated.
func separated(p, q *Polygon) bool {
	for i := range p.N {
		a, b := p.V[i], p.V[(i+1)%p.N]
		n := Vec{a.Y - b.Y, b.X - a.X}
		pmin, pmax := project(p, n)
		qmin, qmax := project(q, n)
		if pmax <= qmin+Eps*n.Len() || qmax <= pmin+Eps*n.Len() {
			return true
		}
	}
	return false
}

// project returns the extent of p along n, in units of |n|.
func project(p *Polygon, n Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for i := range p.N {
		d := p.V[i].Dot(n)
		lo, hi = min(lo, d), max(hi, d)
	}
	return lo, hi
}
