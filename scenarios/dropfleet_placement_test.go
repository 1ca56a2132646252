package scenarios

import "testing"

// TestBadDropfleetPlacement checks that a group placed where its ships may
// not stand is refused.
func TestBadDropfleetPlacement(t *testing.T) {
	checkBadEdits(t, valid, []badEdit{
		{"atmosphere without Atmospheric", "state: silent-running}", "state: silent-running, layer: atmosphere}", 14, "not Atmospheric"},
	})
}
