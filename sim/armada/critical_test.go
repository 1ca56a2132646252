package armada

import (
	"fmt"
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// noCrit returns the exact chance that a pool rolls no crit icon.
func noCrit(d Dice) float64 {
	p := 1.0
	for _, c := range Colours {
		n := 0
		for _, f := range DiceFaces[c] {
			if f.Crits() == 0 {
				n++
			}
		}
		p *= math.Pow(float64(n)/8, float64(d[c]))
	}
	return p
}

// TestBomberStandardCritical checks rules notes §3, step 5: "Bomber
// squadrons also count crits vs ships and may use the standard crit", the
// standard critical effect being "if this attack deals the defender at
// least one damage card, the first such card is dealt faceup"; while
// "squadrons neither resolve nor suffer crit effects unless a card/keyword
// says so", and Contain stops the standard critical effect (§4). The
// defending zone has no shields, so every crit icon a Bomber rolls deals a
// card: the chance of a faceup card is exactly the chance of a crit icon.
func TestBomberStandardCritical(t *testing.T) {
	tests := []struct {
		battery         Dice
		bomber, contain bool
	}{
		{Dice{Red: 2}, true, false},
		{Dice{Blue: 3}, true, false},
		{Dice{Red: 1, Blue: 1, Black: 1}, true, false},
		{Dice{Red: 2}, false, false},
		{Dice{Red: 2}, true, true},
	}
	for i, tc := range tests {
		t.Run(fmt.Sprintf("%v bomber %v contain %v", tc.battery, tc.bomber, tc.contain), func(t *testing.T) {
			sq := Profile{Name: "sq", Squadron: true, Bomber: tc.bomber, Hull: 5, Battery: [zones]Dice{Front: tc.battery}}
			def := Profile{Name: "ship", Size: MediumShip, Hull: 99, Tokens: []TokenType{Contain}}
			spend := []int{}
			if tc.contain {
				spend = []int{0}
			}
			g := pair(sq, def, nil, &testDefender{spend: spend})
			s := NewState(g)
			r := sim.NewStream(uint64(60+i), 0)
			const n = 40_000
			var faceup, stdCrit int64
			for range n {
				s.Reset()
				a := Attack{Attacker: 0, Defender: 1, Zone: Front, Range: Distance1}
				s.Resolve(&a, r)
				if s.Units[1].DealtFaceup {
					faceup++
				}
				if a.StdCrit {
					stdCrit++
				}
			}
			want := 0.0
			if tc.bomber && !tc.contain {
				want = 1 - noCrit(tc.battery)
			}
			simtest.Proportion(t, "faceup card", faceup, n, want)
			simtest.Proportion(t, "standard critical effect", stdCrit, n, want)
		})
	}
}
