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

// TestStrategicObjectiveTokens checks that Strategic reaches every
// objective token on the table (rules notes battle §3.1: "Strategic
// squadrons may drag table objective tokens (not ship-assigned ones)";
// §3.2 for the objectives), not only the four objectives of the core set
// it was written for, and that TokenSense weighs them by their objective:
// Planetary Ion Cannon's token dragged away from the first player's ships
// by the first player and toward them by the second (the cannon fires at
// distance 1–3), left alone beyond distance 3; Hyperspace Assault's
// dragged by the second player toward the first player's ships; Capture the
// VIP's dragged toward the squadron's own ships while it lies on the
// table, and never while a ship holds it.
func TestStrategicObjectiveTokens(t *testing.T) {
	token := plane.Vec{X: 900, Y: 450}
	below := func(gap, depth float64) Placement { // a base gap mm under the token
		return Placement{At: plane.Vec{X: token.X, Y: token.Y - ObjectiveTokenRadius - gap - depth/2}, Heading: 180}
	}
	const isdDepth, cr90Depth = 102.0, 61.0
	for _, tc := range []struct {
		name    string
		game    func() *State
		first   int // the first player, set after set-up
		ship    int // the ship the token's gap is measured to
		at      Placement
		holdVIP bool
		want    int // the gap's change: -1 closer, 1 farther, 0 unmoved
	}{
		{"ion cannon: the first player pulls it from its ISD", func() *State { return ionGame(t, 1, nil) }, 0, 0, below(100, isdDepth), false, 1},
		{"ion cannon: no ship of the first player within distance 3", func() *State { return ionGame(t, 1, nil) }, 0, 0, below(300, isdDepth), false, 0},
		{"ion cannon: the second player drags it toward a CR90", func() *State { return ionGame(t, 1, nil) }, 1, 3, below(150, cr90Depth), false, -1},
		{"hyperspace assault: the second player drags it toward a CR90", func() *State { return hyperGame(t, 1, nil) }, 1, 3, below(150, cr90Depth), false, -1},
		{"capture the VIP: dragged toward its own ISD", func() *State { return vipGame(t, 1, nil) }, 0, 0, below(150, isdDepth), false, -1},
		{"capture the VIP: held by a ship, not on the table", func() *State { return vipGame(t, 1, nil) }, 0, 0, below(150, isdDepth), true, 0},
	} {
		s := tc.game()
		g := s.Model
		s.first = tc.first
		if s.SetAside(1) { // Hyperspace Assault set the squadron aside: bring it in
			s.game.obj.aside.Remove(1)
			s.Units[1].Destroyed = false
		}
		for k := 1; k < s.ObjectiveTokens(); k++ {
			s.removeToken(k)
		}
		s.game.obj.table.at[0] = token
		parkUnits(s)
		s.Units[tc.ship].At = tc.at
		s.Units[1].At = Placement{At: token.Add(plane.Vec{X: g.squadronRadius() + ObjectiveTokenRadius + 40})}
		if tc.holdVIP {
			s.holdVIP(0)
		}
		g.Units[1].Profile.Keywords = Keywords{Set: 1 << KeywordStrategic}
		before := s.shipTokenGap(tc.ship, token)
		s.strategicMove(1, sim.NewStream(1, 0))
		g.Units[1].Profile.Keywords = Keywords{}
		at := s.game.obj.table.at[0]
		after := s.shipTokenGap(tc.ship, at)
		got := 0
		switch {
		case at == token:
		case after < before:
			got = -1
		case after > before:
			got = 1
		}
		if got != tc.want {
			t.Errorf("%s: the token moved from %v to %v (gap to %s %.0f mm, was %.0f): change %d, want %d",
				tc.name, token, at, g.Units[tc.ship].ID, after, before, got, tc.want)
		}
		if got != 0 && s.squadronTokenGap(1, at) > g.Ruler.Distance[0] {
			t.Errorf("%s: the token ends %.0f mm from the squadron", tc.name, s.squadronTokenGap(1, at))
		}
	}
}
