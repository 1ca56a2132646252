// Package armada is the rules core for Star Wars: Armada attacks (Rules
// Reference 1.5.0 by default, as in the seed document and the rules notes
// in shared/rules/armada.md): dice, range bands, obstruction, Concentrate
// Fire, accuracies, defense tokens, shields, damage cards and the damage
// deck.
//
// An [Attack] is resolved in the five steps of the rules, asking an
// [AttackPolicy] and a [DefensePolicy] (package policies) for every
// decision. A [Model] is a compiled scenario and a [sim.Model].
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
package armada
