package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// The sectors of worldGame's one cluster, centred on the table.
const (
	wCommercial = iota
	wMilitary
	wOrbital
	wPower
)

// worldGame is a battle on one cluster at the table's centre (a Commercial
// sector 2" north of the centre, a Military one west, an Orbital Defence
// one east, a Power Plant south) with one ship a side: player 0's
// "gunship" 4" south of the centre heading north in Low Orbit (Scan 6",
// Hull 10, Armour 4+) carrying weapons, player 1's "target" (Scan 6", Sig
// 4", Hull 10, Armour 4+) 6" north of the centre in Low Orbit.
func worldGame(weapons ...Weapon) (*Model, *State) {
	c := plane.Vec{X: TableSize / 2, Y: TableSize / 2}
	b := &Game{Scenario: "take-and-hold", ScoreTurns: []int{4, 6}, Clusters: []ClusterSpec{{Name: "centre", Size: LargeCluster, Centre: c,
		Sectors: []SectorSpec{{Commercial, c.Add(plane.Vec{Y: 2})}, {Military, c.Add(plane.Vec{X: -2})},
			{OrbitalDefence, c.Add(plane.Vec{X: 2})}, {PowerPlant, c.Add(plane.Vec{Y: -2})}}}}}
	g := &Model{Battle: b}
	gun := Profile{Name: "gunship", Scan: 6, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium, Points: 100, Weapons: weapons}
	tgt := Profile{Name: "target", Scan: 6, Sig: 4, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium, Points: 100}
	g.AddFleet("a", 2)
	g.AddGroup(g.AddBattlegroup(0, "a-line", Line), gun.Name, gun, 1, ShipState{Layer: LowOrbit, Pos: c.Add(plane.Vec{Y: -4})})
	g.AddFleet("b", 2)
	g.AddGroup(g.AddBattlegroup(1, "b-line", Line), tgt.Name, tgt, 1, ShipState{Layer: LowOrbit, Pos: c.Add(plane.Vec{Y: 6}), Heading: 180})
	s := NewState(g)
	for bg := range s.entered {
		s.entered[bg] = true
	}
	return g, s
}

// reset puts worldGame's state back at its start for another trial.
func resetWorld(s *State) {
	s.Reset()
	for bg := range s.entered {
		s.entered[bg] = true
	}
}

// TestCanTargetSector checks who may fire at a sector (battle notes §4.1):
// only from Low Orbit, never at a sector holding friendly ground assets,
// never with Close Action weapons, within the firer's Scan alone to the
// token's nearest edge, in arc; Bombardment weapons only at sectors.
func TestCanTargetSector(t *testing.T) {
	gun := Weapon{Name: "gun", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc}
	bomb := Weapon{Name: "bomb", Lock: 2, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc, Bombard: true}
	ca := Weapon{Name: "ca", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc, CloseAction: true}
	rear := Weapon{Name: "rear", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: RearArc}
	commercial := SectorRef{Cluster: 0, Sector: wCommercial}
	cases := []struct {
		name  string
		w     Weapon
		ref   SectorRef
		setup func(s *State)
		want  bool
	}{
		{"§4.1 any weapon from Low Orbit, 5\" to the token's edge within Scan 6\"", gun, commercial, nil, true},
		{"§4.1 a Bombardment weapon", bomb, commercial, nil, true},
		{"§4.1 not from High Orbit", gun, commercial, func(s *State) { s.Ships[0].Layer = HighOrbit }, false},
		{"§4.1 not from the Atmosphere", bomb, commercial, func(s *State) { s.Ships[0].Layer = Atmosphere }, false},
		{"§4.1 not at a sector holding friendly ground assets", gun, commercial, func(s *State) {
			s.battle.clusters[0].Sectors[wCommercial].Tokens[0][GroundBattery] = 1
		}, false},
		{"§4.1 enemy tokens do not stop it", gun, commercial, func(s *State) {
			s.battle.clusters[0].Sectors[wCommercial].Tokens[1][GroundInfantry] = 3
		}, true},
		{"§4.1 Close Action weapons cannot fire into the Atmosphere", ca, commercial, nil, false},
		{"§4.1 arc needed", rear, commercial, nil, false},
		{"§4.1 range is Scan alone: 7\" to the token's edge is out", gun, commercial, func(s *State) { s.Ships[0].Pos.Y -= 2 }, false},
		{"no such sector", gun, SectorRef{Cluster: 0, Sector: 9}, nil, false},
	}
	for _, c := range cases {
		_, s := worldGame(c.w)
		if c.setup != nil {
			c.setup(s)
		}
		if got := s.CanTargetSector(0, &c.w, c.ref); got != c.want {
			t.Errorf("%s: CanTargetSector = %v, want %v", c.name, got, c.want)
		}
	}
	_, s := worldGame(bomb)
	s.Ships[1].Pos = s.Ships[0].Pos.Add(plane.Vec{Y: 3})
	if s.CanTarget(0, &bomb, 1) {
		t.Error("§4.1 a Bombardment weapon may target a ship")
	}
}

