package scenarios

import "testing"

// sightScenario: a Nebulon-B's front hull zone faces a CR90 whose front
// edge is 129 mm off, the CR90's starboard front corner 3.5 mm to the side
// of the attacker's centre line.
const sightScenario = `name: sight
title: line of sight through another hull zone
game: armada
params:
  zone: {default: right, values: [front, right, left, nearest]}
  x: {default: 25, min: -500, max: 500}
ships:
  neb: {size: small, hull: 5, battery: {front: {red: 3}}, tokens: none}
  cr90: {size: small, hull: 4, shields: {front: 9, left: 2, right: 2, rear: 1}, tokens: none}
fleets:
  a: {units: [{ship: neb, name: gun, at: [0, 0], heading: 0}]}
  b: {units: [{ship: cr90, name: target, at: [$x, 200], heading: 180}]}
script:
  - attack: {attacker: gun, defender: target, zone: $zone, range: auto}
measure:
  - {name: no_target, what: no-target}
  - {name: hull, what: hull, of: target}
`

// TestSightThroughAnotherHullZoneInAScenario checks seed 004 through a
// scenario file, as a new user would write it: "si la línia de visió cap a
// una zona de casc defensora passa per qualsevol altra zona de casc de la
// mateixa nau, no hi ha línia de visió", the line of sight traced "des del
// punt d'orientació groc" of each hull zone. From straight ahead of the
// CR90's starboard front corner, the range to its right (starboard) hull
// zone runs to that corner along its side, but the line of sight to the
// zone's targeting point enters through the front edge: no attack on the
// right zone; zone: nearest attacks the front. From far off to the side the
// right zone is in sight. The front zone's 9 shields take any attack on
// it without a damage card; the right zone's 2 do not.
func TestSightThroughAnotherHullZoneInAScenario(t *testing.T) {
	s, err := Parse("sight.yaml", []byte(sightScenario))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		sets     []string
		noTarget float64
		cards    bool // damage cards were dealt: not through the front zone's 9 shields
	}{
		{[]string{"zone=right"}, 1, false},
		{[]string{"zone=nearest"}, 0, false},
		{[]string{"zone=front"}, 0, false},
		{[]string{"zone=right", "x=150"}, 0, true}, // 2 shields: damage cards
	} {
		r := runModel(t, bind(t, s, tc.sets...), 4000, 1)
		if nt := metric(t, r, "no_target").Estimate(); nt != tc.noTarget {
			t.Errorf("%v: no-target %v a trial, want %v", tc.sets, nt, tc.noTarget)
		}
		hull := metric(t, r, "hull").Histogram
		if tc.cards != (hull.Min() < 4) {
			t.Errorf("%v: hull left down to %d; want damage cards %v", tc.sets, hull.Min(), tc.cards)
		}
	}
}
