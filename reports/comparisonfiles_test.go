package reports

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// probeComparison is the probe model played against itself on common
// random numbers.
func probeComparison(t *testing.T, precision float64) *Comparison {
	t.Helper()
	c, err := sim.Compare(context.Background(), scanModel{}, scanModel{}, sim.Options{Trials: 20_000, Seed: 4, Workers: 2, Precision: precision})
	if err != nil {
		t.Fatal(err)
	}
	return &Comparison{Scenario: "probe", Title: "probe", SetA: []Param{{"n", int64(1)}}, SetB: []Param{{"n", int64(2)}}, Result: c, Precision: precision}
}

// TestComparisonPlotOverlaysBothVariants: the plot of a distribution metric
// holds both variants' staircases, names both in its legend, and states
// the paired difference in its title.
func TestComparisonPlotOverlaysBothVariants(t *testing.T) {
	c := probeComparison(t, 0)
	p, err := ComparisonPlot(c, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"A and B", "Signature | in inches", "paired difference of the means B − A: +0.0000 [+0.0000, +0.0000]", "20,000 trials"} {
		if !strings.Contains(strings.ReplaceAll(p.Title.Text, "\n", " "), want) {
			t.Errorf("title %q lacks %q", p.Title.Text, want)
		}
	}
	if _, err := ComparisonPlot(c, 0); err == nil {
		t.Error("a probability metric was drawn as a distribution")
	}
	svg, err := renderSVG(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"A: n=1", "B: n=2"} {
		if !strings.Contains(string(svg), want) {
			t.Errorf("the legend lacks %q", want)
		}
	}
}

func TestWriteComparisonDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cmp")
	paths, err := WriteComparisonDir(dir, probeComparison(t, 0.1))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"target_signature_compared.png", "target_signature_compared.svg", ReportFile, HTMLFile, JSONFile, CSVFile}
	if len(paths) != len(want) {
		t.Fatalf("wrote %v, want %v", paths, want)
	}
	for i, name := range want {
		if filepath.Base(paths[i]) != name {
			t.Errorf("file %d is %s, want %s", i, paths[i], name)
		}
	}
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if md := read(ReportFile); !strings.Contains(md, "![target\\_signature](target_signature_compared.png)") || !strings.Contains(md, "| precision | ±0.1 (reached) |") {
		t.Errorf("report.md:\n%s", md)
	}
	if page := read(HTMLFile); !strings.Contains(page, "<svg") || !strings.Contains(page, "paired 95% interval") {
		t.Error("report.html lacks the plot or the table")
	}
	if js := read(JSONFile); !strings.Contains(js, `"precision": 0.1`) || !strings.Contains(js, `"converged": true`) {
		t.Errorf("results.json:\n%s", js)
	}
	if cs := read(CSVFile); !strings.HasPrefix(cs, strings.Join(ComparisonCSVHeader, ",")) {
		t.Errorf("results.csv:\n%s", cs)
	}
}
