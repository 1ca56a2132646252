package armada

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// objectiveGame returns a battle of battleModel(isdPoints) set up with
// objective o fixed, on seed 1.
func objectiveGame(t *testing.T, isdPoints int, o Objective) *State {
	t.Helper()
	g := battleModel(isdPoints)
	g.Battle.Objective = o
	s := NewState(g)
	s.Reset()
	s.game.victoryTokens = [Players]int{}
	s.setUp(sim.NewStream(1, 0))
	if s.Objective() != o {
		t.Fatalf("objective %s played, want %s", s.Objective(), o)
	}
	return s
}

// TestParseObjective checks the objectives played and refused (rules
// notes battle §3.2: the 36 standard objectives; those not played yet are
// refused by name).
func TestParseObjective(t *testing.T) {
	for _, tc := range []struct {
		name, err string
		want      Objective
	}{
		{"none", "", ObjectiveNone},
		{"superior-positions", "", SuperiorPositions},
		{"most-wanted", "", MostWanted},
		{"opening-salvo", "", OpeningSalvo},
		{"contested-outpost", "", ContestedOutpost},
		{"fighter-ambush", "", FighterAmbush},
		{"solar-corona", "", SolarCorona},
		{"advanced-gunnery", "", AdvancedGunnery},
		{"precision-strike", "", PrecisionStrike},
		{"planetary-ion-cannon", "", PlanetaryIonCannon},
		{"capture-the-vip", "", CaptureTheVIP},
		{"fleet-ambush", "", FleetAmbush},
		{"hyperspace-assault", "", HyperspaceAssault},
		{"infested-fields", "", InfestedFields},
		{"surprise-attack", "", SurpriseAttack},
		{"volatile-deposits", `objective "volatile-deposits" (navigation) is not played yet (played: none, superior-positions, most-wanted`, ObjectiveNone},
		{"fleet-patrol", `objective "fleet-patrol" is not a standard objective (played: none`, ObjectiveNone},
	} {
		o, err := ParseObjective(tc.name)
		switch {
		case tc.err == "" && (err != nil || o != tc.want):
			t.Errorf("%s: %v, %v; want %v", tc.name, o, err, tc.want)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want one starting %q", tc.name, err, tc.err)
		}
	}
	if n := len(StandardObjectives()); n != 36 {
		t.Errorf("%d standard objectives, want the notes' 36", n)
	}
}

// TestObjectiveChoice checks rules notes battle §1.2 step 4: the first
// player picks one of the second player's three objectives, by default
// the first listed, else as its ObjectiveChoiceDecision says.
func TestObjectiveChoice(t *testing.T) {
	for _, tc := range []struct {
		name      string
		isdPoints int // 50: player 0 first; 100: player 1 first
		pick      int // -1: the default
		want      Objective
	}{
		{"player 0 first, default", 50, -1, MostWanted},
		{"player 1 first, default", 100, -1, OpeningSalvo},
		{"player 0 first picks the third", 50, 2, SuperiorPositions},
		{"player 1 first picks the second", 100, 1, FighterAmbush},
	} {
		g := battleModel(tc.isdPoints)
		g.Battle.ChooseObjective = true
		g.Battle.Objectives = [Players][]Objective{{OpeningSalvo, FighterAmbush, SuperiorPositions}, {MostWanted, ContestedOutpost, SuperiorPositions}}
		if tc.pick >= 0 {
			g.Players[0] = func() Player { return Player{Objective: pickObjective(tc.pick)} }
			g.Players[1] = g.Players[0]
		}
		s := NewState(g)
		s.Reset()
		s.setUp(sim.NewStream(1, 0))
		if s.Objective() != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, s.Objective(), tc.want)
		}
	}
}

type pickObjective int

func (p pickObjective) ChooseObjective(*State, int, []Objective, *sim.Stream) int { return int(p) }

