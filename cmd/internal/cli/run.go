package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
)

// formats are the values of --format.
var formats = []string{"text", "json", "csv", "md"}

// trialsDoc is the help of --trials of run, battle and compare.
const trialsDoc = "(e.g. 1e6, 250k; default: the scenario's, see fleetlab list)"

// runFlags are the flags of `fleetlab run`.
type runFlags struct {
	trials    count
	seed      uint64
	workers   int
	precision float64
	sets      []string
	sweeps    []string
	format    string
	out       string
	quiet     bool
	lang      string
	shard     string
}

func newRun(stdout, stderr io.Writer) *cobra.Command {
	f := &runFlags{}
	c := &cobra.Command{
		Use:   "run SCENARIO",
		Short: "Play a scenario (a built-in name or a YAML file) and report its metrics",
		Long: `Play a scenario many times and report every metric with its 95% interval.

SCENARIO is the name of a built-in scenario (see fleetlab list) or the path of
a scenario file (see scenarios/README.md). The same --seed gives the same
numbers whatever --workers is. Ctrl-C stops early and still prints the partial
result, marked as interrupted.`,
		Example: `  fleetlab run active-scan --set scanners=2 --format json
  fleetlab run tie-break --set admiral_a=3 --set rolloff=plain --out report
  fleetlab run my-scenario.yaml --precision 0.001
  fleetlab run active-scan --sweep scanners=1..6 --out scans
  fleetlab run tie-break --sweep admiral_a=1..6 --sweep admiral_b=1..6 --trials 100k`,
		Args: exactArgs(1, "a scenario: a built-in name (see fleetlab list) or the path of a YAML file"),
		RunE: func(c *cobra.Command, args []string) error {
			return f.run(c.Context(), c, args[0], stdout, stderr)
		},
	}
	f.register(c)
	return c
}

// register adds the run flags to c (fleetlab run, fleetlab battle).
func (f *runFlags) register(c *cobra.Command) {
	fl := c.Flags()
	fl.Var(&f.trials, "trials", "trials to play, or the cap with --precision "+trialsDoc)
	fl.Uint64Var(&f.seed, "seed", 1, "seed of the random streams")
	fl.IntVar(&f.workers, "workers", runtime.GOMAXPROCS(0), "goroutines playing trials (changes speed, never results)")
	fl.Float64Var(&f.precision, "precision", 0, "stop once every 95% interval's half-width is at most this")
	fl.StringArrayVar(&f.sets, "set", nil, "set a scenario parameter: name=value (repeatable)")
	fl.StringArrayVar(&f.sweeps, "sweep", nil, "run at every value of a parameter: name=a..b or name=v1,v2,... (up to two)")
	fl.StringVar(&f.format, "format", "text", "what goes to stdout: "+strings.Join(formats, ", "))
	fl.StringVar(&f.out, "out", "", "also write report.md, results.json, results.csv and plots to this folder")
	fl.BoolVar(&f.quiet, "quiet", false, "no progress bar")
	fl.StringVar(&f.lang, "lang", "", "language of the text, Markdown and plots: en, es, ca (default: from LC_ALL, LANG)")
	fl.StringVar(&f.shard, "shard", "", shardDoc)
}

// language returns the --lang language, or the environment's.
func language(flag string) (reports.Lang, error) {
	if flag == "" {
		return reports.LangFromEnv(os.Getenv), nil
	}
	l, err := reports.ParseLang(flag)
	if err != nil {
		return l, usageError{reports.Msgf("--lang: %v", err)}
	}
	return l, nil
}

// check refuses nonsensical flags before anything runs.
func (f *runFlags) check(c *cobra.Command, req *job.Request) error {
	if err := checkTrialsFlag(c, req.Mode, int64(f.trials)); err != nil {
		return err
	}
	if err := req.Check(); err != nil {
		return err
	}
	if c.Flags().Changed("precision") && !(f.precision > 0 && f.precision < 1e300) {
		return usageError{reports.Msgf("--precision must be a positive number, got %v", f.precision)}
	}
	return checkOutput(f.format, f.lang, f.out, req.Shard.Sharded())
}

// checkTrialsFlag refuses a --trials given out of range (0 among them:
// a request's 0 is the scenario's default, for a flag not given).
func checkTrialsFlag(c *cobra.Command, mode job.Mode, n int64) error {
	if !c.Flags().Changed("trials") {
		return nil
	}
	return job.CheckTrials(mode, n)
}

