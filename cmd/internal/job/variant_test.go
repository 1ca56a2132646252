package job

import (
	"slices"
	"testing"
)

// TestVariantSettings (issue 20): a --vs variant splits into its
// settings at the spaces before a name=, so that a value written with
// ", " (as --set takes it) stays whole.
func TestVariantSettings(t *testing.T) {
	for _, tc := range []struct {
		vs   string
		want []string
	}{
		{"admiral_a=4", []string{"admiral_a=4"}},
		{"red=3  blue=1", []string{"red=3", "blue=1"}},
		{"tokens=brace, evade", []string{"tokens=brace, evade"}},
		{"red=3 tokens=brace, evade speed=2", []string{"red=3", "tokens=brace, evade", "speed=2"}},
		{"junk red=3", []string{"junk", "red=3"}},
		{"  ", nil},
	} {
		if got := VariantSettings(tc.vs); !slices.Equal(got, tc.want) {
			t.Errorf("VariantSettings(%q) = %q, want %q", tc.vs, got, tc.want)
		}
	}
}
