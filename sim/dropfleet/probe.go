package dropfleet

import "github.com/fleetlab/fleetlab/sim/internal/names"

import "github.com/fleetlab/fleetlab/sim"

// Quantity is something a probe reads from the state at the end of a trial.
type Quantity uint8

// The quantities a scenario can measure. Append new ones at the end.
const (
	QuantityNone Quantity = iota
	// NotSilent: the ship is not Silent Running (probability).
	NotSilent
	// Silent: the ship is Silent Running (probability).
	Silent
	// SignatureInches: the ship's current Signature in inches (distribution).
	SignatureInches
	// SpikeLevel: 0 none, 1 Minor, 2 Major (distribution).
	SpikeLevel
	// Chooses: the fleet chose who activates first at the latest reveal (probability).
	Chooses
	// GoesFirst: the fleet activates first after the latest reveal (probability).
	GoesFirst
	// RolloffCount: roll-offs made in the whole trial (distribution).
	RolloffCount
)

// quantityInfo describes each Quantity: its scenario name, what it is read
// of, and its one-line documentation.
var quantityInfo = []struct {
	name string
	of   string // "ship", "fleet" or "" (the whole trial)
	kind sim.Kind
	doc  string
}{
	QuantityNone:    {"none", "", sim.KindNone, ""},
	NotSilent:       {"not-silent", "ship", sim.KindProbability, "the ship is not Silent Running at the end"},
	Silent:          {"silent", "ship", sim.KindProbability, "the ship is Silent Running at the end"},
	SignatureInches: {"signature", "ship", sim.KindDistribution, "the ship's Signature in inches at the end (0 while silent)"},
	SpikeLevel:      {"spike", "ship", sim.KindDistribution, "the ship's spike at the end: 0 none, 1 Minor, 2 Major"},
	Chooses:         {"chooses", "fleet", sim.KindProbability, "the fleet chose who activates first at the latest reveal"},
	GoesFirst:       {"first", "fleet", sim.KindProbability, "the fleet activates first after the latest reveal"},
	RolloffCount:    {"rolloffs", "", sim.KindDistribution, "roll-offs made for equal Strategy Ratings in the trial"},
}

// String returns the quantity's scenario name, such as "signature".
func (q Quantity) String() string { return quantityInfo[q].name }

// Kind returns the kind of metric the quantity makes.
func (q Quantity) Kind() sim.Kind { return quantityInfo[q].kind }

// Of returns what the quantity is read of: "ship", "fleet", or "" when it
// belongs to the whole trial.
func (q Quantity) Of() string { return quantityInfo[q].of }

// Doc returns the quantity's one-line description.
func (q Quantity) Doc() string { return quantityInfo[q].doc }

// ParseQuantity parses a quantity's scenario name.
func ParseQuantity(s string) (Quantity, error) {
	keys := make([]string, len(quantityInfo))
	for i, q := range quantityInfo {
		keys[i] = q.name
	}
	i, err := names.Parse("measure", s, keys)
	return Quantity(i), err
}

// Probe records one quantity of one ship, one fleet, or the whole trial.
type Probe struct {
	Name  string
	Doc   string
	What  Quantity
	Ship  int // index into Game.Ships, for ship quantities
	Fleet int // index into Game.Fleets, for fleet quantities
}

// record reads p from s into metric i of t.
func (p *Probe) record(s *State, i int, t *sim.Tally) {
	switch p.What {
	case NotSilent:
		t.Bool(i, !s.Ships[p.Ship].Silent)
	case Silent:
		t.Bool(i, s.Ships[p.Ship].Silent)
	case SignatureInches:
		t.Int(i, s.Signature(p.Ship))
	case SpikeLevel:
		t.Int(i, int(s.Ships[p.Ship].Spike))
	case Chooses:
		t.Bool(i, s.Reveal.Chooser == p.Fleet)
	case GoesFirst:
		t.Bool(i, s.Reveal.First == p.Fleet)
	case RolloffCount:
		t.Int(i, s.Rolloffs)
	}
}
