package armada

import "github.com/fleetlab/fleetlab/sim"

// PassTokens returns the pass tokens each player gains before deployment
// (battle notes §1.2 step 5b, RRG 1.5): the player with fewer ships gains
// the difference, one fewer if that player is the first player.
func PassTokens(shipsFirst, shipsSecond int) (first, second int) {
	switch {
	case shipsFirst < shipsSecond:
		return max(shipsSecond-shipsFirst-1, 0), 0
	case shipsSecond < shipsFirst:
		return 0, shipsFirst - shipsSecond
	}
	return 0, 0
}

// ShipTurn is what the Ship Phase's pass rule reads of one player's turn
// (battle notes §2.2).
type ShipTurn struct {
	// Seat is the player taking the turn.
	Seat Seat
	// Unactivated and OpponentUnactivated count the ships of each side not
	// yet activated this phase (and not barred from activating).
	Unactivated, OpponentUnactivated int
	// Activated counts the ships this player has activated this phase.
	Activated int
	// Tokens is the player's pass tokens left.
	Tokens int
	// PassedLastTurn says the player spent a pass token on its previous
	// turn this phase.
	PassedLastTurn bool
}

// MustPass reports a turn with no ship to activate: the player passes and
// spends no token (battle notes §2.2).
func (t ShipTurn) MustPass() bool { return t.Unactivated == 0 }

// MayPass reports whether the player may spend a pass token instead of
// activating a ship (battle notes §2.2): it has a token and a ship to
// activate, did not pass on its previous turn this phase, and either is
// the second player with no more unactivated ships than the opponent, or
// is the first player, has activated a ship this phase and has fewer
// unactivated ships than the opponent.
func (t ShipTurn) MayPass() bool {
	if t.Tokens == 0 || t.Unactivated == 0 || t.PassedLastTurn {
		return false
	}
	if t.Seat == SecondPlayer {
		return t.Unactivated <= t.OpponentUnactivated
	}
	return t.Activated >= 1 && t.Unactivated < t.OpponentUnactivated
}

// InitiativePicker returns the player who chooses the first player (battle
// notes §1.2 step 3): the one whose fleet costs less; equal totals are
// decided by a coin flip drawn from r.
func InitiativePicker(costA, costB int, r *sim.Stream) int {
	switch {
	case costA < costB:
		return 0
	case costB < costA:
		return 1
	}
	return r.IntN(2)
}
