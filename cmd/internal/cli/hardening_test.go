package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// fleetlabWithin runs the command in-process with ctx and fails the test if
// it has not returned within limit (a hang is the bug these tests catch).
func fleetlabWithin(t *testing.T, ctx context.Context, limit time.Duration, args ...string) (int, string, string) {
	t.Helper()
	type result struct {
		code     int
		out, err string
	}
	done := make(chan result, 1)
	go func() {
		var out, errb bytes.Buffer
		code := Main(ctx, args, &out, &errb)
		done <- result{code, out.String(), errb.String()}
	}()
	select {
	case r := <-done:
		return r.code, r.out, r.err
	case <-time.After(limit):
		t.Fatalf("fleetlab %v still running after %v", args, limit)
	}
	return 0, "", ""
}

// TestSweepRangesAtTheLimits: ranges at the ends of int64 are counted
// without overflow and refused at once with exit 2 (issue 13 item 1).
func TestSweepRangesAtTheLimits(t *testing.T) {
	for _, tc := range []struct{ sweep, want string }{
		{"scanners=9223372036854775807..9223372036854775807", "scanners must be from 1 to 100, got 9223372036854775807"},
		{"scanners=-9223372036854775808..9223372036854775807", "the range has 18446744073709551616 values; a sweep has at most 400 points"},
		{"scanners=-9223372036854775808..-9223372036854775808", "scanners must be from 1 to 100"},
		{"scanners=9223372036854775407..9223372036854775807", "the range has 401 values"},
		{"scanners=0..9223372036854775807", "the range has 9223372036854775808 values"},
		{"scanners=-1..9223372036854775807", "the range has 9223372036854775809 values"},
		{"scanners=1..9223372036854775808", "a range is two whole numbers"},
		{"scanners=" + strings.Repeat("1,", 400) + "1", "401 values; a sweep has at most 400 points"},
	} {
		code, out, errs := fleetlabWithin(t, context.Background(), 5*time.Second, "run", "active-scan", "--trials", "100", "--sweep", tc.sweep)
		if code != ExitBadInput || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("--sweep %.60s: exit %d, %q; want %d and %q", tc.sweep, code, errs, ExitBadInput, tc.want)
		}
	}
}

// TestCommandLineContract: an unknown command exits 2 like every bad
// command line, with the nearest command; an unknown flag gets the nearest
// flag; no message says "fleetlab:" twice (issue 13 item 6).
func TestCommandLineContract(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"bogus"}, `fleetlab: unknown command "bogus" (the commands: battle, compare, completion, fleet, list, merge, run, serve, show, table, tournament, trace, version)`},
		{[]string{"lsit"}, "did you mean list?"},
		{[]string{"rnu", "active-scan"}, "did you mean run?"},
		{[]string{"--bogus"}, "fleetlab: unknown flag: --bogus (see fleetlab --help)"},
		{[]string{"--verison"}, "did you mean --version?"},
		{[]string{"run", "active-scan", "--trails", "5"}, "fleetlab: run: unknown flag: --trails; did you mean --trials? (see fleetlab run --help)"},
		{[]string{"run", "active-scan", "--sed", "5"}, "did you mean --seed?"},
		{[]string{"run", "active-scan", "--prec", "0.1"}, "did you mean --precision?"},
		{[]string{"compare", "tie-break", "--vss", "x=1"}, "did you mean --vs?"},
		{[]string{"version", "extra"}, "version needs no arguments"},
	} {
		code, out, errs := fleetlab(t, tc.args...)
		if code != ExitBadInput || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q; want %d and %q", tc.args, code, errs, ExitBadInput, tc.want)
		}
		if strings.Count(errs, "fleetlab:") != 1 {
			t.Errorf("%v: %q says fleetlab: more than once", tc.args, errs)
		}
	}
	for _, args := range [][]string{{"--version"}, {"version"}} {
		code, out, _ := fleetlab(t, args...)
		if code != ExitOK || !strings.HasPrefix(out, "fleetlab ") || !strings.Contains(out, ", go1.") {
			t.Errorf("%v: exit %d, %q", args, code, out)
		}
	}
}

