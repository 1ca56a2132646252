package cli

import (
	"context"
	"io"
	"runtime"
	"strings"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
)

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
	shard     string
}

func newCompare(stdout, stderr io.Writer) *cobra.Command {
	f := &compareFlags{}
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
			return f.run(c.Context(), c, args[0], stdout, stderr)
		},
	}
	fl := c.Flags()
	fl.Var(&f.trials, "trials", "trials for each variant, or the cap with --precision "+trialsDoc)
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
	fl.StringVar(&f.shard, "shard", "", shardDoc)
	return c
}

func (f *compareFlags) run(ctx context.Context, c *cobra.Command, name string, stdout, stderr io.Writer) error {
	lang, _ := language(f.lang)
	req := job.Request{Mode: job.Compare, Scenario: name, Sets: f.sets, A: f.a, Vs: f.vs, Sweeps: f.sweeps,
		Trials: int64(f.trials), Seed: f.seed, Workers: f.workers, Precision: f.precision, Lang: lang}
	var err error
	if req.Shard, err = shardFlag(c, f.shard, f.out); err != nil {
		return err
	}
	if err := checkTrialsFlag(c, req.Mode, req.Trials); err != nil {
		return err
	}
	if err := req.Check(); err != nil {
		return err
	}
	if err := checkOutput(f.format, f.lang, f.out, req.Shard.Sharded()); err != nil {
		return err
	}
	return execute(ctx, req, output{format: f.format, out: f.out, quiet: f.quiet}, stdout, stderr)
}
