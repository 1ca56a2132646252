package dropfleet

// tabled reports whether a fleet has no ship left: every one of its ships
// is at 0 Hull (destroyed, decayed, or gone by any other way a ship leaves
// play). A ship still to arrive is not lost, so its fleet is not tabled.
func (s *State) tabled() bool {
	var left [Players]bool
	for i := range s.Model.Ships {
		if s.Ships[i].Hull > 0 {
			left[s.Model.Ships[i].Fleet] = true
		}
	}
	return !left[0] || !left[1]
}

// endEarly ends the game after turn t's Roundup under the switch
// Game.EndWhenTabled: the VP stand as they are for the turns not played,
// so every "VP after turn k" measure reads the final score, and the game
// is decided as after its last turn.
func (s *State) endEarly(t int) {
	if s.rec.On() {
		s.rec.Logf("a fleet has no ship left: the game ends after turn %d (switch tabled: end)", t)
	}
	b := &s.battle
	for p := range Players {
		for k := t + 1; k <= b.turns; k++ {
			b.vpAt[p*b.turns+k-1] = int16(b.VP[p])
		}
	}
}
