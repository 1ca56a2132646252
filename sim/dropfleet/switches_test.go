package dropfleet

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestRepairRollSwitch checks switch U-D1 (battle notes §2.3, §6.3:
// "R17 table (1 = damage) | FAQ261 experimental: 4+ repairs, no
// damage"): on the same dice, the experimental die repairs exactly when
// the v1.7 one does, and where the v1.7 die's 1 deals a damage it only
// fails.
func TestRepairRollSwitch(t *testing.T) {
	const n = 6000
	for _, tc := range []struct {
		name         string
		experimental bool
		wantHurt     bool
	}{
		{"§2.3 v1.7 table: a 1 deals 1 damage", false, true},
		{"§6.3 U-D1 experimental: 4+ repairs, no damage", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, s := battleGame()
			g.Rules.ExperimentalRepairs = tc.experimental
			a, b := sim.NewStream(9, 0), sim.NewStream(9, 0)
			hurt := 0
			for range n {
				got, table := s.repairRoll(a), RepairRoll(b)
				if got == RepairFailedHurt {
					hurt++
				}
				if (got == Repaired) != (table == Repaired) {
					t.Fatalf("repairs %v where the v1.7 die gives %v", got, table)
				}
				if !tc.experimental && got != table {
					t.Fatalf("default die %v, v1.7 table %v", got, table)
				}
			}
			if (hurt > 0) != tc.wantHurt {
				t.Errorf("%d damaging dice in %d, want some: %v", hurt, n, tc.wantHurt)
			}
		})
	}
	// In damage control: a burning ship takes the Fire's damage either way,
	// and under U-D1's alternative no more.
	for _, experimental := range []bool{false, true} {
		g, s := battleGame()
		g.Rules.ExperimentalRepairs = experimental
		r := sim.NewStream(4, 0)
		extra := 0
		for range 2000 {
			s.Ships[0].Hull, s.Ships[0].Cripples = 8, CrippleFire
			s.damageControl(r)
			extra += 8 - 1 - int(s.Ships[0].Hull)
		}
		if (extra > 0) == experimental {
			t.Errorf("experimental %v: %d damage beyond the Fire's", experimental, extra)
		}
	}
}

// TestStationSwitches checks switches U-X2 (battle notes §4.4: "Whether
// you may shoot a station holding your own troops: NOT FOUND"; forbidden
// by default) and U-G5 (§2.1 e: "most Ground Asset tokens aboard (wording
// includes Batteries)"; Infantry and Armour only as the alternative).
func TestStationSwitches(t *testing.T) {
	gun := Weapon{Name: "gun", Lock: 3, Attacks: Fixed(1), Damage: Fixed(1), Arc: FrontArc}
	for _, tc := range []struct {
		name           string
		ownFire        bool
		troopsHold     bool
		wantFire       bool
		wantController int
	}{
		{"defaults: no fire with own troops aboard; Batteries hold", false, false, false, 0},
		{"U-X2 allowed", true, false, true, 0},
		{"U-G5 Infantry and Armour only, like sectors", false, true, false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, s := stationGame([]Weapon{gun})
			g.Rules.StationOwnTroopsFire, g.Rules.StationTroopsHold = tc.ownFire, tc.troopsHold
			aboard := &s.battle.stations[0].Ground.Tokens
			aboard[0][GroundBattery], aboard[0][GroundInfantry] = 2, 0
			aboard[1][GroundInfantry] = 1
			if got := s.CanTargetStation(0, &gun, 0); got != tc.wantFire {
				t.Errorf("player a fires at the station its Batteries are on: %v, want %v", got, tc.wantFire)
			}
			if got := s.StationController(0); got != tc.wantController {
				t.Errorf("2 Batteries against 1 Infantry: controller %d, want %d", got, tc.wantController)
			}
		})
	}
}

