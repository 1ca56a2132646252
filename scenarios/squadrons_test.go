package scenarios

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// squadronScenario: a Nebulon-B at the origin facing +y, an X-wing ahead of
// it at sq_y, a TIE fighter of the Nebulon-B's side on the line between
// them (unless screen_x moves it aside; at speed 0, it stays there) and a
// small asteroid under the near half of the X-wing's base, where only a
// line to its centre passes.
const squadronScenario = `name: squadrons
title: squadrons on the table
game: armada
params:
  sq_y: {default: 150, min: -1000, max: 1000}
  screen_x: {default: 200, min: -500, max: 500}
  sight: {default: "1.5", values: ["1.5", "1.6"]}
  obstruct: {default: rrg, values: [seed, rrg]}
rules: {squadron_sight: $sight, squadrons_obstruct: $obstruct}
obstacles:
  - {points: [[-3, 138.6], [3, 138.6], [3, 144.6], [-3, 144.6]]}
ships:
  neb: {size: small, hull: 5, shields: {front: 3, left: 1, right: 1, rear: 2}, battery: {front: {red: 3}}, anti_squadron: {blue: 2}, tokens: none}
  xw: {squadron: true, bomber: true, hull: 5, speed: 3, battery: {red: 2}, anti_squadron: {blue: 3}}
  tie: {squadron: true, hull: 3, speed: 0, battery: {blue: 1}, anti_squadron: {blue: 4}}
fleets:
  a: {units: [{ship: neb, name: gun, at: [0, 0], heading: 0}, {ship: tie, name: screen, at: [$screen_x, 90]}]}
  b: {units: [{ship: xw, name: red, at: [0, $sq_y]}]}
script:
  - attack: {attacker: gun, defender: red, range: auto}
measure:
  - {name: obstructed, what: obstructed}
  - {name: no_target, what: no-target}
  - {name: damage, what: damage, of: red}
  - {name: ship_damage, what: damage, of: gun}
`

// runSquadrons compiles src with sets and plays it.
func runSquadrons(t *testing.T, src string, trials int64, seed uint64, sets ...string) *sim.Result {
	t.Helper()
	return runModel(t, compileSource(t, "squadrons.yaml", src, sets...), trials, seed)
}

// TestSquadronSightAndObstruction checks a ship's attack at a squadron on
// the table against seed 004 and its two switches: line of sight to the
// closest point of the squadron's base ("fins al punt de la seva base més
// proper a l'objectiu") or, under RRG 1.6, to its centre; and a line
// through a squadron that is neither attacker nor defender obstructed
// ("d'altres naus/esquadrons") or, under the rules notes' reading, not.
func TestSquadronSightAndObstruction(t *testing.T) {
	for _, tc := range []struct {
		sets                 []string
		obstructed, noTarget float64
	}{
		{[]string{"sight=1.5", "obstruct=rrg"}, 0, 0},
		{[]string{"sight=1.6", "obstruct=rrg"}, 1, 0},                // the asteroid is under the base's near half
		{[]string{"sight=1.5", "obstruct=seed", "screen_x=0"}, 1, 0}, // the TIE on the line
		{[]string{"sight=1.5", "obstruct=rrg", "screen_x=0"}, 0, 0},  // squadrons never obstruct
		{[]string{"sq_y=370", "screen_x=200"}, 0, 1},                 // beyond long range: 370 − 16.875 − 35.5 mm
		{[]string{"sq_y=-150", "screen_x=200"}, 0, 1},                // behind: outside the front arc
	} {
		r := runSquadrons(t, squadronScenario, 500, 1, tc.sets...)
		if got := metric(t, r, "obstructed").Estimate(); got != tc.obstructed {
			t.Errorf("%v: obstructed %v, want %v", tc.sets, got, tc.obstructed)
		}
		if got := metric(t, r, "no_target").Estimate(); got != tc.noTarget {
			t.Errorf("%v: no-target %v, want %v", tc.sets, got, tc.noTarget)
		}
	}
}

