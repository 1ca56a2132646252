package dropfleet

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
// sets every fleet's deck for all of them. It is called by Model.NewTrial
// once the skips are worked out, on the state at the start.
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
