package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
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
	g := &Model{}
	a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
	gun := Weapon{Lock: 2, Attacks: Fixed(3), Damage: Fixed(1), Arc: FrontArc}
	g.AddGroup(g.AddBattlegroup(a, "fa", Line), "f", Profile{Name: "f", Scan: 12, Sig: 6, Hull: 4, Tonnage: Medium, Weapons: []Weapon{gun}}, 1, ShipState{})
	g.AddGroup(g.AddBattlegroup(b, "b1", Line), "on", Profile{Name: "on", Scan: 12, Sig: 6, Hull: 6, Tonnage: Medium}, 1, ShipState{Pos: plane.Vec{Y: 30}})
	g.AddGroup(g.AddBattlegroup(b, "b2", Line), "off", Profile{Name: "off", Scan: 12, Sig: 6, Hull: 6, Tonnage: Medium, Weapons: []Weapon{gun}}, 1, ShipState{Pos: plane.Vec{Y: 1}, Heading: 180})
	g.Fleets[b].Arrival = Battleline
	s := NewState(g)
	s.arrived[1], s.arrived[2] = true, true // both may enter in this turn
	s.entered[1] = true                     // b1 has come on, b2 not yet
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
	s.entered[1], s.entered[2] = true, true
	if !s.CanTarget(0, &gun, 2) || !s.Detected(2) {
		t.Error("once arrived, the ship is not on the table")
	}
}

// TestBattlegroupComesOnWhenItActivates checks when an arriving
// battlegroup is on the table: Battleline battlegroups "all start
// off-table; each may be activated normally and come on", and "A BG coming
// on enters from any friendly edge, in High Orbit, and may be given
// orders" (rules notes, battle §1.3; core §4 "Entering BGs come on from a
// friendly edge in High Orbit and may take orders"). A battlegroup whose
// arrival turn has come is off the table until its own activation: an
// enemy that activates before it cannot target, detect or scan it, and its
// detached groups add nothing to its Strategy Rating; from its activation
// on it is on the table, and so is its admiral ("Admiral off-table (not yet
// arrived) → AV counts as 1", battle §1.3). Directly Deployed battlegroups "start on the
// table" (battle §1.3), so the enemy that activates first fires at them.
// The audit's repro: ship x (Hull 10 here, so that it survives), 10" in
// front of a gunship (6 dice at Lock 2+) whose battlegroup activates first
// in turn 1.
func TestBattlegroupComesOnWhenItActivates(t *testing.T) {
	for _, tc := range []struct {
		arrival   Arrival
		onAtStart bool // x is on the table before it activates in turn 1
	}{
		{DirectlyDeployed, true},
		{Battleline, false},
		{Column, false},        // "turn 1: exactly 2 BGs of your choice must come on"
		{Distant, false},       // "turn 1: every BG of SR (tonnage value) 1-9"
		{RapidResponse, false}, // "turn 1: one BG of your choice"
	} {
		t.Run(tc.arrival.String(), func(t *testing.T) {
			g := &Model{}
			a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
			g.Fleets[a].Arrival = tc.arrival
			fleetPlayer(g, a, Player{First: goFirstFunc(false)}) // a's lower rating chooses, and goes second
			bx := g.AddBattlegroup(a, "bx", Pathfinder)
			g.AddGroup(bx, "x", Profile{Name: "x", Scan: 6, Sig: 6, Hull: 10, Tonnage: Light}, 1, ShipState{Pos: plane.Vec{Y: 10}, Heading: 180})
			g.AddGroup(bx, "y", Profile{Name: "y", Scan: 6, Sig: 6, Hull: 4, Tonnage: Light}, 1, ShipState{Pos: plane.Vec{X: 40, Y: 40}})
			gun := Weapon{Lock: 2, Attacks: Fixed(6), Damage: Fixed(1), Arc: FrontArc}
			gb := g.AddBattlegroup(b, "gb", Line)
			g.AddGroup(gb, "gs", Profile{Name: "gs", Scan: 30, Sig: 6, Hull: 8, Armour: 4, Tonnage: Medium, Weapons: []Weapon{gun}}, 1, ShipState{})
			x, gs := 0, 2
			g.Plans[gb].Ships[0].Target = x
			g.Fleets[a].Admiral, g.Fleets[a].AdmiralShip = 4, x
			g.Script = []Step{{Kind: StepTurns, Turns: Turns{Count: 1}}}
			s := NewState(g)
			r := sim.NewStream(7, 0)
			if got := s.OnTable(x); got != tc.onAtStart {
				t.Errorf("x on the table before turn 1: %v, want %v", got, tc.onAtStart)
			}
			if got, want := s.CurrentRating(bx), 2; tc.onAtStart {
				if got != want+2 {
					t.Errorf("rating on the table, two groups detached: %d, want %d", got, want+2)
				}
			} else if got != want {
				t.Errorf("rating off the table: %d, want the printed %d", got, want)
			}
			if av, want := s.AdmiralValue(a), map[bool]int{true: 4, false: 1}[tc.onAtStart]; av != want {
				t.Errorf("Admiral value before turn 1: %d, want %d (\"Admiral off-table (not yet arrived) → AV counts as 1\", battle §1.3)", av, want)
			}
			s.playTurns(&g.Script[0].Turns, r)
			if av := s.AdmiralValue(a); av != 4 {
				t.Errorf("Admiral value after x's activation: %d, want 4", av)
			}
			if s.positionIn(gb, 1) != 1 || s.positionIn(bx, 1) != 2 {
				t.Fatalf("turn 1 sequence: gb %d, bx %d; want gb first", s.positionIn(gb, 1), s.positionIn(bx, 1))
			}
			if hit := s.Ships[x].Hull < 10; hit != tc.onAtStart {
				t.Errorf("x hit in turn 1 by the gunship that activated before it: %v, want %v", hit, tc.onAtStart)
			}
			if s.HadTarget[gs] != tc.onAtStart {
				t.Errorf("the gunship had a target in turn 1: %v, want %v", s.HadTarget[gs], tc.onAtStart)
			}
			if !s.OnTable(x) || !s.Detected(x) {
				t.Error("x is not on the table after its activation")
			}
			s.Ships[x].Hull = 10
			s.Activate(&g.Plans[gb], r)
			if s.Ships[x].Hull == 10 {
				t.Error("x, on the table since its activation, was not hit")
			}
		})
	}
}
