package scenarios

import "testing"

// TestBadDropfleetFleets checks the errors of the fleets: section: its
// fleets, admirals and battlegroups.
func TestBadDropfleetFleets(t *testing.T) {
	checkBadEdits(t, valid, []badEdit{
		{"too many groups", "groups: [{ship: scout}]", "groups: [{ship: scout, name: a}, {ship: scout, name: b}, {ship: scout, name: c}, {ship: scout, name: d}]", 11, "has 4 items; the most is 3"},
		{"admiral out of range", "  red:\n", "  red:\n    admiral: 9\n", 10, "fleets.red.admiral: must be from 1 to 7, got 9"},
		{"three fleets", "script:", "  green: {battlegroups: []}\nscript:", 15, "a game has 2 players"},
	})
}
