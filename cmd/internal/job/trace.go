package job

import (
	"context"
	"errors"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// Trace plays trial number trial (from 0) of the run req describes (its
// scenario, settings and seed) with a recorder, exactly as the run plays
// it (sim.Replay), and returns the recording. A model whose trials cannot
// record is refused with a message naming the scenario.
func Trace(ctx context.Context, req Request, trial int64) (*trace.Recorder, error) {
	s, err := load(ctx, &req)
	if err != nil {
		return nil, err
	}
	vals, err := s.Bind(req.Sets)
	if err != nil {
		return nil, err
	}
	c, err := s.Compile(vals)
	if err != nil {
		return nil, err
	}
	if _, ok := c.Model.NewTrial().(sim.Traceable); !ok {
		return nil, usagef("scenario %s cannot be traced: its game does not record its trials yet", req.Scenario)
	}
	if trial < 0 {
		return nil, usagef("--trial must be 0 or more, got %d", trial)
	}
	rec := &trace.Recorder{}
	if _, err := sim.Replay(c.Model, req.Seed, trial, rec); err != nil {
		if errors.Is(err, sim.ErrBadOptions) {
			return nil, badRequest{err}
		}
		return nil, err
	}
	return rec, nil
}
