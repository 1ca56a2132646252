package armada

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// tableGame places units on the table for the squadron tests.
func tableGame(units ...Unit) *State {
	return tableGameWith(testSquadrons{prey: TargetNearest}, units...)
}

// tableGameWith is tableGame with the squadrons of both players going by
// sq.
func tableGameWith(sq testSquadrons, units ...Unit) *State {
	g := &Model{Tool: DefaultTool(), Ruler: DefaultRuler(), Units: units,
		Players: testPlayers(&testAttacker{}, &testDefender{}, sq)}
	s := NewState(g)
	s.place(sim.NewStream(1, 0))
	return s
}

// tableShip is a small ship of player at (x, y) with squadron value 2.
func tableShip(id string, player int, x, y, heading float64) Unit {
	p := Profile{Name: id, Size: SmallShip, Hull: 8, Command: 2, SquadronValue: 2, Shields: [zones]int{2, 2, 2, 2},
		Battery: [zones]Dice{Front: {Red: 2}}, Speeds: SpeedChart{Max: MaxSpeed}}
	return Unit{ID: id, Player: player, Profile: p, Speed: 2, Placed: true, Start: Placement{plane.Vec{X: x, Y: y}, heading}}
}

// tableSquadron is a speed-3 squadron of player centred at (x, y), going
// for the nearest enemy of any kind.
func tableSquadron(id string, player int, x, y float64) Unit {
	p := Profile{Name: id, Squadron: true, Hull: 5, SquadronSpeed: 3, Battery: [zones]Dice{Front: {Blue: 1}}, AntiSquadron: Dice{Blue: 3}}
	return Unit{ID: id, Player: player, Profile: p, Placed: true, Start: Placement{At: plane.Vec{X: x, Y: y}}}
}

// testSquadrons is a scripted squadron policy.
type testSquadrons struct {
	prey Target
	hold bool
}

func (p testSquadrons) Prey(*State, int, *sim.Stream) Target { return p.prey }
func (p testSquadrons) Moves(*State, int, *sim.Stream) bool  { return !p.hold }

// fits reports whether squadron u may stand on base d: overlapping no ship
// and no other squadron on the table except those in lifted.
func (s *State) fits(u int, d Disc, lifted UnitSet) bool {
	return !d.overlapsAny(s.basesExcept(u, lifted))
}

// touches reports whether squadron i touches ship j's base without
// overlapping it.
func touches(s *State, i, j int) bool {
	b, _ := BasePolygon(s.Model.Units[j].Profile.Size, s.Units[j].At)
	_, d := b.Nearest(s.Units[i].At.At)
	return math.Abs(d-s.Model.squadronRadius()) < 1e-6
}

// TestMoveAside: "Si una nau acaba sobre una o més esquadres, acaba el
// moviment amb normalitat i el jugador que no s'està movent col·loca les
// esquadres superposades de manera que les seves bases toquin la nau"
// (seed 004), "never overlapping ships/squadrons" (rules notes §7).
func TestMoveAside(t *testing.T) {
	end := 2 * 68.4 // the ship's centre after a speed-2 maneuver straight ahead
	for _, tc := range []struct {
		name   string
		others []Unit
		moved  []int // the squadrons (unit indices) that must be moved aside
	}{
		{"one squadron under the ship's end", []Unit{tableSquadron("x", 1, 5, end)}, []int{1}},
		{"two squadrons under it", []Unit{tableSquadron("x", 1, 5, end), tableSquadron("y", 0, -5, end+20)}, []int{1, 2}},
		{"one beside it, not under", []Unit{tableSquadron("x", 1, 21.5+sqR, end)}, nil},
		{"the nearest place taken by a ship", []Unit{tableSquadron("x", 1, 10, end), tableShip("wall", 1, 21.5+2*sqR-5+21.5, end, 0)}, []int{1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tableGame(append([]Unit{tableShip("mover", 0, 0, 0, 0)}, tc.others...)...)
			before := make([]plane.Vec, len(s.Units))
			for i := range s.Units {
				before[i] = s.Units[i].At.At
			}
			s.Maneuver(0, s.Model.Tool, Course{Side: 1}, sim.NewStream(3, 0))
			s.moveAside(0, nil)
			if s.Units[0].SpeedUsed != 2 || s.Units[0].Overlapped {
				t.Errorf("the ship executed speed %d, overlapped %v: squadrons do not stop a ship", s.Units[0].SpeedUsed, s.Units[0].Overlapped)
			}
			for i := 1; i < len(s.Units); i++ {
				if !s.Model.Units[i].Profile.Squadron {
					continue
				}
				want := false
				for _, m := range tc.moved {
					want = want || m == i
				}
				if got := s.Units[i].MovedAside == 1; got != want {
					t.Errorf("%s moved aside %d times, want moved %v", s.Model.Units[i].ID, s.Units[i].MovedAside, want)
				}
				if want && !touches(s, i, 0) {
					t.Errorf("%s does not touch the ship after being moved aside", s.Model.Units[i].ID)
				}
				if !want && s.Units[i].At.At != before[i] {
					t.Errorf("%s was moved though the ship did not end on it", s.Model.Units[i].ID)
				}
				if !s.fits(i, s.Disc(i), nil) {
					t.Errorf("%s overlaps a unit at %+v", s.Model.Units[i].ID, s.Units[i].At.At)
				}
			}
		})
	}
}

