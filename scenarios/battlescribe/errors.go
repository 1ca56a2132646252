package battlescribe

import (
	"fmt"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
)

// Error is a problem at one place in a BattleScribe file: the file, the
// line (0 for the whole file), the element in Field (such as profile
// "Lysander" or selection "Line Battlegroup") and what is wrong. It is the
// scenario files' error (scenarios.Error): it prints as "file:line:
// element: problem" and is scenarios.ErrScenario for errors.Is, a bad
// input.
type Error = yamldoc.Error

// errorf returns an *Error at n (nil: the whole file).
func errorf(file string, n *node, format string, args ...any) error {
	e := &Error{File: file, Err: fmt.Errorf(format, args...)}
	if n != nil {
		e.Line, e.Field = n.line, n.describe()
	}
	return e
}
