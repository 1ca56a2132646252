package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestBattleAssetsLimited (battle notes §2.2, "Limited (X) caps launches
// per game", "Time to target", Torpedoes): the battle styles keep a
// Limited kind for a Medium or larger ship (within Thrust, torpedoes at any
// reach) while more turns are left in which it could strike than launches;
// then, and for an unlimited kind, they take the nearest; on the last turn
// they launch no torpedo and nothing beyond Thrust.
func TestBattleAssetsLimited(t *testing.T) {
	type enemy struct {
		tonnage dropfleet.Tonnage
		dist    float64
	}
	near := []enemy{{dropfleet.Light, 5}, {dropfleet.Medium, 10}, {dropfleet.Medium, 20}}
	for _, tc := range []struct {
		name    string
		k       dropfleet.LaunchKind
		limited int
		turn    int
		enemies []enemy
		want    int // index in enemies, -1 for none
	}{
		{"unlimited bombers: the nearest", dropfleet.Bombers, 0, 1, near, 0},
		{"Limited (1) bombers, turn 1: the Medium within Thrust", dropfleet.Bombers, 1, 1, near, 1},
		{"Limited (1) bombers, turn 1, no Medium within Thrust: kept", dropfleet.Bombers, 1, 1, []enemy{{dropfleet.Light, 5}, {dropfleet.Medium, 20}}, -1},
		{"Limited (1) bombers, last turn: used on the nearest", dropfleet.Bombers, 1, 6, near, 0},
		{"Limited (2) bombers, turn 5: used", dropfleet.Bombers, 2, 5, near, 0},
		{"Limited (1) torpedoes, turn 1: a Medium", dropfleet.Torpedoes, 1, 1, near, 1},
		{"Limited (1) torpedoes, turn 5 (the last that can strike): the nearest", dropfleet.Torpedoes, 1, 5, near, 0},
		{"torpedoes on the last turn: none", dropfleet.Torpedoes, 0, 6, near, -1},
		{"unlimited bombers, last turn, only beyond Thrust: none", dropfleet.Bombers, 0, 6, []enemy{{dropfleet.Medium, 20}}, -1},
		{"unlimited bombers, turn 1, only beyond Thrust: launched", dropfleet.Bombers, 0, 1, []enemy{{dropfleet.Medium, 20}}, 0},
	} {
		g := &dropfleet.Model{Battle: dropfleet.NewTakeAndHold()}
		at := plane.Vec{X: 10, Y: 10}
		carrier := dropfleet.Profile{Name: "carrier", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100,
			Launch: []dropfleet.LaunchAsset{{Kind: tc.k, Value: 2, Limited: tc.limited}}}
		g.AddFleet("a", 2)
		g.AddGroup(g.AddBattlegroup(0, "a-line", dropfleet.Line), carrier.Name, carrier, 1, dropfleet.ShipState{Layer: dropfleet.LowOrbit, Pos: at})
		g.AddFleet("b", 2)
		bg := g.AddBattlegroup(1, "b-line", dropfleet.Line)
		for j, e := range tc.enemies {
			p := dropfleet.Profile{Name: string(rune('p' + j)), Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: e.tonnage, Points: 100}
			g.AddGroup(bg, p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.LowOrbit, Pos: at.Add(plane.Vec{Y: e.dist})})
		}
		g.Script = []dropfleet.Step{{Kind: dropfleet.StepTurns, Turns: dropfleet.Turns{Count: 6}}} // sizes the battle's turns
		s := dropfleet.NewState(g)
		for i := range s.Ships {
			s.Ships[i].Order = dropfleet.Standard
		}
		s.Turn = tc.turn
		if s.LastTurn() != 6 {
			t.Fatalf("last turn %d, want 6", s.LastTurn())
		}
		for _, b := range []BattleAssets{{}, {Attrition: true}} { // equal Hull and points: the styles agree
			got := b.Launch(s, 0, tc.k, sim.NewStream(1, 0))
			want := dropfleet.NoAssetLaunch
			if tc.want >= 0 {
				want = dropfleet.AssetLaunch{Target: 1 + tc.want, Tokens: 2}
			}
			if got != want {
				t.Errorf("%s (attrition %v): %+v, want %+v", tc.name, b.Attrition, got, want)
			}
		}
	}
}

