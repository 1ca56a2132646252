package scenarios

import (
	"strings"
	"testing"
)

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

// TestBadArmadaFleets checks the errors of a fleet's policies and units.
func TestBadArmadaFleets(t *testing.T) {
	checkBadEdits(t, armadaValid, []badEdit{
		{"unknown policy", "defence: save-tokens:3", "defence: run-away", 9, `unknown defender policy "run-away"`},
		{"bad threshold", "defence: save-tokens:3", "defence: save-tokens:x", 9, "save-tokens:N needs a whole number"},
		{"speed 5", "speed: 3", "speed: 5", 9, "speed: must be from 0 to 4"},
	})
}