// TestSquadronAttacksMatchEnumeration plays attacks measured on the table
// through the whole path and compares them with exact enumeration: a ship
// at a squadron (close range, its anti-squadron blue dice, hits only), and
// a Bomber squadron at a ship (distance 1, its battery, crits count)
// (rules notes §3).
func TestSquadronAttacksMatchEnumeration(t *testing.T) {
	r := runSquadrons(t, squadronScenario, 60_000, 11)
	simtest.Distribution(t, "ship at squadron", &metric(t, r, "damage").Histogram, exactDamage(armada.Dice{armada.Blue: 2}, false))
	bomber := strings.Replace(squadronScenario, "attack: {attacker: gun, defender: red, range: auto}",
		"attack: {attacker: red, defender: gun, range: auto, zone: nearest}", 1)
	r = runSquadrons(t, bomber, 60_000, 12, "sq_y=110")
	simtest.Distribution(t, "bomber at ship", &metric(t, r, "ship_damage").Histogram, exactDamage(armada.Dice{armada.Red: 2}, true))
	r = runSquadrons(t, bomber, 500, 13, "sq_y=140") // 140 − 16.875 − 35.5 = 87.6 mm: beyond distance 1
	if nt := metric(t, r, "no_target").Estimate(); nt != 1 {
		t.Errorf("a squadron beyond distance 1 attacked: no-target %v, want 1", nt)
	}
}

// carrierScenario: a Victory with Squadron dials and a squadron value of 2,
// three TIE fighters abeam of it (two in reach, one beyond medium range;
// at speed 0, so that they do not go after the X-wing),
// an X-wing standing where the Victory's maneuver ends, and a huge ship
// making three attacks at a target that neither defends nor dies.
const carrierScenario = `name: carrier
title: squadron commands
game: armada
params:
  dial: {default: squadron, values: [squadron, concentrate-fire, heuristic]}
  ties: {default: 3, min: 0, max: 3}
ships:
  victory: {size: medium, hull: 8, command: 1, squadron_value: 2, shields: {front: 3, left: 3, right: 3, rear: 1},
            battery: {front: {red: 3, blue: 3}, left: {red: 2}, right: {red: 2}, rear: {red: 2}}, anti_squadron: {blue: 1}, tokens: none}
  executor: {size: huge, hull: 30, shields: {front: 6, left: 5, right: 5, rear: 4}, battery: {front: {red: 4}, left: {red: 4}, right: {red: 4}, rear: {red: 4}}, tokens: none}
  wall: {size: large, hull: 40, shields: {front: 9, left: 9, right: 9, rear: 9}, tokens: none}
  tie: {squadron: true, hull: 3, speed: 0, battery: {blue: 1}, anti_squadron: {blue: 4}}
  xw: {squadron: true, hull: 5, speed: 3, battery: {red: 2}, anti_squadron: {blue: 3}}
fleets:
  empire:
    units:
      - {ship: victory, name: victory, speed: 2, at: [0, 0], heading: 0, commands: $dial}
      - {ship: tie, name: tie, copies: $ties, at: [-70, -60], offset: [-100, 0]}
      - {ship: executor, name: executor, at: [1200, 0], heading: 0}
  rebels:
    units:
      - {ship: xw, name: red, at: [10, 137]}
      - {ship: wall, name: target, at: [1200, 400], heading: 90}
script:
  - activate: {ship: victory, maneuver: {speed: 2}}
  - activate: {ship: executor, attacks: [{from: front, defender: target, range: close}, {from: left, defender: target, range: close},
                                         {from: right, defender: target, range: close}]}
measure:
  - {name: activated, what: squadrons-activated, of: victory}
  - {name: moved_aside, what: moved-aside, of: red}
  - {name: overlapped, what: overlapped, of: victory}
  - {name: target_damage, what: damage, of: target}
`

// TestSquadronCommandInAScenario: a Squadron dial activates up to the
// ship's squadron value of the squadrons at close–medium range (rules
// notes §5); the heuristic sets one when a squadron is in reach; the ship's
// maneuver ends on the X-wing, which is moved aside and costs no overlap
// (seed 004); a huge ship makes three attacks (rules notes §3).
func TestSquadronCommandInAScenario(t *testing.T) {
	for _, tc := range []struct {
		sets      []string
		activated float64
	}{
		{[]string{"dial=squadron"}, 2},
		{[]string{"dial=squadron", "ties=1"}, 1},
		{[]string{"dial=squadron", "ties=0"}, 0},
		{[]string{"dial=concentrate-fire"}, 0},
		{[]string{"dial=heuristic"}, 2},
	} {
		r := runSquadrons(t, carrierScenario, 200, 1, tc.sets...)
		if got := metric(t, r, "activated").Estimate(); got != tc.activated {
			t.Errorf("%v: %v squadrons activated, want %v", tc.sets, got, tc.activated)
		}
		if got := metric(t, r, "moved_aside").Estimate(); got != 1 {
			t.Errorf("%v: the X-wing was moved aside %v times, want 1", tc.sets, got)
		}
		if got := metric(t, r, "overlapped").Estimate(); got != 0 {
			t.Errorf("%v: a ship ending on a squadron overlapped (%v); only ships overlap ships", tc.sets, got)
		}
	}
	r := runSquadrons(t, carrierScenario, 20_000, 2)
	// three attacks of 4 red dice at close range on a target that neither
	// defends nor dies: the damage is that of 12 red dice, ship against ship
	simtest.Distribution(t, "three attacks of a huge ship", &metric(t, r, "target_damage").Histogram, exactDamage(armada.Dice{armada.Red: 12}, true))
}

