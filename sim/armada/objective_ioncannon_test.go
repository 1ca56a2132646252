package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestIonCannonSetUp checks Planetary Ion Cannon's set-up (rules notes
// battle §3.2): after the obstacles the second player places 3 tokens
// beyond distance 5 of both player edges.
func TestIonCannonSetUp(t *testing.T) {
	for seed := range uint64(50) {
		s := ionGame(t, seed, nil)
		for k := range bandTokenCount {
			at, ok := s.IonToken(k)
			if !ok || !s.IonTokenPlaceable(at) {
				t.Fatalf("seed %d: token %d at %v on the table %v, placeable %v", seed, k, at, ok, s.IonTokenPlaceable(at))
			}
			if at.Y-ObjectiveTokenRadius <= 305 || 914.4-at.Y-ObjectiveTokenRadius <= 305 {
				t.Fatalf("seed %d: token %d at y %.0f, within distance 5 of a player edge", seed, k, at.Y)
			}
		}
	}
}

// ionGame returns a battle of battleModel(50) (player 0 first: the
// second player, player 1, owns the cannon) set up with Planetary Ion
// Cannon on seed seed, its players' decisions made by p when not nil.
func ionGame(t *testing.T, seed uint64, p func() Player) *State {
	t.Helper()
	return setUpWith(battleModel(50), PlanetaryIonCannon, seed, p)
}

// holdFire is an IonCannonDecision that never fires.
type holdFire struct{ IonCannonFire }

func (holdFire) FireIonCannon(*State, int, *sim.Stream) (int, int, Zone, bool) { return 0, 0, 0, false }

// TestIonCannonFires checks Planetary Ion Cannon's special rule (rules
// notes battle §3.2): at the end of the Command Phase the second player
// may remove a token to attack an enemy ship at distance 1–3 of it with
// 4 blue dice at medium range, at most once a round; a ship beyond
// distance 3 of every token, a friendly ship, or a player holding fire
// leaves the tokens on the table.
func TestIonCannonFires(t *testing.T) {
	for _, tc := range []struct {
		name  string
		gap   float64 // from the token's edge to the ISD's base
		hold  bool
		fired bool
	}{
		{"an enemy ship at distance 2", 100, false, true},
		{"an enemy ship just within distance 3", 180, false, true},
		{"an enemy ship beyond distance 3", 200, false, false},
		{"the second player holds fire", 100, true, false},
	} {
		var p func() Player
		if tc.hold {
			p = func() Player { return Player{IonCannon: holdFire{}} }
		}
		s := ionGame(t, 1, p)
		token, _ := s.IonToken(0)
		s.removeToken(1) // token 0 alone
		s.removeToken(2)
		far := Placement{At: plane.Vec{X: 100, Y: 850}}
		s.Units[3].At, s.Units[4].At = far, Placement{At: plane.Vec{X: 300, Y: 850}}
		// the ISD's base (a large one, 102 deep) behind the token, facing away
		s.Units[0].At = Placement{At: plane.Vec{X: token.X, Y: token.Y - ObjectiveTokenRadius - tc.gap - 102.0/2}, Heading: 180}
		s.objectiveEndOfCommandPhase(sim.NewStream(2, 0))
		_, left := s.IonToken(0)
		if left == tc.fired {
			t.Errorf("%s: token left %v, want fired %v", tc.name, left, tc.fired)
		}
		if tc.fired {
			a := &s.inFlight[0]
			if a.N != ionDice || a.Range != Medium || a.Defender != 0 || a.Pool[0].Colour != Blue {
				t.Errorf("%s: %d dice (%v) at %v on unit %d, want 4 blue at medium range on the ISD", tc.name, a.N, a.Pool[:a.N], a.Range, a.Defender)
			}
		}
	}
	s := ionGame(t, 1, nil)
	s.Units[0].At = Placement{At: s.game.obj.table.at[0].Add(plane.Vec{Y: -80}), Heading: 180}
	s.Units[1].At = Placement{At: s.game.obj.table.at[1]}
	s.Units[2].At = Placement{At: s.game.obj.table.at[2]}
	s.objectiveEndOfCommandPhase(sim.NewStream(2, 0))
	if n := tokensLeft(s); n != 2 {
		t.Errorf("one Command Phase with enemies at every token: %d tokens left, want 2 (one attack a round)", n)
	}
}

// tokensLeft counts the objective tokens on the table.
func tokensLeft(s *State) int {
	n := 0
	for k := range s.ObjectiveTokens() {
		if s.tokenOnTable(k) {
			n++
		}
	}
	return n
}

// TestIonCannonCritical checks the cannon's critical effect (rules notes
// battle §3.2): with a crit rolled, a defending zone with shields makes
// the defender exhaust a defense token and deals no faceup card; a zone
// without shields takes the standard critical effect (the first damage
// card faceup); without a crit neither. The defender spends no tokens.
func TestIonCannonCritical(t *testing.T) {
	seen := map[string]bool{}
	for seed := range uint64(300) {
		for _, shields := range []int8{3, 0} {
			s := ionGame(t, 1, func() Player { return Player{Token: TokenSpending{Never: true}} })
			st := &s.Units[0]
			st.Shields[Rear] = shields
			s.ionAttack(0, Rear, sim.NewStream(seed, 7))
			a := &s.inFlight[0]
			exhausted := 0
			for i := range s.Model.Units[0].Profile.Tokens {
				if st.Tokens[i] == Exhausted {
					exhausted++
				}
			}
			var want, wantFaceup int
			name := "no crit"
			switch {
			case a.Crit && shields > 0:
				want, name = 1, "a crit on shields"
			case a.Crit:
				wantFaceup, name = 1, "a crit on a bare zone"
			}
			seen[name] = true
			if exhausted != want || boolInt(st.DealtFaceup) != wantFaceup {
				t.Fatalf("seed %d, %s (pool %v): %d tokens exhausted, faceup %v; want %d, %d", seed, name, a.Pool[:a.N], exhausted, st.DealtFaceup, want, wantFaceup)
			}
			if want == 1 && st.Tokens[3] != Exhausted {
				t.Fatalf("seed %d: tokens %v, want the Contain (3) exhausted, the least valuable (TokenValue)", seed, st.Tokens)
			}
		}
	}
	if len(seen) != 3 {
		t.Errorf("cases seen %v, want all three", seen)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
