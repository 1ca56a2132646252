package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestLaunchAssetsThroughScenery launches fighters, bombers, torpedoes and
// fire ships along a straight line 5" long with a scenery piece across it,
// many times (battle notes §2.2 step 4: "Line crosses a Fine debris field:
// D6 per asset, removed on 3+; Dense: removed on 5+; roll per field
// crossed; line crosses an LSO on the same layer: destroyed"; switch U-L4,
// §6.3): every launch asset flies the line, not only the landers. It counts
// the tokens that reach their ship. The launch happens all the same: the
// carrier is spiked even when every token is lost.
func TestLaunchAssetsThroughScenery(t *testing.T) {
	const dist = 5
	mid := plane.Vec{X: 10, Y: 10 + dist/2.0} // on the line from the carrier at [10, 10] to the target 5" north
	piece := func(k SceneryKind) []Scenery {
		return []Scenery{{Kind: k, Centre: mid, Length: 4, Width: 1, Heading: 90}}
	}
	aside := []Scenery{{Kind: DenseDebris, Centre: mid.Add(plane.Vec{X: 4}), Length: 2, Width: 1, Heading: 90}}
	high := func(s *State) { s.Ships[lgTarget].Layer = HighOrbit }
	sameLayer := func(s *State) { s.Model.Rules.Launch.SameLayerScenery = true }
	for _, c := range []struct {
		name    string
		k       LaunchKind
		carrier int
		target  int
		pieces  []Scenery
		solids  []SolidObject
		set     []func(s *State)
		lost    float64 // each token's chance to be lost on the way
	}{
		{"§2.2 step 4 bombers through fine debris: 3+", Bombers, lgCarrier, lgTarget, piece(FineDebris), nil, nil, 4.0 / 6},
		{"§2.2 step 4 bombers through dense debris: 5+", Bombers, lgCarrier, lgTarget, piece(DenseDebris), nil, nil, 2.0 / 6},
		{"§2.2 step 4 bombers past a dense field", Bombers, lgCarrier, lgTarget, aside, nil, nil, 0},
		{"§2.2 step 4 torpedoes through fine debris", Torpedoes, lgCarrier, lgTarget, piece(FineDebris), nil, nil, 4.0 / 6},
		{"§2.2 step 4 fire ships through dense debris", FireShips, lgFire, lgTarget, piece(DenseDebris), nil, nil, 2.0 / 6},
		{"§2.2 step 4 fighters at an enemy through fine debris", Fighters, lgCarrier, lgEscort, piece(FineDebris), nil, nil, 4.0 / 6},
		{"§2.2 step 4 two fields, a roll for each", Bombers, lgCarrier, lgTarget,
			append(piece(FineDebris), Scenery{Kind: DenseDebris, Centre: mid.Add(plane.Vec{Y: 1.5}), Length: 4, Width: 1, Heading: 90}), nil, nil,
			1 - (2.0/6)*(4.0/6)},
		{"§6.3 U-L4 r17: a planetary ring does nothing", Bombers, lgCarrier, lgTarget, piece(PlanetaryRing), nil,
			[]func(*State){high}, 0},
		{"§6.3 U-L4 same-layer: a ring removes on 4+ a line into High Orbit", Bombers, lgCarrier, lgTarget, piece(PlanetaryRing), nil,
			[]func(*State){high, sameLayer}, 3.0 / 6},
		{"§6.3 U-L4 same-layer: a ring does nothing to a line in Low Orbit", Bombers, lgCarrier, lgTarget, piece(PlanetaryRing), nil,
			[]func(*State){sameLayer}, 0},
		{"§6.3 U-L4 same-layer: debris in every layer still rolls", Bombers, lgCarrier, lgTarget, piece(DenseDebris), nil,
			[]func(*State){sameLayer}, 2.0 / 6},
		{"§2.2 step 4 bombers across a Large Solid Object are destroyed", Bombers, lgCarrier, lgTarget, nil,
			[]SolidObject{{Centre: mid, Diameter: 2}}, nil, 1},
		{"§2.2 step 4 torpedoes across a Large Solid Object are destroyed", Torpedoes, lgCarrier, lgTarget, nil,
			[]SolidObject{{Centre: mid, Diameter: 2}}, nil, 1},
		{"§2.2 step 4 fighters across a Large Solid Object are destroyed", Fighters, lgCarrier, lgEscort, nil,
			[]SolidObject{{Centre: mid, Diameter: 2}}, nil, 1},
		{"§2.2 step 4 bombers past a Large Solid Object all arrive", Bombers, lgCarrier, lgTarget, nil,
			[]SolidObject{{Centre: mid.Add(plane.Vec{X: 4}), Diameter: 2}}, nil, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium}
			_, s := launchGame(dist, tp)
			s.Model.Battle.Scenery, s.Model.Battle.SolidObjects = c.pieces, c.solids
			s.battle.world = newWorld(c.pieces, c.solids)
			for _, f := range c.set {
				f(s)
			}
			s.Player(0).Assets = only{c.k, c.target}
			r := sim.NewStream(16, 0)
			var launched, lost int64
			n := 20_000
			if c.lost == 0 || c.lost == 1 {
				n = 200
			}
			for range n {
				s.battle.assets.waves = s.battle.assets.waves[:0]
				s.Ships[c.carrier].Spike = NoSpike
				if s.battle.assets.spiked != nil {
					s.battle.assets.spiked[c.carrier] = 0 // a fresh Roundup's launch spike (launchspike.go)
				}
				s.launchAsset(c.carrier, c.k, r)
				if s.Ships[c.carrier].Spike != MinorSpike {
					t.Fatalf("carrier's spike %v, want a Minor Spike for launching", s.Ships[c.carrier].Spike)
				}
				value := int64(s.Model.Ships[c.carrier].Profile.LaunchValue(c.k))
				launched += value
				arrived := int64(0)
				for _, w := range s.battle.assets.waves {
					arrived += int64(w.tokens)
				}
				lost += value - arrived
			}
			switch c.lost {
			case 0, 1:
				if want := int64(c.lost * float64(launched)); lost != want {
					t.Errorf("%d of %d tokens lost, want %d", lost, launched, want)
				}
			default:
				simtest.Proportion(t, c.name, lost, launched, c.lost)
			}
		})
	}
}
