package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestDefendClusterCountsAsTheScoring (battle notes §3.1, "the player with
// more tonnage in Low Orbit within 6\" of the centre"; switch U-S3): an
// objective-first warship defends a Critical Location when the enemy
// contests it exactly as the scoring counts contesting ships, at the 6"
// boundary (the engine's tolerance) and under critical_reach:
// sector-edge, where a ship beyond 6" of the centre but within 6" of a
// sector token counts.
func TestDefendClusterCountsAsTheScoring(t *testing.T) {
	const c = 2 // Take & Hold's centre cluster
	for _, tc := range []struct {
		name        string
		fromSectors bool
		at          func(spec dropfleet.ClusterSpec) plane.Vec
		defended    bool
	}{
		{"6\" from the centre, to the last bit", false, func(spec dropfleet.ClusterSpec) plane.Vec {
			return spec.Centre.Add(plane.Vec{X: dropfleet.ClusterRange + 1e-12})
		}, true},
		{"7\" from the centre", false, func(spec dropfleet.ClusterSpec) plane.Vec {
			return spec.Centre.Add(plane.Vec{X: dropfleet.ClusterRange + 1})
		}, false},
		{"beyond 6\" of the centre, within 6\" of a sector's edge: sector-edge reach", true, beyondSector, true},
		{"the same place, centre reach (the default)", false, beyondSector, false},
	} {
		g := &dropfleet.Model{Battle: dropfleet.NewTakeAndHold()}
		g.Rules.CriticalFromSectors = tc.fromSectors
		spec := g.Battle.Clusters[c]
		p := dropfleet.Profile{Name: "cruiser", Scan: 8, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100}
		g.AddFleet("a", 2)
		g.AddGroup(g.AddBattlegroup(0, "a-line", dropfleet.Line), p.Name, p, 1,
			dropfleet.ShipState{Layer: dropfleet.LowOrbit, Pos: spec.Centre.Add(plane.Vec{X: -20, Y: -20}), Heading: 0})
		g.AddFleet("b", 2)
		g.AddGroup(g.AddBattlegroup(1, "b-line", dropfleet.Line), p.Name, p, 1,
			dropfleet.ShipState{Layer: dropfleet.LowOrbit, Pos: tc.at(spec), Heading: 180})
		s := dropfleet.NewState(g)
		contested := s.CriticalTonnages()[c][1] > 0
		if contested != tc.defended {
			t.Fatalf("%s: the scoring counts the enemy %v, want %v", tc.name, contested, tc.defended)
		}
		if got := defendCluster(s, 0) == c; got != tc.defended {
			t.Errorf("%s: defends cluster %d: %v, want %v (as the scoring counts)", tc.name, c, got, tc.defended)
		}
	}
}

// beyondSector places a ship 5" beyond the outer edge of the cluster's
// sector token farthest from its centre, on the line from the centre.
func beyondSector(spec dropfleet.ClusterSpec) plane.Vec {
	far := spec.Sectors[0].At
	for _, sec := range spec.Sectors {
		if sec.At.Dist(spec.Centre) > far.Dist(spec.Centre) {
			far = sec.At
		}
	}
	out := far.Sub(spec.Centre)
	out = out.Scale(1 / out.Len())
	return far.Add(out.Scale(dropfleet.SectorRadius + dropfleet.ClusterRange - 1))
}
