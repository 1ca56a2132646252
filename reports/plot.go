package reports

import (
	"fmt"
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/fleetlab/fleetlab/sim"
)

// maxPlotRange is the widest range of values drawn as one bar per value.
const maxPlotRange = 400

// barColour is the fill of distribution bars.
var barColour = color.RGBA{R: 70, G: 130, B: 180, A: 255}

// DistributionPlot draws a distribution metric as one bar of P(=k) per
// value k from the smallest to the largest seen (values never seen get no
// bar), each with its 95% Wilson interval as an error bar. It returns an
// error for a metric that is not a distribution, holds no observations, or
// spans more than maxPlotRange values.
func DistributionPlot(m *sim.MetricResult, scenario string) (*plot.Plot, error) {
	h := &m.Histogram
	if m.Kind != sim.KindDistribution || h.N() == 0 {
		return nil, fmt.Errorf("reports: %s is not a distribution with observations", m.Name)
	}
	lo, hi := h.Min(), h.Max()
	if hi-lo+1 > maxPlotRange {
		return nil, fmt.Errorf("reports: %s spans %d values, too many to draw as bars", m.Name, hi-lo+1)
	}
	values := make(plotter.Values, hi-lo+1)
	for v := lo; v <= hi; v++ {
		values[v-lo] = h.P(v)
	}
	bars, err := plotter.NewBarChart(values, vg.Points(math.Max(2, math.Min(40, 360/float64(len(values))))))
	if err != nil {
		return nil, err
	}
	bars.XMin = float64(lo)
	bars.Color = barColour
	bars.LineStyle.Width = 0

	rows := binRows(h)
	pts := make(plotter.XYs, len(rows))
	errs := make(plotter.YErrors, len(rows))
	for i, r := range rows {
		pts[i] = plotter.XY{X: float64(r.value), Y: r.eq}
		errs[i].Low, errs[i].High = r.eq-r.eqLo, r.eqHi-r.eq
	}
	eb, err := plotter.NewYErrorBars(errorPoints{pts, errs})
	if err != nil {
		return nil, err
	}
	eb.LineStyle.Width = vg.Points(1)

	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s: %s", scenario, m.Name)
	p.X.Label.Text = fmt.Sprintf("%s (k)", m.Name)
	p.Y.Label.Text = "P(= k) with 95% interval"
	p.Y.Min = 0
	p.X.Min, p.X.Max = float64(lo)-0.7, float64(hi)+0.7
	p.X.Tick.Marker = integerTicks{}
	p.Add(plotter.NewGrid(), bars, eb)
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
		ticks = append(ticks, plot.Tick{Value: v, Label: fmt.Sprintf("%.0f", v)})
	}
	return ticks
}
