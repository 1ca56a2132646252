package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// landed returns player p's ground tokens of kind k in cluster c.
func landed(s *State, p, c int, k GroundKind) int {
	n := 0
	for sec := range s.battle.clusters[c].Sectors {
		n += s.battle.clusters[c].Sectors[sec].Tokens[p][k]
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
			if got := landed(s, 0, 0, tc.kind); got != tc.first {
				t.Errorf("first launch step: %d %v landed, want %d", got, tc.kind, tc.first)
			}
			if got := s.launchOffline(tc.ship); got != tc.kept {
				t.Errorf("launch part of Weapons Offline on after it: %v, want %v", got, tc.kept)
			}
			s.Turn = 2
			s.Ships[tc.ship].Order = Standard
			s.launchLanders(r)
			s.endLaunchOpportunity()
			if got := landed(s, 0, 0, tc.kind); got != tc.second {
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
