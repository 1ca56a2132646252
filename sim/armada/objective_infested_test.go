package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// recordExogorth records who places each exogorth and who picks one,
// placing and picking as the default does.
type recordExogorth struct {
	placed, picked *[]int
}

func (d recordExogorth) PlaceExogorth(s *State, player, k int, r *sim.Stream) (int, float64, bool) {
	*d.placed = append(*d.placed, player)
	return ExogorthSense{}.PlaceExogorth(s, player, k, r)
}

func (d recordExogorth) PickExogorth(s *State, player, taken int, r *sim.Stream) int {
	*d.picked = append(*d.picked, player)
	for k := range Exogorths {
		if k != taken && s.game.obj.exo.on[k] {
			return k
		}
	}
	return -1
}

// TestInfestedFieldsSetUp checks Infested Fields' set-up (rules notes
// battle §3.2) and the exogorth's placing ("New-obstacle rules"): no
// station; an objective token on each obstacle; the second player places
// 2 exogorths, each touching a different non-exogorth obstacle and
// overlapping none.
func TestInfestedFieldsSetUp(t *testing.T) {
	for seed := range uint64(50) {
		var placed, picked []int
		s := setUpWith(battleModel(100), InfestedFields, seed, func() Player { // player 1 first
			d := recordExogorth{&placed, &picked}
			return Player{ExogorthPlace: d, ExogorthPick: d}
		})
		if len(s.obstacles)+s.game.obstaclesLost != 5 {
			t.Fatalf("seed %d: %d obstacles, %d lost, want the 5 fields", seed, len(s.obstacles), s.game.obstaclesLost)
		}
		for i := range s.obstacles {
			if s.obstacles[i].Kind == Station {
				t.Errorf("seed %d: a station is placed", seed)
			}
			if !s.InfestedToken(i) {
				t.Errorf("seed %d: obstacle %d has no token", seed, i)
			}
		}
		if len(placed) != Exogorths || placed[0] != 0 || placed[1] != 0 {
			t.Errorf("seed %d: exogorths placed by %v, want the second player (0) twice", seed, placed)
		}
		x := &s.game.obj.exo
		if x.touches[0] == x.touches[1] {
			t.Errorf("seed %d: both exogorths touch obstacle %d", seed, x.touches[0])
		}
		for k := range Exogorths {
			e, on := s.Exogorth(k)
			if !on {
				t.Fatalf("seed %d: exogorth %d not placed", seed, k)
			}
			if _, gap := s.obstacles[x.touches[k]].Nearest(e.C); gap < e.R-0.01 || gap > e.R+0.01 {
				t.Errorf("seed %d: exogorth %d is %.2f mm from the obstacle it touches, want its radius", seed, k, gap-e.R)
			}
			for i := range s.obstacles {
				if e.Overlaps(&s.obstacles[i].Polygon) {
					t.Errorf("seed %d: exogorth %d overlaps obstacle %d", seed, k, i)
				}
			}
		}
	}
}

// TestExogorthAttack checks the exogorth's attack (rules notes battle
// §3.2, "New-obstacle rules"): at the start of the Squadron Phase the
// second player, then the first, each pick a different exogorth, which
// attacks every squadron at distance 1 with 3 blue dice, hits only
// counting against squadrons; a squadron beyond distance 1 is not
// attacked.
func TestExogorthAttack(t *testing.T) {
	s := objectiveGame(t, 100, InfestedFields) // player 1 first: player 0 picks first
	var placed, picked []int
	d := recordExogorth{&placed, &picked}
	s.players[0].ExogorthPick, s.players[1].ExogorthPick = d, d
	rad := s.Model.squadronRadius()
	for _, tc := range []struct {
		name string
		gap  float64 // from the exogorth's edge to the X-wing's
		hit  bool
	}{
		{"an X-wing touching it", 0, true},
		{"an X-wing at distance 1", s.Model.Ruler.Distance[0] - 1, true},
		{"an X-wing beyond distance 1", s.Model.Ruler.Distance[0] + 1, false},
	} {
		for seed := range uint64(30) {
			s.Reset()
			parkUnits(s)
			picked = picked[:0]
			c := plane.Vec{X: 900, Y: 450}
			s.game.obj.exo = exogorths{at: [Exogorths]plane.Vec{c, {X: 300, Y: 450}}, on: [Exogorths]bool{true, true}}
			s.Units[1].At = Placement{At: c.Add(plane.Vec{X: ExogorthRadius + rad + tc.gap})}
			r := sim.NewStream(seed, 0)
			dice := *r
			want := 0
			for range exogorthDice {
				want += Blue.Roll(&dice).Hits()
			}
			if !tc.hit {
				want = 0
			}
			s.exogorthAttacks(r)
			if len(picked) != 2 || picked[0] != 0 || picked[1] != 1 {
				t.Errorf("%s: picks by %v, want the second player (0) then the first", tc.name, picked)
			}
			if got := 5 - int(s.Units[1].HullLeft); got != want {
				t.Errorf("%s, seed %d: %d damage, want %d", tc.name, seed, got, want)
			}
		}
	}
}

