package reports

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/fleetlab/fleetlab/sim"
)

// Axis is one swept parameter and its values, in sweep order.
type Axis struct {
	Name   string
	Values []any // typed as in Param
}

// label writes value v of an axis for tables.
func label(v any) string { return fmt.Sprint(v) }

// SweepPoint is one run of a sweep: the swept values (one per axis) and
// its result.
type SweepPoint struct {
	At     []any
	Result *sim.Result
}

// Sweep is a scenario run at every point of one or two swept parameters,
// every point on the same block streams (the same seed).
type Sweep struct {
	Scenario string
	Title    string
	Params   []Param // the values that do not change
	Axes     []Axis
	// Points are in row-major order: the last axis changes fastest.
	Points []SweepPoint
	// Trials is the number of trials of every point.
	Trials int64
	// Interrupted is true when the sweep stopped early; Points then holds
	// the points that played every trial (a point cut short is left out).
	Interrupted bool
	// Lang is the language of the text and Markdown forms and the plots.
	Lang Lang
	// Words, when set, are the scenario's title and metric docs in Lang,
	// shown by every form but JSON and CSV.
	Words *Words
}

// point returns the point at row i (and column j with two axes), or nil
// when it was not played.
func (s *Sweep) point(i, j int) *SweepPoint {
	k := i
	if len(s.Axes) == 2 {
		k = i*len(s.Axes[1].Values) + j
	}
	if k >= len(s.Points) {
		return nil
	}
	return &s.Points[k]
}

// metricNames returns the metrics of the first point.
func (s *Sweep) metrics() []sim.Metric {
	if len(s.Points) == 0 {
		return nil
	}
	out := make([]sim.Metric, len(s.Points[0].Result.Metrics))
	for i := range out {
		out[i] = s.Points[0].Result.Metrics[i].Metric
	}
	return out
}

// cell writes metric m of point p as "estimate [lo, hi]".
func cell(p *SweepPoint, m int, l Lang) string {
	if p == nil {
		return "—"
	}
	est, ci := formatEstimate(&p.Result.Metrics[m], l)
	return est + " " + ci
}

func (s *Sweep) header() string {
	var b strings.Builder
	l := s.Lang
	fmt.Fprintf(&b, "%s: %s\n", s.Scenario, s.Title)
	if len(s.Params) > 0 {
		parts := make([]string, len(s.Params))
		for i, p := range s.Params {
			parts[i] = fmt.Sprintf("%s=%v", p.Name, p.Value)
		}
		fmt.Fprintf(&b, "%s: %s\n", l.T("params"), strings.Join(parts, " "))
	}
	axes := make([]string, len(s.Axes))
	for i, a := range s.Axes {
		vals := make([]string, len(a.Values))
		for j, v := range a.Values {
			vals[j] = label(v)
		}
		axes[i] = a.Name + " = " + strings.Join(vals, ", ")
	}
	fmt.Fprintf(&b, "%s: %s\n", l.T("sweep"), strings.Join(axes, " × "))
	if len(s.Points) > 0 {
		r := s.Points[0].Result
		status := fmt.Sprintf("%s %d · %s · %d %s", l.T("seed"), r.Seed, l.Tf("%s trials a point, every point on the same random streams", l.Int(r.Trials)), r.Workers, l.T("workers"))
		if s.Interrupted {
			status += " · " + l.Tf("INTERRUPTED after %d of %d points", len(s.Points), s.size())
		}
		b.WriteString(status + "\n")
	}
	return b.String()
}

func (s *Sweep) size() int {
	n := 1
	for _, a := range s.Axes {
		n *= len(a.Values)
	}
	return n
}

// writeSweepText writes one table per metric: a row per value of the first
// parameter, and with two parameters a column per value of the second.
func writeSweepText(w io.Writer, s *Sweep) error {
	s = s.ForPeople()
	var b strings.Builder
	b.WriteString(s.header())
	for m, mt := range s.metrics() {
		fmt.Fprintf(&b, "\n%s (%s, %s)\n", mt.Name, s.Lang.T(mt.Kind.String()), s.Lang.T("estimate [95% interval]"))
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		rows := s.Axes[0]
		if len(s.Axes) == 1 {
			fmt.Fprintf(tw, "%s\t%s\n", rows.Name, mt.Name)
			for i, v := range rows.Values {
				fmt.Fprintf(tw, "%s\t%s\n", label(v), cell(s.point(i, 0), m, s.Lang))
			}
		} else {
			cols := s.Axes[1]
			head := []string{rows.Name + " \\ " + cols.Name}
			for _, v := range cols.Values {
				head = append(head, label(v))
			}
			fmt.Fprintln(tw, strings.Join(head, "\t"))
			for i, v := range rows.Values {
				line := []string{label(v)}
				for j := range cols.Values {
					line = append(line, cell(s.point(i, j), m, s.Lang))
				}
				fmt.Fprintln(tw, strings.Join(line, "\t"))
			}
		}
		tw.Flush()
	}
	return writeShown(w, b.String())
}

