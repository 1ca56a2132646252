package cli

import (
	"strings"
	"testing"
)

func TestTableCommand(t *testing.T) {
	code, out, _ := fleetlab(t, "table")
	if code != ExitOK || !strings.Contains(out, "admiral-rolloff") || !strings.Contains(out, "armada-damage") {
		t.Errorf("table list: exit %d\n%s", code, out)
	}
	for _, name := range []string{"admiral-rolloff", "active-scan", "dropfleet-to-hit", "armada-damage"} {
		for _, f := range formats {
			if code, out, errs := fleetlab(t, "table", name, "--format", f, "--max-dice", "3"); code != ExitOK || out == "" {
				t.Errorf("table %s --format %s: exit %d %s", name, f, code, errs)
			}
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"table", "nope"}, `unknown table "nope"`},
		{[]string{"table", "armada-damage", "--max-dice", "0"}, "--max-dice must be from 1 to 20"},
		{[]string{"table", "dropfleet-to-hit", "--armour", "7"}, "--armour must be from 2 to 6"},
		{[]string{"table", "a", "b"}, "one table name"},
	} {
		if code, _, errs := fleetlab(t, tc.args...); code != ExitBadInput || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q", tc.args, code, errs)
		}
	}
}
