package plane

import "math"

// SegmentClosest returns the closest points of segments a–b and c–d (the
// same point when they cross).
func SegmentClosest(a, b, c, d Vec) (p, q Vec) {
	best := math.Inf(1) // squared distance
	try := func(x, y Vec) {
		if d := x.Sub(y); d.Dot(d) < best {
			best, p, q = d.Dot(d), x, y
		}
	}
	if segmentsIntersect(a, b, c, d) {
		x := intersection(a, b, c, d)
		return x, x
	}
	try(a, ClosestOnSegment(a, c, d))
	try(b, ClosestOnSegment(b, c, d))
	try(ClosestOnSegment(c, a, b), c)
	try(ClosestOnSegment(d, a, b), d)
	return p, q
}

// ClosestOnSegment returns the point of segment a–b closest to p.
func ClosestOnSegment(p, a, b Vec) Vec {
	ab := b.Sub(a)
	l2 := ab.Dot(ab)
	if l2 == 0 {
		return a
	}
	t := min(1, max(0, p.Sub(a).Dot(ab)/l2))
	return a.Add(ab.Scale(t))
}

// segmentsIntersect reports whether segments a–b and c–d cross at a point
// interior to both (an end on the other segment does not count).
func segmentsIntersect(a, b, c, d Vec) bool {
	d1 := b.Sub(a).Cross(c.Sub(a))
	d2 := b.Sub(a).Cross(d.Sub(a))
	d3 := d.Sub(c).Cross(a.Sub(c))
	d4 := d.Sub(c).Cross(b.Sub(c))
	return (d1 > 0) != (d2 > 0) && d1 != 0 && d2 != 0 && (d3 > 0) != (d4 > 0) && d3 != 0 && d4 != 0
}

// intersection returns the point where the lines through a–b and c–d meet.
func intersection(a, b, c, d Vec) Vec {
	r, s := b.Sub(a), d.Sub(c)
	t := c.Sub(a).Cross(s) / r.Cross(s)
	return a.Add(r.Scale(t))
}
