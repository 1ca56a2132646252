package policies

import (
	"slices"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// deckGame has one fleet of battlegroups with Strategy Ratings 5, 2, 9, 2
// (the second a Pathfinder) and an empty opponent.
func deckGame() *dropfleet.State {
	g := &dropfleet.Model{}
	f := g.AddFleet("a", 1)
	g.AddFleet("b", 1)
	for k, sr := range []int{5, 2, 9, 2} {
		typ := dropfleet.Line
		if k == 1 {
			typ = dropfleet.Pathfinder
		}
		bg := g.AddBattlegroup(f, string(rune('p'+k)), typ)
		g.AddGroup(bg, string(rune('p'+k)), dropfleet.Profile{Hull: 4, Tonnage: dropfleet.Light}, sr, dropfleet.ShipState{})
	}
	return dropfleet.NewState(g)
}

// TestDeckPolicies checks each policy's one-line rule on the deck
// [5, 2, 9, 2] (seed 001: the cards are placed "según el orden de activación
// que se tiene intención de seguir").
func TestDeckPolicies(t *testing.T) {
	tests := []struct {
		name string
		want []int
	}{
		{"as-written", []int{0, 1, 2, 3}},
		{"lowest-first", []int{1, 3, 0, 2}},
		{"highest-first", []int{2, 0, 1, 3}},
		{"pathfinders-first", []int{1, 0, 2, 3}},
		{"heaviest-last", []int{0, 1, 3, 2}},
	}
	for _, tc := range tests {
		p, err := dropfleetPlayer(Deck, tc.name)
		if err != nil {
			t.Fatal(err)
		}
		cards := []int{0, 1, 2, 3}
		p.Deck.Order(deckGame(), 0, cards, 1, nil)
		if !slices.Equal(cards, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, cards, tc.want)
		}
	}
	sc := ScriptedDeck{Turns: [][]int{{2, 0}, {3}}}
	for turn, want := range map[int][]int{1: {2, 0, 1, 3}, 2: {3, 0, 1, 2}, 5: {3, 0, 1, 2}} {
		cards := []int{0, 1, 2, 3}
		sc.Order(nil, 0, cards, turn, nil)
		if !slices.Equal(cards, want) {
			t.Errorf("scripted, turn %d: %v, want %v", turn, cards, want)
		}
	}
}

func TestRandomDeckIsAPermutation(t *testing.T) {
	p, _ := dropfleetPlayer(Deck, "random")
	r := sim.NewStream(1, 0)
	firsts := map[int]int{}
	for range 4000 {
		cards := []int{0, 1, 2, 3}
		p.Deck.Order(deckGame(), 0, cards, 1, r)
		sorted := slices.Clone(cards)
		slices.Sort(sorted)
		if !slices.Equal(sorted, []int{0, 1, 2, 3}) {
			t.Fatalf("not a permutation: %v", cards)
		}
		firsts[cards[0]]++
	}
	for c, n := range firsts {
		if n < 850 || n > 1150 {
			t.Errorf("card %d first %d times in 4000, want about 1000", c, n)
		}
	}
	if _, err := Deck.Lookup("shuffle"); err == nil {
		t.Error("unknown deck policy accepted")
	}
}
