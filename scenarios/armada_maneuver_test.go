package scenarios

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// TestManeuverErrors checks that maneuvers and placements the rules or the
// format refuse are errors naming the file, line and field.
func TestManeuverErrors(t *testing.T) {
	src, err := BuiltinSource("overlap")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, old, new, want string }{
		{"a yaw the speed chart does not allow", "maneuver: {ship: corvette, turn: $turn}", "maneuver: {ship: corvette, speed: 3, yaw: [1, 0, 0]}",
			"illegal maneuver: corvette at speed 3 with yaw [1 0 0]; its speed chart allows speeds 0 to 4 and at speed 3, joint by joint, [0 1 2]"},
		{"turn and yaw together", "maneuver: {ship: corvette, turn: $turn}", "maneuver: {ship: corvette, turn: 1, yaw: [0, 0, 1]}", "give yaw (clicks per joint) or turn"},
		{"a speed chart column of the wrong length", "speed_chart: [[1], [0, 1]]", "speed_chart: [[1], [0]]", "overlap.yaml:46: ships.victory.speed_chart[1]: speed 2 has 2 joints"},
		{"a yaw past II", "speed_chart: [[1], [0, 1]]", "speed_chart: [[1], [0, 3]]", "ships.victory.speed_chart[1][1]: must be from 0 to 2"},
		{"jitter without a place", "{ship: cr90, name: corvette, speed: $speed, at: [0, 0], heading: 0}", "{ship: cr90, name: corvette, speed: $speed, jitter: {mm: 3}}", "jitter needs at"},
		{"an unplaced ship maneuvers", "{ship: cr90, name: corvette, speed: $speed, at: [0, 0], heading: 0}", "{ship: cr90, name: corvette, speed: $speed}", "corvette is not placed on the table"},
		{"a side that is not one", "maneuver: {ship: corvette, turn: $turn}", "maneuver: {ship: corvette, side: left}", "expected starboard or port"},
		{"a maneuver by style with a course", "maneuver: {ship: corvette, turn: $turn}", "maneuver: {ship: corvette, by: style, turn: 1}", "script[0].maneuver.turn: a maneuver by: style is the fleet's style's"},
		{"by neither script nor style", "maneuver: {ship: corvette, turn: $turn}", "maneuver: {ship: corvette, by: chance}", `expected script (the course given here) or style (the fleet's style chooses it), got "chance"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { wantEditError(t, "overlap.yaml", string(src), tc.old, tc.new, tc.want) })
	}
	// -$NAME negates numbers only
	withWord := strings.Replace(string(src), "params:\n", "params:\n  side: {default: port, values: [port, starboard]}\n", 1)
	wantEditError(t, "overlap.yaml", withWord, "at: [0, 0], heading: 0}", "at: [0, 0], heading: -$side}", `heading: -$side negates a number, but $side = "port"`)
}

// TestTurnAndNavigateLoad checks what a maneuver step compiles to: turn
// goes to the last joint of the speed the ship ends up at (at speed 1 too),
// and navigate is checked against the chart as it would leave the ship.
func TestTurnAndNavigateLoad(t *testing.T) {
	for _, tc := range []struct {
		sets  []string
		turn  int8
		speed int
	}{{[]string{"speed=1", "turn=2"}, 2, 1}, {[]string{"speed=3", "turn=-2"}, -2, 3}} {
		c := compile(t, "overlap", tc.sets...)
		st := c.Model.(*armada.Model).Script[0]
		if st.Kind != armada.StepManeuver || !st.TurnLast || st.Course.Yaw != [armada.MaxSpeed]int8{tc.turn} {
			t.Errorf("%v: step %+v, want turn %d held for the last joint", tc.sets, st, tc.turn)
		}
	}
	src, err := BuiltinSource("overlap")
	if err != nil {
		t.Fatal(err)
	}
	wantEditError(t, "overlap.yaml", string(src), "maneuver: {ship: corvette, turn: $turn}",
		"maneuver: {ship: corvette, speed: 2, navigate: {speed: -1, extra_click: 2}}", "navigate.extra_click: speed 1 has joints 1 to 1")
	wantEditError(t, "overlap.yaml", string(src), "maneuver: {ship: corvette, turn: $turn}",
		"maneuver: {ship: corvette, speed: 3, navigate: {speed: 3}}", "navigate.speed: must be from -2 to 2")
	// with Navigate's extra click, the CR90's '-' at speed 3's first joint allows I
	if _, err := Parse("overlap.yaml", []byte(strings.Replace(string(src), "maneuver: {ship: corvette, turn: $turn}",
		"maneuver: {ship: corvette, speed: 3, yaw: [1, 1, 2], navigate: {extra_click: 1}}", 1))); err != nil {
		t.Errorf("an extra click at joint 1: %v", err)
	}
}
