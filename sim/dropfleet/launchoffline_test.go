package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// landed returns player p's ground tokens of kind k in cluster c.
func landed(s *State, p, c int, k GroundKind) int {
	n := 0
	for sec := range s.battle.clusters[c].Sectors {
		n += s.battle.clusters[c].Sectors[sec].Tokens[p][k]
	}
	return n
}

// landedAll counts player p's ground tokens of kind k in every cluster.
func landedAll(s *State, p int, k GroundKind) int {
	n := 0
	for c := range s.battle.clusters {
		n += landed(s, p, c, k)
	}
	return n
}

// TestWeaponsOfflineLanders (battle notes §2.2, "Who may launch": "not
// under 'Weapons Offline' (that costs exactly one launch opportunity)"):
// a lander carrier under Weapons Offline lands nothing in its next launch
// step, and lands again in the one after; a carrier with no launch
// opportunity (Max Thrust) keeps the effect for its next one.
func TestWeaponsOfflineLanders(t *testing.T) {
	const bulk, drop = 0, 1 // battleGame's player-0 ships
	for _, tc := range []struct {
		name       string
		ship       int
		layer      Layer
		order      Order
		kind       GroundKind
		first      int  // tokens landed in the first launch step
		kept       bool // the launch part still on after it
		second     int  // tokens landed in the next launch step, on Standard Orders
		notCripple bool
	}{
		{"Bulk Lander in Low Orbit: nothing, then 3 Infantry", bulk, LowOrbit, Standard, GroundInfantry, 0, false, 3, false},
		{"Dropships in the Atmosphere beside a sector: nothing, then 2 Armour", drop, Atmosphere, Standard, GroundArmour, 0, false, 2, false},
		{"Max Thrust is no opportunity: the effect waits for the next", bulk, LowOrbit, MaxThrust, GroundInfantry, 0, true, 0, false},
		{"not crippled: lands at once", bulk, LowOrbit, Standard, GroundInfantry, 3, false, 6, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, s := battleGame()
			s.Turn = 1
			s.Ships[tc.ship].Layer, s.Ships[tc.ship].Order = tc.layer, tc.order
			if !tc.notCripple {
				s.Ships[tc.ship].Cripples = CrippleWeaponsOffline
			}
			r := sim.NewStream(1, 0)
			s.launchLanders(r)
			s.endLaunchOpportunity()
			if got := landedAll(s, 0, tc.kind); got != tc.first {
				t.Errorf("first launch step: %d %v landed, want %d", got, tc.kind, tc.first)
			}
			if got := s.launchOffline(tc.ship); got != tc.kept {
				t.Errorf("launch part of Weapons Offline on after it: %v, want %v", got, tc.kept)
			}
			s.Turn = 2
			s.Ships[tc.ship].Order = Standard
			s.launchLanders(r)
			s.endLaunchOpportunity()
			if got := landedAll(s, 0, tc.kind); got != tc.second { // where: NearestSector's choice (the fewest enemy troops)
				t.Errorf("after the next launch step: %d %v landed, want %d", got, tc.kind, tc.second)
			}
		})
	}
}

