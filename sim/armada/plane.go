package armada

import "math"

// Point is a position or a vector on the play area, in millimetres.
type Point struct{ X, Y float64 }

// Add returns p + q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p − q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Scale returns p·k.
func (p Point) Scale(k float64) Point { return Point{p.X * k, p.Y * k} }

// Dot returns the dot product p·q.
func (p Point) Dot(q Point) float64 { return p.X*q.X + p.Y*q.Y }

// Cross returns the z component of p × q: positive when q is
// counter-clockwise of p.
func (p Point) Cross(q Point) float64 { return p.X*q.Y - p.Y*q.X }

// Len returns the length of p. (Table coordinates are far from overflow,
// so a plain square root does what math.Hypot does, several times faster.)
func (p Point) Len() float64 { return math.Sqrt(p.X*p.X + p.Y*p.Y) }

// starboard returns the unit vector 90° clockwise of unit vector p: the
// bearing 90° greater.
func (p Point) starboard() Point { return Point{p.Y, -p.X} }

// Bearing returns the unit vector of a compass bearing in degrees: 0 is +Y,
// 90 is +X, clockwise.
func Bearing(deg float64) Point {
	s, c := math.Sincos(deg * math.Pi / 180)
	return Point{s, c}
}

// normalise returns a bearing in [0, 360).
func normalise(deg float64) float64 {
	deg = math.Mod(deg, 360)
	if deg < 0 {
		deg += 360
	}
	return deg
}

// bearingOf returns the compass bearing of v in degrees, in [0, 360).
func bearingOf(v Point) float64 {
	b := math.Atan2(v.X, v.Y) * 180 / math.Pi
	if b < 0 {
		b += 360
	}
	return b
}

// geomEps is the tolerance of the geometry, in millimetres: far below any
// physical measurement, far above rounding error.
const geomEps = 1e-7

// maxVertices bounds a Polygon: a hull zone clipped by a firing arc has at
// most 5 + 2 vertices.
const maxVertices = 12

// Polygon is a convex polygon with up to maxVertices vertices in order
// (either direction). It is a value: no allocation.
type Polygon struct {
	N int
	V [maxVertices]Point
}

// NewPolygon returns the convex polygon with the vertices vs, in order;
// it returns false when there are fewer than 3 or more than maxVertices.
func NewPolygon(vs ...Point) (Polygon, bool) {
	var p Polygon
	if len(vs) < 3 || len(vs) > maxVertices {
		return p, false
	}
	p.N = copy(p.V[:], vs)
	return p, true
}

func (p *Polygon) add(v Point) {
	if p.N > 0 {
		if d := p.V[p.N-1].Sub(v); d.Dot(d) < geomEps*geomEps {
			return // the same vertex again
		}
	}
	if p.N < maxVertices {
		p.V[p.N] = v
		p.N++
	}
}

