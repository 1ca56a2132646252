package scenarios

import (
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
			s := dropfleet.NewState(g)
			start := map[string]dropfleet.Vec{}
			for _, sh := range g.Ships {
				start[sh.ID] = sh.Start.Pos
			}
			r := sim.NewStream(1, 0)
			for i := range g.Script {
				s.Activate(&g.Script[i].Activate, r)
			}
			for id, want := range tc.want {
				i := g.ShipIndex(id)
				if i < 0 {
					t.Fatalf("no ship %s", id)
				}
				if got := s.Ships[i].Pos.Dist(start[id]); got < want-1e-9 || got > want+1e-9 {
					t.Errorf("%s moved %v, want %v", id, got, want)
				}
			}
		})
	}
	src := strings.NewReplacer("COPIES", "1", "SHIPS", "[frig.1]", "MOVES", "{frig.4: {distance: 5}}", "FIRST", "frig.1").Replace(movesScenario)
	if _, err := compileDropfleet(src); err == nil || !strings.Contains(err.Error(), `no ship "frig.4" in battlegroup g`) {
		t.Errorf("a move for a ship that does not exist: %v", err)
	}
}

// compileDropfleet compiles a Dropfleet scenario from its text.
func compileDropfleet(src string) (*dropfleet.Game, error) {
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
	return c.Model.(*dropfleet.Game), nil
}
