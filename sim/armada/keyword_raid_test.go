package armada

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestAssault: "Assault: Attacking a ship: spend 1 hit die → defender
// gains a raid token of your choice" (battle notes §5): twelve black dice
// at a ship (a hit 3/4 of the time, hits only from a squadron) deal 9 less
// the die spent whenever the pool deals 2 or more; the defender holds the
// raid token the default names (Concentrate Fire for a ship with no token
// and squadron value below 2).
func TestAssault(t *testing.T) {
	pMax1 := math.Pow(0.25, 12) + 12*0.75*math.Pow(0.25, 11) // P(fewer than 2 hits)
	for _, tc := range []struct {
		name  string
		words []string
		want  float64
		raid  bool
	}{
		{"§5 Assault", []string{"assault"}, 9 - (1 - pMax1), true},
		{"§5 no Assault", nil, 9, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sq := kwSquadron("a", 0, 0, 0, 5, tc.words...)
			sq.Profile.Battery[Front] = Dice{Black: 12}
			ship := tableShip("ship", 1, 0, 2*sqR+60, 180)
			ship.Profile.Hull, ship.Profile.SquadronValue = 40, 1
			s := kwGame(sq, ship)
			raided := false
			mean, se := meanOf(s, 50_000, 5, func(r *sim.Stream) float64 {
				a := Attack{Attacker: 0, Defender: 1, Measured: true, NearestZone: true, State: s}
				s.Resolve(&a, r)
				raided = raided || s.Units[1].Raided(ConcentrateFireCommand)
				return float64(s.Units[1].Damage)
			})
			if math.Abs(mean-tc.want) > 4*se+1e-9 {
				t.Errorf("mean damage %.4f ± %.4f, exact %.4f", mean, se, tc.want)
			}
			if raided != tc.raid {
				t.Errorf("raided %v, want %v", raided, tc.raid)
			}
		})
	}
}

// TestRaidTokens: "raid tokens: can't resolve that command; revealing a
// dial may discard all raids (by discarding the dial) or a token can
// cancel a matching raid" (battle notes §5): a revealed dial matching a
// raid token is discarded with every raid token; a command token matching
// one is spent to cancel it; other raid tokens stay.
func TestRaidTokens(t *testing.T) {
	bit := func(cs ...Command) uint8 {
		var b uint8
		for _, c := range cs {
			b |= 1 << c
		}
		return b
	}
	for _, tc := range []struct {
		name             string
		raids, tokens    uint8
		dial, wantDial   Command
		wantRaids, wantT uint8
	}{
		{"§5 the dial raided: discarded with every raid", bit(ConcentrateFireCommand, Navigate), 0, ConcentrateFireCommand, CommandNone, 0, 0},
		{"§5 a token cancels its raid", bit(ConcentrateFireCommand), bit(ConcentrateFireCommand), Repair, Repair, 0, 0},
		{"§5 another raid stays", bit(SquadronCommand), bit(Navigate), Repair, Repair, bit(SquadronCommand), bit(Navigate)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := kwGame(tableShip("ship", 0, 0, 0, 0))
			st := &s.Units[0]
			st.Raids, st.CommandTokens = tc.raids, tc.tokens
			if got := s.resolveRaids(0, tc.dial); got != tc.wantDial || st.Raids != tc.wantRaids || st.CommandTokens != tc.wantT {
				t.Errorf("dial %v, raids %b, tokens %b; want %v, %b, %b", got, st.Raids, st.CommandTokens, tc.wantDial, tc.wantRaids, tc.wantT)
			}
		})
	}
}
