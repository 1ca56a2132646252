package dropfleet

import (
	"reflect"
	"slices"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// scripted adds player p to state s, as Model.AddPlayer adds one to every
// worker's state, and returns its index.
func scripted(s *State, p Player) int {
	s.players = append(s.players, p)
	s.asks = asks(s.players)
	s.firstAnswers = fixedFirstAnswers(s.players)
	return len(s.players) - 1
}

// fleetPlayer makes p fleet f's player in every state of g made from now
// (the test's decisions keep no plan, so one value serves them all).
func fleetPlayer(g *Model, f int, p Player) {
	for len(g.Players) < Players {
		g.Players = append(g.Players, nil)
	}
	g.Players[f] = func() Player { return p }
}

// reverse is an ArrivalDecision that brings the battlegroups written last
// on first.
type reverse struct{}

func (reverse) ArrivalOrder(_ *State, _ int, bgs []int, _ *sim.Stream) { slices.Reverse(bgs) }

// TestDefaultDecisions checks what each decision of a Player with nil
// fields does, against the choice the rules core made before the choices
// became decisions: the deck as written, the chooser goes first, the
// written order, the least move straight ahead, the written targets (none
// else), the least expected Hull loss for Point Defence, and arrival in
// the order written.
func TestDefaultDecisions(t *testing.T) {
	r := sim.NewStream(1, 0)
	// activate plays ship f's activation under order, its written targets
	// target and scan (-1: none), and returns the state after it.
	activate := func(order Order, target, scan int) (*State, int, int) {
		s, f, tg := sightGame(10, ShipState{})
		a, err := s.Model.BuildActivation(s.Model.Ships[f].Battlegroup, order, nil, scan)
		if err != nil {
			t.Fatal(err)
		}
		a.Ships[0].Target = target
		s.Activate(&a, r)
		return s, f, tg
	}
	s, f, tg := activate(WeaponsFree, -1, -1)
	pool := DamagePool{NormalDamage: 2, CriticalDamage: 1}
	for _, tc := range []struct {
		decision  string
		got, want any
	}{
		{"deck", func() []int { d := []int{1, 0}; s.orderDeck(0, d, 1, r); return d }(), []int{1, 0}},
		{"first", s.goesFirst(&Reveal{Player: ChoosingPlayer}, 1, r), true},
		{"order", s.Ships[f].Order, WeaponsFree},
		{"move: the least, straight ahead", [2]any{s.Ships[f].Pos, s.Ships[f].Heading}, [2]any{plane.Vec{Y: 5}, 0.0}},
		{"target, none written", s.HadTarget[f], false},
		{"target, written", func() bool { s, f, _ := activate(WeaponsFree, tg, -1); return s.HadTarget[f] }(), true},
		{"scan target, none written", func() Spike { s, _, tg := activate(ActiveScan, -1, -1); return s.Ships[tg].Spike }(), NoSpike},
		{"scan target, written", func() Spike { s, _, tg := activate(ActiveScan, -1, 1); return s.Ships[tg].Spike }(), MinorSpike},
		{"point defence", s.cancelled(tg, 2, pool, r), FewestHullLost(s, tg, 2, pool)},
		{"arrival", s.arrivalOrder(0, 1, r), s.Model.Fleets[0].Battlegroups},
	} {
		if !reflect.DeepEqual(tc.got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.decision, tc.got, tc.want)
		}
	}
}

// TestArrivalIsThePlayersChoice checks rules notes §4: under Column
// "exactly 2 BGs of your choice" come on in turn 1, and under Rapid
// Response "one BG of your choice": the player's ArrivalDecision chooses
// them (here the battlegroups written last), by default those written
// first.
func TestArrivalIsThePlayersChoice(t *testing.T) {
	for _, tc := range []struct {
		arrival Arrival
		player  Player
		want    []bool // battlegroups a1..a3 on in turn 1
	}{
		{Column, Player{}, []bool{true, true, false}},
		{Column, Player{Arrival: reverse{}}, []bool{false, true, true}},
		{RapidResponse, Player{}, []bool{true, false, false}},
		{RapidResponse, Player{Arrival: reverse{}}, []bool{false, false, true}},
		{Distant, Player{Arrival: reverse{}}, []bool{true, true, true}}, // by rating: no choice
	} {
		g := decks([]int{1, 1, 1}, []int{1})
		g.Fleets[0].Arrival = tc.arrival
		fleetPlayer(g, 0, tc.player)
		s := NewState(g)
		s.arrived[0], s.arrived[1], s.arrived[2] = false, false, false
		s.arrive(0, 1, sim.NewStream(1, 0))
		if got := s.arrived[:3]; !slices.Equal(got, tc.want) {
			t.Errorf("%v, %+v: on in turn 1 %v, want %v", tc.arrival, tc.player, got, tc.want)
		}
	}
}

// asWritten is a WeaponDecision that fires the systems in the order the
// profile writes them.
type asWritten struct{}

func (asWritten) Systems(_ *State, _, _ int, systems []int, _ *sim.Stream) { slices.Sort(systems) }

// TestWeaponSystemIsThePlayersChoice checks rules notes §6: an order that
// fires one weapon system fires the one its player chooses, by default the
// one expected to deal most.
func TestWeaponSystemIsThePlayersChoice(t *testing.T) {
	weak := Weapon{Name: "weak", Lock: 5, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc}
	strong := Weapon{Name: "strong", Lock: 3, Attacks: Fixed(4), Damage: Fixed(1), Arc: FrontArc}
	for _, tc := range []struct {
		name   string
		player Player
		want   int // the weapon fired
	}{
		{"default: the most expected damage", Player{}, 1},
		{"the player's choice", Player{Weapons: asWritten{}}, 0},
	} {
		s := range2([]Weapon{weak, strong}, Profile{Hull: 10, Tonnage: Medium}, ShipState{})
		*s.Player(0) = tc.player
		v := s.allocate(0, 1, Standard, sim.NewStream(1, 0))
		if v.n != 1 || int(v.weapons[0]) != tc.want {
			t.Errorf("%s: fires %v, want weapon %d alone", tc.name, v.weapons[:v.n], tc.want)
		}
	}
}
