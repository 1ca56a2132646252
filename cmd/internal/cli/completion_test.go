package cli

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/scenarios"
)

// completion is what the shell gets back from `fleetlab __complete …`: the
// words offered (descriptions cut off), the active-help lines, and the
// directive.
type completion struct {
	words     []string
	help      []string
	directive cobra.ShellCompDirective
}

// complete asks the hidden __complete command, in-process as the shell
// scripts do, what can follow args.
func complete(t *testing.T, args ...string) completion {
	t.Helper()
	code, out, errs := fleetlab(t, append([]string{"__complete"}, args...)...)
	if code != ExitOK {
		t.Fatalf("__complete %q: exit %d, stderr %q", args, code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	last := lines[len(lines)-1]
	d, err := strconv.Atoi(strings.TrimPrefix(last, ":"))
	if !strings.HasPrefix(last, ":") || err != nil {
		t.Fatalf("__complete %q: no directive at the end of %q", args, out)
	}
	c := completion{directive: cobra.ShellCompDirective(d)}
	for _, l := range lines[:len(lines)-1] {
		if h, ok := strings.CutPrefix(l, "_activeHelp_ "); ok {
			c.help = append(c.help, h)
			continue
		}
		word, _, _ := strings.Cut(l, "\t")
		c.words = append(c.words, word)
	}
	return c
}

func builtinNames(t *testing.T, prefix string) []string {
	t.Helper()
	all, err := scenarios.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range all {
		if strings.HasPrefix(s.Name, prefix) {
			names = append(names, s.Name)
		}
	}
	return names
}

// TestCompleteScenarioNames: run, show and compare complete the built-in
// scenarios' names; run and compare fall back to YAML files when no name
// fits, show (built-ins only) does not.
func TestCompleteScenarioNames(t *testing.T) {
	for _, cmd := range []string{"run", "show", "compare"} {
		for _, prefix := range []string{"", "a", "armada-", "tie"} {
			c := complete(t, cmd, prefix)
			if want := builtinNames(t, prefix); !slices.Equal(c.words, want) || c.directive != cobra.ShellCompDirectiveNoFileComp {
				t.Errorf("%s %q: %q, directive %d; want %q, no files", cmd, prefix, c.words, c.directive, want)
			}
		}
		// a second argument: nothing
		if c := complete(t, cmd, "active-scan", ""); len(c.words) != 0 {
			t.Errorf("%s active-scan '': %q, want nothing", cmd, c.words)
		}
	}
	for _, typed := range []string{"my-", "./", "dir/sc"} {
		c := complete(t, "run", typed)
		if !slices.Equal(c.words, []string{"yaml", "yml"}) || c.directive != cobra.ShellCompDirectiveFilterFileExt {
			t.Errorf("run %q: %q, directive %d; want the YAML files", typed, c.words, c.directive)
		}
		if c := complete(t, "show", typed); len(c.words) != 0 || c.directive != cobra.ShellCompDirectiveNoFileComp {
			t.Errorf("show %q: %q, directive %d; want nothing", typed, c.words, c.directive)
		}
	}
}

func TestCompleteTableNames(t *testing.T) {
	var all []string
	for _, tb := range job.Tables() {
		all = append(all, tb.Name)
	}
	if c := complete(t, "table", ""); !slices.Equal(c.words, all) || c.directive != cobra.ShellCompDirectiveNoFileComp {
		t.Errorf("table '': %q, directive %d; want %q", c.words, c.directive, all)
	}
	if c := complete(t, "table", "ar"); !slices.Equal(c.words, []string{"armada-damage"}) {
		t.Errorf("table ar: %q", c.words)
	}
	if c := complete(t, "table", "armada-damage", ""); len(c.words) != 0 {
		t.Errorf("a second table name: %q", c.words)
	}
}

// TestCompleteSettings: --set, --a, --vs and --sweep complete the chosen
// scenario's parameter names (with "=" and no space after), then their
// values: a word's values, true and false, a short range's whole numbers,
// or a number's default and bounds with its range as a hint.
func TestCompleteSettings(t *testing.T) {
	noSpace := cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
	tests := []struct {
		args      []string
		words     []string
		help      string // part of the active help, "" for none
		directive cobra.ShellCompDirective
	}{
		{[]string{"run", "tie-break", "--set", ""}, []string{"admiral_a=", "admiral_b=", "rolloff=", "choice="}, "", noSpace},
		{[]string{"run", "tie-break", "--set", "adm"}, []string{"admiral_a=", "admiral_b="}, "", noSpace},
		{[]string{"run", "tie-break", "--set=r"}, []string{"rolloff="}, "", noSpace}, // the shell keeps "--set="
		{[]string{"run", "tie-break", "--set", "rolloff="}, []string{"rolloff=admiral", "rolloff=plain"}, "", noFiles},
		{[]string{"run", "tie-break", "--set", "rolloff=p"}, []string{"rolloff=plain"}, "", noFiles},
		{[]string{"run", "tie-break", "--set", "admiral_a="}, []string{"admiral_a=1", "admiral_a=2", "admiral_a=3", "admiral_a=4", "admiral_a=5", "admiral_a=6", "admiral_a=7"}, "", noFiles},
		{[]string{"run", "armada-attack", "--set", "obstructed="}, []string{"obstructed=true", "obstructed=false"}, "", noFiles},
		{[]string{"run", "active-scan", "--set", "scanners="}, []string{"scanners=1", "scanners=100"}, "scanners=1 (whole number from 1 to 100)", noFiles},
		{[]string{"run", "active-scan", "--set", "target_sig="}, []string{"target_sig=6", "target_sig=0", "target_sig=60"}, "whole number from 0 to 60", noFiles},
		{[]string{"run", "armada-attack", "--set", "tokens="}, []string{"tokens=brace,redirect"}, "the defender's defense tokens", noFiles},
		{[]string{"run", "tie-break", "--set", "nothing="}, nil, `no parameter "nothing"`, noFiles},
		{[]string{"run", "--set", ""}, nil, "name the scenario first", noFiles},
		{[]string{"run", "no-such-scenario", "--set", ""}, nil, "no built-in scenario or file", noFiles},
		{[]string{"compare", "tie-break", "--vs", "cho"}, []string{"choice="}, "", noSpace},
		{[]string{"compare", "tie-break", "--a", "choice=s"}, []string{"choice=second", "choice=second-if-heavier"}, "", noFiles},
		{[]string{"compare", "tie-break", "-a", "choice=s"}, []string{"choice=second", "choice=second-if-heavier"}, "", noFiles},
		{[]string{"compare", "tie-break", "--set", "rolloff="}, []string{"rolloff=admiral", "rolloff=plain"}, "", noFiles},
		{[]string{"compare", "tie-break", "--set", "rolloff=plain adm"}, nil, "", noFiles}, // one setting per --set
		{[]string{"compare", "tie-break", "--vs", "rolloff=plain adm"}, []string{"rolloff=plain admiral_a=", "rolloff=plain admiral_b="}, "", noSpace},
		{[]string{"compare", "tie-break", "--vs", "rolloff=plain choice=f"}, []string{"rolloff=plain choice=first"}, "", noFiles},
		{[]string{"compare", "active-scan", "--vs", "target_sig=3 scanners="}, []string{"target_sig=3 scanners=1", "target_sig=3 scanners=100"}, "whole number from 1 to 100", noFiles},
		{[]string{"run", "tie-break", "--sweep", ""}, []string{"admiral_a=", "admiral_b=", "rolloff=", "choice="}, "", noSpace},
		{[]string{"run", "tie-break", "--sweep", "admiral_b="}, []string{"admiral_b=1..7", "admiral_b=1", "admiral_b=2", "admiral_b=3", "admiral_b=4", "admiral_b=5", "admiral_b=6", "admiral_b=7"}, "", noFiles},
		{[]string{"run", "tie-break", "--sweep", "rolloff="}, []string{"rolloff=admiral,plain", "rolloff=admiral", "rolloff=plain"}, "", noFiles},
		{[]string{"run", "tie-break", "--sweep", "choice=first,random,"}, []string{"choice=first,random,second", "choice=first,random,second-if-heavier"}, "", noFiles},
		{[]string{"run", "active-scan", "--sweep", "scanners="}, []string{"scanners=1..100"}, "whole number from 1 to 100", noFiles},
		{[]string{"run", "armada-attack", "--sweep", "obstructed="}, []string{"obstructed=true,false", "obstructed=true", "obstructed=false"}, "", noFiles},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			c := complete(t, tc.args...)
			if !slices.Equal(c.words, tc.words) || c.directive != tc.directive {
				t.Errorf("%q, directive %d; want %q, directive %d", c.words, c.directive, tc.words, tc.directive)
			}
			switch {
			case tc.help == "" && len(c.help) > 0:
				t.Errorf("active help %q, want none", c.help)
			case tc.help != "" && (len(c.help) != 1 || !strings.Contains(c.help[0], tc.help)):
				t.Errorf("active help %q, want one line with %q", c.help, tc.help)
			}
		})
	}
}