// TestVersionFromBuildInfo: the version is the module version and the
// commit of the build information.
func TestVersionFromBuildInfo(t *testing.T) {
	defer func() { readBuildInfo = debug.ReadBuildInfo }()
	for _, tc := range []struct {
		info *debug.BuildInfo
		want string
	}{
		{&debug.BuildInfo{Main: debug.Module{Version: "v1.2.3"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "0123abcd"}, {Key: "vcs.time", Value: "2026-12-01T08:00:00Z"}, {Key: "vcs.modified", Value: "false"}}},
			"fleetlab v1.2.3, commit 0123abcd (2026-12-01T08:00:00Z), go1."},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "0123abcd"}, {Key: "vcs.modified", Value: "true"}}},
			"fleetlab (devel), commit 0123abcd+modified, go1."},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "fleetlab (devel), commit unknown (built without version control information), go1."},
		{nil, "fleetlab (unknown), commit unknown"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, ", executable sha256 "},
	} {
		readBuildInfo = func() (*debug.BuildInfo, bool) { return tc.info, tc.info != nil }
		if code, out, _ := fleetlab(t, "version"); code != ExitOK || !strings.HasPrefix(out, tc.want) && !(strings.HasPrefix(tc.want, ", ") && strings.Contains(out, tc.want)) {
			t.Errorf("version: %q, want it to start %q", out, tc.want)
		}
	}
}

// TestOutRefusesAFolderItWouldWipe: --out replaces its whole folder, so a
// folder holding anything but an earlier report is refused before the run
// and left as it was (issue 13 item 3).
func TestOutRefusesAFolderItWouldWipe(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644)
	code, out, errs := fleetlab(t, "run", "active-scan", "--trials", "1000", "--out", dir)
	if code != ExitBadInput || out != "" || !strings.Contains(errs, "holds notes.txt, which a report does not") {
		t.Errorf("exit %d, %q", code, errs)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "notes.txt")); err != nil || string(b) != "mine" {
		t.Errorf("notes.txt: %q %v", b, err)
	}
}

// TestOutReplacesTheWholeReport: a second run into the same --out leaves
// exactly its own report, whatever the first one wrote (issue 13 item 3).
func TestOutReplacesTheWholeReport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "report")
	if code, _, errs := fleetlab(t, "run", "active-scan", "--trials", "1000", "--out", dir); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if code, _, errs := fleetlab(t, "run", "tie-break", "--trials", "1000", "--out", dir); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "target_signature.png")); err == nil {
		t.Error("a plot of the first report is still there")
	}
	js, _ := os.ReadFile(filepath.Join(dir, "results.json"))
	if !bytes.Contains(js, []byte(`"scenario": "tie-break"`)) {
		t.Errorf("results.json is not the second report's")
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), ".*")); len(left) > 0 {
		t.Errorf("left %v", left)
	}
}

// TestInterruptedSweepLeavesOutThePointCutShort: a sweep stopped by Ctrl-C
// shows only points that played every trial, and its JSON's trials is the
// trials a point, not the last point's (issue 13 item 4).
func TestInterruptedSweepLeavesOutThePointCutShort(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel()
	out := filepath.Join(t.TempDir(), "sweep")
	code, stdout, errs := fleetlabWithin(t, ctx, 30*time.Second, "run", "active-scan", "--sweep", "scanners=1..100", "--trials", "3M", "--format", "json", "--out", out)
	if code != ExitInterrupted {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var sw struct {
		Trials      int64 `json:"trials"`
		Interrupted bool  `json:"interrupted"`
		Points      []struct {
			Trials int64 `json:"trials"`
		} `json:"points"`
	}
	if err := json.Unmarshal([]byte(stdout), &sw); err != nil {
		t.Fatal(err)
	}
	if !sw.Interrupted || sw.Trials != 3_000_000 || len(sw.Points) >= 100 {
		t.Errorf("interrupted %v, trials %d, %d points", sw.Interrupted, sw.Trials, len(sw.Points))
	}
	for i, p := range sw.Points {
		if p.Trials != 3_000_000 {
			t.Errorf("point %d played %d trials: a point cut short is shown", i, p.Trials)
		}
	}
	if b, err := os.ReadFile(filepath.Join(out, "results.json")); err != nil || !bytes.Contains(b, []byte(`"interrupted": true`)) {
		t.Errorf("--out of the interrupted sweep: %v", err)
	}
}

// TestWorkersFollowTheWork: more workers than blocks run only as many as
// there are blocks (issue 13 item 8).
func TestWorkersFollowTheWork(t *testing.T) {
	code, out, errs := fleetlab(t, "run", "active-scan", "--trials", "1", "--workers", "4096", "--format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if r := decode(t, out); r.Workers != 1 || r.Trials != 1 {
		t.Errorf("%d trials on %d workers, want 1 on 1", r.Trials, r.Workers)
	}
}
