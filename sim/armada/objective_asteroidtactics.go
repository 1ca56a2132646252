package armada

import "github.com/fleetlab/fleetlab/sim"

// Asteroid Tactics (Rebellion in the Rim, defense, no victory tokens;
// rules notes battle §3.2). Set-up: the second player places every
// obstacle, no station. Special rule: a first player's ship or unique
// squadron overlapping an asteroid field may recover 1 non-scatter
// defense token (it comes back exhausted); a second player's ship or
// unique squadron ignores asteroid field effects and may recover a
// non-scatter token or ready one (any token, Scatter included). End of round: the second player places
// both exogorths (objective_exogorth.go) touching different obstacles;
// they are removed after the start-of-Squadron-Phase exogorth attacks.
//
// The engine plays it so: a unit overlapping an asteroid field once it
// has moved always takes the benefit (it costs nothing), for each field
// it overlaps: the most valuable discarded non-scatter token recovered,
// else, for the second player, the most valuable exhausted token (Scatter
// included: only recovering excludes it) readied. The notes give
// "(exhausted)" for the first player's recovered token alone, so the
// second player's recovered token comes back ready (the notes' wording
// taken as written: "may recover a non-scatter token or ready a token").
// Unique squadrons are those with defense tokens (generic ones have
// none). The end-of-round exogorths are placed at the start of the next
// round (nothing comes between).

// asteroidTacticsRecover gives unit u, having moved, the card's token
// recovery for each asteroid field it overlaps.
func (s *State) asteroidTacticsRecover(u int) {
	second := s.Model.Units[u].Player != s.first
	for i := range s.obstacles {
		if s.obstacles[i].Kind == AsteroidField && s.unitOverlaps(u, &s.obstacles[i].Polygon) {
			switch {
			case !second:
				s.recoverToken(u, Discarded, Exhausted, false)
			case !s.recoverToken(u, Discarded, Ready, false):
				s.recoverToken(u, Exhausted, Ready, true)
			}
		}
	}
}

// recoverToken turns unit u's most valuable defense token in state from
// into state to (TokenValue; the first of equals; a Scatter token only
// when scatter is set), reporting whether it had one.
func (s *State) recoverToken(u int, from, to TokenState, scatter bool) bool {
	tokens := s.Model.Units[u].Profile.Tokens
	st := &s.Units[u]
	best := -1
	for i, t := range tokens[:min(len(tokens), MaxTokens)] {
		if (scatter || t != Scatter) && st.Tokens[i] == from && (best < 0 || TokenValue[t] > TokenValue[tokens[best]]) {
			best = i
		}
	}
	if best < 0 {
		return false
	}
	st.Tokens[best] = to
	if s.rec.On() {
		s.rec.Logf("%s turns a %s token from %v to %v on an asteroid field", s.Model.Units[u].ID, tokens[best], from, to)
	}
	return true
}

// asteroidTacticsAttacks plays the start of the Squadron Phase: the
// exogorths attack, then leave the table.
func (s *State) asteroidTacticsAttacks(r *sim.Stream) {
	s.exogorthAttacks(r)
	s.removeExogorths()
}
