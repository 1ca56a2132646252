package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// turned returns v turned through 180° about the table's centre: the same
// point seen from the other player's edge.
func turned(v plane.Vec) plane.Vec {
	return plane.Vec{X: dropfleet.TableSize - v.X, Y: dropfleet.TableSize - v.Y}
}

// tieGame is Take & Hold with one ship of profile p for the first player
// at at, heading heading, in layer l, on Standard Orders, and an enemy in
// the far corner; with mirror, every position and heading turned through
// 180° (the first player then plays from the north edge).
func tieGame(p dropfleet.Profile, at plane.Vec, heading float64, l dropfleet.Layer, mirror bool) *dropfleet.State {
	enemy, enemyHeading := plane.Vec{X: 2, Y: 46}, 180.0
	if mirror {
		at, heading, enemy, enemyHeading = turned(at), heading+180, turned(enemy), 0
	}
	g := &dropfleet.Model{Battle: dropfleet.NewTakeAndHold()}
	g.AddFleet("a", 2)
	g.AddGroup(g.AddBattlegroup(0, "a-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: l, Pos: at, Heading: heading})
	gun := dropfleet.Profile{Name: "gun", Scan: 6, Sig: 6, Thrust: 10, Hull: 8, Armour: 4, Tonnage: dropfleet.Medium, Points: 100}
	g.AddFleet("b", 2)
	g.AddGroup(g.AddBattlegroup(1, "b-line", dropfleet.Line), gun.Name, gun, 1, dropfleet.ShipState{Layer: dropfleet.HighOrbit, Pos: enemy, Heading: enemyHeading})
	s := dropfleet.NewState(g)
	s.Ships[0].Order = dropfleet.Standard
	return s
}

// TestTieBreaksMirrored (battle notes §2.1, §2.2, §4.1; principle: a
// mirror-image game makes mirror-image choices): where the battle players'
// landing, bombardment and ground-move choices tie between sectors of Take
// & Hold's centre cluster, the position turned through 180° (the first
// player on the north edge) gets the choice turned through 180°, not the
// same sector index.
func TestTieBreaksMirrored(t *testing.T) {
	const centre = 2
	drop := dropfleet.Profile{Name: "drop", Scan: 6, Sig: 6, Thrust: 10, Hull: 8, Armour: 4, Tonnage: dropfleet.Medium, Points: 100, Atmospheric: true,
		Launch: []dropfleet.LaunchAsset{{Kind: dropfleet.Dropships, Value: 2}}}
	bomb := dropfleet.Weapon{Name: "bomb", Lock: 2, Attacks: dropfleet.Fixed(2), Damage: dropfleet.Fixed(1), Arc: dropfleet.FrontArc, Bombard: true}
	bomber := dropfleet.Profile{Name: "bomber", Scan: 8, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100, Weapons: []dropfleet.Weapon{bomb}}
	for _, tc := range []struct {
		name string
		// choose returns the point the first player's choice stands on
		// (mirror: the game turned) and what it did, for the message.
		choose func(mirror bool) (plane.Vec, string)
	}{
		{"§2.2 Dropships between two sectors as near", func(mirror bool) (plane.Vec, string) {
			s := tieGame(drop, plane.Vec{X: 27, Y: 21}, 0, dropfleet.Atmosphere, mirror)
			l := StationLanding{}.Land(s, 0, dropfleet.Dropships, sim.NewStream(1, 0))
			if l.Cluster != centre {
				t.Fatalf("lands at %+v, want the centre cluster", l)
			}
			return s.Model.Battle.Clusters[centre].Sectors[l.Sector].At, "lands"
		}},
		{"§4.1 bombardment of two sectors with as many enemy troops", func(mirror bool) (plane.Vec, string) {
			s := tieGame(bomber, plane.Vec{X: 24, Y: 18}, 0, dropfleet.LowOrbit, mirror)
			secs := s.Clusters()[centre].Sectors
			secs[1].Tokens[1][dropfleet.GroundInfantry], secs[3].Tokens[1][dropfleet.GroundInfantry] = 2, 2
			ref := Bombard{}.SectorTarget(s, 0, dropfleet.Standard, sim.NewStream(1, 0))
			if ref.Cluster != centre {
				t.Fatalf("fires at %+v, want a sector of the centre cluster", ref)
			}
			return s.Model.Battle.Clusters[centre].Sectors[ref.Sector].At, "bombards"
		}},
		{"§2.1 two spare Infantry for three empty sectors", func(mirror bool) (plane.Vec, string) {
			s := tieGame(bomber, plane.Vec{X: 24, Y: 10}, 0, dropfleet.HighOrbit, mirror)
			from := 1 // at [26.5, 24]; turned, sector 3
			if mirror {
				from = 3
			}
			secs := s.Clusters()[centre].Sectors
			secs[from].Tokens[0][dropfleet.GroundInfantry] = 3
			SpareTroops{}.MoveTroops(s, 0, centre, sim.NewStream(1, 0))
			left := -1 // the sector left empty
			for k := range secs {
				if troops(&secs[k], 0) == 0 {
					left = k
				}
			}
			if left < 0 {
				t.Fatalf("no sector left empty")
			}
			return s.Model.Battle.Clusters[centre].Sectors[left].At, "leaves empty"
		}},
	} {
		at, did := tc.choose(false)
		mirrored, _ := tc.choose(true)
		if mirrored.Dist(turned(at)) > 1e-6 {
			t.Errorf("%s: %s %v; turned through 180°, %s %v, want %v", tc.name, did, at, did, mirrored, turned(at))
		}
	}
}
