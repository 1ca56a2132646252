package armada

// The tournament's end of game around flotillas (battle notes §2.5, §2.6;
// the switch the notes call tournament_flotilla_rule, §7.3): "the
// game-ending check ignores flotillas, and is made at the end of a game
// round (not at once): the game ends when, at the end of a round, all of
// one player's non-flotilla ships are destroyed". Its tabling half (the
// tabled fleet worth the points limit, counted only once every
// non-flotilla ship is destroyed) is ScoreRules.TablingWorth.

// hasCapitalShips reports whether player p has a non-flotilla ship on the
// table.
func (s *State) hasCapitalShips(p int) bool { return s.fleetHasShip(p, false) }

// tabledAtRoundEnd reports whether, under the tournament end, a fleet has
// no non-flotilla ship at the end of a round: the game ends.
func (s *State) tabledAtRoundEnd() bool {
	return s.Model.Battle.TournamentEnd && (!s.hasCapitalShips(0) || !s.hasCapitalShips(1))
}

// keepsFleet reports whether player p still has what keeps a fleet in the
// game for the winner: a ship, or under the tournament end a non-flotilla
// ship.
func (s *State) keepsFleet(p int) bool {
	return s.fleetHasShip(p, !s.Model.Battle.TournamentEnd)
}
