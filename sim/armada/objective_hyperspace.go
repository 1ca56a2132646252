package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Hyperspace Assault (core set, defense, no victory tokens; rules notes
// battle §3.2, §1.4 "set-aside units"). Set-up: before deployment the
// second player sets aside 1 small or medium ship and up to 3 squadrons,
// then places 3 objective tokens in the play area beyond distance 3 of
// both player edges. Special rule: at the start of any round from round
// 2 the second player may deploy the set-aside units at distance 1 of one
// token (the ship may land on squadrons, which are placed aside as after
// an overlap); all tokens are then removed. In a round it does not, it may
// move each token up to distance 1. Clarifications: set-aside units are
// not in play (the engine keeps them as destroyed: nothing targets,
// counts or activates them, and they do not keep a fleet alive); a
// squadron the second player must deploy at set-up with no ship of its
// own on the table is destroyed; units still set aside at the end of the
// game are destroyed, and score for the opponent.

// hyperSquadrons is the most squadrons set aside; hyperBand: the tokens
// go beyond distance 3 of both player edges (objective_bandtokens.go);
// hyperReach: HyperspaceJump's units arrive once an enemy ship is within
// that distance of a token.
const (
	hyperSquadrons = 3
	hyperBand      = 3
	hyperReach     = 4
)

// HyperspaceDecision is the second player's play of Hyperspace Assault
// (rules notes battle §3.2). An answer the rules forbid is replaced by the
// default's.
type HyperspaceDecision interface {
	// SetAside returns the small or medium ship player sets aside
	// (mandatory; -1 only when it has none) and up to 3 of its squadrons
	// (-1 for each slot left empty).
	SetAside(s *State, player int, r *sim.Stream) (ship int, squadrons [hyperSquadrons]int)
	// PlaceHyperToken returns where player puts token k (its centre), or
	// false for no place (s.HyperTokenPlaceable says which are legal).
	PlaceHyperToken(s *State, player, k int, r *sim.Stream) (plane.Vec, bool)
	// Arrive returns the token at which player deploys the set-aside
	// units at the start of this round, or ok false to wait.
	Arrive(s *State, player int, r *sim.Stream) (token int, ok bool)
	// ArrivalPlace returns where set-aside unit u arrives at distance 1 of
	// token and, for a ship, its speed (s.ArrivalPlaceable says which are
	// legal).
	ArrivalPlace(s *State, u, token int, r *sim.Stream) (Placement, int)
	// MoveHyperToken returns where player moves token k, up to distance 1
	// away, in a round the units wait, or false to leave it.
	MoveHyperToken(s *State, player, k int, r *sim.Stream) (plane.Vec, bool)
}

// HyperspaceJump is the default HyperspaceDecision: it sets aside the
// fastest small or medium ship (the first listed on a tie; mandatory,
// even the fleet's only ship) and the first 3 squadrons listed; tokens go at
// random legal places; the units arrive at the token nearest an enemy
// ship once that ship is within distance 4 of it (a ship arriving at
// distance 1 of the token then has it in range), or in the last round
// whatever the gap; waiting tokens move distance 1 toward their nearest
// enemy ship; arrivals are random legal places, ships facing the nearest
// enemy ship at the middle of their speed chart.
type HyperspaceJump struct{}

// SetAside implements HyperspaceDecision.
func (HyperspaceJump) SetAside(s *State, player int, _ *sim.Stream) (int, [hyperSquadrons]int) {
	g := s.Model
	ship, sq := -1, [hyperSquadrons]int{-1, -1, -1}
	n := 0
	for u := range g.Units {
		p := &g.Units[u].Profile
		switch {
		case g.Units[u].Player != player:
		case p.Squadron:
			if n < hyperSquadrons {
				sq[n] = u
				n++
			}
		case p.smallOrMedium() && (ship < 0 || p.Speeds.Max > g.Units[ship].Profile.Speeds.Max):
			ship = u
		}
	}
	return ship, sq
}

// PlaceHyperToken implements HyperspaceDecision.
func (HyperspaceJump) PlaceHyperToken(s *State, _, _ int, r *sim.Stream) (plane.Vec, bool) {
	return s.randomBandPlace(hyperBand, r)
}

// Arrive implements HyperspaceDecision.
func (HyperspaceJump) Arrive(s *State, player int, _ *sim.Stream) (int, bool) {
	best, bestGap := -1, math.Inf(1)
	for k := range bandTokenCount {
		at, ok := s.HyperToken(k)
		if !ok {
			continue
		}
		if gap, near := s.nearestShipOf(1-player, at); near >= 0 && gap < bestGap {
			best, bestGap = k, gap
		}
	}
	last := s.Round >= s.Model.Battle.Rounds
	return best, best >= 0 && (last || bestGap <= s.Model.Ruler.Distance[hyperReach-1])
}

// ArrivalPlace implements HyperspaceDecision.
func (HyperspaceJump) ArrivalPlace(s *State, u, token int, r *sim.Stream) (Placement, int) {
	g := s.Model
	at, _ := s.HyperToken(token)
	reach := g.Ruler.Distance[0] + ObjectiveTokenRadius
	var pl Placement
	for range placementTries {
		pl = Placement{At: at.Add(plane.Direction(360 * r.Float64()).Scale(r.Float64() * (reach + s.reachRadius(u))))}
		if _, near := s.nearestShipOf(1-g.Units[u].Player, pl.At); near >= 0 && !g.Units[u].Profile.Squadron {
			pl.Heading = bearingOf(s.Units[near].At.At.Sub(pl.At))
		}
		if s.ArrivalPlaceable(u, token, pl) {
			break
		}
	}
	return pl, max((g.Units[u].Profile.Speeds.Max+1)/2, 1)
}

// MoveHyperToken implements HyperspaceDecision.
func (HyperspaceJump) MoveHyperToken(s *State, player, k int, _ *sim.Stream) (plane.Vec, bool) {
	at, _ := s.HyperToken(k)
	_, near := s.nearestShipOf(1-player, at)
	if near < 0 {
		return at, false
	}
	step := s.Units[near].At.At.Sub(at)
	if l := step.Len(); l > 0 {
		step = step.Scale(s.Model.Ruler.Distance[0] / l)
	}
	for range 4 {
		if to := at.Add(step); s.hyperTokenMovable(k, to) {
			return to, true
		}
		step = step.Scale(0.5)
	}
	return at, false
}

// HyperTokenPlaceable reports whether a token may be set up with its
// centre at v: wholly in the play area, beyond distance 3 of both player
// edges.
func (s *State) HyperTokenPlaceable(v plane.Vec) bool {
	return s.Model.Battle.Table.bandPlaceable(v, hyperBand)
}

// HyperToken returns Hyperspace Assault's token k and whether it is on
// the table.
func (s *State) HyperToken(k int) (plane.Vec, bool) { return s.ObjectiveToken(k) }

// SetAside reports whether unit u is set aside by Hyperspace Assault and
// has not arrived.
func (s *State) SetAside(u int) bool { return s.game.obj.aside.Has(u) }

// hyperspaceSetUp sets aside the second player's units its
// HyperspaceDecision names (the default's when they break the rules) and
// places the tokens.
func (s *State) hyperspaceSetUp(r *sim.Stream) {
	o := &s.game.obj
	o.aside.Clear()
	second := 1 - s.first
	ship, sq := s.hyperAside(second, r)
	if !s.asideAllowed(second, ship, sq) {
		ship, sq = HyperspaceJump{}.SetAside(s, second, r)
	}
	for _, u := range [...]int{ship, sq[0], sq[1], sq[2]} {
		if u >= 0 {
			o.aside.Add(u)
			s.Units[u].Destroyed = true // not in play (see above)
			if s.rec.On() {
				s.rec.Logf("%s sets %s aside (hyperspace-assault)", s.Model.Battle.Fleets[second], s.Model.Units[u].ID)
			}
		}
	}
	s.placeBand(hyperBand, func(k int) (plane.Vec, bool) { return s.hyperTokenPlacement(second, k, r) }, r)
}

// asideAllowed reports whether player may set aside ship (a small or
// medium ship of its own; -1 only when it has none: rules notes battle
// §3.2, "P2 sets aside 1 small-or-medium ship", even its only ship) and
// squadrons (its own, each once, or -1).
func (s *State) asideAllowed(player, ship int, sq [hyperSquadrons]int) bool {
	g := s.Model
	if ship < 0 {
		for u := range g.Units {
			if g.Units[u].Player == player && g.Units[u].Profile.smallOrMedium() {
				return false
			}
		}
	} else if ship >= len(g.Units) || g.Units[ship].Player != player || !g.Units[ship].Profile.smallOrMedium() {
		return false
	}
	for i, u := range sq {
		if u >= len(g.Units) || u >= 0 && (g.Units[u].Player != player || !g.Units[u].Profile.Squadron) {
			return false
		}
		for _, v := range sq[:i] {
			if u >= 0 && v == u {
				return false
			}
		}
	}
	return true
}

// smallOrMedium reports whether p is a small or medium ship.
func (p *Profile) smallOrMedium() bool {
	return !p.Squadron && (p.Size == SmallShip || p.Size == MediumShip)
}

// strandedSquadron reports whether squadron u, deploying at set-up, is
// destroyed instead: under Hyperspace Assault, when its player has no
// ship on the table.
func (s *State) strandedSquadron(u int) bool {
	g := &s.Model.Units[u]
	return s.game.obj.played == HyperspaceAssault && g.Profile.Squadron && !s.deploymentShip(g.Player, true)
}

// hyperspaceRound plays the start of a round from round 2: the set-aside
// units arrive where the second player's decision says, or its tokens
// move.
func (s *State) hyperspaceRound(r *sim.Stream) {
	o := &s.game.obj
	if s.Round < 2 || !s.tokensOnTable() {
		return
	}
	second := 1 - s.first
	if k, ok := s.arrive(second, r); ok {
		if _, on := s.HyperToken(k); on && o.aside.Len() > 0 {
			s.hyperArrive(k, r)
			s.removeTokens()
			return
		}
	}
	for k := range bandTokenCount {
		if _, on := s.HyperToken(k); !on {
			continue
		}
		if to, ok := s.moveHyperToken(second, k, r); ok && s.hyperTokenMovable(k, to) {
			o.table.at[k] = to
		}
	}
}

// hyperArrive deploys the set-aside units at distance 1 of token k, the
// ship first (moving aside the squadrons it lands on).
func (s *State) hyperArrive(k int, r *sim.Stream) {
	g := s.Model
	o := &s.game.obj
	for _, ships := range [...]bool{true, false} {
		for u := range g.Units {
			if !o.aside.Has(u) || g.Units[u].Profile.Squadron == ships {
				continue
			}
			pl, speed := s.arrivalPlace(u, k, r)
			if !s.ArrivalPlaceable(u, k, pl) {
				pl, speed = HyperspaceJump{}.ArrivalPlace(s, u, k, r)
				if !s.ArrivalPlaceable(u, k, pl) {
					s.game.deployFailures++
				}
			}
			o.aside.Remove(u)
			st := &s.Units[u]
			st.Destroyed, st.At = false, pl
			s.gridMoved(u)
			if ships {
				st.Speed = int8(min(max(speed, 1), g.Units[u].Profile.Speeds.Max))
				s.moveAside(u, r)
			}
			if s.rec.On() {
				s.rec.Event(PlacedEvent{Round: s.Round, Unit: u, To: poseOf(pl), Speed: int(st.Speed)})
				s.rec.Logf("%s arrives from hyperspace at (%.0f, %.0f) (hyperspace-assault)", g.Units[u].ID, pl.At.X, pl.At.Y)
			}
		}
	}
}

// ArrivalPlaceable reports whether set-aside unit u may arrive at pl:
// wholly in the play area, at distance 1 of token k, a ship overlapping
// no ship, a squadron no ship or squadron.
func (s *State) ArrivalPlaceable(u, k int, pl Placement) bool {
	g := s.Model
	at, _ := s.HyperToken(k)
	reach := g.Ruler.Distance[0] + ObjectiveTokenRadius
	if !g.Units[u].Profile.Squadron {
		base, ok := BasePolygon(g.Units[u].Profile.Size, pl)
		if !ok || !g.OnPlayArea(g.Units[u].Profile.Size, pl) {
			return false
		}
		if _, d := base.Nearest(at); d > reach {
			return false
		}
		for j := range g.Units {
			if j != u && !g.Units[j].Profile.Squadron && s.onTable(j) && base.Overlaps(s.base(j)) {
				return false
			}
		}
		return true
	}
	d := Disc{C: pl.At, R: g.squadronRadius()}
	if d.C.Dist(at)-d.R > reach || !g.holdsDisc(d) {
		return false
	}
	for j := range g.Units {
		if j == u || !s.onTable(j) {
			continue
		}
		if g.Units[j].Profile.Squadron && d.OverlapsDisc(s.Disc(j)) || !g.Units[j].Profile.Squadron && d.Overlaps(s.base(j)) {
			return false
		}
	}
	return true
}

// hyperTokenMovable reports whether token k may end at to: up to
// distance 1 from where it is, in the play area, overlapping no ship,
// squadron, obstacle or other token.
func (s *State) hyperTokenMovable(k int, to plane.Vec) bool {
	g := s.Model
	from, on := s.HyperToken(k)
	area := g.Battle.Table.PlayArea
	if !on || from.Dist(to) > g.Ruler.Distance[0] || to.X < ObjectiveTokenRadius || to.Y < ObjectiveTokenRadius ||
		to.X > area.X-ObjectiveTokenRadius || to.Y > area.Y-ObjectiveTokenRadius {
		return false
	}
	d := Disc{C: to, R: ObjectiveTokenRadius}
	for j := range g.Units {
		if !s.onTable(j) {
			continue
		}
		if g.Units[j].Profile.Squadron && d.OverlapsDisc(s.Disc(j)) || !g.Units[j].Profile.Squadron && d.Overlaps(s.base(j)) {
			return false
		}
	}
	for i := range s.obstacles {
		if d.Overlaps(&s.obstacles[i].Polygon) {
			return false
		}
	}
	for j := range bandTokenCount {
		if at, on := s.HyperToken(j); on && j != k && at.Dist(to) < 2*ObjectiveTokenRadius {
			return false
		}
	}
	return true
}

func (s *State) hyperDecision(player int) HyperspaceDecision {
	if d := s.players[player].Hyperspace; d != nil {
		return d
	}
	return HyperspaceJump{}
}

func (s *State) hyperAside(player int, r *sim.Stream) (int, [hyperSquadrons]int) {
	return s.hyperDecision(player).SetAside(s, player, r)
}

func (s *State) hyperTokenPlacement(player, k int, r *sim.Stream) (plane.Vec, bool) {
	return s.hyperDecision(player).PlaceHyperToken(s, player, k, r)
}

func (s *State) arrive(player int, r *sim.Stream) (int, bool) {
	return s.hyperDecision(player).Arrive(s, player, r)
}

func (s *State) arrivalPlace(u, k int, r *sim.Stream) (Placement, int) {
	return s.hyperDecision(s.Model.Units[u].Player).ArrivalPlace(s, u, k, r)
}

func (s *State) moveHyperToken(player, k int, r *sim.Stream) (plane.Vec, bool) {
	return s.hyperDecision(player).MoveHyperToken(s, player, k, r)
}
