package armada

import "github.com/fleetlab/fleetlab/sim/plane"

// Solar Corona (Corellian Conflict, navigation, no victory tokens; rules
// notes battle §3.2). Set-up: the first player deploys every ship and
// squadron before the second deploys anything (deployFleets); then the
// second player names one 3' (short) edge of the play area the corona.
// Special rule: while a ship attacks, right after rolling and before other
// attack effects, if any part of the corona lies in the attacking hull
// zone's arc, the attacker discards 1 accuracy die if it has one (dice
// added afterwards are kept).

// nameCorona names the corona: the short edge lying in the arcs of more
// of the first player's battery dice, less the second player's own
// (ships' zones as deployed), the edge at x = 0 on a tie. The rules leave
// the choice to the second player; this heuristic is the engine's.
func (s *State) nameCorona() {
	g := s.Model
	var weight [2]int
	for edge := range 2 {
		for u := range g.Units {
			un := &g.Units[u]
			if un.Profile.Squadron || s.Units[u].Destroyed {
				continue
			}
			for z := range Zone(zones) {
				if s.coronaInArc(u, z, edge) {
					d := un.Profile.Battery[z].Total()
					if un.Player == s.first {
						weight[edge] += d
					} else {
						weight[edge] -= d
					}
				}
			}
		}
	}
	s.game.obj.corona = 0
	if weight[1] > weight[0] {
		s.game.obj.corona = 1
	}
	if s.rec.On() {
		s.rec.Logf("%s names the short edge at x = %.0f the solar corona", g.Battle.Fleets[1-s.first], s.coronaX(s.game.obj.corona))
	}
}

// coronaX returns the x of short edge e.
func (s *State) coronaX(e int) float64 {
	if e == 0 {
		return 0
	}
	return s.Model.Battle.Table.PlayArea.X
}

// coronaInArc reports whether any part of short edge e lies in ship u's
// hull zone z's arc: an end of the edge is in the arc, or one of the arc's
// two lines, infinite, crosses the edge (the arc is at most 180°).
func (s *State) coronaInArc(u int, z Zone, e int) bool {
	h := s.hull(u)
	x, y := s.coronaX(e), s.Model.Battle.Table.PlayArea.Y
	if h.InArc(z, plane.Vec{X: x}) || h.InArc(z, plane.Vec{X: x, Y: y}) {
		return true
	}
	for _, b := range h.shape.span[z] {
		d := plane.Direction(h.Heading + b)
		if d.X == 0 {
			continue
		}
		if t := (x - h.At.X) / d.X; t >= 0 {
			if cy := h.At.Y + t*d.Y; cy >= 0 && cy <= y {
				return true
			}
		}
	}
	return false
}

// coronaAccuracy discards an accuracy die of a ship's attack whose zone
// has the corona in its arc.
func (s *State) coronaAccuracy(a *Attack) {
	if s.Model.Units[a.Attacker].Profile.Squadron || !s.coronaInArc(a.Attacker, a.From, s.game.obj.corona) {
		return
	}
	for i := range a.N {
		if a.Pool[i].Face == Accuracy {
			a.Pool[i].Face = FaceNone
			return
		}
	}
}