// TestMostWanted checks Most Wanted (rules notes battle §3.2): the second
// player names an objective ship in each fleet, by default its own
// cheapest and the enemy's dearest; a ship attacking one adds a die of a
// colour in its pool, a squadron does not, nor does an attack on another
// ship; a destroyed objective ship's card counts twice.
func TestMostWanted(t *testing.T) {
	s := objectiveGame(t, 50, MostWanted) // player 0 first: player 1 names them
	if s.ObjectiveShip(0) != 0 || s.ObjectiveShip(1) != 3 {
		t.Fatalf("objective ships %d and %d, want the ISD (0) and the first CR90 (3)", s.ObjectiveShip(0), s.ObjectiveShip(1))
	}
	r := sim.NewStream(2, 0)
	for _, tc := range []struct {
		name               string
		attacker, defender int
		added              int
	}{
		{"the ISD on the objective CR90", 0, 3, 1},
		{"the ISD on the other CR90", 0, 4, 0},
		{"a CR90 on the objective ISD", 4, 0, 1},
		{"an X-wing on the objective CR90", 1, 3, 0},
	} {
		a := Attack{Attacker: tc.attacker, Defender: tc.defender, State: s, N: 2}
		a.Pool[0], a.Pool[1] = Die{Colour: Red, Face: Hit}, Die{Colour: Red, Face: Blank}
		s.objectiveAttackEffects(&a, r)
		if a.N != 2+tc.added || tc.added == 1 && a.Pool[2].Colour != Red {
			t.Errorf("%s: %d dice (%v), want %d, the added one red", tc.name, a.N, a.Pool[:a.N], 2+tc.added)
		}
	}
	s.Units[3].Destroyed, s.Units[4].Destroyed = true, true
	s.scoreGame()
	if sc := s.Scores(); sc[0] != 3*44 {
		t.Errorf("player 0 destroyed the objective CR90 and the other: score %d, want %d (44 doubled + 44)", sc[0], 3*44)
	}
}

// TestOpeningSalvo checks Opening Salvo (rules notes battle §3.2): each
// ship's first attack on a ship adds 2 dice, red for the first player's,
// any colours (the engine's black) for the second's, and discards its
// token; an attack on a squadron keeps it; at the end each player adds
// half the cost, rounded up, of each damaged enemy ship in play.
func TestOpeningSalvo(t *testing.T) {
	s := objectiveGame(t, 50, OpeningSalvo) // player 0 first
	r := sim.NewStream(2, 0)
	for _, tc := range []struct {
		name               string
		attacker, defender int
		added              int
		colour             Colour
	}{
		{"a CR90 on an X-wing keeps its token", 3, 1, 0, 0},
		{"the first player's ISD adds 2 red", 0, 3, 2, Red},
		{"the ISD's second attack adds none", 0, 4, 0, 0},
		{"the second player's CR90 adds 2 black", 3, 0, 2, Black},
		{"an X-wing has no token", 1, 4, 0, 0},
	} {
		a := Attack{Attacker: tc.attacker, Defender: tc.defender, State: s, N: 1}
		a.Pool[0] = Die{Colour: Blue, Face: Hit}
		s.objectiveAttackEffects(&a, r)
		if a.N != 1+tc.added {
			t.Errorf("%s: %d dice, want %d", tc.name, a.N, 1+tc.added)
		}
		for i := 1; i < a.N; i++ {
			if a.Pool[i].Colour != tc.colour {
				t.Errorf("%s: added a %v die, want %v", tc.name, a.Pool[i].Colour, tc.colour)
			}
		}
	}
	s.Units[0].Cards, s.Units[3].Cards, s.Units[4].Cards, s.Units[4].Destroyed = 1, 2, 1, true
	s.scoreGame()
	if sc := s.Scores(); sc != [Players]int{44 + 22, 25} {
		t.Errorf("scores %v, want [66 25]: a CR90 destroyed (44), the other damaged (22); the damaged ISD (50) half", sc)
	}
}

