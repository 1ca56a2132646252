package reports

import (
	"math"
	"testing"
)

// TestCellTextTellsZeroFromTiny: "0" is exact; a chance too small for four
// decimals is "<0.0001", one too close to 1 is ">0.9999".
func TestCellTextTellsZeroFromTiny(t *testing.T) {
	for _, tc := range []struct {
		p    float64
		want string
	}{{0, "0"}, {1, "1"}, {math.NaN(), ""}, {1e-9, "<0.0001"}, {0.00004, "<0.0001"}, {0.00005, "0.0001"},
		{0.99996, ">0.9999"}, {1 - 1e-12, ">0.9999"}, {0.5, "0.5000"}} {
		if got := cellText(tc.p, English); got != tc.want {
			t.Errorf("cellText(%v) = %q, want %q", tc.p, got, tc.want)
		}
	}
	if got := cellText(1e-9, Catalan); got != "<0,0001" {
		t.Errorf("Catalan: %q", got)
	}
}
