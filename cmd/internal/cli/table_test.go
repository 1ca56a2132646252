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
	if code, _, errs := fleetlab(t, "table", "active-scan", "--lang", "fr"); code != ExitBadInput || !strings.Contains(errs, `idioma desconocido "fr"`) { // in LANG's language
		t.Errorf("--lang fr: exit %d %s", code, errs)
	}
}
