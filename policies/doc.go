// Package policies holds the decision makers the rules cores ask: which
// order, which target, whether to activate first, which die, which token.
// Each policy implements one or more of the single-method decisions its
// rules core declares (decide.go), and has a scenario name and a one-line
// documentation that `fleetlab list` shows, kept in a [Registry]: one type
// serves every policy name of both games. A name looks up a [Style], which
// sets some of a player's decisions and is applied once for every worker,
// so a policy may keep a plan; [Script] builds the player of a Dropfleet
// script's fixed answers around its fleet's style.
//
// Policies draw randomness only from the *sim.Stream they are given, so runs
// stay reproducible.
package policies