// TestBombardMatchesExact fires one weapon at a Commercial sector (Armour
// 4+, Hull 8) holding one enemy Infantry token (bombardment save 3+) and
// compares the sector's Hull loss and the token's fate with exact values
// (battle notes §4.1): a Bombardment weapon 2+/1/1 keeps its printed Lock,
// crits on 4+ (Lock + 2, ignoring Armour), so a point is unsaved with
// 3/6 + 2/6 × 1/2 = 2/3, and each unsaved point is a collateral hit the
// Infantry fails to save with 2/6; any other weapon fires into the
// Atmosphere at 6+ and cannot crit: 1/6 × 1/2 = 1/12.
func TestBombardMatchesExact(t *testing.T) {
	cases := []struct {
		name     string
		w        Weapon
		unsaved  float64
		infantry float64
	}{
		{"§4.1 Bombardment at its printed Lock, criticals possible", Weapon{Name: "bomb", Lock: 2, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc, Bombard: true}, 2.0 / 3, 2.0 / 3 * 2.0 / 6},
		{"§4.1 any weapon at Lock 6+ into the Atmosphere", Weapon{Name: "gun", Lock: 2, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc}, 1.0 / 12, 1.0 / 12 * 2.0 / 6},
	}
	ref := SectorRef{Cluster: 0, Sector: wCommercial}
	for _, c := range cases {
		_, s := worldGame(c.w)
		r := sim.NewStream(5, 0)
		const n = 120_000
		var lost, killed int64
		for range n {
			resetWorld(s)
			s.battle.reset(s.Model)
			s.battle.clusters[0].Sectors[wCommercial].Tokens[1][GroundInfantry] = 1
			if fired := s.FireAtSector(0, ref, Standard, r); fired != 1 {
				t.Fatalf("%s: fired %d systems, want 1", c.name, fired)
			}
			sec := s.sector(ref)
			lost += int64(8 - sec.Hull)
			killed += int64(1 - sec.Tokens[1][GroundInfantry])
		}
		simtest.Proportion(t, c.name+": sector Hull lost", lost, n, c.unsaved)
		simtest.Proportion(t, c.name+": Infantry killed by collateral", killed, n, c.infantry)
	}
}

