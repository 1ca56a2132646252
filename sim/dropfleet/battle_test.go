package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// battleGame is a Take & Hold battle of one troopship (Bulk Lander 1, M)
// and one Atmospheric dropship carrier (Dropships 2, M) a side, all on the
// table in Low Orbit by the west cluster, for the Roundup's steps.
func battleGame() (*Model, *State) {
	g := &Model{Battle: NewTakeAndHold()}
	bulk := Profile{Name: "bulk", Scan: 6, Sig: 6, Thrust: 10, Hull: 8, Armour: 4, Tonnage: Medium, Points: 100,
		Launch: []LaunchAsset{{Kind: BulkLanders, Value: 1}}}
	drop := Profile{Name: "drop", Scan: 6, Sig: 6, Thrust: 10, Hull: 8, Armour: 4, Tonnage: Medium, Points: 100, Atmospheric: true,
		Launch: []LaunchAsset{{Kind: Dropships, Value: 2}}}
	west := g.Battle.Clusters[0].Centre
	for f := range Players {
		g.AddFleet([]string{"a", "b"}[f], 2)
		bg := g.AddBattlegroup(f, []string{"a-line", "b-line"}[f], Line)
		g.AddGroup(bg, bulk.Name, bulk, 1, ShipState{Layer: LowOrbit, Pos: west})
		g.AddGroup(bg, drop.Name, drop, 1, ShipState{Layer: LowOrbit, Pos: west})
	}
	s := NewState(g)
	for bg := range s.entered {
		s.entered[bg] = true
	}
	for i := range s.Ships {
		s.Ships[i].Order = Standard
	}
	return g, s
}

// TestBatteryLoss (battle notes §2.1 f): at the end of the Roundup a
// Battery whose sector holds no friendly Infantry or Armour but some enemy
// ones is removed.
func TestBatteryLoss(t *testing.T) {
	for _, tc := range []struct {
		name   string
		tokens [Players][groundKinds]int
		left   int
	}{
		{"alone", [Players][groundKinds]int{{0, 0, 1}, {}}, 1},
		{"enemy infantry", [Players][groundKinds]int{{0, 0, 1}, {1, 0, 0}}, 0},
		{"enemy armour, own infantry", [Players][groundKinds]int{{1, 0, 1}, {0, 2, 0}}, 1},
		{"enemy battery only", [Players][groundKinds]int{{0, 0, 1}, {0, 0, 1}}, 1},
	} {
		_, s := battleGame()
		s.battle.clusters[0].Sectors[0].Tokens = tc.tokens
		s.batteryLoss()
		if got := s.battle.clusters[0].Sectors[0].Tokens[0][GroundBattery]; got != tc.left {
			t.Errorf("%s: %d Batteries left, want %d", tc.name, got, tc.left)
		}
	}
}

// TestGroundMovement (battle notes §2.1 c): tokens move between sectors
// of one cluster; Batteries never move; no token leaves a sector holding
// enemy Infantry or Armour.
func TestGroundMovement(t *testing.T) {
	for _, tc := range []struct {
		name     string
		from     [Players][groundKinds]int
		kind     GroundKind
		n        int
		to       int
		legal    bool
		illegals int
	}{
		{"infantry", [Players][groundKinds]int{{2, 0, 0}, {}}, GroundInfantry, 2, 1, true, 0},
		{"armour", [Players][groundKinds]int{{0, 1, 0}, {}}, GroundArmour, 1, 1, true, 0},
		{"battery", [Players][groundKinds]int{{0, 0, 1}, {}}, GroundBattery, 1, 1, false, 1},
		{"pinned by enemy", [Players][groundKinds]int{{2, 0, 0}, {1, 0, 0}}, GroundInfantry, 1, 1, false, 1},
		{"more than there", [Players][groundKinds]int{{1, 0, 0}, {}}, GroundInfantry, 2, 1, false, 1},
		{"to its own sector", [Players][groundKinds]int{{1, 0, 0}, {}}, GroundInfantry, 1, 0, false, 1},
	} {
		_, s := battleGame()
		s.battle.clusters[0].Sectors[0].Tokens = tc.from
		if got := s.MoveTokens(0, 0, 0, tc.to, tc.kind, tc.n); got != tc.legal || s.Illegal != tc.illegals {
			t.Errorf("%s: legal %v (illegal count %d), want %v (%d)", tc.name, got, s.Illegal, tc.legal, tc.illegals)
		}
		if tc.legal && s.battle.clusters[0].Sectors[1].Tokens[0][tc.kind] != tc.n {
			t.Errorf("%s: %d arrived, want %d", tc.name, s.battle.clusters[0].Sectors[1].Tokens[0][tc.kind], tc.n)
		}
	}
}

