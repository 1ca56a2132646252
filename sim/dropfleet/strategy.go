package dropfleet

import (
	"math/bits"

	"github.com/fleetlab/fleetlab/sim"
)

// StrategyRating returns battlegroup bg's Strategy Rating: the sum of the
// tonnage values of every ship in it (rules notes §4). Destroyed ships still
// count: the rating "does not go down when ships die" (FAQ261), so it is
// summed once, as the battlegroup is built.
func (g *Model) StrategyRating(bg int) int { return g.Battlegroups[bg].rating }

// RollOff breaks a tie between two battlegroup cards of equal Strategy
// Rating: both players roll 1d6, adding their Admiral values under
// RolloffAdmiral, and the higher total wins; equal totals roll again (seed
// 001, "Mismo Factor de Estrategia": "En caso de obtener un nuevo empate, se
// vuelve a realizar una tirada de dados hasta que el total de un jugador es
// superior al del otro"). It returns the winning player (0 or 1) and the
// number of roll-offs made.
func RollOff(r *sim.Stream, admiral [Players]int, rule Rolloff) (winner, rolls int) {
	return rollOff(r, rolloffBonus(admiral, rule))
}

// rolloffBonus returns what each player adds to its roll-off die under
// rule: its Admiral value under RolloffAdmiral, nothing under RolloffPlain.
func rolloffBonus(admiral [Players]int, rule Rolloff) [Players]int {
	if rule == RolloffPlain {
		return [Players]int{}
	}
	return admiral
}

// rollOff plays RollOff with each player's die plus bonus.
func rollOff(r *sim.Stream, bonus [Players]int) (winner, rolls int) {
	for {
		rolls++
		a, b := r.D6Pair()
		if d := (a + bonus[0]) - (b + bonus[1]); d != 0 {
			// The winner is 0 when d > 0 and 1 when d < 0: the sign bit,
			// rather than a branch the processor would guess wrong half
			// the time.
			return int(uint(d) >> (bits.UintSize - 1)), rolls
		}
	}
}

// RollOffOdds returns the exact chances of one roll-off between players with
// Admiral values a and b under rule: that the first player's total is
// higher, and that the totals tie. The first player wins the whole roll-off
// (ties re-rolled) with probability win / (1 - tie), and the number of
// roll-offs is geometric with success probability 1 - tie.
func RollOffOdds(a, b int, rule Rolloff) (win, tie float64) {
	if rule == RolloffPlain {
		a, b = 0, 0
	}
	for x := 1; x <= 6; x++ {
		for y := 1; y <= 6; y++ {
			switch {
			case x+a > y+b:
				win++
			case x+a == y+b:
				tie++
			}
		}
	}
	return win / 36, tie / 36
}

// Reveal is the step in which both players reveal the top card of their
// strategy decks.
type Reveal struct {
	// Cards[p] is the battlegroup player p reveals.
	Cards [Players]int
	// Player is the index of the player (State.Player) whose First
	// decision says whether the player who chooses goes first: a scripted
	// one, or ChoosingPlayer for the choosing fleet's own.
	Player int
}

// DoReveal compares the revealed cards' Strategy Ratings: "el Grupo de
// Batalla con menor valor puede ser elegido para activarse antes o despues"
// (seed 001, "Factor de Estrategia"), so the lower rating chooses; equal
// ratings go to the roll-off, whose winner chooses ("El jugador con el total
// más alto elige quien va primero").
func (s *State) DoReveal(rv *Reveal, r *sim.Stream) {
	s.decideFirst(rv, r)
}

// decideFirst plays a reveal and returns the player who activates first.
// Ratings are the current ones (with any detached-group +1) and Admiral
// values those in force now. The choice is rv.Player's First decision (by
// default "go first").
func (s *State) decideFirst(rv *Reveal, r *sim.Stream) int {
	chooser, bonus := s.compareCards(rv.Cards)
	out := s.settleReveal(rv, chooser, bonus, r)
	if k, ok := s.turnIndex(s.Turn); ok && !s.skip.sequence {
		s.turnRolloffs[k] += int16(out.Rolloffs)
	}
	return out.First
}

// compareCards compares the revealed cards' current Strategy Ratings: the
// player with the lower rating is the chooser; equal ratings give
// rolloffChooser, and each player's roll-off bonus from the Admiral values
// in force now.
func (s *State) compareCards(cards [Players]int) (chooser int, bonus [Players]int) {
	switch sr0, sr1 := s.CurrentRating(cards[0]), s.CurrentRating(cards[1]); {
	case sr0 < sr1:
		return 0, bonus
	case sr1 < sr0:
		return 1, bonus
	}
	return rolloffChooser, rolloffBonus([Players]int{s.AdmiralValue(0), s.AdmiralValue(1)}, s.Model.Rules.EqualRatingRolloff)
}

// rolloffChooser is settleReveal's chooser when the ratings tie: the
// roll-off's winner chooses.
const rolloffChooser = -1

// settleReveal finishes reveal rv once the ratings are compared: chooser
// is the player with the lower rating, or rolloffChooser for equal ratings
// (then the roll-off, each die plus bonus, picks the chooser); the
// chooser's First decision says who goes first. It records the outcome in
// s.Reveal and the roll-offs in s.Rolloffs.
func (s *State) settleReveal(rv *Reveal, chooser int, bonus [Players]int, r *sim.Stream) RevealOutcome {
	out := RevealOutcome{Chooser: chooser}
	if chooser == rolloffChooser {
		out.Chooser, out.Rolloffs = rollOff(r, bonus)
	}
	out.First = out.Chooser
	if !s.goesFirst(rv, out.Chooser, r) {
		out.First = 1 - out.Chooser
	}
	s.Reveal = out
	s.Rolloffs += out.Rolloffs
	return out
}
