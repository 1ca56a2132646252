package reports

import (
	"context"
	"encoding/json"
	"fmt"
	"html/template"
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// ComparisonSweep is a comparison played at every value of one parameter,
// every point on the same seed: the paired differences from A along it.
type ComparisonSweep struct {
	Axis Axis
	// Points are the comparisons at the axis's values, in order; fewer
	// than the values when the sweep was interrupted.
	Points []*Comparison
	// Interrupted is true when the sweep stopped early.
	Interrupted bool
}

// first returns the first point, which holds what every point shares.
func (s *ComparisonSweep) first() *Comparison { return s.Points[0] }

// fixedParams returns the parameters every variant shares, the swept one
// left out.
func (s *ComparisonSweep) fixedParams() []Param {
	var out []Param
	for _, p := range s.first().Params {
		if p.Name != s.Axis.Name {
			out = append(out, p)
		}
	}
	return out
}

// header returns the lines that open the text and Markdown forms.
func (s *ComparisonSweep) header() []string {
	c := s.first()
	l := c.Lang
	lines := []string{c.Scenario + ": " + c.Title}
	if ps := s.fixedParams(); len(ps) > 0 {
		lines = append(lines, l.T("params")+": "+variantLabel(ps, l))
	}
	lines = append(lines, "A: "+variantLabel(c.SetA, l))
	for _, v := range c.variants() {
		lines = append(lines, v.Name+": "+variantLabel(v.Set, l))
	}
	vals := make([]string, len(s.Axis.Values))
	for i, v := range s.Axis.Values {
		vals[i] = label(v)
	}
	lines = append(lines, l.T("sweep")+": "+s.Axis.Name+" = "+strings.Join(vals, ", "))
	status := fmt.Sprintf("%s %d · %s · %d %s", l.T("seed"), c.Result.A.Seed,
		l.Tf("%s trials each at every point, on common random numbers", l.Int(c.Result.A.Trials)), c.Result.A.Workers, l.T("workers"))
	if s.Interrupted {
		status += " · " + l.Tf("INTERRUPTED after %d of %d points", len(s.Points), len(s.Axis.Values))
	}
	return append(lines, status)
}

// sweepRows returns the cells of metric m's table: a row per point played,
// the swept value, A's estimate, then each variant's estimate, difference
// from A and paired interval.
func (s *ComparisonSweep) sweepRows(m int) (head []string, rows [][]string) {
	l := s.first().Lang
	head = []string{s.Axis.Name, "A"}
	for _, v := range s.first().variants() {
		head = append(head, v.Name, v.Name+" − A", l.T("paired 95% interval"))
	}
	for i, c := range s.Points {
		vs := c.variants()
		ea, _ := formatEstimate(&c.Result.A.Metrics[m], l)
		row := []string{label(s.Axis.Values[i]), ea}
		for _, v := range vs {
			row = append(row, diffRows(v)[m].cells(l)[1:4]...) // the variant, its difference, the interval
		}
		rows = append(rows, row)
	}
	return head, rows
}

// writeComparisonSweepText writes the sweep as a table per metric: a row
// per swept value with A, each variant, and its paired difference from A.
func writeComparisonSweepText(w io.Writer, s *ComparisonSweep) error {
	var b strings.Builder
	for _, line := range s.header() {
		b.WriteString(line + "\n")
	}
	l := s.first().Lang
	for m, mt := range s.first().Result.A.Metrics {
		fmt.Fprintf(&b, "\n%s: %s\n", mt.Name, mt.Doc)
		head, rows := s.sweepRows(m)
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, strings.Join(head, "\t"))
		for _, r := range rows {
			fmt.Fprintln(tw, strings.Join(r, "\t"))
		}
		tw.Flush()
	}
	b.WriteString("\n" + l.T("* the paired interval excludes 0: the variants differ.") + "\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeComparisonSweepMarkdown writes the sweep as a Markdown report;
// images maps a metric's name to its plot files (may be nil).
func writeComparisonSweepMarkdown(w io.Writer, s *ComparisonSweep, images map[string][]string) error {
	var b strings.Builder
	c := s.first()
	fmt.Fprintf(&b, "# %s\n\n", mdEscape(c.Title))
	for _, line := range s.header()[1:] {
		fmt.Fprintf(&b, "- %s\n", mdEscape(line))
	}
	for m, mt := range c.Result.A.Metrics {
		fmt.Fprintf(&b, "\n## %s\n\n%s\n\n", mdEscape(mt.Name), mdEscape(mt.Doc))
		for _, file := range images[mt.Name] {
			fmt.Fprintf(&b, "![%s](%s)\n\n", mdEscape(mt.Name), file)
		}
		head, rows := s.sweepRows(m)
		fmt.Fprintf(&b, "| %s |\n|%s\n", strings.Join(head, " | "), strings.Repeat("---:|", len(head)))
		for _, r := range rows {
			fmt.Fprintf(&b, "| %s |\n", strings.Join(r, " | "))
		}
	}
	fmt.Fprintf(&b, "\n%s\n", mdEscape(c.Lang.T("* the paired interval excludes 0: the variants differ.")))
	_, err := io.WriteString(w, b.String())
	return err
}

// writeComparisonSweepJSON writes the sweep as JSON: the comparison's
// header, the swept axis, and a point per value played with its variants
// and differences in the comparison format.
func writeComparisonSweepJSON(w io.Writer, s *ComparisonSweep) error {
	type point struct {
		Params      jsonParams    `json:"params"`
		Variants    []jsonVariant `json:"variants"`
		Differences []jsonDiff    `json:"differences"`
	}
	first := toJSONComparison(s.first())
	out := struct {
		jsonHeader
		Sweep  []jsonAxis `json:"sweep"`
		Points []point    `json:"points"`
	}{jsonHeader: first.jsonHeader, Sweep: []jsonAxis{{s.Axis.Name, s.Axis.Values}}}
	out.Params = jsonParams(s.fixedParams())
	if out.Params == nil {
		out.Params = jsonParams{}
	}
	out.Interrupted = s.Interrupted
	for i, c := range s.Points {
		jc := toJSONComparison(c)
		out.Points = append(out.Points, point{Params: jsonParams{{s.Axis.Name, s.Axis.Values[i]}}, Variants: jc.Variants, Differences: jc.Differences})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// writeComparisonSweepCSV writes the sweep as the comparison CSV with a
// column for the swept parameter after trials.
func writeComparisonSweepCSV(w io.Writer, s *ComparisonSweep) error {
	cw := newCSV(w)
	head := append(append(append([]string{}, ComparisonCSVHeader[:3]...), s.Axis.Name), ComparisonCSVHeader[3:]...)
	if err := cw.Write(head); err != nil {
		return err
	}
	for i, c := range s.Points {
		base := []string{c.Scenario, strconv.FormatUint(c.Result.A.Seed, 10), strconv.FormatInt(c.Result.A.Trials, 10), label(s.Axis.Values[i])}
		if err := writeComparisonRows(cw, c, base); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// ComparisonSweepPlot draws metric m of a comparison sweep: each variant's
// paired difference from A at each swept value, as points with 95% error
// bars (no line between values), beside a line at 0 (no difference).
func ComparisonSweepPlot(s *ComparisonSweep, m int) (*plot.Plot, error) {
	if len(s.Points) == 0 {
		return nil, fmt.Errorf("reports: no point to plot")
	}
	c := s.first()
	l := c.Lang
	mt := c.Result.A.Metrics[m]
	p := plot.New()
	ctx := PlotContext{Scenario: c.Scenario, Trials: c.Result.A.Trials, PerPoint: true, Partial: s.Interrupted, Lang: l}
	setTitle(p, l.Tf("Paired difference from A along %s", s.Axis.Name), mt.Doc, ctx)
	p.X.Label.Text = s.Axis.Name
	p.Y.Label.Text = l.T("difference from A (error bars: 95% interval)")
	zero := plotter.NewFunction(func(float64) float64 { return 0 })
	zero.Color = color.Gray{Y: 90}
	zero.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(plotter.NewGrid(), zero)
	vs := c.variants()
	lo, hi := 0.0, 0.0 // the line at 0 is always shown
	for j, v := range vs {
		var pts plotter.XYs
		var errs plotter.YErrors
		for i, pc := range s.Points {
			r := diffRows(pc.variants()[j])[m]
			x := float64(i) + 0.12*(float64(j)-float64(len(vs)-1)/2) // variants side by side
			pts = append(pts, plotter.XY{X: x, Y: r.diff})
			errs = append(errs, struct{ Low, High float64 }{r.diff - r.lo, r.hi - r.diff})
			lo, hi = math.Min(lo, r.lo), math.Max(hi, r.hi)
		}
		col := variantColours[j%len(variantColours)].line
		dots, err := plotter.NewScatter(pts)
		if err != nil {
			return nil, err
		}
		dots.Color, dots.Shape, dots.Radius = col, draw.CircleGlyph{}, vg.Points(3)
		eb, err := plotter.NewYErrorBars(errorPoints{pts, errs})
		if err != nil {
			return nil, err
		}
		eb.Color = col
		p.Add(eb, dots)
		p.Legend.Add(v.Name+" − A ("+variantLabel(v.Set, l)+")", dots)
	}
	p.Legend.Top = true
	span := math.Max(hi-lo, 1e-9)
	p.Y.Min, p.Y.Max = lo-0.08*span, hi+(0.08+0.1*float64(len(vs)))*span // room for every point and, above, the legend
	names := make([]string, len(s.Axis.Values))
	for i, v := range s.Axis.Values {
		names[i] = label(v)
	}
	p.NominalX(names...)
	p.X.Min, p.X.Max = -0.5, float64(len(names))-0.5
	p.Y.Tick.Marker = l.ticker()
	return p, nil
}

// writeComparisonSweepHTML writes the sweep as a self-contained HTML page:
// its header, and for each metric its plot and table.
func writeComparisonSweepHTML(w io.Writer, s *ComparisonSweep) error {
	c := s.first()
	l := c.Lang
	doc := htmlDoc{Lang: l.String(), Title: c.Title}
	for _, line := range s.header()[1:] {
		k, v, _ := strings.Cut(line, ": ")
		doc.Info = append(doc.Info, htmlKV{k, v})
	}
	for m, mt := range c.Result.A.Metrics {
		sec := htmlSection{Title: mt.Name, Note: mt.Doc}
		if p, err := ComparisonSweepPlot(s, m); err == nil {
			svg, err := inlineSVG(p)
			if err != nil {
				return err
			}
			sec.Plots = []template.HTML{svg}
		}
		head, rows := s.sweepRows(m)
		sec.Tables = []htmlTable{{Head: head, Rows: rows}}
		doc.Sections = append(doc.Sections, sec)
	}
	return htmlPage.Execute(w, doc)
}

// writeDir writes the sweep's report folder dir: report.md,
// report.html, results.json, results.csv, and per metric the plot of the
// paired differences along the sweep as PNG and SVG. It returns the paths
// written.
func (s *ComparisonSweep) writeDir(ctx context.Context, dir string) ([]string, error) {
	f := newReportFolder()
	images := map[string][]string{}
	for m, mt := range s.first().Result.A.Metrics {
		p, err := ComparisonSweepPlot(s, m)
		if err != nil {
			continue
		}
		names, err := f.plot(mt.Name+"_difference", p)
		if err != nil {
			return nil, err
		}
		images[mt.Name] = names[:1]
	}
	return f.write(ctx, dir,
		func(w io.Writer) error { return writeComparisonSweepMarkdown(w, s, images) },
		func(w io.Writer) error { return writeComparisonSweepHTML(w, s) },
		func(w io.Writer) error { return writeComparisonSweepJSON(w, s) },
		func(w io.Writer) error { return writeComparisonSweepCSV(w, s) })
}
