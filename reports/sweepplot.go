package reports

import (
	"context"
	"fmt"
	"image/color"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/fleetlab/fleetlab/sim"
)

// sweepLineData is what a one-parameter sweep plot shows for a metric: the
// estimate at each swept value (x = its index) with its 95% interval.
func sweepLineData(s *Sweep, m int) (plotter.XYs, plotter.YErrors) {
	var pts plotter.XYs
	var errs plotter.YErrors
	for i := range s.Axes[0].Values {
		p := s.point(i, 0)
		if p == nil {
			break
		}
		r := &p.Result.Metrics[m]
		est := r.Estimate()
		lo, hi := r.CI95()
		pts = append(pts, plotter.XY{X: float64(i), Y: est})
		errs = append(errs, struct{ Low, High float64 }{est - lo, hi - est})
	}
	return pts, errs
}

// sweepYLabel is the y-axis label of a sweep plot of metric mt.
func sweepYLabel(mt sim.Metric, l Lang) string {
	if mt.Kind == sim.KindProbability {
		return l.T("chance (error bars: 95% interval)")
	}
	return l.T("mean (error bars: 95% interval)")
}

// SweepLinePlot draws metric m of a one-parameter sweep: the estimate at
// each value with its 95% interval, as points with error bars joined by a
// thin line, so that the eye follows the trend.
func SweepLinePlot(s *Sweep, m int) (*plot.Plot, error) {
	pts, errs := sweepLineData(s, m)
	if len(pts) == 0 {
		return nil, fmt.Errorf("reports: no point to plot")
	}
	p := plot.New()
	mt := s.metrics()[m]
	l := s.Lang
	setTitle(p, l.Tf("Along %s", s.Axes[0].Name), mt.Doc, sweepContext(s))
	p.X.Label.Text = s.Axes[0].Name
	p.Y.Label.Text = sweepYLabel(mt, l)
	p.Y.Tick.Marker = l.ticker()
	dots, err := plotter.NewScatter(pts)
	if err != nil {
		return nil, err
	}
	dots.Color = barColour
	dots.Shape = draw.CircleGlyph{}
	dots.Radius = vg.Points(3)
	eb, err := plotter.NewYErrorBars(errorPoints{pts, errs})
	if err != nil {
		return nil, err
	}
	line, err := plotter.NewLine(pts)
	if err != nil {
		return nil, err
	}
	line.Color, line.Width = barColour, vg.Points(1)
	p.Add(plotter.NewGrid(), line, eb, dots)
	lo, hi := math.Inf(1), math.Inf(-1)
	for i, pt := range pts {
		lo, hi = math.Min(lo, pt.Y-errs[i].Low), math.Max(hi, pt.Y+errs[i].High)
	}
	pad := math.Max((hi-lo)*0.08, 1e-9)
	p.Y.Min, p.Y.Max = lo-pad, hi+pad
	if mt.Kind == sim.KindProbability { // a chance stays in [0, 1]
		p.Y.Min, p.Y.Max = math.Max(0, p.Y.Min), math.Min(1, p.Y.Max)
	}
	names := make([]string, len(s.Axes[0].Values))
	for i, v := range s.Axes[0].Values {
		names[i] = label(v)
	}
	p.NominalX(names...)
	p.X.Min, p.X.Max = -0.5, float64(len(names))-0.5
	return p, nil
}

// sweepGrid is a two-parameter sweep's metric as a heat-map grid: column c
// is the second axis's value c, row r the first axis's value r.
type sweepGrid struct {
	s *Sweep
	m int
}

func (g sweepGrid) Dims() (c, r int) { return len(g.s.Axes[1].Values), len(g.s.Axes[0].Values) }
func (g sweepGrid) X(c int) float64  { return float64(c) }
func (g sweepGrid) Y(r int) float64  { return float64(r) }

