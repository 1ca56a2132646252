package reports

import (
	"context"
	"fmt"
	"image/color"
	"io"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"

	"github.com/fleetlab/fleetlab/sim"
)

// comparisonContext returns the plot context of a comparison.
func comparisonContext(c *Comparison) PlotContext {
	return PlotContext{Scenario: c.Scenario, Trials: c.Result.A.Trials, Partial: c.Result.A.Interrupted, Lang: c.Lang}
}

// variantColours are the line and band colours of the variants after A
// (whose are barColour and bandColour), in turn.
var variantColours = []struct{ line, band color.Color }{
	{color.RGBA{R: 214, G: 96, B: 77, A: 255}, color.NRGBA{R: 214, G: 96, B: 77, A: 70}},
	{color.RGBA{R: 77, G: 160, B: 90, A: 255}, color.NRGBA{R: 77, G: 160, B: 90, A: 70}},
	{color.RGBA{R: 150, G: 90, B: 180, A: 255}, color.NRGBA{R: 150, G: 90, B: 180, A: 70}},
	{color.RGBA{R: 120, G: 120, B: 120, A: 255}, color.NRGBA{R: 120, G: 120, B: 120, A: 70}},
}

// ComparisonPlot draws distribution metric i of a comparison: every
// variant's "at least k" staircase, each with its 95% band, overlaid on
// one axis, and in the title each variant's paired difference from A of
// the means with its 95% interval. It returns an error for a metric that
// is not a distribution with observations.
func ComparisonPlot(c *Comparison, i int) (*plot.Plot, error) {
	a := &c.Result.A.Metrics[i]
	if a.Kind != sim.KindDistribution || a.Histogram.N() == 0 {
		return nil, fmt.Errorf("reports: %s is not a distribution with observations", a.Name)
	}
	l := c.Lang
	vs := c.variants()
	names := "A"
	for _, v := range vs {
		names += ", " + v.Name
	}
	p := plot.New()
	setTitle(p, l.Tf("Chance of at least k, %s", names), a.Doc, comparisonContext(c))
	for _, v := range vs {
		row := diffRows(v)[i]
		d := digits((row.hi - row.lo) / 2)
		p.Title.Text += "\n" + l.Tf("paired difference of the means %s − A: %s %s", v.Name, signed(row.diff, d, l), signedInterval(row.lo, row.hi, d, l))
	}
	p.X.Label.Text = axisLabel("k = ", a.Doc)
	p.Y.Label.Text = l.T("chance (band: 95% interval)")
	p.Add(plotter.NewGrid())
	line, err := addStaircase(p, curveSteps(a, true), barColour, bandColour)
	if err != nil {
		return nil, err
	}
	p.Legend.Add("A: "+variantLabel(c.SetA, l), line)
	lo, hi := a.Histogram.Min(), a.Histogram.Max()
	for j, v := range vs {
		b := &v.Result.B.Metrics[i]
		if b.Histogram.N() == 0 {
			continue
		}
		col := variantColours[j%len(variantColours)]
		line, err := addStaircase(p, curveSteps(b, true), col.line, col.band)
		if err != nil {
			return nil, err
		}
		p.Legend.Add(v.Name+": "+variantLabel(v.Set, l), line)
		lo, hi = min(lo, b.Histogram.Min()), max(hi, b.Histogram.Max())
	}
	p.Legend.Top = true
	p.X.Min, p.X.Max = float64(lo)-0.7, float64(hi)+0.7
	p.Y.Min, p.Y.Max = 0, 1.02
	p.X.Tick.Marker = integerTicks{}
	p.Y.Tick.Marker = probTicks{l}
	return p, nil
}

// comparisonPlots returns the plots of a comparison's distribution
// metrics, with their file bases (the metric's name and "_compared").
func comparisonPlots(c *Comparison) (bases []string, plots []*plot.Plot) {
	for i, m := range c.Result.A.Metrics {
		if p, err := ComparisonPlot(c, i); err == nil {
			bases, plots = append(bases, m.Name+"_compared"), append(plots, p)
		}
	}
	return bases, plots
}

