package plane

import "math"

// Eps is the tolerance of the geometry, in the coordinates' own unit: far
// below any physical measurement on a wargames table (whether the unit is
// the millimetre of Armada or the inch of Dropfleet), far above rounding
// error at table scale. Points closer than Eps are the same point; a
// polygon thinner than Eps has no area.
const Eps = 1e-7

// MaxVertices bounds a Polygon, so that a Polygon is a value of fixed size
// (an Armada hull zone clipped by a firing arc has at most 5 + 2 vertices).
const MaxVertices = 12

// Polygon is a convex polygon with up to MaxVertices vertices in order
// (either direction). It is a value: no allocation.
type Polygon struct {
	N int
	V [MaxVertices]Vec
}

// NewPolygon returns the convex polygon with the vertices vs, in order;
// it returns false when there are fewer than 3 or more than MaxVertices.
func NewPolygon(vs ...Vec) (Polygon, bool) {
	var p Polygon
	if len(vs) < 3 || len(vs) > MaxVertices {
		return p, false
	}
	p.N = copy(p.V[:], vs)
	return p, true
}

// Append adds vertex v at the end, unless it repeats the last vertex (closer
// than Eps) or p is full.
func (p *Polygon) Append(v Vec) {
	if p.N > 0 {
		if d := p.V[p.N-1].Sub(v); d.Dot(d) < Eps*Eps {
			return // the same vertex again
		}
	}
	if p.N < MaxVertices {
		p.V[p.N] = v
		p.N++
	}
}

// Convex reports whether the polygon is convex with its vertices in order
// (every turn the same way) and has some area.
func (p *Polygon) Convex() bool {
	if p.N < 3 || p.Area() < Eps {
		return false
	}
	sign := 0.0
	for i := range p.N {
		a, b, c := p.V[i], p.V[(i+1)%p.N], p.V[(i+2)%p.N]
		turn := b.Sub(a).Cross(c.Sub(b))
		if turn*sign < 0 {
			return false
		}
		if turn != 0 {
			sign = turn
		}
	}
	return true
}

// Area returns the polygon's area, in the square of the coordinates' unit.
func (p *Polygon) Area() float64 {
	a := 0.0
	for i := range p.N {
		a += p.V[i].Cross(p.V[(i+1)%p.N])
	}
	return math.Abs(a) / 2
}

// Orientation returns +1 for counter-clockwise vertices, −1 for clockwise.
func (p *Polygon) Orientation() float64 {
	a := 0.0
	for i := range p.N {
		a += p.V[i].Cross(p.V[(i+1)%p.N])
	}
	if a < 0 {
		return -1
	}
	return 1
}

// Contains reports whether q is inside the polygon or on its boundary.
func (p *Polygon) Contains(q Vec) bool {
	o := p.Orientation()
	for i := range p.N {
		a, b := p.V[i], p.V[(i+1)%p.N]
		if o*b.Sub(a).Cross(q.Sub(a)) < -Eps {
			return false
		}
	}
	return p.N >= 3
}

// Crosses reports whether the segment a–b passes through the polygon's
// interior: a segment that only touches its boundary, or ends on it, does
// not cross. It clips the segment to the polygon (Cyrus–Beck) and asks
// whether more than a point of it is left inside.
func (p *Polygon) Crosses(a, b Vec) bool {
	o := p.Orientation()
	d := b.Sub(a)
	t0, t1 := 0.0, 1.0
	for i := range p.N {
		e0, e1 := p.V[i], p.V[(i+1)%p.N]
		edge := e1.Sub(e0)
		// inside is o·edge×(x−e0) > 0
		num := o * edge.Cross(a.Sub(e0))
		den := o * edge.Cross(d)
		if math.Abs(den) < 1e-12 {
			if num <= Eps*edge.Len() { // parallel, on or outside this edge
				return false
			}
			continue
		}
		t := -num / den
		if den > 0 {
			t0 = max(t0, t)
		} else {
			t1 = min(t1, t)
		}
	}
	return (t1-t0)*d.Len() > 1e-4 // more than 1e-4 units inside (a tenth of a micron in millimetres)
}

// ClipHalfPlane returns the part of p on the left of the directed line
// through o along dir (or on it): one step of Sutherland–Hodgman.
func ClipHalfPlane(p Polygon, o, dir Vec) Polygon {
	var out Polygon
	inside := func(v Vec) float64 { return dir.Cross(v.Sub(o)) }
	for i := range p.N {
		cur, next := p.V[i], p.V[(i+1)%p.N]
		ci, ni := inside(cur), inside(next)
		if ci >= -Eps {
			out.Append(cur)
		}
		if (ci > Eps && ni < -Eps) || (ci < -Eps && ni > Eps) {
			out.Append(cur.Add(next.Sub(cur).Scale(ci / (ci - ni))))
		}
	}
	if out.N > 1 && out.V[0].Sub(out.V[out.N-1]).Len() < Eps {
		out.N--
	}
	return out
}
