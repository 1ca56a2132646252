package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Objective tokens on the table (rules notes battle §3.1): "objective
// tokens are either on the table or assigned to ships". Every objective
// that puts some on the table (Dangerous Territory, Intel Sweep, Fire Lanes,
// Minefields, Planetary Ion Cannon, Hyperspace Assault, Capture the VIP)
// keeps them here, where the Strategic keyword (keyword_strategic.go) may
// move them ("Strategic squadrons may drag table objective tokens (not
// ship-assigned ones)"); tokens assigned to ships (Opening Salvo's, the
// VIP while a ship holds it) are not on the table, and Strategic never
// moves them.

// ObjectiveTokenRadius is the radius, in millimetres, of an objective
// token on the table. No official size is published (rules notes battle
// §8, "Physical sizes"): the engine takes a disc one inch across.
const ObjectiveTokenRadius = 12.7

// maxTableTokens bounds the objective tokens on the table at once (the
// most any objective played places: Minefields' 6).
const maxTableTokens = 8

// tableTokens are the objective tokens on the table: At[k] is token k's
// centre while it is on the table (Removed(k) false). Tokens keep their
// index for the whole game; a removed one is not on the table.
type tableTokens struct {
	at      [maxTableTokens]plane.Vec
	n       int
	removed uint16
}

// clearTokens takes every objective token off the table (a new game).
func (s *State) clearTokens() { s.game.obj.table = tableTokens{} }

// addToken puts a new objective token on the table at at.
func (s *State) addToken(at plane.Vec) {
	t := &s.game.obj.table
	if t.n < maxTableTokens {
		t.at[t.n] = at
		t.n++
	}
}

// removeToken takes objective token k off the table.
func (s *State) removeToken(k int) { s.game.obj.table.removed |= 1 << k }

// removeTokens takes every objective token off the table.
func (s *State) removeTokens() { s.game.obj.table.removed = ^uint16(0) }

// putToken puts objective token k, one already put on the table this
// game, back on the table at at (the VIP dropped by its holder).
func (s *State) putToken(k int, at plane.Vec) {
	t := &s.game.obj.table
	t.at[k] = at
	t.removed &^= 1 << k
}

// tokensOnTable reports whether any objective token is on the table.
func (s *State) tokensOnTable() bool {
	t := &s.game.obj.table
	return t.n > 0 && t.removed&(1<<t.n-1) != 1<<t.n-1
}

// ObjectiveTokens returns how many objective tokens were put on the table
// this game, removed ones included (ObjectiveToken says which remain).
func (s *State) ObjectiveTokens() int { return s.game.obj.table.n }

// ObjectiveToken returns objective token k's centre, and false when it is
// no longer on the table.
func (s *State) ObjectiveToken(k int) (plane.Vec, bool) {
	t := &s.game.obj.table
	if k < 0 || k >= t.n || t.removed&(1<<k) != 0 {
		return plane.Vec{}, false
	}
	return t.at[k], true
}

// standing reports whether unit i stands on the table for the objective
// tokens: deployed (the objective's set-up after deployment begun) and
// not destroyed. Before deployment no unit stands.
func (s *State) standing(i int) bool { return s.game.obj.deployed && s.onTable(i) }

// tokenDisc returns objective token k's disc.
func (s *State) tokenDisc(k int) Disc {
	return Disc{C: s.game.obj.table.at[k], R: ObjectiveTokenRadius}
}

// tokenOnTable reports whether objective token k is on the table.
func (s *State) tokenOnTable(k int) bool {
	_, ok := s.ObjectiveToken(k)
	return ok
}

// shipTokenGap returns the distance from ship u's base to a token at c:
// zero when they overlap.
func (s *State) shipTokenGap(u int, c plane.Vec) float64 {
	_, d := s.base(u).Nearest(c)
	return max(0, d-ObjectiveTokenRadius)
}

// baseTokenGap returns the distance from base to a token at c.
func baseTokenGap(base *plane.Polygon, c plane.Vec) float64 {
	_, d := base.Nearest(c)
	return max(0, d-ObjectiveTokenRadius)
}

