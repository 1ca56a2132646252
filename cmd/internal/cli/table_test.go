package cli

import (
	"os"
	"path/filepath"
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
			args := []string{"table", name, "--format", f}
			if name == "dropfleet-to-hit" || name == "armada-damage" { // the tables that take --max-dice
				args = append(args, "--max-dice", "3")
			}
			if code, out, errs := fleetlab(t, args...); code != ExitOK || out == "" {
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
		{[]string{"table", "active-scan", "--armour", "5"}, "--armour does not apply to table active-scan (it takes --sig;"},
		{[]string{"table", "admiral-rolloff", "--max-dice", "3"}, "--max-dice does not apply to table admiral-rolloff (it takes no other flag;"},
		{[]string{"table", "dropfleet-to-hit", "--pool", "3red"}, "--pool does not apply to table dropfleet-to-hit"},
		{[]string{"table", "armada-damage", "--sig", "6"}, "--sig does not apply to table armada-damage"},
		{[]string{"table", "armada-damage", "--pool", "3green"}, `--pool: pool "3green": unknown dice colour "green"`},
	} {
		if code, _, errs := fleetlab(t, tc.args...); code != ExitBadInput || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q", tc.args, code, errs)
		}
	}
}

func TestLanguages(t *testing.T) {
	code, out, _ := fleetlab(t, "table", "admiral-rolloff", "--lang", "es")
	if code != ExitOK || !strings.Contains(out, "Mismo Factor de Estrategia") || !strings.Contains(out, "0,6774") {
		t.Errorf("table in Spanish: exit %d\n%s", code, out)
	}
	code, out, _ = fleetlab(t, "run", "active-scan", "--trials", "10000", "--lang", "ca")
	if code != ExitOK || !strings.Contains(out, "llavor 1 · 10.000 proves") || !strings.Contains(out, "probabilitat") {
		t.Errorf("run in Catalan: exit %d\n%s", code, out)
	}
	code, out, _ = fleetlab(t, "run", "active-scan", "--trials", "1000", "--lang", "ca", "--format", "json")
	if code != ExitOK || !strings.Contains(out, `"kind": "probability"`) {
		t.Errorf("JSON must stay in English: %s", out)
	}
	t.Setenv("LANG", "es_ES.UTF-8")
	if code, out, _ := fleetlab(t, "table", "active-scan"); code != ExitOK || !strings.Contains(out, "escáneres") {
		t.Errorf("LANG=es: %s", out)
	}
	if code, _, errs := fleetlab(t, "table", "active-scan", "--lang", "fr"); code != ExitBadInput || !strings.Contains(errs, `unknown language "fr"`) {
		t.Errorf("--lang fr: exit %d %s", code, errs)
	}
}

// TestTableHelpNamesEachTablesFlags: table --help (and table alone) says
// which flags go with which table.
func TestTableHelpNamesEachTablesFlags(t *testing.T) {
	for _, args := range [][]string{{"table", "--help"}, {"table"}} {
		code, out, _ := fleetlab(t, args...)
		if code != ExitOK {
			t.Fatalf("%v: exit %d", args, code)
		}
		for _, want := range []string{"active-scan", "flags: --sig", "flags: --max-dice, --armour", "flags: --max-dice, --pool", "flags: no other flag"} {
			if !strings.Contains(out, want) {
				t.Errorf("%v lacks %q:\n%s", args, want, out)
			}
		}
	}
}

func TestTableOut(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "damage")
	code, out, errs := fleetlab(t, "table", "armada-damage", "--pool", "3red+2blue", "--out", dir)
	if code != ExitOK || !strings.Contains(out, "3 red + 2 blue") || !strings.Contains(errs, "wrote") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	for _, name := range []string{"report.html", "report.md", "results.json", "results.csv"} {
		if info, err := os.Stat(filepath.Join(dir, name)); err != nil || info.Size() == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
	md, _ := os.ReadFile(filepath.Join(dir, "report.md"))
	if !strings.Contains(string(md), "| 3 red + 2 blue | 0.9967 |") {
		t.Errorf("report.md:\n%s", md)
	}
}
