package trace

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// TestNilRecorderIsOff checks that a nil recorder ignores every call, so a
// rules core can keep one unset when tracing is off.
func TestNilRecorderIsOff(t *testing.T) {
	var r *Recorder
	if r.On() {
		t.Fatal("a nil recorder is on")
	}
	r.Heading("Round %d", 1)
	r.Logf("x %d", 1)
	r.AddFrame(Frame{})
	if allocs := testing.AllocsPerRun(100, func() { r.Logf("x %d", 1) }); allocs != 0 {
		t.Errorf("a nil recorder allocates %v times a call", allocs)
	}
}

// TestRecorderLog checks headings and entries.
func TestRecorderLog(t *testing.T) {
	var r Recorder
	r.Logf("set-up")
	r.Heading("Round %d", 2)
	r.Logf("%s fires", "Victory")
	want := []Entry{{"", "set-up"}, {"Round 2", "Victory fires"}}
	if len(r.Entries) != 2 || r.Entries[0] != want[0] || r.Entries[1] != want[1] {
		t.Errorf("entries %v, want %v", r.Entries, want)
	}
}

// TestRecorderLogAt checks that a line logged at a mark reads before the
// lines logged since.
func TestRecorderLogAt(t *testing.T) {
	var r Recorder
	r.Logf("before")
	m := r.Mark()
	r.Logf("destroyed")
	r.LogAt(m, "shot")
	var got []string
	for _, e := range r.Entries {
		got = append(got, e.Text)
	}
	if strings.Join(got, ",") != "before,shot,destroyed" {
		t.Errorf("entries %v, want before, shot, destroyed", got)
	}
	var off *Recorder
	off.LogAt(off.Mark(), "ignored")
}

// TestFrameSVG checks that a frame is well-formed SVG with its labels
// escaped.
func TestFrameSVG(t *testing.T) {
	base, _ := plane.NewPolygon(plane.Vec{X: 10, Y: 10}, plane.Vec{X: 20, Y: 10}, plane.Vec{X: 20, Y: 30})
	f := Frame{Title: "Round 1 <end>", Size: plane.Vec{X: 48, Y: 48}, Shapes: []Shape{
		{Polygon: base, Side: Player0, Label: "A&B", Hint: "hull 3"},
		{At: plane.Vec{X: 24, Y: 24}, Radius: 1, Side: Neutral, Label: "cluster", Faded: true},
	}}
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
	for _, s := range []string{"Round 1 &lt;end&gt;", "A&amp;B", "<title>hull 3</title>", "<circle"} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("the SVG lacks %q", s)
		}
	}
	if err := (&Frame{}).WriteSVG(io.Discard, 1); err == nil {
		t.Error("a frame with no size was drawn")
	}
}