// TestRemovalKillPoints checks switch U-X4 (battle notes §4.3: "KP for
// these: only the Anomaly case is ruled (no KP); all others NOT FOUND
// (default: they are destroyed ships, KP counted)"): a ship lost to
// orbital decay into the Atmosphere, or to a Large Solid Object, gives
// kill points by default and none under the alternative, its admiral's
// points with it; a ship shot down counts either way.
func TestRemovalKillPoints(t *testing.T) {
	for _, tc := range []struct {
		name   string
		noKP   bool
		remove func(s *State)
		want   int
	}{
		{"§2.4 decay into the Atmosphere: counted", false, func(s *State) {
			s.Ships[0].Layer, s.Ships[0].Cripples = LowOrbit, CrippleDecay
			s.orbitalDecay()
		}, 100 + AdmiralPoints[3]},
		{"§6.3 U-X4 decay into the Atmosphere: not counted", true, func(s *State) {
			s.Ships[0].Layer, s.Ships[0].Cripples = LowOrbit, CrippleDecay
			s.orbitalDecay()
		}, 0},
		{"§4.3 over a Large Solid Object: counted", false, func(s *State) {
			s.battle.world.solids = []SolidObject{{Centre: s.Ships[0].Pos.Add(plane.Vec{X: 3}), Diameter: 2}}
			s.solidMoved(0, s.Ships[0].Pos.Add(plane.Vec{X: 6}), s.Ships[0].Pos.Add(plane.Vec{X: 6}))
		}, 100 + AdmiralPoints[3]},
		{"§6.3 U-X4 over a Large Solid Object: not counted", true, func(s *State) {
			s.battle.world.solids = []SolidObject{{Centre: s.Ships[0].Pos.Add(plane.Vec{X: 3}), Diameter: 2}}
			s.solidMoved(0, s.Ships[0].Pos.Add(plane.Vec{X: 6}), s.Ships[0].Pos.Add(plane.Vec{X: 6}))
		}, 0},
		{"shot down: counted under U-X4's alternative too", true, func(s *State) { s.Ships[0].Hull = 0 }, 100 + AdmiralPoints[3]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, s := battleGame()
			g.Rules.RemovalsNoKillPoints = tc.noKP
			g.Fleets[0].Admiral, g.Fleets[0].AdmiralShip, g.Fleets[0].AdmiralPaid = 3, 0, AdmiralPoints[3]
			tc.remove(s)
			if s.Ships[0].Hull != 0 {
				t.Fatal("the ship was not removed")
			}
			if got := s.killPoints()[1]; got != tc.want {
				t.Errorf("the enemy's kill points %d, want %d", got, tc.want)
			}
			s.Reset()
			s.Ships[0].Hull = 0
			if got := s.killPoints()[1]; got != 100+AdmiralPoints[3] {
				t.Errorf("after a reset, a ship shot down gives %d, want %d", got, 100+AdmiralPoints[3])
			}
		})
	}
}

// TestSurveyAndCriticalSwitches checks switches U-S11 (battle notes §3.1:
// "only from a battlegroup of tonnage value (SR) ≥5"; the alternative:
// the surveying ship itself M or larger) and U-S3 (a Critical Location is
// measured from the cluster's centre; the alternative: from the nearest
// sector edge).
func TestSurveyAndCriticalSwitches(t *testing.T) {
	for _, tc := range []struct {
		name                   string
		shipTonnage, fromEdges bool
		wantLightSurveys       bool
		wantTonnage            int
	}{
		{"defaults: battlegroup SR 5; 6\" of the centre", false, false, true, 0},
		{"U-S11 the ship itself M or larger", true, false, false, 0},
		{"U-S3 6\" of the nearest sector edge", false, true, true, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, s := battleGame()
			g.Rules.SurveyShipTonnage, g.Rules.CriticalFromSectors = tc.shipTonnage, tc.fromEdges
			light := Profile{Name: "light", Scan: 6, Sig: 4, Thrust: 12, Hull: 3, Armour: 5, Tonnage: Light, Points: 30}
			g.AddGroup(0, light.Name, light, 1, ShipState{Layer: LowOrbit}) // in battlegroup a-line, SR 11
			s = NewState(g)
			l := ship(t, g, "light")
			if got := s.maySurvey(l); got != tc.wantLightSurveys {
				t.Errorf("a Light ship in a battlegroup of SR %d may survey: %v, want %v", g.StrategyRating(0), got, tc.wantLightSurveys)
			}
			if !s.maySurvey(0) {
				t.Error("a Medium ship may not survey")
			}
			// Ship 0 (M) in Low Orbit 7.5" from west-centre's centre, 4.5"
			// beyond the nearest edge of its sector 2.5" out that way.
			c := 1
			spec := &g.Battle.Clusters[c]
			for i := range s.Ships {
				s.Ships[i].Pos = plane.Vec{X: 0, Y: 0}
			}
			dir := spec.Sectors[0].At.Sub(spec.Centre)
			s.Ships[0].Pos, s.Ships[0].Layer = spec.Centre.Add(dir.Scale(7.5/dir.Len())), LowOrbit
			for i := range s.entered {
				s.entered[i] = true
			}
			all := s.CriticalTonnages()
			if got := all[c][0]; got != tc.wantTonnage {
				t.Errorf("tonnage contesting the Critical Location %d, want %d", got, tc.wantTonnage)
			}
			for k := range g.Battle.Clusters {
				var each [Players]int // the ships ContestsCritical names, one by one
				for i := range s.Ships {
					if s.ContestsCritical(i, k) {
						each[g.Ships[i].Fleet%Players] += g.Ships[i].Profile.Tonnage.Value()
					}
				}
				if all[k] != each {
					t.Errorf("cluster %d: CriticalTonnages %v, the contesting ships' tonnage %v", k, all[k], each)
				}
			}
		})
	}
}