// TestLanders (battle notes §2.2): a Bulk Lander from Low Orbit within 6"
// lands 3 Infantry; Dropships leave only from the Atmosphere, each with
// one Armour; launching gives the carrier a Minor Spike; nothing launches
// after an order that may not launch.
func TestLanders(t *testing.T) {
	g, s := battleGame()
	r := sim.NewStream(1, 0)
	s.launchLanders(r)
	west := &s.battle.clusters[0]
	infantry, armour := 0, 0
	for k := range west.Sectors {
		infantry += west.Sectors[k].Tokens[0][GroundInfantry]
		armour += west.Sectors[k].Tokens[0][GroundArmour]
	}
	if infantry != 3 || armour != 0 {
		t.Errorf("from Low Orbit: %d Infantry and %d Armour landed, want 3 and 0 (Dropships need the Atmosphere)", infantry, armour)
	}
	if s.Ships[0].Spike != MinorSpike || s.Ships[1].Spike != NoSpike {
		t.Errorf("spikes %v %v, want a Minor Spike on the launching carrier only", s.Ships[0].Spike, s.Ships[1].Spike)
	}
	_, s = battleGame()
	s.Ships[1].Layer = Atmosphere
	s.Ships[0].Order = MaxThrust
	s.launchLanders(r)
	west = &s.battle.clusters[0]
	infantry, armour = 0, 0
	for k := range west.Sectors {
		infantry += west.Sectors[k].Tokens[0][GroundInfantry]
		armour += west.Sectors[k].Tokens[0][GroundArmour]
	}
	if infantry != 0 || armour != 2 {
		t.Errorf("Dropships from the Atmosphere, Bulk Lander after Max Thrust: %d Infantry and %d Armour, want 0 and 2", infantry, armour)
	}
	_ = g
}

// TestLandingUnderBatteries (battle notes §2.2, U-G2): an enemy Battery in
// the cluster destroys each Infantry token a Bulk Lander brings on 3+, one
// die per token: 3 × 2/3 expected losses.
func TestLandingUnderBatteries(t *testing.T) {
	const n = 20000
	var lost int64
	r := sim.NewStream(7, 0)
	for range n {
		_, s := battleGame()
		for k := range s.battle.clusters[0].Sectors {
			s.battle.clusters[0].Sectors[k].Tokens[1][GroundBattery] = 1
		}
		s.launchLanders(r)
		landed := 0
		for k := range s.battle.clusters[0].Sectors {
			landed += s.battle.clusters[0].Sectors[k].Tokens[0][GroundInfantry]
		}
		lost += int64(3 - landed)
	}
	simtest.Proportion(t, "Infantry tokens shot down on landing", lost, 3*n, 4.0/6)
}

// TestScoring (battle notes §3.1): the holder of a cluster scores its Hold
// VP, a player contesting it the Contest VP, and the player with more
// tonnage in Low Orbit within 6" of its centre the Critical Location's
// 2 VP; ships in High Orbit do not count.
func TestScoring(t *testing.T) {
	_, s := battleGame()
	mid := &s.battle.clusters[1] // west-centre, Medium: 3 hold, 1 contest
	mid.Sectors[0].Tokens[0][GroundInfantry] = 2
	mid.Sectors[1].Tokens[0][GroundInfantry] = 1
	mid.Sectors[2].Tokens[1][GroundArmour] = 1 // Comms Station, value 1, against 3
	centre := s.Model.Battle.Clusters[1].Centre
	s.Ships[2].Pos, s.Ships[3].Pos = centre, centre.Add(plane.Vec{Y: 5}) // player b: 10 tonnage in Low Orbit
	s.Ships[0].Pos = centre
	s.Ships[0].Layer = HighOrbit // player a's only ship near is in High Orbit
	s.Ships[1].Pos = plane.Vec{X: 47, Y: 47}
	s.scoreClusters()
	// west: nobody holds, the critical location to nobody (a's ship 1 is
	// far, b's ships are at west-centre); west-centre: 3 to a, 1 + 2 to b.
	if s.battle.VP != [Players]int{3, 3} {
		t.Errorf("VP %v, want [3 3]: hold 3 to a; contest 1 and the critical location 2 to b", s.battle.VP)
	}
}