// TestSquadronPhaseMovesOrAttacks: in the Squadron Phase a squadron moves
// or attacks, not both (rules notes §8). An X-wing 198 mm from a ship
// closes in round 1 without attacking and attacks in round 2: its damage
// is then exactly that of its two red dice, a Bomber's crits counting.
func TestSquadronPhaseMovesOrAttacks(t *testing.T) {
	src := strings.Replace(squadronScenario, "  - attack: {attacker: gun, defender: red, range: auto}\n",
		"  - rounds: {count: $rounds, steps: [{squadron_phase: {}}]}\n", 1)
	src = strings.Replace(src, "params:\n", "params:\n  rounds: {default: 1, min: 1, max: 2}\n", 1)
	r := runSquadrons(t, src, 2000, 3, "sq_y=250")
	if d := metric(t, r, "ship_damage").Estimate(); d != 0 {
		t.Errorf("round 1: the X-wing dealt %v damage; moving, it may not attack", d)
	}
	r = runSquadrons(t, src, 60_000, 4, "sq_y=250", "rounds=2")
	simtest.Distribution(t, "round 2: the X-wing's attack", &metric(t, r, "ship_damage").Histogram, exactDamage(armada.Dice{armada.Red: 2}, true))
	// the squadron policy hold: the X-wing stays where it is, out of reach
	held := strings.Replace(src, "  b: {units:", "  b: {squadrons: hold, units:", 1)
	r = runSquadrons(t, held, 2000, 5, "sq_y=250", "rounds=2")
	if d := metric(t, r, "ship_damage").Estimate(); d != 0 {
		t.Errorf("an X-wing told to hold dealt %v damage from 198 mm away", d)
	}
}

// TestSquadronFieldErrors checks the errors of the squadron, huge-ship and
// activation fields: each names the file, line and field.
func TestSquadronFieldErrors(t *testing.T) {
	for _, tc := range []struct{ name, src, old, new, want string }{
		{"a squadron with a size", squadronScenario, "xw: {squadron: true,", "xw: {squadron: true, size: small,", "squadrons.yaml:14: ships.xw: a squadron has no size class, shields or squadron value"},
		{"a ship with a squadron's speed", squadronScenario, "neb: {size: small,", "neb: {size: small, speed: 2,", "squadrons.yaml:13: ships.neb.speed: a ship's speeds are its speed_chart"},
		{"a squadron at speed 6", squadronScenario, "hull: 5, speed: 3", "hull: 5, speed: 6", "squadrons.yaml:14: ships.xw.speed: must be from 0 to 5"},
		{"an unknown sight rule", squadronScenario, "squadron_sight: $sight", `squadron_sight: "2.0"`, `squadrons.yaml:9: rules.squadron_sight: unknown squadron sight rule "2.0" (expected one of 1.5, 1.6)`},
		{"an unknown obstruction rule", squadronScenario, "squadrons_obstruct: $obstruct", "squadrons_obstruct: never", `rules.squadrons_obstruct: unknown squadron obstruction rule "never" (expected one of seed, rrg)`},
		{"a squadron base too large", squadronScenario, "squadrons_obstruct: $obstruct}", "squadrons_obstruct: $obstruct, squadron_radius: 80}", "rules.squadron_radius: must be from 5 to 50"},
		{"a squadron on the maneuver tool", squadronScenario, "  - attack: {attacker: gun, defender: red, range: auto}", "  - maneuver: {ship: red}", "script[0].maneuver: red is a squadron: squadrons move in their activations"},
		{"four attacks from a huge ship", carrierScenario, "{from: right, defender: target, range: close}]}", "{from: right, defender: target, range: close}, {from: rear, defender: target, range: close}]}", "a huge ship makes up to 3 attacks per activation"},
		{"an activation's maneuver names the ship again", carrierScenario, "maneuver: {speed: 2}", "maneuver: {ship: victory, speed: 2}", "squadrons.yaml:25: script[0].activate.maneuver.ship: unknown field (expected one of speed, yaw, turn, side, navigate, by)"},
		{"from: best without range: auto", squadronScenario, "attack: {attacker: gun, defender: red, range: auto}", "attack: {attacker: gun, from: best, defender: red, range: close}", "script[0].attack.from: from: best needs range: auto"},
		{"from: best for a squadron", squadronScenario, "attack: {attacker: gun, defender: red, range: auto}", "attack: {attacker: red, from: best, defender: gun, range: auto}", "script[0].attack.from: red is a squadron: from: best chooses among a ship's hull zones"},
		{"an unknown squadron policy", squadronScenario, "  b: {units:", "  b: {squadrons: dogfight, units:", `squadrons.yaml:18: fleets.b.squadrons: unknown squadron policy "dogfight" (expected hunt, strike, intercept or hold)`},
		{"a squadron given a squadron value", carrierScenario, "tie: {squadron: true,", "tie: {squadron: true, squadron_value: 2,", "a squadron has no size class, shields or squadron value"},
	} {
		t.Run(tc.name, func(t *testing.T) { wantEditError(t, "squadrons.yaml", tc.src, tc.old, tc.new, tc.want) })
	}
}

