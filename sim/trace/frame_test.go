package trace

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestFrameNamesAgreeWithTitles checks the pictures' convention: the
// set-up's picture is named setup and titled Set-up, the one after turn
// or round N is named turn-N or round-N and titled Turn N or Round N.
func TestFrameNamesAgreeWithTitles(t *testing.T) {
	size := plane.Vec{X: 48, Y: 48}
	for _, tc := range []struct {
		f           Frame
		name, title string
	}{
		{SetupFrame(size, ": VP 0–0"), "setup", "Set-up: VP 0–0"},
		{SetupFrame(size, ""), "setup", "Set-up"},
		{AfterFrame(size, "turn", 3, ": VP 3–2"), "turn-3", "Turn 3: VP 3–2"},
		{AfterFrame(size, "round", 6, ""), "round-6", "Round 6"},
	} {
		if tc.f.Name != tc.name || tc.f.Title != tc.title || tc.f.Size != size {
			t.Errorf("frame %q titled %q, want %q titled %q", tc.f.Name, tc.f.Title, tc.name, tc.title)
		}
		if !NameAgrees(tc.f.Name, tc.f.Title) {
			t.Errorf("NameAgrees(%q, %q) is false", tc.f.Name, tc.f.Title)
		}
	}
	for _, bad := range [][2]string{{"round-2", "Turn 3: VP 1–0"}, {"round-0", "after set-up"}, {"turn-2", "Turn 21"}, {"setup", "Round 1"}} {
		if NameAgrees(bad[0], bad[1]) {
			t.Errorf("NameAgrees(%q, %q) is true", bad[0], bad[1])
		}
	}
}

// busyFrame is 120 ships of two sides crowded into a corner of the
// table, with long labels, bows and arcs, around a cluster: a frame whose
// labels cannot all sit beside their ships.
func busyFrame() Frame {
	f := AfterFrame(plane.Vec{X: 48, Y: 48}, "turn", 1, "")
	f.Legend = Legend{Sides: [2]string{"ucm", "phr"}, Keys: []string{"ship: a dot", "pale wedges: arcs"}}
	f.Shapes = append(f.Shapes, Shape{At: plane.Vec{X: 8, Y: 8}, Radius: 4, Side: Neutral, Label: "centre", Faded: true})
	for i := range 120 {
		a := float64(i) * 2.4
		at := plane.Vec{X: 8 + math.Cos(a)*float64(i)/12, Y: 8 + math.Sin(a)*float64(i)/12}
		f.Shapes = append(f.Shapes, Shape{At: at, Radius: 0.6, Side: Side(i % 2), Label: fmt.Sprintf("ship-%d.%d", i, i%3),
			Bow: 1.6, Heading: float64(i * 37), Arcs: []Wedge{{From: -45, To: 45, Reach: 1.8}}, Mark: "L"})
	}
	return f
}

// TestLabelsDoNotOverlap checks that no two labels' boxes overlap, in the
// layout and in the SVG written, in a busy frame, and that every label is
// drawn on the table.
func TestLabelsDoNotOverlap(t *testing.T) {
	f := busyFrame()
	var b bytes.Buffer
	if err := f.WriteSVG(&b, 0); err != nil {
		t.Fatal(err)
	}
	boxes := LabelBoxes(b.String())
	if len(boxes) != len(f.Shapes) {
		t.Fatalf("%d labels drawn, %d shapes labelled", len(boxes), len(f.Shapes))
	}
	for i, a := range boxes {
		if a.X0 < 0 || a.X1 > 800 || a.Y0 < titleBand || a.Y1 > titleBand+800 {
			t.Errorf("label %q off the table: %+v", a.Text, a)
		}
		for _, o := range boxes[:i] {
			if a.Overlaps(o) {
				t.Errorf("labels %q %+v and %q %+v overlap", a.Text, a, o.Text, o)
			}
		}
	}
}

// TestFrameSVG checks that a frame is well-formed SVG with its labels
// escaped, its ships' bows, arcs and marks, and a legend of its sides and
// keys.
func TestFrameSVG(t *testing.T) {
	base, _ := plane.NewPolygon(plane.Vec{X: 10, Y: 10}, plane.Vec{X: 20, Y: 10}, plane.Vec{X: 20, Y: 30})
	f := Frame{Name: "round-1", Title: "Round 1 <end>", Size: plane.Vec{X: 48, Y: 48}, Shapes: []Shape{
		{Polygon: base, Side: Player0, Label: "A&B", Hint: "hull 3", Bow: 5, Heading: 90, Arcs: []Wedge{{From: -30, To: 30, Reach: 8}, {From: 30, To: 150, Reach: 8}}},
		{At: plane.Vec{X: 24, Y: 24}, Radius: 1, Side: Neutral, Label: "cluster", Faded: true},
		{At: plane.Vec{X: 30, Y: 24}, Radius: 0.6, Side: Player1, Label: "frigate", Mark: "H", Bow: 1.6},
	}, Legend: Legend{Sides: [2]string{"empire", "rebels"}, Keys: []string{"white line: its bow"}}}
	var b bytes.Buffer
	if err := f.WriteSVG(&b, 0); err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(strings.NewReader(b.String()))
	for {
		_, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, b.String())
		}
	}
	for _, s := range []string{"Round 1 &lt;end&gt;", "A&amp;B", "<title>hull 3</title>", "<circle", `class="bow"`, `class="arc"`,
		">H</text>", `class="legend"`, ">empire</text>", ">rebels</text>", ">white line: its bow</text>"} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("the SVG lacks %q", s)
		}
	}
	if n := strings.Count(b.String(), `class="bow"`); n != 2 {
		t.Errorf("%d bows drawn, want 2", n)
	}
	if n := strings.Count(b.String(), `class="arc"`); n != 2 {
		t.Errorf("%d arcs drawn, want 2", n)
	}
	if err := (&Frame{}).WriteSVG(io.Discard, 1); err == nil {
		t.Error("a frame with no size was drawn")
	}
}

// TestLabelBoxesReadsLabels checks LabelBoxes on a label written by hand.
func TestLabelBoxesReadsLabels(t *testing.T) {
	svg := `<text class="label" x="10.0" y="20.0" fill="white">ab&amp;c</text>`
	got := LabelBoxes(svg)
	w, h := labelBox("ab&c")
	if len(got) != 1 || got[0].Text != "ab&c" || got[0].X0 != 10 || got[0].X1 != 10+w || got[0].Y1 != 23 || got[0].Y0 != 23-h {
		t.Errorf("LabelBoxes = %+v", got)
	}
}
