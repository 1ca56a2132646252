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
//
// # Where each choice is made
//
// The rules core makes no choice of a player's: decide.go declares one
// interface per choice and the [Player] that holds them, and asks them
// only there. Each worker's state has its own players, made by
// Model.Players: one per fleet, then the scripted players (a script step's
// named policies and fixed moves, built by policies.Script) that an
// [Activation], a [ShipOrder] or a [Reveal] points at. A nil field is the
// default written on it:
//
//	choice                                   decision              default
//	which battlegroups come on first         ArrivalDecision       as written (Column, Rapid Response)
//	how the strategy deck is stacked         DeckDecision          as written
//	who activates first, having the choice   FirstDecision         go first
//	an activation's special order            OrderDecision         the order written (Activation.Special)
//	how a ship turns and moves               MoveDecision          the least move straight ahead
//	a ship's weapon target                   TargetDecision        the target written, else hold fire
//	an Active Scan's target                  TargetDecision        the target written, else none
//	which weapon systems fire                WeaponDecision        MostDamageFirst (default_weapons.go)
//	what Point Defence cancels               PointDefenceDecision  FewestHullLost (default_pointdefence.go)
//	where launch assets go                   AssetDecision         NearestAssetTarget (default_launch.go)
//	escort fighters spent against an attack  EscortDecision        EnoughEscorts (default_launch.go)
//
// The policies a scenario may name are in package policies, one registry
// of names for each decision: a movement policy that aims at a target or
// keeps a range (close-on, keep-at) is built by policies.Moves from the
// move's target and range, so the scenario compiler only looks names up.
package dropfleet