// TestNearestDefender: an attack measured on the table may name no
// defender and take the nearest enemy its zone may attack (rules notes §3:
// the target must be in arc, at range and in sight), among all units, ships
// only or squadrons only.
func TestNearestDefender(t *testing.T) {
	src := strings.Replace(squadronScenario, "  b: {units: [{ship: xw, name: red, at: [0, $sq_y]}]}",
		"  b: {units: [{ship: xw, name: red, at: [0, $sq_y]}, {ship: neb, name: far, at: [0, 300], heading: 180}]}", 1)
	src = strings.Replace(src, "defender: red, range: auto", "defender: $target, range: auto", 1)
	src = strings.Replace(src, "params:\n", "params:\n  target: {default: nearest, values: [nearest, nearest-ship, nearest-squadron]}\n", 1)
	src += "  - {name: far_damage, what: damage, of: far}\n"
	for _, tc := range []struct {
		sets     []string
		attacked string
	}{
		{[]string{"target=nearest"}, "damage"},
		{[]string{"target=nearest-ship"}, "far_damage"},
		{[]string{"target=nearest-squadron"}, "damage"},
		{[]string{"target=nearest", "sq_y=-150"}, "far_damage"}, // the X-wing behind: out of the front arc
	} {
		r := runSquadrons(t, src, 2000, 5, tc.sets...)
		for _, m := range []string{"damage", "far_damage"} {
			if got := metric(t, r, m).Estimate(); (got > 0) != (m == tc.attacked) {
				t.Errorf("%v: %s %v; the attack should go to %s", tc.sets, m, got, tc.attacked)
			}
		}
	}
	wantEditError(t, "squadrons.yaml", src, "defender: $target, range: auto", "defender: nearest, range: close",
		"squadrons.yaml:21: script[0].attack.defender: defender: nearest is chosen on the table: it needs range: auto and gun placed with at:")
}

// TestPlayAreaErrors: a unit placed off the play area, and a play area too
// small, are refused when the file is loaded.
func TestPlayAreaErrors(t *testing.T) {
	src := strings.Replace(squadronScenario, "squadrons_obstruct: $obstruct}", "squadrons_obstruct: $obstruct, play_area: [1828.8, 914.4]}", 1)
	// the Nebulon-B at the origin stands half off the table
	wantEditError(t, "squadrons.yaml", src, "play_area", "play_area",
		"squadrons.yaml:17: fleets.a.units[0].at: gun at [0, 0] is not wholly on the play area, [0, 0] to [1828.8, 914.4]")
	wantEditError(t, "squadrons.yaml", src, "play_area: [1828.8, 914.4]", "play_area: [1828.8, 100]", "rules.play_area: a play area is at least 300 × 300 mm (3' × 6' is [1828.8, 914.4])")
}
