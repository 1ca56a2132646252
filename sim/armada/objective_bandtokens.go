package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Objective tokens that an objective's second player places in the play
// area beyond distance d of both player edges, three of them: Planetary
// Ion Cannon's (d 5) and Hyperspace Assault's (d 3) (rules notes battle
// §3.2). Each is a disc of radius ObjectiveTokenRadius, kept with the
// other objective tokens on the table (objective_tokens.go): token k of
// the objective is table token k, and only one objective is played.

// bandTokenCount is the number of tokens of such an objective.
const bandTokenCount = 3

// bandPlaceable reports whether a token may be placed with its centre at
// v: wholly in the play area, beyond distance d (1 to 5) of both player
// edges.
func (t Table) bandPlaceable(v plane.Vec, d int) bool {
	r, gap := ObjectiveTokenRadius, t.Ruler.Distance[d-1]
	return v.X >= r && v.X <= t.PlayArea.X-r && t.edgeGap(v, 0)-r > gap && t.edgeGap(v, 1)-r > gap
}

// randomBandPlace returns the first of placementTries random places in
// the play area that bandPlaceable allows for d, or false.
func (s *State) randomBandPlace(d int, r *sim.Stream) (plane.Vec, bool) {
	t := &s.Model.Battle.Table
	for range placementTries {
		v := plane.Vec{X: r.Float64() * t.PlayArea.X, Y: r.Float64() * t.PlayArea.Y}
		if t.bandPlaceable(v, d) {
			return v, true
		}
	}
	return plane.Vec{}, false
}

// placeBand puts the objective's tokens on the table beyond distance d
// of both player edges, token k where place(k) says or, where the rules
// forbid that, at a random legal place; a token with no legal place found
// is left out (it keeps its number, off the table).
func (s *State) placeBand(d int, place func(k int) (plane.Vec, bool), r *sim.Stream) {
	t := &s.Model.Battle.Table
	for k := range bandTokenCount {
		v, ok := place(k)
		if !ok || !t.bandPlaceable(v, d) {
			v, ok = s.randomBandPlace(d, r)
		}
		if !ok {
			s.addToken(plane.Vec{})
			s.removeToken(k)
			continue
		}
		s.addToken(v)
		if s.rec.On() {
			s.rec.Logf("%s places token %d (%s) at (%.0f, %.0f)", s.Model.Battle.Fleets[1-s.first], k+1, s.game.obj.played, v.X, v.Y)
		}
	}
}

// bandWorth returns what a token at c is worth to player (TokenWorth):
// the second player's tokens reach the first player's ships up to
// distance reach (1 to 5: Planetary Ion Cannon fires at distance 1–3,
// Hyperspace Assault's units arrive at distance 1 and fire on), so the
// gap from the first player's nearest ship, capped at that distance, is
// worth that much to the first player and its opposite to the second.
func (s *State) bandWorth(player int, c plane.Vec, reach int) float64 {
	w := min(s.nearestShipGap(s.first, c), s.Model.Ruler.Distance[reach-1])
	if player != s.first {
		return -w
	}
	return w
}

// tokenLabel names the objective tokens on the table in the trace's
// pictures.
func (s *State) tokenLabel() string {
	switch s.game.obj.played {
	case PlanetaryIonCannon, HyperspaceAssault:
		return "token"
	case CaptureTheVIP:
		return "VIP"
	}
	return "objective"
}
