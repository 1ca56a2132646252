package scenarios

import "testing"

// TestBadDropfleetMeasures checks the errors of a Dropfleet measure.
func TestBadDropfleetMeasures(t *testing.T) {
	checkBadEdits(t, valid, []badEdit{
		{"measure of the wrong thing", "of: ghost, what: not-silent", "what: not-silent", 18, "missing required field of"},
		{"unknown measure gets a suggestion", "what: not-silent}", "what: not-silnet}", 18, `measure[0].what: unknown measure "not-silnet" (did you mean not-silent?) (expected one of not-silent, silent,`},
		{"unknown measure far from any", "what: not-silent}", "what: colour}", 18, `measure[0].what: unknown measure "colour" (expected one of`},
	})
}
