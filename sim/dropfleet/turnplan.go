package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// Flat turns are whole turns whose only work is the reveals: the script
// is turns steps with no scripted losses, the turn plans are inert
// (skips.plans: no activation is played, so no ship changes), every fleet
// is directly deployed and stacks its deck as written. Then every turn's
// decks are the same, worked out once for each worker by the planning
// step's own rule (arrived and not lost), and a trial changes only the
// reveals' bookkeeping: so it resets only that (resetTurns) and skips the
// planning (playTurns). The rules, the random draws and every result are
// the same (TestSkipsChangeNothing plays the tie-break variants with and
// without the skips).

// flatTurnDecks reports whether the script plays flat turns and, if so,
// sets every fleet's deck for all of them. It is called by compileWays
// (ways.go) once the skips are worked out, on the state at the start.
func (s *State) flatTurnDecks() bool {
	g := s.Model
	if !s.skip.plans || len(g.Script) == 0 {
		return false
	}
	for i := range g.Script {
		if st := &g.Script[i]; st.Kind != StepTurns || len(st.Turns.Losses) > 0 {
			return false
		}
	}
	for f := range g.Fleets {
		if g.Fleets[f].Arrival != DirectlyDeployed || s.players[f].Deck != nil {
			return false
		}
	}
	for f := range g.Fleets {
		s.decks[f] = s.planDeck(f)
	}
	return true
}

// planDeck stacks fleet f's deck for a turn: its battlegroups that have
// arrived and are not lost, as written (the default DeckDecision).
func (s *State) planDeck(f int) []int {
	deck := s.decks[f][:0]
	for _, bg := range s.Model.Fleets[f].Battlegroups {
		if s.arrived[bg] && !s.Lost(bg) {
			deck = append(deck, bg)
		}
	}
	return deck
}

// resetTurns returns a state that plays flat turns to the start: only the
// reveals' bookkeeping changes in its trials.
func (s *State) resetTurns() {
	s.Reveal = RevealOutcome{}
	s.Rolloffs, s.Turn = 0, 0
	if s.skip.sequence { // never written (hotpath.go)
		return
	}
	clear(s.position)
	clear(s.doubles)
	clear(s.turnRolloffs)
	for t := range s.lastFleet {
		s.lastFleet[t] = -1
	}
}

// A reveal program is flat turns compiled further, when besides no probe
// reads the activation sequence (skips.sequence): then a trial's only
// work is its reveals, and in flat turns every reveal shows the same two
// cards in every trial, at the same Strategy Ratings (no ship is lost or
// moves) and with the same Admiral values (no ship's Hull changes, and
// every battlegroup is on the table from the start). So the cards, the
// chooser of each reveal whose ratings differ and the roll-off bonuses of
// each whose ratings tie are worked out once, by decideFirst's own rules
// (compareCards); a trial plays only the
// roll-offs and the First decisions (settleReveal), in the same order and
// with the same draws as playTurns. The cards a fleet activates after the
// other's deck is empty draw nothing and change nothing read.

// flatReveal is one reveal of a reveal program.
type flatReveal struct {
	rv      Reveal       // the cards, and ChoosingPlayer: each chooser's own First decision
	chooser int          // the lower rating's player, or rolloffChooser
	bonus   [Players]int // each player's roll-off bonus, when the ratings tie
	turn    int          // the turn it is played in (State.Turn)
}

// revealProgram is a script of flat turns compiled into its reveals.
type revealProgram struct {
	reveals []flatReveal
	turn    int // State.Turn at the end of the script
	// fixed: no First decision is asked (each fleet's answer is fixed,
	// State.firstAnswers) and there is a reveal; then a reveal draws only
	// its roll-offs, nothing reads the reveals before the last, and
	// second[c] is 1 when chooser c lets the other player go first.
	fixed  bool
	second [Players]int
	// outcomes, when p.fixed and there is one reveal, counts a block's
	// trials by outcome (playOutcomes).
	outcomes []int64
}

// flatRevealProgram compiles the script into a reveal program, or returns
// nil when it does not play flat turns or some probe reads the activation
// sequence. It is called by compileWays (ways.go) once the flat turns'
// decks are set, on the state at the start.
func (s *State) flatRevealProgram() *revealProgram {
	if !s.flatTurns || !s.skip.sequence {
		return nil
	}
	g := s.Model
	p := &revealProgram{}
	for i := range g.Script {
		for t := 1; t <= g.Script[i].Turns.Count; t++ {
			p.turn = t
			for k := 0; k < len(s.decks[0]) && k < len(s.decks[1]); k++ {
				fr := flatReveal{rv: Reveal{Cards: [Players]int{s.decks[0][k], s.decks[1][k]}, Player: ChoosingPlayer}, turn: t}
				fr.chooser, fr.bonus = s.compareCards(fr.rv.Cards)
				p.reveals = append(p.reveals, fr)
			}
		}
	}
	p.reveals = append(sim.Isolated[flatReveal](len(p.reveals))[:0], p.reveals...)
	p.fixed = len(p.reveals) > 0
	for f := range Players {
		p.fixed = p.fixed && s.firstAnswers[f] != askFirst
		if s.firstAnswers[f] == goSecond {
			p.second[f] = 1
		}
	}
	if p.fixed && len(p.reveals) == 1 {
		p.outcomes = sim.Isolated[int64](Players * outcomeRolls)
	}
	return p
}

// playReveals plays one trial of reveal program p: the reveals'
// bookkeeping from the start, then each reveal.
func (s *State) playReveals(p *revealProgram, r *sim.Stream) {
	if p.fixed {
		s.playFixedReveals(p, r)
		return
	}
	s.Reveal = RevealOutcome{}
	s.Rolloffs = 0
	for i := range p.reveals {
		fr := &p.reveals[i]
		s.Turn = fr.turn
		s.settleReveal(&fr.rv, fr.chooser, fr.bonus, r)
	}
	s.Turn = p.turn
}

// playFixedReveals plays one trial of reveal program p when p.fixed: the
// roll-offs in turn, then the last reveal's outcome and every roll-off
// recorded as settleReveal records them.
func (s *State) playFixedReveals(p *revealProgram, r *sim.Stream) {
	chooser, last, rolloffs := 0, 0, 0
	for i := range p.reveals {
		fr := &p.reveals[i]
		chooser, last = fr.chooser, 0
		if fr.chooser == rolloffChooser {
			chooser, last = rollOff(r, fr.bonus)
			rolloffs += last
		}
	}
	s.endFixedReveals(p, chooser, last, rolloffs)
}

// endFixedReveals leaves s as a trial of reveal program p leaves it when
// p.fixed: its last reveal chosen by chooser after last roll-offs, and
// rolloffs roll-offs in all.
func (s *State) endFixedReveals(p *revealProgram, chooser, last, rolloffs int) {
	s.Reveal = RevealOutcome{Chooser: chooser, First: chooser ^ p.second[chooser], Rolloffs: last}
	s.Rolloffs, s.Turn = rolloffs, p.turn
}
