package policies

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// DeckFunc adapts a function to dropfleet.DeckDecision.
type DeckFunc func(s *dropfleet.State, fleet int, cards []int, turn int, r *sim.Stream)

// Order calls f.
func (f DeckFunc) Order(s *dropfleet.State, fleet int, cards []int, turn int, r *sim.Stream) {
	f(s, fleet, cards, turn, r)
}

// blindDeck is a deck policy that reads nothing an activation changes
// (dropfleet.Blind): the engine may skip activations nothing else reads.
type blindDeck struct{ DeckFunc }

// Blind marks the policy as dropfleet.Blind.
func (blindDeck) Blind() {}

// stableSort sorts cards by key, keeping the written order among equals
// (insertion sort: decks are small, and it does not allocate).
func stableSort(cards []int, key func(bg int) int) {
	for i := 1; i < len(cards); i++ {
		for j := i; j > 0 && key(cards[j]) < key(cards[j-1]); j-- {
			cards[j], cards[j-1] = cards[j-1], cards[j]
		}
	}
}

// DeckStyle is the style whose deck goes by d (a scripted list, say).
func DeckStyle(d dropfleet.DeckDecision) Style[dropfleet.Player] {
	return func(p *dropfleet.Player) { p.Deck = d }
}

// Deck is the registry of a fleet's `deck:` policies (or a scripted list,
// ScriptedDeck, which the scenario gives as lists).
var Deck = &Registry[dropfleet.Player]{
	entries: []entry[dropfleet.Player]{
		{Info: Info{"as-written", "the battlegroups in the order the scenario writes them"}, style: DeckStyle(blindDeck{DeckFunc(
			func(*dropfleet.State, int, []int, int, *sim.Stream) {})})},
		{Info: Info{"lowest-first", "lowest Strategy Rating first (ties as written)"}, style: DeckStyle(DeckFunc(
			func(s *dropfleet.State, _ int, cards []int, _ int, _ *sim.Stream) {
				stableSort(cards, s.CurrentRating)
			}))},
		{Info: Info{"highest-first", "highest Strategy Rating first (ties as written)"}, style: DeckStyle(DeckFunc(
			func(s *dropfleet.State, _ int, cards []int, _ int, _ *sim.Stream) {
				stableSort(cards, func(bg int) int { return -s.CurrentRating(bg) })
			}))},
		{Info: Info{"random", "a uniformly random order, shuffled every turn"}, style: DeckStyle(blindDeck{DeckFunc(
			func(_ *dropfleet.State, _ int, cards []int, _ int, r *sim.Stream) {
				for i := len(cards) - 1; i > 0; i-- {
					j := r.IntN(i + 1)
					cards[i], cards[j] = cards[j], cards[i]
				}
			})})},
		{Info: Info{"pathfinders-first", "Pathfinder battlegroups first, then the others, each as written"}, style: DeckStyle(blindDeck{DeckFunc(
			func(s *dropfleet.State, _ int, cards []int, _ int, _ *sim.Stream) {
				stableSort(cards, func(bg int) int {
					if s.Model.Battlegroups[bg].Type == dropfleet.Pathfinder {
						return 0
					}
					return 1
				})
			})})},
		{Info: Info{"heaviest-last", "as written, but the highest Strategy Rating held back for the last card"}, style: DeckStyle(DeckFunc(
			func(s *dropfleet.State, _ int, cards []int, _ int, _ *sim.Stream) {
				heaviest := 0
				for i, bg := range cards {
					if s.CurrentRating(bg) > s.CurrentRating(cards[heaviest]) {
						heaviest = i
					}
				}
				for i := heaviest; i+1 < len(cards); i++ {
					cards[i], cards[i+1] = cards[i+1], cards[i]
				}
			}))},
	},
	unknown: "unknown deck policy %q (expected one of %s, or a scripted list)",
	listed:  true,
	extra:   []Info{{"scripted", "a list of battlegroups for each turn (the last list repeats); others follow as written"}},
}

// ScriptedDeck orders the deck by a list of battlegroups for each turn; turns
// beyond the lists use the last one. Cards a list does not name follow in
// the order written; names of battlegroups not in the deck are skipped.
type ScriptedDeck struct{ Turns [][]int }

// Blind marks the policy as dropfleet.Blind: it reads only its lists.
func (ScriptedDeck) Blind() {}

// Order implements dropfleet.DeckDecision.
func (sc ScriptedDeck) Order(_ *dropfleet.State, _ int, cards []int, turn int, _ *sim.Stream) {
	if len(sc.Turns) == 0 {
		return
	}
	list := sc.Turns[min(turn, len(sc.Turns))-1]
	rank := func(bg int) int {
		for i, b := range list {
			if b == bg {
				return i
			}
		}
		return len(list)
	}
	stableSort(cards, rank)
}
