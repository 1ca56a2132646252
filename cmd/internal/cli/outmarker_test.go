package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutKnowsItsOwnReports (issue 36 item 6): --out took any folder
// holding a results.json for its own report and wiped its .md and .csv
// files; it now knows its reports by the mark it leaves in them
// (fleetlab-report.txt), refuses another folder untouched, and replaces
// its own.
func TestOutKnowsItsOwnReports(t *testing.T) {
	dir := t.TempDir()
	theirs := filepath.Join(dir, "theirs")
	os.Mkdir(theirs, 0o755)
	files := map[string]string{"results.json": "{}", "notes.md": "my notes", "data.csv": "a,b"}
	for name, body := range files {
		os.WriteFile(filepath.Join(theirs, name), []byte(body), 0o644)
	}
	code, _, errs := fleetlab(t, "run", "active-scan", "--trials", "1000", "--quiet", "--out", theirs)
	if code != ExitBadInput || !strings.Contains(errs, "holds no fleetlab-report.txt, so it is not an earlier report") {
		t.Errorf("--out a folder of someone else's results: exit %d: %s", code, errs)
	}
	for name, body := range files {
		if got, err := os.ReadFile(filepath.Join(theirs, name)); err != nil || string(got) != body {
			t.Errorf("%s is now %q, %v: the folder was changed", name, got, err)
		}
	}
	mine := filepath.Join(dir, "mine")
	for range 2 { // written, then replaced
		if code, _, errs := fleetlab(t, "run", "active-scan", "--trials", "1000", "--quiet", "--out", mine); code != ExitOK {
			t.Fatalf("--out its own report: exit %d: %s", code, errs)
		}
	}
	if _, err := os.Stat(filepath.Join(mine, "fleetlab-report.txt")); err != nil {
		t.Errorf("the report carries no mark: %v", err)
	}
}
