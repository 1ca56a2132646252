package scenarios

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// compile compiles a built-in scenario with sets.
func compile(t testing.TB, name string, sets ...string) *Compiled {
	t.Helper()
	s, err := Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	return bind(t, s, sets...)
}

// compileSource parses a scenario file's text and compiles it with sets.
func compileSource(t testing.TB, file, src string, sets ...string) *Compiled {
	t.Helper()
	s, err := Parse(file, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return bind(t, s, sets...)
}

// bind compiles scenario s with sets.
func bind(t testing.TB, s *Scenario, sets ...string) *Compiled {
	t.Helper()
	vals, err := s.Bind(sets)
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Compile(vals)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// run compiles a built-in scenario with sets and plays it.
func run(t testing.TB, name string, trials int64, seed uint64, sets ...string) *sim.Result {
	t.Helper()
	return runModel(t, compile(t, name, sets...), trials, seed)
}

// runModel plays a compiled scenario.
func runModel(t testing.TB, c *Compiled, trials int64, seed uint64) *sim.Result {
	t.Helper()
	r, err := sim.Run(context.Background(), c.Model, sim.Options{Trials: trials, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func metric(t testing.TB, r *sim.Result, name string) *sim.MetricResult {
	t.Helper()
	for i := range r.Metrics {
		if r.Metrics[i].Name == name {
			return &r.Metrics[i]
		}
	}
	t.Fatalf("no metric %s", name)
	return nil
}

// exactSignature is the exact distribution of the target's Signature after
// k Active Scans (seed 003): each scan of a silent target spots it with
// probability 1/2 (a 4+ on a d6) and adds nothing; every later scan adds a
// Minor Spike, two make a Major, and it grows no further.
func exactSignature(k, sig int) map[int]float64 {
	m := map[int]float64{0: math.Pow(0.5, float64(k))}
	for j := 1; j <= k; j++ { // first spotted by scan j
		later := k - j
		m[sig+dropfleet.SpikeInches*min(2, later)] += math.Pow(0.5, float64(j))
	}
	return m
}

// TestActiveScanMatchesExact checks the active-scan scenario against
// 1 - 2^-k and the exact Signature distribution (seed 003, Active Scan).
func TestActiveScanMatchesExact(t *testing.T) {
	for _, tc := range []struct{ scanners, sig int }{{1, 6}, {2, 6}, {3, 6}, {4, 3}, {5, 0}, {7, 6}} {
		t.Run(fmt.Sprintf("scanners=%d,sig=%d", tc.scanners, tc.sig), func(t *testing.T) {
			r := run(t, "active-scan", 100_000, uint64(tc.scanners),
				fmt.Sprint("scanners=", tc.scanners), fmt.Sprint("target_sig=", tc.sig))
			rev := metric(t, r, "revealed")
			simtest.Proportion(t, "revealed", rev.Proportion.Successes, rev.Proportion.Trials, 1-math.Pow(0.5, float64(tc.scanners)))
			sig := metric(t, r, "target_signature")
			simtest.Distribution(t, "target_signature", &sig.Histogram, exactSignature(tc.scanners, tc.sig))
		})
	}
}

// TestActiveScanDesignExample checks the figures of the JSON example in
// shared/design.md: two scanners, Signature 6 → revealed 3/4, Signature 0,
// 6 or 12 inches with 1/4, 1/4 and 1/2.
func TestActiveScanDesignExample(t *testing.T) {
	want := map[int]float64{0: 0.25, 6: 0.25, 12: 0.5}
	got := exactSignature(2, 6)
	for k, p := range want {
		if got[k] != p {
			t.Errorf("P(signature = %d) = %v, want %v", k, got[k], p)
		}
	}
}

// TestTieBreakMatchesExact checks the tie-break scenario for several
// Admiral pairs under both rules (seed 001; rules notes §9 item 1).
func TestTieBreakMatchesExact(t *testing.T) {
	for _, rule := range []dropfleet.Rolloff{dropfleet.RolloffAdmiral, dropfleet.RolloffPlain} {
		for _, av := range [][2]int{{1, 1}, {2, 1}, {1, 4}, {6, 2}, {3, 3}} {
			t.Run(fmt.Sprintf("%v/%d-%d", rule, av[0], av[1]), func(t *testing.T) {
				r := run(t, "tie-break", 50_000, uint64(10*av[0]+av[1]),
					fmt.Sprint("admiral_a=", av[0]), fmt.Sprint("admiral_b=", av[1]), "rolloff="+rule.String())
				win, tie := dropfleet.RollOffOdds(av[0], av[1], rule)
				p := win / (1 - tie)
				ch := metric(t, r, "a_chooses")
				simtest.Proportion(t, "a_chooses", ch.Proportion.Successes, ch.Proportion.Trials, p)
				first := metric(t, r, "a_first")
				if first.Proportion != ch.Proportion {
					t.Errorf("choice=first: a_first %+v differs from a_chooses %+v", first.Proportion, ch.Proportion)
				}
				rolls := metric(t, r, "rolls")
				exact := map[int]float64{}
				for k := 1; k <= rolls.Histogram.Max(); k++ {
					exact[k] = math.Pow(tie, float64(k-1)) * (1 - tie)
				}
				simtest.Distribution(t, "rolls", &rolls.Histogram, exact)
			})
		}
	}
}

// TestTieBreakChoice checks that the winner's choice is played: choosing to
// go second hands the first activation to the other player.
func TestTieBreakChoice(t *testing.T) {
	r := run(t, "tie-break", 20_000, 1, "admiral_a=4", "choice=second")
	ch, first := metric(t, r, "a_chooses"), metric(t, r, "a_first")
	if ch.Proportion.Successes+first.Proportion.Successes != ch.Proportion.Trials {
		t.Errorf("a chose %d times and went first %d times in %d trials; with choice=second these must add up",
			ch.Proportion.Successes, first.Proportion.Successes, ch.Proportion.Trials)
	}
}

// wantEditError edits src (old to new, once), parses it as file and checks
// that the error contains want: the shape of the bad-input tests.
func wantEditError(t *testing.T, file, src, old, new, want string) {
	t.Helper()
	if !strings.Contains(src, old) {
		t.Fatalf("case does not apply: %q", old)
	}
	_, err := Parse(file, []byte(strings.Replace(src, old, new, 1)))
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
}