// TestContestedOutpost checks Contested Outpost (rules notes battle
// §3.2): the standard obstacles without the station, which the second
// player places in the setup area beyond distance 1 of every obstacle and
// beyond distance 5 of both player edges; at the end of each round the
// strictly higher command total at distance 1 of it gains a victory token
// worth 20, a tie none.
func TestContestedOutpost(t *testing.T) {
	for seed := range uint64(50) {
		g := battleModel(50)
		g.Battle.Objective = ContestedOutpost
		s := NewState(g)
		s.Reset()
		s.setUp(sim.NewStream(seed, 0))
		p, ok := s.Outpost()
		if !ok || len(s.obstacles) != 5 || !s.outpostPlaceable(&p) {
			t.Fatalf("seed %d: outpost placed %v, %d other obstacles, placeable %v", seed, ok, len(s.obstacles), s.outpostPlaceable(&p))
		}
		for i := range s.obstacles {
			if s.obstacles[i].Kind == Station {
				t.Fatalf("seed %d: the standard station was placed too", seed)
			}
		}
	}
	s := objectiveGame(t, 50, ContestedOutpost)
	p, _ := s.Outpost()
	centre := plane.Vec{}
	for i := range p.N {
		centre = centre.Add(p.V[i].Scale(1 / float64(p.N)))
	}
	far := Placement{At: plane.Vec{X: 100, Y: 100}}
	near := func(dx float64) Placement { return Placement{At: centre.Add(plane.Vec{X: dx})} }
	for _, tc := range []struct {
		name      string
		isd, c1   Placement // the ISD (command 3) and a CR90 (command 1)
		want0, w1 int
	}{
		{"the ISD alone at distance 1", near(-130), far, 1, 0},
		{"the CR90 alone", far, near(90), 0, 1},
		{"both: 3 against 1", near(-130), near(90), 1, 0},
		{"neither", far, far, 0, 0},
	} {
		s.game.victoryTokens = [Players]int{}
		s.Units[0].At, s.Units[3].At, s.Units[4].At = tc.isd, tc.c1, far
		s.objectiveEndOfRound()
		if s.game.victoryTokens != [Players]int{tc.want0, tc.w1} {
			t.Errorf("%s: victory tokens %v, want [%d %d]", tc.name, s.game.victoryTokens, tc.want0, tc.w1)
		}
	}
	s.game.victoryTokens = [Players]int{1, 2}
	s.scoreGame()
	if sc := s.Scores(); sc != [Players]int{20, 40} {
		t.Errorf("scores %v, want [20 40]", sc)
	}
}

// TestFighterAmbush checks Fighter Ambush (rules notes battle §3.2): the
// second player's squadrons are placed after every other unit, beyond
// distance 5 of the first player's edge; a squadron's attack on a ship
// that deals a damage card gains a victory token worth 15, one that
// deals none (or a ship's attack) does not.
func TestFighterAmbush(t *testing.T) {
	for seed := range uint64(50) {
		g := battleModel(100) // player 1 first: the X-wings' player is second
		g.Battle.Objective = FighterAmbush
		var order []int
		g.Players[0] = func() Player { return Player{Deploy: recordDeploy{&order}} }
		g.Players[1] = g.Players[0]
		s := NewState(g)
		s.Reset()
		s.setUp(sim.NewStream(seed, 0))
		if len(order) != 5 || order[3] != 1 || order[4] != 2 {
			t.Fatalf("seed %d: deployed %v, want the X-wings (1, 2) last", seed, order)
		}
		if s.game.deployFailures != 0 {
			t.Fatalf("seed %d: %d units found no legal place", seed, s.game.deployFailures)
		}
		for _, u := range []int{1, 2} {
			if y := s.Units[u].At.At.Y; 914.4-y < 305 {
				t.Fatalf("seed %d: X-wing %d at y %.0f, within distance 5 of the first player's edge", seed, u, y)
			}
		}
	}
	s := objectiveGame(t, 100, FighterAmbush)
	r := sim.NewStream(3, 0)
	for _, tc := range []struct {
		name               string
		attacker, defender int
		cards              int8
		want               int
	}{
		{"an X-wing deals a card", 1, 3, 1, 1},
		{"an X-wing hits shields only", 1, 3, 0, 0},
		{"the ISD deals a card", 0, 3, 1, 0},
	} {
		s.game.victoryTokens = [Players]int{}
		s.Units[tc.defender].Cards = 0
		a := Attack{Attacker: tc.attacker, Defender: tc.defender, State: s, N: 1, Damage: 1}
		s.objectiveAttackEffects(&a, r)
		s.Units[tc.defender].Cards += tc.cards
		s.afterAttack(&a)
		if s.game.victoryTokens[0] != tc.want {
			t.Errorf("%s: %d victory tokens, want %d", tc.name, s.game.victoryTokens[0], tc.want)
		}
	}
}

