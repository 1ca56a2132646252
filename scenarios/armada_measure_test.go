package scenarios

import "testing"

// TestBadArmadaMeasures checks the errors of an Armada measure.
func TestBadArmadaMeasures(t *testing.T) {
	checkBadEdits(t, armadaValid, []badEdit{
		{"unknown measure gets a suggestion", "what: damage, of: small", "what: damgae, of: small", 14, `measure[0].what: unknown measure "damgae" (did you mean damage?)`},
	})
}
