package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// battleModel is a battle of an ISD (with the speed chart of a large
// ship) and two X-wings against two CR90s, costing isdPoints.
func battleModel(isdPoints int) *Model {
	big, small, sq := isd, cr90, xwing
	big.Points, small.Points, sq.Points = isdPoints, 44, 13
	big.Speeds = SpeedChart{Max: 3, Chart: [MaxSpeed][MaxSpeed]int8{{1}, {0, 1}, {0, 1, 1}}}
	small.Speeds = SpeedChart{Max: 4, Chart: [MaxSpeed][MaxSpeed]int8{{2}, {1, 2}, {0, 1, 2}, {0, 1, 1, 2}}}
	sq.SquadronSpeed = 3
	units := []Unit{{ID: "isd", Profile: big, Player: 0}, {ID: "x1", Profile: sq, Player: 0}, {ID: "x2", Profile: sq, Player: 0},
		{ID: "c1", Profile: small, Player: 1}, {ID: "c2", Profile: small, Player: 1}}
	for i := range units {
		units[i].Placed = true
		units[i].CommandHeuristic = !units[i].Profile.Squadron
	}
	table := StandardTable()
	return &Model{Tool: DefaultTool(), Ruler: DefaultRuler(), PlayArea: table.PlayArea, Units: units,
		Battle: &Battle{Rounds: StandardRounds, Table: table, Obstacles: StandardObstacles(), Fleets: [Players]string{"a", "b"}}}
}

// TestBattleSetUp checks the set-up of rules notes battle §1.2 and §1.4
// over many games: the cheaper fleet is first player (step 3, the default
// picker going first); six obstacles, each placeable where it stands with
// respect to those before it (step 5); the pass tokens of §1.2 step 5b;
// every ship wholly in its deployment zone at a speed from 1 to its chart's
// top, overlapping no other ship, and every squadron at distance 1–2 of a
// friendly ship (§1.4).
func TestBattleSetUp(t *testing.T) {
	for _, tc := range []struct {
		isdPoints, first int
	}{{50, 0}, {100, 1}} {
		g := battleModel(tc.isdPoints)
		s := NewState(g)
		tb := &g.Battle.Table
		for seed := range uint64(200) {
			s.Reset()
			s.setUp(sim.NewStream(seed, 0))
			if s.First() != tc.first {
				t.Fatalf("ISD at %d points: first player %d, want %d (the cheaper fleet's)", tc.isdPoints, s.First(), tc.first)
			}
			if len(s.obstacles) != 6 || s.game.obstaclesLost != 0 || s.game.deployFailures != 0 {
				t.Fatalf("seed %d: %d obstacles, %d lost, %d deployment failures", seed, len(s.obstacles), s.game.obstaclesLost, s.game.deployFailures)
			}
			for i := range s.obstacles {
				if !tb.ObstaclePlaceable(&s.obstacles[i].Polygon, s.obstacles[:i]) {
					t.Fatalf("seed %d: obstacle %d placed where the rules forbid", seed, i)
				}
			}
			// one ship against two: the first player with fewer ships gets one fewer
			wantTokens := [Players]int{0, 0}
			if tc.first == 1 {
				wantTokens = [Players]int{1, 0}
			}
			if s.game.passTokens != wantTokens {
				t.Fatalf("seed %d: pass tokens %v, want %v", seed, s.game.passTokens, wantTokens)
			}
			for i := range g.Units {
				u, st := &g.Units[i], &s.Units[i]
				if u.Profile.Squadron {
					if !squadronNearFriend(s, i) {
						t.Fatalf("seed %d: squadron %s not at distance 1–2 of a friendly ship", seed, u.ID)
					}
					continue
				}
				base, _ := BasePolygon(u.Profile.Size, st.At)
				lo, hi := tb.DeploymentZone(u.Player)
				if !within(&base, lo, hi) || st.Speed < 1 || int(st.Speed) > u.Profile.Speeds.Max {
					t.Fatalf("seed %d: ship %s at %v speed %d", seed, u.ID, st.At, st.Speed)
				}
			}
		}
	}
}

func squadronNearFriend(s *State, u int) bool {
	d := s.Disc(u)
	for i := range s.Model.Units {
		if o := &s.Model.Units[i]; o.Player == s.Model.Units[u].Player && !o.Profile.Squadron {
			if _, dist := s.base(i).Nearest(d.C); dist-d.R <= s.Model.Ruler.Distance[1]+plane.Eps {
				return true
			}
		}
	}
	return false
}

