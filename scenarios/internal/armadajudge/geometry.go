package armadajudge

import (
	"math"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// The judge's own plane geometry: bases as polygons (ships) or discs
// (squadrons), their gap, and firing arcs as bearings from the base's
// centre, where the arc lines start (the event's ArcFront, ArcRear).

// outline returns points along unit i's base where it stands: a ship's
// corners and points along its edges, a squadron's circle, every mm or so.
func (j *judge) outline(i int) [][2]float64 {
	u, p := j.unit(i), j.poses[i]
	if u.Squadron {
		r := j.setUp.SquadronRadius
		n := 360
		out := make([][2]float64, n)
		for k := range n {
			a := 2 * math.Pi * float64(k) / float64(n)
			out[k] = [2]float64{p.X + r*math.Cos(a), p.Y + r*math.Sin(a)}
		}
		return out
	}
	c := j.base(u, p)
	var out [][2]float64
	for k := range c {
		a, b := c[k], c[(k+1)%len(c)]
		steps := int(math.Hypot(b[0]-a[0], b[1]-a[1])) + 1
		for s := range steps {
			t := float64(s) / float64(steps)
			out = append(out, [2]float64{a[0] + t*(b[0]-a[0]), a[1] + t*(b[1]-a[1])})
		}
	}
	return out
}

// gap returns the distance between units a's and b's bases where they
// stand: zero when they touch or overlap.
func (j *judge) gap(a, b int) float64 {
	ua, ub := j.unit(a), j.unit(b)
	switch {
	case ua.Squadron && ub.Squadron:
		pa, pb := j.poses[a], j.poses[b]
		return max(0, math.Hypot(pa.X-pb.X, pa.Y-pb.Y)-2*j.setUp.SquadronRadius)
	case ua.Squadron:
		return j.discToBase(a, b)
	case ub.Squadron:
		return j.discToBase(b, a)
	}
	pa, pb := j.base(ua, j.poses[a]), j.base(ub, j.poses[b])
	if inside(pa, pb) {
		return 0
	}
	best := math.Inf(1)
	for _, p := range pa {
		best = min(best, toPolygon(p, pb))
	}
	for _, p := range pb {
		best = min(best, toPolygon(p, pa))
	}
	return best
}

// discToBase returns the gap between squadron s's base and ship u's.
func (j *judge) discToBase(s, u int) float64 {
	p := j.poses[s]
	poly := j.base(j.unit(u), j.poses[u])
	c := [2]float64{p.X, p.Y}
	if contains(poly, c) {
		return 0
	}
	return max(0, toPolygon(c, poly)-j.setUp.SquadronRadius)
}

// inside reports whether two convex polygons overlap: an edge of either
// crosses the other, or a vertex of one lies in the other.
func inside(a, b [][2]float64) bool {
	for _, p := range a {
		if contains(b, p) {
			return true
		}
	}
	for _, p := range b {
		if contains(a, p) {
			return true
		}
	}
	return false
}

// contains reports whether convex polygon poly holds point p.
func contains(poly [][2]float64, p [2]float64) bool {
	sign := 0.0
	for k := range poly {
		a, b := poly[k], poly[(k+1)%len(poly)]
		c := (b[0]-a[0])*(p[1]-a[1]) - (b[1]-a[1])*(p[0]-a[0])
		if c == 0 {
			continue
		}
		if sign == 0 {
			sign = c
		} else if sign*c < 0 {
			return false
		}
	}
	return true
}

// toPolygon returns the distance from point p to polygon poly's edges.
func toPolygon(p [2]float64, poly [][2]float64) float64 {
	best := math.Inf(1)
	for k := range poly {
		a, b := poly[k], poly[(k+1)%len(poly)]
		dx, dy := b[0]-a[0], b[1]-a[1]
		t := ((p[0]-a[0])*dx + (p[1]-a[1])*dy) / (dx*dx + dy*dy)
		t = min(max(t, 0), 1)
		best = min(best, math.Hypot(p[0]-a[0]-t*dx, p[1]-a[1]-t*dy))
	}
	return best
}

// inArc reports whether some part of the defender's base lies in the
// attacking hull zone's firing arc (armada.md §6, "Hull zones and arcs":
// infinite, including the arc lines): its bearing from the attacker's
// centre, relative to the heading and clockwise, within the zone's span
// (front: ±ArcFront; rear: ±ArcRear about the stern; the sides between).
func (j *judge) inArc(e *armada.AttackEvent) bool {
	att := j.unit(e.Attacker)
	p := j.poses[e.Attacker]
	lo, hi := 0.0, 0.0
	switch e.From {
	case "front":
		lo, hi = -att.ArcFront, att.ArcFront
	case "right":
		lo, hi = att.ArcFront, 180-att.ArcRear
	case "rear":
		lo, hi = 180-att.ArcRear, 180+att.ArcRear
	case "left":
		lo, hi = -180+att.ArcRear, -att.ArcFront
	default:
		return false
	}
	h := p.Heading * math.Pi / 180
	fx, fy := math.Sin(h), math.Cos(h)
	sx, sy := math.Cos(h), -math.Sin(h)
	for _, q := range j.outline(e.Defender) {
		vx, vy := q[0]-p.X, q[1]-p.Y
		b := math.Atan2(vx*sx+vy*sy, vx*fx+vy*fy) * 180 / math.Pi
		if e.From == "rear" && b < 0 {
			b += 360
		}
		if b >= lo-j.n.ArcSlack && b <= hi+j.n.ArcSlack {
			return true
		}
	}
	return false
}

// engagement checks a squadron's attack against engagement (armada-battle
// §5, armada.md §7): engaged with an enemy squadron without Heavy, it may
// attack only squadrons (Grit lets it move, not attack ships); engaged
// with an Escort, only squadrons with Escort. The judge calls a squadron
// engaged only where it is sure: bases within the notes' shortest
// distance 1 (71.5 mm) with nothing (obstacle, ship, other squadron)
// across the line between their centres.
func (j *judge) engagement(e *armada.AttackEvent) {
	att, def := j.unit(e.Attacker), j.unit(e.Defender)
	heldBy, escort := "", ""
	for k, u := range j.setUp.Units {
		if !u.Squadron || u.Player == att.Player || j.destroyed[k] || !j.placed[k] || !j.surelyEngaged(e.Attacker, k) {
			continue
		}
		if !has(u.Keywords, "heavy") {
			heldBy = u.ID
		}
		if has(u.Keywords, "escort") {
			escort = u.ID
		}
	}
	if !def.Squadron && heldBy != "" {
		j.fail("round %d: %s attacks the ship %s while engaged by %s", e.Round, att.ID, def.ID, heldBy)
	}
	if def.Squadron && escort != "" && !has(def.Keywords, "escort") {
		j.fail("round %d: %s attacks %s, without Escort, while engaged with the Escort %s", e.Round, att.ID, def.ID, escort)
	}
}

// surelyEngaged reports whether squadrons a and b are certainly engaged.
func (j *judge) surelyEngaged(a, b int) bool {
	pa, pb := j.poses[a], j.poses[b]
	if j.gap(a, b) > 71.5-j.n.Slack {
		return false
	}
	p, q := [2]float64{pa.X, pa.Y}, [2]float64{pb.X, pb.Y}
	for _, o := range j.setUp.Obstacles {
		if crosses(p, q, o.Outline) {
			return false
		}
	}
	for k, u := range j.setUp.Units {
		if k == a || k == b || j.destroyed[k] || !j.placed[k] {
			continue
		}
		if u.Squadron {
			c := [2]float64{j.poses[k].X, j.poses[k].Y}
			if toPolygon(c, [][2]float64{p, q}) <= j.setUp.SquadronRadius+j.n.Slack {
				return false
			}
			continue
		}
		if crosses(p, q, j.base(&u, j.poses[k])) {
			return false
		}
	}
	return true
}

// crosses reports whether segment pq meets convex polygon poly (or comes
// within the slack of it).
func crosses(p, q [2]float64, poly [][2]float64) bool {
	if contains(poly, p) || contains(poly, q) {
		return true
	}
	for k := range poly {
		a, b := poly[k], poly[(k+1)%len(poly)]
		if segmentsMeet(p, q, a, b) {
			return true
		}
	}
	return false
}

// segmentsMeet reports whether segments pq and ab intersect.
func segmentsMeet(p, q, a, b [2]float64) bool {
	cross := func(o, u, v [2]float64) float64 { return (u[0]-o[0])*(v[1]-o[1]) - (u[1]-o[1])*(v[0]-o[0]) }
	d1, d2 := cross(a, b, p), cross(a, b, q)
	d3, d4 := cross(p, q, a), cross(p, q, b)
	return (d1 > 0) != (d2 > 0) && (d3 > 0) != (d4 > 0) || d1 == 0 || d2 == 0 || d3 == 0 || d4 == 0
}

// has reports whether the keywords hold k.
func has(keywords []string, k string) bool {
	for _, w := range keywords {
		if w == k {
			return true
		}
	}
	return false
}
