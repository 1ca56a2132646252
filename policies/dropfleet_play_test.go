package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// playGame is a Take & Hold game of one warship a side (more a's, by
// profile, as given), each where at says, for the battle players' tests.
func playGame(anomaly bool, ships ...struct {
	fleet int
	p     dropfleet.Profile
	at    plane.Vec
	head  float64
	layer dropfleet.Layer
}) *dropfleet.State {
	g := &dropfleet.Model{Battle: dropfleet.NewTakeAndHold()}
	g.Battle.Anomaly = anomaly
	g.AddFleet("a", 2)
	g.AddFleet("b", 2)
	bgs := [2]int{g.AddBattlegroup(0, "a-line", dropfleet.Line), g.AddBattlegroup(1, "b-line", dropfleet.Line)}
	for k, sh := range ships {
		g.AddGroup(bgs[sh.fleet], sh.p.Name+string(rune('a'+k)), sh.p, 1, dropfleet.ShipState{Layer: sh.layer, Pos: sh.at, Heading: sh.head})
	}
	return dropfleet.NewState(g)
}

type placed = struct {
	fleet int
	p     dropfleet.Profile
	at    plane.Vec
	head  float64
	layer dropfleet.Layer
}

var (
	cruiser = dropfleet.Profile{Name: "cruiser", Scan: 8, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: dropfleet.Medium, Points: 100,
		Weapons: []dropfleet.Weapon{{Name: "gun", Lock: 4, Attacks: dropfleet.Fixed(2), Damage: dropfleet.Fixed(1), Arc: dropfleet.FrontArc}}}
	scout = dropfleet.Profile{Name: "scout", Scan: 6, Sig: 4, Thrust: 10, Hull: 3, Armour: 5, Tonnage: dropfleet.Light, Points: 35}
)

// TestObjectiveFirstWarshipKeepsCriticalLocation (battle notes §3.1: a
// Critical Location scores 2 VP at the end of turns 4 and 6 to the player
// with more tonnage in Low Orbit within 6" of it; issue 31 item 3): on a
// scoring turn an objective-first warship alone over a Critical Location
// stays there, on Station Keeping, whoever holds its sectors; before, it
// went for the nearest enemy and left the Location to nobody.
func TestObjectiveFirstWarshipKeepsCriticalLocation(t *testing.T) {
	s := playGame(false,
		placed{0, cruiser, plane.Vec{X: 6, Y: 24}, 0, dropfleet.LowOrbit},     // over the west cluster
		placed{1, cruiser, plane.Vec{X: 40, Y: 44}, 180, dropfleet.HighOrbit}) // far away
	s.Turn = 4
	west := s.Model.Battle.Clusters[0].Centre
	if to, layer := goal(s, 0, false); to != west || layer != dropfleet.LowOrbit {
		t.Errorf("goal %v in %s, want the west cluster's centre %v in low-orbit", to, layer, west)
	}
	a := &s.Model.Plans[0]
	if o := (BattleOrders{}).ChooseOrder(s, a, nil); o != dropfleet.StationKeeping {
		t.Errorf("order %s, want station-keeping", o)
	}
	m := BattleMove{}.Move(s, 0, dropfleet.StationKeeping, nil)
	if end := s.Ships[0].Pos.Add(plane.Direction(s.Ships[0].Heading + m.Turn).Scale(m.Distance)); end.Dist(west) > dropfleet.ClusterRange {
		t.Errorf("move %+v ends %.1f\" from the centre, beyond 6\"", m, end.Dist(west))
	}
}

// TestBattleOrdersScanTheAnomaly (battle notes §3.3: "Once per turn a
// player may Active Scan it"; switch U-A1; issue 31 item 4): a battle
// player's warship that would scan The Anomaly from where its move ends,
// more than 24" from it, takes Active Scan, alone of its battlegroup;
// under anomaly_scan=never it does not. Before, no battle player ever
// chose Active Scan.
func TestBattleOrdersScanTheAnomaly(t *testing.T) {
	for _, tc := range []struct {
		scanning dropfleet.AnomalyScanning
		want     dropfleet.Order
	}{
		{dropfleet.ScanAnomalySafe, dropfleet.ActiveScan},
		{dropfleet.ScanAnomalyNever, dropfleet.WeaponsFree},
	} {
		s := playGame(true,
			placed{0, cruiser, plane.Vec{X: 40, Y: 30}, 0, dropfleet.HighOrbit},
			placed{1, cruiser, plane.Vec{X: 41, Y: 40}, 180, dropfleet.HighOrbit}) // ahead, in reach
		s.Model.Battle.AnomalyScanning = tc.scanning
		a := &s.Model.Plans[0]
		if o := (BattleOrders{Attrition: true}).ChooseOrder(s, a, nil); o != tc.want {
			t.Errorf("%s: order %s, want %s", tc.scanning, o, tc.want)
		}
		if tc.want == dropfleet.ActiveScan && !(BattleOrders{Attrition: true}).TakesSpecial(s, a, 0, dropfleet.ActiveScan) {
			t.Errorf("%s: the scanner does not take Active Scan", tc.scanning)
		}
	}
}

