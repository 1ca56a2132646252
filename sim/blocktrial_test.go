package sim

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

// blockModel is wideModel whose trials are a BlockTrial, counting the
// blocks played through PlayBlock.
type blockModel struct{ blocks *atomic.Int64 }

func (blockModel) Metrics() []Metric { return wideModel{}.Metrics() }

func (m blockModel) NewTrial() Trial { return blockTrial(m) }

type blockTrial struct{ blocks *atomic.Int64 }

func (blockTrial) Play(s *Stream, t *Tally) { wideTrial{}.Play(s, t) }

func (b blockTrial) PlayBlock(s *Stream, t *Tally, n int64, stop *atomic.Bool) int64 {
	b.blocks.Add(1)
	return PlayEach(b, s, t, n, stop)
}

// TestRunPlaysBlockTrials checks that Run plays a BlockTrial's blocks
// through PlayBlock, one call a block, with the result of the same trials
// played one by one.
func TestRunPlaysBlockTrials(t *testing.T) {
	const trials = 5*BlockSize + 77
	var blocks atomic.Int64
	for _, w := range []int{1, 2} {
		blocks.Store(0)
		o := Options{Trials: trials, Seed: 5, Workers: w}
		sameResult(t, mustRun(t, wideModel{}, o), mustRun(t, blockModel{&blocks}, o))
		if got := blocks.Load(); got != 6 {
			t.Errorf("workers %d: %d blocks played through PlayBlock, want 6", w, got)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := Run(ctx, blockModel{&blocks}, Options{Trials: trials, Seed: 5, Workers: 1})
	if err != nil || !r.Interrupted || r.Trials != 0 {
		t.Errorf("cancelled: interrupted %v, %d trials, %v; want true, 0, nil", r.Interrupted, r.Trials, err)
	}
}

// TestAddNIsRepeatedAdd checks that recording n equal observations at once
// leaves a histogram and a proportion as n single records do, also where
// the histogram must grow below and above what it holds.
func TestAddNIsRepeatedAdd(t *testing.T) {
	adds := []struct {
		v int
		n int64
	}{{5, 3}, {5, 1}, {-20, 2}, {40, 7}, {6, 1}, {-21, 4}}
	var once, each Histogram
	var ponce, peach Proportion
	for _, a := range adds {
		once.AddN(a.v, a.n)
		ponce.AddN(a.v > 0, a.n)
		for range a.n {
			each.Add(a.v)
			peach.Add(a.v > 0)
		}
	}
	if once.N() != each.N() || once.Mean() != each.Mean() || ponce != peach {
		t.Errorf("AddN: n %d mean %v %+v; Add: n %d mean %v %+v", once.N(), once.Mean(), ponce, each.N(), each.Mean(), peach)
	}
	for _, v := range []int{-22, -21, -20, 5, 6, 40, 41} {
		if once.Count(v) != each.Count(v) {
			t.Errorf("count of %d: %d by AddN, %d by Add", v, once.Count(v), each.Count(v))
		}
	}
}

// longTrial is a trial of many steps that reads the stop between them
// (Stream.Stopped) and records its draws only when it was not cut.
type longTrial struct{ steps int }

func (l *longTrial) Play(s *Stream, t *Tally) {
	sum := 0
	for range l.steps {
		if s.Stopped() {
			return
		}
		sum += s.D6()
	}
	t.Int(0, sum)
}

type longModel struct{ steps int }

func (m *longModel) Metrics() []Metric { return []Metric{{Name: "sum", Kind: KindDistribution}} }
func (m *longModel) NewTrial() Trial   { return &longTrial{m.steps} }

// TestStoppedInsideATrial (issue 36 item 4): a trial that reads
// Stream.Stopped between its steps plays exactly as one that does not
// while the run is not stopped (the same numbers, bit for bit), and when
// the run is stopped the trial cut short is neither recorded nor counted.
func TestStoppedInsideATrial(t *testing.T) {
	m := &longModel{steps: 50}
	a, err := Run(context.Background(), m, Options{Trials: 5000, Seed: 3, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	s := NewStream(3, 0)
	var want Histogram
	for range 5000 {
		if s.Cut() {
			t.Fatal("a stream with no stop flag cut a trial")
		}
		sum := 0
		for range 50 {
			sum += s.D6()
		}
		want.Add(sum)
		if want.N() == BlockSize {
			s = NewStream(3, 1)
		}
	}
	if a.Metrics[0].Histogram.Mean() != want.Mean() || a.Trials != 5000 {
		t.Errorf("a trial reading the stop gives mean %v of %d trials, the same trial without %v", a.Metrics[0].Histogram.Mean(), a.Trials, want.Mean())
	}
	ctx, cancel := context.WithCancel(context.Background())
	long := &longModel{steps: 1 << 40}
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	r, err := Run(ctx, long, Options{Trials: 10, Seed: 3, Workers: 2})
	if err != nil || !r.Interrupted || r.Trials != 0 || r.Metrics[0].Histogram.N() != 0 {
		t.Errorf("stopped inside a trial of 2^40 steps: %v, interrupted %v, %d trials, %d observations; want none counted nor recorded",
			err, r.Interrupted, r.Trials, r.Metrics[0].Histogram.N())
	}
}
