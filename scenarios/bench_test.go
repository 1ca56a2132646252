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

func benchmarkScenario(b *testing.B, name string, workers int, sets ...string) {
	c := compile(b, name, sets...)
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

// yardstick plays trials on workers goroutines, each with its own PCG
// stream, handing each goroutine its share of the trials; play returns a
// count that is summed, so the work cannot be optimised away.
func yardstick(trials int64, workers int, play func(r *rand.PCG, n int64) int64) int64 {
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
			total.Add(play(rand.NewPCG(uint64(w)+1, 0x9e3779b97f4a7c15), n))
		}()
	}
	wg.Wait()
	return total.Load()
}

// d6 rolls a die the way sim.Stream does, without its rejection step
// (which fires with probability 6/2^64).
func d6(r *rand.PCG) int {
	hi, _ := bits.Mul64(r.Uint64(), 6)
	return int(hi) + 1
}

// minimalActiveScan is the yardstick for active-scan: the same dice in a
// bare loop, the tallies (revealed, Signature 0/6/12) in local variables;
// no scenario, no rules core, no engine.
func minimalActiveScan(trials int64, workers, scanners int) int64 {
	return yardstick(trials, workers, func(r *rand.PCG, n int64) int64 {
		var revealed int64
		var sig [3]int64
		for range n {
			silent, spikes := true, 0
			for range scanners {
				if silent {
					silent = d6(r) < 4
				} else {
					spikes++
				}
			}
			if !silent {
				revealed++
				sig[min(2, spikes)]++
			}
		}
		return revealed + sig[0] + sig[2]
	})
}

// BenchmarkMinimalActiveScan is the yardstick for BenchmarkActiveScan.
func BenchmarkMinimalActiveScan(b *testing.B) {
	for _, scanners := range []int{1, 3} {
		for _, w := range []int{1, 2} {
			b.Run(fmt.Sprintf("scanners=%d/workers=%d", scanners, w), func(b *testing.B) {
				var sink int64
				for b.Loop() {
					sink += minimalActiveScan(benchTrials, w, scanners)
				}
				if sink == 0 {
					b.Fatal("nothing revealed")
				}
				b.ReportMetric(float64(benchTrials)*float64(b.N)/b.Elapsed().Seconds(), "trials/s")
			})
		}
	}
}

// minimalTieBreak is the yardstick for tie-break: the same roll-off (1d6 +
// Admiral each, ties re-rolled) in a bare loop, tallying A's wins and the
// roll-offs in local variables.
func minimalTieBreak(trials int64, workers, avA, avB int) int64 {
	return yardstick(trials, workers, func(r *rand.PCG, n int64) int64 {
		var wins, rolls int64
		for range n {
			for {
				rolls++
				if x, y := d6(r)+avA, d6(r)+avB; x != y {
					if x > y {
						wins++
					}
					break
				}
			}
		}
		return wins + rolls
	})
}

// BenchmarkMinimalTieBreak is the yardstick for BenchmarkTieBreak.
func BenchmarkMinimalTieBreak(b *testing.B) {
	for _, w := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", w), func(b *testing.B) {
			var sink int64
			for b.Loop() {
				sink += minimalTieBreak(benchTrials, w, 2, 1)
			}
			if sink == 0 {
				b.Fatal("player A never won")
			}
			b.ReportMetric(float64(benchTrials)*float64(b.N)/b.Elapsed().Seconds(), "trials/s")
		})
	}
}

// BenchmarkArmadaAttack is the full `fleetlab run armada-attack` path at
// its defaults: 3 red + 2 blue at medium range against a ship with Brace
// and Redirect, both players deciding by policy.
func BenchmarkArmadaAttack(b *testing.B) {
	for _, w := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", w), func(b *testing.B) {
			benchmarkScenario(b, "armada-attack", w)
		})
	}
}

// minimalArmadaAttack is the yardstick for armada-attack: roll 3 red and
// 2 blue dice from the face tables, total hits and crits, halve it when
// no accuracy came up (the Brace that an accuracy would lock), in a bare
// loop.
func minimalArmadaAttack(trials int64, workers int) int64 {
	red := [8][2]int8{{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 1}, {2, 0}} // damage, accuracy
	blue := [8][2]int8{{1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 1}, {0, 1}}
	return yardstick(trials, workers, func(r *rand.PCG, n int64) int64 {
		var total int64
		for range n {
			dmg, acc := 0, int8(0)
			for range 3 {
				f := red[r.Uint64()>>61]
				dmg, acc = dmg+int(f[0]), acc|f[1]
			}
			for range 2 {
				f := blue[r.Uint64()>>61]
				dmg, acc = dmg+int(f[0]), acc|f[1]
			}
			if acc == 0 && dmg >= 2 {
				dmg = (dmg + 1) / 2
			}
			total += int64(dmg)
		}
		return total
	})
}

// BenchmarkMinimalArmadaAttack is the yardstick for BenchmarkArmadaAttack.
func BenchmarkMinimalArmadaAttack(b *testing.B) {
	for _, w := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", w), func(b *testing.B) {
			var sink int64
			for b.Loop() {
				sink += minimalArmadaAttack(benchTrials, w)
			}
			if sink == 0 {
				b.Fatal("no damage")
			}
			b.ReportMetric(float64(benchTrials)*float64(b.N)/b.Elapsed().Seconds(), "trials/s")
		})
	}
}