// TestRuins checks a sector brought to 0 Hull (battle notes §4.1): it is
// in ruins, worth nothing; one D6 on 2+ kills every token in it (U-G6;
// one D6 a token under RuinsRollPerToken); a Power Plant (Volatile) deals
// 4 damage to each other sector of its cluster, saves allowed, so a
// Commercial sector (4+) loses Binomial(4, 1/2) Hull.
func TestRuins(t *testing.T) {
	_, s := worldGame()
	r := sim.NewStream(9, 0)
	const n = 60_000
	for _, perToken := range []bool{false, true} {
		s.Model.Rules.RuinsRollPerToken = perToken
		var allDead, dead int64
		for range n {
			s.battle.reset(s.Model)
			s.battle.clusters[0].Sectors[wMilitary].Tokens[1] = [groundKinds]int{2, 1, 0}
			s.Ruin(SectorRef{Cluster: 0, Sector: wMilitary}, 0, r)
			left := s.battle.clusters[0].Sectors[wMilitary].tokens(1)
			dead += int64(3 - left)
			if left == 0 {
				allDead++
			}
		}
		if perToken {
			simtest.Proportion(t, "§4.1 U-G6 per token: a token dies", dead, 3*n, 5.0/6)
		} else {
			simtest.Proportion(t, "§4.1 U-G6 one D6: all die together", allDead, n, 5.0/6)
			simtest.Proportion(t, "§4.1 U-G6 one D6: a token dies", dead, 3*n, 5.0/6)
		}
	}
	if sec := &s.battle.clusters[0].Sectors[wMilitary]; !sec.Ruined || sec.value() != 0 || sec.Hull != 0 {
		t.Errorf("§4.1 a ruined sector: ruined %v, value %d, Hull %d", sec.Ruined, sec.value(), sec.Hull)
	}
	s.Model.Rules.RuinsRollPerToken = false
	var h sim.Histogram
	for range n {
		s.battle.reset(s.Model)
		s.Ruin(SectorRef{Cluster: 0, Sector: wPower}, 0, r)
		h.Add(8 - s.battle.clusters[0].Sectors[wCommercial].Hull)
	}
	simtest.Distribution(t, "§4.1 Volatile: Commercial Hull lost", &h, map[int]float64{0: 1.0 / 16, 1: 4.0 / 16, 2: 6.0 / 16, 3: 4.0 / 16, 4: 1.0 / 16})
}

// TestCollateral checks how collateral is spread (battle notes §4.1: "one
// each before a second"; U-G8): under CritCollateralKills each critical
// point kills a token outright, Armour first; a ruin still suffers
// collateral but no Hull loss.
func TestCollateral(t *testing.T) {
	_, s := worldGame()
	r := sim.NewStream(2, 0)
	s.Model.Rules.CritCollateralKills = true
	sec := &s.battle.clusters[0].Sectors[wCommercial]
	sec.Tokens[1] = [groundKinds]int{2, 1, 0}
	s.Collateral(sec, 2, 2, 0, r)
	if sec.Tokens[1] != [groundKinds]int{1, 0, 0} {
		t.Errorf("§4.1 U-G8 two critical points: tokens %v, want 1 Infantry left", sec.Tokens[1])
	}
	s.Model.Rules.CritCollateralKills = false
	var h sim.Histogram
	const n = 60_000
	for range n {
		sec.Tokens[1] = [groundKinds]int{2, 1, 0}
		sec.Ruined, sec.Hull = true, 0
		s.DamageSector(SectorRef{Cluster: 0, Sector: wCommercial}, 0, 3, 0, r) // three critical points: one on each token
		h.Add(sec.Tokens[1][GroundInfantry]*10 + sec.Tokens[1][GroundArmour])
		if sec.Hull != 0 || !sec.Ruined {
			t.Fatal("§4.1 a ruin has no Hull to lose")
		}
	}
	inf := [3]float64{(2.0 / 6) * (2.0 / 6), 2 * (2.0 / 6) * (4.0 / 6), (4.0 / 6) * (4.0 / 6)} // each Infantry saves on 3+
	exact := map[int]float64{}
	for k, p := range inf {
		exact[k*10+0] += p * 4.0 / 6 // the Armour saves on 5+
		exact[k*10+1] += p * 2.0 / 6
	}
	simtest.Distribution(t, "§4.1 three collateral points on 2 Infantry and 1 Armour: infantry*10+armour", &h, exact)
}

