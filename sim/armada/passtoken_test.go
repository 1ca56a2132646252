package armada

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestPassTokens checks battle notes §1.2 step 5b: "the player with fewer
// ships gains (difference) pass tokens, one fewer if that player is the
// first player".
func TestPassTokens(t *testing.T) {
	cases := []struct {
		shipsFirst, shipsSecond int
		first, second           int
	}{
		{4, 4, 0, 0},
		{4, 2, 0, 2},
		{2, 4, 1, 0},
		{3, 4, 0, 0},
		{1, 5, 3, 0},
		{5, 1, 0, 4},
	}
	for _, c := range cases {
		f, s := PassTokens(c.shipsFirst, c.shipsSecond)
		if f != c.first || s != c.second {
			t.Errorf("ships %d/%d: tokens %d/%d, want %d/%d", c.shipsFirst, c.shipsSecond, f, s, c.first, c.second)
		}
	}
}

// TestMayPass checks the Ship Phase pass rule of battle notes §2.2.
func TestMayPass(t *testing.T) {
	cases := []struct {
		name string
		turn ShipTurn
		may  bool
		must bool
	}{
		{"second player, fewer unactivated ships, may pass",
			ShipTurn{Seat: SecondPlayer, Unactivated: 2, OpponentUnactivated: 4, Tokens: 1}, true, false},
		{"second player, as many unactivated ships, may pass",
			ShipTurn{Seat: SecondPlayer, Unactivated: 3, OpponentUnactivated: 3, Tokens: 1}, true, false},
		{"second player, more unactivated ships, may not",
			ShipTurn{Seat: SecondPlayer, Unactivated: 4, OpponentUnactivated: 3, Tokens: 1}, false, false},
		{"first player before activating a ship may not",
			ShipTurn{Seat: FirstPlayer, Unactivated: 2, OpponentUnactivated: 4, Tokens: 1}, false, false},
		{"first player after one activation, fewer unactivated, may",
			ShipTurn{Seat: FirstPlayer, Activated: 1, Unactivated: 2, OpponentUnactivated: 4, Tokens: 1}, true, false},
		{"first player with as many unactivated may not (strictly fewer)",
			ShipTurn{Seat: FirstPlayer, Activated: 1, Unactivated: 3, OpponentUnactivated: 3, Tokens: 1}, false, false},
		{"not twice in a row",
			ShipTurn{Seat: SecondPlayer, Unactivated: 1, OpponentUnactivated: 3, Tokens: 2, PassedLastTurn: true}, false, false},
		{"no token, no pass",
			ShipTurn{Seat: SecondPlayer, Unactivated: 1, OpponentUnactivated: 3}, false, false},
		{"no unactivated ship: must pass, spending nothing",
			ShipTurn{Seat: SecondPlayer, Unactivated: 0, OpponentUnactivated: 3, Tokens: 1}, false, true},
	}
	for _, c := range cases {
		if got := c.turn.MayPass(); got != c.may {
			t.Errorf("§2.2 %s: MayPass = %v", c.name, got)
		}
		if got := c.turn.MustPass(); got != c.must {
			t.Errorf("§2.2 %s: MustPass = %v", c.name, got)
		}
	}
}

// TestInitiativePicker checks battle notes §1.2 step 3: the cheaper fleet
// picks; equal totals are a fair coin flip (checked against 1/2 within 5
// standard errors at a fixed seed).
func TestInitiativePicker(t *testing.T) {
	r := sim.NewStream(1, 0)
	if got := InitiativePicker(390, 400, r); got != 0 {
		t.Errorf("cheaper fleet A: picker %d, want 0", got)
	}
	if got := InitiativePicker(400, 399, r); got != 1 {
		t.Errorf("cheaper fleet B: picker %d, want 1", got)
	}
	const n = 100_000
	ones := 0
	for range n {
		ones += InitiativePicker(400, 400, r)
	}
	p, se := float64(ones)/n, math.Sqrt(0.25/n)
	if math.Abs(p-0.5) > 5*se {
		t.Errorf("equal totals: B picks %.4f of the time, want 1/2 ± %.4f", p, 5*se)
	}
}
