package armadalist

import (
	"fmt"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
)

// Error is a problem at one place of a list or catalogue file: the file,
// the line (0 for the whole file), the card or field, and what is wrong.
// It is the scenario files' error (scenarios.Error): it prints as
// "file:line: field: problem" and is scenarios.ErrScenario for errors.Is,
// a bad input.
type Error = yamldoc.Error

// errorAt returns an *Error at line of file.
func errorAt(file string, line int, field, format string, args ...any) error {
	return &Error{File: file, Line: line, Field: field, Err: fmt.Errorf(format, args...)}
}
