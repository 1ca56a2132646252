package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// strategicMove plays the Strategic keyword once squadron u has moved
// (battle notes §5: "after ending a move at distance 1 of table objective
// tokens, may drag one to distance 1 of itself"; rules notes battle §3.1:
// table tokens only, never ship-assigned ones): its player's
// StrategicDecision (by default TokenSense) names one token on the table
// at distance 1 of u and where it goes, at distance 1 of u. Any other
// answer, or a place TokenMovable refuses, moves nothing.
func (s *State) strategicMove(u int, r *sim.Stream) {
	if s.game.obj.table.n == 0 || !s.keyword(u, KeywordStrategic) || !s.onTable(u) {
		return
	}
	k, to, ok := s.strategic(u, r)
	if !ok || !s.InStrategicReach(u, k) || !s.StrategicPlace(u, k, to) {
		return
	}
	if s.rec.On() {
		from := s.game.obj.table.at[k]
		s.rec.Logf("%s (strategic) moves an objective token from (%.0f, %.0f) to (%.0f, %.0f)", s.Model.Units[u].ID, from.X, from.Y, to.X, to.Y)
	}
	s.game.obj.table.at[k] = to
}

// squadronTokenGap returns the distance from squadron u's base to a token
// at c.
func (s *State) squadronTokenGap(u int, c plane.Vec) float64 {
	d := s.Disc(u)
	return max(0, d.C.Sub(c).Len()-d.R-ObjectiveTokenRadius)
}

// InStrategicReach reports whether objective token k is on the table at
// distance 1 of squadron u.
func (s *State) InStrategicReach(u, k int) bool {
	c, ok := s.ObjectiveToken(k)
	return ok && s.squadronTokenGap(u, c) <= s.Model.Ruler.Distance[0]
}

// StrategicPlace reports whether squadron u may move objective token k to
// c: at distance 1 of u, where TokenMovable allows it.
func (s *State) StrategicPlace(u, k int, c plane.Vec) bool {
	return s.squadronTokenGap(u, c) <= s.Model.Ruler.Distance[0] && s.TokenMovable(k, c)
}
