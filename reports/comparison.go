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
	// Lang is the language of the text and Markdown forms.
	Lang Lang
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

func diffRows(c *Comparison) []diffRow {
	res := c.Result
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

// WriteComparisonText writes the comparison as an aligned table.
func WriteComparisonText(w io.Writer, c *Comparison) error {
	var b strings.Builder
	res, l := c.Result, c.Lang
	fmt.Fprintf(&b, "%s: %s\n", c.Scenario, c.Title)
	if len(c.Params) > 0 {
		fmt.Fprintf(&b, "%s: %s\n", l.T("params"), variantLabel(c.Params, l))
	}
	fmt.Fprintf(&b, "A: %s\nB: %s\n", variantLabel(c.SetA, l), variantLabel(c.SetB, l))
	status := fmt.Sprintf("%s %d · %s · %d %s · %s s", l.T("seed"), res.A.Seed, l.Tf("%s trials each, on common random numbers", l.Int(res.A.Trials)),
		res.A.Workers, l.T("workers"), l.Num(res.A.Elapsed.Seconds(), 2))
	if res.A.Interrupted {
		status += " · " + strings.ToUpper(l.T("interrupted: partial result"))
	}
	b.WriteString(status + "\n\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\tA\tB\tB − A\t%s\t%s\n", l.T("metric"), l.T("paired 95% interval"), l.T("independent runs ±"))
	for _, r := range diffRows(c) {
		ea, _ := formatEstimate(r.a, l)
		eb, _ := formatEstimate(r.b, l)
		d := digits((r.hi - r.lo) / 2)
		mark := ""
		if r.significant {
			mark = " *"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s%s\t%s\t±%s\n", r.name, ea, eb, signed(r.diff, d, l), mark, signedInterval(r.lo, r.hi, d, l), l.Num(r.indep, d))
	}
	tw.Flush()
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
	Variants    []jsonVariant `json:"variants"`
	Differences []jsonDiff    `json:"differences"`
}

// WriteComparisonJSON writes the comparison as JSON: the run's header, the
// two variants with their metrics in the run format, and the paired
// differences B − A.
func WriteComparisonJSON(w io.Writer, c *Comparison) error {
	res := c.Result
	metrics := func(r *sim.Result) []jsonMetric {
		return toJSON(&Run{Result: r}).Metrics
	}
	out := jsonComparison{jsonHeader: newJSONHeader(c.Scenario, c.Title, c.Params),
		Variants: []jsonVariant{{"A", jsonParams(c.SetA), metrics(res.A)}, {"B", jsonParams(c.SetB), metrics(res.B)}}}
	out.Seed, out.Trials, out.Workers, out.Interrupted = res.A.Seed, res.A.Trials, res.A.Workers, res.A.Interrupted
	out.BlockSize = res.A.BlockSize
	out.ElapsedS = math.Round(res.A.Elapsed.Seconds()*1e4) / 1e4
	for i := range out.Variants {
		if out.Variants[i].Set == nil {
			out.Variants[i].Set = jsonParams{}
		}
	}
	for _, r := range diffRows(c) {
		out.Differences = append(out.Differences, jsonDiff{Name: r.name, Estimate: finite(r.diff),
			CI95: [2]float64{finite(r.lo), finite(r.hi)}, IndependentHalfCI: finite(r.indep)})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// ComparisonCSVHeader is the header row of a comparison's CSV: one row per
// metric and variant (A, B) and one per paired difference (B-A).
var ComparisonCSVHeader = []string{"scenario", "seed", "trials", "metric", "variant", "estimate", "ci95_low", "ci95_high", "independent_half_width"}

// WriteComparisonCSV writes the comparison as one tidy table.
func WriteComparisonCSV(w io.Writer, c *Comparison) error {
	cw := newCSV(w)
	res := c.Result
	base := []string{c.Scenario, strconv.FormatUint(res.A.Seed, 10), strconv.FormatInt(res.A.Trials, 10)}
	if err := cw.Write(ComparisonCSVHeader); err != nil {
		return err
	}
	for _, r := range diffRows(c) {
		for _, v := range []struct {
			name        string
			est, lo, hi float64
			independent string
		}{
			{"A", r.a.Estimate(), r.aLo, r.aHi, ""},
			{"B", r.b.Estimate(), r.bLo, r.bHi, ""},
			{"B-A", r.diff, r.lo, r.hi, ftoa(r.indep)},
		} {
			if err := cw.Write(append(append([]string{}, base...), r.name, v.name, ftoa(v.est), ftoa(v.lo), ftoa(v.hi), v.independent)); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// WriteComparisonMarkdown writes the comparison as a Markdown report.
func WriteComparisonMarkdown(w io.Writer, c *Comparison) error {
	var b strings.Builder
	res, l := c.Result, c.Lang
	fmt.Fprintf(&b, "# %s\n\n| | |\n|---|---|\n| %s | `%s` |\n", mdEscape(c.Title), l.T("scenario"), c.Scenario)
	fmt.Fprintf(&b, "| A | %s |\n| B | %s |\n", mdEscape(variantLabel(c.SetA, l)), mdEscape(variantLabel(c.SetB, l)))
	for _, p := range c.Params {
		fmt.Fprintf(&b, "| %s | %s |\n", mdEscape(p.Name), mdEscape(fmt.Sprint(p.Value)))
	}
	fmt.Fprintf(&b, "| %s | %d |\n| %s | %s |\n", l.T("seed"), res.A.Seed, l.T("trials"), l.Tf("%s trials each, on common random numbers", l.Int(res.A.Trials)))
	fmt.Fprintf(&b, "\n| %s | A | B | B − A | %s | %s |\n|---|---:|---:|---:|---|---:|\n", l.T("metric"), l.T("paired 95% interval"), l.T("independent runs ±"))
	for _, r := range diffRows(c) {
		ea, _ := formatEstimate(r.a, l)
		eb, _ := formatEstimate(r.b, l)
		d := digits((r.hi - r.lo) / 2)
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | ±%s |\n", mdEscape(r.name), ea, eb, signed(r.diff, d, l), signedInterval(r.lo, r.hi, d, l), l.Num(r.indep, d))
	}
	return writeShown(w, b.String())
}
