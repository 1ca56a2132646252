package cli

import (
	"context"
	"fmt"
	"io"
	"math"
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
		lo, err1 := strconv.ParseInt(strings.TrimSpace(a), 10, 64)
		hi, err2 := strconv.ParseInt(strings.TrimSpace(b), 10, 64)
		if err1 != nil || err2 != nil || lo > hi {
			return ax, usageError{fmt.Errorf("--sweep %s: a range is two whole numbers, the first not above the second", spec)}
		}
		// hi − lo in unsigned arithmetic cannot overflow, even from the
		// least int64 to the greatest
		if gap := uint64(hi) - uint64(lo); gap >= MaxSweepPoints {
			n := "18446744073709551616" // 2^64: every int64
			if gap < math.MaxUint64 {
				n = strconv.FormatUint(gap+1, 10)
			}
			return ax, usageError{fmt.Errorf("--sweep %s: the range has %s values; a sweep has at most %d points", spec, n, MaxSweepPoints)}
		}
		for i := range hi - lo + 1 {
			ax.values = append(ax.values, strconv.FormatInt(lo+i, 10))
		}
		return ax, nil
	}
	if n := strings.Count(vals, ",") + 1; n > MaxSweepPoints {
		return ax, usageError{fmt.Errorf("--sweep %s: %d values; a sweep has at most %d points", name, n, MaxSweepPoints)}
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
	sw := &reports.Sweep{Scenario: s.Name, Title: s.Title, Trials: int64(f.trials)}
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
		if res.Interrupted { // a point cut short is left out: every point shown played every trial
			sw.Interrupted = true
			break
		}
		pt := reports.SweepPoint{Result: res}
		for a := range idx {
			pt.At = append(pt.At, typed(vals[indexOf(vals, axes[a].name)]))
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
		err := writeOut(ctx, sw.Interrupted, f.out, stderr, f.quiet, func(ctx context.Context) ([]string, error) {
			return reports.WriteSweepDir(ctx, f.out, sw)
		})
		if err != nil {
			return err
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
