package armada

import (
	"testing"
)

// TestDiceFaces checks the face table of rules notes §1 and the expected
// damage derived from it.
func TestDiceFaces(t *testing.T) {
	tests := []struct {
		c                                      Colour
		blank, hit, crit, acc, hitHit, hitCrit int
		vsShip, vsSquadron, accuracy           float64
	}{
		{Red, 2, 2, 2, 1, 1, 0, 0.75, 0.5, 1.0 / 8},
		{Blue, 0, 4, 2, 2, 0, 0, 0.75, 0.5, 2.0 / 8},
		{Black, 2, 4, 0, 0, 0, 2, 1.0, 0.75, 0},
	}
	for _, tc := range tests {
		n := map[Face]int{}
		acc := 0
		for _, f := range DiceFaces[tc.c] {
			n[f]++
			acc += f.Accuracies()
		}
		got := [6]int{n[Blank], n[Hit], n[Crit], n[Accuracy], n[HitHit], n[HitCrit]}
		want := [6]int{tc.blank, tc.hit, tc.crit, tc.acc, tc.hitHit, tc.hitCrit}
		if got != want {
			t.Errorf("%v faces (blank, hit, crit, accuracy, hit+hit, hit+crit) = %v, want %v", tc.c, got, want)
		}
		if e := ExpectedDamage(tc.c, true); e != tc.vsShip {
			t.Errorf("%v expected damage vs ship %v, want %v", tc.c, e, tc.vsShip)
		}
		if e := ExpectedDamage(tc.c, false); e != tc.vsSquadron {
			t.Errorf("%v expected damage vs squadron %v, want %v", tc.c, e, tc.vsSquadron)
		}
		if p := float64(acc) / 8; p != tc.accuracy {
			t.Errorf("%v accuracy chance %v, want %v", tc.c, p, tc.accuracy)
		}
	}
}
