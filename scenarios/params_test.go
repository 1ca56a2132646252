package scenarios

import (
	"errors"
	"strings"
	"testing"
)

// TestSetParameters checks --set values: types, ranges, unknown names.
func TestSetParameters(t *testing.T) {
	s, err := Parse("probe.yaml", []byte(valid))
	if err != nil {
		t.Fatal(err)
	}
	vals, err := s.Bind([]string{"n=5", "n=3"})
	if err != nil || vals.Get("n") != "3" {
		t.Errorf("Bind(n=5, n=3) = %v, %v; want n=3", vals, err)
	}
	for _, tc := range []struct{ set, want string }{
		{"n=abc", `n takes a whole number from 1 to 10, got "abc" (probe.yaml:4)`},
		{"n=0", "n must be from 1 to 10, got 0"},
		{"n=2.5", "takes a whole number"},
		{"m=1", `scenario probe has no parameter "m" (did you mean n?)`},
		{"n", "expected name=value"},
	} {
		_, err := s.Bind([]string{tc.set})
		if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, ErrScenario) {
			t.Errorf("--set %s: %v, want %q", tc.set, err, tc.want)
		}
	}
	// every error says which flag the setting came from, and the nearest
	// name or value
	words := strings.Replace(valid, "  n: {default: 2, min: 1, max: 10, doc: scanners}\n",
		"  n: {default: 2, min: 1, max: 10, doc: scanners}\n  mode: {default: plain, values: [plain, admiral]}\n  fast: {default: false}\n  low: {default: 5, max: 8}\n", 1)
	s, err = Parse("probe.yaml", []byte(words))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ flag, set, want string }{
		{"--set", "n=abc", `--set n=abc: n takes a whole number from 1 to 10, got "abc" (probe.yaml:4)`},
		{"--vs", "m=1", `--vs m=1: scenario probe has no parameter "m" (did you mean n?) (its parameters: n, mode, fast, low)`},
		{"--a", "mode=plian", `--a mode=plian: mode takes one of plain, admiral, got "plian" (did you mean plain?) (probe.yaml:5)`},
		{"--set", "mode=zzzzzz", `--set mode=zzzzzz: mode takes one of plain, admiral, got "zzzzzz" (probe.yaml:5)`},
		{"--sweep", "fast=ture", `--sweep fast=ture: fast takes true or false, got "ture" (did you mean true?)`},
		{"--set", "n=0", "--set n=0: n must be from 1 to 10, got 0 (the nearest allowed is 1)"},
		{"--set", "n=11", "n must be from 1 to 10, got 11 (the nearest allowed is 10)"},
		{"--set", "low=9", "low must be of at most 8, got 9 (the nearest allowed is 8)"},
		{"--set", "mode", "--set mode: expected name=value, such as mode=plain"},
		{"--set", "xyzzy", "--set xyzzy: expected name=value (the parameters of probe: n, mode, fast, low)"},
	} {
		_, err := s.BindFlag(tc.flag, []string{tc.set})
		var se *SetError
		if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, ErrScenario) || !errors.As(err, &se) || se.Flag != tc.flag {
			t.Errorf("%s %s: %v, want %q", tc.flag, tc.set, err, tc.want)
		}
	}
	// a value the parameter accepts but a field refuses is caught at compile
	bounded := strings.Replace(valid, "max: 10", "max: 500", 1)
	s, err = Parse("probe.yaml", []byte(bounded))
	if err != nil {
		t.Fatal(err)
	}
	vals, err = s.Bind([]string{"n=200"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.Compile(vals)
	checkError(t, err, 11, "copies: must be from 1 to 100, got 200 (from $n = 200, set)")
}

// TestBadParams checks the errors of parameter declarations and uses.
func TestBadParams(t *testing.T) {
	checkBadEdits(t, valid, []badEdit{
		{"unknown parameter reference", "copies: $n", "copies: $m", 11, "unknown parameter $m (declared: $n)"},
		{"parameter default out of its range", "default: 2, min: 1", "default: 0, min: 1", 4, "params.n.default: n must be from 1 to 10, got 0"},
	})
	// a parameter's range wider than a field's: its default 2 is still fine
	if _, err := Parse("probe.yaml", []byte(strings.Replace(valid, "max: 10, doc", "max: 1000, doc", 1))); err != nil {
		t.Errorf("refused: %v", err)
	}
}
