package reports

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode/utf8"
)

// ProbTable is a printable table of probabilities, in sections.
type ProbTable struct {
	Name  string
	Title string
	// Exact is true when every figure is computed exactly (closed form or
	// enumeration), not estimated.
	Exact    bool
	Note     string
	Sections []TableSection
	// Lang is the language the table was built in.
	Lang Lang
}

// TableSection is one block of a table: a title, the header of the row
// labels, column headers, and rows.
type TableSection struct {
	Title string
	// Note, when set, says something the rows hold in common, such as a
	// rule under which every cell is the same.
	Note      string
	RowHeader string
	Columns   []string
	Rows      []TableRow
}

// TableRow is a labelled row of probabilities; NaN cells are blank.
type TableRow struct {
	Label string
	Cells []float64
}

// cellText writes a probability to 4 decimals in l's number format:
// "1" and "0" only when exact, "<0.0001" for a chance too small to show
// (never "0.0000", which reads as impossible), ">0.9999" for one too close
// to 1, and a blank for what cannot happen (NaN).
func cellText(p float64, l Lang) string {
	switch {
	case math.IsNaN(p):
		return ""
	case p == 1:
		return "1"
	case p == 0:
		return "0"
	case p < 0.00005:
		return "<" + l.Num(0.0001, 4)
	case p >= 0.99995:
		return ">" + l.Num(0.9999, 4)
	}
	return l.Num(p, 4)
}

// tableKey is the line under every human-readable table that says how to
// read its cells.
func tableKey(l Lang) string {
	return l.Tf("0 and 1: exact; %s: possible, but below 0.0001; blank: cannot happen.", "<"+l.Num(0.0001, 4))
}

func (t *ProbTable) kind() string {
	if t.Exact {
		return t.Lang.T("exact")
	}
	return t.Lang.T("Monte Carlo estimates with 95% intervals")
}

// pageWidth is the widest line, in characters, of a table printed on a
// portrait page.
const pageWidth = 80

// pageBlocks splits sec's columns into blocks that each fit pageWidth
// characters beside the row labels, for text, Markdown and HTML; the
// blocks after the first repeat the row labels. CSV and JSON keep whole
// sections.
func pageBlocks(sec TableSection, l Lang) []TableSection {
	label := utf8.RuneCountInString(sec.RowHeader)
	for _, r := range sec.Rows {
		label = max(label, utf8.RuneCountInString(r.Label))
	}
	cell := 1
	for _, c := range sec.Columns {
		cell = max(cell, utf8.RuneCountInString(c))
	}
	for _, r := range sec.Rows {
		for _, v := range r.Cells {
			cell = max(cell, utf8.RuneCountInString(cellText(v, l)))
		}
	}
	per := max(1, (pageWidth-label-2)/(cell+2))
	if len(sec.Columns) <= per {
		return []TableSection{sec}
	}
	var blocks []TableSection
	for from := 0; from < len(sec.Columns); from += per {
		to := min(len(sec.Columns), from+per)
		b := TableSection{Title: sec.Title, RowHeader: sec.RowHeader, Columns: sec.Columns[from:to]}
		if from == 0 {
			b.Note = sec.Note
		} else {
			b.Title = l.Tf("%s (continued)", sec.Title)
		}
		for _, r := range sec.Rows {
			cells := r.Cells[from:to]
			if from > 0 && blank(cells) {
				continue // a row that ended in an earlier block
			}
			b.Rows = append(b.Rows, TableRow{Label: r.Label, Cells: cells})
		}
		blocks = append(blocks, b)
	}
	return blocks
}

// blank reports whether every cell is blank (cannot happen).
func blank(cells []float64) bool {
	for _, v := range cells {
		if !math.IsNaN(v) {
			return false
		}
	}
	return true
}

// printedSections returns t's sections split to fit a portrait page.
func (t *ProbTable) printedSections() []TableSection {
	var out []TableSection
	for _, sec := range t.Sections {
		out = append(out, pageBlocks(sec, t.Lang)...)
	}
	return out
}

// cellTexts writes a row's cells.
func cellTexts(r TableRow, l Lang) []string {
	cells := make([]string, len(r.Cells))
	for i, v := range r.Cells {
		cells[i] = cellText(v, l)
	}
	return cells
}

// writeTableText writes the table as aligned text, no line wider than a
// portrait page: wide sections go on in further blocks.
func writeTableText(w io.Writer, t *ProbTable) error {
	var b strings.Builder
	l := t.Lang
	b.WriteString(strings.Join(wrap(fmt.Sprintf("%s (%s)", t.Title, t.kind()), pageWidth), "\n") + "\n")
	b.WriteString(strings.Join(wrap(t.Note, pageWidth), "\n") + "\n")
	b.WriteString(strings.Join(wrap(tableKey(l), pageWidth), "\n") + "\n")
	for _, sec := range t.printedSections() {
		b.WriteString("\n")
		if sec.Title != "" {
			b.WriteString(sec.Title + "\n")
		}
		if sec.Note != "" {
			b.WriteString(strings.Join(wrap(sec.Note, pageWidth), "\n") + "\n")
		}
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintf(tw, "%s\t%s\t\n", sec.RowHeader, strings.Join(sec.Columns, "\t"))
		for _, r := range sec.Rows {
			fmt.Fprintf(tw, "%s\t%s\t\n", r.Label, strings.Join(cellTexts(r, l), "\t"))
		}
		tw.Flush()
	}
	return writeShown(w, trimLineEnds(b.String()))
}

