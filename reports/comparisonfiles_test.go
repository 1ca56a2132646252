package reports

import (
	"bytes"
	"context"
	"encoding/json"
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
	for _, want := range []string{"Chance of at least k, A, B:", "Signature | in inches", "paired difference of the means B − A: +0.0000 [+0.0000, +0.0000]", "20,000 trials"} {
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
	paths, err := WriteDir(context.Background(), dir, probeComparison(t, 0.1))
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

// TestComparisonOfThreeVariants: with variants B and C each played against
// A, every form shows both differences, named.
func TestComparisonOfThreeVariants(t *testing.T) {
	cs, err := sim.CompareAll(context.Background(), scanModel{}, []sim.Model{scanModel{}, scanModel{}}, sim.Options{Trials: 5_000, Seed: 4, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	c := &Comparison{Scenario: "probe", Title: "probe", SetA: []Param{{"n", int64(1)}}, SetB: []Param{{"n", int64(2)}}, Result: cs[0],
		Others: []Variant{{Name: VariantName(1), Set: []Param{{"n", int64(3)}}, Result: cs[1]}}}
	var txt, js, csv, md bytes.Buffer
	if err := writeComparisonText(&txt, c); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"A: n=1\nB: n=2\nC: n=3\n", "B − A\nmetric", "C − A\nmetric"} {
		if !strings.Contains(txt.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, txt.String())
		}
	}
	if err := writeComparisonJSON(&js, c); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Variants []struct {
			Name string `json:"name"`
		} `json:"variants"`
		Differences []struct {
			Name    string `json:"name"`
			Variant string `json:"variant"`
		} `json:"differences"`
	}
	if err := json.Unmarshal(js.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Variants) != 3 || doc.Variants[2].Name != "C" || len(doc.Differences) != 6 || doc.Differences[3].Variant != "C" {
		t.Errorf("json: %+v", doc)
	}
	if err := writeComparisonCSV(&csv, c); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(csv.String(), ",revealed,"); got != 5 || !strings.Contains(csv.String(), ",revealed,C-A,") {
		t.Errorf("csv: %d rows of revealed (want A, B, B-A, C, C-A):\n%s", got, csv.String())
	}
	if err := writeComparisonMarkdown(&md, c, nil); err != nil || !strings.Contains(md.String(), "| C | n=3 |") || !strings.Contains(md.String(), "| C − A |") {
		t.Errorf("markdown: %v\n%s", err, md.String())
	}
	p, err := ComparisonPlot(c, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(p.Title.Text, "C − A") {
		t.Errorf("the plot's title lacks C's difference: %q", p.Title.Text)
	}
}

// TestComparisonSweep: a comparison at each value of a parameter gives a
// table per metric with a row per value, the JSON points, the CSV with the
// swept column, and the plot of the differences with every point inside
// its axes.
func TestComparisonSweep(t *testing.T) {
	s := &ComparisonSweep{Axis: Axis{Name: "n", Values: []any{int64(1), int64(2), int64(3)}}}
	for i := range 3 {
		c := probeComparison(t, 0)
		c.Params = []Param{{"n", int64(i + 1)}, {"fixed", "yes"}}
		s.Points = append(s.Points, c)
	}
	var txt, js, cs bytes.Buffer
	if err := writeComparisonSweepText(&txt, s); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"params: fixed=yes\n", "A: n=1\nB: n=2\n", "sweep: n = 1, 2, 3\n", "revealed: ", "n  A      B      B − A", "\n3  "} {
		if !strings.Contains(txt.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, txt.String())
		}
	}
	if err := writeComparisonSweepJSON(&js, s); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Params map[string]any `json:"params"`
		Sweep  []struct {
			Name string `json:"name"`
		} `json:"sweep"`
		Points []struct {
			Params      map[string]any `json:"params"`
			Differences []struct {
				Variant string `json:"variant"`
			} `json:"differences"`
		} `json:"points"`
	}
	if err := json.Unmarshal(js.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Params["fixed"] != "yes" || doc.Params["n"] != nil || doc.Sweep[0].Name != "n" || len(doc.Points) != 3 ||
		doc.Points[2].Params["n"] != 3.0 || doc.Points[0].Differences[0].Variant != "B" {
		t.Errorf("json: %+v", doc)
	}
	if err := writeComparisonSweepCSV(&cs, s); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(cs.String(), "scenario,seed,trials,n,metric,variant,") || !strings.Contains(cs.String(), "probe,4,20000,3,revealed,B-A,") {
		t.Errorf("csv:\n%s", cs.String())
	}
	p, err := ComparisonSweepPlot(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(p.Title.Text, "Paired difference from A along n") || p.Y.Min > 0 || p.Y.Max < 0 {
		t.Errorf("plot: %q, y from %v to %v", p.Title.Text, p.Y.Min, p.Y.Max)
	}
	paths, err := WriteDir(context.Background(), t.TempDir(), s)
	if err != nil || len(paths) != 3*2+4 {
		t.Errorf("wrote %v: %v", paths, err)
	}
}