// TestBattleAssetsStation (battle notes §4.4: "Stations can be shot (as
// ships), bombed and torpedoed"; §2.2 Torpedoes: "vs a Space Station they
// resolve at once"): an objective-first player sends its torpedoes at an
// enemy-held station in reach, and its bombers there when no enemy ship
// is within their Thrust; an attrition-first player, and any player
// facing a station the enemy does not hold, goes at the ships.
func TestBattleAssetsStation(t *testing.T) {
	for _, tc := range []struct {
		name      string
		k         dropfleet.LaunchKind
		attrition bool
		enemyHeld bool
		shipDist  float64
		station   bool // else the ship
		solid     bool // a Large Solid Object between the carrier and the station
	}{
		{"objective-first torpedoes: the enemy-held station", dropfleet.Torpedoes, false, true, 5, true, false},
		{"attrition-first torpedoes: the ship", dropfleet.Torpedoes, true, true, 5, false, false},
		{"a station nobody holds: the ship", dropfleet.Torpedoes, false, false, 5, false, false},
		{"objective-first bombers, a ship within Thrust: the ship", dropfleet.Bombers, false, true, 5, false, false},
		{"objective-first bombers, the ship beyond Thrust: the station", dropfleet.Bombers, false, true, 20, true, false},
		{"§2.2 step 4 torpedoes: not at a station behind a Large Solid Object, the ship", dropfleet.Torpedoes, false, true, 5, false, true},
	} {
		g := &dropfleet.Model{Battle: dropfleet.NewTakeAndHold()}
		at := plane.Vec{X: 10, Y: 10}
		g.Battle.Stations = []dropfleet.StationSpec{{Name: "hub", Size: dropfleet.MediumStation, At: at.Add(plane.Vec{X: 3, Y: 8}), Layer: dropfleet.LowOrbit}}
		if tc.solid {
			g.Battle.SolidObjects = []dropfleet.SolidObject{{Centre: at.Add(plane.Vec{X: 1.5, Y: 4}), Diameter: 2}}
		}
		carrier := dropfleet.Profile{Name: "carrier", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100,
			Launch: []dropfleet.LaunchAsset{{Kind: tc.k, Value: 2}}}
		g.AddFleet("a", 2)
		g.AddGroup(g.AddBattlegroup(0, "a-line", dropfleet.Line), carrier.Name, carrier, 1, dropfleet.ShipState{Layer: dropfleet.LowOrbit, Pos: at})
		g.AddFleet("b", 2)
		p := dropfleet.Profile{Name: "p", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100}
		g.AddGroup(g.AddBattlegroup(1, "b-line", dropfleet.Line), p.Name, p, 1, dropfleet.ShipState{Layer: dropfleet.LowOrbit, Pos: at.Add(plane.Vec{Y: tc.shipDist})})
		g.Script = []dropfleet.Step{{Kind: dropfleet.StepTurns, Turns: dropfleet.Turns{Count: 6}}}
		s := dropfleet.NewState(g)
		for i := range s.Ships {
			s.Ships[i].Order = dropfleet.Standard
		}
		s.Turn = 1
		if tc.enemyHeld {
			s.Stations()[0].Ground.Tokens[1][dropfleet.GroundInfantry] = 3 // the test boards the enemy directly
		}
		got := BattleAssets{Attrition: tc.attrition}.Launch(s, 0, tc.k, sim.NewStream(1, 0))
		want := dropfleet.AssetLaunch{Target: 1, Tokens: 2}
		if tc.station {
			want = dropfleet.AssetLaunch{Target: -1, Station: 1, Tokens: 2}
		}
		if got != want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, want)
		}
	}
}

// TestStationLandingLandsAsItSays (battle notes §2.2: a value shared by
// fire ships and landers): stationLandingLands, which decides whether a
// battle player keeps a shared value back for its landers, says yes
// exactly where StationLanding lands them: beside a station nobody
// controls, beside one the player controls (StationLanding skips it),
// over a sector, and far from both.
func TestStationLandingLandsAsItSays(t *testing.T) {
	const k = dropfleet.BulkLanders
	g := &dropfleet.Model{Battle: dropfleet.NewTakeAndHold()}
	hub := g.Battle.Clusters[0].Centre.Add(plane.Vec{Y: 30})
	g.Battle.Stations = []dropfleet.StationSpec{{Name: "hub", Size: dropfleet.MediumStation, At: hub, Layer: dropfleet.LowOrbit}}
	carrier := dropfleet.Profile{Name: "carrier", Scan: 8, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100,
		Launch: []dropfleet.LaunchAsset{{Kind: k, Also: dropfleet.KindsOf(dropfleet.FireShips), Value: 1}}, Assets: dropfleet.ResistanceAssets}
	g.AddFleet("a", 2)
	g.AddGroup(g.AddBattlegroup(0, "a-line", dropfleet.Line), carrier.Name, carrier, 1, dropfleet.ShipState{Layer: dropfleet.LowOrbit, Order: dropfleet.Standard})
	for _, tc := range []struct {
		name string
		at   plane.Vec
		own  bool // the player's Infantry hold the station
		want bool
	}{
		{"beside a station no player controls", hub, false, true},
		{"beside a station the player controls, no sector in reach", hub, true, false},
		{"over a sector", g.Battle.Clusters[0].Sectors[0].At, false, true},
		{"far from every sector and station", plane.Vec{X: -200, Y: -200}, false, false},
	} {
		s := dropfleet.NewState(g)
		s.Ships[0].Pos = tc.at
		if tc.own {
			s.Stations()[0].Ground.Tokens[0][dropfleet.GroundInfantry] = 2 // the test boards the player's troops directly
		}
		lands := StationLanding{}.Land(s, 0, k, nil) != dropfleet.NoLanding
		if lands != tc.want {
			t.Fatalf("%s: StationLanding lands %v, want %v", tc.name, lands, tc.want)
		}
		if got := stationLandingLands(s, 0, k); got != lands {
			t.Errorf("%s: stationLandingLands %v, StationLanding lands %v", tc.name, got, lands)
		}
	}
}