// TestSectorWeapons checks the sector weapons (battle notes §2.1 a): the
// holder of a Military sector fires Defence Weapons 3+/2/1, of an Orbital
// Defence sector the Orbital Gun 2+/1/2, at a ship within Scan 6" + its
// Signature of the cluster centre, in a higher layer, with no layer
// penalty; criticals on Lock + 2. Against Armour 4+: Defence Weapons lose
// Binomial(2, 1/2) Hull (a die deals a point with 2/6 + 2/6 × 1/2); the
// Orbital Gun 0 with 1/6 + 2/6 × 1/4, 1 with 2/6 × 1/2, 2 with 3/6 + 2/6
// × 1/4.
func TestSectorWeapons(t *testing.T) {
	cases := []struct {
		name   string
		sector int
		exact  map[int]float64
	}{
		{"§2.1a Defence Weapons", wMilitary, map[int]float64{0: 0.25, 1: 0.5, 2: 0.25}},
		{"§2.1a Orbital Gun", wOrbital, map[int]float64{0: 3.0 / 12, 1: 2.0 / 12, 2: 7.0 / 12}},
	}
	for _, c := range cases {
		_, s := worldGame()
		r := sim.NewStream(4, 0)
		var h sim.Histogram
		const n = 80_000
		for range n {
			resetWorld(s)
			s.battle.reset(s.Model)
			s.battle.clusters[0].Sectors[c.sector].Tokens[0][GroundInfantry] = 1
			s.sectorWeaponsFire(r)
			h.Add(10 - int(s.Ships[1].Hull))
			if s.Ships[0].Hull != 10 {
				t.Fatal("a sector weapon fired at its holder's ship")
			}
		}
		simtest.Distribution(t, c.name+": Hull lost", &h, c.exact)
	}
	for _, c := range []struct {
		name  string
		setup func(s *State)
	}{
		{"§2.1a nobody holds the sector", func(s *State) { s.battle.clusters[0].Sectors[wMilitary].Tokens[0][GroundInfantry] = 0 }},
		{"§2.1a a ruin fires nothing", func(s *State) { s.battle.clusters[0].Sectors[wMilitary].Ruined = true }},
		{"§2.1a Escape Velocity: not at the Atmosphere", func(s *State) { s.Ships[1].Layer = Atmosphere }},
		{"§2.1a out of Scan 6\" + Sig 4\"", func(s *State) { s.Ships[1].Pos.Y += 4.5 }},
	} {
		_, s := worldGame()
		s.battle.clusters[0].Sectors[wMilitary].Tokens[0][GroundInfantry] = 1
		c.setup(s)
		s.sectorWeaponsFire(sim.NewStream(1, 1))
		if s.Ships[1].Hull != 10 {
			t.Errorf("%s: the ship lost Hull", c.name)
		}
	}
}

// TestSectorFireDecision checks a player's SectorFireDecision in an
// activation: the ship fires at the sector it names, not at a ship, one
// system under Standard Orders, the Bombardment weapon first.
func TestSectorFireDecision(t *testing.T) {
	bomb := Weapon{Name: "bomb", Lock: 2, Attacks: Fixed(4), Damage: Fixed(1), Arc: FrontArc, Bombard: true}
	gun := Weapon{Name: "gun", Lock: 4, Attacks: Fixed(2), Damage: Fixed(1), Arc: FrontArc}
	g, _ := worldGame(gun, bomb)
	*g.FleetPlayer(0) = func() Player { return Player{Sector: fixedSector{SectorRef{0, wCommercial}}} }
	s := NewState(g)
	for bg := range s.entered {
		s.entered[bg] = true
	}
	r := sim.NewStream(3, 0)
	hull := 0
	const n = 2000
	for range n {
		resetWorld(s)
		s.battle.reset(g)
		a := g.Plans[0]
		s.Activate(&a, r)
		hull += 8 - s.battle.clusters[0].Sectors[wCommercial].Hull
	}
	if s.Ships[1].Hull != 10 {
		t.Error("the ship fired at a ship as well")
	}
	if mean := float64(hull) / n; mean < 2 || mean > 3.3 { // 4 dice × 2/3 = 2.67 for the bomb; the gun would give 0.17
		t.Errorf("mean sector Hull lost %.2f: the Bombardment weapon did not fire", mean)
	}
}

// fixedSector always fires at one sector.
type fixedSector struct{ ref SectorRef }

func (f fixedSector) SectorTarget(*State, int, Order, *sim.Stream) SectorRef { return f.ref }
