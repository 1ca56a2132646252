package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// formats are the values of --format.
var formats = []string{"text", "json", "csv", "md"}

// DefaultTrials is the number of trials of a run without --trials.
const DefaultTrials = 1_000_000

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
}

func newRun(stdout, stderr io.Writer) *cobra.Command {
	f := &runFlags{trials: DefaultTrials}
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
	fl := c.Flags()
	fl.Var(&f.trials, "trials", "trials to play, or the cap with --precision (e.g. 1e6, 250k)")
	fl.Uint64Var(&f.seed, "seed", 1, "seed of the random streams")
	fl.IntVar(&f.workers, "workers", runtime.GOMAXPROCS(0), "goroutines playing trials (changes speed, never results)")
	fl.Float64Var(&f.precision, "precision", 0, "stop once every 95% interval's half-width is at most this")
	fl.StringArrayVar(&f.sets, "set", nil, "set a scenario parameter: name=value (repeatable)")
	fl.StringArrayVar(&f.sweeps, "sweep", nil, "run at every value of a parameter: name=a..b or name=v1,v2,... (up to two)")
	fl.StringVar(&f.format, "format", "text", "what goes to stdout: "+strings.Join(formats, ", "))
	fl.StringVar(&f.out, "out", "", "also write report.md, results.json, results.csv and plots to this folder")
	fl.BoolVar(&f.quiet, "quiet", false, "no progress bar")
	fl.StringVar(&f.lang, "lang", "", "language of the text, Markdown and plots: en, es, ca (default: from LC_ALL, LANG)")
	return c
}

// language returns the --lang language, or the environment's.
func language(flag string) (reports.Lang, error) {
	if flag == "" {
		return reports.LangFromEnv(os.Getenv), nil
	}
	l, err := reports.ParseLang(flag)
	if err != nil {
		return l, usageError{fmt.Errorf("--lang: %w", err)}
	}
	return l, nil
}

// check refuses nonsensical flags before anything runs.
func (f *runFlags) check(c *cobra.Command) error {
	switch {
	case f.trials < 1:
		return usageError{fmt.Errorf("--trials must be at least 1, got %d", f.trials)}
	case f.trials > sim.MaxTrials:
		return usageError{fmt.Errorf("--trials must be at most %d, got %d", int64(sim.MaxTrials), f.trials)}
	case f.workers < 1:
		return usageError{fmt.Errorf("--workers must be at least 1, got %d", f.workers)}
	case f.workers > 4096:
		return usageError{fmt.Errorf("--workers must be at most 4096, got %d", f.workers)}
	case c.Flags().Changed("precision") && !(f.precision > 0 && f.precision < 1e300):
		return usageError{fmt.Errorf("--precision must be a positive number, got %v", f.precision)}
	case !slices.Contains(formats, f.format):
		return usageError{fmt.Errorf("--format must be one of %s, got %q", strings.Join(formats, ", "), f.format)}
	}
	if _, err := language(f.lang); err != nil {
		return err
	}
	if f.out != "" {
		if err := reports.CheckDir(f.out); err != nil {
			return usageError{fmt.Errorf("--out %s: %w", f.out, err)}
		}
	}
	return nil
}

func (f *runFlags) run(ctx context.Context, c *cobra.Command, name string, stdout, stderr io.Writer) error {
	if err := f.check(c); err != nil {
		return err
	}
	s, err := load(ctx, name)
	if err != nil {
		return err
	}
	if len(f.sweeps) > 0 {
		return f.runSweep(ctx, s, stdout, stderr)
	}
	vals, err := s.Bind(f.sets)
	if err != nil {
		return err
	}
	compiled, err := s.Compile(vals)
	if err != nil {
		return err
	}
	opts := sim.Options{Trials: int64(f.trials), Seed: f.seed, Workers: f.workers, Precision: f.precision}
	bar := startProgress(stderr, f.quiet, s.Name, opts.Trials)
	opts.Done = bar.done
	res, err := sim.Run(ctx, compiled.Model, opts)
	bar.stop(err == nil && !res.Interrupted)
	if err != nil {
		return err
	}
	report := newReport(compiled, f.precision, res)
	report.Lang, _ = language(f.lang)
	if err := write(stdout, f.format, report); err != nil {
		return err
	}
	if f.out != "" {
		err := writeOut(ctx, res.Interrupted, f.out, stderr, f.quiet, func(ctx context.Context) ([]string, error) {
			return reports.WriteDir(ctx, f.out, report)
		})
		if err != nil {
			return err
		}
	}
	if res.Interrupted {
		return errInterrupted
	}
	return nil
}

// newReport gathers what the reports show about a compiled run.
func newReport(c *scenarios.Compiled, precision float64, res *sim.Result) *reports.Run {
	r := &reports.Run{Scenario: c.Scenario.Name, Title: c.Scenario.Title, Description: c.Scenario.Description,
		Game: c.Scenario.Game, Precision: precision, Result: res}
	for _, v := range c.Values {
		r.Params = append(r.Params, reports.Param{Name: v.Param.Name, Value: typed(v)})
	}
	return r
}

// typed returns a parameter value as the Go type JSON should carry.
func typed(v scenarios.Value) any {
	switch v.Param.Type {
	case scenarios.ParamInt:
		if n, err := strconv.ParseInt(v.Text, 10, 64); err == nil {
			return n
		}
	case scenarios.ParamFloat:
		if x, err := strconv.ParseFloat(v.Text, 64); err == nil {
			return x
		}
	case scenarios.ParamBool:
		return v.Text == "true"
	}
	return v.Text
}

func write(w io.Writer, format string, r *reports.Run) error {
	switch format {
	case "json":
		return reports.WriteJSON(w, r)
	case "csv":
		return reports.WriteCSV(w, r)
	case "md":
		return reports.WriteMarkdown(w, r, nil)
	}
	return reports.WriteText(w, r)
}

// load reads a scenario, giving up when ctx is cancelled: reading a file can
// block for ever (a FIFO with no writer, a stalled network mount), and
// Ctrl-C must still end the command. The abandoned read ends with the
// process.
func load(ctx context.Context, name string) (*scenarios.Scenario, error) {
	type loaded struct {
		s   *scenarios.Scenario
		err error
	}
	ch := make(chan loaded, 1)
	go func() {
		s, err := scenarios.Load(name)
		ch <- loaded{s, err}
	}()
	select {
	case l := <-ch:
		return l.s, l.err
	case <-ctx.Done():
		return nil, stopped{fmt.Sprintf("while reading %s: nothing was run", name)}
	}
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
		return stopped{fmt.Sprintf("while writing --out %s: the folder is as it was", out)}
	case err != nil:
		return fmt.Errorf("--out %s: %w (the folder is as it was)", out, err)
	}
	if !quiet {
		fmt.Fprintf(stderr, "fleetlab: wrote %s\n", strings.Join(paths, ", "))
	}
	return nil
}
