package scenarios

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// movesScenario has a group of three frigates, in COPIES copies of their
// battlegroup, each ship given its own move.
const movesScenario = `name: m
title: moves
game: dropfleet
ships:
  frig: {scan: 6, sig: 4, thrust: 10, hull: 4, tonnage: L}
  foe: {scan: 6, sig: 4, thrust: 10, hull: 4, tonnage: L}
fleets:
  a: {battlegroups: [{name: g, type: pathfinder, copies: COPIES, offset: [0, -20], groups: [{ship: frig, count: 3, at: [0, 0], spacing: 2}]}]}
  b: {battlegroups: [{name: f, type: line, groups: [{ship: foe, at: [40, 40]}]}]}
script:
  - activate: {battlegroup: g, order: standard, ships: SHIPS, move: {distance: 5}, moves: MOVES}
measure:
  - {name: d, what: distance, of: foe, to: FIRST}
`

// TestMovesNameEveryShip checks issue 12 item 9: "moves: accepts every ship
// name a file can produce (e.g. frig.2 for the second ship of a group), so
// every ship can be given its own move" (scenarios/README.md, "Ship
// names": NAME.1, NAME.2, and copies' suffixes).
func TestMovesNameEveryShip(t *testing.T) {
	tests := []struct {
		name, copies, ships, moves string
		want                       map[string]float64 // ship → distance moved
	}{
		{"the second ship of a group", "1", "[frig.2]", "{frig.2: {distance: 8}}", map[string]float64{"frig.1": 5, "frig.2": 8, "frig.3": 5}},
		{"every ship its own move", "1", "[frig.1]", "{frig.1: {distance: 6}, frig.2: {distance: 7}, frig.3: {distance: 9}}", map[string]float64{"frig.1": 6, "frig.2": 7, "frig.3": 9}},
		{"in every copy of a copied battlegroup", "2", "[frig.3]", "{frig.3: {distance: 10}}", map[string]float64{"frig#1.3": 10, "frig#2.3": 10, "frig#1.1": 5, "frig#2.2": 5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			first := "frig.1"
			if tc.copies != "1" {
				first = "frig#1.1"
			}
			src := strings.NewReplacer("COPIES", tc.copies, "SHIPS", tc.ships, "MOVES", tc.moves, "FIRST", first).Replace(movesScenario)
			g, err := compileDropfleet(src)
			if err != nil {
				t.Fatal(err)
			}
			checkMoved(t, g, tc.want)
		})
	}
	src := strings.NewReplacer("COPIES", "1", "SHIPS", "[frig.1]", "MOVES", "{frig.4: {distance: 5}}", "FIRST", "frig.1").Replace(movesScenario)
	if _, err := compileDropfleet(src); err == nil || !strings.Contains(err.Error(), `no ship "frig.4" in battlegroup g`) {
		t.Errorf("a move for a ship that does not exist: %v", err)
	}
}

// checkMoved plays g's script of activations and checks how far each ship
// of want moved from its start.
func checkMoved(t *testing.T, g *dropfleet.Model, want map[string]float64) {
	t.Helper()
	s := dropfleet.NewState(g)
	r := sim.NewStream(1, 0)
	for i := range g.Script {
		s.Activate(&g.Script[i].Activate, r)
	}
	for id, w := range want {
		i := g.ShipIndex(id)
		if i < 0 {
			t.Fatalf("no ship %s", id)
		}
		if got := s.Ships[i].Pos.Dist(g.Ships[i].Start.Pos); math.Abs(got-w) > 1e-9 {
			t.Errorf("%s moved %v, want %v", id, got, w)
		}
	}
}

// compileDropfleet compiles a Dropfleet scenario from its text.
func compileDropfleet(src string) (*dropfleet.Model, error) {
	s, err := Parse("w.yaml", []byte(src))
	if err != nil {
		return nil, err
	}
	vals, err := s.Bind(nil)
	if err != nil {
		return nil, err
	}
	c, err := s.Compile(vals)
	if err != nil {
		return nil, err
	}
	return c.Model.(*dropfleet.Model), nil
}

// copiesScenario has a battlegroup in two copies, 20" apart: a group of
// three frigates and a lone scout, each copy activated by one script step.
const copiesScenario = `name: c
title: copies
game: dropfleet
ships:
  frig: {scan: 6, sig: 4, thrust: 10, hull: 4, tonnage: L}
  scout: {scan: 6, sig: 4, thrust: 10, hull: 4, tonnage: L}
  foe: {scan: 6, sig: 4, thrust: 10, hull: 4, tonnage: L}
fleets:
  a: {battlegroups: [{name: g, type: pathfinder, copies: 2, offset: [0, -20], groups: [{ship: frig, count: 3, at: [0, 0], spacing: 2}, {ship: scout, at: [-2, 0]}]}]}
  b: {battlegroups: [{name: f, type: line, groups: [{ship: foe, at: [40, 40]}]}]}
script:
  - activate: {battlegroup: BG, order: standard, ships: SHIPS, move: {distance: 5}, moves: MOVES}
measure:
  - {name: d, what: distance, of: foe, to: frig#1.1}
`

