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
	res := r.Result
	lines := []string{r.Scenario + ": " + r.Title}
	if len(r.Params) > 0 {
		parts := make([]string, len(r.Params))
		for i, p := range r.Params {
			parts[i] = fmt.Sprintf("%s=%v", p.Name, p.Value)
		}
		lines = append(lines, "params: "+strings.Join(parts, " "))
	}
	status := fmt.Sprintf("seed %d · %s trials · %d workers · %.2f s", res.Seed, groupDigits(res.Trials), res.Workers, res.Elapsed.Seconds())
	switch {
	case res.Interrupted:
		status += " · INTERRUPTED: partial result"
	case r.Precision > 0 && res.Converged:
		status += fmt.Sprintf(" · precision ±%g reached", r.Precision)
	case r.Precision > 0:
		status += fmt.Sprintf(" · precision ±%g NOT reached: trial cap hit", r.Precision)
	}
	return append(lines, status)
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
// decimals as the interval warrants.
func formatEstimate(m *sim.MetricResult) (est, ci string) {
	lo, hi := m.CI95()
	d := digits((hi - lo) / 2)
	return fmt.Sprintf("%.*f", d, m.Estimate()), fmt.Sprintf("[%.*f, %.*f]", d, lo, d, hi)
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

// WriteText writes r as aligned plain-text tables.
func WriteText(w io.Writer, r *Run) error {
	var b strings.Builder
	for _, l := range header(r) {
		b.WriteString(l + "\n")
	}
	b.WriteString("\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "metric\tkind\testimate\t95% interval")
	for i := range r.Result.Metrics {
		m := &r.Result.Metrics[i]
		est, ci := formatEstimate(m)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", m.Name, m.Kind, est, ci)
	}
	tw.Flush()
	for i := range r.Result.Metrics {
		m := &r.Result.Metrics[i]
		if m.Kind != sim.KindDistribution || m.Histogram.N() == 0 {
			continue
		}
		h := &m.Histogram
		fmt.Fprintf(&b, "\n%s: %s\n", m.Name, m.Doc)
		fmt.Fprintf(&b, "mean %.4f · sd %.4f · median %d · 5%%–95%% %d–%d\n", h.Mean(), h.SD(), h.Quantile(0.5), h.Quantile(0.05), h.Quantile(0.95))
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "value\tcount\tP(=k)\t95% interval\tP(>=k)\t95% interval\t")
		rows := binRows(h)
		for j, row := range rows {
			if j == maxTableRows {
				fmt.Fprintf(tw, "…\t%d more values in the JSON and CSV\t\t\t\t\t\n", len(rows)-maxTableRows)
				break
			}
			fmt.Fprintf(tw, "%d\t%d\t%.4f\t[%.4f, %.4f]\t%.4f\t[%.4f, %.4f]\t\n",
				row.value, row.count, row.eq, row.eqLo, row.eqHi, row.atLeast, row.alLo, row.alHi)
		}
		tw.Flush()
	}
	_, err := io.WriteString(w, b.String())
	return err
}
