package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

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
// overlapping ships/squadrons, never outside the play area" (rules notes
// §7), each where its AsideDecision says (by default NearestPlace).
func (s *State) moveAside(u int, r *sim.Stream) {
	g := s.Model
	if !s.squadronsPlaced {
		return
	}
	if !g.Units[u].Placed || g.Units[u].Profile.Squadron {
		return
	}
	base := *s.base(u)
	under := s.lifted // the squadrons under the ship, lifted off the table
	under.Clear()
	for i := range g.Units {
		if g.Units[i].Profile.Squadron && s.onTable(i) && s.Disc(i).Overlaps(&base) {
			under.Add(i)
		}
	}
	for i := range g.Units {
		if !under.Has(i) {
			continue
		}
		under.Remove(i)
		if at, ok := s.aside(u, i, under, r); ok {
			if s.rec.On() {
				s.traceSquadronMove(i, at, "aside", "is moved aside by "+g.Units[u].ID)
			}
			s.Units[i].At.At = at
			s.gridMoved(i)
			s.Units[i].MovedAside++
		}
	}
}

// NearestPlace is the default AsideDecision: the nearest free place to
// where the squadron stood touching the ship, else one base further out
// (touching squadrons that touch the ship), and so on for asideRings
// rings. A squadron with no free place in them stays where it is (no
// scenario here comes close).
type NearestPlace struct{}

// Aside implements AsideDecision.
func (NearestPlace) Aside(s *State, u, j int, lifted UnitSet, _ *sim.Stream) (plane.Vec, bool) {
	base := *s.base(u)
	r := s.Model.squadronRadius()
	ships, squadrons := s.basesExcept(j, lifted)
	for ring := range asideRings {
		curve := newOffsetCurve(&base, r*float64(2*ring+1))
		s0 := curve.nearest(s.Units[j].At.At)
		for k := 0.0; k <= curve.length()/2; k += asideStep {
			for _, sign := range [2]float64{1, -1} {
				c := curve.at(s0 + sign*k)
				if d := (Disc{c, r}); !d.overlapsAny(ships, squadrons) && s.Model.holdsDisc(d) {
					return c, true
				}
			}
		}
	}
	return plane.Vec{}, false
}

// basesExcept gathers, in the state's scratch space, the bases of the units
// on the table other than u and those in lifted (nil for none): ships' and
// squadrons'.
func (s *State) basesExcept(u int, lifted UnitSet) ([]plane.Polygon, []Disc) {
	g := s.Model
	ships, squadrons := s.obs.Ships[:0], s.obs.Squadrons[:0]
	for i := range g.Units {
		if i == u || lifted.Has(i) || !s.onTable(i) {
			continue
		}
		if g.Units[i].Profile.Squadron {
			squadrons = append(squadrons, s.Disc(i))
		} else {
			ships = append(ships, *s.base(i))
		}
	}
	return ships, squadrons
}

// onTable reports whether unit i stands on the table: placed and not
// destroyed.
func (s *State) onTable(i int) bool { return s.Model.Units[i].Placed && !s.Units[i].Destroyed }

// offsetCurve is the line at distance d outside convex polygon p: each
// edge pushed out by d, joined by arcs of radius d around the vertices.
// Points along it are where a disc of radius d touches p. Arc lengths
// start at edge 0's pushed-out start and run along edge i's pushed-out
// segment, then the arc around vertex i+1.
type offsetCurve struct {
	p      *plane.Polygon
	d      float64
	normal [plane.MaxVertices]plane.Vec // each edge's outward unit normal
	edge   [plane.MaxVertices]float64   // each edge's length
	turn   [plane.MaxVertices]float64   // the signed angle from normal i to normal i+1
	total  float64
}

// newOffsetCurve returns the curve at distance d around p.
func newOffsetCurve(p *plane.Polygon, d float64) offsetCurve {
	c := offsetCurve{p: p, d: d}
	o := p.Orientation()
	for i := range p.N {
		e := p.V[(i+1)%p.N].Sub(p.V[i])
		c.edge[i] = e.Len()
		c.normal[i] = starboard(e).Scale(o / c.edge[i]) // outward: starboard of a counter-clockwise edge
	}
	for i := range p.N {
		ni, nj := c.normal[i], c.normal[(i+1)%p.N]
		c.turn[i] = math.Atan2(ni.Cross(nj), ni.Dot(nj))
		c.total += c.edge[i] + math.Abs(c.turn[i])*d
	}
	return c
}

// length returns the curve's length: p's perimeter plus a circle of
// radius d.
func (c *offsetCurve) length() float64 { return c.total }

// at returns the point at arc length t along the curve, taken modulo its
// length.
func (c *offsetCurve) at(t float64) plane.Vec {
	t = math.Mod(t, c.total)
	if t < 0 {
		t += c.total
	}
	n := c.p.N
	for i := range n {
		a, b := c.p.V[i], c.p.V[(i+1)%n]
		ni := c.normal[i]
		if t <= c.edge[i] {
			return a.Add(b.Sub(a).Scale(t / c.edge[i])).Add(ni.Scale(c.d))
		}
		t -= c.edge[i]
		arc := math.Abs(c.turn[i]) * c.d
		if t <= arc {
			sin, cos := math.Sincos(math.Copysign(t/c.d, c.turn[i]))
			return b.Add(plane.Vec{X: ni.X*cos - ni.Y*sin, Y: ni.X*sin + ni.Y*cos}.Scale(c.d))
		}
		t -= arc
	}
	return c.p.V[0].Add(c.normal[0].Scale(c.d))
}

// nearest returns the arc length of the curve's point nearest q: on the
// pushed-out segment of the edge nearest q, or on the arc around the
// vertex nearest it when q lies beyond that vertex; for q inside p, off
// the nearest edge.
func (c *offsetCurve) nearest(q plane.Vec) float64 {
	n := c.p.N
	inside := c.p.Contains(q)
	best, at, start := math.Inf(1), 0.0, 0.0
	for i := range n {
		a, b := c.p.V[i], c.p.V[(i+1)%n]
		ab := b.Sub(a)
		t := min(1, max(0, q.Sub(a).Dot(ab)/(c.edge[i]*c.edge[i])))
		if d := a.Add(ab.Scale(t)).Sub(q).Len(); d < best {
			best, at = d, start+t*c.edge[i]
			switch {
			case inside:
			case t == 1: // around vertex i+1, after edge i
				at = start + c.edge[i] + c.arcTo(i, q.Sub(b))
			case t == 0: // around vertex i, after edge i−1
				j := (i + n - 1) % n
				at = start - math.Abs(c.turn[j])*c.d + c.arcTo(j, q.Sub(a))
			}
		}
		start += c.edge[i] + math.Abs(c.turn[i])*c.d
	}
	return math.Mod(at+c.total, c.total)
}

// arcTo returns how far along the arc after edge i the direction v lies.
func (c *offsetCurve) arcTo(i int, v plane.Vec) float64 {
	ang := math.Abs(math.Atan2(c.normal[i].Cross(v), c.normal[i].Dot(v)))
	return min(ang, math.Abs(c.turn[i])) * c.d
}
