package cli

import (
	"context"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
)

// whileReading returns read's result, or gives up once ctx is cancelled:
// reading a file can block for ever (a FIFO with no writer, a stalled
// network mount), and the first Ctrl-C must still end the command. The
// abandoned read ends with the process. what names the files in the
// message.
func whileReading[T any](ctx context.Context, what string, read func() (T, error)) (T, error) {
	type result struct {
		v   T
		err error
	}
	ch := make(chan result, 1)
	go func() {
		v, err := read()
		ch <- result{v, err}
	}()
	select {
	case r := <-ch:
		return r.v, r.err
	case <-ctx.Done():
		var zero T
		return zero, job.Interrupted(reports.Msgf("interrupted while reading %s: nothing was run", what))
	}
}