// TestSquadronCommand: "Squadron: activate up to (squadron value) friendly
// squadrons at close–medium range of the ship, one at a time ... token:
// activate 1 such squadron" (rules notes §5); a dial and a token together
// add up; a squadron activates once a round.
func TestSquadronCommand(t *testing.T) {
	close1, close2 := 21.5+50+sqR, 21.5+100+sqR
	far := 21.5 + 200 + sqR // beyond medium range (187 mm)
	for _, tc := range []struct {
		name        string
		value       int
		dial, token bool
		squadrons   []float64 // x of each friendly squadron, abeam the ship
		activated   int
		tokenLeft   bool
	}{
		{"value 2, two in reach, one beyond", 2, true, false, []float64{close1, close2, far}, 2, false},
		{"value 1, the token adds one", 1, true, true, []float64{close1, close2}, 2, false},
		{"value 2 covers both: the token kept", 2, true, true, []float64{close1, close2}, 2, true},
		{"the token alone", 2, false, true, []float64{close1, close2}, 1, false},
		{"none in reach", 2, true, true, []float64{far}, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			units := []Unit{tableShip("carrier", 0, 0, 0, 0)}
			for i, x := range tc.squadrons {
				units = append(units, tableSquadron(string(rune('a'+i)), 0, x, 0))
			}
			s := tableGame(units...)
			s.Model.Units[0].Profile.SquadronValue = tc.value
			if tc.token {
				s.GainToken(0, SquadronCommand)
			}
			dial := CommandNone
			if tc.dial {
				dial = SquadronCommand
			}
			left := s.squadronCommand(0, dial, sim.NewStream(1, 0))
			if got := int(s.Units[0].SquadronsActivated); got != tc.activated {
				t.Errorf("%d squadrons activated, want %d", got, tc.activated)
			}
			if s.Units[0].HasToken(SquadronCommand) != tc.tokenLeft {
				t.Errorf("token left %v, want %v", !tc.tokenLeft, tc.tokenLeft)
			}
			if tc.activated > 0 && left != CommandNone {
				t.Errorf("the dial %v is still there after its squadrons activated", left)
			}
			for i := 1; i <= tc.activated; i++ { // nearest first
				if int(s.Units[i].ActivatedRound) != s.Round {
					t.Errorf("squadron %s (nearest first) was not activated", s.Model.Units[i].ID)
				}
			}
			if again := s.squadronsInReach(0); again != 0 && tc.activated == len(tc.squadrons) {
				t.Errorf("%d squadrons still to activate this round", again)
			}
		})
	}
}

