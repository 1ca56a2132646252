package reports

import (
	"fmt"
	"io"
	"strings"

	"github.com/fleetlab/fleetlab/sim"
)

// mdEscape makes text from a scenario file safe inside a Markdown table
// cell or heading.
func mdEscape(s string) string {
	r := strings.NewReplacer("|", `\|`, "\n", " ", "\r", " ", "<", "&lt;", ">", "&gt;", "*", `\*`, "_", `\_`, "`", "\\`", "[", `\[`, "]", `\]`)
	return r.Replace(s)
}

// writeMarkdown writes r as a Markdown report. plots maps a metric name to
// the file names of its plots (bars first), shown as images; it may be nil.
func writeMarkdown(w io.Writer, r *Run, plots map[string][]string) error {
	r = r.ForPeople()
	var b strings.Builder
	res, l := r.Result, r.Lang
	fmt.Fprintf(&b, "# %s\n\n", mdEscape(r.Title))
	if r.Description != "" {
		fmt.Fprintf(&b, "%s\n\n", mdEscape(r.Description))
	}
	fmt.Fprintf(&b, "| | |\n|---|---|\n| %s | `%s` |\n", l.T("scenario"), r.Scenario)
	for _, p := range r.Params {
		fmt.Fprintf(&b, "| %s | %s |\n", mdEscape(p.Name), mdEscape(fmt.Sprint(p.Value)))
	}
	fmt.Fprintf(&b, "| %s | %d |\n| %s | %s |\n| %s | %d |\n| %s | %s s |\n", l.T("seed"), res.Seed, l.T("trials"), l.Int(res.Trials),
		l.T("workers"), res.Workers, l.T("time"), l.Num(res.Elapsed.Seconds(), 2))
	if res.Interrupted {
		fmt.Fprintf(&b, "| %s | **%s** |\n", l.T("status"), l.T("interrupted: partial result"))
	}
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "| %s | %s |\n", l.T("note"), mdEscape(n))
	}
	if len(r.Unmodelled) > 0 {
		fmt.Fprintf(&b, "| %s | %s |\n", l.T("played without effect"), mdEscape(l.Unmodelled(r.Unmodelled)))
	}
	if r.Precision > 0 {
		reached := l.T("reached")
		if !res.Converged {
			reached = l.T("not reached: trial cap hit")
		}
		fmt.Fprintf(&b, "| %s | ±%s (%s) |\n", l.T("precision"), l.Num(r.Precision, -1), reached)
	}
	fmt.Fprintf(&b, "\n## %s\n\n| %s | %s | %s | %s | |\n|---|---|---:|---|---|\n", l.T("Results"), l.T("metric"), l.T("kind"), l.T("estimate"), l.T("95% interval"))
	for i := range res.Metrics {
		m := &res.Metrics[i]
		est, ci := formatEstimate(m, l)
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", mdEscape(m.Name), l.T(m.Kind.String()), est, ci, mdEscape(m.Doc))
	}
	for i := range res.Metrics {
		m := &res.Metrics[i]
		if m.Kind != sim.KindDistribution || m.Histogram.N() == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n## %s\n\n%s\n\n", mdEscape(m.Name), mdEscape(m.Doc))
		for _, file := range plots[m.Name] {
			fmt.Fprintf(&b, "![%s](%s)\n\n", mdEscape(m.Name), file)
		}
		fmt.Fprintf(&b, "| %s | %s | P(=k) | %s | P(≥k) | %s |\n|---:|---:|---:|---|---:|---|\n", l.T("value"), l.T("count"), l.T("95% interval"), l.T("95% interval"))
		rows := binRows(&m.Histogram)
		for j, row := range rows {
			if j == maxTableRows {
				fmt.Fprintf(&b, "| … | %s | | | | |\n", l.Tf("%d more values in the JSON and CSV", len(rows)-maxTableRows))
				break
			}
			fmt.Fprintf(&b, "| %d | %d | %s | %s | %s | %s |\n",
				row.value, row.count, l.Num(row.eq, 4), interval(row.eqLo, row.eqHi, l), l.Num(row.atLeast, 4), interval(row.alLo, row.alHi, l))
		}
	}
	return writeShown(w, b.String())
}
