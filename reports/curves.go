package reports

import (
	"bytes"
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/fleetlab/fleetlab/sim"
)

// step is one flat stretch of an "at least k" or cumulative curve: every
// whole number k with From < k < To has the probability P, whose 95%
// Wilson interval is [Lo, Hi]. From and To are half-way between whole
// numbers, so a step drawn from From to To is read true at every k.
type step struct {
	From, To  float64
	P, Lo, Hi float64
}

// curveSteps returns the steps of a distribution metric's "at least k"
// curve P(X ≥ k) or, with atLeast false, its cumulative curve P(X ≤ k),
// for k from the least value seen to the greatest. Between two values
// seen the curve is flat, so one step per value seen is exact.
func curveSteps(m *sim.MetricResult, atLeast bool) []step {
	h := &m.Histogram
	n := h.N()
	bins := h.Bins()
	steps := make([]step, len(bins))
	for i, b := range bins {
		var k int64
		var s step
		if atLeast { // P(X ≥ k) = P(X ≥ b) for previous value < k ≤ b
			k = h.AtLeast(b.Value)
			s.From, s.To = float64(b.Value)-0.5, float64(b.Value)+0.5
			if i > 0 {
				s.From = float64(bins[i-1].Value) + 0.5
			}
		} else { // P(X ≤ k) = P(X ≤ b) for b ≤ k < next value
			k = n - h.AtLeast(b.Value+1)
			s.From, s.To = float64(b.Value)-0.5, float64(b.Value)+0.5
			if i+1 < len(bins) {
				s.To = float64(bins[i+1].Value) - 0.5
			}
		}
		s.P = float64(k) / float64(n)
		s.Lo, s.Hi = sim.Wilson(k, n, z95)
		steps[i] = s
	}
	return steps
}

// stepAt returns the step that holds whole number k.
func stepAt(steps []step, k int) step {
	for _, s := range steps {
		if s.From < float64(k) && float64(k) < s.To {
			return s
		}
	}
	return step{}
}

// CurvePlot draws a distribution metric's "at least k" curve (the view
// players ask for most: the chance of k or more) or, with atLeast false, its
// cumulative curve P(≤ k). The curve is a staircase, flat across each
// whole number, never a line between the values seen (which would read
// P(≥ 1) ≈ 0.67 between P(≥ 0) = 1 and P(≥ 3) = 0), with its 95% interval
// as a shaded band; with few values, a point and its probability mark each
// whole number.
func CurvePlot(m *sim.MetricResult, atLeast bool, c PlotContext) (*plot.Plot, error) {
	if m.Kind != sim.KindDistribution || m.Histogram.N() == 0 {
		return nil, fmt.Errorf("reports: %s is not a distribution with observations", m.Name)
	}
	l := c.Lang
	steps := curveSteps(m, atLeast)
	p := plot.New()
	what := l.T("Chance of at least k")
	if !atLeast {
		what = l.T("Chance of at most k")
	}
	setTitle(p, what, m.Doc, c)
	p.X.Label.Text = axisLabel("k = ", m.Doc)
	p.Y.Label.Text = l.T("chance (band: 95% interval)")
	p.Add(plotter.NewGrid())
	if _, err := addStaircase(p, steps, barColour, bandColour); err != nil {
		return nil, err
	}
	lo, hi := m.Histogram.Min(), m.Histogram.Max()
	p.X.Min, p.X.Max = float64(lo)-0.7, float64(hi)+0.7
	p.Y.Min, p.Y.Max = 0, 1.02
	if hi-lo < maxLabelled {
		var pts plotter.XYs
		var texts []string
		for k := lo; k <= hi; k++ {
			s := stepAt(steps, k)
			pts = append(pts, plotter.XY{X: float64(k), Y: s.P})
			texts = append(texts, ProbText(s.P, l))
		}
		dots, err := plotter.NewScatter(pts)
		if err != nil {
			return nil, err
		}
		dots.Color = barColour
		dots.Shape = draw.CircleGlyph{}
		dots.Radius = vg.Points(2.5)
		labels, err := valueLabels(pts, texts)
		if err != nil {
			return nil, err
		}
		p.Add(dots, labels)
		p.Y.Max = 1.12 // room for the labels above 1
	}
	p.X.Tick.Marker = integerTicks{}
	p.Y.Tick.Marker = probTicks{l}
	return p, nil
}

// addStaircase draws steps on p: a line flat across each step, in colour,
// over its 95% interval as a band of the colour band. It returns the line,
// for a legend.
func addStaircase(p *plot.Plot, steps []step, colour, band color.Color) (*plotter.Line, error) {
	var line, upper, lower plotter.XYs
	for _, s := range steps {
		line = append(line, plotter.XY{X: s.From, Y: s.P}, plotter.XY{X: s.To, Y: s.P})
		upper = append(upper, plotter.XY{X: s.From, Y: s.Hi}, plotter.XY{X: s.To, Y: s.Hi})
		lower = append(lower, plotter.XY{X: s.From, Y: s.Lo}, plotter.XY{X: s.To, Y: s.Lo})
	}
	outline := append(plotter.XYs{}, upper...)
	for i := len(lower) - 1; i >= 0; i-- {
		outline = append(outline, lower[i])
	}
	poly, err := plotter.NewPolygon(outline)
	if err != nil {
		return nil, err
	}
	poly.Color = band
	poly.LineStyle.Width = 0
	stairs, err := plotter.NewLine(line)
	if err != nil {
		return nil, err
	}
	stairs.Color = colour
	stairs.Width = vg.Points(1.5)
	p.Add(poly, stairs)
	return stairs, nil
}

// probTicks labels a probability axis from 0 to 1 in quarters, in l's
// number format, and no tick above 1.
type probTicks struct{ l Lang }

// Ticks returns the ticks between min and max.
func (t probTicks) Ticks(min, max float64) []plot.Tick {
	var ticks []plot.Tick
	for v := 0.0; v <= 1 && v <= max; v += 0.25 {
		if v >= min {
			ticks = append(ticks, plot.Tick{Value: v, Label: t.l.Num(v, 2)})
		}
	}
	return ticks
}

// plotSize is the size of every plot file.
const plotWidth, plotHeight = 7 * vg.Inch, 4.5 * vg.Inch

// renderPNG draws f as a PNG image.
func renderPNG(f Figure) ([]byte, error) {
	c := vgimg.PngCanvas{Canvas: vgimg.New(plotWidth, plotHeight)}
	f.Draw(draw.New(c))
	var buf bytes.Buffer
	_, err := c.WriteTo(&buf)
	return buf.Bytes(), err
}

// renderSVG draws f as an SVG document.
func renderSVG(f Figure) ([]byte, error) {
	c := vgsvg.New(plotWidth, plotHeight)
	f.Draw(draw.New(c))
	var buf bytes.Buffer
	_, err := c.WriteTo(&buf)
	return buf.Bytes(), err
}
