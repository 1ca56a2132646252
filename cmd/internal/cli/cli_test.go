package cli

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// fleetlab runs the command in-process and returns its exit code, stdout
// and stderr.
func fleetlab(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

type runJSON struct {
	Scenario    string         `json:"scenario"`
	Seed        uint64         `json:"seed"`
	Trials      int64          `json:"trials"`
	Workers     int            `json:"workers"`
	Interrupted bool           `json:"interrupted"`
	Converged   *bool          `json:"converged"`
	ElapsedS    float64        `json:"elapsed_s"`
	Params      map[string]any `json:"params"`
	Metrics     []struct {
		Name      string           `json:"name"`
		Kind      string           `json:"kind"`
		Estimate  float64          `json:"estimate"`
		CI95      [2]float64       `json:"ci95"`
		Mean      *float64         `json:"mean"`
		Histogram map[string]int64 `json:"histogram"`
	} `json:"metrics"`
}

func decode(t *testing.T, s string) runJSON {
	t.Helper()
	var r runJSON
	if err := json.Unmarshal([]byte(s), &r); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, s)
	}
	return r
}

func TestList(t *testing.T) {
	code, out, _ := fleetlab(t, "list")
	if code != ExitOK {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"armada-battle  A whole Armada battle, Empire against Rebels, 400 points each [armada]\n                   5,000 trials a run unless --trials says otherwise\n",
		"active-scan", "tie-break", "armada-attack", "armada-duel", "silent-approach", "order-signature", "activation-order", "heaviest-last", "spike-aware", "close-on", "nearest-detected", "max-damage", "save-tokens:N", "scanners=1", "target_sig=6", "admiral_a=1", "rolloff=admiral (admiral|plain)", "second-if-heavier"} {
		if !strings.Contains(out, want) {
			t.Errorf("list does not show %q:\n%s", want, out)
		}
	}
}

func TestShow(t *testing.T) {
	code, out, _ := fleetlab(t, "show", "active-scan")
	if code != ExitOK || !strings.Contains(out, "name: active-scan") {
		t.Errorf("show: exit %d\n%s", code, out)
	}
	if code, _, errs := fleetlab(t, "show", "nope"); code != ExitBadInput || !strings.Contains(errs, `no built-in scenario "nope"`) {
		t.Errorf("show nope: exit %d, %s", code, errs)
	}
}

// TestRunJSONContract is the issue's "done means": `fleetlab run
// active-scan --set scanners=2 --format json` matches the contract of
// shared/design.md, and its figures match the exact ones.
func TestRunJSONContract(t *testing.T) {
	code, out, errs := fleetlab(t, "run", "active-scan", "--set", "scanners=2", "--format", "json", "--trials", "200000")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decode(t, out)
	if r.Scenario != "active-scan" || r.Seed != 1 || r.Trials != 200000 || r.Workers < 1 || r.Interrupted || r.ElapsedS <= 0 {
		t.Errorf("header %+v", r)
	}
	if r.Params["scanners"] != 2.0 || r.Params["target_sig"] != 6.0 {
		t.Errorf("params %v, want scanners 2 and target_sig 6 as numbers", r.Params)
	}
	if len(r.Metrics) != 2 || r.Metrics[0].Name != "revealed" || r.Metrics[0].Kind != "probability" ||
		r.Metrics[1].Name != "target_signature" || r.Metrics[1].Kind != "distribution" {
		t.Fatalf("metrics %+v", r.Metrics)
	}
	rev, sig := r.Metrics[0], r.Metrics[1]
	if math.Abs(rev.Estimate-0.75) > 0.005 || rev.CI95[0] > 0.75 || rev.CI95[1] < 0.75 {
		t.Errorf("revealed %v %v, exact 0.75", rev.Estimate, rev.CI95)
	}
	if sig.Mean == nil || *sig.Mean != sig.Estimate || math.Abs(sig.Estimate-7.5) > 0.1 {
		t.Errorf("target_signature estimate %v mean %v, exact 7.5", sig.Estimate, sig.Mean)
	}
	if len(sig.Histogram) != 3 || sig.Histogram["0"]+sig.Histogram["6"]+sig.Histogram["12"] != 200000 {
		t.Errorf("histogram %v", sig.Histogram)
	}
}

