package dropfleet

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestMovementByOrder checks each order's turning and movement rules of
// seed 003 for a ship of Thrust 10.
func TestMovementByOrder(t *testing.T) {
	tests := []struct {
		order Order
		m     Movement
		want  string // "" for legal, else part of the error
	}{
		// Standard: "may turn by up to 45 degrees at the beginning ... then must move between half and full"
		{Standard, Movement{Turn: 45, Distance: 5}, ""},
		{Standard, Movement{Turn: -45, Distance: 10}, ""},
		{Standard, Movement{Distance: 4.9}, "must move from 5\" to 10\""},
		{Standard, Movement{Distance: 10.1}, "must move from 5\" to 10\""},
		{Standard, Movement{Turn: 46, Distance: 6}, "a turn is up to 45°"},
		{Standard, Movement{Distance: 6, TurnEnd: 20}, "only at the start"},
		// Weapons Free: "may not turn, but must move between half and full"
		{WeaponsFree, Movement{Distance: 7}, ""},
		{WeaponsFree, Movement{Turn: 10, Distance: 7}, "may not turn"},
		// Station Keeping: "from none to half ... turn by up to 45 degrees at the beginning or end"
		{StationKeeping, Movement{}, ""},
		{StationKeeping, Movement{Distance: 5, TurnEnd: -45}, ""},
		{StationKeeping, Movement{Turn: 45, Distance: 2}, ""},
		{StationKeeping, Movement{Turn: 10, TurnEnd: 10}, "at the start or the end"},
		{StationKeeping, Movement{Distance: 5.5}, "must move from 0\" to 5\""},
		// Course Change: "between half and full ... may turn up to 45 degrees twice at any point"
		{CourseChange, Movement{Turn: 45, Distance: 3, ThenTurn: 45, ThenDistance: 4}, ""},
		{CourseChange, Movement{Distance: 3, ThenTurn: -30, ThenDistance: 4, TurnEnd: 20}, ""},
		{CourseChange, Movement{Turn: 10, Distance: 3, ThenTurn: 10, ThenDistance: 4, TurnEnd: 10}, "at most twice"},
		{CourseChange, Movement{Distance: 3, ThenDistance: 1}, "must move from 5\""},
		// Max Thrust: "turn up to 45 degrees at the beginning ... between its full and double"
		{MaxThrust, Movement{Turn: 30, Distance: 20}, ""},
		{MaxThrust, Movement{Distance: 9}, "must move from 10\" to 20\""},
		{MaxThrust, Movement{Distance: 12, TurnEnd: 5}, "only at the start"},
		// Silent Running and Active Scan: "may not turn, and must move between half and full"
		{SilentRunning, Movement{Distance: 5}, ""},
		{SilentRunning, Movement{Turn: 1, Distance: 5}, "may not turn"},
		{ActiveScan, Movement{Distance: 10}, ""},
		{ActiveScan, Movement{Distance: 4}, "must move from 5\""},
		// legs without a partway turn are Course Change's alone
		{Standard, Movement{Distance: 3, ThenDistance: 3}, "two legs"},
		{Standard, Movement{Distance: -1}, "negative"},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%v %+v", tc.order, tc.m), func(t *testing.T) {
			err := CheckMovement(tc.m, tc.order, 10)
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("legal move refused: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// TestAtmosphereThrust checks rules notes §6: "in Atmosphere Thrust is 2"".
func TestAtmosphereThrust(t *testing.T) {
	g := twoFleets()
	s := NewState(g)
	if th := s.Thrust(ship(t, g, "flyer")); th != AtmosphereThrust {
		t.Errorf("Thrust in the Atmosphere %d, want 2", th)
	}
}

// TestMoveGeometry checks that a ship moves straight ahead along its
// heading and turns where the movement says (headings are compass
// bearings, clockwise from +Y).
func TestMoveGeometry(t *testing.T) {
	g := twoFleets()
	s := NewState(g)
	i := ship(t, g, "a")
	s.Ships[i].Pos, s.Ships[i].Heading = plane.Vec{}, 0
	s.move(i, Movement{Turn: 90, Distance: 5, ThenTurn: -90, ThenDistance: 3, TurnEnd: 45})
	sh := s.Ships[i]
	if math.Abs(sh.Pos.X-5) > 1e-9 || math.Abs(sh.Pos.Y-3) > 1e-9 || sh.Heading != 45 {
		t.Errorf("after turn 90, 5\", turn -90, 3\", turn 45: at %+v heading %v; want (5, 3) heading 45", sh.Pos, sh.Heading)
	}
	if b := Bearing(plane.Vec{}, plane.Vec{X: -1, Y: 0}); b != 270 {
		t.Errorf("bearing west = %v, want 270", b)
	}
	if r := Relative(350, 10); r != 20 {
		t.Errorf("Relative(350, 10) = %v, want 20", r)
	}
}

// TestArcs checks the firing arcs of rules notes §2 at their boundaries:
// 90° arcs, the narrow front arc 22°, arc lines belonging to the arc.
func TestArcs(t *testing.T) {
	tests := []struct {
		arc Arc
		rel float64
		in  bool
	}{
		{FrontArc, 0, true}, {FrontArc, 45, true}, {FrontArc, -45, true}, {FrontArc, 45.01, false},
		{NarrowFrontArc, 11, true}, {NarrowFrontArc, -11, true}, {NarrowFrontArc, 11.01, false},
		{LeftArc, -90, true}, {LeftArc, -45, true}, {LeftArc, -135, true}, {LeftArc, 90, false}, {LeftArc, -30, false},
		{RightArc, 90, true}, {RightArc, 45, true}, {RightArc, 135, true}, {RightArc, -90, false},
		{SideArc, 90, true}, {SideArc, -90, true}, {SideArc, 0, false}, {SideArc, 180, false},
		{RearArc, 180, true}, {RearArc, -135, true}, {RearArc, 135, true}, {RearArc, 134.9, false},
	}
	for _, tc := range tests {
		if got := tc.arc.Contains(tc.rel); got != tc.in {
			t.Errorf("%v contains %v° = %v, want %v", tc.arc, tc.rel, got, tc.in)
		}
	}
	for _, a := range []Arc{FrontArc, NarrowFrontArc, SideArc, LeftArc, RightArc, RearArc} {
		if back, err := ParseArc(a.String()); err != nil || back != a {
			t.Errorf("ParseArc(%q) = %v, %v", a.String(), back, err)
		}
	}
}

// sightGame has a firer at the origin heading north with a front-arc gun
// and a Close Action gun, and an enemy straight ahead.
func sightGame(dist float64, targetState ShipState) (*State, int, int) {
	g := &Model{}
	a, b := g.AddFleet("a", 1), g.AddFleet("b", 1)
	gun := Weapon{Name: "gun", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc}
	ca := Weapon{Name: "flak", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc, CloseAction: true}
	firer := Profile{Name: "f", Scan: 12, Sig: 4, Thrust: 10, Hull: 6, Tonnage: Medium, Weapons: []Weapon{gun, ca}, Atmospheric: true}
	target := Profile{Name: "t", Scan: 6, Sig: 6, Thrust: 10, Hull: 6, Tonnage: Medium, Atmospheric: true}
	g.AddGroup(g.AddBattlegroup(a, "fa", Line), "f", firer, 1, ShipState{})
	targetState.Pos = plane.Vec{Y: dist}
	g.AddGroup(g.AddBattlegroup(b, "fb", Line), "t", target, 1, targetState)
	s := NewState(g)
	return s, 0, 1
}

// TestTargetingRangeBoundary checks rules notes §1: a weapon may fire when
// the distance is within Scan + Signature, the boundary included; Close
// Action and the Atmosphere use the Scan alone; spikes add 6" and 12";
// a Silent Runner's Signature is 0.
func TestTargetingRangeBoundary(t *testing.T) {
	gun := func(s *State) *Weapon { return &s.Model.Ships[0].Profile.Weapons[0] }
	ca := func(s *State) *Weapon { return &s.Model.Ships[0].Profile.Weapons[1] }
	tests := []struct {
		name   string
		dist   float64
		state  ShipState
		weapon func(*State) *Weapon
		can    bool
	}{
		{"exactly Scan + Signature", 18, ShipState{}, gun, true},
		{"just beyond", 18.001, ShipState{}, gun, false},
		{"Minor Spike adds 6\"", 24, ShipState{Spike: MinorSpike}, gun, true},
		{"Major Spike adds 12\"", 30, ShipState{Spike: MajorSpike}, gun, true},
		{"Major Spike, just beyond", 30.01, ShipState{Spike: MajorSpike}, gun, false},
		{"Silent Runner: Scan alone", 12, ShipState{Silent: true}, gun, true},
		{"Silent Runner, beyond Scan", 12.5, ShipState{Silent: true}, gun, false},
		{"Close Action: Scan alone", 12, ShipState{}, ca, true},
		{"Close Action, beyond Scan", 13, ShipState{}, ca, false},
		{"target in the Atmosphere: Scan alone", 13, ShipState{Layer: Atmosphere}, gun, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, f, tg := sightGame(tc.dist, tc.state)
			if got := s.CanTarget(f, tc.weapon(s), tg); got != tc.can {
				t.Errorf("CanTarget at %v\" = %v, want %v (range %v)", tc.dist, got, tc.can, s.TargetingRange(f, tg, tc.weapon(s).CloseAction))
			}
		})
	}
	s, f, tg := sightGame(10, ShipState{})
	s.Ships[f].Heading = 180 // facing away: the target is behind, outside the front arc
	if s.CanTarget(f, gun(s), tg) {
		t.Error("fired at a target outside the arc")
	}
	if !s.Detected(tg) {
		t.Error("a target within Scan + Signature is detected whatever the arcs")
	}
}

// TestCoherency checks rules notes §3: 3" for Hull 6 or less, 6" for Hull
// 7 or more, centre to centre, "the whole group must form one chain"; and
// FAQ261: "Ships in the same group may not claim coherency unless the every
// ship in the group is in coherency (and so may not split off into smaller
// parts and still do special orders)": a chain broken anywhere puts every
// ship out, with no largest chain. Destroyed ships never bridge a chain;
// Open ships ignore group coherency.
func TestCoherency(t *testing.T) {
	tests := []struct {
		name      string
		hull      int
		xs        []float64
		destroyed []int
		open      bool
		in        bool
	}{
		{"a chain of 3\" links", 4, []float64{0, 3, 6}, nil, false, true},
		{"a chain in any order", 4, []float64{6, 0, 3}, nil, false, true},
		{"a link of 3.1\" breaks it", 4, []float64{0, 3, 6.1}, nil, false, false},
		{"Hull 7 groups reach 6\"", 8, []float64{0, 6, 12}, nil, false, true},
		{"Hull 7, a 6.5\" gap", 8, []float64{0, 6.5}, nil, false, false},
		{"a larger chain and a straggler: no largest chain wins", 4, []float64{0, 10, 12}, nil, false, false},
		{"two pairs", 4, []float64{0, 2, 10, 12}, nil, false, false},
		{"a destroyed ship does not bridge", 4, []float64{0, 3, 6}, []int{1}, false, false},
		{"a destroyed straggler is not in the group", 4, []float64{0, 3, 20}, []int{2}, false, true},
		{"Open ships ignore group coherency", 4, []float64{0, 10, 20}, nil, true, true},
		{"a single ship", 4, []float64{0}, nil, false, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := &Model{}
			f := g.AddFleet("a", 1)
			g.AddGroup(g.AddBattlegroup(f, "bg", Line), "s", Profile{Name: "s", Hull: tc.hull, Thrust: 10, Tonnage: Medium, Open: tc.open}, len(tc.xs), ShipState{})
			s := NewState(g)
			for i, x := range tc.xs {
				s.Ships[i].Pos = plane.Vec{X: x}
			}
			for _, d := range tc.destroyed {
				s.Ships[d].Hull = 0
			}
			for i := range tc.xs {
				if s.Ships[i].Hull <= 0 {
					continue
				}
				if got := s.InCoherency(i); got != tc.in {
					t.Errorf("ship %d at x=%v: in coherency %v, want %v", i, tc.xs[i], got, tc.in)
				}
			}
		})
	}
}

// TestOutOfCoherencyTakesStandard checks seed 003: "Ships outside their
// group cohesion range can only use standard orders." A fixed order is
// refused when the file is loaded; during a trial the ship takes Standard
// Orders and the refusal is counted.
func TestOutOfCoherencyTakesStandard(t *testing.T) {
	g := &Model{}
	f := g.AddFleet("a", 1)
	g.AddFleet("b", 1)
	bg := g.AddBattlegroup(f, "bg", Line)
	g.AddGroup(bg, "s", Profile{Name: "s", Hull: 4, Thrust: 10, Tonnage: Medium}, 2, ShipState{})
	g.Ships[1].Start.Pos = plane.Vec{X: 10}
	if _, err := g.NewActivation(bg, WeaponsFree, nil, -1); err == nil || !strings.Contains(err.Error(), "out of coherency") {
		t.Fatalf("fixed Weapons Free for a ship out of coherency: %v", err)
	}
	g.Ships[1].Start.Pos = plane.Vec{X: 2}
	a, err := g.NewActivation(bg, WeaponsFree, nil, -1)
	if err != nil {
		t.Fatal(err)
	}
	s := NewState(g)
	s.Ships[1].Pos = plane.Vec{X: 10} // drifted away during the trial: the whole group is out
	s.Activate(&a, sim.NewStream(1, 0))
	if s.Ships[0].Order != Standard || s.Ships[1].Order != Standard || s.Illegal != 2 {
		t.Errorf("orders %v and %v, refusals %d; want Standard, Standard, 2", s.Ships[0].Order, s.Ships[1].Order, s.Illegal)
	}
}

// TestTurnMoveThenFire checks seed 003: "Generally a ship may turn, then
// move, then fire its weapons": a target out of range before the move and
// in range after it is a legal target.
func TestTurnMoveThenFire(t *testing.T) {
	s, f, tg := sightGame(25, ShipState{}) // range 12 + 6 = 18
	g := s.Model
	a, err := g.NewActivation(g.Ships[f].Battlegroup, Standard, nil, -1)
	if err != nil {
		t.Fatal(err)
	}
	a.Ships[0].Target = tg
	a.Ships[0].Player = scripted(s, Player{Move: fixedMover{Movement{Distance: 10}}})
	s.Activate(&a, sim.NewStream(1, 0))
	if !s.HadTarget[f] {
		t.Error("a target brought into range by the move was not a legal target")
	}
}

type fixedMover struct{ m Movement }

func (f fixedMover) Move(*State, int, Order, *sim.Stream) Movement { return f.m }

// TestIllegalMoveIsCounted checks that a policy's move that breaks its
// order's rules is refused, counted, and replaced by the least move.
func TestIllegalMoveIsCounted(t *testing.T) {
	s, f, _ := sightGame(40, ShipState{})
	g := s.Model
	a, _ := g.NewActivation(g.Ships[f].Battlegroup, WeaponsFree, nil, -1)
	a.Ships[0].Player = scripted(s, Player{Move: fixedMover{Movement{Turn: 30, Distance: 8}}}) // Weapons Free may not turn
	s.Activate(&a, sim.NewStream(1, 0))
	if s.Illegal != 1 || s.Ships[f].Heading != 0 || s.Ships[f].Pos.Y != 5 {
		t.Errorf("refusals %d, heading %v, at %+v; want 1, 0, (0, 5)", s.Illegal, s.Ships[f].Heading, s.Ships[f].Pos)
	}
}

// TestSilentSpikeSwitch checks both readings of a spike on a Silent
// Runner (rules notes §1, FAQ261; the seed's "until the start of its next
// activation").
func TestSilentSpikeSwitch(t *testing.T) {
	for _, tc := range []struct {
		rule   SilentSpike
		silent bool
		spike  Spike
		sig    int
	}{
		{SilentSpikeFAQ, false, NoSpike, 6},       // out of Silent Running, no spike
		{SilentSpikeLiteral, true, MinorSpike, 0}, // spiked, but Signature 0 until its next activation
	} {
		s, _, tg := sightGame(20, ShipState{Silent: true})
		s.Model.Rules.SilentSpike = tc.rule
		s.AddSpike(tg, MinorSpike)
		if s.Ships[tg].Silent != tc.silent || s.Ships[tg].Spike != tc.spike || s.Signature(tg) != tc.sig {
			t.Errorf("%v: silent %v spike %v Signature %d; want %v %v %d", tc.rule, s.Ships[tg].Silent, s.Ships[tg].Spike, s.Signature(tg), tc.silent, tc.spike, tc.sig)
		}
	}
}

func TestNormalize(t *testing.T) {
	for _, tc := range [][2]float64{{0, 0}, {359.5, 359.5}, {360, 0}, {725, 5}, {-90, 270}, {-360, 0}, {-1e-18, 0}, {-725, 355}, {1080, 0}} {
		if got := Normalize(tc[0]); got != tc[1] || got < 0 || got >= 360 {
			t.Errorf("Normalize(%v) = %v, want %v", tc[0], got, tc[1])
		}
	}
}