// TestExogorthShip checks that a ship overlapping an exogorth after it
// moves suffers 1 damage, one beside it none (rules notes battle §3.2,
// "New-obstacle rules").
func TestExogorthShip(t *testing.T) {
	s := objectiveGame(t, 100, InfestedFields)
	w, _, _ := BaseSize(SmallShip)
	for _, tc := range []struct {
		name string
		gap  float64 // from the exogorth's edge to the CR90's base
		want int
	}{
		{"a CR90 on it", -10, 1},
		{"a CR90 beside it", 10, 0},
	} {
		s.Reset()
		parkUnits(s)
		s.removeTokens()
		c := plane.Vec{X: 900, Y: 450}
		s.game.obj.exo = exogorths{at: [Exogorths]plane.Vec{c}, on: [Exogorths]bool{true}}
		s.Units[3].At = Placement{At: c.Add(plane.Vec{X: w/2 + ExogorthRadius + tc.gap})}
		s.Units[3].Speed = 0
		before := s.Units[3].Shields
		s.executeManeuver(3, NavigateRequest{}, Course{}, false, sim.NewStream(1, 0))
		lost := 0
		for z := range Zone(zones) {
			lost += int(before[z] - s.Units[3].Shields[z])
		}
		if lost+int(s.Units[3].Cards) != tc.want {
			t.Errorf("%s: %d damage, want %d", tc.name, lost+int(s.Units[3].Cards), tc.want)
		}
	}
}

// TestInfestedFields checks Infested Fields' special rule and scoring
// (rules notes battle §3.2): a ship or squadron overlapping an obstacle
// takes its token for a victory token worth 15; an obstacle without its
// token gives none; after the exogorths attack they are removed and the
// obstacles they touched moved up to distance 1–2 (a longer move is
// refused); the next round they are placed again.
func TestInfestedFields(t *testing.T) {
	s := objectiveGame(t, 100, InfestedFields)
	if v := InfestedFields.VictoryTokenValue(); v != 15 {
		t.Errorf("victory token worth %d, want 15", v)
	}
	for _, tc := range []struct {
		name   string
		unit   int
		token  bool
		tokens int
	}{
		{"a CR90 on a field with its token", 3, true, 1},
		{"a CR90 on a field without it", 3, false, 0},
		{"an X-wing on a field with its token", 1, true, 1},
	} {
		s.Reset()
		parkUnits(s)
		s.game.victoryTokens = [Players]int{}
		s.removeTokens()
		if tc.token {
			s.putToken(0, centre(&s.obstacles[0].Polygon))
		}
		s.game.obj.exo = exogorths{}
		c := centroid(&s.obstacles[0].Polygon)
		s.Units[tc.unit].At = Placement{At: c}
		if s.Model.Units[tc.unit].Profile.Squadron {
			s.objectiveAfterSquadronMove(tc.unit)
		} else {
			s.objectiveAfterMove(tc.unit, sim.NewStream(1, 0))
		}
		p := s.Model.Units[tc.unit].Player
		if got := s.VictoryTokens(p); got != tc.tokens || s.InfestedToken(0) {
			t.Errorf("%s: %d victory tokens, token left %v; want %d and none", tc.name, got, s.InfestedToken(0), tc.tokens)
		}
	}
	// the move after the attacks, and the exogorths placed again
	s = objectiveGame(t, 100, InfestedFields)
	i := s.game.obj.exo.touches[0]
	before := s.obstacles[i].V[0]
	if !s.ObstacleMovable(i, plane.Vec{}) || s.ObstacleMovable(i, plane.Vec{X: s.Model.Ruler.Distance[1] + 1}) {
		t.Errorf("ObstacleMovable: a move of 0 refused or one beyond distance 2 allowed")
	}
	s.players[0].ObstacleMove = fixedMove{plane.Vec{X: 1}}
	s.infestedAfterAttacks(sim.NewStream(1, 0))
	if _, on := s.Exogorth(0); on {
		t.Errorf("exogorth 0 still on the table after the attacks")
	}
	if got := s.obstacles[i].V[0].Sub(before); got != (plane.Vec{X: 1}) && s.ObstacleMovable(i, plane.Vec{}) {
		t.Errorf("obstacle %d moved by %v, want (1, 0)", i, got)
	}
	s.Round = 2
	s.objectiveStartOfRound(sim.NewStream(2, 0))
	if _, on := s.Exogorth(0); !on {
		t.Errorf("exogorth 0 not placed again at the end of the round")
	}
}

// fixedMove is an ObstacleMoveDecision moving every obstacle by v.
type fixedMove struct{ v plane.Vec }

func (d fixedMove) MoveObstacle(*State, int, int, *sim.Stream) (plane.Vec, bool) { return d.v, true }

