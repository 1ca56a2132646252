package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// realRoster is the test roster of a faction: a legal Clash list written
// in the BattleScribe format from the real catalogues' ids.
func realRoster(faction string) string {
	return "../../../scenarios/battlescribe/testdata/rosters/" + faction + ".ros"
}

// TestRostersWithNothingButTheBinary (issue 32, "fleetlab battle a.ros
// b.ros plays whole games with nothing but the binary"): fleet show,
// fleet ships, battle and tournament read real rosters against the
// built-in catalogue, with no --catalogue.
func TestRostersWithNothingButTheBinary(t *testing.T) {
	checkCommands(t, []commandCase{
		{"fleet show", []string{"fleet", "show", realRoster("resistance")}, ExitOK, "Resistance Clash: Resistance, clash game, 1130 of 1250 points", ""},
		{"fleet ships UCM", []string{"fleet", "ships", "dropfleet", "UCM"}, ExitOK, "Lysander Stealth Lighter", ""},
		{"fleet ships PHR csv", []string{"fleet", "ships", "dropfleet", "PHR", "--format", "csv"}, ExitOK, "Post-Human Republic,Achilles Heavy Cruiser,Achilles,8,6,7,14,3,0,5,1,H,165", ""},
		{"fleet ships Shaltari json", []string{"fleet", "ships", "dropfleet", "Shaltari", "--format", "json"}, ExitOK, `"faction": "Shaltari Tribes"`, ""},
		{"battle", []string{"battle", realRoster("ucm"), realRoster("scourge"), "--trials", "4", "--quiet"}, ExitOK, "scourge_wins", ""},
		{"tournament", []string{"tournament", realRoster("phr"), realRoster("shaltari"), "--games", "4", "--quiet"}, ExitOK, "shaltari", ""},
	})
	code, out, _ := fleetlab(t, "fleet", "ships", "dropfleet", "Scourge")
	if code != ExitOK || strings.Contains(out, "United Colonies") || strings.Count(out, "\nScourge") < 30 {
		t.Errorf("fleet ships dropfleet Scourge: exit %d\n%s", code, out)
	}
}

// TestTournamentErrorsNameTheFile (issue 32 item 6): a bad roster in a
// tournament is refused with its file and line; a file that is no list is
// named, not printed (a 60 KB roster given as a list file was quoted whole).
func TestTournamentErrorsNameTheFile(t *testing.T) {
	data, err := os.ReadFile(realRoster("ucm"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ros")
	if err := os.WriteFile(bad, []byte(strings.Replace(string(data), `number="3" type="model"`, `number="9" type="model"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	text := filepath.Join(dir, "notes.yaml")
	if err := os.WriteFile(text, []byte(strings.Repeat("a long line of words ", 3000)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"bad roster", []string{"tournament", bad, realRoster("phr"), "--games", "2"}, "bad.ros:31: a group of 9 Toulon; its group size is 2-4"},
		{"no list", []string{"tournament", text, realRoster("phr"), "--games", "2"}, "notes.yaml:1: expected a mapping"},
	} {
		code, _, errOut := fleetlab(t, tc.args...)
		if code != ExitBadInput || !strings.Contains(errOut, tc.want) || len(errOut) > 600 {
			t.Errorf("%s: exit %d, %d bytes of error, want %q:\n%.800s", tc.name, code, len(errOut), tc.want, errOut)
		}
	}
}
