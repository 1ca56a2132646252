package armada

import (
	"math"
	"testing"
)

func TestDamageOdds(t *testing.T) {
	p := DamageOdds(Dice{Red: 1}, true)
	want := []float64{2.0 / 8, 4.0 / 8, 2.0 / 8} // blank, accuracy → 0; hit, crit → 1 (4); hit+hit → 2
	want[0] = 3.0 / 8
	want[1] = 4.0 / 8
	want[2] = 1.0 / 8
	for k := range want {
		if math.Abs(p[k]-want[k]) > 1e-15 {
			t.Errorf("one red die: P(%d) = %v, want %v", k, p[k], want[k])
		}
	}
	if b := Braced([]float64{0.1, 0.2, 0.3, 0.4}); b[0] != 0.1 || b[1] != 0.5 || b[2] != 0.4 {
		t.Errorf("Braced = %v", b)
	}
	if AtLeast(p, 1) != 5.0/8 {
		t.Errorf("P(at least 1) = %v", AtLeast(p, 1))
	}
}
