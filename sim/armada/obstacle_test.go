package armada

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestObstacleEffects: "Obstacles after moving (ships): asteroid field → 1
// faceup damage card; debris field → 2 damage on one chosen hull zone;
// station → may discard 1 damage card (squadron: recover 1 hull).
// Squadrons ignore asteroid/debris" and "obstacle effects still apply even
// at speed 0" (rules notes §7). Touching is not overlapping.
func TestObstacleEffects(t *testing.T) {
	end := 2 * 68.4 // the ship's centre after its speed-2 move straight ahead (+y)
	for _, tc := range []struct {
		name     string
		kind     ObstacleKind
		at       plane.Polygon
		speed    int8
		cards    int8 // damage cards held before the move
		wantCard int8
		shields  [zones]int8
		onIt     int8
	}{
		{"an asteroid field: a faceup card", AsteroidField, square(0, end, 10), 2, 0, 1, [zones]int8{2, 3, 2, 1}, 1},
		{"touching an asteroid field: nothing", AsteroidField, square(0, end+35.5+10, 10), 2, 0, 0, [zones]int8{2, 3, 2, 1}, 0},
		{"an asteroid field at speed 0", AsteroidField, square(0, 0, 10), 0, 0, 1, [zones]int8{2, 3, 2, 1}, 1},
		{"a debris field: two damage on the zone with most shields", DebrisField, square(0, end, 10), 2, 0, 0, [zones]int8{2, 1, 2, 1}, 1},
		{"a station: a card discarded", Station, square(0, end, 10), 2, 1, 0, [zones]int8{2, 3, 2, 1}, 1},
		{"an obstacle with no kind only obstructs", ObstacleNone, square(0, end, 10), 2, 0, 0, [zones]int8{2, 3, 2, 1}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tableGame(tableShip("ship", 0, 0, 0, 0))
			s.Model.Units[0].Profile.Shields = [zones]int{2, 3, 2, 1}
			s.Model.Obstacles = []Obstacle{{Polygon: tc.at, Kind: tc.kind}}
			st := &s.Units[0]
			st.Shields, st.Speed = [zones]int8{2, 3, 2, 1}, tc.speed
			r := sim.NewStream(4, 0)
			for range tc.cards {
				s.deal(0, false, r)
			}
			s.Maneuver(0, s.Model.Tool, Course{Side: 1}, r)
			s.landOnObstacles(0, r)
			if st.Cards != tc.wantCard || st.Shields != tc.shields || st.OnObstacle != tc.onIt {
				t.Errorf("cards %d, shields %v, on it %d; want %d, %v, %d", st.Cards, st.Shields, st.OnObstacle, tc.wantCard, tc.shields, tc.onIt)
			}
			if tc.kind == AsteroidField && tc.onIt == 1 && (!st.DealtFaceup || st.ObstacleDamage != 1) {
				t.Errorf("the asteroid field's card: faceup %v, obstacle damage %d", st.DealtFaceup, st.ObstacleDamage)
			}
		})
	}
	// a squadron that ends its move on a station recovers a hull point;
	// on an asteroid field nothing happens
	for _, tc := range []struct {
		kind ObstacleKind
		want int8
	}{{Station, 4}, {AsteroidField, 3}} {
		s := tableGame(tableSquadron("x", 0, 0, 0), tableShip("target", 1, 0, 300, 90))
		s.Units[0].HullLeft = 3
		s.Model.Obstacles = []Obstacle{{Polygon: square(0, 150, 20), Kind: tc.kind}}
		s.moveSquadron(0, TargetNearest)
		if s.Units[0].HullLeft != tc.want {
			t.Errorf("a squadron ending on a %v: hull %d, want %d", tc.kind, s.Units[0].HullLeft, tc.want)
		}
	}
}
