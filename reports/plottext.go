package reports

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Figure is what one plot file shows: a gonum plot, or a heat map beside
// its colour legend.
type Figure interface {
	// Draw draws the figure on the canvas.
	Draw(draw.Canvas)
}

// DataPlot returns the plot of f that holds its data, and the part of c
// it is drawn on when f is drawn on c: a gonum plot itself on the whole
// of c, a heat map without its colour legend. A page lays its hover
// regions over that plot's data coordinates. ok is false for a figure of
// another kind.
func DataPlot(f Figure, c draw.Canvas) (p *plot.Plot, on draw.Canvas, ok bool) {
	switch f := f.(type) {
	case *plot.Plot:
		return f, c, true
	case heatMapFigure:
		return f.main, f.mainCanvas(c), true
	}
	return nil, c, false
}

// PlotContext is what every plot says about the run it comes from, so that
// an image shown on its own still tells where it came from: the scenario,
// the trials behind each figure, and whether the run was cut short.
type PlotContext struct {
	Scenario string
	// Trials is the number of trials behind each figure (a sweep's: per
	// point).
	Trials int64
	// PerPoint is true for a sweep, whose trials are per point.
	PerPoint bool
	// PerPairing is true for a tournament, whose Trials are games a
	// pairing.
	PerPairing bool
	// Partial is true when the run or sweep was interrupted.
	Partial bool
	Lang    Lang
}

// runContext returns the plot context of a run.
func runContext(r *Run) PlotContext {
	return PlotContext{Scenario: r.Scenario, Trials: r.Result.Trials, Partial: r.Result.Interrupted, Lang: r.Lang}
}

// sweepContext returns the plot context of a sweep.
func sweepContext(s *Sweep) PlotContext {
	c := PlotContext{Scenario: s.Scenario, PerPoint: true, Partial: s.Interrupted, Lang: s.Lang}
	if len(s.Points) > 0 {
		c.Trials = s.Points[0].Result.Trials
	}
	for _, p := range s.Points {
		c.Partial = c.Partial || p.Result.Interrupted
	}
	return c
}

// source is the last title line: the scenario, the trials and, for an
// interrupted run, a PARTIAL mark.
func (c PlotContext) source() string {
	l := c.Lang
	s := c.Scenario + " · " + l.Tf("%s trials", l.Int(c.Trials))
	switch {
	case c.PerPairing:
		s = c.Scenario + " · " + l.Tf("%s games a pairing", l.Int(c.Trials))
	case c.PerPoint:
		s = c.Scenario + " · " + l.Tf("%s trials a point", l.Int(c.Trials))
	}
	if c.Partial {
		s += " · " + l.T("PARTIAL: interrupted")
	}
	return s
}

// titleWidth is the most characters a title or label line holds at the
// plots' size.
const titleWidth = 88

// setTitle gives p its title: what the plot shows, then the metric's doc
// text (what the quantity is, in its units), wrapped, then the source line.
func setTitle(p *plot.Plot, what, doc string, c PlotContext) {
	lines := wrap(what+": "+doc, titleWidth)
	p.Title.Text = strings.Join(append(lines, c.source()), "\n")
	p.Title.Padding = vg.Points(6)
}

// wrap breaks s into lines of at most width characters, at spaces.
func wrap(s string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		if line != "" && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" || len(lines) == 0 {
		lines = append(lines, line)
	}
	return lines
}

// axisLabel is an axis label of the doc text, wrapped.
func axisLabel(prefix, doc string) string {
	return strings.Join(wrap(prefix+doc, titleWidth+10), "\n")
}

// ProbText writes a probability for a label on a plot: "0" and "1" only
// when exact, otherwise with two significant digits of its distance from
// 0 or 1, so that 0.000002 is not written 0 and 0.999998 not 1.
func ProbText(p float64, l Lang) string {
	switch {
	case p == 0:
		return "0"
	case p == 1:
		return "1"
	}
	d := int(math.Ceil(-math.Log10(math.Min(p, 1-p)))) + 1
	d = min(12, max(2, d))
	s := strconv.FormatFloat(p, 'f', d, 64)
	s = strings.TrimRight(s, "0")
	s = strings.TrimSuffix(s, ".")
	if l != English {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// maxLabelled is the most values a plot writes its probabilities beside.
const maxLabelled = 16

// valueLabels writes text above each point of pts, centred.
func valueLabels(pts plotter.XYs, texts []string) (*plotter.Labels, error) {
	labels, err := plotter.NewLabels(plotter.XYLabels{XYs: pts, Labels: texts})
	if err != nil {
		return nil, err
	}
	for i := range labels.TextStyle {
		labels.TextStyle[i].XAlign = draw.XCenter
		labels.TextStyle[i].Font.Size = vg.Points(8)
	}
	labels.Offset = vg.Point{Y: vg.Points(3)}
	return labels, nil
}
