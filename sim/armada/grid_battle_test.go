package armada

import (
	"fmt"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// gridBattleModel is battleModel with each fleet grown by squadrons and a
// CR90, so that it has at least gridMinUnits units and its searches use
// the grid.
func gridBattleModel(o Objective) *Model {
	g := battleModel(100)
	base := g.Units
	for p := range Players {
		for k := range 3 {
			sq := base[1]
			sq.ID, sq.Player = fmt.Sprintf("sq%d-%d", p, k), p
			g.Units = append(g.Units, sq)
		}
	}
	extra := base[3]
	extra.ID = "c3"
	g.Units = append(g.Units, extra)
	g.Battle.Objective = o
	return g
}

// TestGridBattlesPlayAsEveryUnit plays whole battles, under every
// objective played, once with the grid's searches and once looking at
// every unit, and checks that they end alike, trial by trial: the same
// scores, rounds, units destroyed and positions, and the stream in the
// same place. Every piece of code that moves a unit must tell the grid
// (gridMoved); one that does not makes a later search miss or misplace
// the unit, and the two games part.
func TestGridBattlesPlayAsEveryUnit(t *testing.T) {
	for o := range objectivesPlayed {
		t.Run(o.String(), func(t *testing.T) {
			grid := NewState(gridBattleModel(o))
			every := NewState(gridBattleModel(o))
			every.grid.on = false
			if !grid.grid.on {
				t.Fatalf("%d units: the grid is off", len(grid.Model.Units))
			}
			tg, te := sim.NewTally(grid.Model.Metrics()), sim.NewTally(every.Model.Metrics())
			for seed := range uint64(12) {
				rg, re := sim.NewStream(seed, 0), sim.NewStream(seed, 0)
				grid.Play(rg, tg)
				every.Play(re, te)
				if grid.Scores() != every.Scores() || grid.Rounds != every.Rounds {
					t.Fatalf("seed %d: scores %v after %d rounds with the grid, %v after %d without",
						seed, grid.Scores(), grid.Rounds, every.Scores(), every.Rounds)
				}
				for u := range grid.Units {
					a, b := &grid.Units[u], &every.Units[u]
					if a.Destroyed != b.Destroyed || a.At != b.At {
						t.Fatalf("seed %d: unit %s ends %v (destroyed %v) with the grid, %v (destroyed %v) without",
							seed, grid.Model.Units[u].ID, a.At, a.Destroyed, b.At, b.Destroyed)
					}
				}
				if rg.Uint64() != re.Uint64() {
					t.Fatalf("seed %d: the streams part", seed)
				}
			}
		})
	}
}
