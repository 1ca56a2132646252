package sim

import "fmt"

// ListError is a fleet-building rule a fleet list breaks, as the rules
// cores' list checks report it: the list's line (0 for the whole list), what
// is wrong, and the rules-notes section that says so.
type ListError struct {
	Line   int
	Rule   string
	Source string
}

// Error returns "line N: rule (source)", or "rule (source)" for the whole
// list.
func (e *ListError) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s (%s)", e.Rule, e.Source)
	}
	return fmt.Sprintf("line %d: %s (%s)", e.Line, e.Rule, e.Source)
}
