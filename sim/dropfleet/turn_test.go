package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// decks builds a game: fleet a with battlegroups of the given Strategy
// Ratings (Light ships, one per point), fleet b likewise.
func decks(a, b []int) *Model {
	g := &Model{}
	for f, ratings := range [][]int{a, b} {
		fl := g.AddFleet(string(rune('a'+f)), 1)
		for k, sr := range ratings {
			bg := g.AddBattlegroup(fl, string(rune('a'+f))+string(rune('1'+k)), Line)
			g.AddGroup(bg, g.Battlegroups[bg].Name+"-ships", Profile{Name: "l", Hull: 4, Thrust: 10, Tonnage: Light}, sr, ShipState{})
		}
	}
	return g
}

// positions plays n turns and returns each battlegroup's place in turn t.
func positions(g *Model, turns Turns, t int, r *sim.Stream) []int {
	g.Script = []Step{{Kind: StepTurns, Turns: turns}} // the state's per-turn records are sized from the script
	s := NewState(g)
	s.playTurns(&turns, r)
	out := make([]int, len(g.Battlegroups))
	for bg := range out {
		out[bg] = s.positionIn(bg, t)
	}
	return out
}

// TestActivationSequence checks seed 001: the cards are revealed in deck
// order, a pair at a time; "el Grupo de Batalla con menor valor puede ser
// elegido para activarse antes o despues del Grupo de Batalla con mayor
// Factor de estrategia" (the lower rating's player chooses, here always
// going first).
func TestActivationSequence(t *testing.T) {
	g := decks([]int{3, 10}, []int{2, 12})
	got := positions(g, Turns{Count: 1}, 1, sim.NewStream(1, 0))
	// pair 1: a1 (3) vs b1 (2): b chooses, goes first → b1, a1; pair 2: a2 (10) vs b2 (12): a first
	want := []int{2, 3, 1, 4}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("positions %v, want %v", got, want)
		}
	}
}

// TestRunningOutOfCards checks the choice documented for a deck that runs
// out first: the other player activates its remaining cards in deck order.
func TestRunningOutOfCards(t *testing.T) {
	g := decks([]int{1, 2, 3}, []int{5})
	g.Script = []Step{{Kind: StepTurns, Turns: Turns{Count: 1}}}
	s := NewState(g)
	s.playTurns(&Turns{Count: 1}, sim.NewStream(1, 0))
	// pair 1: a1 (1) vs b1 (5): a chooses and goes first; then b has no
	// cards, and a activates a2 and a3 in deck order
	got := [4]int{s.positionIn(0, 1), s.positionIn(1, 1), s.positionIn(2, 1), s.positionIn(3, 1)}
	if got != [4]int{1, 3, 4, 2} {
		t.Errorf("positions %v, want a1 1, a2 3, a3 4, b1 2", got)
	}
	if !s.doubled(0, 1) || !s.doubled(0, 0) || s.doubled(1, 0) || s.lastFleet[0] != 0 {
		t.Errorf("fleet a activated twice in a row: doubles a %v, b %v, last %d", s.doubled(0, 1), s.doubled(1, 0), s.lastFleet[0])
	}
}

// TestLostBattlegroupIsSetAside checks seed 001, "Pérdida de Grupos de
// Batalla": "Cuando todas las naves de un Grupo de Batalla han sido
// destruidas ... la carta ... se elimina de la baraja" and "Si durante el
// turno una carta perteneciente a un Grupo de Batalla destruido es revelada,
// simplemente elimínala de la Baraja de Estrategia y muestra la siguiente
// carta."
func TestLostBattlegroupIsSetAside(t *testing.T) {
	g := decks([]int{1, 2}, []int{5, 6})
	lossA1 := []Loss{{Ship: g.Groups[g.Battlegroups[0].Groups[0]].Ships[0], BeforeTurn: 1}}
	got := positions(g, Turns{Count: 1, Losses: lossA1}, 1, sim.NewStream(1, 0))
	if got[0] != 0 || got[1] == 0 || got[2] == 0 || got[3] == 0 {
		t.Errorf("positions %v: the lost a1 activates, or another does not", got)
	}
	// lost during the turn: the card is already in the deck, and is set aside when revealed
	g.Script = []Step{{Kind: StepTurns, Turns: Turns{Count: 1}}}
	s := NewState(g)
	s.arrive(0, 1, nil)
	s.arrive(1, 1, nil)
	s.decks[0] = append(s.decks[0][:0], 0, 1)
	s.decks[1] = append(s.decks[1][:0], 2, 3)
	s.Ships[g.Groups[g.Battlegroups[0].Groups[0]].Ships[0]].Hull = 0
	s.Turn = 1
	s.activationPhase(1, sim.NewStream(1, 0))
	if s.positionIn(0, 1) != 0 || s.positionIn(1, 1) == 0 {
		t.Errorf("a lost card was not set aside for the next: a1 %d, a2 %d", s.positionIn(0, 1), s.positionIn(1, 1))
	}
}

