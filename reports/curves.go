package reports

import (
	"bytes"
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/fleetlab/fleetlab/sim"
)

// curveData is an "at least k" or cumulative curve: the probability at
// each value seen, with its 95% Wilson interval.
func curveData(m *sim.MetricResult, atLeast bool) (plotter.XYs, plotter.YErrors) {
	h := &m.Histogram
	n := h.N()
	var pts plotter.XYs
	var errs plotter.YErrors
	for _, b := range h.Bins() {
		k := h.AtLeast(b.Value)
		if !atLeast {
			k = n - h.AtLeast(b.Value+1) // P(X <= v)
		}
		p := float64(k) / float64(n)
		lo, hi := sim.Wilson(k, n, z95)
		pts = append(pts, plotter.XY{X: float64(b.Value), Y: p})
		errs = append(errs, struct{ Low, High float64 }{p - lo, hi - p})
	}
	return pts, errs
}

// CurvePlot draws a distribution metric's "at least k" curve (the view
// players ask for most: the chance of k or more) or, with atLeast false, its
// cumulative curve P(≤ k), each point with its 95% interval.
func CurvePlot(m *sim.MetricResult, scenario string, atLeast bool, l Lang) (*plot.Plot, error) {
	if m.Kind != sim.KindDistribution || m.Histogram.N() == 0 {
		return nil, fmt.Errorf("reports: %s is not a distribution with observations", m.Name)
	}
	pts, errs := curveData(m, atLeast)
	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s: %s", scenario, m.Name)
	p.X.Label.Text = fmt.Sprintf("%s (k)", m.Name)
	if atLeast {
		p.Y.Label.Text = l.T("P(≥ k) with 95% interval")
	} else {
		p.Y.Label.Text = l.T("P(≤ k) with 95% interval")
	}
	p.Y.Min, p.Y.Max = 0, 1.05
	if err := addIntervalLine(p, pts, errs); err != nil {
		return nil, err
	}
	p.X.Tick.Marker = integerTicks{}
	p.Y.Tick.Marker = l.ticker()
	return p, nil
}

// plotSize is the size of every plot file.
const plotWidth, plotHeight = 6 * vg.Inch, 4 * vg.Inch

// renderPNG draws p as a PNG image.
func renderPNG(p *plot.Plot) ([]byte, error) {
	c := vgimg.PngCanvas{Canvas: vgimg.New(plotWidth, plotHeight)}
	p.Draw(draw.New(c))
	var buf bytes.Buffer
	_, err := c.WriteTo(&buf)
	return buf.Bytes(), err
}

// renderSVG draws p as an SVG document.
func renderSVG(p *plot.Plot) ([]byte, error) {
	c := vgsvg.New(plotWidth, plotHeight)
	p.Draw(draw.New(c))
	var buf bytes.Buffer
	_, err := c.WriteTo(&buf)
	return buf.Bytes(), err
}
