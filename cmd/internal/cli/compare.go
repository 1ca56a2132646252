package cli

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// compareAt plays A and every --vs variant, each with extra settings
// after its own (a swept value), on common random numbers, counting trials
// in done, and returns the comparison report.
func (f *compareFlags) compareAt(ctx context.Context, s *scenarios.Scenario, extra []string, lang reports.Lang, done *atomic.Int64) (*reports.Comparison, error) {
	valsA, err := s.Bind(append(append(slices.Clone(f.sets), f.a...), extra...))
	if err != nil {
		return nil, err
	}
	ca, err := s.Compile(valsA)
	if err != nil {
		return nil, err
	}
	var valsV []scenarios.Values
	var models []sim.Model
	for i, v := range f.vs {
		settings := strings.Fields(v)
		if len(settings) == 0 {
			return nil, usageError{reports.Msgf("--vs %q: expected name=value settings for variant %s", v, reports.VariantName(i))}
		}
		vals, err := s.Bind(append(append(slices.Clone(f.sets), settings...), extra...))
		if err != nil {
			return nil, err
		}
		cv, err := s.Compile(vals)
		if err != nil {
			return nil, err
		}
		valsV, models = append(valsV, vals), append(models, cv.Model)
	}
	opts := sim.Options{Trials: int64(f.trials), Seed: f.seed, Workers: f.workers, Precision: f.precision, Done: done}
	cs, err := sim.CompareAll(ctx, ca.Model, models, opts)
	if err != nil {
		return nil, err
	}
	report := &reports.Comparison{Scenario: s.Name, Title: s.Title, Result: cs[0], Precision: f.precision, Lang: lang, Words: words(s, lang)}
	for j := 1; j < len(cs); j++ {
		report.Others = append(report.Others, reports.Variant{Name: reports.VariantName(j), Result: cs[j]})
	}
	for i, v := range valsA {
		same := true
		for _, vals := range valsV {
			same = same && vals[i].Text == v.Text
		}
		if same {
			report.Params = append(report.Params, reports.Param{Name: v.Param.Name, Value: typed(v)})
			continue
		}
		report.SetA = append(report.SetA, reports.Param{Name: v.Param.Name, Value: typed(v)})
		for j, vals := range valsV {
			p := reports.Param{Name: vals[i].Param.Name, Value: typed(vals[i])}
			if j == 0 {
				report.SetB = append(report.SetB, p)
			} else {
				report.Others[j-1].Set = append(report.Others[j-1].Set, p)
			}
		}
	}
	return report, nil
}

// maxVariants is the most variants compared with A in one run.
const maxVariants = 8

// compareFlags are the flags of `fleetlab compare`.
type compareFlags struct {
	trials    count
	seed      uint64
	workers   int
	sets      []string
	a, vs     []string
	format    string
	quiet     bool
	lang      string
	precision float64
	out       string
	sweeps    []string
}

