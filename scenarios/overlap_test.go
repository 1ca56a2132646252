package scenarios

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// TestOverlapScenarioMatchesExact plays the overlap built-in with the
// Victories jittered along x only, so the answer is exact: each Victory
// pushes into the CR90's path with probability (J − gap)/2J, the CR90 then
// overlaps at speed 3 and 2 and fits at 1 (seed 004: "la seva velocitat es
// redueix temporalment en 1 i ho torna a intentar"), and takes one
// facedown card. With no jitter and no gap the bases touch: "Exactly
// touching is not overlapping" (rules notes §7).
func TestOverlapScenarioMatchesExact(t *testing.T) {
	const jitter = 15.0
	for _, gap := range []float64{0, 5, 10} {
		t.Run(fmt.Sprint("gap=", gap), func(t *testing.T) {
			// jitter on y too, small enough that the y spans still overlap
			r := run(t, "overlap", 40_000, 3, "turn=0", fmt.Sprint("gap=", gap), fmt.Sprint("jitter=", jitter), "jitter_deg=0")
			p := (jitter - gap) / (2 * jitter)
			want := 1 - (1-p)*(1-p)
			o := metric(t, r, "overlapped").Proportion
			simtest.Proportion(t, "overlapped", o.Successes, o.Trials, want)
			h := &metric(t, r, "speed_used").Histogram
			if h.Count(1)+h.Count(3) != h.N() || h.Count(1) != o.Successes {
				t.Errorf("speed used: %d at 1, %d at 3 of %d; want speed 1 exactly when it overlapped (%d)", h.Count(1), h.Count(3), h.N(), o.Successes)
			}
			if c := &metric(t, r, "cards").Histogram; c.Count(1) != o.Successes || c.Max() > 1 {
				t.Errorf("cards: %d trials with one card, want %d", c.Count(1), o.Successes)
			}
		})
	}
	r := run(t, "overlap", 1000, 3, "turn=0", "gap=0", "jitter=0", "jitter_deg=0")
	if o := metric(t, r, "overlapped").Proportion; o.Successes != 0 {
		t.Errorf("touching bases overlapped %d times", o.Successes)
	}
}

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

// TestPlacementFields checks where units stand: at plus shift, copies each
// offset from the one before (named NAME#1…), and the maneuver tool's
// measurements under rules:.
func TestPlacementFields(t *testing.T) {
	src, err := BuiltinSource("overlap")
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(src), "rules:\n  tool_segment: 68.4\n", "rules:\n  tool_segment: 70\n  tool_width: 12\n", 1)
	edited = strings.Replace(edited, "name: port, speed: 1, at: [-72.5, $distance], shift: [-$gap, 0]",
		"name: port, speed: 1, copies: 3, offset: [0, 110], at: [-72.5, $distance], shift: [-$gap, 0]", 1)
	c := compileSource(t, "overlap.yaml", edited, "gap=10", "distance=200")
	g := c.Model.(*armada.Model)
	if g.Tool.Segment != 70 || g.Tool.Width != 12 {
		t.Errorf("tool %+v, want segment 70 and width 12", g.Tool)
	}
	for k, want := range []plane.Vec{{X: -82.5, Y: 200}, {X: -82.5, Y: 310}, {X: -82.5, Y: 420}} {
		id := fmt.Sprintf("port#%d", k+1)
		i := g.UnitIndex(id)
		if i < 0 {
			t.Fatalf("no unit %s", id)
		}
		if u := g.Units[i]; !u.Placed || u.Start.At != want || u.Start.Heading != 90 {
			t.Errorf("%s stands at %+v heading %v, want %+v heading 90", id, u.Start.At, u.Start.Heading, want)
		}
	}
	wantEditError(t, "overlap.yaml", string(src), "tool_segment: 68.4", "tool_segment: 20", "rules.tool_segment: must be from 40 to 100, got 20")
	wantEditError(t, "overlap.yaml", string(src), "{ship: cr90, name: corvette, speed: $speed, at: [0, 0], heading: 0}",
		"{ship: cr90, name: corvette, speed: $speed, offset: [10, 0]}", "offset needs at")
}
