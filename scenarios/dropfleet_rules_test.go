package scenarios

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// TestDropfleetRuleSwitches reads each switch of the battle notes' §6.3
// table added from U-S9 on, under rules:: its default leaves the rule as
// the notes' default, its alternative sets it, and any other value is
// refused with the file, line and the two values.
func TestDropfleetRuleSwitches(t *testing.T) {
	tests := []struct {
		key, def, alt string
		set           func(*dropfleet.Rules) bool
	}{
		{"scanner_uplink", "live", "ground-step", func(r *dropfleet.Rules) bool { return r.UplinkAtGroundStep }},             // U-S9
		{"damage_control", "r17", "experimental", func(r *dropfleet.Rules) bool { return r.ExperimentalRepairs }},            // U-D1
		{"own_station_fire", "forbidden", "allowed", func(r *dropfleet.Rules) bool { return r.StationOwnTroopsFire }},        // U-X2
		{"station_control", "all-tokens", "troops", func(r *dropfleet.Rules) bool { return r.StationTroopsHold }},            // U-G5
		{"removal_kp", "counted", "not-counted", func(r *dropfleet.Rules) bool { return r.RemovalsNoKillPoints }},            // U-X4
		{"survey_tonnage", "battlegroup", "ship", func(r *dropfleet.Rules) bool { return r.SurveyShipTonnage }},              // U-S11
		{"critical_reach", "centre", "sector-edge", func(r *dropfleet.Rules) bool { return r.CriticalFromSectors }},          // U-S3
		{"battery_landing_roll", "per-token", "per-lander", func(r *dropfleet.Rules) bool { return r.LandingRollPerLander }}, // U-G2
		{"launch_scenery", "r17", "same-layer", func(r *dropfleet.Rules) bool { return r.Launch.SameLayerScenery }},          // U-L4
		{"launch_cap", "r17", "bsdata", func(r *dropfleet.Rules) bool { return r.Launch.CapCountsLanders }},                  // U-L6
	}
	for _, tc := range tests {
		t.Run(tc.key, func(t *testing.T) {
			for _, v := range []string{"", tc.def, tc.alt} {
				src := dropfleetBattleSource(t, false, false, false)
				if v != "" {
					src = strings.Replace(src, "game: dropfleet\n", "game: dropfleet\nrules: {"+tc.key+": "+v+"}\n", 1)
				}
				g, err := compileDropfleet(src)
				if err != nil {
					t.Fatalf("%s: %q: %v", tc.key, v, err)
				}
				if got := tc.set(&g.Rules); got != (v == tc.alt) {
					t.Errorf("%s: %q sets the alternative %v", tc.key, v, got)
				}
			}
			src := strings.Replace(dropfleetBattleSource(t, false, false, false), "game: dropfleet\n", "game: dropfleet\nrules: {"+tc.key+": nonsense}\n", 1)
			_, err := compileDropfleet(src)
			if err == nil || !strings.Contains(err.Error(), "w.yaml:3") || !strings.Contains(err.Error(), tc.def) || !strings.Contains(err.Error(), tc.alt) {
				t.Errorf("%s: nonsense: error %v, want one naming w.yaml:3 and both values", tc.key, err)
			}
		})
	}
}
