package dropfleet

// capacity is the room one trial of a game needs, counted from its script
// when a State is made: how many turns a turns step plays, how many
// activations a trial plays at most, and the most ships one activation
// holds. A trial's storage is sized from these, never from a word size or a
// fixed array, so that a longer game needs only a longer script.
type capacity struct {
	turns       int
	activations int
	actShips    int
}

// capacity counts g's needs from its script and plans.
func (g *Model) capacity() capacity {
	var c capacity
	for i := range g.Script {
		st := &g.Script[i]
		switch st.Kind {
		case StepActivate:
			c.activations++
			c.actShips = max(c.actShips, len(st.Activate.Ships))
		case StepTurns:
			// each battlegroup activates at most once a turn
			c.turns = max(c.turns, st.Turns.Count)
			c.activations += st.Turns.Count * len(g.Battlegroups)
		}
	}
	for i := range g.Plans {
		c.actShips = max(c.actShips, len(g.Plans[i].Ships))
	}
	// an activation is one battlegroup's ships: room for every ship covers
	// one made outside the script too
	c.actShips = max(c.actShips, len(g.Ships))
	return c
}

// detectWords is how many 64-bit words hold one watched ship's detection
// at the end of each of n activations.
func detectWords(n int) int { return (n + 63) / 64 }

// recordDetection notes, for every watched ship, whether an enemy has it
// within targeting range at the end of the activation just counted.
func (s *State) recordDetection() {
	k := s.Activations - 1
	if k < 0 || k >= s.room.activations {
		return // more activations than the script can play: none to record
	}
	words := detectWords(s.room.activations)
	for slot, w := range s.Model.Watch {
		if s.Detected(w) {
			s.detected[slot*words+k/64] |= 1 << (k % 64)
		}
	}
}

// watched returns ship i's detection words, or nil when no probe watches it.
func (s *State) watched(i int) []uint64 {
	words := detectWords(s.room.activations)
	for slot, w := range s.Model.Watch {
		if w == i {
			return s.detected[slot*words : (slot+1)*words]
		}
	}
	return nil
}

// DetectedAt reports whether a watched ship i (one a probe asks about,
// Model.Watch) was within an enemy's targeting range at the end of
// activation k (1-based). It is false for a ship nobody watches and for an
// activation the trial did not play.
func (s *State) DetectedAt(i, k int) bool {
	d := s.watched(i)
	if k < 1 || k > 64*len(d) {
		return false
	}
	return d[(k-1)/64]&(1<<((k-1)%64)) != 0
}

// UndetectedThrough reports whether watched ship i was outside every
// enemy's targeting range at the end of each of activations 1 to k (every
// activation played when k is 0).
func (s *State) UndetectedThrough(i, k int) bool {
	d := s.watched(i)
	if k == 0 || k > 64*len(d) {
		k = 64 * len(d)
	}
	for j, w := range d {
		if rest := k - 64*j; rest <= 0 {
			break
		} else if rest < 64 {
			w &= 1<<rest - 1
		}
		if w != 0 {
			return false
		}
	}
	return true
}

// turnIndex returns the index of turn t (1-based) in the per-turn records,
// and false for a turn the game's script never plays.
func (s *State) turnIndex(t int) (int, bool) {
	return t - 1, t >= 1 && t <= s.room.turns
}

// positionIn returns battlegroup bg's place in turn t's activation
// sequence, 0 if it did not activate (or the script plays no turn t).
func (s *State) positionIn(bg, t int) int {
	k, ok := s.turnIndex(t)
	if !ok {
		return 0
	}
	return int(s.position[bg*s.room.turns+k])
}

// doubled reports whether fleet f activated twice in a row in turn t, or
// in any turn when t is 0.
func (s *State) doubled(f, t int) bool {
	row := s.doubles[f*s.room.turns : (f+1)*s.room.turns]
	if t == 0 {
		for _, d := range row {
			if d {
				return true
			}
		}
		return false
	}
	k, ok := s.turnIndex(t)
	return ok && row[k]
}