// trimLineEnds drops the spaces tabwriter leaves at the ends of lines.
func trimLineEnds(s string) string {
	lines := strings.Split(s, "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " ")
	}
	return strings.Join(lines, "\n")
}

// writeTableMarkdown writes the table in Markdown, for printing: wide
// sections go on in further tables that fit a portrait page.
func writeTableMarkdown(w io.Writer, t *ProbTable) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n%s (%s).\n\n%s\n", mdEscape(t.Title), mdEscape(t.Note), t.kind(), mdEscape(tableKey(t.Lang)))
	for _, sec := range t.printedSections() {
		b.WriteString("\n")
		if sec.Title != "" {
			fmt.Fprintf(&b, "## %s\n\n", mdEscape(sec.Title))
		}
		if sec.Note != "" {
			fmt.Fprintf(&b, "%s\n\n", mdEscape(sec.Note))
		}
		fmt.Fprintf(&b, "| %s | %s |\n|---:|%s\n", mdEscape(sec.RowHeader), strings.Join(sec.Columns, " | "), strings.Repeat("---:|", len(sec.Columns)))
		for _, r := range sec.Rows {
			cells := cellTexts(r, t.Lang)
			for i := range cells {
				cells[i] = mdEscape(cells[i])
			}
			fmt.Fprintf(&b, "| %s | %s |\n", mdEscape(r.Label), strings.Join(cells, " | "))
		}
	}
	return writeShown(w, b.String())
}

// writeTableHTML writes the table as one self-contained page for printing,
// wide sections split as in the Markdown.
func writeTableHTML(w io.Writer, t *ProbTable) error {
	l := t.Lang
	doc := htmlDoc{Lang: l.String(), Title: t.Title, Description: t.Note + " (" + t.kind() + ")",
		Info: []htmlKV{{l.T("how to read"), tableKey(l)}}}
	for _, sec := range t.printedSections() {
		ht := htmlTable{Head: append([]string{sec.RowHeader}, sec.Columns...)}
		for _, r := range sec.Rows {
			ht.Rows = append(ht.Rows, append([]string{r.Label}, cellTexts(r, l)...))
		}
		doc.Sections = append(doc.Sections, htmlSection{Title: sec.Title, Note: sec.Note, Tables: []htmlTable{ht}})
	}
	return htmlPage.Execute(w, doc)
}

// writeDir writes the table's folder dir, as a run's --out does:
// report.md and report.html from Human (in the reader's language),
// results.json and results.csv from Machine (the same table in English).
// It returns the paths written.
func (t *Table) writeDir(ctx context.Context, dir string) ([]string, error) {
	return newReportFolder().write(ctx, dir,
		func(w io.Writer) error { return writeTableMarkdown(w, t.Human) },
		func(w io.Writer) error { return writeTableHTML(w, t.Human) },
		func(w io.Writer) error { return writeTableJSON(w, t.machine()) },
		func(w io.Writer) error { return writeTableCSV(w, t.machine()) })
}

// TableCSVHeader is the header of a table's CSV: one row per cell.
var TableCSVHeader = []string{"table", "section", "row", "column", "probability", "exact"}

// writeTableCSV writes the table as one row per cell.
func writeTableCSV(w io.Writer, t *ProbTable) error {
	cw := newCSV(w)
	if err := cw.Write(TableCSVHeader); err != nil {
		return err
	}
	for _, sec := range t.Sections {
		for _, r := range sec.Rows {
			for i, v := range r.Cells {
				if math.IsNaN(v) {
					continue
				}
				if err := cw.Write([]string{t.Name, sec.Title, r.Label, sec.Columns[i], ftoa(v), strconv.FormatBool(t.Exact)}); err != nil {
					return err
				}
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// writeTableJSON writes the table as JSON: name, title, note, exact, and
// sections with their columns and rows (blank cells as null).
func writeTableJSON(w io.Writer, t *ProbTable) error {
	type row struct {
		Label string     `json:"label"`
		Cells []*float64 `json:"cells"`
	}
	type section struct {
		Title     string   `json:"title,omitempty"`
		Note      string   `json:"note,omitempty"`
		RowHeader string   `json:"row_header"`
		Columns   []string `json:"columns"`
		Rows      []row    `json:"rows"`
	}
	out := struct {
		Name     string    `json:"table"`
		Title    string    `json:"title"`
		Note     string    `json:"note"`
		Exact    bool      `json:"exact"`
		Sections []section `json:"sections"`
	}{Name: t.Name, Title: t.Title, Note: t.Note, Exact: t.Exact}
	for _, s := range t.Sections {
		js := section{Title: s.Title, Note: s.Note, RowHeader: s.RowHeader, Columns: s.Columns}
		for _, r := range s.Rows {
			jr := row{Label: r.Label}
			for _, v := range r.Cells {
				if math.IsNaN(v) {
					jr.Cells = append(jr.Cells, nil)
				} else {
					v := v
					jr.Cells = append(jr.Cells, &v)
				}
			}
			js.Rows = append(js.Rows, jr)
		}
		out.Sections = append(out.Sections, js)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
