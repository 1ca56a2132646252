package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/scenarios"
)

// writeTemp writes a file in a fresh temporary folder and returns its path.
func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestRootHelp: the root help names both games and lists every command
// with its one-line summary.
func TestRootHelp(t *testing.T) {
	for _, args := range [][]string{nil, {"--help"}, {"help"}} {
		code, out, _ := fleetlab(t, args...)
		if code != ExitOK {
			t.Fatalf("%q: exit %d", args, code)
		}
		for _, game := range []string{"Dropfleet Commander", "Star Wars: Armada"} {
			if !strings.Contains(strings.Join(strings.Fields(out), " "), game) {
				t.Errorf("%q: the help does not name %s:\n%s", args, game, out)
			}
		}
		root := newRoot(nil, nil)
		root.InitDefaultCompletionCmd()
		for _, c := range root.Commands() {
			if !c.IsAvailableCommand() {
				continue
			}
			line := regexp.MustCompile(`(?m)^  ` + regexp.QuoteMeta(c.Name()) + ` +` + regexp.QuoteMeta(c.Short) + `$`)
			if c.Short == "" || strings.Contains(c.Short, "\n") || !line.MatchString(out) {
				t.Errorf("%q: command %s is not listed on one line with its summary %q", args, c.Name(), c.Short)
			}
		}
	}
}

// TestSettingErrors: a bad --set, --a, --vs or --sweep is refused (exit 2)
// with a message that starts with the flag and the setting, and suggests
// the nearest name or value.
func TestSettingErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string // the whole first line of stderr
	}{
		{[]string{"run", "tie-break", "--set", "rolof=plain"},
			`fleetlab: --set rolof=plain: scenario tie-break has no parameter "rolof" (did you mean rolloff?) (its parameters: admiral_a, admiral_b, rolloff, choice)`},
		{[]string{"run", "tie-break", "--set", "rolloff=plian"},
			`fleetlab: --set rolloff=plian: rolloff takes one of admiral, plain, got "plian" (did you mean plain?) (builtin/tie-break.yaml:24)`},
		{[]string{"run", "armada-attack", "--set", "obstructed=ture"},
			`fleetlab: --set obstructed=ture: obstructed takes true or false, got "ture" (did you mean true?) (builtin/armada-attack.yaml:24)`},
		{[]string{"run", "active-scan", "--set", "scanners=0"},
			`fleetlab: --set scanners=0: scanners must be from 1 to 100, got 0 (the nearest allowed is 1) (builtin/active-scan.yaml:23)`},
		{[]string{"run", "active-scan", "--set", "scanners"},
			`fleetlab: --set scanners: expected name=value, such as scanners=1`},
		{[]string{"run", "active-scan", "--sweep", "scanners=0..3"},
			`fleetlab: --sweep scanners=0..3: scanners must be from 1 to 100, got 0 (the nearest allowed is 1) (builtin/active-scan.yaml:23)`},
		{[]string{"run", "active-scan", "--sweep", "scaners=1..3"},
			`fleetlab: --sweep scaners=1..3: scenario active-scan has no parameter "scaners" (did you mean scanners?) (its parameters: scanners, target_sig)`},
		{[]string{"run", "active-scan", "--sweep", "scanners=1..3", "--set", "target_sig=x"},
			`fleetlab: --set target_sig=x: target_sig takes a whole number from 0 to 60, got "x" (builtin/active-scan.yaml:24)`},
		{[]string{"compare", "tie-break", "--vs", "rolloff=plain", "--sweep", "admiral_a=0..3"},
			`fleetlab: --sweep admiral_a=0..3: admiral_a must be from 1 to 7, got 0 (the nearest allowed is 1) (builtin/tie-break.yaml:22)`},
		{[]string{"compare", "tie-break", "--vs", "rolloff=plain choice=frist"},
			`fleetlab: --vs choice=frist: choice takes one of first, second, random, second-if-heavier, got "frist" (did you mean first?) (builtin/tie-break.yaml:25)`},
		{[]string{"compare", "tie-break", "--vs", "admiral_a=9"},
			`fleetlab: --vs admiral_a=9: admiral_a must be from 1 to 7, got 9 (the nearest allowed is 7) (builtin/tie-break.yaml:22)`},
		{[]string{"compare", "tie-break", "--a", "rolloff=plian", "--vs", "admiral_a=2"},
			`fleetlab: --a rolloff=plian: rolloff takes one of admiral, plain, got "plian" (did you mean plain?) (builtin/tie-break.yaml:24)`},
		{[]string{"compare", "tie-break", "--set", "admiral=2", "--vs", "admiral_a=2"},
			`fleetlab: --set admiral=2: scenario tie-break has no parameter "admiral" (did you mean admiral_a?) (its parameters: admiral_a, admiral_b, rolloff, choice)`},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, stdout, stderr := fleetlab(t, tc.args...)
			first, _, _ := strings.Cut(stderr, "\n")
			if code != ExitBadInput || first != tc.want || stdout != "" {
				t.Errorf("exit %d, stderr %q, stdout %q\nwant exit 2 and %q", code, stderr, stdout, tc.want)
			}
		})
	}
}

// TestFileMistakes: in a scenario file, a mistyped measure gets a
// did-you-mean, and a tab indenting a line is reported on that line.
func TestFileMistakes(t *testing.T) {
	src, err := scenarios.BuiltinSource("active-scan")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	at := func(prefix string) int {
		for i, l := range lines {
			if strings.HasPrefix(l, prefix) {
				return i
			}
		}
		t.Fatalf("no line starts with %q", prefix)
		return 0
	}
	typo := strings.Replace(string(src), "what: not-silent", "what: not-silnet", 1)
	tab := append([]string(nil), lines...)
	red := at("  red:")
	tab[red] = "\t" + strings.TrimPrefix(tab[red], "  ")
	for _, tc := range []struct {
		name, text, want string
	}{
		{"typo.yaml", typo, `typo.yaml:` + strconv.Itoa(at("  - {name: revealed")+1) + `: measure[0].what: unknown measure "not-silnet" (did you mean not-silent?) (expected one of not-silent, silent,`},
		{"tab.yaml", strings.Join(tab, "\n"), `tab.yaml:` + strconv.Itoa(red+1) + `: a tab character indents this line (column 1: "\tred:"); YAML forbids tabs for indentation: indent with spaces`},
	} {
		path := writeTemp(t, tc.name, tc.text)
		code, _, stderr := fleetlab(t, "run", path, "--trials", "10")
		if code != ExitBadInput || !strings.HasPrefix(stderr, "fleetlab: "+filepath.Dir(path)+string(filepath.Separator)+tc.want) {
			t.Errorf("%s: exit %d, stderr %q\nwant exit 2 and %q", tc.name, code, stderr, tc.want)
		}
	}
}
