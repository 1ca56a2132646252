package cli

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestFlagValues plays the values of --trials, --seed, --sweep, --set and
// --precision at and past their limits: each is taken, or refused with
// exit 2 and a message naming the flag (issue 13 item 10).
func TestFlagValues(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string // in stderr when refused
	}{
		{[]string{"--trials", "1"}, ExitOK, ""},
		{[]string{"--trials", "4k"}, ExitOK, ""},
		{[]string{"--trials", "1_000"}, ExitOK, ""},
		{[]string{"--trials", "1125899906842625"}, ExitBadInput, "--trials must be at most 1125899906842624"},
		{[]string{"--trials", "1e300"}, ExitBadInput, "is not a whole number of trials"},
		{[]string{"--trials", "-1e300"}, ExitBadInput, "is not a whole number of trials"},
		{[]string{"--trials", "NaN"}, ExitBadInput, "is not a whole number of trials"},
		{[]string{"--trials", "Inf"}, ExitBadInput, "is not a whole number of trials"},
		{[]string{"--trials", "9223372036854775807"}, ExitBadInput, "is not a whole number of trials"},
		{[]string{"--trials", ""}, ExitBadInput, "is not a whole number of trials"},
		{[]string{"--seed", "0"}, ExitOK, ""},
		{[]string{"--seed", "18446744073709551615"}, ExitOK, ""},
		{[]string{"--seed", "18446744073709551616"}, ExitBadInput, "--seed"},
		{[]string{"--seed", "0x10"}, ExitOK, ""},
		{[]string{"--seed", "1e3"}, ExitBadInput, "--seed"},
		{[]string{"--precision", "0.5"}, ExitOK, ""},
		{[]string{"--precision", "1e-300", "--trials", "5000"}, ExitOK, ""},
		{[]string{"--precision", "NaN"}, ExitBadInput, "--precision must be a positive number"},
		{[]string{"--precision", "+Inf"}, ExitBadInput, "--precision must be a positive number"},
		{[]string{"--precision", "1e309"}, ExitBadInput, "--precision"},
		{[]string{"--precision", "x"}, ExitBadInput, "--precision"},
		{[]string{"--set", "scanners=100"}, ExitOK, ""},
		{[]string{"--set", "scanners=101"}, ExitBadInput, "scanners must be from 1 to 100"},
		{[]string{"--set", "scanners=9223372036854775808"}, ExitBadInput, "scanners"},
		{[]string{"--set", "scanners=\x1b[31m"}, ExitBadInput, "scanners takes a whole number"},
		{[]string{"--set", "=2"}, ExitBadInput, `no parameter ""`},
		{[]string{"--set", "scanners=1", "--set", "scanners=2"}, ExitOK, ""},
		{[]string{"--sweep", "scanners=1..3"}, ExitOK, ""},
		{[]string{"--sweep", "scanners=1,,2"}, ExitBadInput, "scanners"},
		{[]string{"--sweep", "scanners="}, ExitBadInput, "expected name=a..b"},
		{[]string{"--sweep", "scanners=..3"}, ExitBadInput, "a range is two whole numbers"},
		{[]string{"--sweep", "scanners=1..3..5"}, ExitBadInput, "a range is two whole numbers"},
		{[]string{"--sweep", "scanners=3..3"}, ExitOK, ""},
	} {
		args := append([]string{"run", "active-scan", "--trials", "2000", "--format", "json"}, tc.args...)
		code, out, errs := fleetlabWithin(t, context.Background(), 20*time.Second, args...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, %q; want %d and %q", tc.args, code, errs, tc.code, tc.want)
		}
		if code == ExitOK && !json.Valid([]byte(out)) {
			t.Errorf("%q: stdout is not JSON", tc.args)
		}
	}
}

// FuzzFlags gives the run command arbitrary values of --trials, --seed,
// --sweep, --set and --precision. Whatever they are, the command must not
// panic or hang: it plays them (stopped after a moment, exit 130), or
// refuses them with exit 2 and one message, or prints JSON.
func FuzzFlags(f *testing.F) {
	f.Add("1000", "1", "scanners=1..2", "target_sig=6", "0")
	f.Add("1e12", "18446744073709551615", "scanners=9223372036854775807..9223372036854775807", "scanners=2", "0")
	f.Add("2000", "0", "scanners=-9223372036854775808..9223372036854775807", "target_sig=3", "0")
	f.Add("250k", "7", "scanners="+strings.Repeat("1,", 500), "scanners=\x1b]0;x\x07", "0")
	f.Add("1_000", "0x10", "target_sig=1,2,3", "scanners=100", "0.01")
	f.Add("NaN", "-1", "=", "=", "NaN")
	f.Add("1e300", "1e3", "scanners=..", "scanners", "1e309")
	f.Add("3", "2", "scanners=1..3", "\u202escanners=2", "1e-300")
	f.Fuzz(func(t *testing.T, trials, seed, sweep, set, precision string) {
		args := []string{"run", "active-scan", "--format", "json", "--quiet", "--workers", "2", "--trials", trials, "--seed", seed, "--set", set}
		if sweep != "" {
			args = append(args, "--sweep", sweep)
		}
		if precision != "0" {
			args = append(args, "--precision", precision)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		defer cancel()
		code, out, errs := fleetlabWithin(t, ctx, 30*time.Second, args...)
		switch code {
		case ExitOK, ExitInterrupted:
			if !json.Valid([]byte(out)) {
				t.Errorf("%q: exit %d with stdout that is not JSON: %q", args, code, out)
			}
		case ExitBadInput:
			if out != "" || strings.Count(errs, "fleetlab:") != 1 || strings.Contains(errs, "goroutine") {
				t.Errorf("%q: refused with stdout %q, stderr %q", args, out, errs)
			}
		default:
			t.Errorf("%q: exit %d, %q", args, code, errs)
		}
	})
}
