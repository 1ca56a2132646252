package dropfleet

// scripted adds player p to state s, as Model.AddPlayer adds one to every
// worker's state, and returns its index.
func scripted(s *State, p Player) int {
	s.players = append(s.players, p)
	return len(s.players) - 1
}

// fleetPlayer makes p fleet f's player in every state of g made from now
// (the test's decisions keep no plan, so one value serves them all).
func fleetPlayer(g *Model, f int, p Player) {
	for len(g.Players) < Players {
		g.Players = append(g.Players, nil)
	}
	g.Players[f] = func() Player { return p }
}