// TestRunSameResultForAnyWorkerCount checks the determinism contract end
// to end: --workers 1, 2 and 8 print the same metrics.
func TestRunSameResultForAnyWorkerCount(t *testing.T) {
	var first []byte
	for _, w := range []string{"1", "2", "8"} {
		code, out, errs := fleetlab(t, "run", "tie-break", "--set", "admiral_a=3", "--trials", "300000", "--seed", "77", "--workers", w, "--format", "json")
		if code != ExitOK {
			t.Fatalf("exit %d: %s", code, errs)
		}
		r := decode(t, out)
		m, _ := json.Marshal(r.Metrics)
		if first == nil {
			first = m
		} else if !bytes.Equal(m, first) {
			t.Errorf("--workers %s gives different metrics:\n%s\nvs\n%s", w, m, first)
		}
	}
}

// TestRunArmadaAttack is issue 6's "done means": the damage distribution
// with intervals and token use for 3 red + 2 blue at medium range against
// Brace and Redirect.
func TestRunArmadaAttack(t *testing.T) {
	code, out, errs := fleetlab(t, "run", "armada-attack", "--set", "red=3", "--set", "blue=2", "--set", "range=medium",
		"--set", "tokens=brace,redirect", "--trials", "100000", "--format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decode(t, out)
	names := map[string]bool{}
	for _, m := range r.Metrics {
		names[m.Name] = true
		if m.Name == "damage" && (len(m.Histogram) < 4 || m.CI95[0] >= m.CI95[1]) {
			t.Errorf("damage: histogram %v, interval %v", m.Histogram, m.CI95)
		}
	}
	for _, want := range []string{"damage", "crit", "accuracy", "faceup", "tokens_spent", "tokens_discarded", "shields_left", "hull_left"} {
		if !names[want] {
			t.Errorf("no metric %s", want)
		}
	}
	if r.Params["tokens"] != "brace,redirect" || r.Params["red"] != 3.0 {
		t.Errorf("params %v", r.Params)
	}
}

func TestRunFormats(t *testing.T) {
	args := []string{"run", "active-scan", "--trials", "10000", "--format"}
	code, out, _ := fleetlab(t, append(args, "text")...)
	if code != ExitOK || !strings.Contains(out, "revealed") || !strings.Contains(out, "95% interval") || !strings.Contains(out, "seed 1 · 10,000 trials") {
		t.Errorf("text (exit %d):\n%s", code, out)
	}
	code, out, _ = fleetlab(t, append(args, "csv")...)
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if code != ExitOK || err != nil || len(rows) < 3 || rows[0][0] != "scenario" || rows[1][3] != "revealed" {
		t.Errorf("csv (exit %d, %v):\n%s", code, err, out)
	}
	code, out, _ = fleetlab(t, append(args, "md")...)
	if code != ExitOK || !strings.HasPrefix(out, "# How often") || !strings.Contains(out, "| revealed | probability |") {
		t.Errorf("md (exit %d):\n%s", code, out)
	}
}

func TestRunOut(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "report")
	code, out, errs := fleetlab(t, "run", "active-scan", "--set", "scanners=3", "--trials", "50000", "--format", "json", "--out", dir)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, name := range []string{"report.md", "results.json", "results.csv", "target_signature.png"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("--out did not write %s: %v", name, err)
		}
	}
	file, _ := os.ReadFile(filepath.Join(dir, "results.json"))
	a, b := decode(t, out), decode(t, string(file))
	ma, _ := json.Marshal(a.Metrics)
	mb, _ := json.Marshal(b.Metrics)
	if !bytes.Equal(ma, mb) {
		t.Error("results.json differs from the JSON printed")
	}
	if !strings.Contains(errs, "wrote") {
		t.Errorf("stderr does not list the files written: %q", errs)
	}
}