// TestWeaponsOfflineCostsOneLaunch (battle notes §2.2, "Who may launch";
// rules notes §2, crippling table Core 3-4, "no firing/launch next
// activation"): a carrier crippled so before its activation holds its
// fire in that activation and still loses that turn's launches (it
// launched them before); a carrier crippled after its activation loses
// the Roundup's launches and keeps the firing part for its next
// activation; either way the next Roundup launches again.
func TestWeaponsOfflineCostsOneLaunch(t *testing.T) {
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 10, Armour: 4, Tonnage: Medium}
	for _, tc := range []struct {
		name     string
		activate bool // the carrier activates after being crippled, before the Roundup
		holdFire bool // the firing part still on after the Roundup
	}{
		{"crippled before its activation", true, false},
		{"crippled after its activation", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, s := launchGame(5, tp)
			s.Player(0).Assets = only{Bombers, lgTarget}
			s.Player(1).Assets = only{Bombers, -1}
			s.Ships[lgCarrier].Cripples = CrippleWeaponsOffline
			r := sim.NewStream(1, 0)
			if tc.activate {
				a, _ := s.Model.NewActivation(s.Model.Ships[lgCarrier].Group, Standard, nil, -1)
				a.Ships[0].Target = lgTarget
				s.Activate(&a, r)
				if s.Ships[lgTarget].DamageSuffered != 0 {
					t.Fatal("the crippled carrier fired in its activation")
				}
			}
			s.launchAssets(r)
			s.endLaunchOpportunity()
			for _, w := range s.battle.assets.waves {
				if w.carrier == lgCarrier {
					t.Fatalf("turn 1: the carrier under Weapons Offline launched %+v", w)
				}
			}
			if got := s.Ships[lgCarrier].Cripples&CrippleHoldFire != 0; got != tc.holdFire {
				t.Errorf("firing part on after the Roundup: %v, want %v", got, tc.holdFire)
			}
			if s.launchOffline(lgCarrier) {
				t.Error("launch part still on after the lost opportunity")
			}
			s.Turn = 2
			s.launchAssets(r)
			n := 0
			for _, w := range s.battle.assets.waves {
				if w.carrier == lgCarrier {
					n += int(w.tokens)
				}
			}
			if n != 3 {
				t.Errorf("turn 2: the carrier launched %d bombers, want its 3", n)
			}
		})
	}
}

// onStation is a LandingDecision that lands every carrier's landers on
// station 0 (Dropships Armour, Bulk Landers Infantry).
type onStation struct{}

func (onStation) Land(_ *State, _ int, k LaunchKind, _ *sim.Stream) Landing {
	l := Landing{Cluster: -1, Sector: -1, Station: 1, Token: GroundInfantry}
	if k == Dropships {
		l.Token = GroundArmour
	}
	return l
}

// TestWeaponsOfflineLayer (battle notes §2.2: "not under 'Weapons
// Offline' (that costs exactly one launch opportunity)"; Layers:
// "Dropships only in Atmosphere (or Low Orbit vs a Space Station within
// 3\"); Bulk Landers in Atmosphere and Low Orbit; every other asset only
// Low and High Orbit"): a Roundup in which no kind the carrier has may
// leave its layer is no launch opportunity, as Max Thrust is none, so the
// effect waits and costs the next Roundup in which the carrier could
// launch. Turn 1 in the layer given, turns 2 and 3 in one it may launch
// from: what it launches each turn.
func TestWeaponsOfflineLayer(t *testing.T) {
	const bulk, drop = 0, 1 // battleGame's player-0 ships
	for _, tc := range []struct {
		name       string
		ship       int
		first      Layer
		then       Layer
		station    bool
		kind       GroundKind
		kept       bool   // the launch part still on after turn 1
		landed     [3]int // tokens landed by the end of turns 1, 2, 3
		notCripple bool
	}{
		{"Bulk Landers from High Orbit: no opportunity, turn 2 lost", bulk, HighOrbit, LowOrbit, false, GroundInfantry, true, [3]int{0, 0, 3}, false},
		{"Bulk Landers from Low Orbit: turn 1 lost", bulk, LowOrbit, LowOrbit, false, GroundInfantry, false, [3]int{0, 3, 6}, false},
		{"Dropships from Low Orbit, no station: no opportunity, turn 2 lost", drop, LowOrbit, Atmosphere, false, GroundArmour, true, [3]int{0, 0, 2}, false},
		{"Dropships from Low Orbit with a station: turn 1 lost", drop, LowOrbit, LowOrbit, true, GroundArmour, false, [3]int{0, 2, 4}, false},
		{"Dropships from Low Orbit onto a station 2\" away, not crippled", drop, LowOrbit, LowOrbit, true, GroundArmour, false, [3]int{2, 4, 6}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, s := battleGame()
			if tc.station {
				s.Model.Battle.Stations = []StationSpec{{Name: "hub", Size: LargeStation, At: s.Ships[tc.ship].Pos.Add(plane.Vec{X: 2}), Layer: LowOrbit}}
				s.battle = newBattleState(s.Model, 6)
				s.battle.reset(s.Model)
				s.Player(0).Landing = onStation{}
			}
			for i := range s.Ships {
				if i != tc.ship {
					s.Ships[i].Order = MaxThrust
				}
			}
			s.Ships[tc.ship].Layer = tc.first
			if !tc.notCripple {
				s.Ships[tc.ship].Cripples = CrippleWeaponsOffline
			}
			r := sim.NewStream(1, 0)
			for turn := 1; turn <= 3; turn++ {
				if turn > 1 {
					s.Ships[tc.ship].Layer = tc.then
				}
				s.Turn = turn
				s.launchLanders(r)
				s.endLaunchOpportunity()
				if turn == 1 && s.launchOffline(tc.ship) != tc.kept {
					t.Errorf("launch part of Weapons Offline on after turn 1: %v, want %v", s.launchOffline(tc.ship), tc.kept)
				}
				got := landed(s, 0, 0, tc.kind)
				if tc.station {
					got = s.battle.stations[0].Ground.Tokens[0][tc.kind]
				}
				if got != tc.landed[turn-1] {
					t.Errorf("turn %d: %d %v landed, want %d", turn, got, tc.kind, tc.landed[turn-1])
				}
			}
		})
	}
}

