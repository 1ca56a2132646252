package trace

import (
	"strings"
	"testing"
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