// Convex reports whether the polygon is convex with its vertices in order
// (every turn the same way) and has some area.
func (p *Polygon) Convex() bool {
	if p.N < 3 || p.Area() < geomEps {
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

// Area returns the polygon's area in square millimetres.
func (p *Polygon) Area() float64 {
	a := 0.0
	for i := range p.N {
		a += p.V[i].Cross(p.V[(i+1)%p.N])
	}
	return math.Abs(a) / 2
}

// orientation returns +1 for counter-clockwise vertices, −1 for clockwise.
func (p *Polygon) orientation() float64 {
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
func (p *Polygon) Contains(q Point) bool {
	o := p.orientation()
	for i := range p.N {
		a, b := p.V[i], p.V[(i+1)%p.N]
		if o*b.Sub(a).Cross(q.Sub(a)) < -geomEps {
			return false
		}
	}
	return p.N >= 3
}

// Overlaps reports whether the interiors of p and q intersect. Polygons
// that only touch, along an edge or at a point, do not overlap ("Exactly
// touching is not overlapping", rules notes §7). It separates them on the
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
	plo, phi := p.box()
	qlo, qhi := q.box()
	return plo.X > qhi.X+boxSlack || qlo.X > phi.X+boxSlack || plo.Y > qhi.Y+boxSlack || qlo.Y > phi.Y+boxSlack
}

// boxSlack absorbs rounding in boxesApart, millimetres.
const boxSlack = 1e-6

// box returns the corners of p's bounding box.
func (p *Polygon) box() (lo, hi Point) {
	lo, hi = p.V[0], p.V[0]
	for _, v := range p.V[1:p.N] {
		lo = Point{min(lo.X, v.X), min(lo.Y, v.Y)}
		hi = Point{max(hi.X, v.X), max(hi.Y, v.Y)}
	}
	return lo, hi
}

// separated reports whether an edge normal of p separates p and q, touching
// counting as separated.
func separated(p, q *Polygon) bool {
	for i := range p.N {
		a, b := p.V[i], p.V[(i+1)%p.N]
		n := Point{a.Y - b.Y, b.X - a.X}
		pmin, pmax := project(p, n)
		qmin, qmax := project(q, n)
		if pmax <= qmin+geomEps*n.Len() || qmax <= pmin+geomEps*n.Len() {
			return true
		}
	}
	return false
}

func project(p *Polygon, n Point) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for i := range p.N {
		d := p.V[i].Dot(n)
		lo, hi = min(lo, d), max(hi, d)
	}
	return lo, hi
}

// Crosses reports whether the segment a–b passes through the polygon's
// interior: a segment that only touches its boundary, or ends on it, does
// not cross. It clips the segment to the polygon (Cyrus–Beck) and asks
// whether more than a point of it is left inside.
func (p *Polygon) Crosses(a, b Point) bool {
	o := p.orientation()
	d := b.Sub(a)
	t0, t1 := 0.0, 1.0
	for i := range p.N {
		e0, e1 := p.V[i], p.V[(i+1)%p.N]
		edge := e1.Sub(e0)
		// inside is o·edge×(x−e0) > 0
		num := o * edge.Cross(a.Sub(e0))
		den := o * edge.Cross(d)
		if math.Abs(den) < 1e-12 {
			if num <= geomEps*edge.Len() { // parallel, on or outside this edge
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
	return (t1-t0)*d.Len() > 1e-4 // more than a tenth of a micron inside
}

// segmentDistance returns the closest points of segments a–b and c–d.
func segmentDistance(a, b, c, d Point) (p, q Point) {
	best := math.Inf(1) // squared distance
	try := func(x, y Point) {
		if d := x.Sub(y); d.Dot(d) < best {
			best, p, q = d.Dot(d), x, y
		}
	}
	if segmentsIntersect(a, b, c, d) {
		x := intersection(a, b, c, d)
		return x, x
	}
	try(a, closestOnSegment(a, c, d))
	try(b, closestOnSegment(b, c, d))
	try(closestOnSegment(c, a, b), c)
	try(closestOnSegment(d, a, b), d)
	return p, q
}

func closestOnSegment(p, a, b Point) Point {
	ab := b.Sub(a)
	l2 := ab.Dot(ab)
	if l2 == 0 {
		return a
	}
	t := min(1, max(0, p.Sub(a).Dot(ab)/l2))
	return a.Add(ab.Scale(t))
}

func segmentsIntersect(a, b, c, d Point) bool {
	d1 := b.Sub(a).Cross(c.Sub(a))
	d2 := b.Sub(a).Cross(d.Sub(a))
	d3 := d.Sub(c).Cross(a.Sub(c))
	d4 := d.Sub(c).Cross(b.Sub(c))
	return (d1 > 0) != (d2 > 0) && d1 != 0 && d2 != 0 && (d3 > 0) != (d4 > 0) && d3 != 0 && d4 != 0
}

func intersection(a, b, c, d Point) Point {
	r, s := b.Sub(a), d.Sub(c)
	t := c.Sub(a).Cross(s) / r.Cross(s)
	return a.Add(r.Scale(t))
}

// Closest returns the closest points of p and q (the same point when they
// overlap) and the distance between them, in millimetres ("closest point
// to closest point", rules notes §2).
func Closest(p, q *Polygon) (a, b Point, dist float64) {
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
			x, y := segmentDistance(p.V[i], p.V[(i+1)%p.N], q.V[j], q.V[(j+1)%q.N])
			if l := x.Sub(y).Len(); l < dist {
				a, b, dist = x, y, l
			}
		}
	}
	return a, b, dist
}

// clipHalfPlane keeps the part of p on the left of the directed line
// through o along dir (or on it): one step of Sutherland–Hodgman.
func clipHalfPlane(p Polygon, o, dir Point) Polygon {
	var out Polygon
	inside := func(v Point) float64 { return dir.Cross(v.Sub(o)) }
	for i := range p.N {
		cur, next := p.V[i], p.V[(i+1)%p.N]
		ci, ni := inside(cur), inside(next)
		if ci >= -geomEps {
			out.add(cur)
		}
		if (ci > geomEps && ni < -geomEps) || (ci < -geomEps && ni > geomEps) {
			out.add(cur.Add(next.Sub(cur).Scale(ci / (ci - ni))))
		}
	}
	if out.N > 1 && out.V[0].Sub(out.V[out.N-1]).Len() < geomEps {
		out.N--
	}
	return out
}
