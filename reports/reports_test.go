package reports

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fleetlab/fleetlab/sim"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// scanModel mimics active-scan with two scans: whether the target is spotted
// and its Signature (0, 6 or 12).
type scanModel struct{}

func (scanModel) Metrics() []sim.Metric {
	return []sim.Metric{
		{Name: "revealed", Kind: sim.KindProbability, Doc: "the target is spotted"},
		{Name: "target_signature", Kind: sim.KindDistribution, Doc: "Signature | in inches <b>"},
		{Name: "distance", Kind: sim.KindMean, Doc: "a real-valued metric"},
	}
}
func (scanModel) NewTrial() sim.Trial { return scanTrial{} }

type scanTrial struct{}

func (scanTrial) Play(s *sim.Stream, t *sim.Tally) {
	sig := 0
	if s.D6() >= 4 {
		sig = 12
	} else if s.D6() >= 4 {
		sig = 6
	}
	t.Bool(0, sig > 0)
	t.Int(1, sig)
	t.Real(2, s.Float64()*10)
}

// fixedRun is a run whose every figure is fixed, for golden files.
func fixedRun(t *testing.T) *Run {
	t.Helper()
	res, err := sim.Run(context.Background(), scanModel{}, sim.Options{Trials: 100_000, Seed: 1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	res.Elapsed = 1500 * time.Millisecond
	return &Run{Scenario: "probe", Title: "A probe | with <html>", Description: "Two *scans*.", Game: "dropfleet",
		Params: []Param{{"scanners", int64(2)}, {"rule", "admiral"}, {"fast", true}}, Result: res}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./reports -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test ./reports -update to accept):\n%s", name, got)
	}
}

func TestGoldenText(t *testing.T) {
	var b bytes.Buffer
	if err := writeText(&b, fixedRun(t)); err != nil {
		t.Fatal(err)
	}
	golden(t, "probe.txt", b.Bytes())
}

func TestGoldenMarkdown(t *testing.T) {
	var b bytes.Buffer
	if err := writeMarkdown(&b, fixedRun(t), map[string][]string{"target_signature": {"target_signature.png", "target_signature_at_least.png"}}); err != nil {
		t.Fatal(err)
	}
	golden(t, "probe.md", b.Bytes())
	if strings.Contains(b.String(), "<html>") || strings.Contains(b.String(), "<b>") {
		t.Error("text from the scenario reached the Markdown unescaped")
	}
}

func TestGoldenJSON(t *testing.T) {
	var b bytes.Buffer
	if err := writeJSON(&b, fixedRun(t)); err != nil {
		t.Fatal(err)
	}
	golden(t, "probe.json", b.Bytes())
}

func TestGoldenCSV(t *testing.T) {
	var b bytes.Buffer
	if err := writeCSV(&b, fixedRun(t)); err != nil {
		t.Fatal(err)
	}
	golden(t, "probe.csv", b.Bytes())
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		if len(r) != len(CSVHeader) {
			t.Errorf("row %d has %d fields, want %d", i, len(r), len(CSVHeader))
		}
	}
}

// TestJSONContract checks the field names and types that shared/design.md
// promises scripts.
func TestJSONContract(t *testing.T) {
	var b bytes.Buffer
	r := fixedRun(t)
	if err := writeJSON(&b, r); err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	for key, kind := range map[string]string{"scenario": "string", "seed": "number", "trials": "number", "workers": "number",
		"interrupted": "bool", "elapsed_s": "number", "params": "object", "metrics": "array"} {
		if got := jsonKind(doc[key]); got != kind {
			t.Errorf("%s is %s, want %s", key, got, kind)
		}
	}
	params := doc["params"].(map[string]any)
	if params["scanners"] != 2.0 || params["rule"] != "admiral" || params["fast"] != true {
		t.Errorf("params %v keep their types: want 2, \"admiral\", true", params)
	}
	if !strings.Contains(b.String(), `"scanners": 2,`) || strings.Index(b.String(), `"scanners"`) > strings.Index(b.String(), `"rule"`) {
		t.Error("params are not in declared order")
	}
	metrics := doc["metrics"].([]any)
	for _, m := range metrics {
		m := m.(map[string]any)
		for _, key := range []string{"name", "kind", "estimate", "ci95"} {
			if _, ok := m[key]; !ok {
				t.Errorf("metric %v lacks %s", m["name"], key)
			}
		}
		ci := m["ci95"].([]any)
		if len(ci) != 2 || ci[0].(float64) > m["estimate"].(float64) || ci[1].(float64) < m["estimate"].(float64) {
			t.Errorf("metric %v: ci95 %v does not bracket %v", m["name"], ci, m["estimate"])
		}
		if m["kind"] == "distribution" {
			if m["mean"] != m["estimate"] {
				t.Errorf("distribution %v: estimate %v is not the mean %v", m["name"], m["estimate"], m["mean"])
			}
			h := m["histogram"].(map[string]any)
			var total float64
			for _, c := range h {
				total += c.(float64)
			}
			if total != float64(r.Result.Trials) {
				t.Errorf("histogram counts add to %v, want %d", total, r.Result.Trials)
			}
		}
	}
	if i, j := strings.Index(b.String(), `"6":`), strings.Index(b.String(), `"12":`); i < 0 || j < 0 || i > j {
		t.Error("histogram keys are not in numeric order")
	}
}

