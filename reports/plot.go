package reports

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/fleetlab/fleetlab/sim"
)

// maxPlotRange is the widest range of values drawn as one bar per value.
const maxPlotRange = 400

// barColour is the fill of distribution bars and the line of curves;
// bandColour the fill of interval bands.
var (
	barColour  = color.RGBA{R: 70, G: 130, B: 180, A: 255}
	bandColour = color.NRGBA{R: 70, G: 130, B: 180, A: 80}
)

// distributionData is what a distribution plot shows: one bar of P(=k)
// per value k from the least to the greatest seen (zero for values never
// seen), and an error bar with the 95% Wilson interval at each value seen.
type distributionData struct {
	xmin   float64
	bars   plotter.Values
	points plotter.XYs
	errs   plotter.YErrors
}

// newDistributionData computes the plot data of a distribution metric. It
// returns an error for a metric that is not a distribution, holds no
// observations, or spans more than maxPlotRange values.
func newDistributionData(m *sim.MetricResult) (*distributionData, error) {
	h := &m.Histogram
	if m.Kind != sim.KindDistribution || h.N() == 0 {
		return nil, fmt.Errorf("reports: %s is not a distribution with observations", m.Name)
	}
	lo, hi := h.Min(), h.Max()
	if hi-lo+1 > maxPlotRange {
		return nil, fmt.Errorf("reports: %s spans %d values, too many to draw as bars", m.Name, hi-lo+1)
	}
	d := &distributionData{xmin: float64(lo), bars: make(plotter.Values, hi-lo+1)}
	for v := lo; v <= hi; v++ {
		d.bars[v-lo] = h.P(v)
	}
	for _, r := range binRows(h) {
		d.points = append(d.points, plotter.XY{X: float64(r.value), Y: r.eq})
		d.errs = append(d.errs, struct{ Low, High float64 }{r.eq - r.eqLo, r.eqHi - r.eq})
	}
	return d, nil
}

// DistributionPlot draws a distribution metric as bars of P(=k) with 95%
// error bars on a whole-number axis; with few values, each bar's
// probability is written above it. The title says what the plot shows and
// the metric's doc text, the trials and whether the run was partial. It
// returns an error for a metric that is not a distribution, holds no
// observations, or spans more than maxPlotRange values.
func DistributionPlot(m *sim.MetricResult, c PlotContext) (*plot.Plot, error) {
	d, err := newDistributionData(m)
	if err != nil {
		return nil, err
	}
	l := c.Lang
	bars, err := plotter.NewBarChart(d.bars, vg.Points(math.Max(2, math.Min(40, 360/float64(len(d.bars))))))
	if err != nil {
		return nil, err
	}
	bars.XMin = d.xmin
	bars.Color = barColour
	bars.LineStyle.Width = 0
	eb, err := plotter.NewYErrorBars(errorPoints{d.points, d.errs})
	if err != nil {
		return nil, err
	}
	eb.LineStyle.Width = vg.Points(1)

	p := plot.New()
	setTitle(p, l.T("Chance of exactly k"), m.Doc, c)
	p.X.Label.Text = axisLabel("k = ", m.Doc)
	p.Y.Label.Text = l.T("chance (error bars: 95% interval)")
	p.Y.Tick.Marker = l.ticker()
	p.Y.Min = 0
	top := 0.0
	for i, pt := range d.points {
		top = math.Max(top, pt.Y+d.errs[i].High)
	}
	p.Y.Max = top * 1.08 // head room above the tallest error bar
	p.X.Min, p.X.Max = d.xmin-0.7, d.xmin+float64(len(d.bars))-0.3
	p.X.Tick.Marker = integerTicks{}
	p.Add(plotter.NewGrid(), bars, eb)
	if len(d.bars) <= maxLabelled {
		var at plotter.XYs
		var texts []string
		for i, pt := range d.points {
			at = append(at, plotter.XY{X: pt.X, Y: pt.Y + d.errs[i].High})
			texts = append(texts, ProbText(pt.Y, l))
		}
		labels, err := valueLabels(at, texts)
		if err != nil {
			return nil, err
		}
		p.Add(labels)
		p.Y.Max = top * 1.15 // and for the labels
	}
	return p, nil
}

// errorPoints pairs points with their vertical error bars.
type errorPoints struct {
	plotter.XYs
	plotter.YErrors
}

// integerTicks puts labelled ticks on whole numbers only, at most a dozen.
type integerTicks struct{}

// Ticks returns the ticks between min and max.
func (integerTicks) Ticks(min, max float64) []plot.Tick {
	step := 1.0
	for (max-min)/step > 12 {
		step *= 2
	}
	var ticks []plot.Tick
	for v := math.Ceil(min/step) * step; v <= max; v += step {
		if v == 0 {
			v = 0 // ceil of a small negative number is -0, which prints as "-0"; a literal 0 is +0
		}
		ticks = append(ticks, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', 0, 64)})
	}
	return ticks
}
