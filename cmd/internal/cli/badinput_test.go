package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/scenarios"
)

// TestBadInputLeftovers: the bad inputs the last session's audit found
// accepted (exit 0) or named in the wrong words are refused by the command
// a user runs: exit 2, a message naming the file, the line and the field,
// and no --out folder written half-way.
func TestBadInputLeftovers(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		t.Helper()
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	read := func(path string) string {
		t.Helper()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	replace := func(text, old, new string) string {
		t.Helper()
		if !strings.Contains(text, old) {
			t.Fatalf("%q is not in the fixture", old)
		}
		return strings.Replace(text, old, new, 1)
	}
	lineOf := func(text, s string) int { return strings.Count(text[:strings.Index(text, s)], "\n") + 1 }
	// cards copies the fixture catalogue with one file changed
	cards := func(name, file, old, new string) string {
		for _, f := range []string{"objectives.json", "ships.json", "squadrons.json", "upgrades.json"} {
			text := read(filepath.Join(fixtureCards, f))
			if f == file {
				text = replace(text, old, new)
			}
			write(filepath.Join(name, f), text)
		}
		return filepath.Join(dir, name)
	}
	squadrons := read(filepath.Join(fixtureCards, "squadrons.json"))
	ships := read(filepath.Join(fixtureCards, "ships.json"))
	counterCards := cards("counter", "squadrons.json", `"counter": 0, "escort": false, "swarm": true`, `"counter": "x", "escort": false, "swarm": true`)
	noArmament := cards("armament", "ships.json", `"armament": {"asa": [0, 1, 0], "front": [3, 3, 0]`, `"armament_": {"asa": [0, 1, 0], "front": [3, 3, 0]`)
	blockade := cards("blockade", "objectives.json", `"dangerous-territory"`, `"blockade-run": {"type": "navigation", "name": "Blockade Run"}, "dangerous-territory"`)
	rebels := read(fixtureRebels)
	blockadeList := write("blockade.txt", replace(rebels, "Navigation Objective: Solar Corona", "Navigation Objective: Blockade Run"))
	empire := read(fixtureEmpire)
	overflow := write("overflow.txt", replace(empire, "• Leading Shots (5)", "• Leading Shots (99999999999999999999999)"))
	dfc, err := scenarios.BuiltinSource("dfc-battle")
	if err != nil {
		t.Fatal(err)
	}
	armadaBattle, err := scenarios.BuiltinSource("armada-battle")
	if err != nil {
		t.Fatal(err)
	}
	layout := write("layout.yaml", replace(string(dfc), "anomaly: $anomaly}", "anomaly: $anomaly, layout: []}"))
	bar := write("bar.yaml", replace(string(armadaBattle), "upgrade_bar: [officer, weapons-team, offensive-retro, turbolaser, ordnance, title]", "upgrade_bar: []"))
	twice := write("twice.yaml", replace(string(armadaBattle), "keywords: [swarm]", "keywords: [swarm, swarm]"))
	for _, tc := range []struct {
		name string
		args []string
		want string // file:line: field: and the start of the problem
	}{
		{"(a) a catalogue squadron's Counter with no valid X", []string{"battle", fixtureEmpire, fixtureRebels, "--catalogue", counterCards},
			fmt.Sprintf("squadrons.json:%d: squadron tie-fighter-squadron abilities.counter: Counter takes its X", lineOf(squadrons, `"counter": 0, "escort": false, "swarm": true`))},
		{"(a) the same in fleet show", []string{"fleet", "show", fixtureEmpire, "--catalogue", counterCards}, "squadrons.json:8: squadron tie-fighter-squadron abilities.counter:"},
		{"(b) a catalogue ship without armament", []string{"battle", fixtureEmpire, fixtureRebels, "--catalogue", noArmament},
			fmt.Sprintf("ships.json:%d: ship victory-ii-class-star-destroyer armament: the card has no armament", lineOf(ships, `"victory-ii-class-star-destroyer": {`))},
		{"(c) an empty Dropfleet layout", []string{"run", layout}, fmt.Sprintf("layout.yaml:%d: battle.layout: an empty layout", lineOf(string(dfc), "battle: {scenario: take-and-hold"))},
		{"(d) an empty upgrade bar", []string{"run", bar}, "bar.yaml:51: ships.victory-i.upgrade_bar: an empty upgrade_bar"},
		{"(e) a keyword given twice", []string{"run", twice}, "twice.yaml:114: ships.tie-fighter.keywords[1]: keyword swarm is given twice"},
		{"(f) points past any number", []string{"battle", overflow, fixtureRebels, "--catalogue", fixtureCards},
			`overflow.txt:11: "99999999999999999999999" is too large: a points figure or count is at most 100000`},
		{"(f) the same in fleet show", []string{"fleet", "show", overflow, "--catalogue", fixtureCards}, `overflow.txt:11: "99999999999999999999999" is too large`},
		{"(g) objective chosen with a list's objective not played", []string{"battle", fixtureEmpire, blockadeList, "--catalogue", blockade, "--set", "objective=chosen"},
			"blockade.txt:9: objectives: objective chosen needs the three objectives of both lists played: Blockade Run (navigation objective) is not played by fleetlab yet"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "report")
			args := append(tc.args, "--trials", "2")
			if tc.args[0] == "fleet" {
				args = tc.args
			} else {
				args = append(args, "--out", out)
			}
			code, _, errOut := fleetlab(t, args...)
			if code != ExitBadInput || !strings.Contains(errOut, tc.want) {
				t.Errorf("exit %d\n%s\nwant exit %d saying %s", code, errOut, ExitBadInput, tc.want)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("--out %s was written: %v", out, err)
			}
		})
	}
}
