package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// survey runs every ship's end-of-move survey check (surveyAfterMove) on
// its current order and position, as if each had just moved, on turn 2
// unless the test set a later one: the older tests' way to survey.
func (s *State) survey(r *sim.Stream) {
	s.Turn = max(s.Turn, 2)
	for i := range s.Ships {
		s.surveyAfterMove(i, s.Ships[i].Order, r)
	}
}

// TestSurveyAtEndOfMove (battle notes §3.1: a ship surveys "on Standard
// Orders, in Low Orbit, within 6" of the cluster centre at the end of its
// move; not on turn 1"): the check is made when the ship's move ends, so
// a ship in High Orbit then that decays to Low Orbit in the Roundup does
// not survey, and one that surveyed keeps its VP though damage control
// and orbital decay destroy it afterwards.
func TestSurveyAtEndOfMove(t *testing.T) {
	cases := []struct {
		name    string
		turn    int
		layer   Layer
		effect  Cripple
		order   Order
		afterVP int   // player a's VP once the ship has moved
		endVP   int   // and after the Roundup
		endIn   Layer // where the ship ends (LayerNone: destroyed)
	}{
		{"§3.1 High Orbit at the end of its move, decaying to Low in the Roundup: no survey", 2, HighOrbit, CrippleDecay, Standard, 0, 0, LowOrbit},
		{"§3.1 Low Orbit at the end of its move: surveys then, kept though it decays into the Atmosphere", 2, LowOrbit, CrippleDecay, Standard, 1, 1, LayerNone},
		{"§3.1 Low Orbit on Standard Orders: surveys when its move ends", 3, LowOrbit, 0, Standard, 1, 1, LowOrbit},
		{"§3.1 not on Standard Orders: no survey", 2, LowOrbit, 0, StationKeeping, 0, 0, LowOrbit},
		{"§3.1 not on turn 1", 1, LowOrbit, 0, Standard, 0, 0, LowOrbit},
	}
	for _, c := range cases {
		g, s := battleGame()
		for i := 1; i < len(s.Ships); i++ { // only a's bulk lander near any cluster
			s.Ships[i].Pos, s.Ships[i].Layer = plane.Vec{X: 47, Y: 1 + 10*float64(i)}, HighOrbit
		}
		sh := &s.Ships[0]
		sh.Pos, sh.Layer, sh.Cripples = g.Battle.Clusters[0].Centre, c.layer, c.effect
		s.Turn = c.turn
		r := sim.NewStream(1, 0)
		s.startAndMove(&ShipOrder{Ship: 0, Target: -1, ScanTarget: -1}, c.order, r)
		sh.endOrder(c.order)
		if d := sh.Pos.Dist(g.Battle.Clusters[0].Centre); d > ClusterRange {
			t.Fatalf("%s: the ship moved %.1f\" from the centre, out of reach", c.name, d)
		}
		if s.battle.VP[0] != c.afterVP {
			t.Errorf("%s: %d VP at the end of the move, want %d", c.name, s.battle.VP[0], c.afterVP)
		}
		s.roundup(c.turn, r)
		if end := sh.Layer; sh.Hull <= 0 && c.endIn != LayerNone || sh.Hull > 0 && end != c.endIn {
			t.Fatalf("%s: the ship ends in %v with Hull %d, want %v (damage control repaired the decay: pick another seed)", c.name, end, sh.Hull, c.endIn)
		}
		if s.battle.VP[0] != c.endVP {
			t.Errorf("%s: %d VP after the Roundup (ship in %v, Hull %d), want %d", c.name, s.battle.VP[0], sh.Layer, sh.Hull, c.endVP)
		}
	}
}
