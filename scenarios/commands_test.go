package scenarios

import (
	"strings"
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

// TestCommandErrors checks the commands field's errors.
func TestCommandErrors(t *testing.T) {
	src, err := BuiltinSource("armada-duel")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, old, new, want string }{
		{"an unknown command", "commands: $nebulon_dial", "commands: [repare]", `unknown command "repare"`},
		{"an unknown single command", "commands: $nebulon_dial", "commands: repare", `expected a dial (navigate, squadron, repair, concentrate-fire), a list of them in a cycle, heuristic or none; got "repare"`},
		{"concentrate_fire given by hand with commands", "{from: left, defender: nebulon, zone: front, range: $range}",
			"{from: left, defender: nebulon, zone: front, range: $range, concentrate_fire: dial}", "its dials and tokens decide Concentrate Fire"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(string(src), tc.old) {
				t.Fatalf("case does not apply: %q", tc.old)
			}
			edited := strings.Replace(string(src), tc.old, tc.new, 1)
			_, err := Parse("armada-duel.yaml", []byte(edited))
			if tc.name == "concentrate_fire given by hand with commands" {
				// the Victory sets no dials by default: the file is fine until it does
				if err != nil {
					t.Fatalf("without dials: %v", err)
				}
				edited = strings.Replace(edited, "commands: $victory_dial", "commands: heuristic", 1)
				_, err = Parse("armada-duel.yaml", []byte(edited))
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}
