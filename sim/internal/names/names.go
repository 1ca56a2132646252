// Package names turns the small closed sets of the rules cores (orders,
// colours, tokens, …) into their scenario names and back. Index 0 of every
// table is the set's zero value, "none", which a scenario never names.
package names

import (
	"fmt"
	"strings"
)

// Of returns names[i], or "invalid(i)" when i is out of range.
func Of(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return fmt.Sprintf("invalid(%d)", i)
	}
	return names[i]
}

// Parse returns the index of name in names, skipping index 0, or an error
// that says what was expected: "unknown order "x" (expected one of …)".
func Parse(what, name string, names []string) (int, error) {
	for i, n := range names {
		if i > 0 && n == name {
			return i, nil
		}
	}
	return 0, &UnknownError{What: what, Name: name, Known: names[1:]}
}

// Index returns the index of name in a table whose index 0 is a value like
// any other (a rules switch's default, a hull zone), or the error Parse
// gives.
func Index(what, name string, names []string) (int, error) {
	for i, n := range names {
		if n == name {
			return i, nil
		}
	}
	return 0, &UnknownError{What: what, Name: name, Known: names}
}

// ParseFunc is Parse over a table whose i-th name is nameOf(i), for
// tables of records such as the measurable quantities.
func ParseFunc(what, name string, n int, nameOf func(int) string) (int, error) {
	keys := make([]string, n)
	for i := range keys {
		keys[i] = nameOf(i)
	}
	return Parse(what, name, keys)
}

// UnknownError is the error of Parse and Index: a name the table does not
// hold. It prints as "unknown order "x" (expected one of …)"; the scenario
// reader, which knows how to find a near name, adds a did-you-mean through
// Choices and WithHint.
type UnknownError struct {
	What  string   // what the table names: "order", "measure"
	Name  string   // the name given
	Known []string // the names the table holds
	Hint  string   // printed after the name, such as " (did you mean x?)"
}

// Error says which name is unknown and lists the known ones.
func (e *UnknownError) Error() string {
	return fmt.Sprintf("unknown %s %q%s (expected one of %s)", e.What, e.Name, e.Hint, strings.Join(e.Known, ", "))
}

// Choices returns the name given and the names the table holds.
func (e *UnknownError) Choices() (name string, known []string) { return e.Name, e.Known }

// Parts returns what the table names, the name given, the names it holds
// and the hint, for a caller that words the error itself (in another
// language).
func (e *UnknownError) Parts() (what, name string, known []string, hint string) {
	return e.What, e.Name, e.Known, e.Hint
}

// WithHint returns a copy of e that prints hint after the name.
func (e *UnknownError) WithHint(hint string) error {
	c := *e
	c.Hint = hint
	return &c
}