// TestSquadronActivation checks fleetlab's squadron policy against the
// rules it plays by (rules notes §7, §8): a squadron at distance 1 of an
// enemy ship attacks; one further away closes on the nearest enemy ship,
// up to its speed, and attacks after moving only under a Squadron command;
// an engaged squadron attacks a squadron, not a ship, and does not move.
func TestSquadronActivation(t *testing.T) {
	for _, tc := range []struct {
		name     string
		units    []Unit
		both     bool
		attacks  int
		moved    bool
		defender int // the unit attacked, or -1
	}{
		{"at distance 1 of a ship: attacks", []Unit{tableSquadron("x", 0, 0, 35.5+40+sqR), tableShip("target", 1, 0, 0, 0)}, false, 1, false, 1},
		{"too far: moves, no attack in the Squadron Phase", []Unit{tableSquadron("x", 0, 0, 35.5+150+sqR), tableShip("target", 1, 0, 0, 0)}, false, 0, true, -1},
		{"too far: moves and attacks under a command", []Unit{tableSquadron("x", 0, 0, 35.5+150+sqR), tableShip("target", 1, 0, 0, 0)}, true, 1, true, 1},
		{"engaged: the squadron, not the ship", []Unit{tableSquadron("x", 0, 0, 35.5+40+sqR), tableShip("target", 1, 0, 0, 0), tableSquadron("y", 1, 60, 35.5+40+sqR)}, true, 1, false, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tableGame(tc.units...)
			from := s.Units[0].At.At
			s.activateSquadron(0, tc.both, sim.NewStream(5, 0))
			if s.Attacks != tc.attacks {
				t.Errorf("%d attacks, want %d", s.Attacks, tc.attacks)
			}
			if moved := s.Units[0].At.At != from; moved != tc.moved {
				t.Errorf("moved %v, want %v", moved, tc.moved)
			}
			if tc.moved {
				step := s.Units[0].At.At.Sub(from).Len()
				b, _ := BasePolygon(SmallShip, s.Units[1].At)
				_, gap := b.Nearest(s.Units[0].At.At)
				if step > s.Model.Ruler.Distance[2]+1e-9 || gap-sqR > s.Model.Ruler.Distance[0] {
					t.Errorf("moved %v mm (speed 3 allows %v), ends %v mm from the ship", step, s.Model.Ruler.Distance[2], gap-sqR)
				}
			}
			if s.Attacks > 0 && s.inFlight[0].Defender != tc.defender {
				t.Errorf("attacked unit %d, want %d", s.inFlight[0].Defender, tc.defender)
			}
			s.activateSquadron(0, tc.both, sim.NewStream(6, 0))
			if s.Attacks != tc.attacks {
				t.Error("a squadron activated twice in one round")
			}
		})
	}
}

// TestSquadronPhase: each side's squadrons activate once, two at a time,
// those a Squadron command activated this round skipped (rules notes §8).
func TestSquadronPhase(t *testing.T) {
	s := tableGame(tableShip("carrier", 0, 0, 0, 0),
		tableSquadron("a", 0, 300, 300), tableSquadron("b", 0, 400, 300), tableSquadron("c", 0, 500, 300),
		tableSquadron("d", 1, 300, 600))
	s.Units[2].ActivatedRound = int8(s.Round) // b: activated by a command already
	b := s.Units[2].At.At
	s.SquadronPhase(sim.NewStream(1, 0))
	for i := 1; i < len(s.Units); i++ {
		if int(s.Units[i].ActivatedRound) != s.Round {
			t.Errorf("squadron %s was not activated", s.Model.Units[i].ID)
		}
	}
	if s.Units[2].At.At != b {
		t.Error("a squadron activated by a command activated again in the Squadron Phase")
	}
}

