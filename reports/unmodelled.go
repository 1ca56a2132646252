package reports

import "strings"

// Unmodelled joins what a model plays without effect, each name in l
// when the catalogue has it (a card's own name stays as it is).
func (l Lang) Unmodelled(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = l.T(n)
	}
	return strings.Join(out, ", ")
}
