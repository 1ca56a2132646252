// Package sim is fleetlab's game-agnostic Monte Carlo engine: random streams,
// streaming accumulators, and the runner that plays trials on goroutine workers.
//
// # Determinism
//
// A run is (model, seed, trials). Trials are split into blocks of the
// model's block size ([BlockSize] unless the model is a [BlockSizer]; slow
// models choose smaller blocks, from an estimate of their cost computed from
// their content, see [BlockSizeFor]); block b draws only from its own
// [Stream], seeded from (seed, b) through splitmix64, and fills its own
// [Tally]. Merging tallies is exact and independent of order: proportions
// and histograms are integer counts, and [Moments] merge through exact
// fixed-point sums. Any grouping of the same blocks therefore gives the same
// state, byte for byte ([Tally.AppendBinary]), and the result is
// bit-identical for the same seed whatever the number of workers, the
// machine, or how blocks are shared out; a run of N trials is also a prefix
// of a run of M > N trials with the same seed.
//
// # Dice
//
// A [Stream] rolls six-sided dice twenty to one draw of its generator: the
// draw, read as a fraction of 2^64, is the twenty dice's value in base 6
// (Lemire's rejection makes every one of the 6^20 values equally likely,
// so the dice are exactly uniform and independent), and [Stream.D6] deals
// its digits in turn. Uint64, IntN and Float64 take draws of their own. So
// what a die shows depends on the dice rolled before it in its block,
// never on the machine; a trial whose only randomness is a run of dice
// until one shows a number ([Stream.FirstAtLeast]) can be played for a
// whole block at once, counted by outcome ([Stream.CountFirstAtLeast]),
// with the same draws.
//
// # Usage
//
// A game's rules core compiles a scenario into a [Model]. [Run] asks the model
// for one [Trial] per worker and calls [Trial.Play] once per trial, or
// [BlockTrial.PlayBlock] once per block when the Trial has it:
//
//	res, err := sim.Run(ctx, model, sim.Options{Trials: 1_000_000, Seed: 1})
//	for _, m := range res.Metrics {
//		lo, hi := m.CI95()
//		fmt.Println(m.Name, m.Estimate(), lo, hi)
//	}
//
// The hot path (one trial, or a block of them) must not allocate: a Trial
// resets its own state and records into the Tally by metric index.
//
// The two rules cores share the shapes of what they measure: each lists the
// quantities a scenario may name in a [QuantityTable], and keeps its
// probes in a list whose metrics [ProbeMetrics] gives and which
// [RecordProbes] records at the end of every trial. A core's per-worker
// state is its Trial.
package sim
