package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Contested Outpost (core set, defense, 20 points a victory token; rules
// notes battle §3.2). Set-up: the standard obstacles without the station;
// then the second player places the station in the setup area beyond
// distance 1 of every obstacle and beyond distance 5 of both player
// edges. Special rule: this station neither obstructs nor repairs (the
// engine keeps it off the obstacles: objectiveState.outpost). End of
// round: each player totals the command values of its ships at distance
// 1 of the station; the strictly higher total gains 1 victory token, a tie
// none (the card is silent: the notes' default, §7.3
// contested_majority_tie).

// placeOutpost places the station where the second player's
// ObstacleDecision says, or, where the rules forbid that, at the first
// legal place of placementTries random ones; with none found it is left
// out (counted with the obstacles lost).
func (s *State) placeOutpost(r *sim.Stream) {
	b := s.Model.Battle
	var station *Obstacle
	for i := range b.Obstacles {
		if b.Obstacles[i].Kind == Station {
			station = &b.Obstacles[i]
		}
	}
	if station == nil {
		return
	}
	second := 1 - s.first
	if pl, ok := s.obstaclePlacement(second, station, r); ok {
		if p := station.Placed(pl); s.outpostPlaceable(&p.Polygon) {
			s.setOutpost(p.Polygon)
			return
		}
	}
	lo, hi := b.Table.SetupArea()
	for range placementTries {
		pl := Placement{At: plane.Vec{X: lo.X + r.Float64()*(hi.X-lo.X), Y: lo.Y + r.Float64()*(hi.Y-lo.Y)}, Heading: 360 * r.Float64()}
		if p := station.Placed(pl); s.outpostPlaceable(&p.Polygon) {
			s.setOutpost(p.Polygon)
			return
		}
	}
	s.game.obstaclesLost++
}

// setOutpost puts the station at p.
func (s *State) setOutpost(p plane.Polygon) {
	o := &s.game.obj
	o.outpost, o.outpostPlaced = p, true
	if s.rec.On() {
		c := plane.Vec{}
		for i := range p.N {
			c = c.Add(p.V[i].Scale(1 / float64(p.N)))
		}
		s.rec.Logf("%s places the station (contested-outpost) at (%.0f, %.0f)", s.Model.Battle.Fleets[1-s.first], c.X, c.Y)
	}
}

// outpostPlaceable reports whether the station may stand at p: in the
// setup area, beyond distance 5 of both player edges and beyond distance
// 1 of every obstacle.
func (s *State) outpostPlaceable(p *plane.Polygon) bool {
	t := &s.Model.Battle.Table
	lo, hi := t.SetupArea()
	if !within(p, lo, hi) || !t.beyondEdges(p, 5, 0, 1) {
		return false
	}
	for i := range s.obstacles {
		if _, _, d := plane.Closest(p, &s.obstacles[i].Polygon); d <= t.Ruler.Distance[0] {
			return false
		}
	}
	return true
}

// outpostCommand returns player p's total of command values of ships at
// distance 1 of the station.
func (s *State) outpostCommand(p int) int {
	n := 0
	o := &s.game.obj
	for i := range s.Model.Units {
		u := &s.Model.Units[i]
		if u.Player == p && !u.Profile.Squadron && !s.Units[i].Destroyed && s.atDistance(i, &o.outpost, 1) {
			n += u.Profile.Command
		}
	}
	return n
}

// outpostMajority gives the end-of-round victory token.
func (s *State) outpostMajority() {
	if !s.game.obj.outpostPlaced {
		return
	}
	a, b := s.outpostCommand(0), s.outpostCommand(1)
	switch {
	case a > b:
		s.gainVictoryToken(0, "command majority at the station")
	case b > a:
		s.gainVictoryToken(1, "command majority at the station")
	}
}

// Outpost returns Contested Outpost's station, and false when the game
// has none.
func (s *State) Outpost() (plane.Polygon, bool) { return s.game.obj.outpost, s.game.obj.outpostPlaced }