// TestSurvey (battle notes §3.1): a ship on Standard Orders in Low Orbit
// within 6" of a cluster's centre surveys it for 1 VP, once per cluster
// per player; one ship per battlegroup a turn.
func TestSurvey(t *testing.T) {
	_, s := battleGame()
	r := sim.NewStream(1, 0)
	s.survey(r)
	if s.battle.VP != [Players]int{1, 1} {
		t.Fatalf("VP %v after one survey each, want [1 1] (one ship per battlegroup)", s.battle.VP)
	}
	s.survey(r)
	if s.battle.VP != [Players]int{1, 1} {
		t.Errorf("VP %v after surveying the same cluster again, want [1 1]", s.battle.VP)
	}
	_, s = battleGame()
	s.Ships[0].Order, s.Ships[1].Order = StationKeeping, StationKeeping
	s.survey(r)
	if s.battle.VP[0] != 0 {
		t.Errorf("surveyed on Station Keeping: VP %d", s.battle.VP[0])
	}
}

// TestDamageControl (battle notes §2.3): a burning ship takes 1 damage,
// then rolls for the Fire: 1 (1 more damage), 2-3 burning on, 4-6 out.
func TestDamageControl(t *testing.T) {
	const n = 20000
	var out, hurt int64
	r := sim.NewStream(3, 0)
	for range n {
		_, s := battleGame()
		s.Ships[0].Cripples = CrippleFire
		s.damageControl(r)
		if s.Ships[0].Cripples&CrippleFire == 0 {
			out++
		}
		if lost := 8 - int(s.Ships[0].Hull); lost == 2 {
			hurt++
		} else if lost != 1 {
			t.Fatalf("lost %d Hull, want 1 or 2", lost)
		}
	}
	simtest.Proportion(t, "fires put out", out, n, 0.5)
	simtest.Proportion(t, "repair rolls of 1", hurt, n, 1.0/6)
}

// TestLayerChange (rules notes §6): one layer a move under an order that
// turns, down free, up for 4" of Thrust, the Atmosphere only for
// Atmospheric ships.
func TestLayerChange(t *testing.T) {
	_, s := battleGame()
	for _, tc := range []struct {
		name string
		ship int
		from Layer
		m    Movement
		o    Order
		ok   bool
	}{
		{"down on Standard", 0, HighOrbit, Movement{Distance: 5, Layer: LowOrbit}, Standard, true},
		{"down on Weapons Free", 0, HighOrbit, Movement{Distance: 5, Layer: LowOrbit}, WeaponsFree, false},
		{"two layers", 1, HighOrbit, Movement{Distance: 5, Layer: Atmosphere}, Standard, false},
		{"up with the Thrust", 0, LowOrbit, Movement{Distance: 6, Layer: HighOrbit}, Standard, true},
		{"up without the Thrust", 0, LowOrbit, Movement{Distance: 7, Layer: HighOrbit}, Standard, false},
		{"into the Atmosphere, not Atmospheric", 0, LowOrbit, Movement{Distance: 5, Layer: Atmosphere}, Standard, false},
		{"into the Atmosphere, Atmospheric", 1, LowOrbit, Movement{Distance: 5, Layer: Atmosphere}, Standard, true},
	} {
		s.Ships[tc.ship].Layer = tc.from
		if got := s.layerChangeAllowed(tc.ship, tc.m, tc.o, 10); got != tc.ok {
			t.Errorf("%s: allowed %v, want %v", tc.name, got, tc.ok)
		}
	}
}

// TestLayerChangeNeedsThrust (rules notes §6: a ship "may change one
// layer as part of its move"; issue 31 item 6): a ship of Thrust 0 has no
// move to change layer in; a ship with Thrust on Station Keeping may
// change layer with a 0" move (the notes tie the change to an order that
// can turn, not to the distance).
func TestLayerChangeNeedsThrust(t *testing.T) {
	_, s := battleGame()
	for _, tc := range []struct {
		name   string
		thrust int
		m      Movement
		ok     bool
	}{
		{"Thrust 0, 0\" move down", 0, Movement{Layer: LowOrbit}, false},
		{"Thrust 10, Station Keeping 0\" move down", 10, Movement{Layer: LowOrbit}, true},
	} {
		s.Ships[0].Layer = HighOrbit
		if got := s.layerChangeAllowed(0, tc.m, StationKeeping, tc.thrust); got != tc.ok {
			t.Errorf("%s: allowed %v, want %v", tc.name, got, tc.ok)
		}
	}
}

