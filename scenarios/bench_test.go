package scenarios

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// benchTrials is the size of one benchmark run: large enough that starting
// the workers is noise, small enough for a quick `make bench`.
const benchTrials = 1 << 21

func benchmarkScenario(b *testing.B, name string, workers int, sets ...string) {
	s, err := Builtin(name)
	if err != nil {
		b.Fatal(err)
	}
	vals, err := s.Bind(sets)
	if err != nil {
		b.Fatal(err)
	}
	c, err := s.Compile(vals)
	if err != nil {
		b.Fatal(err)
	}
	o := sim.Options{Trials: benchTrials, Seed: 1, Workers: workers}
	for b.Loop() {
		if _, err := sim.Run(context.Background(), c.Model, o); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(benchTrials)*float64(b.N)/b.Elapsed().Seconds(), "trials/s")
}

// BenchmarkActiveScan is the full `fleetlab run active-scan --set
// scanners=N` path: compiled scenario, engine, rules core, accumulators.
func BenchmarkActiveScan(b *testing.B) {
	for _, scanners := range []int{1, 3} {
		for _, w := range []int{1, 2} {
			b.Run(fmt.Sprintf("scanners=%d/workers=%d", scanners, w), func(b *testing.B) {
				benchmarkScenario(b, "active-scan", w, fmt.Sprint("scanners=", scanners))
			})
		}
	}
}

// BenchmarkTieBreak is the full `fleetlab run tie-break` path.
func BenchmarkTieBreak(b *testing.B) {
	for _, w := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", w), func(b *testing.B) {
			benchmarkScenario(b, "tie-break", w, "admiral_a=2")
		})
	}
}

// minimalActiveScan is the yardstick: the same dice as active-scan rolled in
// a bare loop on the same number of goroutines, with the same tallies kept
// in local variables; no scenario, no rules core, no engine.
func minimalActiveScan(trials int64, workers, scanners int) (revealed int64, sig [3]int64) {
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.NewPCG(uint64(w)+1, 0x9e3779b97f4a7c15)
			var rev int64
			var hist [3]int64
			for i := int64(w); i < trials; i += int64(workers) {
				silent, spikes := true, 0
				for range scanners {
					if silent {
						hi, _ := bits.Mul64(r.Uint64(), 6) // a d6, as sim.Stream draws it
						silent = hi+1 < 4
					} else {
						spikes++
					}
				}
				if !silent {
					rev++
					hist[min(2, spikes)]++
				}
			}
			mu.Lock()
			revealed += rev
			for i := range sig {
				sig[i] += hist[i]
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	return revealed, sig
}

// BenchmarkMinimalActiveScan is the yardstick for BenchmarkActiveScan.
func BenchmarkMinimalActiveScan(b *testing.B) {
	for _, scanners := range []int{1, 3} {
		for _, w := range []int{1, 2} {
			b.Run(fmt.Sprintf("scanners=%d/workers=%d", scanners, w), func(b *testing.B) {
				var sink int64
				for b.Loop() {
					r, _ := minimalActiveScan(benchTrials, w, scanners)
					sink += r
				}
				if sink == 0 {
					b.Fatal("nothing revealed")
				}
				b.ReportMetric(float64(benchTrials)*float64(b.N)/b.Elapsed().Seconds(), "trials/s")
			})
		}
	}
}
