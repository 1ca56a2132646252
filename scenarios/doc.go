// Package scenarios reads scenario files (YAML) and compiles them, with
// parameter values, into the rules cores' models that the engine runs.
//
// The compiler is laid out by game and section of the file, one file each,
// named for both:
//
//   - scenario.go, params.go, translations.go: the file as a whole (name,
//     game, params:, translations:) for every game.
//   - sections.go: what both games share: the ships: section (each profile
//     read by the game's decoder in internal/profile), a unit's ship:
//     reference and the measure: list.
//   - dropfleet.go: the Dropfleet compiler's state and its order of
//     sections; dropfleet_rules.go (rules:), dropfleet_fleets.go (fleets:
//     and battlegroups), dropfleet_placement.go (groups: where the ships
//     stand), dropfleet_activation.go (an activation: order, targets and
//     moves, in a script step or a battlegroup's plan), dropfleet_script.go
//     (script:), dropfleet_measure.go (measure:), dropfleet_names.go (ship
//     and battlegroup names, copies included).
//   - armada.go: the Armada compiler's state and its order of sections;
//     armada_rules.go, armada_fleets.go (units and their commands),
//     armada_placement.go, armada_obstacles.go, armada_script.go (steps,
//     activations, rounds), armada_attack.go, armada_maneuver.go,
//     armada_measure.go.
//
// Two internal packages hold what the catalogue and list importers will
// share with the compiler: internal/yamldoc, the YAML decoder with its
// positioned, translatable errors ([Error] and [Problem] are its types),
// and internal/profile, one profile decoder per game. Sub-packages rather
// than files here, so that an importer can use them without importing the
// compiler. Tests sit beside the file they test where they test one
// (dropfleet_fleets_test.go tests dropfleet_fleets.go); the others play
// whole scenarios and are named for the rule they check. Benchmarks of the
// full paths sit beside their yardsticks in dropfleet_bench_test.go and
// armada_bench_test.go, their harness in bench_test.go.
package scenarios