// TestBattleMoveKeepsOffBases (issue 31 item 6: bases cannot overlap on a
// table): a battle player's ship whose move would end on a friendly
// ship's flight stem ends at least baseRoom from it; before, the ships
// of a group flying to one cluster ended on its centre, one on another.
func TestBattleMoveKeepsOffBases(t *testing.T) {
	s := playGame(false,
		placed{0, cruiser, plane.Vec{X: 24, Y: 14}, 0, dropfleet.HighOrbit},
		placed{0, cruiser, plane.Vec{X: 24, Y: 24}, 0, dropfleet.HighOrbit},   // 10" ahead
		placed{1, cruiser, plane.Vec{X: 24, Y: 40}, 180, dropfleet.HighOrbit}) // the goal, straight on beyond it
	m := BattleMove{}.Move(s, 0, dropfleet.Standard, nil)
	end := s.Ships[0].Pos.Add(plane.Direction(s.Ships[0].Heading + m.Turn).Scale(m.Distance))
	if err := dropfleet.CheckMovement(m, dropfleet.Standard, 10); err != nil {
		t.Fatal(err)
	}
	if d := end.Dist(s.Ships[1].Pos); d < baseRoom {
		t.Errorf("move %+v ends %.2f\" from the other ship's stem, want at least %g", m, d, baseRoom)
	}
}

// TestFragileShipGoesAroundDebris (rules notes §7: Dense debris, 2 attacks
// at 2+; issue 31 item 6): a Hull-3 scout whose goal lies behind a dense
// field goes around it (here, stopping short of it) even when that ends
// more than debrisDetour farther from its goal; a Hull-10 cruiser goes
// through.
func TestFragileShipGoesAroundDebris(t *testing.T) {
	at := plane.Vec{X: 24, Y: 10}
	field := []dropfleet.Scenery{{Kind: dropfleet.DenseDebris, Centre: plane.Vec{X: 24, Y: 15.2}, Length: 16, Width: 3, Heading: 90}}
	for _, tc := range []struct {
		p      dropfleet.Profile
		around bool
	}{
		{scout, true},
		{cruiser, false},
	} {
		s := playGame(false, placed{0, tc.p, at, 0, dropfleet.HighOrbit}, placed{1, cruiser, plane.Vec{X: 44, Y: 44}, 180, dropfleet.HighOrbit})
		s.Model.Battle.Scenery = field
		s = dropfleet.NewState(s.Model)
		m := clearOfDebris(s, 0, dropfleet.Standard, dropfleet.Movement{Distance: 10}, plane.Vec{X: 24, Y: 30}, 5, 10)
		end := at.Add(plane.Direction(m.Turn).Scale(m.Distance))
		if around := !s.EntersDebris(at, end); around != tc.around {
			t.Errorf("%s (Hull %d): move %+v clear of the debris %v, want %v", tc.p.Name, tc.p.Hull, m, around, tc.around)
		}
	}
}

// TestBattleMoveStaysOnTable (issue 31 item 6: a move that would end off
// the table is refused by the rules, rules notes §4.3): a ship whose move
// nearest its goal would leave the table ends on it, and where it can
// still move next time.
func TestBattleMoveStaysOnTable(t *testing.T) {
	s := playGame(false, placed{0, cruiser, plane.Vec{X: 40, Y: 24}, 90, dropfleet.LowOrbit}, placed{1, cruiser, plane.Vec{X: 4, Y: 44}, 180, dropfleet.HighOrbit})
	m := clearOfShips(s, 0, dropfleet.Standard, dropfleet.Movement{Distance: 10}, dropfleet.LowOrbit, plane.Vec{X: 52, Y: 24}, 5, 10)
	end := s.Ships[0].Pos.Add(plane.Direction(90 + m.Turn).Scale(m.Distance))
	if !onTable(end) || trapped(end, 90+m.Turn, 5) {
		t.Errorf("move %+v ends at %v: off the table, or with no move left next time", m, end)
	}
}

