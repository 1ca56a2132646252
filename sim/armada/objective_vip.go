package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Capture the VIP (Corellian Conflict, defense, 50 points a victory
// token; rules notes battle §3.2). Set-up: after the obstacles the second
// player places 1 objective token at distance 1 of an obstacle and beyond
// distance 5 of every setup-area edge. Special rule: a ship at distance 1
// of the token that reveals a command dial may take it onto its card; if
// that ship is destroyed, its opponent places the token touching its base
// (or at the nearest play-area edge if the ship flew off the table). End
// of game: the player whose ship holds the token gains 1 victory token.
// The token is a disc of radius ObjectiveTokenRadius, table token 0
// (objective_tokens.go) while it lies on the table, off it while held.

// VIPDecision is a player's play of Capture the VIP (rules notes battle
// §3.2): where the second player puts the token, whether a ship takes
// it, and where a destroyed holder's opponent puts it down.
type VIPDecision interface {
	// PlaceVIP returns where the second player puts the token (its
	// centre), or false for no place; a place the rules forbid
	// (s.VIPPlaceable) is replaced by the default's.
	PlaceVIP(s *State, player int, r *sim.Stream) (plane.Vec, bool)
	// TakeVIP reports whether ship u, revealing its dial at distance 1 of
	// the token, takes it.
	TakeVIP(s *State, u int, r *sim.Stream) bool
	// DropVIP returns where player, the opponent of destroyed ship u that
	// held the token, puts it: touching u's base (a place that does not
	// is replaced by the default's). Not asked when u flew off the table.
	DropVIP(s *State, player, u int) plane.Vec
}

// VIPPlay is the default VIPDecision: the token at a random place the
// rules allow (with Near, the one of placementTries legal places nearest
// the second player's own edge, for its ships to reach first); every ship
// that may take it does; a dropped token touches the base on the side of
// the dropping player's nearest ship.
type VIPPlay struct{ Near bool }

// PlaceVIP implements VIPDecision.
func (v VIPPlay) PlaceVIP(s *State, player int, r *sim.Stream) (plane.Vec, bool) {
	lo, hi := s.vipBox()
	t := &s.Model.Battle.Table
	var best plane.Vec
	found := false
	for range placementTries {
		c := plane.Vec{X: lo.X + r.Float64()*(hi.X-lo.X), Y: lo.Y + r.Float64()*(hi.Y-lo.Y)}
		if !s.VIPPlaceable(c) {
			continue
		}
		if !v.Near {
			return c, true
		}
		if !found || t.edgeGap(c, player) < t.edgeGap(best, player) {
			best, found = c, true
		}
	}
	return best, found
}

// TakeVIP implements VIPDecision.
func (VIPPlay) TakeVIP(*State, int, *sim.Stream) bool { return true }

// DropVIP implements VIPDecision.
func (VIPPlay) DropVIP(s *State, player, u int) plane.Vec {
	toward := s.Units[u].At.At.Add(plane.Vec{Y: 1})
	if gap, near := s.nearestShipOf(player, s.Units[u].At.At); gap >= 0 {
		toward = s.Units[near].At.At
	}
	return s.touching(u, toward)
}

// vipBox returns the corners of the part of the setup area beyond
// distance 5 of each of its edges that a token's centre may take.
func (s *State) vipBox() (lo, hi plane.Vec) {
	t := &s.Model.Battle.Table
	lo, hi = t.SetupArea()
	in := t.Ruler.Distance[4] + ObjectiveTokenRadius
	return lo.Add(plane.Vec{X: in, Y: in}), hi.Sub(plane.Vec{X: in, Y: in})
}

// VIPPlaceable reports whether the token may be set up with its centre at
// c: beyond distance 5 of every setup-area edge and at distance 1 of an
// obstacle.
func (s *State) VIPPlaceable(c plane.Vec) bool {
	lo, hi := s.vipBox()
	if c.X <= lo.X || c.X >= hi.X || c.Y <= lo.Y || c.Y >= hi.Y {
		return false
	}
	reach := s.Model.Ruler.Distance[0] + ObjectiveTokenRadius
	for i := range s.obstacles {
		if _, d := s.obstacles[i].Nearest(c); d <= reach {
			return true
		}
	}
	return false
}

// VIP returns where the token lies and -1, or the ship holding it.
func (s *State) VIP() (plane.Vec, int) { return s.game.obj.table.at[0], s.game.obj.vipHolder - 1 }

// vipSetUp has the second player place the token, where its VIPDecision
// says or, where the rules forbid that, where the default puts it; with
// no legal place found it is left out.
func (s *State) vipSetUp(r *sim.Stream) {
	s.game.obj.vipHolder = 0
	second := 1 - s.first
	c, ok := s.vipPlacement(second, r)
	if !ok || !s.VIPPlaceable(c) {
		c, ok = VIPPlay{}.PlaceVIP(s, second, r)
	}
	if !ok {
		return
	}
	s.addToken(c)
	if s.rec.On() {
		s.rec.Logf("%s places the VIP (capture-the-vip) at (%.0f, %.0f)", s.Model.Battle.Fleets[second], c.X, c.Y)
	}
}

// vipReveal lets ship u, revealing its dial, take the token lying at
// distance 1 of it.
func (s *State) vipReveal(u int, r *sim.Stream) {
	if !s.tokenOnTable(0) {
		return
	}
	if _, d := s.base(u).Nearest(s.game.obj.table.at[0]); d > s.Model.Ruler.Distance[0]+ObjectiveTokenRadius || !s.takeVIP(u, r) {
		return
	}
	s.holdVIP(u)
	if s.rec.On() {
		s.rec.Logf("%s takes the VIP (capture-the-vip)", s.Model.Units[u].ID)
	}
}

// vipWorthBand: TokenSense weighs the token's gap to each player's ships up
// to distance 5 (vipWorth).
const vipWorthBand = 5

// vipWorth returns what the token at c is worth to player (TokenWorth):
// near its own ships, which may take it at distance 1, and far from its
// opponent's, each gap capped at distance vipWorthBand.
func (s *State) vipWorth(player int, c plane.Vec) float64 {
	lim := s.Model.Ruler.Distance[vipWorthBand-1]
	return min(s.nearestShipGap(1-player, c), lim) - min(s.nearestShipGap(player, c), lim)
}

// holdVIP has ship u hold the token, off the table.
func (s *State) holdVIP(u int) {
	s.game.obj.vipHolder = u + 1
	s.removeToken(0)
}

// vipDropped puts the token down when ship u, its holder, is destroyed:
// touching its base where its opponent's VIPDecision says, or at the
// nearest play-area edge when it flew off the table.
func (s *State) vipDropped(u int) {
	o := &s.game.obj
	o.vipHolder = 0
	at := s.Units[u].At.At
	if s.Units[u].LeftPlayArea {
		area := s.Model.Battle.Table.PlayArea
		s.putToken(0, plane.Vec{X: min(max(at.X, ObjectiveTokenRadius), area.X-ObjectiveTokenRadius), Y: min(max(at.Y, ObjectiveTokenRadius), area.Y-ObjectiveTokenRadius)})
	} else {
		opponent := 1 - s.Model.Units[u].Player
		c := s.dropVIP(opponent, u)
		if _, d := s.base(u).Nearest(c); math.Abs(d-ObjectiveTokenRadius) > 1e-6 || s.base(u).Contains(c) {
			c = VIPPlay{}.DropVIP(s, opponent, u)
		}
		s.putToken(0, c)
	}
	if s.rec.On() {
		at := s.game.obj.table.at[0]
		s.rec.Logf("the VIP is dropped at (%.0f, %.0f) (capture-the-vip)", at.X, at.Y)
	}
}

// vipScore gives the holder's player its victory token at the end of the
// game.
func (s *State) vipScore() {
	if h := s.game.obj.vipHolder - 1; h >= 0 && !s.Units[h].Destroyed {
		s.gainVictoryToken(s.Model.Units[h].Player, "holds the VIP")
	}
}

// touching returns the centre of a token touching ship u's base at the
// point of its edge nearest toward (a point outside the base; inside it,
// the edge straight ahead of the ship).
func (s *State) touching(u int, toward plane.Vec) plane.Vec {
	base := s.base(u)
	if base.Contains(toward) {
		toward = s.Units[u].At.At.Add(plane.Direction(s.Units[u].At.Heading).Scale(1e3))
	}
	edge, d := base.Nearest(toward)
	return edge.Add(toward.Sub(edge).Scale(ObjectiveTokenRadius / d))
}

// nearestShipOf returns the gap from v to the nearest ship of player p on
// the table and the ship, or -1, -1.
func (s *State) nearestShipOf(p int, v plane.Vec) (float64, int) {
	best, at := -1.0, -1
	for j := range s.Model.Units {
		if g := &s.Model.Units[j]; g.Player == p && !g.Profile.Squadron && s.onTable(j) {
			if _, d := s.base(j).Nearest(v); at < 0 || d < best {
				best, at = d, j
			}
		}
	}
	return best, at
}

func (s *State) vipPlacement(player int, r *sim.Stream) (plane.Vec, bool) {
	if d := s.players[player].VIP; d != nil {
		return d.PlaceVIP(s, player, r)
	}
	return VIPPlay{}.PlaceVIP(s, player, r)
}

func (s *State) takeVIP(u int, r *sim.Stream) bool {
	if d := s.player(u).VIP; d != nil {
		return d.TakeVIP(s, u, r)
	}
	return true
}

func (s *State) dropVIP(player, u int) plane.Vec {
	if d := s.players[player].VIP; d != nil {
		return d.DropVIP(s, player, u)
	}
	return VIPPlay{}.DropVIP(s, player, u)
}
