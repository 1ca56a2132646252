package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestColumnBringsAllTheRestInTurn3 checks Column however many
// battlegroups there are: "turn 1: exactly 2 BGs of your choice must come
// on; turn 2: 2 more; turn 3: all the rest" (rules notes, battle §1.3;
// core §4 "rest turn 3").
func TestColumnBringsAllTheRestInTurn3(t *testing.T) {
	for _, tc := range []struct {
		bgs  int
		want [4]int // battlegroups arrived after turns 1, 2, 3, 4
	}{
		{3, [4]int{2, 3, 3, 3}},
		{5, [4]int{2, 4, 5, 5}},
		{7, [4]int{2, 4, 7, 7}},
		{9, [4]int{2, 4, 9, 9}},
	} {
		ratings := make([]int, tc.bgs)
		for k := range ratings {
			ratings[k] = 1
		}
		g := decks(ratings, []int{1})
		g.Fleets[0].Arrival = Column
		s := NewState(g)
		for turn := 1; turn <= 4; turn++ {
			s.arrive(0, turn, sim.NewStream(1, 0))
			n := 0
			for k := range tc.bgs {
				if s.arrived[k] {
					n++
				}
			}
			if n != tc.want[turn-1] {
				t.Errorf("%d battlegroups in Column: %d arrived by turn %d, want %d", tc.bgs, n, turn, tc.want[turn-1])
			}
		}
	}
	// played: the seventh battlegroup activates in turn 3 in every trial
	ratings := []int{1, 1, 1, 1, 1, 1, 1}
	g := decks(ratings, []int{1})
	g.Fleets[0].Arrival = Column
	r := sim.NewStream(3, 0)
	const n = 2000
	var seventh int64
	for range n {
		if positions(g, Turns{Count: 3}, 3, r)[6] > 0 {
			seventh++
		}
	}
	simtest.Proportion(t, "the seventh Column battlegroup activates in turn 3", seventh, n, 1)
}

// TestOffTableShipsTakeNoPart checks that a battlegroup that has not
// arrived is off the table (rules notes §4: battlegroups "come on" in
// their turn): it cannot be targeted, detected, scanned, spiked by a blast
// or counted by detection, until it arrives.
func TestOffTableShipsTakeNoPart(t *testing.T) {
	g := &Game{}
	a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
	gun := Weapon{Lock: 2, Attacks: Fixed(3), Damage: Fixed(1), Arc: FrontArc}
	g.AddGroup(g.AddBattlegroup(a, "fa", Line), "f", Profile{Name: "f", Scan: 12, Sig: 6, Hull: 4, Tonnage: Medium, Weapons: []Weapon{gun}}, 1, ShipState{})
	g.AddGroup(g.AddBattlegroup(b, "b1", Line), "on", Profile{Name: "on", Scan: 12, Sig: 6, Hull: 6, Tonnage: Medium}, 1, ShipState{Pos: Vec{Y: 30}})
	g.AddGroup(g.AddBattlegroup(b, "b2", Line), "off", Profile{Name: "off", Scan: 12, Sig: 6, Hull: 6, Tonnage: Medium, Weapons: []Weapon{gun}}, 1, ShipState{Pos: Vec{Y: 1}, Heading: 180})
	g.Fleets[b].Arrival = Battleline
	s := NewState(g)
	s.arrived[1] = true // b1 has come on, b2 not yet
	r := sim.NewStream(5, 0)
	for _, tc := range []struct {
		name string
		got  bool
	}{
		{"the firer can target a ship off the table", s.CanTarget(0, &gun, 2)},
		{"a ship off the table fires", s.CanTarget(2, &gun, 0)},
		{"a ship off the table is detected", s.Detected(2)},
		{"a ship off the table detects", s.Detected(0)},
		{"a ship off the table has a target", s.HasTarget(2)},
	} {
		if tc.got {
			t.Error(tc.name)
		}
	}
	s.activeScan(2, r)
	if s.Ships[2].Spike != NoSpike {
		t.Error("an Active Scan spiked a ship off the table")
	}
	for range 200 { // the firer, Hull 4, explodes beside it: never touches it
		s.Ships[0].Hull = 4
		s.loseHull(0, 4, r)
	}
	if s.Ships[2].Hull != 6 || s.Ships[2].Spike != NoSpike {
		t.Error("a blast reached a ship off the table")
	}
	s.Reset()
	s.arrived[1], s.arrived[2] = true, true
	if !s.CanTarget(0, &gun, 2) || !s.Detected(2) {
		t.Error("once arrived, the ship is not on the table")
	}
}