func jsonKind(v any) string {
	switch v.(type) {
	case string:
		return "string"
	case float64:
		return "number"
	case bool:
		return "bool"
	case map[string]any:
		return "object"
	case []any:
		return "array"
	}
	return "missing"
}

// TestDistributionPlotData checks the plot through its data: one bar per
// value from the least to the greatest, each the value's probability.
func TestDistributionPlotData(t *testing.T) {
	r := fixedRun(t)
	m := &r.Result.Metrics[1]
	d, err := newDistributionData(m)
	if err != nil {
		t.Fatal(err)
	}
	if d.xmin != 0 || len(d.bars) != 13 {
		t.Fatalf("bars from %v, %d of them; want 0 and 13 (values 0 to 12)", d.xmin, len(d.bars))
	}
	for v := range 13 {
		if got, want := d.bars[v], m.Histogram.P(v); got != want {
			t.Errorf("bar %d = %v, want P(=%d) = %v", v, got, v, want)
		}
	}
	if len(d.points) != 3 || len(d.errs) != 3 {
		t.Fatalf("%d error bars, want 3 (values seen: 0, 6, 12)", len(d.points))
	}
	for i, pt := range d.points {
		lo, hi := sim.Wilson(m.Histogram.Count(int(pt.X)), m.Histogram.N(), 1.959963984540054)
		if pt.Y-d.errs[i].Low != lo || pt.Y+d.errs[i].High-hi > 1e-15 {
			t.Errorf("error bar at %v: [%v, %v], want the Wilson interval [%v, %v]", pt.X, pt.Y-d.errs[i].Low, pt.Y+d.errs[i].High, lo, hi)
		}
	}
	if _, err := DistributionPlot(m, runContext(r)); err != nil {
		t.Errorf("DistributionPlot: %v", err)
	}
	if _, err := DistributionPlot(&r.Result.Metrics[0], runContext(r)); err == nil {
		t.Error("a probability metric was drawn as a distribution")
	}
}

func TestWriteDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	paths, err := WriteDir(context.Background(), dir, fixedRun(t))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"target_signature.png", "target_signature.svg", "target_signature_at_least.png", "target_signature_at_least.svg",
		"target_signature_cumulative.png", "target_signature_cumulative.svg", ReportFile, HTMLFile, JSONFile, CSVFile}
	if len(paths) != len(want) {
		t.Fatalf("wrote %v, want %v", paths, want)
	}
	for i, name := range want {
		if filepath.Base(paths[i]) != name {
			t.Errorf("file %d is %s, want %s", i, paths[i], name)
		}
		info, err := os.Stat(paths[i])
		if err != nil || info.Size() == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
	svg, _ := os.ReadFile(filepath.Join(dir, "target_signature.svg"))
	if !bytes.Contains(svg, []byte("<svg")) {
		t.Error("the SVG plot is not SVG")
	}
	png, _ := os.ReadFile(filepath.Join(dir, "target_signature.png"))
	if !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Error("the plot is not a PNG")
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

func TestDigits(t *testing.T) {
	for _, tc := range []struct {
		half float64
		want int
	}{{0.5, 3}, {0.004, 4}, {0.00049, 5}, {1e-9, 6}, {0, 4}} {
		if got := digits(tc.half); got != tc.want {
			t.Errorf("digits(%v) = %d, want %d", tc.half, got, tc.want)
		}
	}
	if groupDigits(1234567) != "1,234,567" || groupDigits(12) != "12" || groupDigits(-1000) != "-1,000" {
		t.Error("groupDigits")
	}
}

func TestIntegerTicksHaveNoNegativeZero(t *testing.T) {
	for _, tk := range (integerTicks{}).Ticks(-0.7, 12.7) {
		if tk.Label == "-0" {
			t.Error(`a tick is labelled "-0"`)
		}
	}
}
