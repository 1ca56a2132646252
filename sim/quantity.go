package sim

import "github.com/fleetlab/fleetlab/sim/internal/names"

// QuantityInfo describes one quantity a rules core can measure at the end
// of a trial: the name a scenario's measure gives in its what:, what the
// quantity is read of, the kind of metric it makes and a one-line
// description for reports.
type QuantityInfo[S any] struct {
	Name string
	// Of is what the quantity is read of, in the rules core's own terms
	// (whether it reads a unit, or the kind of piece: "ship", "fleet");
	// the zero value means the whole trial.
	Of   S
	Kind Kind
	Doc  string
}

// QuantityTable is a rules core's table of measurable quantities, indexed
// by the core's own quantity type Q, with S saying what each is read of.
// Index 0 is the zero quantity, "none", which a scenario never names. A
// table is written once, as a package variable, and only read after.
type QuantityTable[Q ~uint8, S any] []QuantityInfo[S]

// Parse returns the quantity a scenario's measure names, or an error that
// lists the names the table holds: unknown measure "x" (expected one of …).
func (t QuantityTable[Q, S]) Parse(name string) (Q, error) {
	i, err := names.ParseFunc("measure", name, len(t), func(i int) string { return t[i].Name })
	return Q(i), err
}
