package reports

import (
	"context"
	"io"
	"slices"
)

// Format is a form a document is rendered in.
type Format string

// The formats every document is rendered in.
const (
	Text     Format = "text"
	JSON     Format = "json"
	CSV      Format = "csv"
	Markdown Format = "md"
	HTML     Format = "html"
)

// Formats lists the formats in the order the command line offers them.
var Formats = []Format{Text, JSON, CSV, Markdown, HTML}

// ParseFormat returns the format called s.
func ParseFormat(s string) (Format, error) {
	if f := Format(s); slices.Contains(Formats, f) {
		return f, nil
	}
	return "", Msgf("unknown format %q", s)
}

// Document is one report of any kind: a *Run, *Sweep, *Comparison,
// *ComparisonSweep, *Table or *Tournament. Write renders it in one format; WriteDir
// writes its whole folder. JSON and CSV are for programs and stay in
// English; the other formats speak the document's language.
type Document interface {
	// Incomplete reports whether the document shows a run stopped early
	// (by Ctrl-C): its figures then cover the trials played.
	Incomplete() bool
	render(w io.Writer, f Format) error
	writeDir(ctx context.Context, dir string) ([]string, error)
}

// Write renders doc in format f to w.
func Write(w io.Writer, doc Document, f Format) error { return doc.render(w, f) }

// WriteDir writes doc's report folder dir: report.md, report.html,
// results.json, results.csv and the document's plots (PNG and SVG). Every
// file is rendered in memory first, then the whole folder is written
// beside dir and swapped in: dir holds its old report or the complete new
// one, never a mix, and a failure or ctx cancelled leaves no temporary
// file (see CheckDir for what dir may hold). It returns the paths written.
func WriteDir(ctx context.Context, dir string, doc Document) ([]string, error) {
	return doc.writeDir(ctx, dir)
}

// renderers are one document kind's writers, one per format.
type renderers struct {
	text, json, csv, md, html func(io.Writer) error
}

// render calls the writer of format f.
func (r renderers) render(w io.Writer, f Format) error {
	write := map[Format]func(io.Writer) error{Text: r.text, JSON: r.json, CSV: r.csv, Markdown: r.md, HTML: r.html}[f]
	if write == nil {
		return Msgf("unknown format %q", string(f))
	}
	return write(w)
}

// Incomplete reports whether the run was interrupted.
func (r *Run) Incomplete() bool { return r.Result.Interrupted }

func (r *Run) render(w io.Writer, f Format) error {
	return renderers{
		text: func(w io.Writer) error { return writeText(w, r) },
		json: func(w io.Writer) error { return writeJSON(w, r) },
		csv:  func(w io.Writer) error { return writeCSV(w, r) },
		md:   func(w io.Writer) error { return writeMarkdown(w, r, nil) },
		html: func(w io.Writer) error { return writeHTML(w, r) },
	}.render(w, f)
}

// Incomplete reports whether the sweep stopped before its last point.
func (s *Sweep) Incomplete() bool { return s.Interrupted }

func (s *Sweep) render(w io.Writer, f Format) error {
	return renderers{
		text: func(w io.Writer) error { return writeSweepText(w, s) },
		json: func(w io.Writer) error { return writeSweepJSON(w, s) },
		csv:  func(w io.Writer) error { return writeSweepCSV(w, s) },
		md:   func(w io.Writer) error { return writeSweepMarkdown(w, s, nil) },
		html: func(w io.Writer) error { return writeSweepHTML(w, s) },
	}.render(w, f)
}

// Incomplete reports whether the comparison was interrupted.
func (c *Comparison) Incomplete() bool { return c.Result.A.Interrupted }

func (c *Comparison) render(w io.Writer, f Format) error {
	return renderers{
		text: func(w io.Writer) error { return writeComparisonText(w, c) },
		json: func(w io.Writer) error { return writeComparisonJSON(w, c) },
		csv:  func(w io.Writer) error { return writeComparisonCSV(w, c) },
		md:   func(w io.Writer) error { return writeComparisonMarkdown(w, c, nil) },
		html: func(w io.Writer) error { return writeComparisonHTML(w, c) },
	}.render(w, f)
}

// Incomplete reports whether the sweep stopped before its last point.
func (s *ComparisonSweep) Incomplete() bool { return s.Interrupted }

func (s *ComparisonSweep) render(w io.Writer, f Format) error {
	return renderers{
		text: func(w io.Writer) error { return writeComparisonSweepText(w, s) },
		json: func(w io.Writer) error { return writeComparisonSweepJSON(w, s) },
		csv:  func(w io.Writer) error { return writeComparisonSweepCSV(w, s) },
		md:   func(w io.Writer) error { return writeComparisonSweepMarkdown(w, s, nil) },
		html: func(w io.Writer) error { return writeComparisonSweepHTML(w, s) },
	}.render(w, f)
}

// Table is a probability table as a document: Human in the reader's
// language for text, Markdown and HTML, Machine (the same table built in
// English, or Human when nil) for JSON and CSV.
type Table struct {
	Human, Machine *ProbTable
}

// machine returns the table JSON and CSV show.
func (t *Table) machine() *ProbTable {
	if t.Machine != nil {
		return t.Machine
	}
	return t.Human
}

// Incomplete is false: a table is computed exactly, never cut short.
func (t *Table) Incomplete() bool { return false }

func (t *Table) render(w io.Writer, f Format) error {
	return renderers{
		text: func(w io.Writer) error { return writeTableText(w, t.Human) },
		json: func(w io.Writer) error { return writeTableJSON(w, t.machine()) },
		csv:  func(w io.Writer) error { return writeTableCSV(w, t.machine()) },
		md:   func(w io.Writer) error { return writeTableMarkdown(w, t.Human) },
		html: func(w io.Writer) error { return writeTableHTML(w, t.Human) },
	}.render(w, f)
}
