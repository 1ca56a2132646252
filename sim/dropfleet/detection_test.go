package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestSceneryOnlyShortensRange: every piece of scenery takes Scan away
// (rules notes §1, §7: debris and rings reduce it), which is what lets
// inTargetingRange skip the line through the scenery for a target beyond
// the open range.
func TestSceneryOnlyShortensRange(t *testing.T) {
	for k, e := range sceneryEffect {
		if e.scan < 0 {
			t.Errorf("scenery kind %d adds %d\" of Scan: inTargetingRange's shortcut would be wrong", k, -e.scan)
		}
	}
}

// TestInTargetingRangeIsTargetingRange: over many positions, layers and
// Signatures among debris, a ring and a Large Solid Object,
// inTargetingRange answers exactly as comparing the distance with
// TargetingRange does (rules notes §1: "within" includes the boundary).
func TestInTargetingRangeIsTargetingRange(t *testing.T) {
	_, s := worldGame()
	c := plane.Vec{X: TableSize / 2, Y: TableSize / 2}
	s.battle.world = newWorld([]Scenery{
		{Kind: FineDebris, Centre: c.Add(plane.Vec{X: -8}), Length: 8, Width: 4, Heading: 30},
		{Kind: DenseDebris, Centre: c.Add(plane.Vec{X: 8}), Length: 6, Width: 3, Heading: 90},
		{Kind: PlanetaryRing, Centre: c, Length: TableSize, Width: 4, Heading: 0},
	}, []SolidObject{{Centre: c.Add(plane.Vec{Y: 10}), Diameter: 4}})
	r := sim.NewStream(3, 0)
	layers := []Layer{Atmosphere, LowOrbit, HighOrbit}
	in, out := 0, 0
	for range 20_000 {
		for i := range s.Ships {
			s.Ships[i].Pos = plane.Vec{X: r.Float64() * TableSize, Y: r.Float64() * TableSize}
			s.Ships[i].Layer = layers[r.IntN(len(layers))]
			s.Ships[i].Spike = Spike(r.IntN(3))
		}
		for _, closeAction := range []bool{false, true} {
			d := s.Ships[0].Pos.Dist(s.Ships[1].Pos)
			want := d <= s.TargetingRange(0, 1, closeAction)+moveEpsilon
			if got := s.inTargetingRange(0, 1, closeAction, d); got != want {
				t.Fatalf("%v to %v (%v, %v), close action %v: inTargetingRange %v, TargetingRange says %v",
					s.Ships[0].Pos, s.Ships[1].Pos, s.Ships[0].Layer, s.Ships[1].Layer, closeAction, got, want)
			}
			if want {
				in++
			} else {
				out++
			}
		}
	}
	if in == 0 || out == 0 {
		t.Fatalf("%d in range, %d out: the positions do not exercise both answers", in, out)
	}
}
