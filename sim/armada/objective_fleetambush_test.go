package armada

import (
	"slices"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// squadronFirst is a DeployOrderDecision that names a squadron whenever
// its player has one left: under Fleet Ambush the engine refuses it while
// the player has ships to deploy.
type squadronFirst struct{}

func (squadronFirst) NextDeployment(s *State, player int, r *sim.Stream) int {
	for i := range s.Model.Units {
		if u := &s.Model.Units[i]; u.Player == player && u.Profile.Squadron && !s.Deployed(i) && !s.setAside(i) {
			return i
		}
	}
	return Approach{}.NextDeployment(s, player, r)
}

// TestFleetAmbush checks Fleet Ambush's set-up (rules notes battle §3.2):
// every player deploys its ships before its squadrons (and, by the
// clarification, starts on them while the other still places ships), even
// when its
// DeployOrderDecision names a squadron first; the first player's ships
// deployed on its 1st, 3rd, 5th… turns stand wholly inside the ambush
// zone (the setup area beyond distance 5 of its edges) overlapping no
// obstacle, its others in its deployment zone; the second player's ships
// in its deployment zone; squadrons at distance 1–2 of a friendly ship.
func TestFleetAmbush(t *testing.T) {
	for _, tc := range []struct {
		name      string
		isdPoints int // 50: player 0 (one ISD) first; 100: player 1 (two CR90s) first
		inZone    []int
	}{
		{"§3.2 the first player's one ship in the zone", 50, []int{0}},
		{"§3.2 the first player's 1st ship in the zone, its 2nd not", 100, []int{3}},
	} {
		for seed := range uint64(40) {
			g := battleModel(tc.isdPoints)
			g.Battle.Objective = FleetAmbush
			var order []int
			g.Players[0] = func() Player { return Player{Deploy: recordDeploy{&order}, DeployOrder: squadronFirst{}} }
			g.Players[1] = g.Players[0]
			s := NewState(g)
			s.Reset()
			s.setUp(sim.NewStream(seed, 0))
			if s.game.deployFailures != 0 {
				t.Fatalf("%s, seed %d: %d units found no legal place", tc.name, seed, s.game.deployFailures)
			}
			if at := slices.Index(order, 0); slices.Index(order, 1) < at || slices.Index(order, 2) < at {
				t.Fatalf("%s, seed %d: deployed %v, want the X-wings (1, 2) after their player's ISD (0)", tc.name, seed, order)
			}
			lo, hi := g.Battle.Table.AmbushZone()
			for _, u := range []int{0, 3, 4} {
				base := s.base(u)
				in := within(base, lo, hi)
				want := false
				for _, v := range tc.inZone {
					want = want || v == u
				}
				if in != want {
					t.Fatalf("%s, seed %d: unit %s in the ambush zone %v, want %v", tc.name, seed, g.Units[u].ID, in, want)
				}
				if !want && !g.Battle.Table.ShipDeployable(base, g.Units[u].Player, nil) {
					t.Fatalf("%s, seed %d: unit %s outside its deployment zone", tc.name, seed, g.Units[u].ID)
				}
				for i := range s.obstacles {
					if want && base.Overlaps(&s.obstacles[i].Polygon) {
						t.Fatalf("%s, seed %d: unit %s overlaps an obstacle in the zone", tc.name, seed, g.Units[u].ID)
					}
				}
			}
		}
	}
}
