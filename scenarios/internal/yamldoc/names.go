package yamldoc

import (
	"slices"
	"strings"
)

// unknownName is the error of the rules cores' name tables for a name they
// do not hold (an order, a colour, a measure's what): it gives the name and
// the table, and takes a hint to print after the name.
type unknownName interface {
	error
	Choices() (name string, known []string)
	WithHint(hint string) error
	Parts() (what, name string, known []string, hint string)
}

// unknownProblem words u as a Problem, so that it can be translated: the
// same sentence as u's own, its did-you-mean (when it has one) included.
func unknownProblem(u unknownName) Problem {
	what, name, known, hint := u.Parts()
	var near Problem
	if hint != "" {
		near = Suggest(name, known)
	}
	return Problemf("unknown %s %q%s (expected one of %s)", Problem{what, nil}, name, near, strings.Join(known, ", "))
}

// NearName adds a did-you-mean to an unknown-name error when a known name
// is near the one given, as an unknown field gets; other errors come back
// as they are (a wrapped one too: its wrapping says more than the name).
func NearName(err error) error {
	u, ok := err.(unknownName)
	if !ok {
		return err
	}
	name, known := u.Choices()
	if hint := Suggest(name, known); hint.Format != "" {
		return u.WithHint(hint.Error())
	}
	return err
}

// Suggest returns ` (did you mean x?)` for the known name closest to got,
// when one is close enough to be a likely typo, else nothing.
func Suggest(got string, known []string) Problem {
	best := Nearest(got, known)
	if best == "" {
		return Problem{}
	}
	return Problem{" (did you mean %s?)", []any{best}}
}

// Nearest returns the name of known closest to got when it is a likely
// typo: at most two edits away, or one for a name of three characters or
// fewer (so "2.0" does not suggest "1.5"); else "".
func Nearest(got string, known []string) string {
	best, bestD := "", 3
	if len(got) <= 3 {
		bestD = 2
	}
	for _, k := range known {
		if d := editDistance(got, k); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// SortedKeys returns the keys of m in order, for messages that list the
// names a file may give.
func SortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
