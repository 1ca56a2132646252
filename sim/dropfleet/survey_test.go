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
		r := sim.NewStream(3, 0)
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

// TestStealthObservationSurveys checks Stealth Observation (battle notes
// §3.1: surveying is "only from a battlegroup of tonnage value (SR) ≥5
// (Stealth Observation ships ignore that)"; the rule's text: "can Survey
// a Cluster regardless of its Battlegroup Tonnage value"): a lone Light
// scout (SR 1) in Low Orbit on a cluster's centre, on Standard Orders on
// turn 2, scores the survey's 1 VP with the rule and nothing without it,
// under switch U-S11's default and its alternative (the ship itself M or
// larger) alike; the rule waives nothing else (Standard Orders).
func TestStealthObservationSurveys(t *testing.T) {
	for _, tc := range []struct {
		name        string
		stealth     bool
		shipTonnage bool // U-S11's alternative
		order       Order
		wantVP      int
	}{
		{"§3.1 SR 1 battlegroup: no survey", false, false, Standard, 0},
		{"§3.1 Stealth Observation ignores the battlegroup's SR", true, false, Standard, 1},
		{"§3.1 U-S11 alternative, a Light ship: no survey", false, true, Standard, 0},
		{"§3.1 U-S11 alternative: Stealth Observation waives the tonnage all the same", true, true, Standard, 1},
		{"§3.1 Stealth Observation still needs Standard Orders", true, false, StationKeeping, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := &Model{Battle: NewTakeAndHold()}
			scout := Profile{Name: "scout", Scan: 6, Sig: 4, Thrust: 10, Hull: 2, Armour: 6, Tonnage: Light, StealthObservation: tc.stealth}
			g.AddFleet("a", 2)
			g.AddGroup(g.AddBattlegroup(0, "a", Pathfinder), "scout", scout, 1, ShipState{Layer: LowOrbit, Pos: g.Battle.Clusters[2].Centre})
			g.AddFleet("b", 2)
			g.AddGroup(g.AddBattlegroup(1, "b", Line), "s", Profile{Name: "s", Scan: 6, Sig: 4, Thrust: 10, Hull: 4, Armour: 4, Tonnage: Medium}, 1,
				ShipState{Layer: HighOrbit, Pos: plane.Vec{X: 1, Y: 1}})
			g.Rules.SurveyShipTonnage = tc.shipTonnage
			s := NewState(g)
			for i := range s.entered {
				s.entered[i] = true
			}
			s.Turn = 2
			s.surveyAfterMove(0, tc.order, sim.NewStream(1, 0))
			if g.StrategyRating(0) != 1 {
				t.Fatalf("the scout's battlegroup has SR %d, want 1", g.StrategyRating(0))
			}
			if s.battle.VP[0] != tc.wantVP {
				t.Errorf("%d VP, want %d", s.battle.VP[0], tc.wantVP)
			}
		})
	}
}
