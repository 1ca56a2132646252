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

// Comparison is everything a report shows about two variants of a
// scenario played on common random numbers.
type Comparison struct {
	Scenario string
	Title    string
	Params   []Param // the values both variants share
	// SetA and SetB are the settings that make each variant, as typed.
	SetA, SetB []Param
	Result     *sim.Comparison
	// Others are further variants (C, D, …), each played against A in the
	// same trials as B (sim.CompareAll); empty for a comparison of two.
	Others []Variant
	// Precision is the --precision target, or 0 when none was set.
	Precision float64
	// Lang is the language of the text and Markdown forms.
	Lang Lang
	// Words, when set, are the scenario's title in Lang, shown by the text
	// and Markdown forms.
	Words *Words
}

// Variant is one variant compared with A: its letter, its own settings,
// and its comparison with A.
type Variant struct {
	Name   string // "B", "C", …
	Set    []Param
	Result *sim.Comparison
}

// VariantName is the letter of the i-th variant compared with A: B, C, …
func VariantName(i int) string { return string(rune('B' + i)) }

// variants returns B and the others, in order.
func (c *Comparison) variants() []Variant {
	return append([]Variant{{Name: "B", Set: c.SetB, Result: c.Result}}, c.Others...)
}

// variantLabel describes a variant's own settings, or "defaults".
func variantLabel(ps []Param, l Lang) string {
	if len(ps) == 0 {
		return l.T("defaults")
	}
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = fmt.Sprintf("%s=%v", p.Name, p.Value)
	}
	return strings.Join(parts, " ")
}

// diffRow is one metric of a comparison.
type diffRow struct {
	name                string
	a, b                *sim.MetricResult
	diff, lo, hi, indep float64
	aLo, aHi, bLo, bHi  float64
	significant         bool
}

// cells writes the row for a table: A's and the variant's estimates, the
// difference (marked * when its paired interval excludes 0), the paired
// interval, and the independent runs' half-width.
func (r diffRow) cells(l Lang) []string {
	ea, _ := formatEstimate(r.a, l)
	eb, _ := formatEstimate(r.b, l)
	d := digits((r.hi - r.lo) / 2)
	diff := signed(r.diff, d, l)
	if r.significant {
		diff += " *"
	}
	return []string{ea, eb, diff, signedInterval(r.lo, r.hi, d, l), "±" + l.Num(r.indep, d)}
}

func diffRows(v Variant) []diffRow {
	res := v.Result
	rows := make([]diffRow, len(res.A.Metrics))
	for i := range rows {
		a, b := &res.A.Metrics[i], &res.B.Metrics[i]
		lo, hi := res.DiffCI95(i)
		r := diffRow{name: a.Name, a: a, b: b, diff: res.Diff[i].Mean(), lo: lo, hi: hi, indep: res.IndependentHalfWidth(i)}
		r.aLo, r.aHi = a.CI95()
		r.bLo, r.bHi = b.CI95()
		r.significant = lo > 0 || hi < 0
		rows[i] = r
	}
	return rows
}

// writeComparisonText writes the comparison as an aligned table.
func writeComparisonText(w io.Writer, c *Comparison) error {
	var b strings.Builder
	res, l := c.Result, c.Lang
	fmt.Fprintf(&b, "%s: %s\n", c.Scenario, c.Words.title(c.Title))
	if len(c.Params) > 0 {
		fmt.Fprintf(&b, "%s: %s\n", l.T("params"), variantLabel(c.Params, l))
	}
	fmt.Fprintf(&b, "A: %s\n", variantLabel(c.SetA, l))
	for _, v := range c.variants() {
		fmt.Fprintf(&b, "%s: %s\n", v.Name, variantLabel(v.Set, l))
	}
	status := fmt.Sprintf("%s %d · %s · %d %s · %s s", l.T("seed"), res.A.Seed, l.Tf("%s trials each, on common random numbers", l.Int(res.A.Trials)),
		res.A.Workers, l.T("workers"), l.Num(res.A.Elapsed.Seconds(), 2))
	if res.A.Interrupted {
		status += " · " + strings.ToUpper(l.T("interrupted: partial result"))
	}
	if c.Precision > 0 && !res.A.Interrupted {
		status += fmt.Sprintf(" · %s ±%s %s", l.T("precision"), l.Num(c.Precision, -1), precisionStatus(res.A.Converged, l))
	}
	b.WriteString(status + "\n")
	vs := c.variants()
	for _, v := range vs {
		b.WriteString("\n")
		if len(vs) > 1 {
			fmt.Fprintf(&b, "%s − A\n", v.Name)
		}
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "%s\tA\t%s\t%s − A\t%s\t%s\n", l.T("metric"), v.Name, v.Name, l.T("paired 95% interval"), l.T("independent runs ±"))
		for _, r := range diffRows(v) {
			fmt.Fprintf(tw, "%s\t%s\n", r.name, strings.Join(r.cells(l), "\t"))
		}
		tw.Flush()
	}
	b.WriteString("\n" + l.T("* the paired interval excludes 0: the variants differ.") + "\n")
	return writeShown(w, b.String())
}

