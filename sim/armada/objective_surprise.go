package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Surprise Attack (assault, no victory tokens, usage 107; rules notes
// battle §3.2 and §1.4). Set-up: the second player places the station at
// distance 1–5 of the first player's edge (inside, beyond or overlapping
// its deployment zone; in the set-up area, as every obstacle) before the other obstacles, which are then placed
// as usual; the first player deploys its flagship first, overlapping the
// station (it may leave the deployment zone), and every ship of the first
// player deploys at a speed of at most ⌈max speed / 2⌉. After deployment
// the second player stacks 3 command dials facedown. Special rule: at the
// start of the Ship Phase of rounds 1–3 the top dial is revealed and every
// ship of the first player gains the matching raid token (keyword_raid.go:
// one per command at most, ships with a size class only).
//
// Choices where the notes are silent: the fleet's flagship is the ship
// carrying the commander (Kit.IsFlagship), else the first ship listed; a
// huge flagship overlaps the station and, by default, is tried touching
// the first player's edge first (the clarification's "touch P1's edge if
// possible"), but any place overlapping the station is accepted; the
// start of the Ship Phase is played right after the end of the Command
// Phase (nothing happens between them).

// surpriseRounds is how many dials the second player stacks.
const surpriseRounds = 3

// SurpriseStationDecision chooses where the second player puts the
// station under Surprise Attack (rules notes battle §3.2).
type SurpriseStationDecision interface {
	// PlaceSurpriseStation returns where player puts station o, or false;
	// a place the rules forbid (s.SurpriseStationPlaceable) is replaced by
	// the default's.
	PlaceSurpriseStation(s *State, player int, o *Obstacle, r *sim.Stream) (Placement, bool)
}

// SurpriseDialsDecision chooses the second player's stack of 3 dials
// under Surprise Attack, the top (round 1's) first.
type SurpriseDialsDecision interface {
	// SurpriseDials returns the dials, each Navigate to
	// ConcentrateFireCommand (any other is replaced by the default's).
	SurpriseDials(s *State, player int, r *sim.Stream) [surpriseRounds]Command
}

// SurpriseStrike is the default SurpriseStationDecision and
// SurpriseDialsDecision: the station at a random legal place; the dials
// that hurt the first player's likely commands most: Navigate in round 1
// (its fleet closes in), then Concentrate Fire (the engagement), Squadron
// in round 2 instead when squadrons are a quarter or more of its points.
type SurpriseStrike struct{}

// PlaceSurpriseStation implements SurpriseStationDecision.
func (SurpriseStrike) PlaceSurpriseStation(s *State, _ int, o *Obstacle, r *sim.Stream) (Placement, bool) {
	t := &s.Model.Battle.Table
	band := t.Ruler.Distance[4]
	for range placementTries {
		y := r.Float64() * band
		if s.first == 1 {
			y = t.PlayArea.Y - y
		}
		lo, hi := t.SetupArea()
		pl := Placement{At: plane.Vec{X: lo.X + r.Float64()*(hi.X-lo.X), Y: y}, Heading: 360 * r.Float64()}
		p := o.Placed(pl)
		if s.SurpriseStationPlaceable(&p.Polygon) {
			return pl, true
		}
	}
	return Placement{}, false
}

// SurpriseDials implements SurpriseDialsDecision.
func (SurpriseStrike) SurpriseDials(s *State, player int, _ *sim.Stream) [surpriseRounds]Command {
	dials := [surpriseRounds]Command{Navigate, ConcentrateFireCommand, ConcentrateFireCommand}
	g := s.Model
	squadrons, all := 0, 0
	for i := range g.Units {
		if u := &g.Units[i]; u.Player != player {
			all += u.Profile.Points
			if u.Profile.Squadron {
				squadrons += u.Profile.Points
			}
		}
	}
	if 4*squadrons >= all && squadrons > 0 {
		dials[1] = SquadronCommand
	}
	return dials
}

// SurpriseStationPlaceable reports whether the station may be put at p
// under Surprise Attack: wholly in the set-up area, as every obstacle,
// some of it at distance 5 of the first player's edge, overlapping no
// obstacle placed.
func (s *State) SurpriseStationPlaceable(p *plane.Polygon) bool {
	t := &s.Model.Battle.Table
	if lo, hi := t.SetupArea(); !within(p, lo, hi) {
		return false
	}
	near := false
	for i := range p.N {
		near = near || t.edgeGap(p.V[i], s.first) <= t.Ruler.Distance[4]
	}
	if !near {
		return false
	}
	for i := range s.obstacles {
		if p.Overlaps(&s.obstacles[i].Polygon) {
			return false
		}
	}
	return true
}

// placeSurpriseStation has the second player put the battle's first
// station where its SurpriseStationDecision says (the default's where the
// rules forbid that); it is the first obstacle on the table. It returns
// the station's index in the battle's obstacles (-1: none).
func (s *State) placeSurpriseStation(r *sim.Stream) int {
	b := s.Model.Battle
	for i := range b.Obstacles {
		o := &b.Obstacles[i]
		if o.Kind != Station {
			continue
		}
		second := 1 - s.first
		pl, ok := s.surpriseStation(second, o, r)
		placed := o.Placed(pl)
		if !ok || !s.SurpriseStationPlaceable(&placed.Polygon) {
			pl, ok = SurpriseStrike{}.PlaceSurpriseStation(s, second, o, r)
			placed = o.Placed(pl)
		}
		if ok {
			s.obstacles = append(s.obstacles, placed)
			if s.rec.On() {
				s.rec.Logf("%s places the station (surprise-attack) at (%.0f, %.0f)", b.Fleets[second], pl.At.X, pl.At.Y)
			}
		} else {
			s.game.obstaclesLost++
		}
		return i
	}
	return -1
}

// surpriseStationPolygon returns the station placed for Surprise Attack,
// or nil.
func (s *State) surpriseStationPolygon() *plane.Polygon {
	if s.game.obj.played != SurpriseAttack || len(s.obstacles) == 0 || s.obstacles[0].Kind != Station {
		return nil
	}
	return &s.obstacles[0].Polygon
}

// SurpriseFlagship returns the first player's flagship under Surprise
// Attack (the commander's ship, else its first ship listed), or -1.
func (s *State) SurpriseFlagship() int {
	if s.game.obj.played != SurpriseAttack {
		return -1
	}
	first := -1
	for i := range s.Model.Units {
		if u := &s.Model.Units[i]; u.Player == s.first && !u.Profile.Squadron {
			if u.Kit.IsFlagship {
				return i
			}
			if first < 0 {
				first = i
			}
		}
	}
	return first
}

// surpriseFlagshipFirst returns the unit player must deploy now: the
// flagship under Surprise Attack while it is not deployed, else -1.
func (s *State) surpriseFlagshipFirst(player int) int {
	if player != s.first {
		return -1
	}
	if f := s.SurpriseFlagship(); f >= 0 && !s.Deployed(f) && !s.setAside(f) {
		return f
	}
	return -1
}

// surpriseFlagshipDeployable reports whether the flagship may deploy with
// its base at base: on the play area, overlapping the station, no ship.
func (s *State) surpriseFlagshipDeployable(base *plane.Polygon) bool {
	st := s.surpriseStationPolygon()
	if st == nil || !within(base, plane.Vec{}, s.Model.Battle.Table.PlayArea) || !base.Overlaps(st) {
		return false
	}
	for i := range s.game.deployed {
		if base.Overlaps(&s.game.deployed[i]) {
			return false
		}
	}
	return true
}

// surpriseFlagshipSpot returns a place for flagship u overlapping the
// station (a huge one touching its edge tried first), the last tried
// when none is legal.
func (s *State) surpriseFlagshipSpot(u int, r *sim.Stream) Placement {
	g := s.Model
	un := &g.Units[u]
	heading := 0.0
	if un.Player == 1 {
		heading = 180
	}
	st := s.surpriseStationPolygon()
	var pl Placement
	if st == nil {
		return pl
	}
	var c plane.Vec
	for i := range st.N {
		c = c.Add(st.V[i].Scale(1 / float64(st.N)))
	}
	_, l, _ := BaseSize(un.Profile.Size)
	for try := range placementTries {
		pl = Placement{At: c.Add(plane.Vec{X: (r.Float64() - 0.5) * l, Y: (r.Float64() - 0.5) * l}), Heading: heading}
		if un.Profile.Size == HugeShip && try < placementTries/2 {
			pl.At.Y = g.Battle.Table.hugeDeploymentY(un.Player)
		}
		if base, ok := BasePolygon(un.Profile.Size, pl); ok && s.surpriseFlagshipDeployable(&base) {
			break
		}
	}
	return pl
}

// deploySpeedCap returns the fastest speed ship u may deploy at: its
// chart's top, or ⌈top / 2⌉ for the first player's ships under Surprise
// Attack.
func (s *State) deploySpeedCap(u int) int {
	top := s.Model.Units[u].Profile.Speeds.Max
	if s.game.obj.played == SurpriseAttack && s.Model.Units[u].Player == s.first {
		return (top + 1) / 2
	}
	return top
}

// surpriseSetUp has the second player stack its dials after deployment.
func (s *State) surpriseSetUp(r *sim.Stream) {
	second := 1 - s.first
	dials := s.surpriseDials(second, r)
	for _, c := range dials {
		if c <= CommandNone || c >= commands {
			dials = SurpriseStrike{}.SurpriseDials(s, second, r)
			break
		}
	}
	s.game.obj.surprise = dials
}

// surpriseReveal reveals the top dial at the start of the Ship Phase of
// rounds 1–3: every first player's ship on the table with a size class
// gains the matching raid token.
func (s *State) surpriseReveal() {
	if s.Round < 1 || s.Round > surpriseRounds {
		return
	}
	c := s.game.obj.surprise[s.Round-1]
	if s.rec.On() {
		s.rec.Logf("%s reveals %s (surprise-attack): %s's ships gain that raid token", s.Model.Battle.Fleets[1-s.first], c, s.Model.Battle.Fleets[s.first])
	}
	for i := range s.Model.Units {
		if u := &s.Model.Units[i]; u.Player == s.first && !u.Profile.Squadron && u.Profile.Size != SizeNone && s.onTable(i) {
			s.Units[i].Raids |= 1 << c
		}
	}
}

func (s *State) surpriseStation(player int, o *Obstacle, r *sim.Stream) (Placement, bool) {
	if d := s.players[player].SurpriseStation; d != nil {
		return d.PlaceSurpriseStation(s, player, o, r)
	}
	return SurpriseStrike{}.PlaceSurpriseStation(s, player, o, r)
}

func (s *State) surpriseDials(player int, r *sim.Stream) [surpriseRounds]Command {
	if d := s.players[player].SurpriseDials; d != nil {
		return d.SurpriseDials(s, player, r)
	}
	return SurpriseStrike{}.SurpriseDials(s, player, r)
}
