package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Infested Fields (Rebellion in the Rim, navigation, 15 per victory
// token; rules notes battle §3.2). Set-up: normal obstacles, no station;
// an objective token on each obstacle; the second player places 2
// exogorths (objective_exogorth.go) touching different obstacles.
// Special rule: a ship or squadron overlapping an obstacle may take its
// token for 1 victory token. After the start-of-Squadron-Phase exogorth
// attacks the exogorths are removed and the second player moves each
// obstacle they touched up to distance 1–2. End of round: the second
// player places the missing exogorths again, touching obstacles.
//
// The engine plays it so: the tokens are table objective tokens
// (objective_tokens.go), put at each obstacle's centre, so Strategic
// squadrons may drag them on and off obstacles (rules notes battle §3.1);
// a token lies on an obstacle when its disc overlaps it, as under
// Dangerous Territory. A unit takes a token lying on an obstacle when it
// ends a move overlapping that obstacle (always: a victory token costs
// nothing), one per obstacle; tokens lying on an obstacle move with it.

// ObstacleMoveDecision is the second player's move of an obstacle an
// exogorth touched (Infested Fields).
type ObstacleMoveDecision interface {
	// MoveObstacle returns how far obstacle i moves (a vector at most
	// distance 2 long), or false to leave it; a move the rules forbid
	// (ObstacleMovable) leaves it where it is.
	MoveObstacle(s *State, player, i int, r *sim.Stream) (plane.Vec, bool)
}

// TokensToFriends is the default ObstacleMoveDecision: of the moves
// distance 2 long in 8 directions that the rules allow, the one that
// brings a token-carrying obstacle nearest a friendly ship (no move for
// an obstacle without a token or when none brings it nearer).
type TokensToFriends struct{}

// MoveObstacle implements ObstacleMoveDecision.
func (TokensToFriends) MoveObstacle(s *State, player, i int, _ *sim.Stream) (plane.Vec, bool) {
	if !s.InfestedToken(i) {
		return plane.Vec{}, false
	}
	c := centroid(&s.obstacles[i].Polygon)
	best, bestGap := plane.Vec{}, s.nearestShipGap(player, c)
	for h := 0; h < 360; h += 45 {
		v := plane.Direction(float64(h)).Scale(s.Model.Ruler.Distance[1])
		if g := s.nearestShipGap(player, c.Add(v)); g < bestGap && s.ObstacleMovable(i, v) {
			best, bestGap = v, g
		}
	}
	return best, best != (plane.Vec{})
}

// infestedSetUp puts a token on every obstacle and has the second player
// place the exogorths.
func (s *State) infestedSetUp(r *sim.Stream) {
	s.dangerousSetUp() // a token on each obstacle, as Dangerous Territory
	s.placeExogorths(r)
}

// placeExogorths has the second player place every exogorth not on the
// table.
func (s *State) placeExogorths(r *sim.Stream) {
	for k := range Exogorths {
		if !s.game.obj.exo.on[k] {
			s.placeExogorth(1-s.first, k, r)
		}
	}
}

// InfestedToken reports whether an Infested Fields token lies on
// obstacle i.
func (s *State) InfestedToken(i int) bool { return s.tokenOn(&s.obstacles[i].Polygon) >= 0 }

// infestedTake gives unit u's player the token of every obstacle it
// overlaps, for a victory token each.
func (s *State) infestedTake(u int) {
	for i := range s.obstacles {
		o := &s.obstacles[i].Polygon
		if !s.unitOverlaps(u, o) {
			continue
		}
		k := s.tokenOn(o)
		if k < 0 {
			continue
		}
		s.removeToken(k)
		if s.rec.On() {
			s.rec.Logf("%s takes an obstacle's token", s.Model.Units[u].ID)
		}
		s.gainVictoryToken(s.Model.Units[u].Player, "an obstacle's token")
	}
}

// unitOverlaps reports whether unit u's base overlaps polygon p.
func (s *State) unitOverlaps(u int, p *plane.Polygon) bool {
	if s.Model.Units[u].Profile.Squadron {
		return s.Disc(u).Overlaps(p)
	}
	return s.base(u).Overlaps(p)
}

// ObstacleMovable reports whether obstacle i may move by v: at most
// distance 2, staying on the play area and overlapping no other obstacle
// or unit on the table.
func (s *State) ObstacleMovable(i int, v plane.Vec) bool {
	if v.Len() > s.Model.Ruler.Distance[1]+plane.Eps {
		return false
	}
	moved := s.obstacles[i].Polygon
	for k := range moved.N {
		moved.V[k] = moved.V[k].Add(v)
		if a := s.Model.PlayArea; a != (plane.Vec{}) && (moved.V[k].X < 0 || moved.V[k].Y < 0 || moved.V[k].X > a.X || moved.V[k].Y > a.Y) {
			return false
		}
	}
	for j := range s.obstacles {
		if j != i && moved.Overlaps(&s.obstacles[j].Polygon) {
			return false
		}
	}
	for u := range s.Model.Units {
		if s.onTable(u) && s.unitOverlaps(u, &moved) {
			return false
		}
	}
	return true
}

// infestedAfterAttacks removes the exogorths once they attacked and has
// the second player move each obstacle they touched.
func (s *State) infestedAfterAttacks(r *sim.Stream) {
	x := &s.game.obj.exo
	p, on := 1-s.first, x.on
	s.removeExogorths()
	for k := range Exogorths {
		if !on[k] {
			continue
		}
		i := x.touches[k]
		var dec ObstacleMoveDecision = TokensToFriends{}
		if d := s.players[p].ObstacleMove; d != nil {
			dec = d
		}
		if v, ok := dec.MoveObstacle(s, p, i, r); ok && s.ObstacleMovable(i, v) {
			o := &s.obstacles[i].Polygon
			t := &s.game.obj.table
			for k := range t.n {
				if s.tokenOnTable(k) && s.tokenDisc(k).Overlaps(o) {
					t.at[k] = t.at[k].Add(v)
				}
			}
			for j := range o.N {
				o.V[j] = o.V[j].Add(v)
			}
			if s.rec.On() {
				s.rec.Logf("%s moves an obstacle by (%.0f, %.0f)", s.Model.Battle.Fleets[p], v.X, v.Y)
			}
		}
	}
}
