package armada

// testPlayers returns the Model.Players that give both players the test's
// scripted policies; a nil one leaves the default.
func testPlayers(ap interface {
	ObstructDecision
	ConcentrateDecision
	RerollDecision
	LockDecision
}, dp interface {
	TokenDecision
	EvadeDecision
	RedirectDecision
	DiscardDecision
}, sq interface {
	PreyDecision
	SquadronMoveDecision
}) [Players]func() Player {
	newPlayer := func() Player {
		var p Player
		if ap != nil {
			p.Obstruct, p.Concentrate, p.Reroll, p.Lock = ap, ap, ap, ap
		}
		if dp != nil {
			p.Token, p.Evade, p.Redirect, p.Discard = dp, dp, dp, dp
		}
		if sq != nil {
			p.Prey, p.SquadronMoves = sq, sq
		}
		return p
	}
	return [Players]func() Player{newPlayer, newPlayer}
}
