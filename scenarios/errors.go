package scenarios

import (
	"errors"
	"fmt"
)

// ErrScenario is wrapped by every error about a scenario file or its
// parameters, so callers can tell bad input from failures of their own.
var ErrScenario = errors.New("scenarios: bad scenario")

// Error is a problem at one place in a scenario file: the file, the line
// (1-based; 0 when the whole file is at fault), the field's path such as
// fleets.red.battlegroups[0].copies, and what is wrong. It prints as
// "file:line: field: problem", the form editors jump to.
type Error struct {
	File  string
	Line  int
	Field string
	Err   error
}

// Error formats e as "file:line: field: problem".
func (e *Error) Error() string {
	s := e.File
	if e.Line > 0 {
		s += fmt.Sprintf(":%d", e.Line)
	}
	if e.Field != "" {
		s += ": " + e.Field
	}
	return s + ": " + e.Err.Error()
}

// Unwrap returns the underlying problem.
func (e *Error) Unwrap() error { return e.Err }

// Is makes errors.Is(err, ErrScenario) true for every *Error.
func (e *Error) Is(target error) bool { return target == ErrScenario }

// SetError is a bad parameter setting from the command line: the flag it
// came with (--set, --a, --vs, --sweep), the setting as given, and what is
// wrong. It prints as "--set name=value: problem".
type SetError struct {
	Flag    string
	Setting string
	Err     error
}

// Error formats e as "flag setting: problem".
func (e *SetError) Error() string { return e.Flag + " " + e.Setting + ": " + e.Err.Error() }

// Unwrap returns the underlying problem.
func (e *SetError) Unwrap() error { return e.Err }

// Is makes errors.Is(err, ErrScenario) true for every *SetError.
func (e *SetError) Is(target error) bool { return target == ErrScenario }
