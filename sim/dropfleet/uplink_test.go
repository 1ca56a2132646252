package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// uplinkGame is worldGame with two Comms Station sectors (0 north and 1
// west of the centre) and two Commercial ones (2 east, 3 south): player
// 0's "gunship" (Scan 6", Sig 4") 4" south of the centre, player 1's
// "target" (Scan 6", Sig 4") 6" north of it, both in Low Orbit.
func uplinkGame() (*Model, *State) {
	g, _ := worldGame()
	for k, t := range []SectorType{CommsStation, CommsStation, Commercial, Commercial} {
		g.Battle.Clusters[0].Sectors[k].Type = t
	}
	s := NewState(g)
	for bg := range s.entered {
		s.entered[bg] = true
	}
	return g, s
}

// TestScannerUplink checks Scanner Uplink (battle notes §4.1: "Scanner
// Uplink (Comms Station): every ship/asset of the holder +3\" Scan,
// cumulative per such sector held"): the targeting range of each player's
// ships against the other's, by who holds the Comms Station sectors.
func TestScannerUplink(t *testing.T) {
	tests := []struct {
		name string
		// infantry[k][p]: player p's Infantry in sector k.
		infantry [3][Players]int
		ruined   int // the sector in ruins, or -1
		cripple  bool
		want     [Players]float64 // gunship's range at target, target's at gunship
	}{
		{"§4.1 nobody holds a Comms Station: Scan + Signature", [3][Players]int{}, -1, false, [Players]float64{10, 10}},
		{"§4.1 player a holds one: +3\"", [3][Players]int{{2, 0}}, -1, false, [Players]float64{13, 10}},
		{"§4.1 cumulative per such sector held: two, +6\"", [3][Players]int{{1, 0}, {1, 0}}, -1, false, [Players]float64{16, 10}},
		{"§4.1 one each", [3][Players]int{{2, 1}, {0, 3}}, -1, false, [Players]float64{13, 13}},
		{"§2.1 e equal troops: nobody holds it", [3][Players]int{{2, 2}}, -1, false, [Players]float64{10, 10}},
		{"§4.1 a Commercial sector gives no Uplink", [3][Players]int{2: {3, 0}}, -1, false, [Players]float64{10, 10}},
		{"a Comms Station in ruins gives none", [3][Players]int{{1, 0}, {1, 0}}, 0, false, [Players]float64{13, 10}},
		{"crippled Scanners: Scan 1\" stands", [3][Players]int{{1, 0}}, -1, true, [Players]float64{5, 10}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, s := uplinkGame()
			gun, tgt := ship(t, g, "gunship"), ship(t, g, "target")
			for k := range tc.infantry {
				for p := range Players {
					s.battle.clusters[0].Sectors[k].Tokens[p][GroundInfantry] = tc.infantry[k][p]
				}
			}
			if tc.ruined >= 0 {
				s.battle.clusters[0].Sectors[tc.ruined].Ruined = true
			}
			if tc.cripple {
				s.Ships[gun].Cripples |= CrippleScanOne
			}
			s.sectorsChanged()
			got := [Players]float64{s.TargetingRange(gun, tgt, false), s.TargetingRange(tgt, gun, false)}
			if got != tc.want {
				t.Errorf("targeting ranges %v, want %v", got, tc.want)
			}
			if close := s.TargetingRange(tgt, gun, true); close != tc.want[1]-4 {
				t.Errorf("target's Close Action range %v, want its Scan %v", close, tc.want[1]-4)
			}
			if s.MaxScan() < int(max(tc.want[0], tc.want[1]))-4 {
				t.Errorf("MaxScan %d below the largest Scan %v", s.MaxScan(), max(tc.want[0], tc.want[1])-4)
			}
		})
	}
}

// TestUplinkTiming checks switch U-S9 (battle notes §6.3: "Scanner Uplink
// holder: recomputed live from current token counts | fixed at end of
// ground step"): a landing or bombardment that changes the holder changes
// the Scan at once by default, and only at the end of the next ground
// step under UplinkAtGroundStep. A new trial starts without Uplink.
func TestUplinkTiming(t *testing.T) {
	for _, tc := range []struct {
		name                     string
		atGroundStep             bool
		afterLanding, afterStep  float64
		afterBombard, afterStep2 float64
	}{
		{"live (default)", false, 13, 13, 10, 10},
		{"fixed at end of ground step", true, 10, 13, 13, 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bomb := Weapon{Name: "bomb", Lock: 2, Attacks: Fixed(30), Damage: Fixed(1), Arc: FrontArc, Bombard: true}
			g, s := uplinkGame()
			g.Rules.UplinkAtGroundStep = tc.atGroundStep
			gun, tgt := ship(t, g, "gunship"), ship(t, g, "target")
			// Player b bombards: give it the Bombardment weapon.
			g.Ships[tgt].Profile.Weapons = []Weapon{bomb}
			s.Ships[tgt].Heading = 180
			s.battle.clusters[0].Sectors[0].Tokens[0][GroundInfantry] = 1 // a landing
			s.sectorsChanged()
			if got := s.TargetingRange(gun, tgt, false); got != tc.afterLanding {
				t.Errorf("after the landing: range %v, want %v", got, tc.afterLanding)
			}
			s.updateUplink() // the end of the ground step
			if got := s.TargetingRange(gun, tgt, false); got != tc.afterStep {
				t.Errorf("after the ground step: range %v, want %v", got, tc.afterStep)
			}
			r := sim.NewStream(1, 0)
			if fired := s.FireAtSector(tgt, SectorRef{Cluster: 0, Sector: 0}, Standard, r); fired == 0 {
				t.Fatal("the target could not bombard the Comms Station")
			}
			if n := s.battle.clusters[0].Sectors[0].Tokens[0][GroundInfantry]; n != 0 {
				t.Fatalf("30 bombardment hits left %d Infantry", n)
			}
			if got := s.TargetingRange(gun, tgt, false); got != tc.afterBombard {
				t.Errorf("after the bombardment: range %v, want %v", got, tc.afterBombard)
			}
			s.updateUplink()
			if got := s.TargetingRange(gun, tgt, false); got != tc.afterStep2 {
				t.Errorf("after the next ground step: range %v, want %v", got, tc.afterStep2)
			}
			s.battle.clusters[0].Sectors[1].Tokens[0][GroundInfantry] = 1
			s.updateUplink()
			s.Reset()
			if got := s.TargetingRange(gun, tgt, false); got != 10 {
				t.Errorf("a new trial: range %v, want 10", got)
			}
		})
	}
}
