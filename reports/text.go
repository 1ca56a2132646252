package reports

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/fleetlab/fleetlab/sim"
)

// header returns the lines that open every text report: scenario, title,
// parameters, and how the run went.
func header(r *Run) []string {
	res, l := r.Result, r.Lang
	lines := []string{r.Scenario + ": " + r.Title}
	if len(r.Params) > 0 {
		parts := make([]string, len(r.Params))
		for i, p := range r.Params {
			parts[i] = fmt.Sprintf("%s=%v", p.Name, p.Value)
		}
		lines = append(lines, l.T("params")+": "+strings.Join(parts, " "))
	}
	status := l.Tf("seed %d · %s trials · %d workers · %s s", res.Seed, l.Int(res.Trials), res.Workers, l.Num(res.Elapsed.Seconds(), 2))
	switch {
	case res.Interrupted:
		status += " · " + strings.ToUpper(l.T("interrupted: partial result"))
	case r.Precision > 0 && res.Converged:
		status += fmt.Sprintf(" · %s ±%s %s", l.T("precision"), l.Num(r.Precision, -1), l.T("reached"))
	case r.Precision > 0:
		status += fmt.Sprintf(" · %s ±%s %s", l.T("precision"), l.Num(r.Precision, -1), l.T("not reached: trial cap hit"))
	}
	lines = append(lines, status)
	for _, n := range r.Notes {
		lines = append(lines, l.T("note")+": "+n)
	}
	if len(r.Unmodelled) > 0 {
		lines = append(lines, l.T("played without effect")+": "+l.Unmodelled(r.Unmodelled))
	}
	return lines
}

// groupDigits writes n with thousands separators: 1,000,000.
func groupDigits(n int64) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return "-" + groupDigits(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// formatEstimate writes an estimate and its 95% interval with as many
// decimals as the interval warrants, in l's number format.
func formatEstimate(m *sim.MetricResult, l Lang) (est, ci string) {
	lo, hi := m.CI95()
	d := digits((hi - lo) / 2)
	sep := ", "
	if l != English {
		sep = "; " // the comma is the decimal separator
	}
	return l.Num(m.Estimate(), d), "[" + l.Num(lo, d) + sep + l.Num(hi, d) + "]"
}

// interval writes [lo, hi] with 4 decimals in l's number format.
func interval(lo, hi float64, l Lang) string { return intervalOf(lo, hi, 4, l) }

// intervalOf writes [lo, hi] with d decimals in l's number format.
func intervalOf(lo, hi float64, d int, l Lang) string {
	sep := ", "
	if l != English {
		sep = "; " // the comma is the decimal separator
	}
	return "[" + l.Num(lo, d) + sep + l.Num(hi, d) + "]"
}

// binRow is one line of a distribution table: P(=k) and P(>=k) with their
// Wilson intervals.
type binRow struct {
	value, count        int64
	eq, eqLo, eqHi      float64
	atLeast, alLo, alHi float64
}

func binRows(h *sim.Histogram) []binRow {
	var rows []binRow
	n := h.N()
	for _, b := range h.Bins() {
		al := h.AtLeast(b.Value)
		eqLo, eqHi := sim.Wilson(b.Count, n, z95)
		alLo, alHi := sim.Wilson(al, n, z95)
		rows = append(rows, binRow{value: int64(b.Value), count: b.Count,
			eq: float64(b.Count) / float64(n), eqLo: eqLo, eqHi: eqHi,
			atLeast: float64(al) / float64(n), alLo: alLo, alHi: alHi})
	}
	return rows
}

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// maxTableRows bounds the rows a distribution table prints in text and
// Markdown; the JSON and CSV files always hold every value.
const maxTableRows = 40

// writeText writes r as aligned plain-text tables.
func writeText(w io.Writer, r *Run) error {
	r = r.ForPeople()
	var b strings.Builder
	l := r.Lang
	for _, line := range header(r) {
		b.WriteString(line + "\n")
	}
	b.WriteString("\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", l.T("metric"), l.T("kind"), l.T("estimate"), l.T("95% interval"))
	for i := range r.Result.Metrics {
		m := &r.Result.Metrics[i]
		est, ci := formatEstimate(m, l)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", m.Name, l.T(m.Kind.String()), est, ci)
	}
	tw.Flush()
	for i := range r.Result.Metrics {
		m := &r.Result.Metrics[i]
		if m.Kind != sim.KindDistribution || m.Histogram.N() == 0 {
			continue
		}
		h := &m.Histogram
		fmt.Fprintf(&b, "\n%s: %s\n", m.Name, m.Doc)
		b.WriteString(l.Tf("mean %s · sd %s · median %d · 5%%–95%% %d–%d", l.Num(h.Mean(), 4), l.Num(h.SD(), 4), h.Quantile(0.5), h.Quantile(0.05), h.Quantile(0.95)) + "\n")
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintf(tw, "%s\t%s\tP(=k)\t%s\tP(>=k)\t%s\t\n", l.T("value"), l.T("count"), l.T("95% interval"), l.T("95% interval"))
		rows := binRows(h)
		for j, row := range rows {
			if j == maxTableRows {
				fmt.Fprintf(tw, "…\t%s\t\t\t\t\t\n", l.Tf("%d more values in the JSON and CSV", len(rows)-maxTableRows))
				break
			}
			fmt.Fprintf(tw, "%d\t%d\t%s\t%s\t%s\t%s\t\n",
				row.value, row.count, l.Num(row.eq, 4), interval(row.eqLo, row.eqHi, l), l.Num(row.atLeast, 4), interval(row.alLo, row.alHi, l))
		}
		tw.Flush()
	}
	return writeShown(w, b.String())
}
