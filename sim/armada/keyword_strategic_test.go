package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// strategicTo is a StrategicDecision that moves token k to to.
type strategicTo struct {
	k  int
	to plane.Vec
}

func (d strategicTo) Strategic(*State, int, *sim.Stream) (int, plane.Vec, bool) {
	return d.k, d.to, true
}

// TestStrategic checks the Strategic keyword (battle notes §5; rules notes
// battle §3.1): a Strategic squadron that has moved may move one objective
// token on the table at distance 1 of it to a place at distance 1 of
// itself; not a token farther off, not to a place farther off or on a
// ship's base, and not without the keyword. By default (TokenSense) it
// drags an Intel Sweep token toward its own objective ship.
func TestStrategic(t *testing.T) {
	s := objectiveGame(t, 50, IntelSweep) // the ISD is player 0's objective ship
	g := s.Model
	token := plane.Vec{X: 900, Y: 450}
	sq := g.squadronRadius()
	beside := func(gap float64) Placement {
		return Placement{At: token.Add(plane.Vec{X: sq + ObjectiveTokenRadius + gap})}
	}
	for _, tc := range []struct {
		name      string
		strategic bool
		xwing     Placement
		to        plane.Vec // zero: the default decision
		moved     bool
	}{
		{"a token 40 mm off, moved to the far side", true, beside(40), beside(40).At.Add(plane.Vec{X: sq + ObjectiveTokenRadius + 50}), true},
		{"a token 40 mm off, moved too far", true, beside(40), beside(40).At.Add(plane.Vec{X: sq + ObjectiveTokenRadius + 90}), false},
		{"a token 90 mm off: beyond distance 1", true, beside(90), beside(90).At.Add(plane.Vec{X: sq + ObjectiveTokenRadius + 10}), false},
		{"a squadron without Strategic", false, beside(40), beside(40).At.Add(plane.Vec{X: sq + ObjectiveTokenRadius + 50}), false},
		{"onto the ISD's base", true, beside(40), plane.Vec{X: 1000, Y: 450}, false},
		{"the default drags it toward the objective ISD", true, beside(40), plane.Vec{}, true},
	} {
		s.Reset()
		s.clearTokens()
		s.addToken(token)
		parkUnits(s)
		s.Units[1].At = tc.xwing
		if tc.to == (plane.Vec{X: 1000, Y: 450}) {
			s.Units[0].At = Placement{At: tc.to}
		} else {
			s.Units[0].At = Placement{At: plane.Vec{X: 1400, Y: 450}}
		}
		g.Units[1].Profile.Keywords = Keywords{}
		if tc.strategic {
			g.Units[1].Profile.Keywords.Set = 1 << KeywordStrategic
		}
		s.players[0].Strategic = nil
		if tc.to != (plane.Vec{}) {
			s.players[0].Strategic = strategicTo{0, tc.to}
		}
		before := s.shipTokenGap(0, token)
		s.strategicMove(1, sim.NewStream(1, 0))
		at, _ := s.ObjectiveToken(0)
		if moved := at != token; moved != tc.moved {
			t.Errorf("%s: token moved %v (to %v), want %v", tc.name, moved, at, tc.moved)
		}
		if tc.to == (plane.Vec{}) && s.shipTokenGap(0, at) >= before {
			t.Errorf("%s: the token is %.0f mm from the ISD, was %.0f", tc.name, s.shipTokenGap(0, at), before)
		}
		if tc.moved && s.squadronTokenGap(1, at) > g.Ruler.Distance[0] {
			t.Errorf("%s: the token ends %.0f mm from the squadron", tc.name, s.squadronTokenGap(1, at))
		}
	}
	g.Units[1].Profile.Keywords = Keywords{}
}
