package sim

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// BlockSize is the number of trials in one block of a model that does not
// choose its own (see [BlockSizer]), and the largest block a model may
// choose. It is part of the determinism contract: changing it changes every
// result for every seed.
const BlockSize = 4096

// precisionRoundBlocks is the blocks of a round of a precision run.
// Rounds are where a precision run decides to stop, so the round size is
// fixed (never derived from the worker count). A run without a precision
// target plays all its blocks in one round: its workers never wait for
// each other but at its end, and the round size never changes a result.
const precisionRoundBlocks = 32

// MaxTrials is the largest number of trials a run accepts.
const MaxTrials = 1 << 50

// Model is a compiled scenario: the metrics it records and a factory for
// the per-worker state that plays trials.
type Model interface {
	// Metrics lists what every trial records, in tally index order.
	Metrics() []Metric
	// NewTrial returns a fresh player for one worker. Run calls it once per
	// worker, never concurrently with the returned Trial's Play.
	NewTrial() Trial
}

// Trial plays trials for one worker. Play plays one whole trial, drawing only
// from s, and records every metric of the model into t exactly once. It
// must not allocate in the steady state and must reset whatever state it
// keeps between trials.
type Trial interface {
	Play(s *Stream, t *Tally)
}

// Options are the parameters of a run.
type Options struct {
	// Trials is the number of trials to play, or with Precision the cap.
	// It must be in [1, MaxTrials].
	Trials int64
	// Seed selects the random streams.
	Seed uint64
	// Workers is the number of goroutines; 0 means runtime.GOMAXPROCS(0).
	// It changes speed only, never the result.
	Workers int
	// Precision, when positive, stops the run after the first round of
	// blocks at which every metric's 95% interval has half-width at most
	// Precision (in the metric's own units).
	Precision float64
	// Done, when not nil, is increased by the trials of each block as it
	// completes, for progress display. It is written concurrently.
	Done *atomic.Int64
	// Blocks, when not nil, says which blocks to play: block b (numbered
	// from 0, of Trials/block size rounded up) is played when Blocks(b) is
	// true, and the result holds the blocks played alone, their exact
	// state ready to be merged with the other blocks' (a shard's partial
	// result; see Result.Tally). It must not be used with Precision.
	Blocks func(b int64) bool
	// blockSize is the model's block size, set by Run.
	blockSize int64
}

// ErrBadOptions is wrapped by the errors Run returns for invalid options.
var ErrBadOptions = errors.New("sim: bad run options")

// Validate reports whether o describes a run that can be played.
func (o Options) Validate() error {
	switch {
	case o.Trials < 1:
		return fmt.Errorf("%w: trials must be at least 1, got %d", ErrBadOptions, o.Trials)
	case o.Trials > MaxTrials:
		return fmt.Errorf("%w: trials must be at most %d, got %d", ErrBadOptions, int64(MaxTrials), o.Trials)
	case o.Workers < 0:
		return fmt.Errorf("%w: workers must be at least 1, got %d", ErrBadOptions, o.Workers)
	case o.Precision < 0 || math.IsNaN(o.Precision) || math.IsInf(o.Precision, 0):
		return fmt.Errorf("%w: precision must be a positive number, got %v", ErrBadOptions, o.Precision)
	case o.Precision > 0 && o.Blocks != nil:
		return fmt.Errorf("%w: a precision target needs every block, not a selection", ErrBadOptions)
	}
	return nil
}

// Result is the outcome of a run.
type Result struct {
	Seed    uint64
	Trials  int64 // trials actually played
	Workers int
	// BlockSize is the number of trials in each block (the last may have
	// fewer), the model's choice: part of the run's identity, since the
	// same seed with another block size gives other numbers.
	BlockSize int
	// Interrupted is true when the context was cancelled before the run
	// finished. The result then holds whole trials only: every block that
	// completed, and the trials already played of each block cut short
	// (at most one per worker). Such a result is marked by this flag and is
	// not reproducible; an uninterrupted result always is.
	Interrupted bool
	// Converged is true when a precision target was set and reached.
	Converged bool
	Elapsed   time.Duration
	Metrics   []MetricResult
}

// MetricResult is one metric with everything recorded for it.
type MetricResult struct {
	Metric
	Accumulator
}

