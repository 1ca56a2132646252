package dropfleet

import (
	"slices"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// classGame is a Take & Hold battle whose fleet a has two classes over two
// battlegroups: bulk (ships 0, 1 and 3) and drop (ship 2); fleet b one drop
// (ship 4). Every ship is on the table in Low Orbit at [24, 20]; a Large
// Solid Object 2" across stands at [24, 25].
func classGame() (*Model, *State) {
	g := &Model{Battle: NewTakeAndHold()}
	g.Battle.SolidObjects = []SolidObject{{Centre: plane.Vec{X: 24, Y: 25}, Diameter: 2}}
	bulk := Profile{Name: "bulk", Scan: 6, Sig: 6, Thrust: 10, Hull: 8, Armour: 4, Tonnage: Medium, Points: 100}
	drop := Profile{Name: "drop", Scan: 6, Sig: 6, Thrust: 10, Hull: 8, Armour: 4, Tonnage: Medium, Points: 90, Atmospheric: true}
	at := ShipState{Layer: LowOrbit, Pos: plane.Vec{X: 24, Y: 20}}
	g.AddFleet("a", 2)
	line := g.AddBattlegroup(0, "a-line", Line)
	g.AddGroup(line, "a-bulk", bulk, 2, at)
	g.AddGroup(line, "a-drop", drop, 1, at)
	van := g.AddBattlegroup(0, "a-van", Vanguard)
	g.AddGroup(van, "a-bulk-2", bulk, 1, at)
	g.AddFleet("b", 2)
	g.AddGroup(g.AddBattlegroup(1, "b-line", Line), "b-drop", drop, 1, at)
	s := NewState(g)
	for bg := range s.entered {
		s.entered[bg] = true
	}
	return g, s
}

// TestFleetClasses: a fleet's classes come once each, in the order its
// ships first have them, with every ship of the class whatever its group
// or battlegroup.
func TestFleetClasses(t *testing.T) {
	g, _ := classGame()
	got := g.FleetClasses(0)
	if len(got) != 2 || got[0].Name != "bulk" || !slices.Equal(got[0].Ships, []int{0, 1, 3}) ||
		got[1].Name != "drop" || !slices.Equal(got[1].Ships, []int{2}) {
		t.Errorf("fleet a's classes = %+v, want bulk [0 1 3], drop [2]", got)
	}
	if got := g.FleetClasses(1); len(got) != 1 || got[0].Name != "drop" || !slices.Equal(got[0].Ships, []int{4}) {
		t.Errorf("fleet b's classes = %+v, want drop [4]", got)
	}
}

// TestShipsLostOfClass: a ship of a class is lost however it leaves play
// (battle notes §2.4 orbital decay, §4.3 ships removed from play: a Large
// Solid Object, The Anomaly's "D", the table's edge under U-X3's
// alternative; weapons and Catastrophic explosions
// leave it at 0 Hull), as ShipsLost counts it; its class counts it, the
// other class does not, and the classes add up to ShipsLost.
func TestShipsLostOfClass(t *testing.T) {
	for _, tc := range []struct {
		name       string
		lose       func(s *State)
		bulk, drop int
	}{
		{"none lost", func(*State) {}, 0, 0},
		{"§2.3 weapons or an explosion: Hull 0", func(s *State) { s.Ships[3].Hull = 0 }, 1, 0},
		{"§2.4 orbital decay into the Atmosphere", func(s *State) {
			s.Ships[1].Cripples = CrippleDecay
			s.orbitalDecay()
		}, 1, 0},
		{"§2.4 an Atmospheric ship decaying is not lost", func(s *State) {
			s.Ships[2].Cripples = CrippleDecay
			s.orbitalDecay()
		}, 0, 0},
		{"§4.3 a move over a Large Solid Object", func(s *State) {
			s.Ships[2].Pos = plane.Vec{X: 24, Y: 30}
			s.solidMoved(2, plane.Vec{X: 24, Y: 20}, plane.Vec{X: 24, Y: 25})
		}, 0, 1},
		{"§4.3 off the table under U-X3's leave-destroyed", func(s *State) {
			s.Model.Rules.LeaveTable = true
			s.Ships[0].Pos = plane.Vec{X: 24, Y: -2}
			s.tableMoved(0, plane.Vec{X: 24, Y: 8}, 180, Movement{Distance: 10}, sim.NewStream(1, 0))
		}, 1, 0},
		{"§3.3 The Anomaly's D", func(s *State) { s.removeByAnomaly(0, 0) }, 1, 0},
		{"two of one class, one of the other", func(s *State) {
			s.Ships[0].Hull, s.Ships[3].Hull, s.Ships[2].Hull = 0, -2, 0
		}, 2, 1},
		{"the enemy's losses are not the fleet's", func(s *State) { s.Ships[4].Hull = 0 }, 0, 0},
	} {
		g, s := classGame()
		tc.lose(s)
		classes := g.FleetClasses(0)
		bulk, drop := s.ShipsLostOf(classes[0].Ships), s.ShipsLostOf(classes[1].Ships)
		if bulk != tc.bulk || drop != tc.drop {
			t.Errorf("%s: bulk %d, drop %d lost; want %d, %d", tc.name, bulk, drop, tc.bulk, tc.drop)
		}
		if lost := s.ShipsLost(0); bulk+drop != lost {
			t.Errorf("%s: the classes lost %d ships, ShipsLost %d", tc.name, bulk+drop, lost)
		}
	}
}

// TestClassAndTurnsProbes: the probes of ShipsLostOfClass and TurnsPlayed
// record what the state says.
func TestClassAndTurnsProbes(t *testing.T) {
	g, s := classGame()
	g.Probes = []Probe{
		{Name: "a_lost_bulk", What: ShipsLostOfClass, Fleet: 0, ClassShips: g.FleetClasses(0)[0].Ships},
		{Name: "turns", What: TurnsPlayed},
	}
	s.Ships[1].Hull, s.Ships[3].Hull, s.Turn = 0, 0, 6
	tally := sim.NewCapture(g.Metrics())
	for i := range g.Probes {
		g.Probes[i].Record(s, i, tally)
	}
	if tally.Value(0) != 2 || tally.Value(1) != 6 {
		t.Errorf("recorded %v bulk ships lost and %v turns, want 2 and 6", tally.Value(0), tally.Value(1))
	}
	for _, q := range []Quantity{ShipsLostOfClass, TurnsPlayed} {
		if !q.Battle() {
			t.Errorf("%s is not measured of a whole game", q)
		}
	}
}