// TestOrbitalDecay (battle notes §2.4, U-D2): a ship with Orbital Decay
// drops one layer in the Roundup; a ship without Atmospheric that drops
// into the Atmosphere is destroyed with no Catastrophic roll (its points
// count as kill points, U-X4); an Atmospheric ship already there stays;
// a ship without the effect does not move.
func TestOrbitalDecay(t *testing.T) {
	for _, tc := range []struct {
		name    string
		ship    int // 0 the bulk lander, 1 the Atmospheric dropship carrier
		from    Layer
		effect  Cripple
		to      Layer
		destroy bool
	}{
		{"High to Low", 0, HighOrbit, CrippleDecay, LowOrbit, false},
		{"Low to the Atmosphere, not Atmospheric: destroyed", 0, LowOrbit, CrippleDecay, Atmosphere, true},
		{"Low to the Atmosphere, Atmospheric", 1, LowOrbit, CrippleDecay, Atmosphere, false},
		{"already in the Atmosphere (U-D2)", 1, Atmosphere, CrippleDecay, Atmosphere, false},
		{"no decay effect", 0, LowOrbit, CrippleSlow, LowOrbit, false},
	} {
		_, s := battleGame()
		s.Ships[tc.ship].Layer, s.Ships[tc.ship].Cripples = tc.from, tc.effect
		s.orbitalDecay()
		if got := s.Ships[tc.ship].Layer; got != tc.to {
			t.Errorf("%s: layer %v, want %v", tc.name, got, tc.to)
		}
		if got := s.Ships[tc.ship].Hull == 0; got != tc.destroy {
			t.Errorf("%s: destroyed %v, want %v", tc.name, got, tc.destroy)
		}
		if kp := s.killPoints()[1]; tc.destroy && kp != 100 {
			t.Errorf("%s: the enemy's kill points %d, want the ship's 100", tc.name, kp)
		}
	}
}

// TestOrbitalDecayRepair (battle notes §2.3): Orbital Decay is repaired by
// damage control like any other effect (4-6) before it drops the ship.
func TestOrbitalDecayRepair(t *testing.T) {
	const n = 20000
	var dropped int64
	r := sim.NewStream(5, 0)
	for range n {
		_, s := battleGame()
		s.Ships[0].Layer, s.Ships[0].Cripples = HighOrbit, CrippleDecay
		s.damageControl(r)
		s.orbitalDecay()
		if s.Ships[0].Layer == LowOrbit {
			dropped++
		}
	}
	simtest.Proportion(t, "decaying ships not repaired in time", dropped, n, 0.5)
}

// TestNearestSectorFewestEnemyTroops (battle notes §2.1: a sector is held
// by strictly more Infantry and Armour tokens; issue 31 item 5): the
// default landing goes to the unheld sector with the fewest enemy troops,
// nearest first, where its troops hold the sector soonest; with every
// reachable sector held, to the one held by the smallest margin.
func TestNearestSectorFewestEnemyTroops(t *testing.T) {
	for _, tc := range []struct {
		name   string
		tokens [2][Players][groundKinds]int // the west cluster's two sectors
		want   int
	}{
		{"an empty sector before an enemy one", [2][Players][groundKinds]int{{{}, {2, 0, 0}}, {}}, 1},
		{"one enemy token before three", [2][Players][groundKinds]int{{{}, {3, 0, 0}}, {{}, {1, 0, 0}}}, 1},
		{"both held: the smaller margin", [2][Players][groundKinds]int{{{4, 0, 0}, {}}, {{2, 0, 0}, {}}}, 1},
		{"one held, one enemy: the enemy one", [2][Players][groundKinds]int{{{}, {1, 0, 0}}, {{3, 0, 0}, {}}}, 0},
	} {
		_, s := battleGame()
		for c := range s.battle.clusters { // the other clusters' sectors in reach are held, by a wide margin
			for k := range s.battle.clusters[c].Sectors {
				s.battle.clusters[c].Sectors[k].Tokens[0][GroundInfantry] = 9
			}
		}
		for k := range 2 {
			s.battle.clusters[0].Sectors[k].Tokens = tc.tokens[k]
		}
		l := NearestSector{}.Land(s, 0, BulkLanders, nil)
		if l.Cluster != 0 || l.Sector != tc.want {
			t.Errorf("%s: lands on cluster %d sector %d, want cluster 0 sector %d", tc.name, l.Cluster, l.Sector, tc.want)
		}
	}
}