// Run plays o.Trials trials of m (or, with o.Precision, until the target is
// met) and returns the merged result. If ctx is cancelled, Run stops within
// one trial per worker (a long trial that reads Stream.Stopped within
// one of its rounds or activations) and returns the partial result with
// Interrupted set and a nil error. Run returns an error only for invalid options.
func Run(ctx context.Context, m Model, o Options) (*Result, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	bs, err := blockSizeOf(m)
	if err != nil {
		return nil, err
	}
	o.blockSize = bs
	workers := o.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	start := time.Now()
	metrics := m.Metrics()
	total := NewTally(metrics)
	nblocks := (o.Trials + bs - 1) / bs
	roundBlocks := nblocks
	if o.Precision > 0 {
		roundBlocks = min(precisionRoundBlocks, nblocks)
	}
	// a worker with no block to play would only hold a trial state: never
	// build more than a round has blocks
	workers = int(min(int64(workers), roundBlocks))
	crew := make([]*worker, workers)
	for w := range crew {
		crew[w] = &worker{trial: m.NewTrial(), block: NewTally(metrics), round: NewTally(metrics)}
	}

	// stop is set once ctx is cancelled; workers read it between trials,
	// and long trials between rounds and activations (Stream.Stopped),
	// which costs one uncontended load each
	stop := &new(alone[atomic.Bool]).v // alone on its cache line: no write to a neighbour makes the workers fetch it again
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	stop.Store(ctx.Err() != nil) // AfterFunc calls late on a context already done

	res := &Result{Seed: o.Seed, Workers: workers, BlockSize: int(bs)}
	for first := int64(0); first < nblocks; first += roundBlocks {
		n := min(roundBlocks, nblocks-first)
		playRound(stop, o, first, n, crew)
		for _, w := range crew { // merging is exact in any order
			total.Merge(w.round)
		}
		if ctx.Err() != nil {
			res.Interrupted = true
			break
		}
		if o.Precision > 0 && maxHalfWidth(total) <= o.Precision {
			res.Converged = true
			break
		}
	}
	res.Elapsed = time.Since(start)
	res.setTally(metrics, total)
	return res, nil
}

// setTally sets r's trials and metrics to t's observations of metrics.
func (r *Result) setTally(metrics []Metric, t *Tally) {
	r.Trials = t.trials
	r.Metrics = make([]MetricResult, len(metrics))
	for i, mt := range metrics {
		a := t.acc[i] // trimmed as a copy: t stays as it is
		a.Histogram.trim()
		r.Metrics[i] = MetricResult{Metric: mt, Accumulator: a}
	}
}

// worker is one goroutine's own stream, trial player and tallies, padded
// so that two workers' hot data never share a cache line.
type worker struct {
	_      CacheLinePad
	stream Stream
	trial  Trial
	block  *Tally // the block in play
	round  *Tally // the blocks it played this round, merged
	_      CacheLinePad
}

// playRound plays blocks [first, first+n) on len(crew) goroutines. Each
// block fills its worker's block tally from empty, in trial order, and is
// then merged into the worker's round tally (merging is exact and
// independent of order, so which worker played which block changes
// nothing), in the worker's goroutine: the round's blocks are merged in
// parallel, and Run merges only one tally a worker. Once stop is set, a
// block in play ends after its current trial with the whole trials played
// so far, and no block starts.
func playRound(stop *atomic.Bool, o Options, first, n int64, crew []*worker) {
	next := &new(alone[atomic.Int64]).v // its own cache line: no worker's read of stop fetches it again
	var wg sync.WaitGroup
	for _, w := range crew {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p, s, t := w.trial, &w.stream, w.block
			s.stop = stop // a long trial reads it between its rounds and activations (Stream.Stopped)
			w.round.reset()
			for {
				i, end, ok := takeBlocks(next, n, len(crew))
				if !ok {
					return
				}
				for ; i < end; i++ {
					if stop.Load() {
						return // no block starts once stop is set
					}
					b := first + i
					if o.Blocks != nil && !o.Blocks(b) {
						continue
					}
					trials := min(o.blockSize, o.Trials-b*o.blockSize)
					t.reset()
					s.Reset(o.Seed, uint64(b))
					played := playBlock(p, s, t, trials, stop)
					t.trials = played
					if played > 0 {
						w.round.Merge(t)
					}
					if o.Done != nil {
						o.Done.Add(played)
					}
				}
			}
		}()
	}
	wg.Wait()
}

// alone holds a value alone on its cache line.
type alone[T any] struct {
	_ CacheLinePad
	v T
	_ CacheLinePad
}

// takeBlocks takes the next run of blocks [i, end) of a round of n for
// one of workers workers from the shared count next: a share of the blocks
// left that shrinks as they run out (an eighth of an even share, at least
// one block), so that the workers meet at the shared count a few dozen
// times a round rather than once a block, and still end the round within
// a block of each other. ok is false when no block is left.
func takeBlocks(next *atomic.Int64, n int64, workers int) (i, end int64, ok bool) {
	for {
		i = next.Load()
		if i >= n {
			return 0, 0, false
		}
		end = i + max(1, (n-i)/int64(8*workers))
		if next.CompareAndSwap(i, end) {
			return i, end, true
		}
	}
}

// maxHalfWidth is the widest 95% interval half-width over t's metrics.
func maxHalfWidth(t *Tally) float64 {
	var w float64
	for i := range t.acc {
		lo, hi := t.acc[i].CI95()
		w = max(w, (hi-lo)/2)
	}
	return w
}

// Limited is implemented by a [Model] that leaves some rules, cards or
// special rules of its scenario unplayed: Unmodelled names each of them,
// and every report of a run shows the list ("played without effect: …"),
// so nothing is dropped silently.
type Limited interface {
	Unmodelled() []string
}

// UnmodelledOf returns what m leaves unplayed, or nil.
func UnmodelledOf(m Model) []string {
	if l, ok := m.(Limited); ok {
		return l.Unmodelled()
	}
	return nil
}
