package sim

import (
	"context"
	"errors"
	"testing"

	"github.com/fleetlab/fleetlab/sim/trace"
)

// replayModel records one die per trial and, when traced, logs it.
type replayModel struct{ blockSize int }

func (m replayModel) Metrics() []Metric {
	return []Metric{{Name: "die", Kind: KindDistribution}, {Name: "u", Kind: KindMean}}
}
func (m replayModel) NewTrial() Trial { return &replayTrial{} }
func (m replayModel) BlockSize() int  { return m.blockSize }

type replayTrial struct{ rec *trace.Recorder }

func (t *replayTrial) Trace(r *trace.Recorder) { t.rec = r }
func (t *replayTrial) Play(s *Stream, tally *Tally) {
	d := s.D6()
	if t.rec.On() {
		t.rec.Logf("rolled %d", d)
	}
	tally.Int(0, d)
	tally.Real(1, s.Float64())
}

// TestReplayIsTheSameTrial checks the trace contract of design notes rule
// 2: replaying trial N gives the outcome trial N had in the run, in the
// first block and in later ones, and records that trial only.
func TestReplayIsTheSameTrial(t *testing.T) {
	m := replayModel{blockSize: 16}
	const trials = 100
	// the run's trials one by one: block b's stream, trials in order
	var want []float64
	for b := int64(0); b*16 < trials; b++ {
		var s Stream
		s.Reset(9, uint64(b))
		c := NewCapture(m.Metrics())
		tr := m.NewTrial()
		for i := b * 16; i < min((b+1)*16, trials); i++ {
			tr.Play(&s, c)
			want = append(want, c.Value(1))
		}
	}
	for _, n := range []int64{0, 1, 15, 16, 17, 63, 99} {
		var rec trace.Recorder
		got, err := Replay(m, 9, n, &rec)
		if err != nil {
			t.Fatal(err)
		}
		if got.Value(1) != want[n] {
			t.Errorf("trial %d replayed with u = %v, the run had %v", n, got.Value(1), want[n])
		}
		if len(rec.Entries) != 1 {
			t.Errorf("trial %d: %d entries recorded, want the traced trial's 1", n, len(rec.Entries))
		}
	}
	// the run itself agrees: the sum of every trial's u
	res, err := Run(context.Background(), m, Options{Trials: trials, Seed: 9, Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for _, u := range want {
		sum += u
	}
	if mean := res.Metrics[1].Moments.Mean(); mean*trials-sum > 1e-9 || sum-mean*trials > 1e-9 {
		t.Errorf("the run's mean u %v is not the trials' %v", mean, sum/trials)
	}
}

// TestReplayRefuses checks the errors: a negative trial, and a model whose
// trials cannot be traced.
func TestReplayRefuses(t *testing.T) {
	if _, err := Replay(replayModel{blockSize: 16}, 1, -1, nil); !errors.Is(err, ErrBadOptions) {
		t.Errorf("trial -1: %v", err)
	}
	if _, err := Replay(untraceable{}, 1, 0, nil); err == nil {
		t.Error("an untraceable model was replayed")
	}
}

type untraceable struct{}

func (untraceable) Metrics() []Metric { return []Metric{{Name: "x", Kind: KindProbability}} }
func (untraceable) NewTrial() Trial   { return untraceableTrial{} }

type untraceableTrial struct{}

func (untraceableTrial) Play(*Stream, *Tally) {}
