package scenarios

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/fleetlab/fleetlab/sim"
)

// `make bench-check` runs TestBenchCheck with -bench-check: every full path
// beside its yardstick, interleaved in this one process, each ratio (time a
// trial of the full path over time a trial of the yardstick) the median of
// several passes, checked against the budgets in bench/budget.txt.
var (
	benchCheck     = flag.Bool("bench-check", false, "measure every full path against its yardstick and check the ratios against bench/budget.txt")
	benchCheckSlow = flag.String("bench-check.slow", "", "test the guard: play every trial of this path (a budget name) twice")
	benchCheckOnly = flag.String("bench-check.only", "", "measure only the paths whose budget name contains this (the budgets are not checked)")
	benchBudgets   = flag.String("bench-check.budgets", "../bench/budget.txt", "the budget file")
)

// benchSlack is how far a measured ratio may exceed its budget before the
// check fails: 30%.
const benchSlack = 1.30

// Bench-check timing. The machine is shared, so what is timed is the
// process's CPU time (user and system, every thread), which another
// process's load does not add to, and the two sides of a pair alternate in
// short runs (each at least benchMinRun, its trial count fixed once by
// calibration): a pass plays benchRounds rounds of full, yardstick,
// yardstick, full for each pair, so that a change in the machine's load
// falls on both alike. The ratio is the median over benchPasses passes.
const (
	benchPasses = 7
	benchRounds = 4
	benchMinRun = 4 * time.Millisecond
)

// benchPair is a full path beside its minimal hand-written yardstick.
type benchPair struct {
	name  string // the budget file's name for it
	model func(t testing.TB) sim.Model
	yard  func(trials int64, workers int) int64
}

// benchPairs are the paths `make bench-check` guards.
var benchPairs = []benchPair{
	{"active-scan-3", func(t testing.TB) sim.Model { return compile(t, "active-scan", "scanners=3").Model },
		func(n int64, w int) int64 { return minimalActiveScan(n, w, 3) }},
	{"active-scan-1", func(t testing.TB) sim.Model { return compile(t, "active-scan", "scanners=1").Model },
		func(n int64, w int) int64 { return minimalActiveScan(n, w, 1) }},
	{"tie-break", func(t testing.TB) sim.Model { return compile(t, "tie-break", "admiral_a=2").Model },
		func(n int64, w int) int64 { return minimalTieBreak(n, w, 2, 1) }},
	{"salvo", func(t testing.TB) sim.Model { return compile(t, "salvo").Model }, minimalSalvo},
	{"armada-attack", func(t testing.TB) sim.Model { return compile(t, "armada-attack").Model }, minimalArmadaAttack},
}

// benchKey names one measured ratio: a path on a number of workers.
type benchKey struct {
	name    string
	workers int
}

func (k benchKey) String() string { return fmt.Sprintf("%s workers=%d", k.name, k.workers) }

// readBudgets parses a budget file: lines "NAME WORKERS RATIO", '#'
// comments and blank lines ignored.
func readBudgets(path string) (map[benchKey]float64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	budgets := map[benchKey]float64{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text, _, _ := strings.Cut(sc.Text(), "#")
		fields := strings.Fields(text)
		if len(fields) == 0 {
			continue
		}
		if len(fields) != 3 {
			return nil, fmt.Errorf("%s:%d: want NAME WORKERS RATIO, got %q", path, line, sc.Text())
		}
		w, err1 := strconv.Atoi(fields[1])
		r, err2 := strconv.ParseFloat(fields[2], 64)
		if err1 != nil || err2 != nil || w < 1 || r <= 0 {
			return nil, fmt.Errorf("%s:%d: workers must be a positive whole number and the ratio a positive number, got %q", path, line, sc.Text())
		}
		budgets[benchKey{fields[0], w}] = r
	}
	return budgets, sc.Err()
}

// checkBudgets compares measured median ratios with their budgets and
// returns one line per failure: a ratio above its budget by more than
// benchSlack, a budget never measured, or a measurement with no budget.
func checkBudgets(measured, budgets map[benchKey]float64) []string {
	var fails []string
	for k, r := range measured {
		b, ok := budgets[k]
		switch {
		case !ok:
			fails = append(fails, fmt.Sprintf("%v: no budget (ratio %.2f)", k, r))
		case r > b*benchSlack:
			fails = append(fails, fmt.Sprintf("%v: ratio %.2f is more than 30%% over its budget %.2f (limit %.2f)", k, r, b, b*benchSlack))
		}
	}
	for k := range budgets {
		if _, ok := measured[k]; !ok {
			fails = append(fails, fmt.Sprintf("%v: budgeted but not measured", k))
		}
	}
	slices.Sort(fails)
	return fails
}

// median returns the median of xs (the mean of the middle two for an even
// count); xs is sorted in place.
func median(xs []float64) float64 {
	slices.Sort(xs)
	n := len(xs)
	if n%2 == 1 {
		return xs[n/2]
	}
	return (xs[n/2-1] + xs[n/2]) / 2
}

// slowModel plays every trial of m twice, the second time into a capture
// tally: a deliberately slowed path for testing the guard.
type slowModel struct{ sim.Model }

func (m slowModel) NewTrial() sim.Trial {
	return &slowTrial{Trial: m.Model.NewTrial(), scratch: sim.NewCapture(m.Metrics())}
}

type slowTrial struct {
	sim.Trial
	scratch *sim.Tally
}

func (t *slowTrial) Play(s *sim.Stream, tally *sim.Tally) {
	t.Trial.Play(s, tally)
	t.Trial.Play(s, t.scratch)
}

// cpuTime returns the CPU time the process has used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// timed is one side of a pair, calibrated: a run of trials trials.
type timed struct {
	trials int64
	run    func(trials int64)
}

