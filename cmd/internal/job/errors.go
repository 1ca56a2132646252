package job

import (
	"errors"
	"strings"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// ErrInterrupted is returned when a job was stopped early (by cancelling
// its context); its text is what the user reads below the partial result.
var ErrInterrupted error = reports.Msgf("interrupted: the partial result above covers the trials completed")

// stopped is an interruption before or after the run: reading a file or
// writing a report folder. It is ErrInterrupted for errors.Is, with its own
// message.
type stopped struct{ *reports.Msg }

func (s stopped) Unwrap() error        { return s.Msg }
func (s stopped) Is(target error) bool { return target == ErrInterrupted }

// Interrupted returns an error that is ErrInterrupted for errors.Is, worded
// by msg: an interruption outside the run itself.
func Interrupted(msg *reports.Msg) error { return stopped{msg} }

// badRequest marks a mistake in the request itself: a value out of range,
// settings that do not go together.
type badRequest struct{ error }

// Unwrap returns the mistake, so that its words can be translated.
func (b badRequest) Unwrap() error { return b.error }

// BadRequest marks err as a mistake in the request (see IsBadInput).
func BadRequest(err error) error { return badRequest{err} }

// IsBadInput reports whether err is the requester's mistake: a bad
// scenario file, parameter or request (exit status 2 on the command line,
// 400 on the web), rather than a failure while running or writing.
func IsBadInput(err error) bool {
	var b badRequest
	return errors.As(err, &b) || errors.Is(err, scenarios.ErrScenario) || errors.Is(err, sim.ErrBadOptions)
}

// usagef is a bad request worded by a catalogue key.
func usagef(key string, args ...any) error { return badRequest{reports.Msgf(key, args...)} }

// Message returns the line the command prints for err, in l: "fleetlab: "
// and the error's words (once, however the error was wrapped). The web
// page shows the same line.
func Message(err error, l reports.Lang) string {
	return "fleetlab: " + strings.TrimPrefix(l.Text(err), "fleetlab: ")
}
