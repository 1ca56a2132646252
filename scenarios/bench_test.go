package scenarios

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// benchTrials is the size of one benchmark run: large enough that starting
// the workers is noise, small enough for a quick `make bench`.
const benchTrials = 1 << 21

// benchmarkModel runs model m, trials a run, on 1 and 2 workers
// (sub-benchmarks named prefix + "workers=N") and reports perTrial units a
// trial per second.
func benchmarkModel(b *testing.B, prefix string, m sim.Model, trials int64, perTrial float64, unit string) {
	for _, w := range []int{1, 2} {
		b.Run(fmt.Sprintf("%sworkers=%d", prefix, w), func(b *testing.B) {
			o := sim.Options{Trials: trials, Seed: 1, Workers: w}
			for b.Loop() {
				if _, err := sim.Run(context.Background(), m, o); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(perTrial*float64(trials)*float64(b.N)/b.Elapsed().Seconds(), unit)
		})
	}
}

// benchmarkScenario runs the built-in scenario name with sets, benchTrials
// a run, and reports trials per second.
func benchmarkScenario(b *testing.B, prefix, name string, sets ...string) {
	benchmarkModel(b, prefix, compile(b, name, sets...).Model, benchTrials, 1, "trials/s")
}

// benchmarkSource runs the scenario in src (named file) on 1 and 2 workers,
// 2^16 trials a run, and reports perTrial units a trial per second.
func benchmarkSource(b *testing.B, file, src string, perTrial float64, unit string) {
	s, err := Parse(file, []byte(src))
	if err != nil {
		b.Fatal(err)
	}
	vals, _ := s.Bind(nil)
	c, err := s.Compile(vals)
	if err != nil {
		b.Fatal(err)
	}
	benchmarkModel(b, "", c.Model, 1<<16, perTrial, unit)
}

// benchmarkYardstick runs a yardstick loop, play(trials, workers), on 1 and
// 2 workers (sub-benchmarks named prefix + "workers=N") and reports perTrial
// units a trial per second. With empty set, a run whose results sum to 0
// fails with that message: the loop must not be optimised away.
func benchmarkYardstick(b *testing.B, prefix string, trials int64, perTrial float64, unit, empty string, play func(trials int64, workers int) int64) {
	for _, w := range []int{1, 2} {
		b.Run(fmt.Sprintf("%sworkers=%d", prefix, w), func(b *testing.B) {
			var sink int64
			for b.Loop() {
				sink += play(trials, w)
			}
			if sink == 0 && empty != "" {
				b.Fatal(empty)
			}
			b.ReportMetric(perTrial*float64(trials)*float64(b.N)/b.Elapsed().Seconds(), unit)
		})
	}
}

// yardstick plays trials on workers goroutines, each with its own PCG
// stream, handing each goroutine its share of the trials; play returns a
// count that is summed, so the work cannot be optimised away.
func yardstick(trials int64, workers int, play func(r *bareStream, n int64) int64) int64 {
	var total atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n := trials / int64(workers)
			if int64(w) < trials%int64(workers) {
				n++
			}
			total.Add(play(&bareStream{PCG: *rand.NewPCG(uint64(w)+1, 0x9e3779b97f4a7c15)}, n))
		}()
	}
	wg.Wait()
	return total.Load()
}

// bareStream is a yardstick's random stream: a PCG generator and the dice
// dealt from its last draw, as sim.Stream keeps them.
type bareStream struct {
	rand.PCG
	frac uint64 // the fraction whose leading base-6 digits are the dice left
	left int    // the dice left
}

// d6 rolls a die the way sim.Stream does (sim/dice.go): twenty dice a
// draw, the base-6 digits of the draw read as a fraction, a draw refused
// when the low word of x·6^20 is below 2^64 mod 6^20. So a yardstick rolls
// the same kind of dice, at the same cost, as the path it measures.
func d6(r *bareStream) int {
	if r.left == 0 {
		const power = 3656158440062976 // 6^20
		x := r.Uint64()
		for x*power < (1<<64)%power {
			x = r.Uint64()
		}
		r.frac, r.left = x, 20
	}
	hi, lo := bits.Mul64(r.frac, 6)
	r.frac, r.left = lo, r.left-1
	return int(hi) + 1
}
