package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestBattle: fleetlab battle plays the whole battle of the lists' game
// between two fixture lists of each game to a result (issue 18 item 3),
// and names in its JSON what it plays without effect.
func TestBattle(t *testing.T) {
	for _, tc := range []struct {
		name       string
		args       []string
		results    []string // the metrics that add up to one game
		unmodelled string
	}{
		{"Armada text lists", []string{fixtureEmpire, fixtureRebels, "--catalogue", fixtureCards},
			[]string{"win_empire", "win_rebels"}, "Dominator"},
		{"Armada text lists, built-in cards", []string{fixtureEmpire, fixtureRebels},
			[]string{"win_empire", "win_rebels"}, "Dominator"},
		{"Dropfleet rosters", []string{fixtureRoster, fixtureRoster, "--catalogue", fixtureCatalogue},
			[]string{"first_wins", "second_wins", "draw"}, "Mystery Engine"},
		{"tournament list files", []string{"../../../scenarios/lists/ucm-clash.yaml", "../../../scenarios/lists/phr-clash.yaml", "--set", "turns=2"},
			[]string{"ucm_clash_wins", "phr_clash_wins", "draw"}, "command cards (off, switch U-X6)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := fleetlab(t, append([]string{"battle", "--trials", "6", "--format", "json", "--quiet"}, tc.args...)...)
			if code != ExitOK {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			var r struct {
				Unmodelled []string `json:"unmodelled"`
			}
			if err := json.Unmarshal([]byte(out), &r); err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(r.Unmodelled, tc.unmodelled) {
				t.Errorf("unmodelled %q lacks %q", r.Unmodelled, tc.unmodelled)
			}
			sum := 0.0
			for _, m := range decode(t, out).Metrics {
				if slices.Contains(tc.results, m.Name) {
					sum += m.Estimate
				}
			}
			if sum < 0.999 || sum > 1.001 {
				t.Errorf("%v add up to %g, want 1\n%s", tc.results, sum, out)
			}
		})
	}
}

// TestBattleRefuses: a battle that cannot be played exits 2 naming what
// is wrong: the list's file and line for a bad list.
func TestBattleRefuses(t *testing.T) {
	data, err := os.ReadFile(fixtureRebels)
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte(strings.Replace(string(data), "Luke Skywalker", "Luke Skywalkr", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"a roster of cards the built-in catalogue lacks", []string{fixtureRoster, fixtureRoster}, `skirmish.ros:27: selection "Test Cruiser": no ship of the catalogue is called "Test Cruiser"`},
		{"two games", []string{fixtureEmpire, fixtureRoster, "--catalogue", fixtureCards}, "a battle plays one game"},
		{"bad list", []string{fixtureEmpire, bad, "--catalogue", fixtureCards}, "bad.txt:31: no squadron card is called \"Luke Skywalkr\" (did you mean Luke Skywalker?)"},
		{"not a battle", []string{fixtureEmpire, fixtureRebels, "--catalogue", fixtureCards, "--scenario", "armada-duel"}, "scenario armada-duel is not a whole battle"},
		{"one list", []string{fixtureEmpire}, "battle needs two lists"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := fleetlab(t, append([]string{"battle", "--trials", "2"}, tc.args...)...)
			if code != ExitBadInput || !strings.Contains(errOut, tc.want) {
				t.Errorf("exit %d, want %d\nstderr: %s\nwant %s", code, ExitBadInput, errOut, tc.want)
			}
		})
	}
}