// TestCompleteScenarioFile: a scenario file's parameters complete too.
func TestCompleteScenarioFile(t *testing.T) {
	src, err := scenarios.BuiltinSource("tie-break")
	if err != nil {
		t.Fatal(err)
	}
	file := writeTemp(t, "mine.yaml", string(src))
	if c := complete(t, "run", file, "--set", "roll"); !slices.Equal(c.words, []string{"rolloff="}) {
		t.Errorf("--set roll on %s: %q", file, c.words)
	}
}

// TestCompleteFormatAndLang: --format and --lang complete their values on
// every command that has them; number flags complete no file names.
func TestCompleteFormatAndLang(t *testing.T) {
	for _, cmd := range [][]string{{"run", "active-scan"}, {"compare", "tie-break"}, {"table", "admiral-rolloff"}} {
		if c := complete(t, append(cmd, "--format", "")...); !slices.Equal(c.words, formats) || c.directive != noFiles {
			t.Errorf("%s --format: %q, directive %d; want %q", cmd[0], c.words, c.directive, formats)
		}
		if c := complete(t, append(cmd, "--format", "j")...); !slices.Equal(c.words, []string{"json"}) {
			t.Errorf("%s --format j: %q", cmd[0], c.words)
		}
		if c := complete(t, append(cmd, "--lang", "")...); !slices.Equal(c.words, []string{"en", "es", "ca"}) || c.directive != noFiles {
			t.Errorf("%s --lang: %q, directive %d", cmd[0], c.words, c.directive)
		}
		if c := complete(t, append(cmd, "--lang", "c")...); !slices.Equal(c.words, []string{"ca"}) {
			t.Errorf("%s --lang c: %q", cmd[0], c.words)
		}
	}
	for _, args := range [][]string{{"run", "active-scan", "--trials", ""}, {"run", "active-scan", "--seed", ""}, {"table", "dropfleet-to-hit", "--armour", ""}} {
		if c := complete(t, args...); len(c.words) != 0 || c.directive != noFiles {
			t.Errorf("%q: %q, directive %d; want nothing, no files", args, c.words, c.directive)
		}
	}
	if c := complete(t, "run", "active-scan", "--out", ""); c.directive != cobra.ShellCompDirectiveFilterDirs {
		t.Errorf("--out: directive %d, want folders", c.directive)
	}
}

// TestCompletionScripts: `fleetlab completion SHELL` prints a script for
// each shell the README names, and the commands complete.
func TestCompletionScripts(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		code, out, errs := fleetlab(t, "completion", shell)
		if code != ExitOK || !strings.Contains(out, "__complete") || errs != "" {
			t.Errorf("completion %s: exit %d, %d bytes, stderr %q", shell, code, len(out), errs)
		}
	}
	c := complete(t, "")
	for _, cmd := range []string{"compare", "completion", "list", "run", "show", "table", "version"} {
		if !slices.Contains(c.words, cmd) {
			t.Errorf("the commands complete as %q, without %s", c.words, cmd)
		}
	}
}
