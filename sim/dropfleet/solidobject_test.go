package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// solidGame is worldGame (the gunship of a at [24, 20], the target of b
// at [24, 30], both in Low Orbit) with the given Large Solid Objects.
func solidGame(weapons []Weapon, solids ...SolidObject) *State {
	g, _ := worldGame(weapons...)
	g.Battle.SolidObjects = solids
	s := NewState(g)
	for bg := range s.entered {
		s.entered[bg] = true
	}
	return s
}

// TestSolidObject checks what a Large Solid Object does (battle notes
// §3.3 Moonshot, §4.3, §2.2 step 4; rules notes §1 "LSOs block fire on the
// same layer"; the engine's reading: it stands in High and Low Orbit).
func TestSolidObject(t *testing.T) {
	gun := Weapon{Name: "gun", Lock: 3, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc}
	between := SolidObject{Centre: plane.Vec{X: 24, Y: 25}, Diameter: 2}
	aside := SolidObject{Centre: plane.Vec{X: 27.5, Y: 25}, Diameter: 2}
	cases := []struct {
		name   string
		solids []SolidObject
		setup  func(s *State)
		check  func(s *State) bool
	}{
		{"rules §1 fire between ships in Low Orbit is blocked", []SolidObject{between}, nil,
			func(s *State) bool { return !s.CanTarget(0, &gun, 1) }},
		{"rules §1 fire past the object is not", []SolidObject{aside}, nil,
			func(s *State) bool { return s.CanTarget(0, &gun, 1) }},
		{"rules §1 fire from the Atmosphere to the Atmosphere passes under it", []SolidObject{between},
			func(s *State) {
				s.Ships[0].Pos, s.Ships[1].Pos = plane.Vec{X: 24, Y: 22}, plane.Vec{X: 24, Y: 27}
				s.Ships[0].Layer, s.Ships[1].Layer = Atmosphere, Atmosphere
			},
			func(s *State) bool { return s.CanTarget(0, &gun, 1) }},
		{"rules §1 fire from the Atmosphere to Low Orbit is blocked", []SolidObject{between},
			func(s *State) { s.Ships[0].Pos, s.Ships[0].Layer = plane.Vec{X: 24, Y: 22}, Atmosphere },
			func(s *State) bool { return !s.CanTarget(0, &gun, 1) }},
		{"§2.1a a sector's gun does not fire through it", []SolidObject{{Centre: plane.Vec{X: 24, Y: 27.5}, Diameter: 2}}, nil,
			func(s *State) bool { return !s.SectorGunReaches(0, SectorRef{Cluster: 0, Sector: 2}, 1) }},
		{"§2.1a without it the gun reaches", nil, nil,
			func(s *State) bool { return s.SectorGunReaches(0, SectorRef{Cluster: 0, Sector: 2}, 1) }},
		{"§4.3 a ship in Low Orbit moving over it is removed", []SolidObject{between},
			func(s *State) {
				s.Ships[0].Pos = plane.Vec{X: 24, Y: 28}
				s.tableMoved(0, plane.Vec{X: 24, Y: 20}, 0, Movement{Distance: 8}, sim.NewStream(1, 0))
			},
			func(s *State) bool { return s.Ships[0].Hull == 0 && s.Ships[0].PendingCripple == 0 }},
		{"§4.3 a ship in the Atmosphere passes under it", []SolidObject{between},
			func(s *State) {
				s.Ships[0].Pos, s.Ships[0].Layer = plane.Vec{X: 24, Y: 28}, Atmosphere
				s.tableMoved(0, plane.Vec{X: 24, Y: 20}, 0, Movement{Distance: 8}, sim.NewStream(1, 0))
			},
			func(s *State) bool { return s.Ships[0].Hull == 10 }},
		{"§4.3 a move that ends short of it is safe", []SolidObject{between},
			func(s *State) {
				s.Ships[0].Pos = plane.Vec{X: 24, Y: 23.5}
				s.tableMoved(0, plane.Vec{X: 24, Y: 20}, 0, Movement{Distance: 3.5}, sim.NewStream(1, 0))
			},
			func(s *State) bool { return s.Ships[0].Hull == 10 }},
		{"§2.2 step 4 landers whose line crosses it from Low Orbit are destroyed", []SolidObject{between}, nil,
			func(s *State) bool {
				return s.launchLine(0, plane.Vec{X: 24, Y: 30}, Atmosphere, 3, sim.NewStream(1, 0)) == 0
			}},
		{"§2.2 step 4 landers clear of it all arrive", []SolidObject{aside}, nil,
			func(s *State) bool {
				return s.launchLine(0, plane.Vec{X: 24, Y: 30}, Atmosphere, 3, sim.NewStream(1, 0)) == 3
			}},
		{"rules §1 Active Scan not behind it (SolidBetween)", []SolidObject{between}, nil,
			func(s *State) bool {
				return s.SolidBetween(s.Ships[0].Pos, HighOrbit, s.Ships[1].Pos, HighOrbit) &&
					!s.SolidBetween(s.Ships[0].Pos, Atmosphere, s.Ships[1].Pos, Atmosphere)
			}},
	}
	for _, c := range cases {
		s := solidGame([]Weapon{gun}, c.solids...)
		if c.setup != nil {
			c.setup(s)
		}
		if !c.check(s) {
			t.Errorf("%s: not so", c.name)
		}
	}
}

// TestMoonshotSolidObject (battle notes §3.3): Moonshot has "one LSO 12"
// diameter", 18" with the variant, in the engine's layout in the table's
// centre, clear of every sector; the other scenarios have none.
func TestMoonshotSolidObject(t *testing.T) {
	for k := range scenarioKinds {
		for _, variant := range []bool{false, true} {
			b := NewScenario(k, variant)
			want := 0.0
			if k == Moonshot {
				want = LargeSolidObject
				if variant {
					want = ExtraLargeSolidObject
				}
			}
			if n := len(b.SolidObjects); want == 0 && n != 0 || want > 0 && (n != 1 || b.SolidObjects[0].Diameter != want) {
				t.Errorf("%s variant %v: solid objects %v, want %g\" across (0: none)", k, variant, b.SolidObjects, want)
			}
			for _, o := range b.SolidObjects {
				for _, c := range b.Clusters {
					for _, sec := range c.Sectors {
						if o.Clearance(sec.At) < SectorRadius {
							t.Errorf("%s variant %v: a sector of %s at %v is on the object", k, variant, c.Name, sec.At)
						}
					}
				}
			}
		}
	}
}
