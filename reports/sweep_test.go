package reports

import (
	"bytes"
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/fleetlab/fleetlab/sim"
)

// sweepOf runs the scan model at two seeds per axis value, to fill a sweep.
func sweepOf(t *testing.T, axes []Axis) *Sweep {
	t.Helper()
	s := &Sweep{Scenario: "probe", Title: "probe", Axes: axes}
	n := len(axes[0].Values)
	if len(axes) == 2 {
		n *= len(axes[1].Values)
	}
	for k := range n {
		r, err := sim.Run(context.Background(), scanModel{}, sim.Options{Trials: 2000, Seed: uint64(k + 1)})
		if err != nil {
			t.Fatal(err)
		}
		at := []any{axes[0].Values[k%len(axes[0].Values)]}
		if len(axes) == 2 {
			at = []any{axes[0].Values[k/len(axes[1].Values)], axes[1].Values[k%len(axes[1].Values)]}
		}
		s.Points = append(s.Points, SweepPoint{At: at, Result: r})
	}
	return s
}

func TestSweepPlotData(t *testing.T) {
	s := sweepOf(t, []Axis{{Name: "n", Values: []any{int64(1), int64(2), int64(3)}}})
	pts, errs := sweepLineData(s, 0)
	for i, p := range s.Points {
		m := &p.Result.Metrics[0]
		lo, hi := m.CI95()
		if pts[i].Y != m.Estimate() || pts[i].X != float64(i) || pts[i].Y-errs[i].Low != lo || pts[i].Y+errs[i].High-hi > 1e-15 {
			t.Errorf("point %d: %v ± %v, want %v [%v, %v]", i, pts[i], errs[i], m.Estimate(), lo, hi)
		}
	}
	if _, err := SweepLinePlot(s, 1); err != nil {
		t.Error(err)
	}
	two := sweepOf(t, []Axis{{Name: "a", Values: []any{"x", "y"}}, {Name: "b", Values: []any{int64(1), int64(2), int64(3)}}})
	g := sweepGrid{two, 0}
	if c, r := g.Dims(); c != 3 || r != 2 {
		t.Fatalf("grid %d×%d, want 3 columns × 2 rows", c, r)
	}
	for i := range 2 {
		for j := range 3 {
			if z, want := g.Z(j, i), two.Points[i*3+j].Result.Metrics[0].Estimate(); z != want {
				t.Errorf("cell (%d, %d) = %v, want %v", i, j, z, want)
			}
		}
	}
	if _, err := SweepHeatMap(two, 2); err != nil {
		t.Error(err)
	}
}

// TestDataPlot: a page finds the data of a line plot on the whole canvas,
// and a heat map's left of its colour legend, its grid one cell per point.
func TestDataPlot(t *testing.T) {
	c := draw.New(vgimg.New(plotWidth, plotHeight))
	line, err := SweepLinePlot(sweepOf(t, []Axis{{Name: "n", Values: []any{int64(1), int64(2)}}}), 0)
	if err != nil {
		t.Fatal(err)
	}
	if p, on, ok := DataPlot(line, c); !ok || p != line || on != c {
		t.Errorf("line plot: %v, %v, %v", p, on.Rectangle, ok)
	}
	heat, err := SweepHeatMap(sweepOf(t, []Axis{{Name: "a", Values: []any{"x", "y"}}, {Name: "b", Values: []any{int64(1), int64(2), int64(3)}}}), 0)
	if err != nil {
		t.Fatal(err)
	}
	p, on, ok := DataPlot(heat, c)
	if !ok || on.Max.X != c.Max.X-legendWidth || on.Min != c.Min || on.Max.Y != c.Max.Y {
		t.Fatalf("heat map: drawn on %v, %v, want %v less the legend", on.Rectangle, ok, c.Rectangle)
	}
	if p.X.Min != -0.5 || p.X.Max != 2.5 || p.Y.Min != -0.5 || p.Y.Max != 1.5 {
		t.Errorf("heat map grid x %v..%v y %v..%v, want 3 columns × 2 rows centred on whole numbers", p.X.Min, p.X.Max, p.Y.Min, p.Y.Max)
	}
}