// TestExogorthsDrawn checks that the trace's table pictures (issue 17
// item 8) show every exogorth on the table, as a disc of its size.
func TestExogorthsDrawn(t *testing.T) {
	s := objectiveGame(t, 100, InfestedFields)
	want := 0
	for k := range Exogorths {
		if _, ok := s.Exogorth(k); ok {
			want++
		}
	}
	if want == 0 {
		t.Fatal("no exogorth on the table after the set-up")
	}
	got := 0
	for _, sh := range s.frame(0).Shapes {
		if sh.Label == "exogorth" && sh.Radius == ExogorthRadius {
			got++
		}
	}
	if got != want {
		t.Errorf("%d exogorths drawn, %d on the table", got, want)
	}
}

// fixedExogorthPick answers every exogorth pick with the same exogorth,
// or the one already taken when taken is set.
type fixedExogorthPick struct {
	k     int
	taken bool
}

func (d fixedExogorthPick) PickExogorth(_ *State, _, taken int, _ *sim.Stream) int {
	if d.taken {
		return taken
	}
	return d.k
}

// TestExogorthAttackMandatory checks that the exogorth attacks are
// mandatory (rules notes battle §3.2, "New-obstacle rules": "at the start
// of each Squadron Phase, P2 then P1 each pick a different exogorth that
// makes a 3-blue anti-squadron attack against every squadron at distance
// 1"): with each exogorth beside one of the second player's X-wings, both
// X-wings are attacked whatever the picks answer, the default included,
// though the second player's pick hurts only its own squadron.
func TestExogorthAttackMandatory(t *testing.T) {
	s := objectiveGame(t, 100, InfestedFields) // player 1 first: player 0 (the X-wings') picks first
	rad := s.Model.squadronRadius()
	for _, tc := range []struct {
		name string
		pick ExogorthPickDecision
	}{
		{"the default", nil},
		{"a pick of none (-1)", fixedExogorthPick{k: -1}},
		{"a pick out of range", fixedExogorthPick{k: Exogorths}},
		{"a pick of the taken exogorth", fixedExogorthPick{taken: true}},
		{"a legal pick of the second exogorth", fixedExogorthPick{k: 1}},
	} {
		s.players[0].ExogorthPick, s.players[1].ExogorthPick = tc.pick, tc.pick
		var hit [2]bool
		for seed := range uint64(30) {
			s.Reset()
			parkUnits(s)
			at := [Exogorths]plane.Vec{{X: 900, Y: 450}, {X: 300, Y: 450}}
			s.game.obj.exo = exogorths{at: at, on: [Exogorths]bool{true, true}}
			for i, u := range []int{1, 2} {
				s.Units[u].At = Placement{At: at[i].Add(plane.Vec{X: ExogorthRadius + rad})}
			}
			s.exogorthAttacks(sim.NewStream(seed, 0))
			for i, u := range []int{1, 2} {
				hit[i] = hit[i] || s.Units[u].HullLeft < 5
			}
		}
		if !hit[0] || !hit[1] {
			t.Errorf("%s: X-wings beside exogorths 0 and 1 damaged %v over 30 seeds, want both", tc.name, hit)
		}
	}
}

// TestInfestedTokensDragged checks that Infested Fields' tokens are table
// objective tokens that Strategic may drag (rules notes battle §3.1:
// "Strategic squadrons may drag table objective tokens"; Dangerous
// Territory's clarification "Strategic can move tokens on/off
// obstacles"): a token dragged off its obstacle is no longer taken by a
// ship overlapping that obstacle, and one dragged onto another obstacle
// is taken there.
func TestInfestedTokensDragged(t *testing.T) {
	s := objectiveGame(t, 100, InfestedFields)
	if n := s.ObjectiveTokens(); n != len(s.obstacles) {
		t.Fatalf("%d table tokens, want one per obstacle (%d)", n, len(s.obstacles))
	}
	for _, tc := range []struct {
		name     string
		token    plane.Vec // where token 0 lies, dragged there
		obstacle int       // the obstacle the CR90 overlaps
		tokens   int       // victory tokens gained
	}{
		{"on its obstacle, taken", centre(&s.obstacles[0].Polygon), 0, 1},
		{"dragged off its obstacle, not taken", plane.Vec{X: 40, Y: 450}, 0, 0},
		{"dragged onto another obstacle, taken there", centre(&s.obstacles[1].Polygon), 1, 1},
	} {
		s.Reset()
		parkUnits(s)
		s.game.victoryTokens = [Players]int{}
		s.game.obj.exo = exogorths{}
		s.removeTokens()
		s.putToken(0, tc.token)
		s.Units[3].At = Placement{At: centroid(&s.obstacles[tc.obstacle].Polygon)}
		s.objectiveAfterMove(3, sim.NewStream(1, 0))
		_, left := s.ObjectiveToken(0)
		if got := s.VictoryTokens(s.Model.Units[3].Player); got != tc.tokens || left != (tc.tokens == 0) {
			t.Errorf("%s: %d victory tokens, token left %v; want %d", tc.name, got, left, tc.tokens)
		}
	}
}
