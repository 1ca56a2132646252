package armada

import (
	"testing"
)

// TestRangeColours checks seed 004: "la banda de distància determina quins
// colors de daus d'atac estan disponibles (per exemple, a llarga distància
// només es poden utilitzar daus vermells)", and rules notes §2: close all,
// medium red and blue, long red only.
func TestRangeColours(t *testing.T) {
	arm := Dice{Red: 3, Blue: 2, Black: 1}
	for _, tc := range []struct {
		r    Range
		want Dice
	}{
		{Close, Dice{Red: 3, Blue: 2, Black: 1}},
		{Medium, Dice{Red: 3, Blue: 2}},
		{Long, Dice{Red: 3}},
		{Extreme, Dice{}},
		{Distance1, Dice{Red: 3, Blue: 2, Black: 1}},
	} {
		if got := tc.r.Gather(arm); got != tc.want {
			t.Errorf("at %v gather %v, want %v", tc.r, got, tc.want)
		}
	}
}