// TestSolarCorona checks Solar Corona (rules notes battle §3.2): the
// first player deploys its whole fleet first and the second names a short
// edge the corona; a ship attacking from a hull zone with the corona in
// its arc discards an accuracy die, from another zone or as a squadron it
// keeps it.
func TestSolarCorona(t *testing.T) {
	g := battleModel(50) // player 0 first
	g.Battle.Objective = SolarCorona
	var order []int
	g.Players[0] = func() Player { return Player{Deploy: recordDeploy{&order}} }
	g.Players[1] = g.Players[0]
	s := NewState(g)
	s.Reset()
	s.setUp(sim.NewStream(1, 0))
	if want := []int{0, 1, 2, 3, 4}; len(order) != 5 || order[0] != 0 || order[2] != 2 || order[3] != 3 {
		t.Fatalf("deployed %v, want %v (the first player's whole fleet first)", order, want)
	}
	s.game.obj.corona = 0 // the edge at x = 0
	mid := g.Battle.Table.PlayArea.Y / 2
	for _, tc := range []struct {
		name     string
		attacker int
		at       Placement
		from     Zone
		keeps    bool
	}{
		{"front arc facing the corona", 0, Placement{At: plane.Vec{X: 900, Y: mid}, Heading: 270}, Front, false},
		{"front arc facing away", 0, Placement{At: plane.Vec{X: 900, Y: mid}, Heading: 90}, Front, true},
		{"rear arc facing the corona", 0, Placement{At: plane.Vec{X: 900, Y: mid}, Heading: 90}, Rear, false},
		{"side arc reaching the corona's end", 3, Placement{At: plane.Vec{X: 200, Y: 100}, Heading: 0}, Left, false},
		{"side arc away from it", 3, Placement{At: plane.Vec{X: 200, Y: 100}, Heading: 0}, Right, true},
		{"a squadron", 1, Placement{At: plane.Vec{X: 900, Y: mid}}, Front, true},
	} {
		s.Units[tc.attacker].At = tc.at
		a := Attack{Attacker: tc.attacker, Defender: 4, From: tc.from, State: s, N: 2}
		a.Pool[0], a.Pool[1] = Die{Colour: Blue, Face: Accuracy}, Die{Colour: Blue, Face: Hit}
		s.objectiveAttackEffects(&a, sim.NewStream(1, 0))
		if kept := a.Pool[0].Face == Accuracy; kept != tc.keeps || a.Pool[1].Face != Hit {
			t.Errorf("%s: pool %v, accuracy kept %v, want %v", tc.name, a.Pool[:a.N], kept, tc.keeps)
		}
	}
}

// TestAdvancedGunnery checks Advanced Gunnery (rules notes battle §3.2):
// each player names its own objective ship (by default its cheapest); the
// second player's may fire every attack from one hull zone, even at the
// same ship; the first player's may fire again from a used zone only at
// another target; other ships attack once from each zone; a destroyed
// objective ship's card counts twice.
func TestAdvancedGunnery(t *testing.T) {
	s := objectiveGame(t, 50, AdvancedGunnery) // player 0 first
	if s.ObjectiveShip(0) != 0 || s.ObjectiveShip(1) != 3 {
		t.Fatalf("objective ships %d and %d, want the ISD (0) and the first CR90 (3)", s.ObjectiveShip(0), s.ObjectiveShip(1))
	}
	far := Placement{At: plane.Vec{X: 100, Y: 850}}
	for _, tc := range []struct {
		name      string
		objective Objective
		attacker  int
		cr90s     int // CR90s in the ISD's front arc (the second one far away when 1)
		want      int
	}{
		{"the first player's objective ISD, two CR90s ahead", AdvancedGunnery, 0, 2, 2},
		{"the same without the objective", ObjectiveNone, 0, 2, 1},
		{"the first player's objective ISD, one CR90 ahead", AdvancedGunnery, 0, 1, 1},
		{"the second player's objective CR90 at the ISD", AdvancedGunnery, 3, 1, 2},
		{"the other CR90 at the ISD", AdvancedGunnery, 4, 2, 1},
	} {
		s.Reset()
		s.game.obj.played = tc.objective
		s.Units[0].At = Placement{At: plane.Vec{X: 900, Y: 300}}
		s.Units[1].At, s.Units[2].At = far, Placement{At: plane.Vec{X: 160, Y: 850}}
		s.Units[3].At = Placement{At: plane.Vec{X: 860, Y: 520}, Heading: 180}
		s.Units[4].At = Placement{At: plane.Vec{X: 940, Y: 520}, Heading: 180}
		if tc.cr90s == 1 {
			s.Units[4].At = Placement{At: plane.Vec{X: 1700, Y: 850}}
			if tc.attacker == 4 {
				s.Units[3].At = Placement{At: plane.Vec{X: 1700, Y: 850}}
			}
		}
		r := sim.NewStream(4, 0)
		s.CommandPhase(r)
		before := s.Attacks
		s.activateShip(tc.attacker, r)
		if got := s.Attacks - before; got != tc.want {
			t.Errorf("%s: %d attacks, want %d", tc.name, got, tc.want)
		}
	}
	s.Reset()
	s.game.obj.played = AdvancedGunnery
	s.Units[0].Destroyed = true
	s.scoreGame()
	if sc := s.Scores(); sc[1] != 100 {
		t.Errorf("the objective ISD (50) destroyed: score %d, want 100", sc[1])
	}
}

