package sim

import (
	"errors"
	"testing"

	"github.com/fleetlab/fleetlab/sim/internal/names"
)

// colour is a rules core's quantity type, for the tests.
type colour uint8

var colours = QuantityTable[colour, string]{
	{Name: "none"},
	{Name: "red", Of: "ship", Kind: KindProbability, Doc: "the ship is red"},
	{Name: "count", Kind: KindDistribution, Doc: "red ships"},
}

// TestQuantityTableParse: a table parses every name but index 0's, and an
// unknown name lists the others.
func TestQuantityTableParse(t *testing.T) {
	for _, tc := range []struct {
		name string
		want colour
		err  string
	}{
		{"red", 1, ""},
		{"count", 2, ""},
		{"none", 0, `unknown measure "none" (expected one of red, count)`},
		{"blue", 0, `unknown measure "blue" (expected one of red, count)`},
	} {
		got, err := colours.Parse(tc.name)
		if got != tc.want || (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err {
			t.Errorf("Parse(%q) = %d, %v; want %d, %s", tc.name, got, err, tc.want, tc.err)
		}
		var u *names.UnknownError
		if tc.err != "" && !errors.As(err, &u) {
			t.Errorf("Parse(%q): %T is not a names.UnknownError (the scenario reader adds a did-you-mean to it)", tc.name, err)
		}
	}
}