// TestWeaponsFreeKeepsOutOfTheAnomaly (battle notes §3.3: "A ship ending
// its move in High/Low Orbit within 3" of it costs its owner 1 VP"): an
// objective-first warship with no Critical Location to keep, closing on an
// enemy beside The Anomaly, does not take Weapons Free, which may not turn
// and here ends every move straight ahead within its reach (and the inch
// to spare, anomalyBerth); it takes an order that turns and ends clear of
// the 3". Before, it took Weapons Free
// and ran into the Anomaly, which cost the UCM of dfc-battle 1.07 VP a
// game objective-first (TestDropfleetAnomalyAvoided).
func TestWeaponsFreeKeepsOutOfTheAnomaly(t *testing.T) {
	s := playGame(true,
		placed{0, cruiser, plane.Vec{X: 24, Y: 16}, 0, dropfleet.LowOrbit},
		placed{1, cruiser, plane.Vec{X: 25, Y: 26}, 180, dropfleet.LowOrbit}) // beside the Anomaly, in reach
	s.Model.Battle.AnomalyScanning = dropfleet.ScanAnomalyNever
	anomaly := plane.Vec{X: 24, Y: 24}
	s.PlaceAnomaly(anomaly, -1)
	a := &s.Model.Plans[0]
	o := (BattleOrders{}).ChooseOrder(s, a, nil)
	if o == dropfleet.WeaponsFree {
		t.Fatalf("order %s, whose every move straight ahead ends within %d\" of the Anomaly", o, anomalyBerth)
	}
	if (BattleOrders{}).TakesSpecial(s, a, 0, dropfleet.WeaponsFree) {
		t.Errorf("the warship would take Weapons Free")
	}
	m := BattleMove{}.Move(s, 0, o, nil)
	if err := dropfleet.CheckMovement(m, o, 10); err != nil {
		t.Fatal(err)
	}
	sh := &s.Ships[0]
	if end := sh.Pos.Add(plane.Direction(sh.Heading + m.Turn).Scale(m.Distance)); end.Dist(anomaly) <= dropfleet.AnomalyReach {
		t.Errorf("%s move %+v ends %.1f\" from the Anomaly, within its %d\"", o, m, end.Dist(anomaly), dropfleet.AnomalyReach)
	}
}

// TestMoveOffBaseKeepsOutOfTheAnomaly (battle notes §3.3: a ship ending
// its move within 3" of The Anomaly costs its owner 1 VP; bases cannot
// overlap): a move that ends on a friendly ship's stem, 3.5" from the
// Anomaly (inside the players' 4" berth, outside its reach), is moved off
// the base to an end outside the 3" too. Before, clearOfShips dropped the
// Anomaly from its ranking whenever the first end was inside the berth,
// and took the end nearest the goal beyond it, on the Anomaly itself.
func TestMoveOffBaseKeepsOutOfTheAnomaly(t *testing.T) {
	s := playGame(true,
		placed{0, cruiser, plane.Vec{X: 24, Y: 14}, 0, dropfleet.LowOrbit},
		placed{0, cruiser, plane.Vec{X: 24, Y: 20.5}, 0, dropfleet.LowOrbit}, // on the first end
		placed{1, cruiser, plane.Vec{X: 40, Y: 44}, 180, dropfleet.HighOrbit})
	anomaly := plane.Vec{X: 24, Y: 24}
	s.PlaceAnomaly(anomaly, -1)
	lo, hi := dropfleet.Standard.Bounds(s.Thrust(0))
	m := clearOfShips(s, 0, dropfleet.Standard, dropfleet.Movement{Distance: 6.5}, dropfleet.LowOrbit, plane.Vec{X: 24, Y: 30}, lo, hi) // the goal beyond it
	sh := &s.Ships[0]
	end := sh.Pos.Add(plane.Direction(sh.Heading + m.Turn).Scale(m.Distance))
	if onBase(s, 0, end) {
		t.Errorf("move %+v ends on a base", m)
	}
	if d := end.Dist(anomaly); d <= dropfleet.AnomalyReach {
		t.Errorf("move %+v ends %.2f\" from the Anomaly, within its %d\"", m, d, dropfleet.AnomalyReach)
	}
}
