package scenarios

import "github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"

// ErrScenario is wrapped by every error about a scenario file or its
// parameters, so callers can tell bad input from failures of their own.
var ErrScenario = yamldoc.ErrScenario

// Error is a problem at one place in a scenario file: the file, the line
// (1-based; 0 when the whole file is at fault), the field's path such as
// fleets.red.battlegroups[0].copies, and what is wrong. It prints as
// "file:line: field: problem", the form editors jump to.
type Error = yamldoc.Error

// Problem is the wording of a problem: a format of fmt.Sprintf and its
// arguments, kept apart so that the command line can print the sentence in
// another language (see [Error.Translate]).
type Problem = yamldoc.Problem

// Nearest returns the name of known closest to got when it is a likely
// typo (see [yamldoc.Nearest]), else "".
func Nearest(got string, known []string) string { return yamldoc.Nearest(got, known) }

// scenarioProblem is a bad scenario name or path: it prints as
// "scenarios: bad scenario: problem" and is ErrScenario for errors.Is.
type scenarioProblem struct{ p Problem }

func (e scenarioProblem) Error() string { return ErrScenario.Error() + ": " + e.p.Error() }

func (e scenarioProblem) Is(target error) bool { return target == ErrScenario }

// Translate returns e with its sentences passed through tr.
func (e scenarioProblem) Translate(tr func(string) string) string {
	return tr(ErrScenario.Error()) + ": " + e.p.Translate(tr)
}

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

// Translate returns e as Error does, its problem's sentence passed through
// tr when it is a Problem: the flag and the setting stay as they are.
func (e *SetError) Translate(tr func(string) string) string {
	p, ok := e.Err.(Problem)
	if !ok {
		return e.Error()
	}
	return e.Flag + " " + e.Setting + ": " + p.Translate(tr)
}

// Unwrap returns the underlying problem.
func (e *SetError) Unwrap() error { return e.Err }

// Is makes errors.Is(err, ErrScenario) true for every *SetError.
func (e *SetError) Is(target error) bool { return target == ErrScenario }
