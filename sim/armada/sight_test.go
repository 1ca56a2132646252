package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestSightThroughAnotherHullZone checks seed 004: "la línia de visió cap a
// o des d'una zona de casc d'una nau es traça des del punt d'orientació
// groc imprès en aquella zona de casc; si la línia de visió cap a una zona
// de casc defensora passa per qualsevol altra zona de casc de la mateixa
// nau, no hi ha línia de visió". The line of sight runs from targeting
// point to targeting point (from a squadron, from its sight point), and is
// checked against the defender's other hull zones as well as the range
// line (rules notes §2). The defender is a small ship at the origin heading
// +Y: its left zone's targeting point is at (−10.75, 0), its front edge at
// y = 35.5; an attacker straight ahead of its front-left corner measures
// range to that corner along the base's side, which crosses no zone, while
// its line of sight to the left zone's targeting point enters through the
// front edge, across the front zone.
func TestSightThroughAnotherHullZone(t *testing.T) {
	r := DefaultRuler()
	def := hull(t, SmallShip, 0, 0, 0)
	tests := []struct {
		name    string
		x, y    float64 // the attacker's centre
		heading float64
		zone    Zone
		blocked bool
	}{
		{"ahead of the corner, at the left zone: sight crosses the front zone", -25, 200, 180, Left, true},
		{"ahead of the corner, at the front zone", -25, 200, 180, Front, false},
		{"abeam to port, at the left zone", -200, 0, 90, Left, false},
		{"ahead, at the rear zone: the range line crosses too", 0, 200, 180, Rear, true},
		{"off the port bow, at the left zone: sight enters through the side", -90, 160, 150, Left, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			att := hull(t, SmallShip, tc.x, tc.y, tc.heading)
			s := r.Measure(att, Front, def, tc.zone, nil)
			if !s.InArc {
				t.Fatalf("the %v zone is not in the attacking arc", tc.zone)
			}
			if s.Blocked != tc.blocked || s.Legal() == tc.blocked {
				t.Errorf("blocked %v (legal %v), want blocked %v", s.Blocked, s.Legal(), tc.blocked)
			}
		})
	}
	// a squadron ahead of the corner: its range line runs to the corner,
	// its line of sight from the point of its base nearest the targeting
	// point crosses the front zone
	for _, tc := range []struct {
		name    string
		sq      plane.Vec
		zone    Zone
		blocked bool
	}{
		{"squadron ahead of the corner, at the left zone", plane.Vec{X: -25, Y: 82.4}, Left, true},
		{"squadron abeam to port, at the left zone", plane.Vec{X: -70, Y: 0}, Left, false},
		{"squadron ahead of the corner, at the front zone", plane.Vec{X: -25, Y: 82.4}, Front, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := r.MeasureFromSquadron(Disc{C: tc.sq, R: DefaultSquadronRadius}, def, tc.zone, SightClosestPoint, nil)
			if s.Band != Distance1 {
				t.Fatalf("band %v, want distance 1", s.Band)
			}
			if s.Blocked != tc.blocked {
				t.Errorf("blocked %v, want %v", s.Blocked, tc.blocked)
			}
		})
	}
}
