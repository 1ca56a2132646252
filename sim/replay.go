package sim

import (
	"fmt"

	"github.com/fleetlab/fleetlab/sim/trace"
)

// Traceable is implemented by a [Trial] that can record what happens in
// the trials it plays. Trace sets the recorder the following Play calls
// write to; nil turns recording off. Recording must not change what a
// trial draws or records.
type Traceable interface {
	Trace(r *trace.Recorder)
}

// Replay plays trial number trial (counted from 0) of a run of m with seed
// exactly as [Run] plays it, with rec recording it, and returns what the
// trial recorded: Value(i) of the returned capture is metric i's outcome.
// It resets the stream of the trial's block, plays the block's earlier
// trials silently, and the trial itself with the recorder set: the
// determinism contract (each block its own stream, each trial resetting its
// state) makes that the same trial, whatever the workers of the run were.
// It returns an error when m's trials cannot record, or trial is out of
// range.
func Replay(m Model, seed uint64, trial int64, rec *trace.Recorder) (*Tally, error) {
	if trial < 0 || trial >= MaxTrials {
		return nil, fmt.Errorf("%w: trial must be in 0..%d, got %d", ErrBadOptions, int64(MaxTrials)-1, trial)
	}
	bs, err := blockSizeOf(m)
	if err != nil {
		return nil, err
	}
	p := m.NewTrial()
	tp, ok := p.(Traceable)
	if !ok {
		return nil, fmt.Errorf("sim: this model's trials cannot be traced")
	}
	block, first := trial/bs, trial/bs*bs
	var s Stream
	s.Reset(seed, uint64(block))
	silent := NewCapture(m.Metrics())
	tp.Trace(nil)
	for range trial - first {
		p.Play(&s, silent)
	}
	capture := NewCapture(m.Metrics())
	tp.Trace(rec)
	p.Play(&s, capture)
	tp.Trace(nil)
	return capture, nil
}
