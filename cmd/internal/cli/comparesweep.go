package cli

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

// runSweep plays the comparison at every value of the one --sweep
// parameter, each point on the same seed, and writes the comparison sweep.
func (f *compareFlags) runSweep(ctx context.Context, s *scenarios.Scenario, lang reports.Lang, stdout, stderr io.Writer) error {
	if len(f.sweeps) > 1 {
		return usageError{reports.Msgf("compare takes one --sweep parameter, got %d", len(f.sweeps))}
	}
	if f.precision > 0 {
		return usageError{reports.Msgf("--precision and --sweep do not go together: every point plays --trials trials")}
	}
	ax, err := parseSweep(f.sweeps[0])
	if err != nil {
		return err
	}
	for _, flag := range []struct {
		name string
		sets []string
	}{{"--set", f.sets}, {"--a", f.a}, {"--vs", strings.Fields(strings.Join(f.vs, " "))}} {
		if slices.ContainsFunc(flag.sets, func(set string) bool { return strings.HasPrefix(set, ax.name+"=") }) {
			return usageError{reports.Msgf("--sweep %s: %s also sets %s; the sweep gives it every value", f.sweeps[0], flag.name, ax.name)}
		}
	}
	axis := reports.Axis{Name: ax.name}
	for _, v := range ax.values { // check every value before anything runs
		if err := checkSweepValue(s, f.sweeps[0], ax.name, v); err != nil {
			return err
		}
		vals, err := s.Bind(append(slices.Clone(f.sets), ax.name+"="+v))
		if err != nil {
			return err
		}
		axis.Values = append(axis.Values, typed(vals[indexOf(vals, ax.name)]))
	}
	sw := &reports.ComparisonSweep{Axis: axis}
	bar := startProgress(lang, stderr, f.quiet, s.Name+" A/B sweep", int64(len(ax.values))*int64(f.trials))
	for _, v := range ax.values {
		c, err := f.compareAt(ctx, s, []string{ax.name + "=" + v}, lang, bar.done)
		if err != nil {
			bar.stop(false)
			return err
		}
		if c.Result.A.Interrupted {
			sw.Interrupted = true
			if c.Result.A.Trials > 0 {
				sw.Points = append(sw.Points, c)
			}
			break
		}
		sw.Points = append(sw.Points, c)
	}
	bar.stop(!sw.Interrupted)
	if len(sw.Points) == 0 {
		return errInterrupted
	}
	switch f.format {
	case "json":
		err = reports.WriteComparisonSweepJSON(stdout, sw)
	case "csv":
		err = reports.WriteComparisonSweepCSV(stdout, sw)
	case "md":
		err = reports.WriteComparisonSweepMarkdown(stdout, sw, nil)
	default:
		err = reports.WriteComparisonSweepText(stdout, sw)
	}
	if err != nil {
		return err
	}
	if f.out != "" {
		paths, err := reports.WriteComparisonSweepDir(ctx, f.out, sw)
		if err != nil {
			return reports.Msgf("--out %s: %v (the folder is as it was)", f.out, err)
		}
		if !f.quiet {
			fmt.Fprintf(stderr, "fleetlab: wrote %s\n", strings.Join(paths, ", "))
		}
	}
	if sw.Interrupted {
		return errInterrupted
	}
	return nil
}
