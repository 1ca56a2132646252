package dropfleet

import "testing"

// TestStationCriticalUnderUS1 (battle notes §6.3 U-S1, §3.3): under
// U-S1's default every station is a Critical Location; under its
// "surveyed" alternative a station is one only once a survey made it so,
// except in Moonshot, whose text makes its "Space Stations ... Critical
// Locations" by name, whatever the switch says. b's Medium ship 2.8" from
// the station in Low Orbit takes its 2 VP when it is one.
func TestStationCriticalUnderUS1(t *testing.T) {
	cases := []struct {
		name     string
		kind     ScenarioKind
		every    bool
		critical bool
		vp       [Players]int
	}{
		{"§6.3 U-S1 every-cluster, Take & Hold: critical", TakeAndHold, true, true, [Players]int{0, 2}},
		{"§6.3 U-S1 surveyed, Take & Hold: not until surveyed", TakeAndHold, false, false, [Players]int{}},
		{"§3.3 U-S1 every-cluster, Moonshot: critical", Moonshot, true, true, [Players]int{0, 2}},
		{"§3.3 U-S1 surveyed, Moonshot: critical all the same", Moonshot, false, true, [Players]int{0, 2}},
	}
	for _, c := range cases {
		g, s := stationGame(nil)
		g.Battle.Kind, g.Battle.EveryClusterCritical = c.kind, c.every
		s.battle.reset(g)
		if got := s.battle.stations[0].Critical; got != c.critical {
			t.Errorf("%s: the station is a Critical Location: %v, want %v", c.name, got, c.critical)
		}
		s.scoreStations()
		if s.battle.VP != c.vp {
			t.Errorf("%s: VP %v, want %v", c.name, s.battle.VP, c.vp)
		}
	}
}