// TestLandingRollSwitch checks switch U-G2 (battle notes §2.2, §6.3: "per
// token (3 rolls for a 3-Infantry bulk lander) | per Bulk
// Lander/Dropship token"): by default a Battery rolls a die per token
// landed; under the alternative one per lander, a success losing its
// three Infantry together; the expected loss is the same.
func TestLandingRollSwitch(t *testing.T) {
	const n = 30000
	for _, perLander := range []bool{false, true} {
		g, s := battleGame()
		g.Rules.LandingRollPerLander = perLander
		r := sim.NewStream(5, 0)
		var total int64
		odd := false
		for range n {
			lost := s.landingLosses(2, 6, false, r) // two Bulk Landers of 3 Infantry
			total += int64(lost)
			odd = odd || lost%3 != 0
		}
		if odd == perLander {
			t.Errorf("per lander %v: a loss not of whole landers seen: %v", perLander, odd)
		}
		if mean := float64(total) / n; mean < 3.9 || mean > 4.1 {
			t.Errorf("per lander %v: mean loss %.3f of 6 tokens, want 4 (3+ on each die)", perLander, mean)
		}
	}
}

// TestDreadnoughtUnplayed: a battle with a Dreadnought names its own rules
// (battle notes §4.2, U-D3) among those played without effect; one
// without does not.
func TestDreadnoughtUnplayed(t *testing.T) {
	for _, tc := range []struct {
		tonnage Tonnage
		want    bool
	}{{SuperHeavy, false}, {SuperHeavy2, true}} {
		g, _ := battleGame()
		big := Profile{Name: "big", Scan: 8, Sig: 10, Thrust: 6, Hull: 40, Armour: 3, Tonnage: tc.tonnage, Points: 400}
		g.AddGroup(g.AddBattlegroup(0, "a-flag", Flag), big.Name, big, 1, ShipState{Layer: LowOrbit})
		got := false
		for _, u := range g.Unmodelled() {
			got = got || u == DreadnoughtUnplayed
		}
		if got != tc.want {
			t.Errorf("tonnage %v: Unmodelled names the Dreadnought %v, want %v (%q)", tc.tonnage, got, tc.want, g.Unmodelled())
		}
	}
}

// TestLaunchLineSwitch checks switch U-L4 (battle notes §2.2 step 4, §6.3:
// "R17: Fine 3+, Dense 5+, any layer | FAQ261 experimental: only scenery
// on the same layer, Planetary Ring 4+"): six assets launched across a
// Planetary Ring all arrive by default; under the alternative half are
// lost on average when the line is in High Orbit, the ring's layer, and
// none from Low Orbit to Low Orbit.
func TestLaunchLineSwitch(t *testing.T) {
	const n = 6000
	for _, tc := range []struct {
		name         string
		experimental bool
		layer        Layer
		lo, hi       float64 // the mean arriving, of 6
	}{
		{"R17: rings do nothing", false, HighOrbit, 6, 6},
		{"U-L4 experimental: a ring on the line's layer, 4+", true, HighOrbit, 2.9, 3.1},
		{"U-L4 experimental: not from another layer", true, LowOrbit, 6, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, s := worldGame()
			g.Rules.Launch.SameLayerScenery = tc.experimental
			gun := ship(t, g, "gunship")
			from := s.Ships[gun].Pos
			s.Ships[gun].Layer = tc.layer
			s.battle.world = newWorld([]Scenery{{Kind: PlanetaryRing, Centre: from.Add(plane.Vec{Y: 3}), Length: 6, Width: 1, Heading: 90}}, nil)
			r := sim.NewStream(6, 0)
			total := 0
			for range n {
				total += s.launchLine(gun, from.Add(plane.Vec{Y: 6}), tc.layer, 6, r)
			}
			if mean := float64(total) / n; mean < tc.lo || mean > tc.hi {
				t.Errorf("mean arriving %.3f of 6, want %v-%v", mean, tc.lo, tc.hi)
			}
		})
	}
}

// TestLaunchCapSwitch checks switch U-L6 (battle notes §1.2, §6.3: the
// launch cap's base is "Fighters+Bombers+Torpedoes launch values [R17] |
// BSData 'Launch' cost (also counts drop carriers)"): clashList's 4
// Fighters and 2 Kievs' Dropships 2 (and Fire Ships, never counted) are
// within Clash's 15 either way; 12 more Bulk Landers' values break the
// cap only when the landers count.
func TestLaunchCapSwitch(t *testing.T) {
	for _, tc := range []struct {
		name    string
		landers bool
		want    string // "" for a legal list
	}{
		{"R17: landers not counted", false, ""},
		{"U-L6 BSData: landers counted", true, "launch capacity 20 (Fighters, Bombers, Torpedoes, Dropships and Bulk Landers); a clash game allows 15"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := clashList()
			l.CapCountsLanders = tc.landers
			l.Battlegroups[3].Groups[0].Launch = append(l.Battlegroups[3].Groups[0].Launch, LaunchAsset{Kind: BulkLanders, Value: 6})
			err := l.Check()
			if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
				t.Errorf("Check() = %v, want %q", err, tc.want)
			}
		})
	}
}
