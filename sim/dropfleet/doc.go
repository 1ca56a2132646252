// Package dropfleet is the rules core for Dropfleet Commander (1.x rules, as
// in the seed documents and the rules notes in shared/rules/dropfleet.md).
//
// A [Model] is a compiled scenario: ship profiles, fleets of battlegroups of
// groups of ships, a script of steps, and the probes to record. A Model is a
// [sim.Model]: every trial resets a [State] to the starting positions, plays
// the script through the rules, and records the probes.
//
// Positions are [plane.Vec]s in inches (package plane is the geometry both
// rules cores share); headings, bearings and firing arcs are Dropfleet's
// own.
//
// The rules are table-driven where the seed gives a table (the seven orders,
// tonnage values) and each rule is tested in a case that names the seed
// sentence or the rules-notes section it checks.
package dropfleet
