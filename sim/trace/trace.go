// Package trace records what happens in one trial, for a person to read: a
// log of events, grouped under headings (a round, a turn), and pictures of
// the table. It is the one vocabulary the rules cores use for logs and
// pictures (design notes, "The next stage", rule 2).
//
// A trace is a by-product of the one code path: a rules core keeps a
// *Recorder that is nil when tracing is off, and every call site checks
// [Recorder.On] before it builds what it would record, so that tracing off
// costs one nil check and no allocation. A recorder draws no random
// numbers and measures never read it, so a traced trial plays exactly as
// the untraced one.
package trace

import "fmt"

// Recorder collects the events and frames of one traced trial. The zero
// Recorder is ready to use; a nil *Recorder is off and ignores every call.
type Recorder struct {
	// Entries are the log, in order.
	Entries []Entry
	// Frames are the pictures of the table, in order.
	Frames []Frame
	// Events are the trial's structured events, in order: what a checker
	// reads to confirm, independently of the rules core, that what the log
	// announces happened and was legal. Each rules core defines its own
	// event types (plain structs of facts: who, where, which order, which
	// dice); a recorder only keeps them.
	Events []any
	// heading is the heading of the entries logged next.
	heading string
}

// Entry is one line of the log and the heading it falls under.
type Entry struct {
	Heading string
	Text    string
}

// On reports whether r records. Call sites check it before building
// anything to record.
func (r *Recorder) On() bool { return r != nil }

// Heading starts a new section of the log, such as "Round 2".
func (r *Recorder) Heading(format string, args ...any) {
	if r == nil {
		return
	}
	r.heading = fmt.Sprintf(format, args...)
}

// Logf adds one line to the log under the current heading.
func (r *Recorder) Logf(format string, args ...any) {
	if r == nil {
		return
	}
	r.Entries = append(r.Entries, Entry{Heading: r.heading, Text: fmt.Sprintf(format, args...)})
}

// Event adds one structured event (a value of a rules core's event type).
// Call sites check [Recorder.On] first, as for Logf, so that tracing off
// builds nothing.
func (r *Recorder) Event(e any) {
	if r == nil {
		return
	}
	r.Events = append(r.Events, e)
}

// AddFrame adds a picture of the table.
func (r *Recorder) AddFrame(f Frame) {
	if r == nil {
		return
	}
	r.Frames = append(r.Frames, f)
}

// Mark returns where the next line will go, for LogAt.
func (r *Recorder) Mark() int {
	if r == nil {
		return 0
	}
	return len(r.Entries)
}

// LogAt adds one line under the current heading at mark (from Mark),
// before the lines logged since: an event logged once its outcome is known
// reads before the events its outcome caused (a shot before the ship it
// destroyed).
func (r *Recorder) LogAt(mark int, format string, args ...any) {
	if r == nil {
		return
	}
	r.Logf(format, args...)
	e := r.Entries
	last := e[len(e)-1]
	copy(e[mark+1:], e[mark:len(e)-1])
	e[mark] = last
}
