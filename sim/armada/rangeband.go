package armada

import "github.com/fleetlab/fleetlab/sim/internal/names"

// Range is the range band of an attack. The zero Range is "none".
type Range uint8

// The range bands (rules notes §2). Distance1 and Distance2 are the
// distances at which squadrons attack; Extreme is beyond the ruler, where
// only effects such as Evade's apply.
const (
	RangeNone Range = iota
	Close
	Medium
	Long
	Extreme
	Distance1
	Distance2
)

var rangeNames = []string{"none", "close", "medium", "long", "extreme", "distance-1", "distance-2"}

// String returns the band's scenario name, such as "medium".
func (r Range) String() string { return names.Of(rangeNames, int(r)) }

// ParseRange parses close, medium, long, extreme, distance-1 or distance-2.
func ParseRange(s string) (Range, error) {
	i, err := names.Parse("range", s, rangeNames)
	return Range(i), err
}

// Allows reports whether dice of colour c may be gathered at range r: "a
// llarga distància només es poden utilitzar daus vermells" (seed 004);
// close all colours, medium red and blue, long red only (rules notes §2).
// Squadron attacks at distance 1 or 2 gather every colour of their
// armament.
func (r Range) Allows(c Colour) bool {
	switch r {
	case Close, Distance1, Distance2:
		return true
	case Medium:
		return c == Red || c == Blue
	case Long:
		return c == Red
	}
	return false
}

// Gather returns the dice of armament that may be rolled at range r.
func (r Range) Gather(armament Dice) Dice {
	if int(r) >= len(gatherable) {
		return Dice{}
	}
	g := &gatherable[r]
	return Dice{Red: armament[Red] * g[Red], Blue: armament[Blue] * g[Blue], Black: armament[Black] * g[Black]}
}

// gatherable[r][c] is 1 when range r allows colour c (Allows), else 0.
var gatherable = func() (t [Distance2 + 1]Dice) {
	for r := range t {
		for _, c := range Colours {
			if Range(r).Allows(c) {
				t[r][c] = 1
			}
		}
	}
	return t
}()