// TestWeaponsOfflineSpaceLayer (battle notes §2.2, as
// TestWeaponsOfflineLayer; U-L5: by default a carrier in the Atmosphere
// launches no space assets): a bomber carrier in the Atmosphere has no
// launch opportunity, so the effect costs its next Roundup in Low Orbit;
// under U-L5's alternative the Atmosphere is one.
func TestWeaponsOfflineSpaceLayer(t *testing.T) {
	tp := Profile{Name: "target", Scan: 6, Sig: 6, Thrust: 10, Hull: 30, Armour: 4, Tonnage: Medium}
	for _, tc := range []struct {
		name       string
		first      Layer
		order      Order
		atmosphere bool // U-L5's alternative
		kept       bool
		secondTurn int // bombers launched on turn 2 from Low Orbit on Standard Orders
	}{
		{"Low Orbit, Standard: turn 1 lost", LowOrbit, Standard, false, false, 3},
		{"Atmosphere, Standard: no opportunity, turn 2 lost", Atmosphere, Standard, false, true, 0},
		{"Low Orbit, Max Thrust: no opportunity, turn 2 lost", LowOrbit, MaxThrust, false, true, 0},
		{"U-L5 alternative, Atmosphere: turn 1 lost", Atmosphere, Standard, true, false, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, s := launchGame(5, tp)
			s.Model.Rules.Launch.AtmosphereLaunch = tc.atmosphere
			s.Player(0).Assets = only{Bombers, lgTarget}
			s.Player(1).Assets = only{Bombers, -1}
			s.Ships[lgFire].Order = MaxThrust
			s.Ships[lgCarrier].Cripples = CrippleWeaponsOffline
			s.Ships[lgCarrier].Layer, s.Ships[lgCarrier].Order = tc.first, tc.order
			r := sim.NewStream(1, 0)
			s.launchAssets(r)
			s.endLaunchOpportunity()
			if got := s.launchOffline(lgCarrier); got != tc.kept {
				t.Errorf("launch part of Weapons Offline on after turn 1: %v, want %v", got, tc.kept)
			}
			s.Turn = 2
			s.Ships[lgCarrier].Layer, s.Ships[lgCarrier].Order = LowOrbit, Standard
			s.battle.assets.waves = s.battle.assets.waves[:0]
			s.launchAssets(r)
			n := 0
			for _, w := range s.battle.assets.waves {
				if w.carrier == lgCarrier {
					n += int(w.tokens)
				}
			}
			if n != tc.secondTurn {
				t.Errorf("turn 2: %d bombers launched, want %d", n, tc.secondTurn)
			}
		})
	}
}
