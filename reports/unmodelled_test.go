package reports

import (
	"bytes"
	"encoding/json"
	"html"
	"strings"
	"testing"
)

// TestUnmodelledIsShown checks that every report of a run names what its
// scenario plays without effect (issue 18 item 4, issue 16/17: "a rule the
// core does not play yet is named in the report, never dropped silently"),
// in the reader's language, and that JSON carries it as "unmodelled".
func TestUnmodelledIsShown(t *testing.T) {
	r := fixedRun(t)
	r.Unmodelled = []string{"Intel (keyword)", "Most Wanted"}
	for _, f := range []Format{Text, Markdown, HTML} {
		var b bytes.Buffer
		if err := Write(&b, r, f); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), "played without effect") || !strings.Contains(b.String(), "Most Wanted") {
			t.Errorf("%s report does not name what is played without effect", f)
		}
	}
	es := *r
	es.Lang = Spanish
	var b bytes.Buffer
	if err := Write(&b, &es, Text); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "jugado sin efecto: Intel (keyword), Most Wanted") {
		t.Errorf("Spanish text report:\n%s", b.String())
	}
	b.Reset()
	if err := Write(&b, r, JSON); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Unmodelled []string `json:"unmodelled"`
	}
	if err := json.Unmarshal(b.Bytes(), &got); err != nil || len(got.Unmodelled) != 2 {
		t.Errorf("JSON unmodelled = %v (%v)", got.Unmodelled, err)
	}
}

// TestNotesAreShown: a run's notes (a list's card that its catalogue
// prices differently from the rules core's) are in every report, text,
// Markdown, HTML and JSON ("notes"), so that two prices are never used
// silently.
func TestNotesAreShown(t *testing.T) {
	r := fixedRun(t)
	note := "External Racks costs 5 points in your catalogue and 4 in fleetlab's card"
	r.Notes = []string{note}
	for _, f := range []Format{Text, Markdown, HTML} {
		var b bytes.Buffer
		if err := Write(&b, r, f); err != nil {
			t.Fatal(err)
		}
		shown := note
		if f == HTML {
			shown = html.EscapeString(note)
		}
		if !strings.Contains(b.String(), "note") || !strings.Contains(b.String(), shown) {
			t.Errorf("%s report does not show the note", f)
		}
	}
	var b bytes.Buffer
	if err := Write(&b, r, JSON); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Notes []string `json:"notes"`
	}
	if err := json.Unmarshal(b.Bytes(), &got); err != nil || len(got.Notes) != 1 || got.Notes[0] != note {
		t.Errorf("JSON notes = %v (%v)", got.Notes, err)
	}
}
