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

// WriteMarkdown writes r as a Markdown report. plots maps a metric name to
// the file name of its plot, shown as an image; it may be nil.
func WriteMarkdown(w io.Writer, r *Run, plots map[string]string) error {
	var b strings.Builder
	res := r.Result
	fmt.Fprintf(&b, "# %s\n\n", mdEscape(r.Title))
	if r.Description != "" {
		fmt.Fprintf(&b, "%s\n\n", mdEscape(r.Description))
	}
	fmt.Fprintf(&b, "| | |\n|---|---|\n| scenario | `%s` |\n", r.Scenario)
	for _, p := range r.Params {
		fmt.Fprintf(&b, "| %s | %s |\n", mdEscape(p.Name), mdEscape(fmt.Sprint(p.Value)))
	}
	fmt.Fprintf(&b, "| seed | %d |\n| trials | %s |\n| workers | %d |\n| time | %.2f s |\n", res.Seed, groupDigits(res.Trials), res.Workers, res.Elapsed.Seconds())
	if res.Interrupted {
		b.WriteString("| status | **interrupted: partial result** |\n")
	}
	if r.Precision > 0 {
		fmt.Fprintf(&b, "| precision | ±%g (reached: %v) |\n", r.Precision, res.Converged)
	}
	b.WriteString("\n## Results\n\n| metric | kind | estimate | 95% interval | |\n|---|---|---:|---|---|\n")
	for i := range res.Metrics {
		m := &res.Metrics[i]
		est, ci := formatEstimate(m)
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", mdEscape(m.Name), m.Kind, est, ci, mdEscape(m.Doc))
	}
	for i := range res.Metrics {
		m := &res.Metrics[i]
		if m.Kind != sim.KindDistribution || m.Histogram.N() == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n## %s\n\n%s\n\n", mdEscape(m.Name), mdEscape(m.Doc))
		if file, ok := plots[m.Name]; ok {
			fmt.Fprintf(&b, "![%s](%s)\n\n", mdEscape(m.Name), file)
		}
		b.WriteString("| value | count | P(=k) | 95% interval | P(≥k) | 95% interval |\n|---:|---:|---:|---|---:|---|\n")
		rows := binRows(&m.Histogram)
		for j, row := range rows {
			if j == maxTableRows {
				fmt.Fprintf(&b, "| … | %d more values in results.csv | | | | |\n", len(rows)-maxTableRows)
				break
			}
			fmt.Fprintf(&b, "| %d | %d | %.4f | [%.4f, %.4f] | %.4f | [%.4f, %.4f] |\n",
				row.value, row.count, row.eq, row.eqLo, row.eqHi, row.atLeast, row.alLo, row.alHi)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
