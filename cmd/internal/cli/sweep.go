package cli

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// MaxSweepPoints bounds the points of a sweep.
const MaxSweepPoints = 400

// sweepAxis is a parsed --sweep: a parameter and its values as text.
type sweepAxis struct {
	name   string
	values []string
}

// parseSweep reads "name=a..b" (whole numbers from a to b) or
// "name=v1,v2,...".
func parseSweep(spec string) (sweepAxis, error) {
	name, vals, ok := strings.Cut(spec, "=")
	if !ok || name == "" || vals == "" {
		return sweepAxis{}, usageError{fmt.Errorf("--sweep %s: expected name=a..b or name=v1,v2,...", spec)}
	}
	ax := sweepAxis{name: name}
	if a, b, isRange := strings.Cut(vals, ".."); isRange {
		lo, err1 := strconv.Atoi(strings.TrimSpace(a))
		hi, err2 := strconv.Atoi(strings.TrimSpace(b))
		if err1 != nil || err2 != nil || lo > hi {
			return ax, usageError{fmt.Errorf("--sweep %s: a range is two whole numbers, the first not above the second", spec)}
		}
		if hi-lo >= MaxSweepPoints {
			return ax, usageError{fmt.Errorf("--sweep %s: %d values; a sweep has at most %d points", spec, hi-lo+1, MaxSweepPoints)}
		}
		for v := lo; v <= hi; v++ {
			ax.values = append(ax.values, strconv.Itoa(v))
		}
		return ax, nil
	}
	for _, v := range strings.Split(vals, ",") {
		ax.values = append(ax.values, strings.TrimSpace(v))
	}
	return ax, nil
}

// runSweep plays the scenario at every point of the swept parameters, each
// point on the same seed, and writes the sweep report.
func (f *runFlags) runSweep(ctx context.Context, s *scenarios.Scenario, stdout, stderr io.Writer) error {
	if len(f.sweeps) > 2 {
		return usageError{fmt.Errorf("at most two --sweep parameters, got %d", len(f.sweeps))}
	}
	if f.precision > 0 {
		return usageError{fmt.Errorf("--precision and --sweep do not go together: every point plays --trials trials")}
	}
	var axes []sweepAxis
	points := 1
	for _, spec := range f.sweeps {
		ax, err := parseSweep(spec)
		if err != nil {
			return err
		}
		for _, other := range axes {
			if other.name == ax.name {
				return usageError{fmt.Errorf("--sweep %s is given twice", ax.name)}
			}
		}
		for _, v := range ax.values { // check every value before anything runs
			if _, err := s.Bind(append(append([]string{}, f.sets...), ax.name+"="+v)); err != nil {
				return fmt.Errorf("--sweep %s: %w", spec, err)
			}
		}
		axes = append(axes, ax)
		points *= len(ax.values)
	}
	if points > MaxSweepPoints {
		return usageError{fmt.Errorf("the sweep has %d points; the most is %d", points, MaxSweepPoints)}
	}
	// the fixed parameters, as bound without the sweep
	base, err := s.Bind(f.sets)
	if err != nil {
		return err
	}
	sw := &reports.Sweep{Scenario: s.Name, Title: s.Title}
	sw.Lang, _ = language(f.lang)
	swept := map[string]bool{}
	for _, ax := range axes {
		swept[ax.name] = true
	}
	for _, v := range base {
		if !swept[v.Param.Name] {
			sw.Params = append(sw.Params, reports.Param{Name: v.Param.Name, Value: typed(v)})
		}
	}
	bar := startProgress(stderr, f.quiet, s.Name+" sweep", int64(points)*int64(f.trials))
	var done atomic.Int64
	for k := range points {
		sets := append([]string{}, f.sets...)
		idx := []int{k}
		if len(axes) == 2 {
			idx = []int{k / len(axes[1].values), k % len(axes[1].values)}
		}
		for a, i := range idx {
			sets = append(sets, axes[a].name+"="+axes[a].values[i])
		}
		vals, err := s.Bind(sets)
		if err != nil {
			bar.stop(false)
			return err
		}
		c, err := s.Compile(vals)
		if err != nil {
			bar.stop(false)
			return err
		}
		opts := sim.Options{Trials: int64(f.trials), Seed: f.seed, Workers: f.workers, Done: bar.done}
		res, err := sim.Run(ctx, c.Model, opts)
		if err != nil {
			bar.stop(false)
			return err
		}
		done.Add(res.Trials)
		pt := reports.SweepPoint{Result: res}
		for a := range idx {
			pt.At = append(pt.At, typed(vals[indexOf(vals, axes[a].name)]))
		}
		if res.Interrupted {
			sw.Interrupted = true
			if res.Trials > 0 {
				sw.Points = append(sw.Points, pt)
			}
			break
		}
		sw.Points = append(sw.Points, pt)
	}
	bar.stop(!sw.Interrupted)
	for _, ax := range axes {
		a := reports.Axis{Name: ax.name}
		for _, v := range ax.values {
			vals, _ := s.Bind(append(append([]string{}, f.sets...), ax.name+"="+v))
			a.Values = append(a.Values, typed(vals[indexOf(vals, ax.name)]))
		}
		sw.Axes = append(sw.Axes, a)
	}
	switch f.format {
	case "json":
		err = reports.WriteSweepJSON(stdout, sw)
	case "csv":
		err = reports.WriteSweepCSV(stdout, sw)
	case "md":
		err = reports.WriteSweepMarkdown(stdout, sw, nil)
	default:
		err = reports.WriteSweepText(stdout, sw)
	}
	if err != nil {
		return err
	}
	if f.out != "" {
		paths, err := reports.WriteSweepDir(f.out, sw)
		if err != nil {
			return fmt.Errorf("--out %s: %w", f.out, err)
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

func indexOf(vals scenarios.Values, name string) int {
	for i, v := range vals {
		if v.Param.Name == name {
			return i
		}
	}
	return -1
}
