package scenarios

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/simtest"
)

// measuredScenario: two Nebulon-Bs bow to bow, 129 mm apart (medium
// range), an asteroid square between their targeting points.
const measuredScenario = `name: measured
title: measured attacks
game: armada
params:
  target_x: {default: 0, min: -500, max: 500}
  zone: {default: front, values: [front, rear, nearest]}
obstacles:
  - {points: [[-10, 90], [10, 90], [10, 110], [-10, 110]]}
ships:
  neb: {size: small, hull: 5, shields: {front: 3, left: 1, right: 1, rear: 2}, battery: {front: {red: 3, blue: 2}}, tokens: none}
fleets:
  a: {units: [{ship: neb, name: gun, at: [0, 0], heading: 0}]}
  b: {units: [{ship: neb, name: target, at: [$target_x, 200], heading: 180}]}
script:
  - attack: {attacker: gun, defender: target, zone: $zone, range: auto}
measure:
  - {name: obstructed, what: obstructed}
  - {name: no_target, what: no-target}
  - {name: damage, what: damage, of: target}
`

// TestMeasuredAttacks checks attacks measured on the table against seed
// 004: an obstacle between the targeting points obstructs ("Si la línia de
// visió passa a través d'obstacles ... l'atac queda obstaculitzat"), the
// far hull zone has no line of sight ("si la línia de visió cap a una zona
// de casc defensora passa per qualsevol altra zona de casc de la mateixa
// nau, no hi ha línia de visió"), and zone: nearest picks the zone in
// sight.
func TestMeasuredAttacks(t *testing.T) {
	s, err := Parse("measured.yaml", []byte(measuredScenario))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		sets                []string
		obstructed, blocked bool
	}{
		{[]string{"zone=front"}, true, false},
		{[]string{"zone=rear"}, false, true},
		{[]string{"zone=nearest"}, true, false},
		{[]string{"zone=front", "target_x=60"}, false, false}, // the target stands aside: the asteroid is off the line
	} {
		r := runModel(t, bind(t, s, tc.sets...), 2000, 1)
		obs := metric(t, r, "obstructed").Estimate()
		nt := metric(t, r, "no_target").Estimate()
		if want := map[bool]float64{true: 1, false: 0}[tc.obstructed]; obs != want {
			t.Errorf("%v: obstructed fraction %v, want %v", tc.sets, obs, want)
		}
		if want := map[bool]float64{true: 1, false: 0}[tc.blocked]; nt != want {
			t.Errorf("%v: no-target %v a trial, want %v", tc.sets, nt, want)
		}
		if d := metric(t, r, "damage").Estimate(); tc.blocked != (d == 0) {
			t.Errorf("%v: mean damage %v", tc.sets, d)
		}
	}
}

// TestMeasuredAttackErrors checks the errors of obstacles and measured
// attacks.
func TestMeasuredAttackErrors(t *testing.T) {
	tests := []struct{ name, old, new, want string }{
		{"a concave obstacle", "[[-10, 90], [10, 90], [10, 110], [-10, 110]]", "[[-10, 90], [10, 110], [10, 90], [-10, 110]]", "obstacles[0].points: an obstacle is a convex polygon"},
		{"an obstacle of two points", "[[-10, 90], [10, 90], [10, 110], [-10, 110]]", "[[-10, 90], [10, 90]]", "an obstacle is a convex polygon"},
		{"a point that is not [x, y]", "[[-10, 90], [10, 90], [10, 110], [-10, 110]]", "[[-10, 90], [10, 90], [10]]", "obstacles[0].points[2]: expected [x, y] in millimetres"},
		{"an unplaced defender", "name: target, at: [$target_x, 200], heading: 180", "name: target", "range: auto measures on the table: gun and target must both be placed with at:"},
		{"nearest without auto", "zone: $zone, range: auto", "zone: nearest, range: medium", "zone: nearest needs range: auto"},
		{"bands out of order", "game: armada\n", "game: armada\nrules: {range_close: 200, range_medium: 187}\n", "the range bands must end in order"},
		{"an unknown obstacle kind", "- {points: [[-10, 90]", "- {kind: nebula, points: [[-10, 90]", `measured.yaml:8: obstacles[0].kind: unknown obstacle kind "nebula" (expected one of none, asteroid, debris, station)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { wantEditError(t, "measured.yaml", measuredScenario, tc.old, tc.new, tc.want) })
	}
	_, err := Parse("df.yaml", []byte("name: x\ntitle: x\ngame: dropfleet\nobstacles: []\nships: {}\nfleets: {}\nscript: []\nmeasure: []\n"))
	if err == nil || !strings.Contains(err.Error(), "obstacles are part of Armada scenarios only") {
		t.Errorf("a Dropfleet file with obstacles: %v", err)
	}
}

// TestAsteroidFieldCard: a ship that ends its maneuver on an asteroid field
// is dealt a faceup damage card (rules notes §7, "Obstacles after
// moving"); the card is drawn from the whole deck, so it is Blinded Gunners
// with probability 2/52 exactly, through the whole path.
func TestAsteroidFieldCard(t *testing.T) {
	src := strings.Replace(measuredScenario, "- {points: [[-10, 90]", "- {kind: asteroid, points: [[-10, 90]", 1)
	src = strings.Replace(src, "  - attack: {attacker: gun, defender: target, zone: $zone, range: auto}\n",
		"  - maneuver: {ship: gun, speed: 1}\n", 1)
	src += "  - {name: blinded, what: faceup-card, of: gun, card: blinded-gunners}\n  - {name: on_it, what: on-obstacle, of: gun}\n"
	r := runModel(t, compileSource(t, "asteroid.yaml", src), 200_000, 9)
	if on := metric(t, r, "on_it").Estimate(); on != 1 {
		t.Fatalf("the ship ended on the asteroid field in a fraction %v of trials, want all", on)
	}
	m := metric(t, r, "blinded")
	simtest.Proportion(t, "Blinded Gunners from the asteroid field", m.Proportion.Successes, m.Proportion.Trials, 2.0/52)
}