// TestMovesFullCopyNames checks issue 12 item 9 for copied battlegroups:
// "its ships: and moves: name ships as written (scout, frig.2), meaning
// that ship in every copy (the full name, frig#2.2, picks one copy's
// ship)" (scenarios/README.md, "Copies"). Every name a file can produce,
// as written or in full, in an activation of every copy (g) or of one
// (g#2), is accepted by both fields, and a full name's move is the one its
// ship makes.
func TestMovesFullCopyNames(t *testing.T) {
	tests := []struct {
		name, bg, ships, moves string
		want                   map[string]float64 // ship → distance moved
		takes                  []string           // the ships that take the special order
	}{
		{"a full name in an activation of every copy", "g", "[frig#2.1]", "{frig#2.1: {distance: 7}}",
			map[string]float64{"frig#2.1": 7, "frig#1.1": 5, "frig#2.2": 5, "scout#1": 5, "scout#2": 5}, []string{"frig#2.1"}},
		{"a full name in an activation of its copy", "g#2", "[frig#2.1]", "{frig#2.1: {distance: 9}}",
			map[string]float64{"frig#2.1": 9, "frig#2.2": 5, "frig#1.1": 0}, []string{"frig#2.1"}},
		{"a name as written in an activation of one copy", "g#2", "[frig.1]", "{frig.1: {distance: 9}}",
			map[string]float64{"frig#2.1": 9, "frig#2.2": 5, "frig#1.1": 0}, []string{"frig#2.1"}},
		{"the full name wins over the name as written in its copy", "g", "[frig.2]", "{frig.1: {distance: 6}, frig#2.1: {distance: 8}}",
			map[string]float64{"frig#1.1": 6, "frig#2.1": 8, "frig#1.2": 5}, []string{"frig#1.2", "frig#2.2"}},
		{"a lone ship's full name", "g", "[scout#1, frig#2.3]", "{scout#1: {distance: 6}, scout: {distance: 9}}",
			map[string]float64{"scout#1": 6, "scout#2": 9, "frig#1.1": 5}, []string{"scout#1", "frig#2.3"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.NewReplacer("BG", tc.bg, "SHIPS", tc.ships, "MOVES", tc.moves).Replace(copiesScenario)
			g, err := compileDropfleet(src)
			if err != nil {
				t.Fatal(err)
			}
			var takes []string
			for i := range g.Script {
				for _, o := range g.Script[i].Activate.Ships {
					if o.TakesSpecial {
						takes = append(takes, g.Ships[o.Ship].ID)
					}
				}
			}
			if !slices.Equal(takes, tc.takes) {
				t.Errorf("ships taking the special order: %v, want %v", takes, tc.takes)
			}
			checkMoved(t, g, tc.want)
		})
	}
	refused := []struct{ bg, ships, moves, want string }{
		{"g#1", "[frig.1]", "{frig#2.1: {distance: 7}}", `no ship "frig#2.1" in battlegroup g#1`},
		{"g#1", "[frig#2.1]", "{frig.1: {distance: 7}}", `no ship "frig#2.1" in battlegroup g#1`},
		{"g", "[frig.1]", "{frig#3.1: {distance: 7}}", `no ship "frig#3.1" in battlegroup g`},
		{"g", "[frig#3.1]", "{frig.1: {distance: 7}}", `no ship "frig#3.1" in battlegroup g`},
	}
	for _, tc := range refused {
		src := strings.NewReplacer("BG", tc.bg, "SHIPS", tc.ships, "MOVES", tc.moves).Replace(copiesScenario)
		if _, err := compileDropfleet(src); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("battlegroup %s, ships %s, moves %s: got %v, want %q", tc.bg, tc.ships, tc.moves, err, tc.want)
		}
	}
}

// TestBadActivations checks the errors of an activation: unknown ships,
// orders and targets, and orders the rules refuse.
func TestBadActivations(t *testing.T) {
	checkBadEdits(t, valid, []badEdit{
		{"unknown ship in ships:", "scan_target: ghost}", "scan_target: ghost, ships: [scot]}", 16, `script[0].activate.ships[0]: no ship "scot" in battlegroup scouts (did you mean scout?) (its ships: scout, scout#1, scout#2)`},
		{"moves with no value", "scan_target: ghost}", "scan_target: ghost, moves: }", 16, "script[0].activate.moves: expected a mapping, got nothing"},
		{"unknown order", "order: active-scan", "order: ramming-speed", 16, `script[0].activate.order: "ramming-speed" is neither an order (standard,`},
		{"unknown ship in script", "scan_target: ghost", "scan_target: gohst", 16, `scan_target: no ship or targeting policy "gohst" (did you mean ghost?)`},
		{"illegal order: Hull 3 scanner", "hull: 4, armour: 5", "hull: 3, armour: 5", 16, "ship scout#1: may not Active Scan: its starting Hull is 3"},
		{"illegal order: friendly target", "scan_target: ghost", "scan_target: scout#1", 16, "may not Active Scan scout#1, a friendly ship"},
	})
}