// signed writes x with a sign and d decimals in l's number format.
func signed(x float64, d int, l Lang) string {
	if x >= 0 {
		return "+" + l.Num(x, d)
	}
	return l.Num(x, d)
}

// signedInterval writes [lo, hi] with signs.
func signedInterval(lo, hi float64, d int, l Lang) string {
	sep := ", "
	if l != English {
		sep = "; "
	}
	return "[" + signed(lo, d, l) + sep + signed(hi, d, l) + "]"
}

type jsonVariant struct {
	Name    string       `json:"name"`
	Set     jsonParams   `json:"set"`
	Metrics []jsonMetric `json:"metrics"`
}

type jsonDiff struct {
	Name              string     `json:"name"`
	Variant           string     `json:"variant"`
	Estimate          float64    `json:"estimate"`
	CI95              [2]float64 `json:"ci95"`
	IndependentHalfCI float64    `json:"independent_half_width"`
}

// jsonHeader is the header comparisons and sweeps share: what ran, on
// which seed, how many trials, how long, with which fixed parameters.
type jsonHeader struct {
	Scenario    string     `json:"scenario"`
	Title       string     `json:"title,omitempty"`
	Seed        uint64     `json:"seed"`
	Trials      int64      `json:"trials"`
	Workers     int        `json:"workers"`
	BlockSize   int        `json:"block_size,omitempty"` // a sweep's points give their own
	Interrupted bool       `json:"interrupted"`
	ElapsedS    float64    `json:"elapsed_s"`
	Params      jsonParams `json:"params"`
}

// newJSONHeader returns the header with params never null.
func newJSONHeader(scenario, title string, params []Param) jsonHeader {
	h := jsonHeader{Scenario: scenario, Title: title, Params: jsonParams(params)}
	if h.Params == nil {
		h.Params = jsonParams{}
	}
	return h
}

type jsonComparison struct {
	jsonHeader
	Precision   float64       `json:"precision,omitempty"`
	Converged   *bool         `json:"converged,omitempty"`
	Variants    []jsonVariant `json:"variants"`
	Differences []jsonDiff    `json:"differences"`
}

// writeComparisonJSON writes the comparison as JSON: the run's header, the
// variants (A, B, …) with their metrics in the run format, and the paired
// differences of each variant from A, each naming its variant.
func writeComparisonJSON(w io.Writer, c *Comparison) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(toJSONComparison(c))
}

// toJSONComparison is the JSON form of a comparison.
func toJSONComparison(c *Comparison) jsonComparison {
	res := c.Result
	metrics := func(r *sim.Result) []jsonMetric {
		return toJSON(&Run{Result: r}).Metrics
	}
	out := jsonComparison{jsonHeader: newJSONHeader(c.Scenario, c.Title, c.Params),
		Variants: []jsonVariant{{"A", jsonParams(c.SetA), metrics(res.A)}}}
	for _, v := range c.variants() {
		out.Variants = append(out.Variants, jsonVariant{v.Name, jsonParams(v.Set), metrics(v.Result.B)})
	}
	out.Seed, out.Trials, out.Workers, out.Interrupted = res.A.Seed, res.A.Trials, res.A.Workers, res.A.Interrupted
	out.BlockSize = res.A.BlockSize
	out.ElapsedS = math.Round(res.A.Elapsed.Seconds()*1e4) / 1e4
	if c.Precision > 0 {
		conv := res.A.Converged
		out.Precision, out.Converged = c.Precision, &conv
	}
	for i := range out.Variants {
		if out.Variants[i].Set == nil {
			out.Variants[i].Set = jsonParams{}
		}
	}
	for _, v := range c.variants() {
		for _, r := range diffRows(v) {
			out.Differences = append(out.Differences, jsonDiff{Name: r.name, Variant: v.Name, Estimate: finite(r.diff),
				CI95: [2]float64{finite(r.lo), finite(r.hi)}, IndependentHalfCI: finite(r.indep)})
		}
	}
	return out
}