// checkOutput refuses a --format, --lang or --out that cannot be written,
// and an --out holding a shard's part unless the job is a shard (run
// again, it replaces its part): a report there would lose the part.
func checkOutput(format, lang, out string, shard bool) error {
	if !slices.Contains(formats, format) {
		return usageError{reports.Msgf("--format must be one of %s, got %q", strings.Join(formats, ", "), format)}
	}
	if _, err := language(lang); err != nil {
		return err
	}
	if out != "" {
		if err := reports.CheckDir(out); err != nil {
			return usageError{reports.Msgf("--out %s: %v", out, err)}
		}
		if _, err := os.Stat(filepath.Join(out, reports.PartFile)); err == nil && !shard {
			return usageError{reports.Msgf("--out %s holds a shard's part; choose another folder", out)}
		}
	}
	return nil
}

// request returns the job the flags ask for.
func (f *runFlags) request(name string) job.Request {
	lang, _ := language(f.lang)
	return job.Request{Mode: job.Run, Scenario: name, Sets: f.sets, Sweeps: f.sweeps, Trials: int64(f.trials),
		Seed: f.seed, Workers: f.workers, Precision: f.precision, Lang: lang}
}

func (f *runFlags) run(ctx context.Context, c *cobra.Command, name string, stdout, stderr io.Writer) error {
	return f.runRequest(ctx, c, f.request(name), stdout, stderr)
}

// runRequest checks and executes req, a run the flags ask for.
func (f *runFlags) runRequest(ctx context.Context, c *cobra.Command, req job.Request, stdout, stderr io.Writer) error {
	var err error
	if req.Shard, err = shardFlag(c, f.shard, f.out); err != nil {
		return err
	}
	if err := f.check(c, &req); err != nil {
		return err
	}
	return execute(ctx, req, output{format: f.format, out: f.out, quiet: f.quiet}, stdout, stderr)
}

// output is where a job's document goes: stdout in a format, and an --out
// folder.
type output struct {
	format string
	out    string
	quiet  bool
}

// execute plans and plays req with a progress bar on stderr, and writes its
// document.
func execute(ctx context.Context, req job.Request, o output, stdout, stderr io.Writer) error {
	plan, err := job.New(ctx, req)
	if err != nil {
		return err
	}
	if req.Shard.Sharded() {
		return executeShard(ctx, plan, req.Shard, req.Lang, o, stderr)
	}
	bar := startProgress(req.Lang, stderr, o.quiet, plan.Label(), plan.Trials())
	doc, err := plan.Execute(ctx, bar.report())
	bar.stop(err == nil && !doc.Incomplete())
	if err != nil {
		return err
	}
	return render(ctx, doc, o, stdout, stderr)
}

// render writes doc to stdout in o's format and, with --out, its whole
// folder, and returns job.ErrInterrupted when doc shows a run cut short.
func render(ctx context.Context, doc reports.Document, o output, stdout, stderr io.Writer) error {
	if err := reports.Write(stdout, doc, reports.Format(o.format)); err != nil {
		return err
	}
	if o.out != "" {
		err := writeOut(ctx, doc.Incomplete(), o.out, stderr, o.quiet, func(ctx context.Context) ([]string, error) {
			return reports.WriteDir(ctx, o.out, doc)
		})
		if err != nil {
			return err
		}
	}
	if doc.Incomplete() {
		return job.ErrInterrupted
	}
	return nil
}

// writeOut writes the --out folder with write. A Ctrl-C while writing the
// report of a whole run stops the writing and leaves the folder as it was;
// the report of a run already interrupted is written regardless (the
// second Ctrl-C still ends the process at once).
func writeOut(ctx context.Context, interrupted bool, out string, stderr io.Writer, quiet bool, write func(context.Context) ([]string, error)) error {
	if interrupted {
		ctx = context.WithoutCancel(ctx)
	}
	paths, err := write(ctx)
	switch {
	case err != nil && ctx.Err() != nil:
		return job.Interrupted(reports.Msgf("interrupted while writing --out %s: the folder is as it was", out))
	case err != nil:
		return reports.Msgf("--out %s: %v (the folder is as it was)", out, err)
	}
	if !quiet {
		fmt.Fprintln(stderr, "fleetlab:", langOf(ctx).Tf("wrote %s", strings.Join(paths, ", ")))
	}
	return nil
}