// TestBattlePlays plays whole games (rules notes battle §2.5, §2.6): each
// ends after six rounds or with a fleet without ships, the winner is
// Winner's for the scores, and each score is the points of the enemy units
// destroyed.
func TestBattlePlays(t *testing.T) {
	g := battleModel(100)
	s := NewState(g)
	tally := sim.NewTally(g.Metrics())
	for seed := range uint64(100) {
		s.Play(sim.NewStream(seed, 0), tally)
		lost := [Players]int{}
		for i := range g.Units {
			if s.Units[i].Destroyed {
				lost[g.Units[i].Player] += g.Units[i].Profile.Points
			}
		}
		if sc := s.Scores(); sc[0] != lost[1] || sc[1] != lost[0] {
			t.Fatalf("seed %d: scores %v, points lost %v", seed, sc, lost)
		}
		winner, end := s.Winner()
		seat, wantEnd := Winner(s.Scores()[s.First()], s.Scores()[1-s.First()], s.hasShips(s.First()), s.hasShips(1-s.First()))
		want := s.First()
		if seat == SecondPlayer {
			want = 1 - s.First()
		}
		if winner != want || end != wantEnd {
			t.Fatalf("seed %d: winner %d (%s), want %d (%s)", seed, winner, end, want, wantEnd)
		}
		if s.Rounds != StandardRounds && !s.fleetGone() {
			t.Fatalf("seed %d: ended after %d rounds with both fleets on the table", seed, s.Rounds)
		}
	}
}

// recordDeploy is a DeployDecision that records the order units are
// deployed in and places them as the default does.
type recordDeploy struct{ order *[]int }

func (d recordDeploy) Deploy(s *State, u int, r *sim.Stream) (Placement, int) {
	*d.order = append(*d.order, u)
	return RandomPlaces{}.Deploy(s, u, r)
}

// TestSuperiorPositions checks the objective (rules notes battle §3.2,
// Superior Positions): the first player deploys its whole fleet before
// the second deploys anything; an attack that deals at least 1 damage to
// a ship's rear hull zone gains its player a victory token, and nothing
// else does; each token scores 15.
func TestSuperiorPositions(t *testing.T) {
	g := battleModel(50) // player 0 is first
	g.Battle.Objective = SuperiorPositions
	g.Battle.Score.VictoryTokenValue = SuperiorPositions.VictoryTokenValue()
	var order []int
	g.Players[0] = func() Player { return Player{Deploy: recordDeploy{&order}} }
	g.Players[1] = g.Players[0]
	s := NewState(g)
	s.Reset()
	s.setUp(sim.NewStream(1, 0))
	want := []int{0, 1, 2, 3, 4} // the ISD and its X-wings, then the CR90s
	if len(order) != len(want) {
		t.Fatalf("deployed %v, want %v", order, want)
	}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("deployed %v, want %v (the first player's whole fleet first)", order, want)
		}
	}
	for _, tc := range []struct {
		name               string
		attacker, defender int
		zone               Zone
		damage             int
		tokens0, tokens1   int
	}{
		{"ISD on a CR90's rear", 0, 3, Rear, 2, 1, 0},
		{"X-wing on a CR90's rear", 1, 4, Rear, 1, 1, 0},
		{"CR90 on the ISD's rear", 3, 0, Rear, 1, 0, 1},
		{"no damage", 0, 3, Rear, 0, 0, 0},
		{"the front zone", 0, 3, Front, 3, 0, 0},
		{"a squadron defending", 3, 1, Rear, 2, 0, 0},
	} {
		s.game.victoryTokens = [Players]int{}
		a := Attack{Attacker: tc.attacker, Defender: tc.defender, Zone: tc.zone, Damage: tc.damage}
		s.afterAttack(&a)
		if s.game.victoryTokens != [Players]int{tc.tokens0, tc.tokens1} {
			t.Errorf("%s: victory tokens %v, want [%d %d]", tc.name, s.game.victoryTokens, tc.tokens0, tc.tokens1)
		}
	}
	s.game.victoryTokens = [Players]int{2, 1}
	s.scoreGame()
	if sc := s.Scores(); sc != [Players]int{30, 15} {
		t.Errorf("scores with 2 and 1 victory tokens and nothing destroyed: %v, want [30 15]", sc)
	}
}