// TestPrecisionStrike checks Precision Strike (rules notes battle §3.2):
// after deployment each of the second player's ships gains a
// concentrate-fire token; a ship, or a Bomber squadron, attacking a ship
// spends a hit die to flip a facedown damage card faceup, and its player
// gains a victory token, worth 15, per card flipped or dealt faceup on the
// defender during that attack; a squadron without Bomber, an attack on a
// squadron, or cards dealt faceup on another ship gain none.
func TestPrecisionStrike(t *testing.T) {
	s := objectiveGame(t, 50, PrecisionStrike) // player 0 first
	for u, want := range []bool{false, false, false, true, true} {
		if got := s.Units[u].HasToken(ConcentrateFireCommand); got != want {
			t.Errorf("unit %d (%s) holds a concentrate-fire token: %v, want %v", u, s.Model.Units[u].ID, got, want)
		}
	}
	r := sim.NewStream(5, 0)
	for _, tc := range []struct {
		name               string
		attacker, defender int
		bomber             bool
		facedown           int8 // Crew Panic cards (which stay faceup) on the defender
		pool               []Face
		dealtFaceup        int // faceup cards the attack's damage deals the defender
		otherFaceup        int // faceup cards dealt the attacker (a salvo's)
		flipped            bool
		tokens             int
	}{
		{"the ISD flips a CR90's card", 0, 3, false, 1, []Face{Hit, Hit}, 0, 0, true, 1},
		{"flip and the standard critical's card", 0, 3, false, 1, []Face{Hit, Crit}, 1, 0, true, 2},
		{"no facedown card: only the dealt one", 0, 3, false, 0, []Face{Hit, Crit}, 1, 0, false, 1},
		{"no die with one hit", 0, 3, false, 1, []Face{HitCrit, Accuracy}, 0, 0, false, 0},
		{"a lethal pool keeps its dice", 0, 3, false, 1, []Face{HitHit, Hit}, 0, 0, false, 0},
		{"a salvo's card on the attacker counts not", 0, 3, false, 0, []Face{Blank}, 0, 1, false, 0},
		{"an X-wing without Bomber", 1, 3, false, 1, []Face{Hit, Hit}, 0, 0, false, 0},
		{"an X-wing with Bomber", 1, 3, true, 1, []Face{Hit, Hit}, 0, 0, true, 1},
		{"a CR90 on an X-wing", 3, 1, false, 0, []Face{Hit, Hit}, 0, 0, false, 0},
	} {
		s.game.victoryTokens = [Players]int{}
		if tc.bomber {
			s.Model.Units[tc.attacker].Profile.Keywords.Set |= 1 << KeywordBomber
		}
		def := &s.Units[tc.defender]
		def.Cards, def.Facedown, def.Faceup = tc.facedown, [cardKinds]uint8{CrewPanic: uint8(tc.facedown)}, [cardKinds]uint8{}
		a := Attack{Attacker: tc.attacker, Defender: tc.defender, State: s, N: len(tc.pool)}
		for i, f := range tc.pool {
			a.Pool[i] = Die{Colour: Black, Face: f}
		}
		s.objectiveAttackEffects(&a, r)
		for range tc.dealtFaceup {
			s.deal(tc.defender, true, r)
		}
		for range tc.otherFaceup {
			s.deal(tc.attacker, true, r)
		}
		s.afterAttack(&a)
		s.Model.Units[tc.attacker].Profile.Keywords.Set &^= 1 << KeywordBomber
		if flipped := def.Faceup[CrewPanic] == 1 && def.Facedown[CrewPanic] == 0; flipped != tc.flipped || flipped && a.Pool[0].Face != FaceNone {
			t.Errorf("%s: flipped %v (pool %v), want %v", tc.name, flipped, a.Pool[:a.N], tc.flipped)
		}
		if got := s.game.victoryTokens[s.Model.Units[tc.attacker].Player]; got != tc.tokens {
			t.Errorf("%s: %d victory tokens, want %d", tc.name, got, tc.tokens)
		}
		s.Reset()
		s.game.obj.played = PrecisionStrike
	}
	s.game.victoryTokens = [Players]int{2, 1}
	s.scoreGame()
	if sc := s.Scores(); sc != [Players]int{30, 15} {
		t.Errorf("scores %v, want [30 15]: victory tokens worth 15", sc)
	}
}
