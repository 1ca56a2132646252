package armada

import (
	"fmt"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestGridSearchesAsEveryUnit checks that the searches of large fleets on
// the grid (grid.go) find what a look at every unit finds, ties included:
// the nearest defender of each attack (rules notes §2, §3: the shortest
// attack range, the first listed on a tie), its obstruction, and the ships
// a maneuver overlaps (§7, "Overlapping"), while ships maneuver and
// squadrons move round each other, crowded and spread out.
func TestGridSearchesAsEveryUnit(t *testing.T) {
	for _, tc := range []struct {
		name   string
		spread float64 // mm: the side of the square the units start in
	}{
		{"crowded", 500},
		{"spread", 1500},
		{"far apart", 6000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := sim.NewStream(7, 0)
			var units []Unit
			for k := range 128 {
				at := func() (float64, float64) { return r.Float64() * tc.spread, r.Float64() * tc.spread }
				x, y := at()
				if k%4 == 3 {
					units = append(units, tableSquadron(fmt.Sprint("sq", k), k%2, x, y))
				} else {
					units = append(units, tableShip(fmt.Sprint("ship", k), k%2, x, y, 360*r.Float64()))
				}
			}
			// two ships on the same spot of each other's fleet: a tie
			units = append(units, tableShip("twin0", 0, 100, 100, 0), tableShip("twin1", 0, 100, 100, 0))
			grid := tableGame(units...)
			every := tableGame(units...)
			every.grid.on = false
			if !grid.usesGrid() || every.usesGrid() {
				t.Fatal("the grid is not on for one state only")
			}
			rg, re := sim.NewStream(8, 0), sim.NewStream(8, 0)
			for round := range 3 {
				for u := range units {
					for _, prey := range []Target{TargetNearest, TargetNearestShip, TargetNearestSquadron} {
						for z := range Zone(zones) {
							a := Attack{Attacker: u, From: z, NearestZone: true, Target: prey, State: grid}
							b := a
							b.State = every
							okA, okB := grid.declareNearest(&a, true), every.declareNearest(&b, true)
							if okA != okB || a.Defender != b.Defender || a.Zone != b.Zone || a.Range != b.Range ||
								a.Obstructed != b.Obstructed || a.Distance != b.Distance || a.NearestZone != b.NearestZone {
								t.Fatalf("round %d, unit %d, %v from %v: grid %v %+v, every unit %v %+v", round, u, prey, z, okA, a, okB, b)
							}
						}
					}
					if units[u].Profile.Squadron {
						grid.moveSquadron(u, TargetNearest)
						every.moveSquadron(u, TargetNearest)
						continue
					}
					c := Course{Side: 1}
					c.Yaw[1] = int8(round%3 - 1)
					grid.Maneuver(u, grid.Model.Tool, c, rg)
					every.Maneuver(u, every.Model.Tool, c, re)
					base := *grid.base(u)
					if grid.overlapping(u, &base) != every.overlapping(u, &base) || grid.overlaps.First() != every.overlaps.First() ||
						grid.overlaps.Len() != every.overlaps.Len() {
						t.Fatalf("round %d, unit %d: the overlapped ships differ", round, u)
					}
				}
				for u := range units {
					if grid.Units[u] != every.Units[u] {
						t.Fatalf("round %d, unit %d: %+v on the grid, %+v", round, u, grid.Units[u], every.Units[u])
					}
				}
			}
		})
	}
}
