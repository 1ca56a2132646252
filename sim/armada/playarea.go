package armada

import "github.com/fleetlab/fleetlab/sim/plane"

// ThreeBySix returns the standard play area, 3' × 6', in millimetres
// (rules notes §8, "Setup highlights").
func ThreeBySix() plane.Vec { return plane.Vec{X: 6 * 304.8, Y: 3 * 304.8} }

// holds reports whether polygon p lies wholly on the play area (always,
// for a table without edges). Touching an edge is on it.
func (g *Model) holds(p *plane.Polygon) bool {
	if g.PlayArea == (plane.Vec{}) {
		return true
	}
	for i := range p.N {
		v := p.V[i]
		if v.X < -plane.Eps || v.Y < -plane.Eps || v.X > g.PlayArea.X+plane.Eps || v.Y > g.PlayArea.Y+plane.Eps {
			return false
		}
	}
	return true
}

// holdsDisc reports whether squadron base d lies wholly on the play area.
func (g *Model) holdsDisc(d Disc) bool {
	if g.PlayArea == (plane.Vec{}) {
		return true
	}
	return d.C.X >= d.R-plane.Eps && d.C.Y >= d.R-plane.Eps && d.C.X <= g.PlayArea.X-d.R+plane.Eps && d.C.Y <= g.PlayArea.Y-d.R+plane.Eps
}

// OnPlayArea reports whether a unit of size s (SizeNone: a squadron)
// standing at pl lies wholly on the play area.
func (g *Model) OnPlayArea(s Size, pl Placement) bool {
	if s == SizeNone {
		return g.holdsDisc(Disc{pl.At, g.squadronRadius()})
	}
	b, _ := BasePolygon(s, pl)
	return g.holds(&b)
}

// leavePlayArea destroys ship u when its maneuver left part of its base
// outside the play area: "any unit with part of its base ... outside the
// play area" is destroyed (rules notes §6).
func (s *State) leavePlayArea(u int) {
	g := &s.Model.Units[u]
	if s.Model.PlayArea == (plane.Vec{}) || !g.Placed || s.Units[u].Destroyed {
		return
	}
	if !s.Model.OnPlayArea(g.Profile.Size, s.Units[u].At) {
		s.Units[u].LeftPlayArea = true
		s.cause = causeLeftTable
		s.destroy(u)
	}
}
