// Package armada is the rules core for Star Wars: Armada attacks (Rules
// Reference 1.5.0 by default, as in the seed document and the rules notes
// in shared/rules/armada.md): dice, range bands, obstruction, Concentrate
// Fire, accuracies, defense tokens, shields, damage cards and the damage
// deck.
//
// An [Attack] is resolved in the five steps of the rules, asking the
// attacker's and the defender's [Player] for every decision. A [Model] is
// a compiled scenario and a [sim.Model].
//
// Ship activations play on the table, in millimetres, measured with the
// shared geometry of package [plane] (vectors, convex polygons, the
// separating-axis overlap test, closest points): a [Hull] places a
// ship's base and its four hull zones; [Ruler.Measure] decides whether a
// hull zone may attack another (firing arc, attack range and band, no line
// of sight through another hull zone of the defender, obstruction by
// obstacles and other ships); [Tool.Place] and [State.Maneuver] execute
// maneuvers with the overlap procedure; [State.CommandPhase] and
// [State.Reveal] run command dials and tokens.
//
// # Where each choice is made
//
// The rules core makes no choice of a player's: decide.go declares one
// interface per choice and the [Player] that holds them (made afresh for
// every worker from Model.Players), and asks them only there. A nil field
// is the default beside it:
//
//	choice                                      decision                 default (file)
//	the die an obstructed attack loses          ObstructDecision         MaxDamage (default_attack.go)
//	the die Concentrate Fire's dial adds        ConcentrateDecision      MaxDamage
//	the die Concentrate Fire's token rerolls    RerollDecision           MaxDamage
//	the token an accuracy locks                 LockDecision             MaxDamage
//	the defense tokens spent                    TokenDecision            TokenSpending{} (default_defence.go)
//	the dice an Evade affects                   EvadeDecision            TokenSpending{}
//	the zone a Redirect moves damage to         RedirectDecision         TokenSpending{}
//	the token an Injured Crew card discards     DiscardDecision          TokenSpending{}
//	what a squadron goes for                    PreyDecision             Hunt (default_squadron.go)
//	whether a squadron with no target moves     SquadronMoveDecision     Hunt
//	the squadrons a Squadron command activates  SquadronCommandDecision  NearestSquadron
//	the squadrons of the Squadron Phase         SquadronPhaseDecision    ListedSquadrons
//	the command dials set                       DialDecision             ScriptedDials (default_command.go)
//	keep a revealed dial, or take its token     KeepDialDecision         KeepUseful
//	what engineering points repair              RepairDecision           CardsThenShields
//	the hull zone a debris field damages        DebrisDecision           MostShieldsZone
//	the hull zone of an attack left open        ZoneDecision             MostDamageZone
//	where a squadron a ship ends on is moved    AsideDecision            NearestPlace (moveaside.go)
//	the damage card a station or Repair drops   CardDiscardDecision      FaceupFirst (default_command.go)
//	whether a Navigate token is spent           NavigateTokenDecision    SpendWhenUseful
//	whether a Repair token is spent             RepairTokenDecision      SpendWhenUseful
//	the enemy an attack left open is made at    DefenderDecision         NearestDefender (default_attack.go)
//	where a Cloak squadron moves at phase end   CloakDecision            CloakToPrey (default_squadron.go)
//	the raid token an Assault hit die buys      RaidDecision             RaidWhenItLands
//
// The policies a scenario names (package policies) set some of these
// fields; the scenario's fixed answers (a unit's dials, an attack's named
// zone and defender) are data of the script that the defaults read.
package armada
