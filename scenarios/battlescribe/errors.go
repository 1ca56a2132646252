package battlescribe

import (
	"fmt"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
)

// Error is a problem at one place in a BattleScribe file: the file, the
// line (0 for the whole file), the element (such as profile "Lysander" or
// selection "Line Battlegroup") and what is wrong. It prints as
// "file:line: element: problem", and is a bad input for errors.Is as a
// scenario file's errors are (scenarios.ErrScenario).
type Error struct {
	File    string
	Line    int
	Element string
	Err     error
}

// Error formats e as "file:line: element: problem".
func (e *Error) Error() string {
	s := e.File
	if e.Line > 0 {
		s += fmt.Sprintf(":%d", e.Line)
	}
	if e.Element != "" {
		s += ": " + e.Element
	}
	return s + ": " + e.Err.Error()
}

// Unwrap returns the underlying problem.
func (e *Error) Unwrap() error { return e.Err }

// Is makes errors.Is(err, scenarios.ErrScenario) true: a bad list or
// catalogue is the user's input at fault, as a bad scenario file is.
func (e *Error) Is(target error) bool { return target == yamldoc.ErrScenario }

// errorf returns an *Error at n (nil: the whole file).
func errorf(file string, n *node, format string, args ...any) error {
	e := &Error{File: file, Err: fmt.Errorf(format, args...)}
	if n != nil {
		e.Line, e.Element = n.line, n.describe()
	}
	return e
}
