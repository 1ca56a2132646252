package reports

import (
	"bytes"
	"context"
	"fmt"
	"image/color"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg/draw"
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

// SweepLinePlot draws metric m of a one-parameter sweep: the estimate at
// each value with its 95% interval.
func SweepLinePlot(s *Sweep, m int) (*plot.Plot, error) {
	pts, errs := sweepLineData(s, m)
	if len(pts) == 0 {
		return nil, fmt.Errorf("reports: no point to plot")
	}
	p := plot.New()
	mt := s.metrics()[m]
	p.Title.Text = fmt.Sprintf("%s: %s", s.Scenario, mt.Name)
	p.X.Label.Text = s.Axes[0].Name
	p.Y.Label.Text = mt.Name + " (" + s.Lang.T("estimate [95% interval]") + ")"
	p.Y.Tick.Marker = s.Lang.ticker()
	if err := addIntervalLine(p, pts, errs); err != nil {
		return nil, err
	}
	names := make([]string, len(s.Axes[0].Values))
	for i, v := range s.Axes[0].Values {
		names[i] = label(v)
	}
	p.NominalX(names...)
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

// bounds returns the least and greatest value of the grid, for the colour
// scale.
func (g sweepGrid) bounds() (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	c, r := g.Dims()
	for i := range r {
		for j := range c {
			lo, hi = math.Min(lo, g.Z(j, i)), math.Max(hi, g.Z(j, i))
		}
	}
	return lo, hi
}

func (g sweepGrid) Z(c, r int) float64 {
	if p := g.s.point(r, c); p != nil {
		return p.Result.Metrics[g.m].Estimate()
	}
	return 0
}

// SweepHeatMap draws metric m of a two-parameter sweep as a heat map with
// each cell's estimate written in it.
func SweepHeatMap(s *Sweep, m int) (*plot.Plot, error) {
	g := sweepGrid{s, m}
	cm := moreland.SmoothBlueRed() // diverging, pale in the middle
	lo, hi := g.bounds()
	if !(hi > lo) {
		lo, hi = lo-0.5, hi+0.5
	}
	cm.SetMin(lo)
	cm.SetMax(hi)
	hm := plotter.NewHeatMap(g, cm.Palette(32))
	p := plot.New()
	mt := s.metrics()[m]
	p.Title.Text = fmt.Sprintf("%s: %s", s.Scenario, mt.Name)
	p.X.Label.Text = s.Axes[1].Name
	p.Y.Label.Text = s.Axes[0].Name
	p.Add(hm)
	var xys plotter.XYs
	var texts []string
	c, r := g.Dims()
	for i := range r {
		for j := range c {
			if pt := s.point(i, j); pt != nil {
				est, _ := formatEstimate(&pt.Result.Metrics[m], s.Lang)
				xys = append(xys, plotter.XY{X: float64(j), Y: float64(i)})
				texts = append(texts, est)
			}
		}
	}
	labels, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: texts})
	if err != nil {
		return nil, err
	}
	for i := range labels.TextStyle {
		labels.TextStyle[i].Color = color.Black
		labels.TextStyle[i].XAlign = draw.XCenter
		labels.TextStyle[i].YAlign = draw.YCenter
	}
	p.Add(labels)
	cols := make([]string, c)
	for j, v := range s.Axes[1].Values {
		cols[j] = label(v)
	}
	rows := make([]string, r)
	for i, v := range s.Axes[0].Values {
		rows[i] = label(v)
	}
	p.NominalX(cols...)
	p.NominalY(rows...)
	return p, nil
}

// WriteSweepDir writes a sweep's report folder: report.md, report.html, results.json,
// results.csv, and per metric a plot as PNG and SVG (a line with intervals
// for one parameter, a heat map for two). It returns the paths written.
func WriteSweepDir(ctx context.Context, dir string, s *Sweep) ([]string, error) {
	files := map[string][]byte{}
	var order []string
	plots := map[string][]string{}
	for m, mt := range s.metrics() {
		var p *plot.Plot
		var err error
		if len(s.Axes) == 1 {
			p, err = SweepLinePlot(s, m)
		} else {
			p, err = SweepHeatMap(s, m)
		}
		if err != nil {
			continue
		}
		names, err := addPlot(files, mt.Name, p)
		if err != nil {
			return nil, err
		}
		plots[mt.Name] = names[:1]
		order = append(order, names...)
	}
	var md, js, cs bytes.Buffer
	if err := WriteSweepMarkdown(&md, s, plots); err != nil {
		return nil, err
	}
	if err := WriteSweepJSON(&js, s); err != nil {
		return nil, err
	}
	if err := WriteSweepCSV(&cs, s); err != nil {
		return nil, err
	}
	page, err := htmlBytes(func(w io.Writer) error { return WriteSweepHTML(w, s) })
	if err != nil {
		return nil, err
	}
	files[ReportFile], files[HTMLFile], files[JSONFile], files[CSVFile] = md.Bytes(), page, js.Bytes(), cs.Bytes()
	order = append(order, ReportFile, HTMLFile, JSONFile, CSVFile)
	return writeFiles(ctx, dir, order, files)
}