// TokenMovable reports whether an objective token, token k itself
// excepted (-1: a new one), may be put at c when it is moved or placed
// (rules notes battle §3.1, "Moving obstacles/tokens"): wholly on the
// play area, overlapping no ship, squadron or other token on the table.
// An obstacle it may overlap (Dangerous Territory's tokens lie on them,
// and Strategic may move them on and off).
func (s *State) TokenMovable(k int, c plane.Vec) bool {
	d := Disc{C: c, R: ObjectiveTokenRadius}
	if !s.Model.holdsDisc(d) {
		return false
	}
	for j := range s.game.obj.table.n {
		if j != k && s.tokenOnTable(j) && d.OverlapsDisc(s.tokenDisc(j)) {
			return false
		}
	}
	for i := range s.Model.Units {
		if s.standing(i) && s.discOverlaps(d, i) {
			return false
		}
	}
	return true
}

// discOverlaps reports whether disc d overlaps unit u's base.
func (s *State) discOverlaps(d Disc, u int) bool {
	if s.Model.Units[u].Profile.Squadron {
		return d.OverlapsDisc(s.Disc(u))
	}
	return d.Overlaps(s.base(u))
}

// placeTokens has player place n objective tokens, each where its
// ObjectiveTokenDecision says if the objective allows it there
// (TokenPlaceable), else at the first place it allows of placementTries
// random ones in the set-up area; a token with no place found is left out
// (counted with the obstacles lost). With alternate the players take
// turns, player first.
func (s *State) placeTokens(player, n int, alternate bool, r *sim.Stream) {
	for range n {
		at, ok := s.objectiveTokenPlacement(player, r)
		if !ok || !s.TokenPlaceable(at) {
			at, ok = randomTokenPlace(s, s.TokenPlaceable, r)
		}
		if ok {
			s.addToken(at)
			if s.rec.On() {
				s.rec.Logf("%s places an objective token (%s) at (%.0f, %.0f)", s.Model.Battle.Fleets[player], s.game.obj.played, at.X, at.Y)
			}
		} else {
			s.game.obstaclesLost++
		}
		if alternate {
			player = 1 - player
		}
	}
}

// randomTokenPlace returns the first of placementTries random places in
// the set-up area that legal accepts.
func randomTokenPlace(s *State, legal func(plane.Vec) bool, r *sim.Stream) (plane.Vec, bool) {
	lo, hi := s.Model.Battle.Table.SetupArea()
	for range placementTries {
		at := plane.Vec{X: lo.X + r.Float64()*(hi.X-lo.X), Y: lo.Y + r.Float64()*(hi.Y-lo.Y)}
		if legal(at) {
			return at, true
		}
	}
	return plane.Vec{}, false
}

// TokenPlaceable reports whether an objective token may be placed at c at
// set-up under the objective played: where TokenMovable allows it, and
// within the objective's own limits (each objective's file).
func (s *State) TokenPlaceable(c plane.Vec) bool {
	if !s.TokenMovable(-1, c) {
		return false
	}
	switch s.game.obj.played {
	case IntelSweep:
		return s.intelSweepPlaceable(c)
	case FireLanes:
		return s.fireLanesPlaceable(c)
	case Minefields:
		return s.minePlaceable(c)
	}
	return true
}

// discInSetupArea reports whether disc d lies wholly in the set-up area
// and beyond distance band (1 to 5) of both player edges (0: no edge
// limit).
func (s *State) discInSetupArea(d Disc, band int) bool {
	t := &s.Model.Battle.Table
	lo, hi := t.SetupArea()
	if d.C.X-d.R < lo.X || d.C.X+d.R > hi.X || d.C.Y-d.R < lo.Y || d.C.Y+d.R > hi.Y {
		return false
	}
	if band == 0 {
		return true
	}
	lim := t.Ruler.Distance[band-1]
	return t.edgeGap(d.C, 0)-d.R > lim && t.edgeGap(d.C, 1)-d.R > lim
}

// tokensApart reports whether a token at c lies beyond distance band of
// every objective token on the table.
func (s *State) tokensApart(c plane.Vec, band int) bool {
	lim := s.Model.Ruler.Distance[band-1]
	for k := range s.game.obj.table.n {
		if s.tokenOnTable(k) && s.game.obj.table.at[k].Sub(c).Len()-2*ObjectiveTokenRadius <= lim {
			return false
		}
	}
	return true
}