func newCompare(stdout, stderr io.Writer) *cobra.Command {
	f := &compareFlags{trials: DefaultTrials}
	c := &cobra.Command{
		Use:   "compare SCENARIO --vs name=value [--vs name=value ...] [--a name=value]",
		Short: "Play variants of a scenario on the same dice and report the paired differences",
		Long: `Play variants of a scenario on common random numbers: every trial plays
variant A, then each other variant from the same random-stream state, so all
meet the same dice as far as their play allows. Each metric is reported for
A and each variant, with the paired difference from A and its 95% interval,
and beside it the half-width two independent runs of the same size would give.

--set applies to every variant, --a to A alone. Each --vs is one variant
(B, then C, …, at most 8), compared with A; a variant that changes several
parameters names them in one --vs, separated by spaces:
--vs "order=weapons-free pd=3".`,
		Example: `  fleetlab compare armada-attack --vs concentrate_fire=dial
  fleetlab compare armada-attack --set tokens=brace,evade --a defender=minimise-damage --vs defender=save-tokens:3
  fleetlab compare tie-break --a admiral_a=2 --vs admiral_a=4 --format json
  fleetlab compare broadside --a order=standard --vs order=weapons-free --vs "order=weapons-free pd=3"
  fleetlab compare armada-attack --vs concentrate_fire=dial --precision 0.002 --out dial
  fleetlab compare armada-attack --vs concentrate_fire=dial --sweep red=1..5 --out dial-by-red`,
		Args: exactArgs(1, "a scenario: a built-in name (see fleetlab list) or the path of a YAML file"),
		RunE: func(c *cobra.Command, args []string) error {
			if c.Flags().Changed("precision") && !(f.precision > 0 && f.precision < 1e300) {
				return usageError{reports.Msgf("--precision must be a positive number, got %v", f.precision)}
			}
			return f.run(c.Context(), args[0], stdout, stderr)
		},
	}
	fl := c.Flags()
	fl.Var(&f.trials, "trials", "trials for each variant, or the cap with --precision (e.g. 1e6, 250k)")
	fl.Float64Var(&f.precision, "precision", 0, "stop once every 95% interval's half-width (A's, B's and the differences') is at most this")
	fl.StringVar(&f.out, "out", "", "also write report.md, report.html, results.json, results.csv and the overlaid plots to this folder")
	fl.Uint64Var(&f.seed, "seed", 1, "seed of the random streams")
	fl.IntVar(&f.workers, "workers", runtime.GOMAXPROCS(0), "goroutines playing trials (changes speed, never results)")
	fl.StringArrayVar(&f.sets, "set", nil, "set a parameter for both variants: name=value (repeatable)")
	// the shorthand -a is there for shell completion: cobra looks a one-letter
	// flag name up as a shorthand when it completes the flag's value
	fl.StringArrayVarP(&f.a, "a", "a", nil, "set a parameter for variant A: name=value (repeatable)")
	fl.StringArrayVar(&f.vs, "vs", nil, "a variant to compare with A: name=value, several settings separated by spaces (repeatable: B, C, …; at least one)")
	fl.StringVar(&f.format, "format", "text", "what goes to stdout: "+strings.Join(formats, ", "))
	fl.StringArrayVar(&f.sweeps, "sweep", nil, "compare at every value of one parameter: name=a..b or name=v1,v2,... (the paired differences along it)")
	fl.BoolVar(&f.quiet, "quiet", false, "no progress bar")
	fl.StringVar(&f.lang, "lang", "", "language of the text and Markdown: en, es, ca (default: from LC_ALL, LANG)")
	return c
}

func (f *compareFlags) run(ctx context.Context, name string, stdout, stderr io.Writer) error {
	switch {
	case f.trials < 1 || f.trials > sim.MaxTrials:
		return usageError{reports.Msgf("--trials must be from 1 to %d, got %d", int64(sim.MaxTrials), f.trials)}
	case f.workers < 1 || f.workers > 4096:
		return usageError{reports.Msgf("--workers must be from 1 to 4096, got %d", f.workers)}
	case !slices.Contains(formats, f.format):
		return usageError{reports.Msgf("--format must be one of %s, got %q", strings.Join(formats, ", "), f.format)}
	case len(f.vs) == 0:
		return usageError{reports.Msgf("compare needs at least one --vs name=value: what makes variant B differ")}
	case len(f.vs) > maxVariants:
		return usageError{reports.Msgf("compare takes at most %d --vs variants, got %d", maxVariants, len(f.vs))}
	}
	if f.out != "" {
		if err := reports.CheckDir(f.out); err != nil {
			return usageError{reports.Msgf("--out %s: %v", f.out, err)}
		}
	}
	lang, err := language(f.lang)
	if err != nil {
		return err
	}
	s, err := load(ctx, name)
	if err != nil {
		return err
	}
	if err := checkSets(s, f.sets, f.a, f.vs); err != nil {
		return err
	}
	if len(f.sweeps) > 0 {
		return f.runSweep(ctx, s, lang, stdout, stderr)
	}
	label := s.Name + " A/B"
	if len(f.vs) > 1 {
		label = s.Name + " A/" + reports.VariantName(0) + "…" + reports.VariantName(len(f.vs)-1)
	}
	bar := startProgress(lang, stderr, f.quiet, label, int64(f.trials))
	report, err := f.compareAt(ctx, s, nil, lang, bar.done)
	bar.stop(err == nil && !report.Result.A.Interrupted)
	if err != nil {
		return err
	}
	res := report.Result
	switch f.format {
	case "json":
		err = reports.WriteComparisonJSON(stdout, report)
	case "csv":
		err = reports.WriteComparisonCSV(stdout, report)
	case "md":
		err = reports.WriteComparisonMarkdown(stdout, report)
	default:
		err = reports.WriteComparisonText(stdout, report)
	}
	if err != nil {
		return err
	}
	if f.out != "" {
		paths, err := reports.WriteComparisonDir(ctx, f.out, report)
		if err != nil {
			return reports.Msgf("--out %s: %v (the folder is as it was)", f.out, err)
		}
		if !f.quiet {
			fmt.Fprintf(stderr, "fleetlab: wrote %s\n", strings.Join(paths, ", "))
		}
	}
	if res.A.Interrupted {
		return errInterrupted
	}
	return nil
}
