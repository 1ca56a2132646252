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
