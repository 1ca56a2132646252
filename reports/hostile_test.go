package reports

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// hostileText is what a hostile scenario file puts in its title, description
// and docs: an OSC sequence that retitles the terminal, a bell, a carriage
// return that overwrites the line, a NUL, a right-to-left override, a C1
// CSI and a byte that is not UTF-8.
const hostileText = "evil\x1b]0;pwned\x07 title\rfake\x00 \u202eright-to-left\u202c \u009b31m \xff end"

// TestReportsEscapeControlCharacters writes a run and a sweep with hostile
// text in every format a person reads (issue 13 item 5): no control
// character other than newline and tab, and no bidirectional control, may
// come out; each shows as a visible escape.
func TestReportsEscapeControlCharacters(t *testing.T) {
	r := fixedRun(t)
	r.Title, r.Description = hostileText, hostileText
	r.Result.Metrics[0].Doc = hostileText
	r.Params = append(r.Params, Param{"rule2", hostileText})
	sw := sweepOf(t, []Axis{{Name: "a", Values: []any{hostileText, "y"}}})
	sw.Title = hostileText
	sw.Points[0].Result.Metrics[0].Doc = hostileText
	c := fixedComparison(t)
	c.Title = hostileText
	for name, write := range map[string]func(*bytes.Buffer) error{
		"text":            func(b *bytes.Buffer) error { return writeText(b, r) },
		"markdown":        func(b *bytes.Buffer) error { return writeMarkdown(b, r, nil) },
		"html":            func(b *bytes.Buffer) error { return writeHTML(b, r) },
		"sweep text":      func(b *bytes.Buffer) error { return writeSweepText(b, sw) },
		"sweep markdown":  func(b *bytes.Buffer) error { return writeSweepMarkdown(b, sw, nil) },
		"sweep html":      func(b *bytes.Buffer) error { return writeSweepHTML(b, sw) },
		"comparison text": func(b *bytes.Buffer) error { return writeComparisonText(b, c) },
		"comparison md":   func(b *bytes.Buffer) error { return writeComparisonMarkdown(b, c, nil) },
	} {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out := b.String()
		if i := strings.IndexFunc(out, hidden); i >= 0 {
			t.Errorf("%s: hidden character %q at byte %d", name, out[i:i+1], i)
		}
		if strings.Contains(out, "\xff") {
			t.Errorf("%s: a byte that is not UTF-8 came through", name)
		}
		if !strings.Contains(out, `evil\x1b`) || !strings.Contains(out, `pwned\x07 title`) || !strings.Contains(out, `\u202eright-to-left\u202c`) {
			t.Errorf("%s: the hostile text is not shown escaped:\n%s", name, out)
		}
	}
	// JSON escapes control characters itself and is data, not display
	var b bytes.Buffer
	if err := writeJSON(&b, r); err != nil || !json.Valid(b.Bytes()) {
		t.Errorf("JSON: %v", err)
	}
}

// TestCSVNeutralisesFormulas: a cell a spreadsheet would evaluate gets a
// leading apostrophe in every CSV; numbers, negative ones included, stay
// numbers (issue 13 item 7).
func TestCSVNeutralisesFormulas(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"=1+1", "'=1+1"},
		{"+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"},
		{"-2+3", "'-2+3"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\tx", "'\tx"},
		{"\rx", "'\rx"},
		{"-0.25", "-0.25"},
		{"+1e6", "+1e6"},
		{"-Inf", "-Inf"},
		{"P(>=k)", "P(>=k)"},
		{"", ""},
		{"a=b", "a=b"},
	} {
		if got := neutral(c.in); got != c.want {
			t.Errorf("neutral(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	formula := "=HYPERLINK(\"http://x\")"
	r := fixedRun(t)
	r.Scenario = formula
	sw := sweepOf(t, []Axis{{Name: "a", Values: []any{"@x", "-y"}}})
	sw.Scenario = formula
	c := fixedComparison(t)
	c.Scenario = formula
	for name, write := range map[string]func(*bytes.Buffer) error{
		"run":        func(b *bytes.Buffer) error { return writeCSV(b, r) },
		"sweep":      func(b *bytes.Buffer) error { return writeSweepCSV(b, sw) },
		"comparison": func(b *bytes.Buffer) error { return writeComparisonCSV(b, c) },
	} {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			t.Fatal(err)
		}
		rows, err := csv.NewReader(&b).ReadAll()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, row := range rows[1:] {
			for _, cell := range row {
				if neutral(cell) != cell && !strings.HasPrefix(cell, "'") {
					t.Errorf("%s: cell %q would be evaluated", name, cell)
				}
			}
			if row[0] != "'"+formula {
				t.Errorf("%s: scenario cell %q, want it neutralised", name, row[0])
			}
		}
	}
}

// fixedComparison is a small comparison of the scan model with itself.
func fixedComparison(t *testing.T) *Comparison {
	t.Helper()
	c, err := sim.Compare(context.Background(), scanModel{}, scanModel{}, sim.Options{Trials: 2000, Seed: 4, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	return &Comparison{Scenario: "probe", Title: "probe", SetA: []Param{{"n", int64(1)}}, SetB: []Param{{"n", int64(2)}}, Result: c}
}