func TestSweepFormats(t *testing.T) {
	s := sweepOf(t, []Axis{{Name: "a", Values: []any{"x", "y"}}, {Name: "b", Values: []any{int64(1), int64(2)}}})
	var txt, md, js, cs bytes.Buffer
	if err := writeSweepText(&txt, s); err != nil || !strings.Contains(txt.String(), "a \\ b") {
		t.Errorf("text: %v\n%s", err, txt.String())
	}
	if err := writeSweepMarkdown(&md, s, nil); err != nil || !strings.Contains(md.String(), "## revealed") {
		t.Errorf("markdown: %v", err)
	}
	if err := writeSweepJSON(&js, s); err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(js.Bytes(), &doc); err != nil || len(doc["points"].([]any)) != 4 || len(doc["sweep"].([]any)) != 2 {
		t.Errorf("json: %v %v", err, doc["sweep"])
	}
	if err := writeSweepCSV(&cs, s); err != nil || !strings.HasPrefix(cs.String(), "scenario,seed,trials,a,b,metric,kind") {
		t.Errorf("csv: %v\n%s", err, cs.String())
	}
}

// TestGoldenSweepAndComparison pins the text of a sweep and a comparison.
func TestGoldenSweepAndComparison(t *testing.T) {
	s := sweepOf(t, []Axis{{Name: "a", Values: []any{"x", "y"}}, {Name: "b", Values: []any{int64(1), int64(2)}}})
	for i := range s.Points {
		s.Points[i].Result.Elapsed = 0
	}
	var b bytes.Buffer
	if err := writeSweepText(&b, s); err != nil {
		t.Fatal(err)
	}
	golden(t, "sweep.txt", b.Bytes())
	c, err := sim.Compare(context.Background(), scanModel{}, scanModel{}, sim.Options{Trials: 20_000, Seed: 4, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	c.A.Elapsed = 0
	cmp := &Comparison{Scenario: "probe", Title: "probe", SetA: []Param{{"n", int64(1)}}, SetB: []Param{{"n", int64(2)}}, Result: c}
	b.Reset()
	if err := writeComparisonText(&b, cmp); err != nil {
		t.Fatal(err)
	}
	golden(t, "comparison.txt", b.Bytes())
	cmp.Lang = Spanish
	b.Reset()
	if err := writeComparisonText(&b, cmp); err != nil {
		t.Fatal(err)
	}
	golden(t, "comparison.es.txt", b.Bytes())
}

// TestSweepPlotsReadable (issue 20): a one-parameter sweep's points are
// joined by a line, and a heat map's colour bar is drawn as bands, not
// as a one-pixel image that an SVG viewer shows as a hairline.
func TestSweepPlotsReadable(t *testing.T) {
	values := []any{int64(1), int64(2), int64(3), int64(4), int64(5)}
	line, err := SweepLinePlot(sweepOf(t, []Axis{{Name: "n", Values: values}}), 0)
	if err != nil {
		t.Fatal(err)
	}
	svg, err := renderSVG(line)
	if err != nil {
		t.Fatal(err)
	}
	joined := false
	for _, path := range regexp.MustCompile(`d="M[^"]*"`).FindAllString(string(svg), -1) {
		joined = joined || strings.Count(path, "M") == 1 && strings.Count(path, "L") == len(values)-1 && !strings.ContainsAny(path, "AZ")
	}
	if !joined {
		t.Error("the sweep's line plot has no line through its points")
	}
	heat, err := SweepHeatMap(sweepOf(t, []Axis{{Name: "a", Values: []any{"x", "y"}}, {Name: "b", Values: []any{int64(1), int64(2)}}}), 0)
	if err != nil {
		t.Fatal(err)
	}
	if svg, err = renderSVG(heat); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(svg, []byte("<image")) {
		t.Error("the heat map's colour bar is an image, which SVG viewers draw as a hairline")
	}
}
