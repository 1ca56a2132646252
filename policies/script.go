package policies

import "github.com/fleetlab/fleetlab/sim/dropfleet"

// Script adds to g the player of a scripted choice: fleet f's own
// decisions (its style; none when f is negative) with the script's answers
// (the styles of the policies a script step names, a fixed move) in their
// place, made afresh for every worker. It returns the player's index, for
// an Activation's, a ShipOrder's or a Reveal's Player. Every scripted
// choice of a Dropfleet scenario is built here.
func Script(g *dropfleet.Model, f int, answers ...Style[dropfleet.Player]) int {
	return g.AddPlayer(func() dropfleet.Player {
		var p dropfleet.Player
		if f >= 0 && f < len(g.Players) && g.Players[f] != nil {
			p = g.Players[f]()
		}
		Compose(answers...)(&p)
		return p
	})
}

// Fleet sets style on fleet f's own player in g (after what it set
// before), made afresh for every worker.
func Fleet(g *dropfleet.Model, f int, style Style[dropfleet.Player]) {
	With(g.FleetPlayer(f), style)
}
