package dropfleet

// removeFromPlay removes ship i without a Catastrophic roll, as orbital
// decay into the Atmosphere and a Large Solid Object do (battle notes
// §4.3). By default (switch U-X4) it is a destroyed ship whose points
// (and its admiral's) count as the opponent's kill points; under
// Rules.RemovalsNoKillPoints they do not (killPoints).
func (s *State) removeFromPlay(i int) {
	sh := &s.Ships[i]
	sh.Hull, sh.PendingCripple = 0, 0
	if s.Model.Rules.RemovalsNoKillPoints {
		s.battle.unscored[i] = true
	}
}

// scored reports whether ship i, destroyed, gives the opponent its kill
// points: not when it was removed under Rules.RemovalsNoKillPoints.
func (s *State) scored(i int) bool { return !s.battle.unscored[i] }
