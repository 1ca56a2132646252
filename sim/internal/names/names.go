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
	return 0, fmt.Errorf("unknown %s %q (expected one of %s)", what, name, strings.Join(names[1:], ", "))
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
	return 0, fmt.Errorf("unknown %s %q (expected one of %s)", what, name, strings.Join(names, ", "))
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
