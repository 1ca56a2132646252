package serve

import (
	"fmt"
	"html/template"
	"slices"
	"strconv"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/sim"
)

// cellView is one number of a result table: its text and, for the tests
// and scripts that read the page, the exact values behind it.
type cellView struct {
	Text                 string
	Estimate, Low, Hi    string // strconv 'g' -1: what the JSON holds
	Diff, DiffLo, DiffHi string
}

// rowView is one line of a result table.
type rowView struct {
	Metric, Kind, Doc string
	Cells             []cellView
}

// tableView is a result table.
type tableView struct {
	Title string
	Head  []string
	Rows  []rowView
}

// resultView is what the page shows of a finished run.
type resultView struct {
	ID          string
	Title       string
	Description string
	Info        [][2]string
	Interrupted bool
	Status      string
	Tables      []tableView
	Plots       []template.HTML
	Files       []string
}

// exact writes x as the JSON does.
func exact(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// estimateCell is a metric's estimate and 95% interval.
func estimateCell(m *sim.MetricResult, l reports.Lang) cellView {
	lo, hi := m.CI95()
	est := m.Estimate()
	return cellView{Text: l.Num(est, 4) + " " + ci(lo, hi, l), Estimate: exact(est), Low: exact(lo), Hi: exact(hi)}
}

// ci writes [lo, hi] with 4 decimals in l's number format.
func ci(lo, hi float64, l reports.Lang) string {
	sep := ", "
	if l != reports.English {
		sep = "; " // the comma is the decimal separator
	}
	return "[" + l.Num(lo, 4) + sep + l.Num(hi, 4) + "]"
}

// paramsText writes parameters as name=value.
func paramsText(ps []reports.Param) string {
	s := ""
	for i, p := range ps {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%s=%v", p.Name, p.Value)
	}
	return s
}

// view builds what the page shows of doc in l (its ID is the caller's to
// give). A sweep stopped before its first point has nothing to show: it is
// job.ErrInterrupted, as the command prints it.
func view(doc reports.Document, l reports.Lang) (*resultView, error) {
	v := &resultView{Interrupted: doc.Incomplete(), Files: []string{reports.JSONFile, reports.CSVFile, reports.HTMLFile}}
	if v.Interrupted {
		v.Status = l.T("interrupted: partial result")
	}
	var err error
	switch d := doc.(type) {
	case *reports.Run:
		err = v.run(d, l)
	case *reports.Comparison:
		err = v.comparison(d, l)
	case *reports.Sweep:
		if len(d.Points) == 0 {
			return nil, job.ErrInterrupted
		}
		err = v.sweep(d, l)
	default:
		return nil, fmt.Errorf("serve: the page does not show a %T", doc)
	}
	// no parameter left unswept (or none at all): no empty params row
	v.Info = slices.DeleteFunc(v.Info, func(row [2]string) bool { return row[0] == l.T("params") && row[1] == "" })
	return v, err
}

// run fills v with a run's table and distribution plots.
func (v *resultView) run(r *reports.Run, l reports.Lang) error {
	r = r.ForPeople()
	res := r.Result
	v.Title = r.Title
	v.Info = [][2]string{{l.T("scenario"), r.Scenario}, {l.T("params"), paramsText(r.Params)},
		{l.T("seed"), fmt.Sprint(res.Seed)}, {l.T("trials"), l.Int(res.Trials)}, {l.T("time"), l.Num(res.Elapsed.Seconds(), 2) + " s"}}
	if r.Precision > 0 {
		v.Info = append(v.Info, [2]string{l.T("precision"), reports.PrecisionText(r.Precision, res.Converged, l)})
	}
	for _, n := range r.Notes { // a list's card priced twice, as every report says
		v.Info = append(v.Info, [2]string{l.T("note"), n})
	}
	if len(r.Unmodelled) > 0 { // what the scenario plays without effect, as every report says
		v.Info = append(v.Info, [2]string{l.T("played without effect"), l.Unmodelled(r.Unmodelled)})
	}
	t := tableView{Head: []string{l.T("metric"), l.T("kind"), l.T("estimate [95% interval]"), ""}}
	c := reports.PlotContext{Scenario: r.Scenario, Trials: res.Trials, Partial: res.Interrupted, Lang: l}
	for i := range res.Metrics {
		m := &res.Metrics[i]
		t.Rows = append(t.Rows, rowView{Metric: m.Name, Kind: l.T(m.Kind.String()), Doc: m.Doc, Cells: []cellView{estimateCell(m, l)}})
		if m.Kind != sim.KindDistribution || m.Histogram.N() == 0 {
			continue
		}
		if p, err := reports.DistributionPlot(m, c); err == nil {
			if err := v.plot(p, histogramHovers(m, false, l)); err != nil {
				return err
			}
		}
		if p, err := reports.CurvePlot(m, true, c); err == nil {
			if err := v.plot(p, histogramHovers(m, true, l)); err != nil {
				return err
			}
		}
	}
	v.Tables = []tableView{t}
	return nil
}

// plot adds figure f, with hover regions over its data, to v.
func (v *resultView) plot(f reports.Figure, hovers []hover) error {
	svg, err := svgFigure(f, hovers)
	if err != nil {
		return err
	}
	v.Plots = append(v.Plots, svg)
	return nil
}

// histogramHovers are the hover regions of a distribution's bars (P(=k))
// or its "at least k" curve, one per value seen.
func histogramHovers(m *sim.MetricResult, atLeast bool, l reports.Lang) []hover {
	h := &m.Histogram
	n := h.N()
	var out []hover
	for _, b := range h.Bins() {
		k, what := b.Count, "P(=%d) = %s %s"
		if atLeast {
			k, what = h.AtLeast(b.Value), "P(≥%d) = %s %s"
		}
		lo, hi := sim.Wilson(k, n, z95)
		out = append(out, column(float64(b.Value)-0.5, float64(b.Value)+0.5,
			fmt.Sprintf(what, b.Value, l.Num(float64(k)/float64(n), 4), ci(lo, hi, l))))
	}
	return out
}

// atLeastText writes P(≥k) of h with its 95% interval.
func atLeastText(h *sim.Histogram, k int, l reports.Lang) string {
	n := h.N()
	if n == 0 {
		return "—"
	}
	lo, hi := sim.Wilson(h.AtLeast(k), n, z95)
	return l.Num(h.PAtLeast(k), 4) + " " + ci(lo, hi, l)
}

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// comparison fills v with a comparison's table (A, B and the paired
// difference) and its overlaid plots.
func (v *resultView) comparison(c *reports.Comparison, l reports.Lang) error {
	c = c.ForPeople()
	a, b := c.Result.A, c.Result.B
	v.Title = c.Title
	v.Info = [][2]string{{l.T("scenario"), c.Scenario}, {l.T("params"), paramsText(c.Params)},
		{"A", paramsText(c.SetA)}, {"B", paramsText(c.SetB)},
		{l.T("seed"), fmt.Sprint(a.Seed)}, {l.T("trials"), l.Int(a.Trials)}, {l.T("time"), l.Num(a.Elapsed.Seconds(), 2) + " s"}}
	if c.Precision > 0 {
		v.Info = append(v.Info, [2]string{l.T("precision"), reports.PrecisionText(c.Precision, a.Converged, l)})
	}
	t := tableView{Head: []string{l.T("metric"), l.T("kind"), "A", "B", l.T("B − A (paired) [95% interval]"), ""}}
	for i := range a.Metrics {
		ma, mb := &a.Metrics[i], &b.Metrics[i]
		d := c.Result.Diff[i].Mean()
		lo, hi := c.Result.DiffCI95(i)
		diff := cellView{Text: l.Num(d, 4) + " " + ci(lo, hi, l), Diff: exact(d), DiffLo: exact(lo), DiffHi: exact(hi)}
		t.Rows = append(t.Rows, rowView{Metric: ma.Name, Kind: l.T(ma.Kind.String()), Doc: ma.Doc,
			Cells: []cellView{estimateCell(ma, l), estimateCell(mb, l), diff}})
		if p, err := reports.ComparisonPlot(c, i); err == nil {
			var hovers []hover
			lo, hi := ma.Histogram.Min(), ma.Histogram.Max()
			if mb.Histogram.N() > 0 {
				lo, hi = min(lo, mb.Histogram.Min()), max(hi, mb.Histogram.Max())
			}
			for k := lo; k <= hi && k-lo < 400; k++ {
				hovers = append(hovers, column(float64(k)-0.5, float64(k)+0.5,
					fmt.Sprintf("P(≥%d): A %s, B %s", k, atLeastText(&ma.Histogram, k, l), atLeastText(&mb.Histogram, k, l))))
			}
			if err := v.plot(p, hovers); err != nil {
				return err
			}
		}
	}
	v.Tables = []tableView{t}
	return nil
}

// sweep fills v with a sweep's plot and table for each metric.
func (v *resultView) sweep(s *reports.Sweep, l reports.Lang) error {
	people := s.ForPeople()
	v.Title = people.Title
	v.Info = [][2]string{{l.T("scenario"), s.Scenario}, {l.T("params"), paramsText(s.Params)}}
	for _, a := range s.Axes {
		vals := ""
		for i, x := range a.Values {
			if i > 0 {
				vals += ", "
			}
			vals += fmt.Sprint(x)
		}
		v.Info = append(v.Info, [2]string{l.T("sweep") + ": " + a.Name, vals})
	}
	v.Info = append(v.Info, [2]string{l.T("seed"), fmt.Sprint(s.Points[0].Result.Seed)},
		[2]string{l.T("trials"), l.Tf("%s trials a point, every point on the same random streams", l.Int(s.Trials))})
	for m, mt := range people.Points[0].Result.Metrics {
		t := tableView{Title: mt.Name + ": " + mt.Doc, Head: []string{s.Axes[0].Name}}
		if len(s.Axes) == 1 {
			t.Head = append(t.Head, l.T("estimate [95% interval]"))
			var hovers []hover
			for i, pt := range people.Points {
				cell := estimateCell(&pt.Result.Metrics[m], l)
				t.Rows = append(t.Rows, rowView{Metric: fmt.Sprint(pt.At[0]), Cells: []cellView{cell}})
				hovers = append(hovers, column(float64(i)-0.5, float64(i)+0.5, fmt.Sprintf("%s = %v: %s", s.Axes[0].Name, pt.At[0], cell.Text)))
			}
			if p, err := reports.SweepLinePlot(people, m); err == nil {
				if err := v.plot(p, hovers); err != nil {
					return err
				}
			}
		} else {
			cols := s.Axes[1]
			t.Head[0] += " \\ " + cols.Name
			for _, x := range cols.Values {
				t.Head = append(t.Head, fmt.Sprint(x))
			}
			var hovers []hover
			for i, x := range s.Axes[0].Values {
				row := rowView{Metric: fmt.Sprint(x)}
				for j, y := range cols.Values {
					k := i*len(cols.Values) + j
					if k >= len(people.Points) { // not played: the heat map leaves it blank
						row.Cells = append(row.Cells, cellView{Text: "—"})
						continue
					}
					cell := estimateCell(&people.Points[k].Result.Metrics[m], l)
					row.Cells = append(row.Cells, cell)
					hovers = append(hovers, hover{x0: float64(j) - 0.5, x1: float64(j) + 0.5, y0: float64(i) - 0.5, y1: float64(i) + 0.5, cell: true,
						text: fmt.Sprintf("%s = %v, %s = %v: %s", s.Axes[0].Name, x, cols.Name, y, cell.Text)})
				}
				t.Rows = append(t.Rows, row)
			}
			if f, err := reports.SweepHeatMap(people, m); err == nil {
				if err := v.plot(f, hovers); err != nil {
					return err
				}
			}
		}
		v.Tables = append(v.Tables, t)
	}
	return nil
}