// ComparisonCSVHeader is the header row of a comparison's CSV: one row per
// metric and variant (A, B, C, …) and one per paired difference (B-A,
// C-A, …).
var ComparisonCSVHeader = []string{"scenario", "seed", "trials", "metric", "variant", "estimate", "ci95_low", "ci95_high", "independent_half_width"}

// writeComparisonCSV writes the comparison as one tidy table.
func writeComparisonCSV(w io.Writer, c *Comparison) error {
	cw := newCSV(w)
	res := c.Result
	base := []string{c.Scenario, strconv.FormatUint(res.A.Seed, 10), strconv.FormatInt(res.A.Trials, 10)}
	if err := cw.Write(ComparisonCSVHeader); err != nil {
		return err
	}
	if err := writeComparisonRows(cw, c, base); err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

// writeComparisonRows writes a comparison's CSV rows, each opening with
// the cells of base.
func writeComparisonRows(cw csvWriter, c *Comparison, base []string) error {
	vs := c.variants()
	rows := make([][]diffRow, len(vs))
	for j, v := range vs {
		rows[j] = diffRows(v)
	}
	write := func(metric, variant string, est, lo, hi float64, independent string) error {
		return cw.Write(append(append([]string{}, base...), metric, variant, ftoa(est), ftoa(lo), ftoa(hi), independent))
	}
	for i, r := range rows[0] {
		if err := write(r.name, "A", r.a.Estimate(), r.aLo, r.aHi, ""); err != nil {
			return err
		}
		for j, v := range vs {
			r := rows[j][i]
			if err := write(r.name, v.Name, r.b.Estimate(), r.bLo, r.bHi, ""); err != nil {
				return err
			}
			if err := write(r.name, v.Name+"-A", r.diff, r.lo, r.hi, ftoa(r.indep)); err != nil {
				return err
			}
		}
	}
	return nil
}

// writeComparisonMarkdown writes the comparison as a Markdown report;
// images maps a plot's file base to its files, shown after the table.
func writeComparisonMarkdown(w io.Writer, c *Comparison, images map[string][]string) error {
	var b strings.Builder
	res, l := c.Result, c.Lang
	fmt.Fprintf(&b, "# %s\n\n| | |\n|---|---|\n| %s | `%s` |\n", mdEscape(c.Words.title(c.Title)), l.T("scenario"), c.Scenario)
	fmt.Fprintf(&b, "| A | %s |\n", mdEscape(variantLabel(c.SetA, l)))
	for _, v := range c.variants() {
		fmt.Fprintf(&b, "| %s | %s |\n", v.Name, mdEscape(variantLabel(v.Set, l)))
	}
	for _, p := range c.Params {
		fmt.Fprintf(&b, "| %s | %s |\n", mdEscape(p.Name), mdEscape(fmt.Sprint(p.Value)))
	}
	fmt.Fprintf(&b, "| %s | %d |\n| %s | %s |\n", l.T("seed"), res.A.Seed, l.T("trials"), l.Tf("%s trials each, on common random numbers", l.Int(res.A.Trials)))
	if res.A.Interrupted {
		fmt.Fprintf(&b, "| %s | **%s** |\n", l.T("status"), l.T("interrupted: partial result"))
	}
	if c.Precision > 0 {
		fmt.Fprintf(&b, "| %s | ±%s (%s) |\n", l.T("precision"), l.Num(c.Precision, -1), precisionStatus(res.A.Converged, l))
	}
	for _, v := range c.variants() {
		fmt.Fprintf(&b, "\n| %s | A | %s | %s − A | %s | %s |\n|---|---:|---:|---:|---|---:|\n", l.T("metric"), v.Name, v.Name, l.T("paired 95% interval"), l.T("independent runs ±"))
		for _, r := range diffRows(v) {
			fmt.Fprintf(&b, "| %s | %s |\n", mdEscape(r.name), strings.Join(r.cells(l), " | "))
		}
	}
	fmt.Fprintf(&b, "\n%s\n", mdEscape(l.T("* the paired interval excludes 0: the variants differ.")))
	for _, m := range res.A.Metrics {
		for _, file := range images[m.Name+"_compared"] {
			fmt.Fprintf(&b, "\n![%s](%s)\n", mdEscape(m.Name), file)
		}
	}
	return writeShown(w, b.String())
}
