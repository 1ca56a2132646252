package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// scenarioGame is battleGame's four ships (a's bulk and drop carriers 0
// and 1, b's 2 and 3, each of tonnage value 5) on scenario k's layout, all
// in Low Orbit in a corner far from every cluster.
func scenarioGame(k ScenarioKind, variant bool) *State {
	g, _ := battleGame()
	g.Battle = NewScenario(k, variant)
	s := NewState(g)
	for bg := range s.entered {
		s.entered[bg] = true
	}
	for i := range s.Ships {
		s.Ships[i].Order, s.Ships[i].Pos = Standard, plane.Vec{X: 47, Y: 1}
	}
	return s
}

// hold gives player p an Infantry token in every sector of cluster c.
func hold(s *State, c, p int) {
	for k := range s.battle.clusters[c].Sectors {
		s.battle.clusters[c].Sectors[k].Tokens[p][GroundInfantry] = 1
	}
}

// near puts ship i at cluster c's centre, in Low Orbit.
func near(s *State, i, c int) { s.Ships[i].Pos = s.Model.Battle.Clusters[c].Centre }

// TestScenarioScoring checks each v1.7 scenario's victory conditions on
// its engine layout (battle notes §3.3, with §3.1's toolkit), scoring once
// at the end of a scoring turn's Roundup.
func TestScenarioScoring(t *testing.T) {
	const (
		westCentre, centre = 1, 2 // Take & Hold
		aWest, bEast       = 0, 4 // Erupting Battlefront
		nwPlant, swNoPlant = 0, 1 // Power Grab
	)
	for _, tc := range []struct {
		name    string
		kind    ScenarioKind
		variant bool
		set     func(s *State)
		want    [Players]int
	}{
		{"§3.3 Take & Hold: Standard Scoring (Medium, 3) and its Critical Location (2)", TakeAndHold, false,
			func(s *State) { hold(s, westCentre, 0); near(s, 0, westCentre) }, [Players]int{5, 0}},
		{"§3.3 Take & Hold, Double Down: a cluster beside the centre scores double, its Critical Location too", TakeAndHold, true,
			func(s *State) { hold(s, westCentre, 0); near(s, 0, westCentre) }, [Players]int{10, 0}},
		{"§3.3 Take & Hold, Double Down: the centre cluster scores single", TakeAndHold, true,
			func(s *State) { hold(s, centre, 1); near(s, 2, centre) }, [Players]int{0, 6}},
		{"§3.3 Erupting Battlefront: an A cluster scores Standard for the first player", EruptingBattlefront, false,
			func(s *State) { hold(s, aWest, 0) }, [Players]int{3, 0}},
		{"§3.3 Erupting Battlefront: an A cluster is no Critical Location for its owner", EruptingBattlefront, false,
			func(s *State) { near(s, 0, aWest) }, [Players]int{0, 0}},
		{"§3.3 Erupting Battlefront: the second player scores no Standard Scoring in an A cluster", EruptingBattlefront, false,
			func(s *State) { hold(s, aWest, 1) }, [Players]int{0, 0}},
		{"§3.3 Erupting Battlefront: an A cluster is a Critical Location for the second player", EruptingBattlefront, false,
			func(s *State) { hold(s, aWest, 0); near(s, 2, aWest) }, [Players]int{3, 2}},
		{"§3.3 Erupting Battlefront: a B cluster is the mirror image", EruptingBattlefront, false,
			func(s *State) { hold(s, bEast, 0); near(s, 0, bEast) }, [Players]int{2, 0}},
		{"§3.3 Erupting Battlefront: the C cluster scores Standard and Critical Location for both", EruptingBattlefront, false,
			func(s *State) { hold(s, centre, 1); near(s, 2, centre) }, [Players]int{0, 6}},
		{"§3.3 Moonshot: clusters by Standard Scoring and Critical Locations", Moonshot, false,
			func(s *State) { hold(s, 0, 1); near(s, 2, 0) }, [Players]int{0, 5}},
		{"§3.3 Power Grab: a cluster with a Power Plant scores double", PowerGrab, false,
			func(s *State) { hold(s, nwPlant, 0); near(s, 0, nwPlant) }, [Players]int{10, 0}},
		{"§3.3 Power Grab: a cluster without one scores single", PowerGrab, false,
			func(s *State) { hold(s, swNoPlant, 0); near(s, 0, swNoPlant) }, [Players]int{4, 0}},
		{"§3.3 Power Grab: nothing once its Power Plant is destroyed", PowerGrab, false,
			func(s *State) {
				hold(s, nwPlant, 0)
				near(s, 0, nwPlant)
				s.battle.clusters[nwPlant].Sectors[1].Hull = 0 // the Power Plant
			}, [Players]int{0, 0}},
	} {
		s := scenarioGame(tc.kind, tc.variant)
		tc.set(s)
		s.scoreClusters()
		if s.battle.VP != tc.want {
			t.Errorf("%s: VP %v, want %v", tc.name, s.battle.VP, tc.want)
		}
	}
}

