package yamldoc

import (
	"errors"
	"fmt"
	"strings"
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

// Problem is the wording of a problem: a format of fmt.Sprintf and its
// arguments, kept apart so that the command line can print the sentence in
// another language (see [Error.Translate]). A Problem among the arguments
// is a phrase worded the same way.
type Problem struct {
	Format string
	Args   []any
}

// Problemf returns the Problem of format and args (checked by go vet as
// fmt.Sprintf's are).
func Problemf(format string, args ...any) Problem {
	_ = fmt.Sprintf(format, args...) // lets go vet check every errorf call's verbs
	return Problem{format, args}
}

// Error returns the problem in English.
func (p Problem) Error() string { return p.Translate(nil) }

// worded is an error from another package that keeps its wording as a
// format and arguments (a policy's, see policies.Error), so that it can be
// translated as a Problem is.
type worded interface {
	error
	Wording() (format string, args []any)
}

// Translate returns the problem with each format passed through tr (nil:
// the English), its Problem arguments too, an unknown name from a rules
// core's name table worded as [unknownProblem] does, and a worded error.
func (p Problem) Translate(tr func(string) string) string {
	if p.Format == "" {
		return ""
	}
	args := make([]any, len(p.Args))
	for i, a := range p.Args {
		if q, ok := a.(Problem); ok {
			a = q.Translate(tr)
		} else if u, ok := a.(unknownName); ok && tr != nil {
			a = unknownProblem(u).Translate(tr)
		} else if w, ok := a.(worded); ok && tr != nil {
			format, args := w.Wording()
			a = Problem{format, args}.Translate(tr)
		}
		args[i] = a
	}
	format := p.Format
	if tr != nil {
		format = tr(format)
	}
	return fmt.Sprintf(format, args...)
}

// Translate returns e as Error does, its problem's sentence passed through
// tr when it is a Problem: file, line and field stay as they are.
func (e *Error) Translate(tr func(string) string) string {
	p, ok := e.Err.(Problem)
	if !ok {
		return e.Error()
	}
	return strings.TrimSuffix(e.Error(), p.Error()) + p.Translate(tr)
}
