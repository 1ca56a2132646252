package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestBombardChoice checks the battle styles' sector fire (battle notes
// §4.1): a Bombardment ship in Low Orbit fires at the reachable sector
// holding most enemy troops, never at one without; an Attrition player
// prefers an enemy ship in reach; a ship without a Bombardment weapon
// never fires at a sector.
func TestBombardChoice(t *testing.T) {
	bomb := dropfleet.Weapon{Name: "bomb", Lock: 2, Attacks: dropfleet.Fixed(2), Damage: dropfleet.Fixed(1), Arc: dropfleet.FrontArc, Bombard: true}
	gun := dropfleet.Weapon{Name: "gun", Lock: 4, Attacks: dropfleet.Fixed(2), Damage: dropfleet.Fixed(1), Arc: dropfleet.FrontArc}
	cases := []struct {
		name      string
		weapons   []dropfleet.Weapon
		attrition bool
		enemyNear bool
		troops    [2]int // enemy troops in the centre cluster's sectors 0 and 1
		want      dropfleet.SectorRef
	}{
		{"§4.1 the sector with most enemy troops", []dropfleet.Weapon{bomb, gun}, false, false, [2]int{1, 3}, dropfleet.SectorRef{Cluster: 2, Sector: 1}},
		{"§4.1 no enemy troops: no bombardment", []dropfleet.Weapon{bomb}, false, false, [2]int{}, dropfleet.NoSector},
		{"§4.1 objective-first bombards with an enemy ship near", []dropfleet.Weapon{bomb, gun}, false, true, [2]int{2, 0}, dropfleet.SectorRef{Cluster: 2, Sector: 0}},
		{"§4.1 attrition-first shoots the ship instead", []dropfleet.Weapon{bomb, gun}, true, true, [2]int{2, 0}, dropfleet.NoSector},
		{"§4.1 attrition-first bombards with no ship in reach", []dropfleet.Weapon{bomb, gun}, true, false, [2]int{2, 0}, dropfleet.SectorRef{Cluster: 2, Sector: 0}},
		{"§4.1 no Bombardment weapon", []dropfleet.Weapon{gun}, false, false, [2]int{2, 2}, dropfleet.NoSector},
	}
	for _, c := range cases {
		g := &dropfleet.Model{Battle: dropfleet.NewTakeAndHold()}
		centre := g.Battle.Clusters[2].Centre
		p := dropfleet.Profile{Name: "bomber", Scan: 8, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100, Weapons: c.weapons}
		g.AddFleet("a", 2)
		g.AddGroup(g.AddBattlegroup(0, "a-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.LowOrbit, Pos: centre.Add(plane.Vec{X: 2, Y: -6})})
		enemy := plane.Vec{X: 5, Y: 5}
		if c.enemyNear {
			enemy = centre.Add(plane.Vec{X: 2, Y: -2})
		}
		g.AddFleet("b", 2)
		g.AddGroup(g.AddBattlegroup(1, "b-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.LowOrbit, Pos: enemy})
		s := dropfleet.NewState(g)
		cl := s.Clusters()[2] // the test places the enemy's troops directly
		cl.Sectors[0].Tokens[1][dropfleet.GroundInfantry] = c.troops[0]
		cl.Sectors[1].Tokens[1][dropfleet.GroundInfantry] = c.troops[1]
		if got := (Bombard{Attrition: c.attrition}).SectorTarget(s, 0, dropfleet.Standard, sim.NewStream(1, 0)); got != c.want {
			t.Errorf("%s: SectorTarget = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestStationChoices checks the battle styles at a space station (battle
// notes §4.4, §2.2): fire at a station with enemy tokens aboard (an
// Attrition player only with no enemy ship in reach), never at one
// without; land on a reachable station the player does not control.
func TestStationChoices(t *testing.T) {
	gun := dropfleet.Weapon{Name: "gun", Lock: 4, Attacks: dropfleet.Fixed(2), Damage: dropfleet.Fixed(1), Arc: dropfleet.FrontArc}
	mk := func(enemyNear bool) *dropfleet.State {
		g := &dropfleet.Model{Battle: dropfleet.NewTakeAndHold()}
		at := plane.Vec{X: 10, Y: 10}
		g.Battle.Stations = []dropfleet.StationSpec{{Name: "hub", Size: dropfleet.MediumStation, At: at, Layer: dropfleet.LowOrbit}}
		p := dropfleet.Profile{Name: "carrier", Scan: 6, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100, Weapons: []dropfleet.Weapon{gun},
			Launch: []dropfleet.LaunchAsset{{Kind: dropfleet.BulkLanders, Value: 1}}}
		g.AddFleet("a", 2)
		g.AddGroup(g.AddBattlegroup(0, "a-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.LowOrbit, Pos: at.Add(plane.Vec{Y: -5}), Order: dropfleet.Standard})
		enemy := plane.Vec{X: 40, Y: 40}
		if enemyNear {
			enemy = at.Add(plane.Vec{X: 1, Y: -2})
		}
		g.AddFleet("b", 2)
		g.AddGroup(g.AddBattlegroup(1, "b-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.LowOrbit, Pos: enemy})
		return dropfleet.NewState(g)
	}
	r := sim.NewStream(1, 0)
	s := mk(false)
	if got := (StationFire{}).StationTarget(s, 0, dropfleet.Standard, r); got != -1 {
		t.Errorf("§4.4 fired at a station with nobody aboard: %d", got)
	}
	if l := (StationLanding{}).Land(s, 0, dropfleet.BulkLanders, r); l.Station != 1 || l.Token != dropfleet.GroundInfantry {
		t.Errorf("§2.2 landing = %+v, want the station with Infantry", l)
	}
	s.Stations()[0].Ground.Tokens[1][dropfleet.GroundInfantry] = 2 // the test boards the enemy directly
	if got := (StationFire{}).StationTarget(s, 0, dropfleet.Standard, r); got != 0 {
		t.Errorf("§4.4 objective-first: %d, want the station", got)
	}
	s = mk(true)
	s.Stations()[0].Ground.Tokens[1][dropfleet.GroundInfantry] = 2
	if got := (StationFire{Attrition: true}).StationTarget(s, 0, dropfleet.Standard, r); got != -1 {
		t.Errorf("§4.4 attrition-first with a ship in reach: %d, want -1", got)
	}
}
