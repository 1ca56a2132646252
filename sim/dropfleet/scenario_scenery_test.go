package dropfleet

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// box returns an axis-aligned piece's extent (the engine's pieces lie
// along one of the table's axes).
func box(t *testing.T, p Scenery) (lo, hi plane.Vec) {
	t.Helper()
	half := plane.Vec{X: p.Width / 2, Y: p.Length / 2}
	switch p.Heading {
	case 0:
	case 90:
		half = plane.Vec{X: p.Length / 2, Y: p.Width / 2}
	default:
		t.Fatalf("piece %+v does not lie along an axis", p)
	}
	return p.Centre.Sub(half), p.Centre.Add(half)
}

// gap returns the distance between two boxes (0 when they touch).
func gap(alo, ahi, blo, bhi plane.Vec) float64 {
	dx := max(alo.X-bhi.X, 0, blo.X-ahi.X)
	dy := max(alo.Y-bhi.Y, 0, blo.Y-ahi.Y)
	return math.Hypot(dx, dy)
}

// TestScenarioScenery checks the engine's scenery of every scenario and
// variant (battle notes §3.3, its scenery column; §1.4, "Scenery placement
// when evenly spaced"; switch U-S6's default, the ranges read as counts of
// fields, the fewest taken): the pieces each scenario names, debris 6"
// from every table edge, cluster centre, solid object and other debris
// field, about even over the table's quarters, none in the corners the
// players of Moonshot and Power Grab come on from, and the whole the same
// turned through 180° about the table's centre (the mirror match's
// fairness depends on it).
func TestScenarioScenery(t *testing.T) {
	for _, c := range []struct {
		name               string
		k                  ScenarioKind
		variant            bool
		fine, dense, rings int
	}{
		{"§3.3 Take & Hold: 2-5 Fine, 4-6 Dense", TakeAndHold, false, 2, 4, 0},
		{"§3.3 Take & Hold, Double Down", TakeAndHold, true, 2, 4, 0},
		{"§3.3 Erupting Battlefront: a Planetary Ring", EruptingBattlefront, false, 0, 0, 1},
		{"§3.3 Erupting Battlefront, Punching Up", EruptingBattlefront, true, 0, 0, 1},
		{"§3.3 Moonshot: 0-2 Fine, 2-3 Dense", Moonshot, false, 0, 2, 0},
		{"§3.3 Moonshot, Extra Large Solid Object", Moonshot, true, 0, 2, 0},
		{"§3.3 Power Grab: 2-8 Fine, 6-10 Dense", PowerGrab, false, 2, 6, 0},
		{"§3.3 Power Grab, Bifurcate: no debris, a ring vertically through the centre", PowerGrab, true, 0, 0, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := NewScenario(c.k, c.variant)
			var count [sceneryKinds]int
			var quarters [4]float64
			for j, p := range b.Scenery {
				count[p.Kind]++
				if p.Kind == PlanetaryRing {
					if p.Centre != (plane.Vec{X: TableSize / 2, Y: TableSize / 2}) || p.Heading != 0 || p.Length != TableSize {
						t.Errorf("ring %+v: want it across the whole table through its centre, along the y axis", p)
					}
					continue
				}
				lo, hi := box(t, p)
				if e := min(lo.X, lo.Y, TableSize-hi.X, TableSize-hi.Y); e < SceneryClearance {
					t.Errorf("§1.4 %v %v: %g\" from a table edge", p.Kind, p.Centre, e)
				}
				for _, cl := range b.Clusters {
					if d := gap(lo, hi, cl.Centre, cl.Centre); d < SceneryClearance {
						t.Errorf("§1.4 %v %v: %g\" from the centre of cluster %s", p.Kind, p.Centre, d, cl.Name)
					}
				}
				for _, o := range b.SolidObjects {
					if d := gap(lo, hi, o.Centre, o.Centre) - o.Diameter/2; d < SceneryClearance {
						t.Errorf("§1.4 %v %v: %g\" from the solid object", p.Kind, p.Centre, d)
					}
				}
				if c.k == Moonshot { // clear of the variant's 18" object too
					if d := gap(lo, hi, MoonshotSolidObject(true).Centre, MoonshotSolidObject(true).Centre) - ExtraLargeSolidObject/2; d < SceneryClearance {
						t.Errorf("§1.4 %v %v: %g\" from the 18\" solid object", p.Kind, p.Centre, d)
					}
				}
				for _, q := range b.Scenery[j+1:] {
					if q.Kind == PlanetaryRing {
						continue
					}
					if qlo, qhi := box(t, q); gap(lo, hi, qlo, qhi) < SceneryClearance {
						t.Errorf("§1.4 %v %v: %g\" from %v %v", p.Kind, p.Centre, gap(lo, hi, qlo, qhi), q.Kind, q.Centre)
					}
				}
				if c.k.Corners() {
					for _, corner := range [][2]plane.Vec{{{}, {X: 12, Y: 12}}, {{X: TableSize - 12, Y: TableSize - 12}, {X: TableSize, Y: TableSize}}} {
						if lo.X < corner[1].X && corner[0].X < hi.X && lo.Y < corner[1].Y && corner[0].Y < hi.Y {
							t.Errorf("%v %v lies in a deployment corner", p.Kind, p.Centre)
						}
					}
				}
				// its share of each quarter, by area
				for q := range quarters {
					qlo := plane.Vec{X: float64(q%2) * TableSize / 2, Y: float64(q/2) * TableSize / 2}
					qhi := qlo.Add(plane.Vec{X: TableSize / 2, Y: TableSize / 2})
					w := max(0, min(hi.X, qhi.X)-max(lo.X, qlo.X)) * max(0, min(hi.Y, qhi.Y)-max(lo.Y, qlo.Y))
					quarters[q] += w / ((hi.X - lo.X) * (hi.Y - lo.Y))
				}
			}
			if count[FineDebris] != c.fine || count[DenseDebris] != c.dense || count[PlanetaryRing] != c.rings {
				t.Errorf("fine, dense, rings = %v, want %d, %d, %d", count, c.fine, c.dense, c.rings)
			}
			if lo, hi := min(quarters[0], quarters[1], quarters[2], quarters[3]), max(quarters[0], quarters[1], quarters[2], quarters[3]); hi-lo > 1 {
				t.Errorf("§1.4 debris by quarter %v: more than a field apart", quarters)
			}
			for _, p := range b.Scenery {
				m := p
				m.Centre = plane.Vec{X: TableSize - p.Centre.X, Y: TableSize - p.Centre.Y}
				found := false
				for _, q := range b.Scenery {
					found = found || q.Kind == m.Kind && q.Centre.Dist(m.Centre) < 1e-9 && q.Length == m.Length && q.Width == m.Width &&
						math.Mod(q.Heading-m.Heading+360, 180) == 0
				}
				if !found {
					t.Errorf("%v %v: no piece turned through 180° about the centre", p.Kind, p.Centre)
				}
			}
		})
	}
}
