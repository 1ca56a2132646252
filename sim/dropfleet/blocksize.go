package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// Estimated costs, in nanoseconds on the reference machine, of the parts of
// a Dropfleet trial, from which a Model chooses its block size. They are
// rough (a factor of two either way changes the block size at most one
// step) and were set from the built-ins' speeds: a lone ship's activation
// takes about 300 ns, a turn of two fleets of 17 ships in all about 2.5 µs,
// and a whole Clash battle of six turns (dfc-battle: 30 ships, with its
// Roundups and the battle players' goals) about 330 µs
// (BenchmarkDropfleetBattle: about 3 k battles a second on one worker).
const (
	costTrial    = 200 // reset and probes
	costReveal   = 100 // both players reveal a card
	costTurn     = 500 // a turn's planning, decks and roll-offs
	costShip     = 150 // one ship's activation: order, move, shooting
	costShipPair = 8   // one ship's activation, per ship in the game (targets, nearest searches)
	// costBattleShip is a ship's share of a battle's turn (g.Battle): the
	// Roundup (launch assets, ground war, scoring), the battle players'
	// goals (clusters held, Critical Locations, debris to go round) and
	// the scenery each move and shot crosses.
	costBattleShip = 1400
)

// BlockSize returns the number of trials in one block of g: from an
// estimate of one trial's cost computed from the script (activations times
// the ships in the game, whole turns, and in a battle each ship's share of
// a turn's Roundup and battle players), never from a clock, so that it is
// the same on every machine (see [sim.BlockSizeFor]).
func (g *Model) BlockSize() int { return sim.BlockSizeFor(g.trialCost()) }

// trialCost is the estimated cost of one trial in nanoseconds.
func (g *Model) trialCost() float64 {
	ships := float64(len(g.Ships))
	c := float64(costTrial)
	for i := range g.Script {
		st := &g.Script[i]
		switch st.Kind {
		case StepActivate:
			c += float64(len(st.Activate.Ships)) * (costShip + costShipPair*ships)
		case StepReveal:
			c += costReveal
		case StepTurns:
			perShip := costShip + costShipPair*ships
			if g.Battle != nil {
				perShip += costBattleShip
			}
			c += float64(st.Turns.Count) * (costTurn + ships*perShip)
		}
	}
	return c
}