func (g sweepGrid) Z(c, r int) float64 {
	if p := g.s.point(r, c); p != nil {
		return p.Result.Metrics[g.m].Estimate()
	}
	return math.NaN() // not played: left blank
}

// textOn returns the colour that reads on a cell of colour bg: white on a
// dark cell, black on a light one (by relative luminance).
func textOn(bg color.Color) color.Color {
	r, g, b, _ := bg.RGBA()
	lum := (0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)) / 0xffff
	if lum < 0.45 {
		return color.White
	}
	return color.Black
}

// heatMapFigure is a heat map with its colour legend at the right.
type heatMapFigure struct {
	main, legend *plot.Plot
}

// legendWidth is the width of a heat map's colour legend: its label, its
// ticks and a bar a third of an inch wide.
const legendWidth = 1.1 * vg.Inch

// Draw draws the heat map and, beside it, its legend, whose colour bar
// lines up with the heat map's cells.
func (f heatMapFigure) Draw(c draw.Canvas) {
	main := f.mainCanvas(c)
	f.main.Draw(main)
	data := f.main.DataCanvas(main)
	right := draw.Crop(c, c.Max.X-c.Min.X-legendWidth, -vg.Inch/8, data.Min.Y-c.Min.Y, data.Max.Y-c.Max.Y)
	f.legend.Draw(right)
}

// mainCanvas returns the part of c the heat map is drawn on, left of its
// legend.
func (heatMapFigure) mainCanvas(c draw.Canvas) draw.Canvas {
	return draw.Crop(c, 0, -legendWidth, 0, 0)
}

// SweepHeatMap draws metric m of a two-parameter sweep as a heat map with
// each cell's estimate written in it (white on dark cells, black on light
// ones) and a colour legend; points not played are left blank.
func SweepHeatMap(s *Sweep, m int) (Figure, error) {
	mt := s.metrics()[m]
	l := s.Lang
	cols := make([]string, len(s.Axes[1].Values))
	for j, v := range s.Axes[1].Values {
		cols[j] = label(v)
	}
	rows := make([]string, len(s.Axes[0].Values))
	for i, v := range s.Axes[0].Values {
		rows[i] = label(v)
	}
	return heatMap(heatMapSpec{
		grid: sweepGrid{s, m},
		title: func(p *plot.Plot) {
			setTitle(p, l.Tf("By %s and %s", s.Axes[0].Name, s.Axes[1].Name), mt.Doc, sweepContext(s))
		},
		text: func(c, r int) string {
			est, _ := formatEstimate(&s.point(r, c).Result.Metrics[m], l)
			return est
		},
		xName: s.Axes[1].Name, yName: s.Axes[0].Name, cols: cols, rows: rows, legend: l.T("estimate"), lang: l,
	})
}

// heatMapSpec is what a heat map shows: a grid (NaN: a blank cell), its
// title, the text written in each cell that is not blank, the axes' names
// and the columns' and rows' labels, and the legend's label.
type heatMapSpec struct {
	grid         plotter.GridXYZ
	title        func(p *plot.Plot)
	text         func(c, r int) string
	xName, yName string
	cols, rows   []string
	legend       string
	lang         Lang
}