// writeSweepMarkdown writes the sweep's tables in Markdown. plots maps a
// metric name to its plot file; it may be nil.
func writeSweepMarkdown(w io.Writer, s *Sweep, plots map[string][]string) error {
	s = s.ForPeople()
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n```\n%s```\n", mdEscape(s.Title), s.header())
	for m, mt := range s.metrics() {
		fmt.Fprintf(&b, "\n## %s\n\n%s\n\n", mdEscape(mt.Name), mdEscape(mt.Doc))
		for _, f := range plots[mt.Name] {
			fmt.Fprintf(&b, "![%s](%s)\n\n", mdEscape(mt.Name), f)
		}
		rows := s.Axes[0]
		if len(s.Axes) == 1 {
			fmt.Fprintf(&b, "| %s | %s | %s |\n|---:|---:|---|\n", mdEscape(rows.Name), s.Lang.T("estimate"), s.Lang.T("95% interval"))
			for i, v := range rows.Values {
				if p := s.point(i, 0); p != nil {
					est, ci := formatEstimate(&p.Result.Metrics[m], s.Lang)
					fmt.Fprintf(&b, "| %s | %s | %s |\n", mdEscape(label(v)), est, ci)
				}
			}
			continue
		}
		cols := s.Axes[1]
		fmt.Fprintf(&b, "| %s \\\\ %s |", mdEscape(rows.Name), mdEscape(cols.Name))
		for _, v := range cols.Values {
			fmt.Fprintf(&b, " %s |", mdEscape(label(v)))
		}
		b.WriteString("\n|---|" + strings.Repeat("---:|", len(cols.Values)) + "\n")
		for i, v := range rows.Values {
			fmt.Fprintf(&b, "| %s |", mdEscape(label(v)))
			for j := range cols.Values {
				fmt.Fprintf(&b, " %s |", cell(s.point(i, j), m, s.Lang))
			}
			b.WriteString("\n")
		}
	}
	return writeShown(w, b.String())
}

// SweepCSVHeader is the first columns of a sweep's CSV; the swept
// parameters' columns follow "trials", then the columns of the run CSV from
// "metric" on.
var SweepCSVHeader = []string{"scenario", "seed", "trials"}

// writeSweepCSV writes the sweep as one tidy table: the run CSV's rows for
// every point, with a column per swept parameter.
func writeSweepCSV(w io.Writer, s *Sweep) error {
	cw := newCSV(w)
	head := append([]string{}, SweepCSVHeader...)
	for _, a := range s.Axes {
		head = append(head, a.Name)
	}
	head = append(head, CSVHeader[3:]...)
	if err := cw.Write(head); err != nil {
		return err
	}
	for _, p := range s.Points {
		res := p.Result
		base := []string{s.Scenario, strconv.FormatUint(res.Seed, 10), strconv.FormatInt(res.Trials, 10)}
		for _, v := range p.At {
			base = append(base, label(v))
		}
		for i := range res.Metrics {
			m := &res.Metrics[i]
			lo, hi := m.CI95()
			stat := "probability"
			count := m.Proportion.Successes
			if m.Kind != sim.KindProbability {
				stat, count = "mean", m.N()
			}
			rec := append(append([]string{}, base...), m.Name, m.Kind.String(), stat, "", ftoa(m.Estimate()), ftoa(lo), ftoa(hi), strconv.FormatInt(count, 10))
			if err := cw.Write(rec); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

type jsonAxis struct {
	Name   string `json:"name"`
	Values []any  `json:"values"`
}

type jsonPoint struct {
	Params    jsonParams   `json:"params"`
	Trials    int64        `json:"trials"`
	BlockSize int          `json:"block_size"`
	Metrics   []jsonMetric `json:"metrics"`
}

type jsonSweep struct {
	jsonHeader
	Sweep  []jsonAxis  `json:"sweep"`
	Points []jsonPoint `json:"points"`
}

// writeSweepJSON writes the sweep as JSON: the run header with the fixed
// parameters, the swept axes, and each point's parameters and metrics in the
// run format.
func writeSweepJSON(w io.Writer, s *Sweep) error {
	out := jsonSweep{jsonHeader: newJSONHeader(s.Scenario, s.Title, s.Params), Points: []jsonPoint{}}
	out.Interrupted = s.Interrupted
	for _, a := range s.Axes {
		out.Sweep = append(out.Sweep, jsonAxis(a))
	}
	var elapsed float64
	out.Trials = s.Trials // trials a point, whatever the points played
	for _, p := range s.Points {
		r := p.Result
		out.Seed, out.Workers = r.Seed, r.Workers
		if s.Trials == 0 {
			out.Trials = r.Trials
		}
		elapsed += r.Elapsed.Seconds()
		jp := jsonPoint{Trials: r.Trials, BlockSize: r.BlockSize, Metrics: toJSON(&Run{Result: r}).Metrics}
		for k, v := range p.At {
			jp.Params = append(jp.Params, Param{Name: s.Axes[k].Name, Value: v})
		}
		out.Points = append(out.Points, jp)
	}
	out.ElapsedS = math.Round(elapsed*1e4) / 1e4
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