// TestReservesArriveOnSchedule checks the arrival schemes of rules notes §4.
func TestReservesArriveOnSchedule(t *testing.T) {
	ratings := []int{1, 9, 10, 14, 15}
	for _, tc := range []struct {
		arrival Arrival
		turn    int
		want    []bool
	}{
		{Column, 1, []bool{true, true, false, false, false}},
		{Column, 2, []bool{true, true, true, true, false}},
		{Column, 3, []bool{true, true, true, true, true}},
		{Distant, 1, []bool{true, true, false, false, false}},
		{Distant, 2, []bool{true, true, true, true, false}},
		{Distant, 3, []bool{true, true, true, true, true}},
		{Battleline, 1, []bool{true, true, true, true, true}},
	} {
		g := decks(ratings, []int{1})
		g.Fleets[0].Arrival = tc.arrival
		s := NewState(g)
		for turn := 1; turn <= tc.turn; turn++ {
			s.arrive(0, turn, sim.NewStream(1, 0))
		}
		for k, want := range tc.want {
			if s.arrived[k] != want {
				t.Errorf("%v, turn %d: battlegroup of rating %d arrived %v, want %v", tc.arrival, tc.turn, ratings[k], s.arrived[k], want)
			}
		}
	}
}

// TestRapidResponseRolls checks Rapid Response's rolls: "1 BG turn 1,
// others 4+ on turn 2, 2+ on turn 3, all on turn 4" (rules notes §4).
func TestRapidResponseRolls(t *testing.T) {
	g := decks([]int{1, 2}, []int{1})
	g.Fleets[0].Arrival = RapidResponse
	r := sim.NewStream(4, 0)
	const n = 60_000
	var by [5]int64
	for range n {
		s := NewState(g)
		for turn := 1; turn <= 4; turn++ {
			s.arrive(0, turn, r)
			if s.arrived[1] {
				by[turn]++
			}
			if turn == 1 && !s.arrived[0] {
				t.Fatal("the first battlegroup did not arrive in turn 1")
			}
		}
	}
	simtest.Proportion(t, "arrived by turn 1", by[1], n, 0)
	simtest.Proportion(t, "arrived by turn 2", by[2], n, 0.5)
	simtest.Proportion(t, "arrived by turn 3", by[3], n, 0.5+0.5*5.0/6)
	simtest.Proportion(t, "arrived by turn 4", by[4], n, 1)
}

// TestAdmiralValueLapses checks rules notes §5: "AV counts only while the
// admiral's ship is on the table; otherwise AV = 1".
func TestAdmiralValueLapses(t *testing.T) {
	g := decks([]int{5}, []int{5})
	g.Fleets[0].Admiral = 6
	g.Fleets[0].AdmiralShip = 0
	s := NewState(g)
	if av := s.AdmiralValue(0); av != 6 {
		t.Errorf("AV with the admiral's ship on the table: %d, want 6", av)
	}
	s.Ships[0].Hull = 0
	if av := s.AdmiralValue(0); av != 1 {
		t.Errorf("AV after the admiral's ship is lost: %d, want 1", av)
	}
}

// TestDetachedGroupAddsOne checks rules notes §4: "Temporary +1 SR for
// each group that is more than 12" from every other group of its
// battlegroup (Open/Outlier ships exempt)"; the printed rating "does not go
// down when ships die".
func TestDetachedGroupAddsOne(t *testing.T) {
	g := &Model{}
	f := g.AddFleet("a", 1)
	g.AddFleet("b", 1)
	bg := g.AddBattlegroup(f, "bg", Line)
	g.AddGroup(bg, "one", Profile{Hull: 4, Tonnage: Medium}, 1, ShipState{})
	g.AddGroup(bg, "two", Profile{Hull: 4, Tonnage: Light}, 1, ShipState{Pos: plane.Vec{X: 12}})
	s := NewState(g)
	if r := s.CurrentRating(bg); r != 6 {
		t.Errorf("groups 12\" apart: rating %d, want 6", r)
	}
	s.Ships[1].Pos.X = 12.5
	if r := s.CurrentRating(bg); r != 8 {
		t.Errorf("groups 12.5\" apart: rating %d, want 6 + 1 + 1", r)
	}
	g.Ships[1].Profile.Open = true
	if r := s.CurrentRating(bg); r != 7 {
		t.Errorf("an Open group detached: rating %d, want 7", r)
	}
	s.Ships[0].Hull = 0
	if r := g.StrategyRating(bg); r != 6 {
		t.Errorf("printed rating after a loss: %d, want 6", r)
	}
}

// TestChosenStandardIsNoRefusal: an order policy that picks Standard Orders
// asks for nothing the rules could refuse.
func TestChosenStandardIsNoRefusal(t *testing.T) {
	g := decks([]int{2}, []int{1})
	a, _ := g.BuildActivation(0, OrderNone, nil, -1)
	a.Player = g.AddPlayer(func() Player { return Player{Order: standardChooser{}} })
	s := NewState(g)
	s.Activate(&a, sim.NewStream(1, 0))
	if s.Illegal != 0 || s.Ships[0].Order != Standard {
		t.Errorf("refusals %d, order %v", s.Illegal, s.Ships[0].Order)
	}
}

type standardChooser struct{}

func (standardChooser) ChooseOrder(*State, *Activation, *sim.Stream) Order { return Standard }
