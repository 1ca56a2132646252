package cli

import (
	"os"
	"strings"
	"testing"
)

// TestTournamentRefusesBadInput (issue 21 item 4): a bad list file is
// refused naming its file, line and field; too few lists, an odd --games,
// two lists of one name and a shard without --out are refused before
// anything plays.
func TestTournamentRefusesBadInput(t *testing.T) {
	const lists = "../../../scenarios/lists/"
	good, err := os.ReadFile(lists + "ucm-clash.yaml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bad := dir + "/bad.yaml"
	if err := os.WriteFile(bad, []byte(strings.Replace(string(good), "thrust: 10", "thrust: fast", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"bad list", []string{bad, lists + "phr-clash.yaml"}, bad + ":9: ships.toulon.thrust"},
		{"one list", []string{lists + "phr-clash.yaml"}, "a tournament needs at least two lists"},
		{"odd games", []string{lists + "ucm-clash.yaml", lists + "phr-clash.yaml", "--games", "3"}, "--games must be an even number"},
		{"same name", []string{lists + "ucm-clash.yaml", lists + "ucm-clash.yaml"}, "are both called ucm-clash"},
		{"shard without out", []string{lists + "ucm-clash.yaml", lists + "phr-clash.yaml", "--shard", "0/2"}, "--shard writes a part"},
		{"missing file", []string{lists + "ucm-clash.yaml", dir + "/none.yaml"}, "none.yaml"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := fleetlab(t, append([]string{"tournament", "--quiet"}, tc.args...)...)
			if code != ExitBadInput || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d: %s\nwant exit %d saying %q", code, errs, ExitBadInput, tc.want)
			}
		})
	}
}

// TestTournamentTextLists: fleetlab tournament takes the list files
// fleetlab battle takes: Armada text lists exported by Star Forge and
// Armada Warlords, read against the built-in cards, played in
// armada-battle (issue 32).
func TestTournamentTextLists(t *testing.T) {
	code, out, errOut := fleetlab(t, "tournament", fixtureEmpire, fixtureRebels, "--games", "2", "--quiet")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"tournament of 2 armada lists in armada-battle", "empire", "rebels"} {
		if !strings.Contains(out, want) {
			t.Errorf("the report does not say %q:\n%s", want, out)
		}
	}
}
