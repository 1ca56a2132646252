package scenarios

import (
	"testing"
)

// TestDuelCommands plays armada-duel with command dials: Repair recovers
// shields only when a ship sets it, and lets the Nebulon-B last longer;
// Concentrate Fire on the Victory deals the Nebulon-B more damage a round
// (rules notes §5). Fixed seeds, so the comparisons are deterministic.
func TestDuelCommands(t *testing.T) {
	mean := func(dial, metricName string) float64 {
		r := run(t, "armada-duel", 20_000, 9, dial)
		return metric(t, r, metricName).Estimate()
	}
	if m := mean("nebulon_dial=none", "nebulon_repaired"); m != 0 {
		t.Errorf("shields recovered without commands: %v", m)
	}
	if m := mean("nebulon_dial=repair", "nebulon_repaired"); m < 0.2 {
		t.Errorf("Repair every round recovered %v shields on average", m)
	}
	if a, b := mean("nebulon_dial=none", "nebulon_round"), mean("nebulon_dial=repair", "nebulon_round"); b < a+0.2 {
		t.Errorf("the Nebulon-B is destroyed in round %v with Repair, %v without: want later", b, a)
	}
	if a, b := mean("victory_dial=none", "nebulon_damage_per_round"), mean("victory_dial=concentrate-fire", "nebulon_damage_per_round"); b < a+0.1 {
		t.Errorf("damage a round to the Nebulon-B: %v with Concentrate Fire, %v without", b, a)
	}
}
