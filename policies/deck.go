package policies

import (
	"strings"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// DeckFunc adapts a function to dropfleet.DeckPolicy.
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

var deckPolicies = []struct {
	Info
	policy dropfleet.DeckPolicy
}{
	{Info{"as-written", "the battlegroups in the order the scenario writes them"}, blindDeck{DeckFunc(
		func(*dropfleet.State, int, []int, int, *sim.Stream) {})}},
	{Info{"lowest-first", "lowest Strategy Rating first (ties as written)"}, DeckFunc(
		func(s *dropfleet.State, _ int, cards []int, _ int, _ *sim.Stream) {
			stableSort(cards, s.CurrentRating)
		})},
	{Info{"highest-first", "highest Strategy Rating first (ties as written)"}, DeckFunc(
		func(s *dropfleet.State, _ int, cards []int, _ int, _ *sim.Stream) {
			stableSort(cards, func(bg int) int { return -s.CurrentRating(bg) })
		})},
	{Info{"random", "a uniformly random order, shuffled every turn"}, blindDeck{DeckFunc(
		func(_ *dropfleet.State, _ int, cards []int, _ int, r *sim.Stream) {
			for i := len(cards) - 1; i > 0; i-- {
				j := r.IntN(i + 1)
				cards[i], cards[j] = cards[j], cards[i]
			}
		})}},
	{Info{"pathfinders-first", "Pathfinder battlegroups first, then the others, each as written"}, blindDeck{DeckFunc(
		func(s *dropfleet.State, _ int, cards []int, _ int, _ *sim.Stream) {
			stableSort(cards, func(bg int) int {
				if s.Model.Battlegroups[bg].Type == dropfleet.Pathfinder {
					return 0
				}
				return 1
			})
		})}},
	{Info{"heaviest-last", "as written, but the highest Strategy Rating held back for the last card"}, DeckFunc(
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
		})},
}

// DeckPolicies lists the strategy-deck policies (and "scripted", which the
// scenario gives as lists).
func DeckPolicies() []Info {
	out := make([]Info, 0, len(deckPolicies)+1)
	for _, d := range deckPolicies {
		out = append(out, d.Info)
	}
	return append(out, Info{"scripted", "a list of battlegroups for each turn (the last list repeats); others follow as written"})
}

// DeckPolicy returns the named strategy-deck policy.
func DeckPolicy(name string) (dropfleet.DeckPolicy, error) {
	names := make([]string, len(deckPolicies))
	for i, d := range deckPolicies {
		if d.Name == name {
			return d.policy, nil
		}
		names[i] = d.Name
	}
	return nil, wordedf("unknown deck policy %q (expected one of %s, or a scripted list)", name, strings.Join(names, ", "))
}

// Scripted orders the deck by a list of battlegroups for each turn; turns
// beyond the lists use the last one. Cards a list does not name follow in
// the order written; names of battlegroups not in the deck are skipped.
type Scripted struct{ Turns [][]int }

// Blind marks the policy as dropfleet.Blind: it reads only its lists.
func (Scripted) Blind() {}

// Order implements dropfleet.DeckPolicy.
func (sc Scripted) Order(_ *dropfleet.State, _ int, cards []int, turn int, _ *sim.Stream) {
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