// TestEruptingDestroyedSectors (battle notes §3.3, U-S4): each sector of
// the enemy's home clusters destroyed scores 1 VP, once, at the end of the
// Roundup it is destroyed in (or only on scoring turns with the switch);
// a destroyed C sector or one of a player's own scores nothing.
func TestEruptingDestroyedSectors(t *testing.T) {
	s := scenarioGame(EruptingBattlefront, false)
	s.battle.clusters[4].Sectors[0].Ruined = true // b-east: the second player's
	s.battle.clusters[0].Sectors[1].Hull = 0      // a-west: the first player's
	s.battle.clusters[2].Sectors[0].Ruined = true // centre: nobody's
	s.scenarioRoundup(1)
	if s.battle.VP != [Players]int{1, 1} {
		t.Fatalf("VP %v after one sector of each home destroyed, want [1 1]", s.battle.VP)
	}
	s.scenarioRoundup(2)
	if s.battle.VP != [Players]int{1, 1} {
		t.Errorf("VP %v counting the same sectors again, want [1 1]", s.battle.VP)
	}
	s = scenarioGame(EruptingBattlefront, false)
	s.Model.Battle.SectorVPAtScoring = true
	s.battle.clusters[4].Sectors[0].Ruined = true
	s.scenarioRoundup(1)
	if s.battle.VP != [Players]int{0, 0} {
		t.Errorf("U-S4 scoring turns: VP %v after turn 1, want none yet", s.battle.VP)
	}
	s.scenarioRoundup(4)
	if s.battle.VP != [Players]int{1, 0} {
		t.Errorf("U-S4 scoring turns: VP %v after turn 4, want [1 0]", s.battle.VP)
	}
}

// TestMoonshotKillPoints (battle notes §3.3, U-S5): kill points become
// victory points on the last turn, 600+ 2, 760+ 3, 1000+ 5, the highest
// band only (or the bands added up with the switch), in Moonshot only.
func TestMoonshotKillPoints(t *testing.T) {
	for _, tc := range []struct {
		kp, highest, cumulative int
	}{{0, 0, 0}, {599, 0, 0}, {600, 2, 2}, {759, 2, 2}, {760, 3, 5}, {999, 3, 5}, {1000, 5, 10}, {2500, 5, 10}} {
		if got := MoonshotKillPointVP(tc.kp, false); got != tc.highest {
			t.Errorf("%d KP: %d VP, want %d", tc.kp, got, tc.highest)
		}
		if got := MoonshotKillPointVP(tc.kp, true); got != tc.cumulative {
			t.Errorf("%d KP, cumulative: %d VP, want %d", tc.kp, got, tc.cumulative)
		}
	}
	for _, k := range []ScenarioKind{TakeAndHold, Moonshot} {
		s := scenarioGame(k, false)
		s.battle.KP = [Players]int{760, 100}
		s.killPointVP()
		want := [Players]int{}
		if k == Moonshot {
			want[0] = 3
		}
		if s.battle.VP != want {
			t.Errorf("%s: VP %v after 760 and 100 KP, want %v", k, s.battle.VP, want)
		}
	}
}

// TestScenarioLayouts (battle notes §1.4, §3.3): every engine layout is on
// the table, its clusters of the standard sizes with 2-4 sectors each
// within 6" of their centre, and the same turned through 180° (neither
// player's edge is favoured); Erupting Battlefront's has A clusters on the
// first player's half and B on the second's; Punching Up turns two sectors
// of its centre into Orbital Defence.
func TestScenarioLayouts(t *testing.T) {
	for k := range scenarioKinds {
		for _, variant := range []bool{false, true} {
			b := NewScenario(k, variant)
			for _, c := range b.Clusters {
				if len(c.Sectors) != c.Size.Sectors() {
					t.Errorf("%s %s: %d sectors in a %s cluster", k, c.Name, len(c.Sectors), c.Size)
				}
				for _, sec := range c.Sectors {
					if sec.At.Dist(c.Centre) > ClusterRange || sec.At.X < 0 || sec.At.Y < 0 || sec.At.X > TableSize || sec.At.Y > TableSize {
						t.Errorf("%s %s: a sector at %v", k, c.Name, sec.At)
					}
				}
				if (c.Side == SideA) != (c.Centre.Y < TableSize/2) && c.Side != SideC {
					t.Errorf("%s %s: side %s at y %g", k, c.Name, c.Side, c.Centre.Y)
				}
				turned := plane.Vec{X: TableSize - c.Centre.X, Y: TableSize - c.Centre.Y}
				found := false
				for _, o := range b.Clusters {
					if o.Centre.Dist(turned) < 1e-9 && o.Size == c.Size && o.Double == c.Double {
						found = true
					}
				}
				if !found {
					t.Errorf("%s %s: no cluster like it turned through 180°", k, c.Name)
				}
			}
		}
	}
	orbital := 0
	for _, sec := range NewScenario(EruptingBattlefront, true).Clusters[2].Sectors {
		if sec.Type == OrbitalDefence {
			orbital++
		}
	}
	if orbital != 2 {
		t.Errorf("Punching Up: %d Orbital Defence sectors in the centre, want 2", orbital)
	}
}
