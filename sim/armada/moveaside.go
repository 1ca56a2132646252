package armada

import "math"

// asideStep is how far apart, in millimetres along the ship's edge, the
// places tried for a squadron moved aside are.
const asideStep = 1.0

// asideRings is how many rings of places around the ship are tried: the
// first touches the ship, the next touches squadrons touching it, and so
// on ("as many as possible touching it, the rest touching those
// squadrons", rules notes §7).
const asideRings = 3

// moveAside moves the squadrons ship u's maneuver ended on (seed 004: "Si
// una nau acaba sobre una o més esquadres, acaba el moviment amb
// normalitat i el jugador que no s'està movent col·loca les esquadres
// superposades de manera que les seves bases toquin la nau"). The player
// who is not moving the ship places them, in the order listed, "never
// overlapping ships/squadrons" (rules notes §7); fleetlab's placement is
// the nearest free place to where the squadron stood, touching the ship,
// else touching the squadrons that touch it. A squadron with no free place
// in asideRings rings stays where it is (no scenario here comes close).
func (s *State) moveAside(u int) {
	g := s.Game
	base, ok := BasePolygon(g.Units[u].Profile.Size, s.Units[u].At)
	if !ok {
		return
	}
	r := g.squadronRadius()
	var under uint64 // the squadrons under the ship, lifted off the table
	for i := range g.Units {
		if g.Units[i].Profile.Squadron && s.onTable(i) && s.Disc(i).Overlaps(&base) {
			under |= 1 << i
		}
	}
	for i := range g.Units {
		if under&(1<<i) == 0 {
			continue
		}
		under &^= 1 << i
	rings:
		for ring := range asideRings {
			curve := offsetCurve{p: &base, d: r * float64(2*ring+1)}
			s0 := curve.nearest(s.Units[i].At.At)
			for k := 0.0; k <= curve.length()/2; k += asideStep {
				for _, sign := range [2]float64{1, -1} {
					c := curve.at(s0 + sign*k)
					if s.fits(i, Disc{c, r}, under) {
						s.Units[i].At.At = c
						s.Units[i].MovedAside++
						break rings
					}
				}
			}
		}
	}
}

// fits reports whether squadron u may stand on base d: overlapping no ship
// and no other squadron on the table except those in lifted.
func (s *State) fits(u int, d Disc, lifted uint64) bool {
	g := s.Game
	for i := range g.Units {
		if i == u || lifted&(1<<i) != 0 || !s.onTable(i) {
			continue
		}
		if g.Units[i].Profile.Squadron {
			if d.OverlapsDisc(s.Disc(i)) {
				return false
			}
		} else if b, ok := BasePolygon(g.Units[i].Profile.Size, s.Units[i].At); ok && d.Overlaps(&b) {
			return false
		}
	}
	return true
}

// onTable reports whether unit i stands on the table: placed and not
// destroyed.
func (s *State) onTable(i int) bool { return s.Game.Units[i].Placed && !s.Units[i].Destroyed }

// offsetCurve is the line at distance d outside convex polygon p: each
// edge pushed out by d, joined by arcs of radius d around the vertices.
// Points along it are where a disc of radius d touches p.
type offsetCurve struct {
	p *Polygon
	d float64
}

// length returns the curve's length: p's perimeter plus a circle of
// radius d.
func (c offsetCurve) length() float64 {
	l := 2 * math.Pi * c.d
	for i := range c.p.N {
		l += c.p.V[(i+1)%c.p.N].Sub(c.p.V[i]).Len()
	}
	return l
}

// normal returns edge i's outward unit normal.
func (c offsetCurve) normal(i int) Point {
	e := c.p.V[(i+1)%c.p.N].Sub(c.p.V[i])
	n := e.starboard().Scale(1 / e.Len()) // outward for a counter-clockwise polygon
	if c.p.orientation() < 0 {
		n = n.Scale(-1)
	}
	return n
}

// at returns the point at arc length t along the curve (taken modulo its
// length), starting at edge 0's pushed-out start: edge i's pushed-out
// segment, then the arc around vertex i+1.
func (c offsetCurve) at(t float64) Point {
	t = math.Mod(t, c.length())
	if t < 0 {
		t += c.length()
	}
	n := c.p.N
	for i := range n {
		a, b := c.p.V[i], c.p.V[(i+1)%n]
		ni, nj := c.normal(i), c.normal((i+1)%n)
		edge := b.Sub(a).Len()
		if t <= edge {
			return a.Add(b.Sub(a).Scale(t / edge)).Add(ni.Scale(c.d))
		}
		t -= edge
		turn := math.Atan2(ni.Cross(nj), ni.Dot(nj)) // signed exterior angle
		arc := math.Abs(turn) * c.d
		if t <= arc {
			sin, cos := math.Sincos(math.Copysign(t/c.d, turn))
			return b.Add(Point{ni.X*cos - ni.Y*sin, ni.X*sin + ni.Y*cos}.Scale(c.d))
		}
		t -= arc
	}
	return c.p.V[0].Add(c.normal(0).Scale(c.d))
}

// nearest returns the arc length of the curve's point nearest q, to
// within asideStep.
func (c offsetCurve) nearest(q Point) float64 {
	best, at := math.Inf(1), 0.0
	for t := 0.0; t < c.length(); t += asideStep / 2 {
		if d := c.at(t).Sub(q).Len(); d < best {
			best, at = d, t
		}
	}
	return at
}
