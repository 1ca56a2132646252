package scenarios

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/plane"
)

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