// writeComparisonHTML writes the comparison as a self-contained HTML page:
// both variants' settings, seed and trials, the table of A, B and the
// paired differences, and the overlaid plots.
func writeComparisonHTML(w io.Writer, c *Comparison) error {
	res, l := c.Result, c.Lang
	doc := htmlDoc{Lang: l.String(), Title: c.Title}
	doc.Info = append(doc.Info, htmlKV{l.T("scenario"), c.Scenario}, htmlKV{"A", variantLabel(c.SetA, l)})
	for _, v := range c.variants() {
		doc.Info = append(doc.Info, htmlKV{v.Name, variantLabel(v.Set, l)})
	}
	for _, p := range c.Params {
		doc.Info = append(doc.Info, htmlKV{p.Name, fmt.Sprint(p.Value)})
	}
	doc.Info = append(doc.Info, htmlKV{l.T("seed"), fmt.Sprint(res.A.Seed)},
		htmlKV{l.T("trials"), l.Tf("%s trials each, on common random numbers", l.Int(res.A.Trials))},
		htmlKV{l.T("workers"), fmt.Sprint(res.A.Workers)})
	if res.A.Interrupted {
		doc.Info = append(doc.Info, htmlKV{l.T("status"), l.T("interrupted: partial result")})
	}
	if c.Precision > 0 {
		doc.Info = append(doc.Info, htmlKV{l.T("precision"), PrecisionText(c.Precision, res.A.Converged, l)})
	}
	results := htmlSection{Title: l.T("Results"), Note: l.T("* the paired interval excludes 0: the variants differ.")}
	for _, v := range c.variants() {
		t := htmlTable{Head: []string{l.T("metric"), "A", v.Name, v.Name + " − A", l.T("paired 95% interval"), l.T("independent runs ±")}}
		for _, r := range diffRows(v) {
			t.Rows = append(t.Rows, append([]string{r.name}, r.cells(l)...))
		}
		results.Tables = append(results.Tables, t)
	}
	doc.Sections = append(doc.Sections, results)
	_, plots := comparisonPlots(c)
	for _, p := range plots {
		svg, err := inlineSVG(p)
		if err != nil {
			return err
		}
		doc.Sections[0].Plots = append(doc.Sections[0].Plots, svg)
	}
	return htmlPage.Execute(w, doc)
}

// PrecisionText writes a --precision target and whether it was reached,
// as every report says it: "±0.01 (reached)", "±0.01 (not reached: trial
// cap hit)".
func PrecisionText(precision float64, converged bool, l Lang) string {
	return "±" + l.Num(precision, -1) + " (" + precisionStatus(converged, l) + ")"
}

// precisionStatus says whether a --precision target was reached.
func precisionStatus(converged bool, l Lang) string {
	if converged {
		return l.T("reached")
	}
	return l.T("not reached: trial cap hit")
}

// writeDir writes a comparison's report folder dir, as a run's
// does: report.md (with the plots), report.html, results.json,
// results.csv, and for each distribution metric the overlaid plot of
// both variants as PNG and SVG. It returns the paths written.
func (c *Comparison) writeDir(ctx context.Context, dir string) ([]string, error) {
	f := newReportFolder()
	images := map[string][]string{}
	bases, plots := comparisonPlots(c)
	for k, p := range plots {
		names, err := f.plot(bases[k], p)
		if err != nil {
			return nil, err
		}
		images[bases[k]] = names[:1]
	}
	return f.write(ctx, dir,
		func(w io.Writer) error { return writeComparisonMarkdown(w, c, images) },
		func(w io.Writer) error { return writeComparisonHTML(w, c) },
		func(w io.Writer) error { return writeComparisonJSON(w, c) },
		func(w io.Writer) error { return writeComparisonCSV(w, c) })
}
