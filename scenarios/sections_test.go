package scenarios

import (
	"fmt"
	"strings"
	"testing"
)

// TestTooManyProfiles: the ships: section is bounded, in both games.
func TestTooManyProfiles(t *testing.T) {
	for _, game := range []string{"armada", "dropfleet"} {
		var b strings.Builder
		b.WriteString("name: x\ntitle: x\ngame: " + game + "\nships:\n")
		for i := range maxProfiles + 1 {
			fmt.Fprintf(&b, "  s%d: {hull: 1}\n", i)
		}
		b.WriteString("fleets: {}\nscript: []\nmeasure: []\n")
		_, err := Parse("many.yaml", []byte(b.String()))
		if want := fmt.Sprintf("ships: lists %d profiles; the most is %d", maxProfiles+1, maxProfiles); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", game, err, want)
		}
	}
}

// TestBadSections checks the errors of the sections both games share: the
// ships: mapping and the measure: list.
func TestBadSections(t *testing.T) {
	checkBadEdits(t, valid, []badEdit{
		{"a list where a mapping belongs", "ships:\n  scout: {scan: 12, sig: 3, thrust: 12, hull: 4, armour: 5, tonnage: L}\n  ghost: {scan: 6, sig: 6, thrust: 10, hull: 6, armour: 4, tonnage: M}\n", "ships: [scout, ghost]\n", 5, "ships: expected a mapping"},
		{"no measures", "measure:\n  - {name: revealed, of: ghost, what: not-silent}\n", "measure: []\n", 17, "measures at least one thing"},
		{"duplicate metric", "what: not-silent}\n", "what: not-silent}\n  - {name: revealed, of: ghost, what: silent}\n", 19, "metric revealed is measured twice"},
	})
}
