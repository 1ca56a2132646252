package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// hostile are the terminal controls issue 36 item 6 found printed raw from
// a list's names: ESC (a CSI sequence that clears the screen), the 8-bit
// CSI U+009B and the right-to-left override U+202E.
var hostile = []string{"\x1b", "\u009b", "\u202e"}

// TestFleetPrintsNoTerminalControls (issue 36 item 6): fleet show and
// fleet ships print the names a list or catalogue gives with their
// control characters escaped (\x1b, \u009b, \u202e), never raw.
func TestFleetPrintsNoTerminalControls(t *testing.T) {
	dir := t.TempDir()
	list, _ := os.ReadFile(fixtureEmpire)
	bad := filepath.Join(dir, "empire.txt")
	os.WriteFile(bad, []byte(strings.Replace(string(list), "Name: Fixture Empire", "Name: Fixture\x1b[2J\u009b31m Empire\u202eevil", 1)), 0o644)
	cat := filepath.Join(dir, "catalogue")
	os.CopyFS(cat, os.DirFS(fixtureCatalogue))
	fleet := filepath.Join(cat, "Test Fleet.cat")
	data, _ := os.ReadFile(fleet)
	os.WriteFile(fleet, []byte(strings.ReplaceAll(string(data), `name="Test Frigate"`, `name="Test&#x9b;2J Frigate&#x202e;evil"`)), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"fleet", "show", bad, "--catalogue", fixtureCards}, `Fixture\x1b[2J\u009b31m Empire\u202eevil: empire`},
		{[]string{"fleet", "ships", "dropfleet", "--catalogue", cat}, `Test\u009b2J Frigate\u202eevil`},
	} {
		code, out, errs := fleetlab(t, tc.args...)
		if code != ExitOK || !strings.Contains(out, tc.want) {
			t.Errorf("%v: exit %d, want %q in:\n%s%s", tc.args[:2], code, tc.want, out, errs)
		}
		for _, c := range hostile {
			if strings.Contains(out, c) {
				t.Errorf("%v prints %q raw:\n%q", tc.args[:2], c, out)
			}
		}
	}
	if got := terminalSafe("a\tb\nc\xffd é"); got != `a\x09b\x0ac\xffd é` {
		t.Errorf("terminalSafe = %q", got)
	}
}