// TestHeuristicSquadronDial: the simple command policy sets one Squadron
// dial when a friendly squadron is in reach of a ship with a squadron
// value, Concentrate Fire otherwise.
func TestHeuristicSquadronDial(t *testing.T) {
	for _, tc := range []struct {
		name  string
		x     float64 // the squadron, abeam
		value int
		want  [MaxCommand]Command
	}{
		{"a squadron in reach", 21.5 + 50 + sqR, 2, [MaxCommand]Command{SquadronCommand, ConcentrateFireCommand}},
		{"beyond medium range", 21.5 + 200 + sqR, 2, [MaxCommand]Command{ConcentrateFireCommand, ConcentrateFireCommand}},
		{"no squadron value", 21.5 + 50 + sqR, 0, [MaxCommand]Command{ConcentrateFireCommand, ConcentrateFireCommand}},
	} {
		s := tableGame(tableShip("carrier", 0, 0, 0, 0), tableSquadron("a", 0, tc.x, 0))
		s.Model.Units[0].CommandHeuristic = true
		s.Model.Units[0].Profile.SquadronValue = tc.value
		s.CommandPhase(nil)
		if got := s.Units[0].Dials; got != tc.want {
			t.Errorf("%s: dials %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestOffsetCurve checks the curve squadrons are moved aside along: every
// point touches the base, its length is the perimeter plus a circle, and
// the nearest point found for a place is the nearest of the curve's
// points, beside an edge, beyond a corner and inside the base.
func TestOffsetCurve(t *testing.T) {
	base := hull(t, MediumShip, 100, 50, 30).Base()
	c := newOffsetCurve(base, sqR)
	if want := 2*(63+102) + 2*math.Pi*sqR; math.Abs(c.length()-want) > 1e-9 {
		t.Errorf("length %v, want %v", c.length(), want)
	}
	for x := 0.0; x < c.length(); x += 7.3 {
		if _, d := base.Nearest(c.at(x)); math.Abs(d-sqR) > 1e-9 {
			t.Fatalf("the point at %v mm is %v mm from the base, want %v", x, d, sqR)
		}
	}
	for _, q := range []plane.Vec{{X: 100, Y: 150}, {X: 300, Y: 300}, {X: -80, Y: -100}, {X: 100, Y: 50}, {X: 110, Y: 60}, {X: 150, Y: 30}} {
		got := c.at(c.nearest(q)).Sub(q).Len()
		best := math.Inf(1)
		for x := 0.0; x < c.length(); x += 0.01 {
			best = min(best, c.at(x).Sub(q).Len())
		}
		if got > best+1e-3 {
			t.Errorf("nearest to %v: %v mm away, the curve comes within %v mm", q, got, best)
		}
	}
}

// TestSquadronDialKeptOrToken: a Squadron dial is kept when it can
// activate a squadron, and otherwise spent for a token (seed 004: "pots
// gastar aquest dial per col·locar la fitxa de comandament
// corresponent"): with no squadron in reach, or no squadron value.
func TestSquadronDialKeptOrToken(t *testing.T) {
	for _, tc := range []struct {
		name  string
		x     float64
		value int
		kept  bool
	}{
		{"a squadron in reach", 21.5 + 50 + sqR, 2, true},
		{"none in reach", 21.5 + 200 + sqR, 2, false},
		{"no squadron value", 21.5 + 50 + sqR, 0, false},
	} {
		s := tableGame(tableShip("carrier", 0, 0, 0, 0), tableSquadron("a", 0, tc.x, 0))
		s.Model.Units[0].Commands = []Command{SquadronCommand}
		s.Model.Units[0].Profile.SquadronValue = tc.value
		s.CommandPhase(nil)
		dial := s.Reveal(0, false, true, nil)
		if (dial == SquadronCommand) != tc.kept || s.Units[0].HasToken(SquadronCommand) == tc.kept {
			t.Errorf("%s: kept %v, token %v; want kept %v", tc.name, dial, s.Units[0].HasToken(SquadronCommand), tc.kept)
		}
	}
}

// TestSquadronPrey: with no target in reach, a squadron flies at the
// nearest enemy of the kind its policy prefers, at the nearest enemy of any
// kind when none of that kind is on the table, and not at all when it
// holds (rules notes §8: a squadron "may stay put").
func TestSquadronPrey(t *testing.T) {
	for _, tc := range []struct {
		name   string
		policy testSquadrons
		ship   bool      // an enemy ship on the table, 400 mm ahead
		toward plane.Vec // zero: it stays
	}{
		{"any: the squadron, nearer than the ship", testSquadrons{prey: TargetNearest}, true, plane.Vec{X: 300, Y: 0}},
		{"ships: the ship", testSquadrons{prey: TargetNearestShip}, true, plane.Vec{X: 0, Y: 400}},
		{"ships, with none on the table: the squadron", testSquadrons{prey: TargetNearestShip}, false, plane.Vec{X: 300, Y: 0}},
		{"squadrons: the squadron", testSquadrons{prey: TargetNearestSquadron}, true, plane.Vec{X: 300, Y: 0}},
		{"holding: stays", testSquadrons{prey: TargetNearest, hold: true}, true, plane.Vec{}},
	} {
		units := []Unit{tableSquadron("x", 0, 0, 0), tableSquadron("y", 1, 300, 0)}
		if tc.ship {
			units = append(units, tableShip("target", 1, 0, 400, 90))
		}
		s := tableGameWith(tc.policy, units...)
		s.activateSquadron(0, false, sim.NewStream(1, 0))
		moved := s.Units[0].At.At
		if tc.toward == (plane.Vec{}) {
			if moved != (plane.Vec{}) {
				t.Errorf("%s: moved to %+v", tc.name, moved)
			}
			continue
		}
		if moved.Len() < 100 || math.Abs(moved.Scale(1/moved.Len()).Dot(tc.toward.Scale(1/tc.toward.Len()))-1) > 1e-9 {
			t.Errorf("%s: moved to %+v, want toward %+v", tc.name, moved, tc.toward)
		}
	}
}

// TestAdditionalSquadronTargets: "Declare additional squadron target —
// only if a ship attacked a squadron: it may pick another enemy squadron in
// the same arc and range (new LOS check) and repeat steps 2–6; each
// squadron once per attack" (rules notes §3). A ship's front zone attacks
// one of two squadrons ahead, then the other; a squadron abeam, outside the
// front arc, is left alone; an attack at a ship declares no more.
func TestAdditionalSquadronTargets(t *testing.T) {
	ship := tableShip("gun", 0, 0, 0, 0)
	ship.Profile.AntiSquadron = Dice{Blue: 2}
	s := tableGame(ship, tableSquadron("a", 1, 0, 120), tableSquadron("b", 1, 40, 150), tableSquadron("abeam", 1, 150, 0))
	r := sim.NewStream(1, 0)
	s.fire(&Attack{Attacker: 0, Defender: 1, From: Front, Measured: true}, r)
	if s.Attacks != 2 || s.NoTarget != 0 {
		t.Errorf("%d attacks (%d without a target), want 2: the named squadron, then the other in the front arc", s.Attacks, s.NoTarget)
	}
	if s.inFlight[0].Defender != 2 {
		t.Errorf("the additional attack went to unit %d, want 2", s.inFlight[0].Defender)
	}
	s = tableGame(ship, tableShip("target", 1, 0, 250, 90), tableSquadron("a", 1, 0, 120))
	s.fire(&Attack{Attacker: 0, Defender: 1, From: Front, Measured: true, NearestZone: true}, r)
	if s.Attacks != 1 {
		t.Errorf("an attack at a ship made %d attacks, want 1", s.Attacks)
	}
	s = tableGame(ship, tableSquadron("a", 1, 0, 120), tableSquadron("b", 1, 40, 150))
	if n := testing.AllocsPerRun(100, func() {
		s.Reset()
		s.place(r)
		s.fire(&Attack{Attacker: 0, Defender: 1, From: Front, Measured: true}, r)
	}); n != 0 {
		t.Errorf("an attack with additional squadron targets allocates %v times", n)
	}
}

// TestChooseZone: with from: best, an activation's attack comes from the
// hull zone, not yet attacked from, whose legal attack gathers the most
// expected damage (rules notes §3: "up to 2 attacks per activation, each
// from a different hull zone"); with none legal, from the first zone free,
// and the attack has no target.
func TestChooseZone(t *testing.T) {
	gun := tableShip("gun", 0, 0, 0, 0)
	gun.Profile.Battery = [zones]Dice{Front: {Red: 2}, Right: {Red: 3, Blue: 2}, Left: {Red: 1}, Rear: {Red: 1}}
	for _, tc := range []struct {
		name  string
		used  uint8
		want  Zone
		legal bool
	}{
		{"the broadside: right", 0, Right, true},
		{"right taken: front", 1 << Right, Front, true},
		{"front and right taken: left has nothing in arc and range", 1<<Right | 1<<Front, Left, false},
	} {
		s := tableGame(gun, tableShip("ahead", 1, 0, 200, 90), tableShip("abeam", 1, 150, 0, 0))
		a := Attack{Attacker: 0, Measured: true, NearestZone: true, Target: TargetNearestShip, BestZone: true, State: s}
		if legal := s.chooseZone(&a, tc.used, nil); a.From != tc.want || legal != tc.legal {
			t.Errorf("%s: from %v (legal %v), want %v (%v)", tc.name, a.From, legal, tc.want, tc.legal)
		}
	}
	// two attacks from the best zones of one activation: different zones
	s := tableGame(gun, tableShip("ahead", 1, 0, 200, 90), tableShip("abeam", 1, 150, 0, 0))
	best := Attack{Attacker: 0, Measured: true, NearestZone: true, Target: TargetNearestShip, BestZone: true}
	s.Model.Script = []Step{{Kind: StepAttack, Activation: true, Unit: 0, Attacks: []Attack{best, best}}}
	s.playSteps(s.Model.Script, sim.NewStream(1, 0))
	if s.Attacks != 2 || s.NoTarget != 0 || s.inFlight[0].From != Front {
		t.Errorf("%d attacks, %d without target, the second from %v; want 2, 0, front (after right)", s.Attacks, s.NoTarget, s.inFlight[0].From)
	}
}