func TestRunPrecision(t *testing.T) {
	target := 0.002
	if raceDetector { // the same stop, 25 times fewer trials
		target = 0.01
	}
	code, out, errs := fleetlab(t, "run", "active-scan", "--precision", strconv.FormatFloat(target, 'g', -1, 64), "--trials", "1e8", "--format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decode(t, out)
	if r.Converged == nil || !*r.Converged || r.Trials >= 1e8 {
		t.Fatalf("converged %v after %d trials", r.Converged, r.Trials)
	}
	for _, m := range r.Metrics {
		if (m.CI95[1]-m.CI95[0])/2 > target {
			t.Errorf("%s half-width %v > %v", m.Name, (m.CI95[1]-m.CI95[0])/2, target)
		}
	}
}

// TestBadInput checks that each mistake exits 2 with a clear message, no
// stack trace, and nothing written to --out.
func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte("name: bad\ngame: dropfleet\nmeasure:\n  - {name: x, what: rolloffs, colour: red}\n"), 0o644)
	noise := filepath.Join(dir, "noise.yaml")
	os.WriteFile(noise, []byte{0x00, 0x01, 0xfe, 0xff, 'x'}, 0o644)
	empty := filepath.Join(dir, "empty.yaml")
	os.WriteFile(empty, nil, 0o644)
	notDir := filepath.Join(dir, "file.txt")
	os.WriteFile(notDir, []byte("x"), 0o644)
	out := filepath.Join(dir, "out")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"run"}, "run needs a scenario"},
		{[]string{"run", "a", "b"}, "run needs a scenario"},
		{[]string{"run", "no-such-thing"}, `no built-in scenario or file called "no-such-thing"`},
		{[]string{"run", filepath.Join(dir, "missing.yaml")}, "no such file"},
		{[]string{"run", bad}, "bad.yaml:4: measure[0].colour: unknown field"},
		{[]string{"run", noise}, "noise.yaml: not a text file"},
		{[]string{"run", empty}, "empty.yaml: file is empty"},
		{[]string{"run", "active-scan", "--trials", "-5"}, "--trials must be at least 1, got -5"},
		{[]string{"run", "active-scan", "--trials", "0"}, "--trials must be at least 1"},
		{[]string{"run", "active-scan", "--trials", "lots"}, `"lots" is not a whole number of trials`},
		{[]string{"run", "active-scan", "--trials", "1.5"}, "is not a whole number of trials"},
		{[]string{"run", "active-scan", "--workers", "0"}, "--workers must be at least 1, got 0"},
		{[]string{"run", "active-scan", "--workers", "-2"}, "--workers must be at least 1"},
		{[]string{"run", "active-scan", "--format", "xml"}, `--format must be one of text, json, csv, md, got "xml"`},
		{[]string{"run", "active-scan", "--precision", "-1"}, "--precision must be a positive number"},
		{[]string{"run", "active-scan", "--precision", "0"}, "--precision must be a positive number"},
		{[]string{"run", "active-scan", "--seed", "-1"}, `invalid value "-1" for --seed`},
		{[]string{"run", "active-scan", "--colour", "red"}, "unknown flag: --colour"},
		{[]string{"run", "active-scan", "--set", "scanner=2"}, `no parameter "scanner" (did you mean scanners?)`},
		{[]string{"run", "active-scan", "--set", "scanners=abc"}, `scanners takes a whole number from 1 to 100, got "abc"`},
		{[]string{"run", "active-scan", "--set", "scanners=0"}, "scanners must be from 1 to 100, got 0"},
		{[]string{"run", "active-scan", "--set", "scanners"}, "expected name=value"},
		{[]string{"run", "tie-break", "--set", "rolloff=faq"}, "rolloff takes one of admiral, plain"},
		{[]string{"run", "active-scan", "--out", notDir}, "exists and is not a folder"},
		{[]string{"run", bad, "--out", out}, "unknown field"},
		{[]string{"list", "extra"}, "list needs no arguments"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, stdout, stderr := fleetlab(t, tc.args...)
			if code != ExitBadInput {
				t.Errorf("exit %d, want %d", code, ExitBadInput)
			}
			if !strings.Contains(stderr, tc.want) {
				t.Errorf("stderr %q does not say %q", stderr, tc.want)
			}
			if strings.Contains(stderr, "goroutine") || strings.Contains(stderr, "panic") || stdout != "" {
				t.Errorf("stdout %q, stderr %q: want only a message", stdout, stderr)
			}
		})
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused run created its --out folder")
	}
}

func TestCountFlag(t *testing.T) {
	for in, want := range map[string]int64{"1000": 1000, "1e6": 1_000_000, "1_000_000": 1_000_000, "250k": 250_000, "10M": 10_000_000, "2.5e5": 250_000} {
		var c count
		if err := c.Set(in); err != nil || int64(c) != want {
			t.Errorf("Set(%q) = %d, %v; want %d", in, c, err, want)
		}
	}
	for _, in := range []string{"", "abc", "1.5", "1e400", "NaN", "1kk"} {
		var c count
		if err := c.Set(in); err == nil {
			t.Errorf("Set(%q) accepted %d", in, c)
		}
	}
}

func TestNoProgressBarOffTerminal(t *testing.T) {
	code, _, errs := fleetlab(t, "run", "active-scan", "--trials", "100000")
	if code != ExitOK || errs != "" {
		t.Errorf("exit %d, stderr %q: a run whose stderr is not a terminal prints nothing there", code, errs)
	}
}
