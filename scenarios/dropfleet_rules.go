package scenarios

import (
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

func (b *dropfleetBuild) rules(top *yamldoc.Object) error {
	if !top.Has("rules") {
		return nil
	}
	o, err := b.d.Object(top.Value("rules"), "rules", "equal_rating_rolloff", "silent_spike", "crit_lock", "calibre_crit", "burnthrough",
		"launch_once", "torpedo_reach", "manoeuvre", "atmosphere_launch", "ucm_torpedo", "launch_scenery",
		"ruins_roll", "collateral", "crit_collateral", "orbital_gun", "table_edge", // the last five: battle notes §6.3 (bombard.go, edge.go)
		"scanner_uplink", "damage_control", "own_station_fire", "station_control", "removal_kp", // battle notes §6.3, from U-S9 on
		"survey_tonnage", "critical_reach", "battery_landing_roll", "launch_cap")
	if err != nil {
		return err
	}
	for _, sw := range []struct {
		key, def, alt string
		to            *bool
	}{
		{"crit_lock", "modified", "printed", &b.g.Rules.PrintedCritLock},
		{"calibre_crit", "errata", "printed", &b.g.Rules.PrintedCalibre},
		{"burnthrough", "faq", "die-only", &b.g.Rules.BurnthroughDieOnly},
		{"launch_once", "per-type", "per-turn", &b.g.Rules.Launch.OncePerTurn},               // battle notes §6.3 U-L1
		{"torpedo_reach", "double-thrust", "thrust", &b.g.Rules.Launch.TorpedoThrustOnly},    // U-L2
		{"manoeuvre", "r17", "experimental", &b.g.Rules.Launch.ExperimentalManoeuvre},        // U-L3
		{"atmosphere_launch", "forbidden", "allowed", &b.g.Rules.Launch.AtmosphereLaunch},    // U-L5
		{"ucm_torpedo", "table", "example", &b.g.Rules.Launch.UCMTorpedoExample},             // battle notes §2.2
		{"launch_scenery", "r17", "same-layer", &b.g.Rules.Launch.SameLayerScenery},          // U-L4
		{"ruins_roll", "one-die", "per-token", &b.g.Rules.RuinsRollPerToken},                 // U-G6
		{"collateral", "unsaved", "every-point", &b.g.Rules.CollateralBeforeSaves},           // U-G7
		{"crit_collateral", "save", "kills", &b.g.Rules.CritCollateralKills},                 // U-G8
		{"orbital_gun", "escape-velocity", "book-2016", &b.g.Rules.OrbitalGunBook},           // U-S10
		{"table_edge", "forbidden", "leave-destroyed", &b.g.Rules.LeaveTable},                // U-X3
		{"scanner_uplink", "live", "ground-step", &b.g.Rules.UplinkAtGroundStep},             // U-S9
		{"damage_control", "r17", "experimental", &b.g.Rules.ExperimentalRepairs},            // U-D1
		{"own_station_fire", "forbidden", "allowed", &b.g.Rules.StationOwnTroopsFire},        // U-X2
		{"station_control", "all-tokens", "troops", &b.g.Rules.StationTroopsHold},            // U-G5
		{"removal_kp", "counted", "not-counted", &b.g.Rules.RemovalsNoKillPoints},            // U-X4
		{"survey_tonnage", "battlegroup", "ship", &b.g.Rules.SurveyShipTonnage},              // U-S11
		{"critical_reach", "centre", "sector-edge", &b.g.Rules.CriticalFromSectors},          // U-S3
		{"battery_landing_roll", "per-token", "per-lander", &b.g.Rules.LandingRollPerLander}, // U-G2
		{"launch_cap", "r17", "bsdata", &b.g.Rules.Launch.CapCountsLanders},                  // U-L6
	} {
		v, err := yamldoc.Enum(o, sw.key, sw.def, func(t string) (string, error) {
			if t != sw.def && t != sw.alt {
				return "", yamldoc.Problemf("unknown %s %q (expected %s or %s)", sw.key, t, sw.def, sw.alt)
			}
			return t, nil
		})
		if err != nil {
			return err
		}
		*sw.to = v == sw.alt
	}
	if b.g.Rules.EqualRatingRolloff, err = yamldoc.Enum(o, "equal_rating_rolloff", dropfleet.RolloffAdmiral, dropfleet.ParseRolloff); err != nil {
		return err
	}
	b.g.Rules.SilentSpike, err = yamldoc.Enum(o, "silent_spike", dropfleet.SilentSpikeFAQ, dropfleet.ParseSilentSpike)
	return err
}
