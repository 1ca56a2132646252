package cli

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/sim"
)

// compareFlags are the flags of `fleetlab compare`.
type compareFlags struct {
	trials  count
	seed    uint64
	workers int
	sets    []string
	a, vs   []string
	format  string
	quiet   bool
	lang    string
}

func newCompare(stdout, stderr io.Writer) *cobra.Command {
	f := &compareFlags{trials: DefaultTrials}
	c := &cobra.Command{
		Use:   "compare SCENARIO --vs name=value [--a name=value]",
		Short: "Play two variants of a scenario on the same dice and report the paired differences",
		Long: `Play two variants of a scenario on common random numbers: every trial plays
variant A, then variant B from the same random-stream state, so both meet the
same dice as far as their play allows. Each metric is reported for both, with
the paired difference B − A and its 95% interval, and beside it the half-width
two independent runs of the same size would give.

--set applies to both variants, --a to A alone, --vs to B alone.`,
		Example: `  fleetlab compare armada-attack --vs concentrate_fire=dial
  fleetlab compare armada-attack --set tokens=brace,evade --a defender=minimise-damage --vs defender=save-tokens:3
  fleetlab compare tie-break --a admiral_a=2 --vs admiral_a=4 --format json`,
		Args: exactArgs(1, "a scenario: a built-in name (see fleetlab list) or the path of a YAML file"),
		RunE: func(c *cobra.Command, args []string) error {
			return f.run(c.Context(), args[0], stdout, stderr)
		},
	}
	fl := c.Flags()
	fl.Var(&f.trials, "trials", "trials for each variant (e.g. 1e6, 250k)")
	fl.Uint64Var(&f.seed, "seed", 1, "seed of the random streams")
	fl.IntVar(&f.workers, "workers", runtime.GOMAXPROCS(0), "goroutines playing trials (changes speed, never results)")
	fl.StringArrayVar(&f.sets, "set", nil, "set a parameter for both variants: name=value (repeatable)")
	fl.StringArrayVar(&f.a, "a", nil, "set a parameter for variant A: name=value (repeatable)")
	fl.StringArrayVar(&f.vs, "vs", nil, "set a parameter for variant B: name=value (repeatable; at least one)")
	fl.StringVar(&f.format, "format", "text", "what goes to stdout: "+strings.Join(formats, ", "))
	fl.BoolVar(&f.quiet, "quiet", false, "no progress bar")
	fl.StringVar(&f.lang, "lang", "", "language of the text and Markdown: en, es, ca (default: from LC_ALL, LANG)")
	return c
}

func (f *compareFlags) run(ctx context.Context, name string, stdout, stderr io.Writer) error {
	switch {
	case f.trials < 1 || f.trials > sim.MaxTrials:
		return usageError{fmt.Errorf("--trials must be from 1 to %d, got %d", int64(sim.MaxTrials), f.trials)}
	case f.workers < 1 || f.workers > 4096:
		return usageError{fmt.Errorf("--workers must be from 1 to 4096, got %d", f.workers)}
	case !slices.Contains(formats, f.format):
		return usageError{fmt.Errorf("--format must be one of %s, got %q", strings.Join(formats, ", "), f.format)}
	case len(f.vs) == 0:
		return usageError{fmt.Errorf("compare needs at least one --vs name=value: what makes variant B differ")}
	}
	lang, err := language(f.lang)
	if err != nil {
		return err
	}
	s, err := load(ctx, name)
	if err != nil {
		return err
	}
	valsA, err := s.Bind(append(slices.Clone(f.sets), f.a...))
	if err != nil {
		return err
	}
	valsB, err := s.Bind(append(slices.Clone(f.sets), f.vs...))
	if err != nil {
		return err
	}
	ca, err := s.Compile(valsA)
	if err != nil {
		return err
	}
	cb, err := s.Compile(valsB)
	if err != nil {
		return err
	}
	opts := sim.Options{Trials: int64(f.trials), Seed: f.seed, Workers: f.workers}
	bar := startProgress(stderr, f.quiet, s.Name+" A/B", opts.Trials)
	opts.Done = bar.done
	res, err := sim.Compare(ctx, ca.Model, cb.Model, opts)
	bar.stop(err == nil && !res.A.Interrupted)
	if err != nil {
		return err
	}
	report := &reports.Comparison{Scenario: s.Name, Title: s.Title, Result: res, Lang: lang}
	for i, v := range valsA {
		p := reports.Param{Name: v.Param.Name, Value: typed(v)}
		switch {
		case v.Text == valsB[i].Text:
			report.Params = append(report.Params, p)
		default:
			report.SetA = append(report.SetA, p)
			report.SetB = append(report.SetB, reports.Param{Name: v.Param.Name, Value: typed(valsB[i])})
		}
	}
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
	if res.A.Interrupted {
		return errInterrupted
	}
	return nil
}
