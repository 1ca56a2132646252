// Package armadalist reads Star Wars: Armada fleet lists as players write
// them: the plain-text exports of the Star Forge list builder (the "Ryan
// Kingston" format, battle notes §6.1) and of Armada Warlords (§6.2),
// with their ships, upgrade cards, commander, objectives, squadrons and
// stated totals.
//
// fleetlab ships no card data: a list is checked against a card catalogue
// the user supplies, read by [LoadCatalogue]: JSON files in the shape of
// the community "ISB" card database's converted-json folder (battle notes
// §6.5), whose dice are written [red, blue, black] (other datasets use
// [black, blue, red]: the notes' dice-order trap). Every card of a list
// must be in the catalogue at the points the list prints, every subtotal
// and the stated total must add up, and the fleet-building rules
// ([armada.FleetList.Check]) and the catalogue's upgrade slots and factions
// must allow the list. Every error is a [*Error] naming the file, the line
// and what is wrong; an unknown card gets the nearest name.
//
// A checked [List] gives the ship and squadron profiles the rules core
// plays and names every card the rules core plays without effect
// ([List.Unmodelled]); cards.go is the one place a card meets the engine.
package armadalist