// cpu plays one run and returns the CPU time it took. It collects the
// garbage first, outside the time (as the testing package does before a
// benchmark): a run lasts milliseconds here, so a collection the earlier
// runs of other paths made due would otherwise fall on this one (an
// Armada attack's ratio read up to half again as high).
func (x *timed) cpu() time.Duration {
	runtime.GC()
	start := cpuTime()
	x.run(x.trials)
	return cpuTime() - start
}

// calibrate doubles x.trials from 2^12 until a run takes benchMinRun of
// CPU time.
func (x *timed) calibrate() {
	for x.trials = 1 << 12; x.cpu() < benchMinRun && x.trials < 1<<26; x.trials *= 2 {
	}
}

// TestBenchCheck is `make bench-check`; without -bench-check it is skipped.
func TestBenchCheck(t *testing.T) {
	if !*benchCheck {
		t.Skip("run with -bench-check (make bench-check)")
	}
	budgets, err := readBudgets(*benchBudgets)
	if err != nil {
		t.Fatal(err)
	}
	type side struct{ full, yard timed }
	var keys []benchKey
	sides := map[benchKey]*side{}
	for _, p := range benchPairs {
		if !strings.Contains(p.name, *benchCheckOnly) {
			continue
		}
		m := p.model(t)
		if p.name == *benchCheckSlow {
			m = slowModel{m}
		}
		for _, w := range []int{1, 2} {
			k := benchKey{p.name, w}
			sd := &side{
				full: timed{run: func(n int64) {
					if _, err := sim.Run(context.Background(), m, sim.Options{Trials: n, Seed: 1, Workers: w}); err != nil {
						t.Fatal(err)
					}
				}},
				yard: timed{run: func(n int64) {
					if p.yard(n, w) == 0 {
						t.Fatalf("%v: the yardstick did no work", k)
					}
				}},
			}
			sd.full.calibrate()
			sd.yard.calibrate()
			keys = append(keys, k)
			sides[k] = sd
		}
	}
	ratios := map[benchKey][]float64{}
	for range benchPasses {
		for _, k := range keys {
			sd := sides[k]
			var full, yard time.Duration
			for range benchRounds {
				full += sd.full.cpu()
				yard += 2 * sd.yard.cpu()
				full += sd.full.cpu()
			}
			ratios[k] = append(ratios[k], full.Seconds()/float64(sd.full.trials)/(yard.Seconds()/float64(sd.yard.trials)))
		}
	}
	measured := map[benchKey]float64{}
	for _, k := range keys {
		measured[k] = median(ratios[k])
		limit := ""
		if b, ok := budgets[k]; ok {
			limit = fmt.Sprintf("budget %.2f, limit %.2f", b, b*benchSlack)
		}
		t.Logf("%-26v ratio %5.2f (passes %s)  %s", k, measured[k], formatRatios(ratios[k]), limit)
	}
	if *benchCheckOnly != "" {
		return
	}
	for _, f := range checkBudgets(measured, budgets) {
		t.Error(f)
	}
}

func formatRatios(rs []float64) string {
	s := make([]string, len(rs))
	for i, r := range rs {
		s[i] = strconv.FormatFloat(r, 'f', 2, 64)
	}
	return strings.Join(s, " ")
}

// TestBenchBudgetCheck checks the guard's verdicts: within budget passes,
// a path twice as slow as its budget fails, as do a missing budget and a
// budget never measured.
func TestBenchBudgetCheck(t *testing.T) {
	budgets := map[benchKey]float64{{"a", 1}: 2, {"a", 2}: 2, {"b", 1}: 4}
	cases := []struct {
		name     string
		measured map[benchKey]float64
		fails    int
	}{
		{"within budget", map[benchKey]float64{{"a", 1}: 1.9, {"a", 2}: 2.5, {"b", 1}: 5.1}, 0},
		{"slowed twice", map[benchKey]float64{{"a", 1}: 4, {"a", 2}: 2, {"b", 1}: 4}, 1},
		{"just over 30%", map[benchKey]float64{{"a", 1}: 2.61, {"a", 2}: 2, {"b", 1}: 4}, 1},
		{"not measured", map[benchKey]float64{{"a", 1}: 2, {"a", 2}: 2}, 1},
		{"no budget", map[benchKey]float64{{"a", 1}: 2, {"a", 2}: 2, {"b", 1}: 4, {"c", 1}: 1}, 1},
	}
	for _, c := range cases {
		if got := checkBudgets(c.measured, budgets); len(got) != c.fails {
			t.Errorf("%s: %d failures %q, want %d", c.name, len(got), got, c.fails)
		}
	}
	// The committed budget file parses and budgets every guarded path.
	file, err := readBudgets("../bench/budget.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range benchPairs {
		for _, w := range []int{1, 2} {
			if _, ok := file[benchKey{p.name, w}]; !ok {
				t.Errorf("bench/budget.txt has no budget for %v", benchKey{p.name, w})
			}
		}
	}
	if len(file) != 2*len(benchPairs) {
		t.Errorf("bench/budget.txt has %d budgets, want %d", len(file), 2*len(benchPairs))
	}
}

// TestSlowModelIsSlower checks the guard's test knob: a slowed path plays
// each trial twice and still records each metric once a trial.
func TestSlowModelIsSlower(t *testing.T) {
	m := slowModel{compile(t, "active-scan", "scanners=3").Model}
	res, err := sim.Run(context.Background(), m, sim.Options{Trials: 1000, Seed: 1, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if n := res.Metrics[0].N(); n != 1000 {
		t.Errorf("slowed path recorded %d observations for 1000 trials", n)
	}
}
