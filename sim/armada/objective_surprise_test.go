package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// surpriseGame returns a battle of battleModel(50) (player 0 first, the
// ISD its flagship) set up with Surprise Attack on seed seed, its players'
// decisions made by p when not nil.
func surpriseGame(t *testing.T, seed uint64, p func() Player) *State {
	t.Helper()
	s := setUpWith(battleModel(50), SurpriseAttack, seed, p)
	if s.First() != 0 {
		t.Fatalf("first player %d, want 0", s.First())
	}
	return s
}

// badSurprise is a Surprise Attack decision the rules forbid: the station
// in the middle of the table, no dials.
type badSurprise struct{}

func (badSurprise) PlaceSurpriseStation(s *State, _ int, _ *Obstacle, _ *sim.Stream) (Placement, bool) {
	return Placement{At: s.Model.Battle.Table.PlayArea.Scale(0.5)}, true
}

func (badSurprise) SurpriseDials(*State, int, *sim.Stream) [surpriseRounds]Command {
	return [surpriseRounds]Command{}
}

// TestSurpriseAttackSetUp checks Surprise Attack's set-up (rules notes
// battle §3.2 and §1.4): the second player's station, placed before the
// other obstacles, lies at distance 1–5 of the first player's edge; the
// first player's flagship overlaps it; every first player's ship deploys
// at most at ⌈max speed / 2⌉; after deployment the second player's 3
// dials are stacked (by default Navigate, Squadron, as the first
// player's X-wings are a third of its points, then Concentrate Fire); a
// decision the rules forbid is replaced by the default's.
func TestSurpriseAttackSetUp(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    func() Player
	}{
		{"default decisions", nil},
		{"forbidden decisions replaced", func() Player { return Player{SurpriseStation: badSurprise{}, SurpriseDials: badSurprise{}} }},
	} {
		for seed := range uint64(30) {
			s := surpriseGame(t, seed, tc.p)
			st := s.surpriseStationPolygon()
			if st == nil || len(s.obstacles) != 6 {
				t.Fatalf("%s, seed %d: station %v, %d obstacles", tc.name, seed, st != nil, len(s.obstacles))
			}
			near := false
			for i := range st.N {
				near = near || st.V[i].Y <= s.Model.Ruler.Distance[4]
			}
			if !near {
				t.Fatalf("%s, seed %d: the station lies beyond distance 5 of the first player's edge", tc.name, seed)
			}
			if f := s.SurpriseFlagship(); f != 0 || !s.base(0).Overlaps(st) || s.game.deployFailures != 0 {
				t.Fatalf("%s, seed %d: flagship %d overlapping the station %v (%d deployment failures)", tc.name, seed, f, s.base(0).Overlaps(st), s.game.deployFailures)
			}
			for u := range s.Model.Units {
				if g := &s.Model.Units[u]; !g.Profile.Squadron && g.Player == 0 && int(s.Units[u].Speed) > (g.Profile.Speeds.Max+1)/2 {
					t.Fatalf("%s, seed %d: %s deployed at speed %d", tc.name, seed, g.ID, s.Units[u].Speed)
				}
			}
			if d := s.game.obj.surprise; d != [surpriseRounds]Command{Navigate, SquadronCommand, ConcentrateFireCommand} {
				t.Fatalf("%s, seed %d: dials %v", tc.name, seed, d)
			}
		}
	}
}

// TestSurpriseAttackRaids checks Surprise Attack's special rule (rules
// notes battle §3.2): at the start of the Ship Phase of rounds 1–3 the
// top dial is revealed and every ship of the first player gains the
// matching raid token (battle notes §5: ships only); none after round 3.
func TestSurpriseAttackRaids(t *testing.T) {
	for _, tc := range []struct {
		name  string
		round int
		want  Command // CommandNone: no raid token
	}{
		{"round 1: navigate", 1, Navigate},
		{"round 2: squadron", 2, SquadronCommand},
		{"round 3: repair", 3, Repair},
		{"round 4: no dial left", 4, CommandNone},
	} {
		s := surpriseGame(t, 1, nil)
		s.game.obj.surprise = [surpriseRounds]Command{Navigate, SquadronCommand, Repair}
		s.Round = tc.round
		s.objectiveEndOfCommandPhase(sim.NewStream(2, 0))
		for u := range s.Model.Units {
			g := &s.Model.Units[u]
			var want uint8
			if g.Player == 0 && !g.Profile.Squadron && tc.want != CommandNone {
				want = 1 << tc.want
			}
			if got := uint8(s.Units[u].Raids); got != want {
				t.Errorf("%s: %s holds raid tokens %b, want %b", tc.name, g.ID, got, want)
			}
		}
	}
}
