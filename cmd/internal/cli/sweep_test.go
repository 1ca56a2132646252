package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type sweepJSON struct {
	Scenario string         `json:"scenario"`
	Params   map[string]any `json:"params"`
	Sweep    []struct {
		Name   string `json:"name"`
		Values []any  `json:"values"`
	} `json:"sweep"`
	Points []struct {
		Params  map[string]any    `json:"params"`
		Metrics []json.RawMessage `json:"metrics"`
	} `json:"points"`
}

// TestSweepPointsEqualSingleRuns checks that every point of a sweep is, bit
// for bit, the single run with the same seed and settings: all points play
// the same block streams.
func TestSweepPointsEqualSingleRuns(t *testing.T) {
	code, out, errs := fleetlab(t, "run", "tie-break", "--sweep", "admiral_a=1..3", "--sweep", "rolloff=admiral,plain", "--trials", "20000", "--seed", "5", "--format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var sw sweepJSON
	if err := json.Unmarshal([]byte(out), &sw); err != nil {
		t.Fatal(err)
	}
	if len(sw.Points) != 6 || len(sw.Sweep) != 2 || sw.Sweep[0].Name != "admiral_a" || sw.Params["admiral_a"] != nil {
		t.Fatalf("sweep %+v", sw)
	}
	for _, p := range sw.Points {
		set := []string{"run", "tie-break", "--trials", "20000", "--seed", "5", "--format", "json",
			"--set", "admiral_a=" + strings.TrimSuffix(jsonText(p.Params["admiral_a"]), ".0"), "--set", "rolloff=" + jsonText(p.Params["rolloff"])}
		code, single, _ := fleetlab(t, set...)
		if code != ExitOK {
			t.Fatal(single)
		}
		var r struct {
			Metrics []json.RawMessage `json:"metrics"`
		}
		json.Unmarshal([]byte(single), &r)
		for i := range r.Metrics {
			if compact(r.Metrics[i]) != compact(p.Metrics[i]) {
				t.Errorf("point %v metric %d differs from the single run:\n%s\n%s", p.Params, i, p.Metrics[i], r.Metrics[i])
			}
		}
	}
}

func compact(raw json.RawMessage) string {
	var b bytes.Buffer
	json.Compact(&b, raw)
	return b.String()
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return strings.Trim(string(b), `"`)
}

// TestSweepIsDeterministic runs the same sweep with 1 and 2 workers.
func TestSweepIsDeterministic(t *testing.T) {
	args := []string{"run", "active-scan", "--sweep", "scanners=1..4", "--trials", "30000", "--format", "csv"}
	_, a, _ := fleetlab(t, append(args, "--workers", "1")...)
	_, b, _ := fleetlab(t, append(args, "--workers", "2")...)
	if a != b || !strings.Contains(a, "scenario,seed,trials,scanners,metric") {
		t.Errorf("sweeps differ by worker count, or the CSV header is wrong:\n%s\n%s", a, b)
	}
}

func TestSweepOutAndFormats(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "sweep")
	code, out, errs := fleetlab(t, "run", "active-scan", "--sweep", "scanners=1,2,4", "--trials", "5000", "--out", dir)
	if code != ExitOK || !strings.Contains(out, "scanners  revealed") {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	for _, f := range []string{"report.md", "results.json", "results.csv", "revealed.png", "target_signature.png"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("--out did not write %s", f)
		}
	}
	code, out, _ = fleetlab(t, "run", "tie-break", "--sweep", "admiral_a=1..2", "--sweep", "admiral_b=1..2", "--trials", "2000", "--format", "md")
	if code != ExitOK || !strings.Contains(out, `| admiral\_a \\ admiral\_b |`) {
		t.Errorf("two-parameter Markdown table:\n%s", out)
	}
}

func TestSweepBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--sweep", "scanners"}, "expected name=a..b"},
		{[]string{"--sweep", "scanners=5..2"}, "the first not above the second"},
		{[]string{"--sweep", "scanners=1..1000"}, "at most 400 points"},
		{[]string{"--sweep", "scanners=0..3"}, "scanners must be from 1 to 100, got 0"},
		{[]string{"--sweep", "scanner=1..3"}, `no parameter "scanner"`},
		{[]string{"--sweep", "scanners=1..2", "--sweep", "scanners=3..4"}, "given twice"},
		{[]string{"--sweep", "scanners=1..2", "--sweep", "target_sig=1..2", "--sweep", "target_sig=3..4"}, "at most two --sweep"},
		{[]string{"--sweep", "scanners=1..30", "--sweep", "target_sig=0..29"}, "900 points"},
		{[]string{"--sweep", "scanners=1..2", "--precision", "0.01"}, "do not go together"},
	} {
		code, _, errs := fleetlab(t, append([]string{"run", "active-scan", "--trials", "100"}, tc.args...)...)
		if code != ExitBadInput || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, code, errs, tc.want)
		}
	}
}
