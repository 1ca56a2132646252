package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// stationGame is worldGame with a Medium station (Sig 6", Hull 12, A 3+,
// PD 8) in Low Orbit 8.2" ahead of the gunship, armed with armament.
func stationGame(weapons []Weapon, armament ...Weapon) (*Model, *State) {
	g, _ := worldGame(weapons...)
	g.Battle.Stations = []StationSpec{{Name: "hub", Size: MediumStation, At: plane.Vec{X: 26, Y: 28}, Layer: LowOrbit, Armament: armament}}
	s := NewState(g)
	for bg := range s.entered {
		s.entered[bg] = true
	}
	return g, s
}

// TestCanTargetStation checks who may fire at a station (battle notes
// §4.4: "treated as a ship for targeting"; U-X2).
func TestCanTargetStation(t *testing.T) {
	gun := Weapon{Name: "gun", Lock: 3, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc}
	ca := Weapon{Name: "ca", Lock: 3, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc, CloseAction: true}
	bomb := Weapon{Name: "bomb", Lock: 2, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc, Bombard: true}
	cases := []struct {
		name  string
		w     Weapon
		setup func(s *State)
		want  bool
	}{
		{"§4.4 within Scan 6\" + the station's Sig 6\"", gun, nil, true},
		{"§4.4 Close Action: Scan alone, 8.2\" is out", ca, nil, false},
		{"§4.4 out of Scan + Sig", gun, func(s *State) { s.Ships[0].Pos.Y -= 4 }, false},
		{"§4.4 U-X2 not with the firer's own troops aboard", gun, func(s *State) { s.battle.stations[0].Ground.Tokens[0][GroundInfantry] = 1 }, false},
		{"§4.4 enemy troops aboard do not stop it", gun, func(s *State) { s.battle.stations[0].Ground.Tokens[1][GroundInfantry] = 1 }, true},
		{"§4.4 not a destroyed station", gun, func(s *State) { s.battle.stations[0].Hull = 0 }, false},
		{"§4.1 \"Bombardment weapons: can target only ground sectors\": not a station, even from Low Orbit", bomb, nil, false},
		{"§4.1 nor from High Orbit", bomb, func(s *State) { s.Ships[0].Layer = HighOrbit }, false},
	}
	for _, c := range cases {
		_, s := stationGame([]Weapon{c.w})
		if c.setup != nil {
			c.setup(s)
		}
		if got := s.CanTargetStation(0, &c.w, 0); got != c.want {
			t.Errorf("%s: CanTargetStation = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestStationDamageMatchesExact fires one 3+/1/1 weapon at the station
// from its layer (battle notes §1.4 A 3+): a critical on 5-6 is unsaved, a
// hit on 3-4 fails its 3+ save with 2/6: a point lost with 2/6 + 2/6 ×
// 2/6 = 4/9; a point lost is collateral on the Infantry aboard (saves
// 3+); at 0 Hull the station is removed with all ground assets aboard.
func TestStationDamageMatchesExact(t *testing.T) {
	gun := Weapon{Name: "gun", Lock: 3, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc}
	_, s := stationGame([]Weapon{gun})
	r := sim.NewStream(6, 0)
	var lost, killed int64
	const n = 120_000
	for range n {
		resetWorld(s)
		s.battle.reset(s.Model)
		s.battle.stations[0].Ground.Tokens[1][GroundInfantry] = 1
		s.FireAtStation(0, 0, Standard, r)
		lost += int64(12 - s.battle.stations[0].Hull)
		killed += int64(1 - s.battle.stations[0].Ground.Tokens[1][GroundInfantry])
	}
	simtest.Proportion(t, "§4.4 station Hull lost", lost, n, 4.0/9)
	simtest.Proportion(t, "§4.1 collateral aboard a station", killed, n, 4.0/9*2.0/6)
	s.battle.reset(s.Model)
	s.battle.stations[0].Ground.Tokens[1] = [groundKinds]int{3, 1, 1}
	if got := s.DamageStation(0, 0, 15, false, 0, r); got != 12 || s.battle.stations[0].Hull != 0 || s.battle.stations[0].Ground.tokens(1) != 0 {
		t.Errorf("§1.4 at 0 Hull: lost %d, Hull %d, tokens %v; want 12, 0, none", got, s.battle.stations[0].Hull, s.battle.stations[0].Ground.Tokens[1])
	}
}

// TestStationControlAndScore checks control (battle notes §2.1 e: most
// ground asset tokens aboard, Batteries included, U-G5) and Standard
// Scoring of a station (U-S7: a Medium cluster's 3 to hold, 1 to
// contest). A player contests it by holding its one sector (§1.4: "For
// ground combat a station is one Sector"; §2.1 e: "Contest a Cluster: hold
// ≥1 Sector in it (tokens alone are not enough)"): strictly more Infantry
// and Armour aboard; holding and contesting score only the hold.
func TestStationControlAndScore(t *testing.T) {
	cases := []struct {
		name       string
		tokens     [Players][groundKinds]int
		troopsHold bool // U-G5's alternative
		controller int
		vp         [Players]int
	}{
		{"§2.1e U-G5 a Battery counts", [Players][groundKinds]int{{0, 0, 1}, {}}, false, 0, [Players]int{3, 0}},
		{"§2.1e more tokens control; the other's fewer troops do not contest", [Players][groundKinds]int{{2, 0, 0}, {0, 1, 0}}, false, 0, [Players]int{3, 0}},
		{"§2.1e a tie: nobody controls; the troops hold the sector and contest", [Players][groundKinds]int{{1, 0, 0}, {0, 0, 1}}, false, -1, [Players]int{1, 0}},
		{"§2.1e 1 Infantry each: nobody holds the sector, nobody contests", [Players][groundKinds]int{{1, 0, 0}, {1, 0, 0}}, false, -1, [Players]int{0, 0}},
		{"§2.1e 2 Infantry v 1: only the hold scores", [Players][groundKinds]int{{2, 0, 0}, {1, 0, 0}}, false, 0, [Players]int{3, 0}},
		{"§2.1e U-G5 1 Infantry + 2 Batteries control; 2 Infantry hold the sector and contest", [Players][groundKinds]int{{1, 0, 2}, {2, 0, 0}}, false, 0, [Players]int{3, 1}},
		{"§2.1e U-G5 alternative: the 2 Infantry control, nothing to contest", [Players][groundKinds]int{{1, 0, 2}, {2, 0, 0}}, true, 1, [Players]int{0, 3}},
	}
	for _, c := range cases {
		_, s := stationGame(nil)
		s.Model.Rules.StationTroopsHold = c.troopsHold
		s.battle.stations[0].Ground.Tokens = c.tokens
		if got := s.StationController(0); got != c.controller {
			t.Errorf("%s: controller %d, want %d", c.name, got, c.controller)
		}
		s.scoreStations()
		if s.battle.VP != c.vp {
			t.Errorf("%s: VP %v, want %v", c.name, s.battle.VP, c.vp)
		}
	}
}

// TestStationWeapons fires a controlled station's mass driver (3+/2/1,
// battle notes §1.4) at the enemy ship 2.8" away in its layer (Armour
// 4+): a die deals a point with 2/6 + 2/6 × 1/2, so Binomial(2, 1/2).
func TestStationWeapons(t *testing.T) {
	md, err := StationArmament("mass-driver")
	if err != nil {
		t.Fatal(err)
	}
	_, s := stationGame(nil, md)
	r := sim.NewStream(12, 0)
	var h sim.Histogram
	const n = 60_000
	for range n {
		resetWorld(s)
		s.battle.reset(s.Model)
		s.battle.stations[0].Ground.Tokens[0][GroundInfantry] = 1
		s.stationWeaponsFire(r)
		h.Add(10 - int(s.Ships[1].Hull))
		if s.Ships[0].Hull != 10 {
			t.Fatal("a station fired at its controller's ship")
		}
	}
	simtest.Distribution(t, "§2.2 station mass driver: Hull lost", &h, map[int]float64{0: 0.25, 1: 0.5, 2: 0.25})
	if _, err := StationArmament("death-ray"); err == nil {
		t.Error("an unknown station weapon was accepted")
	}
}

// TestLandOnStation (battle notes §2.2): a Bulk Lander from Low Orbit
// within 6" of a station lands 3 Infantry aboard; from High Orbit none.
func TestLandOnStation(t *testing.T) {
	_, s := battleGame()
	s.Model.Battle.Stations = []StationSpec{{Name: "hub", Size: SmallStation, At: s.Ships[0].Pos.Add(plane.Vec{X: 4}), Layer: LowOrbit}}
	s.battle = newBattleState(s.Model, 6)
	s.battle.reset(s.Model)
	r := sim.NewStream(1, 0)
	s.landOnStation(0, BulkLanders, Landing{Station: 1, Token: GroundInfantry}, r)
	if got := s.battle.stations[0].Ground.Tokens[0][GroundInfantry]; got != 3 || s.StationController(0) != 0 {
		t.Errorf("%d Infantry aboard, controller %d; want 3 and player 0", got, s.StationController(0))
	}
	s.Ships[2].Layer = HighOrbit
	s.landOnStation(2, BulkLanders, Landing{Station: 1, Token: GroundInfantry}, r)
	if s.battle.stations[0].Ground.Tokens[1][GroundInfantry] != 0 || s.Illegal != 1 {
		t.Error("a Bulk Lander landed on a station from High Orbit")
	}
}

// TestStationCriticalLocation (battle notes §3.1, §4.4; U-S1, U-S3): an
// intact station that is a Critical Location scores 2 VP at scoring to
// the player with strictly more tonnage value of ships in Low Orbit
// within 6" of its stem; a destroyed station is none.
func TestStationCriticalLocation(t *testing.T) {
	cases := []struct {
		name  string
		every bool // U-S1: every station critical
		setup func(s *State)
		vp    [Players]int
	}{
		{"§3.1 U-S1 every station critical: b's Medium 2.8\" away in Low Orbit", true, nil, [Players]int{0, 2}},
		{"§3.1 U-S1 surveyed only: not yet critical", false, nil, [Players]int{}},
		{"§3.1 surveyed critical", false, func(s *State) { s.battle.stations[0].Critical = true }, [Players]int{0, 2}},
		{"§3.1 U-S3 Low Orbit only", true, func(s *State) { s.Ships[1].Layer = HighOrbit }, [Players]int{}},
		{"§3.1 U-S3 within 6\" of the stem only", true, func(s *State) { s.Ships[1].Pos = plane.Vec{X: 26, Y: 34.5} }, [Players]int{}},
		{"§3.1 equal tonnage: nobody", true, func(s *State) { s.Ships[0].Pos = plane.Vec{X: 26, Y: 24} }, [Players]int{}},
		{"§3.1 a destroyed station cannot be one", true, func(s *State) { s.battle.stations[0].Hull = 0 }, [Players]int{}},
	}
	for _, c := range cases {
		g, s := stationGame(nil)
		g.Battle.EveryClusterCritical = c.every
		s.battle.reset(g)
		if c.setup != nil {
			c.setup(s)
		}
		s.scoreStations()
		if s.battle.VP != c.vp {
			t.Errorf("%s: VP %v, want %v", c.name, s.battle.VP, c.vp)
		}
	}
}

// TestSurveyStation (battle notes §3.1: "Stations can be surveyed under
// the same rules"): a ship on Standard Orders in Low Orbit within 6" of an
// intact station's stem scores 1 VP and makes it critical on 5-6, once a
// game per player; a destroyed station is not surveyed.
func TestSurveyStation(t *testing.T) {
	g, s := stationGame(nil)
	g.Battle.Survey = true
	r := sim.NewStream(3, 0)
	var critical int64
	const n = 60_000
	for range n {
		s.battle.reset(g)
		s.Ships[1].Pos, s.Ships[1].Order = plane.Vec{X: 28, Y: 30}, Standard // 7.2" from the cluster's centre, 2.8" from the station
		s.survey(r)
		if s.battle.VP[1] != 1 || s.battle.stations[0].Surveyed != 1<<1 {
			t.Fatalf("§3.1 a survey of the station: VP %v, surveyed %b; want 1 VP to b", s.battle.VP, s.battle.stations[0].Surveyed)
		}
		if s.battle.stations[0].Critical {
			critical++
		}
		s.survey(r)
		if s.battle.VP[1] != 1 {
			t.Fatal("§3.1 a player surveyed the same station twice")
		}
	}
	simtest.Proportion(t, "§3.1 a surveyed station becomes critical on 5-6", critical, n, 2.0/6)
	s.battle.reset(g)
	s.battle.stations[0].Hull = 0
	s.Ships[1].Pos, s.Ships[1].Order = plane.Vec{X: 28, Y: 30}, Standard
	if s.survey(r); s.battle.VP[1] != 0 {
		t.Error("§3.1 a destroyed station was surveyed")
	}
}
