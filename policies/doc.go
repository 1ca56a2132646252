// Package policies holds the decision makers the rules cores ask: which
// order, which target, whether to activate first. Each policy implements a
// small interface defined by the rules core it serves, has a scenario name,
// and is documented in one line that `fleetlab list` shows.
//
// Policies draw randomness only from the *sim.Stream they are given, so runs
// stay reproducible.
package policies
