package dropfleet

import "github.com/fleetlab/fleetlab/sim/internal/names"

// Spike is a ship's energy spike state. A ship holds at most one: none,
// Minor or Major (rules notes §1).
type Spike uint8

// The spike states, in increasing order of visibility.
const (
	NoSpike Spike = iota
	MinorSpike
	MajorSpike
)

var spikeNames = []string{"none", "minor-spike", "major-spike"}

// String returns "none", "minor-spike" or "major-spike".
func (s Spike) String() string { return names.Of(spikeNames, int(s)) }

// SpikeInches is how far one spike level adds to Signature: a Minor Spike
// adds 6", a Major Spike 12" (rules notes §1, "Spike values").
const SpikeInches = 6

// Plus returns the state after gaining a spike of level add: Minor plus
// Minor is Major, and nothing grows beyond Major (rules notes §1).
func (s Spike) Plus(add Spike) Spike {
	return min(MajorSpike, s+add)
}