// heatMap draws spec as a heat map with each cell's text written in it
// (white on dark cells, black on light ones) and a colour legend.
func heatMap(spec heatMapSpec) (Figure, error) {
	g := spec.grid
	cm := moreland.SmoothBlueRed() // diverging, pale in the middle
	lo, hi := math.Inf(1), math.Inf(-1)
	c, r := g.Dims()
	for i := range r {
		for j := range c {
			if z := g.Z(j, i); !math.IsNaN(z) {
				lo, hi = math.Min(lo, z), math.Max(hi, z)
			}
		}
	}
	if math.IsInf(lo, 0) {
		return nil, fmt.Errorf("reports: no point to plot")
	}
	if !(hi > lo) {
		lo, hi = lo-0.5, hi+0.5
	}
	cm.SetMin(lo)
	cm.SetMax(hi)
	hm := plotter.NewHeatMap(g, cm.Palette(64))
	hm.NaN = color.White
	p := plot.New()
	spec.title(p)
	p.X.Label.Text = spec.xName
	p.Y.Label.Text = spec.yName
	p.Add(hm)
	for i := range r {
		for j := range c {
			if math.IsNaN(g.Z(j, i)) {
				continue
			}
			labels, err := plotter.NewLabels(plotter.XYLabels{XYs: plotter.XYs{{X: float64(j), Y: float64(i)}}, Labels: []string{spec.text(j, i)}})
			if err != nil {
				return nil, err
			}
			bg, err := cm.At(g.Z(j, i))
			if err != nil {
				bg = color.White
			}
			labels.TextStyle[0].Color = textOn(bg)
			labels.TextStyle[0].XAlign = draw.XCenter
			labels.TextStyle[0].YAlign = draw.YCenter
			p.Add(labels)
		}
	}
	p.NominalX(spec.cols...)
	p.NominalY(spec.rows...)

	legend := plot.New()
	legend.Add(colourStrip{cm, 64})
	legend.HideX()
	legend.Y.Label.Text = spec.legend
	legend.Y.Tick.Marker = spec.lang.ticker()
	legend.Y.Padding, legend.X.Padding = 0, 0
	return heatMapFigure{p, legend}, nil
}

// colourStrip is a heat map's colour scale drawn as n filled bands from
// the colour map's least value to its greatest. (gonum's ColorBar draws a
// one-pixel-wide image, which an SVG viewer keeps at its aspect ratio: a
// hairline.)
type colourStrip struct {
	cm palette.ColorMap
	n  int
}

// Plot fills the strip's bands across the canvas, each a little taller
// than its share so that no seam shows between them.
func (s colourStrip) Plot(c draw.Canvas, p *plot.Plot) {
	x, y := p.Transforms(&c)
	lo, hi := s.cm.Min(), s.cm.Max()
	step := (hi - lo) / float64(s.n)
	for i := range s.n {
		v0 := lo + step*float64(i)
		col, err := s.cm.At(math.Min(hi, v0+step/2))
		if err != nil {
			continue
		}
		band := vg.Rectangle{Min: vg.Point{X: x(0), Y: y(v0)}, Max: vg.Point{X: x(1), Y: y(math.Min(hi, v0+step*1.5))}}
		c.SetColor(col)
		c.Fill(band.Path())
	}
}

// DataRange is the strip's: 0 to 1 across, the colour map's values along.
func (s colourStrip) DataRange() (xmin, xmax, ymin, ymax float64) {
	return 0, 1, s.cm.Min(), s.cm.Max()
}

// writeDir writes a sweep's report folder: report.md, report.html, results.json,
// results.csv, and per metric a plot as PNG and SVG (a line with intervals
// for one parameter, a heat map for two). It returns the paths written.
func (s *Sweep) writeDir(ctx context.Context, dir string) ([]string, error) {
	english, s := s, s.ForPeople() // JSON and CSV keep the file's English
	f := newReportFolder()
	plots := map[string][]string{}
	for m, mt := range s.metrics() {
		var p Figure
		var err error
		if len(s.Axes) == 1 {
			p, err = SweepLinePlot(s, m)
		} else {
			p, err = SweepHeatMap(s, m)
		}
		if err != nil {
			continue
		}
		names, err := f.plot(mt.Name, p)
		if err != nil {
			return nil, err
		}
		plots[mt.Name] = names[:1]
	}
	return f.write(ctx, dir,
		func(w io.Writer) error { return writeSweepMarkdown(w, s, plots) },
		func(w io.Writer) error { return writeSweepHTML(w, s) },
		func(w io.Writer) error { return writeSweepJSON(w, english) },
		func(w io.Writer) error { return writeSweepCSV(w, english) })
}
