package reports

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
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
	Title     string
	RowHeader string
	Columns   []string
	Rows      []TableRow
}

// TableRow is a labelled row of probabilities; NaN cells are blank.
type TableRow struct {
	Label string
	Cells []float64
}

// TableOptions are the settings some tables take.
type TableOptions struct {
	MaxDice int // largest pool (default 8)
	Armour  int // Dropfleet Armour save of the damage table (default 4)
	Sig     int // Dropfleet target Signature of the Active Scan table, inches
	Lang    Lang
}

// TableInfo names a table and says what it shows.
type TableInfo struct{ Name, Doc string }

// Tables lists the available tables.
func Tables() []TableInfo {
	return []TableInfo{
		{"admiral-rolloff", "who wins the equal-Strategy-Rating roll-off, by both Admiral values (seed rule and plain d6)"},
		{"active-scan", "chance that Active Scans spot a Silent Runner, and its Signature after them, by number of scans"},
		{"dropfleet-to-hit", "P(at least k hits) and P(at least k damage after Armour) by Lock and attack dice"},
		{"armada-damage", "P(damage at least k) for pools of each colour at each range, ship against ship"},
	}
}

// BuildTable computes the named table.
func BuildTable(name string, o TableOptions) (*ProbTable, error) {
	if o.MaxDice == 0 {
		o.MaxDice = 8
	}
	if o.Armour == 0 {
		o.Armour = 4
	}
	var t *ProbTable
	switch name {
	case "admiral-rolloff":
		t = rolloffTable(o.Lang)
	case "active-scan":
		t = activeScanTable(o.Sig, o.Lang)
	case "dropfleet-to-hit":
		t = toHitTable(o.MaxDice, o.Armour, o.Lang)
	case "armada-damage":
		t = armadaTable(o.MaxDice, o.Lang)
	}
	if t != nil {
		t.Lang = o.Lang
		return t, nil
	}
	names := []string{}
	for _, t := range Tables() {
		names = append(names, t.Name)
	}
	return nil, fmt.Errorf("unknown table %q (tables: %s)", name, strings.Join(names, ", "))
}

func rolloffTable(l Lang) *ProbTable {
	t := &ProbTable{Name: "admiral-rolloff", Title: l.T("Equal Strategy Rating: who chooses who activates first"), Exact: true,
		Note: l.T("Probability that the row player wins the roll-off (ties re-rolled). Seed 001: 1d6 + Admiral value; the later FAQ: a plain d6.")}
	for _, rule := range []dropfleet.Rolloff{dropfleet.RolloffAdmiral, dropfleet.RolloffPlain} {
		sec := TableSection{Title: l.T("rule: " + rule.String()), RowHeader: l.T("Admiral \\ opponent")}
		for b := 1; b <= dropfleet.MaxAdmiral; b++ {
			sec.Columns = append(sec.Columns, strconv.Itoa(b))
		}
		for a := 1; a <= dropfleet.MaxAdmiral; a++ {
			row := TableRow{Label: strconv.Itoa(a)}
			for b := 1; b <= dropfleet.MaxAdmiral; b++ {
				win, tie := dropfleet.RollOffOdds(a, b, rule)
				p := 0.5
				if tie < 1 {
					p = win / (1 - tie)
				}
				row.Cells = append(row.Cells, p)
			}
			sec.Rows = append(sec.Rows, row)
		}
		t.Sections = append(t.Sections, sec)
	}
	return t
}

func activeScanTable(sig int, l Lang) *ProbTable {
	t := &ProbTable{Name: "active-scan", Title: l.T("Active Scans at a Silent Running ship"), Exact: true,
		Note: l.Tf("Each scan of a silent target spots it on 4+ (no spike); every later scan adds a Minor Spike (+6\"), two make a Major (+12\"). Target Signature %d\".", sig)}
	sec := TableSection{RowHeader: l.T("scans"), Columns: []string{l.T("spotted"), l.Tf("Sig %d\"", 0), l.Tf("Sig %d\"", sig), l.Tf("Sig %d\"", sig+6), l.Tf("Sig %d\"", sig+12)}}
	for k := 1; k <= 8; k++ {
		pSilent := math.Pow(0.5, float64(k))
		var at [3]float64 // spotted with 0, 1, 2+ later scans
		for j := 1; j <= k; j++ {
			at[min(2, k-j)] += math.Pow(0.5, float64(j))
		}
		sec.Rows = append(sec.Rows, TableRow{Label: strconv.Itoa(k), Cells: []float64{1 - pSilent, pSilent, at[0], at[1], at[2]}})
	}
	t.Sections = []TableSection{sec}
	return t
}

func toHitTable(maxDice, armour int, l Lang) *ProbTable {
	t := &ProbTable{Name: "dropfleet-to-hit", Title: l.T("Dropfleet Commander: hits and damage by Lock and attack dice"), Exact: true,
		Note: l.Tf("Hits on Lock or more (2+..6+); a critical on Lock + 2 or more ignores Armour; each other hit's point of damage is saved on Armour %d+. Weapons of 1 damage a hit.", armour)}
	cols := make([]string, maxDice)
	for k := range cols {
		cols[k] = l.Tf("≥%d", k+1)
	}
	for _, what := range []string{"hits", "damage"} {
		for lock := 2; lock <= 6; lock++ {
			title := l.Tf("P(at least k hits), Lock %d+", lock)
			if what == "damage" {
				title = l.Tf("P(at least k damage), Lock %d+ against Armour %d+", lock, armour)
			}
			sec := TableSection{Title: title, RowHeader: l.T("dice"), Columns: cols}
			for n := 1; n <= maxDice; n++ {
				dist := dropfleet.HitOdds(n, lock)
				if what == "damage" {
					dist = dropfleet.DamageOdds(n, lock, armour)
				}
				row := TableRow{Label: strconv.Itoa(n)}
				for k := 1; k <= maxDice; k++ {
					if k > n {
						row.Cells = append(row.Cells, math.NaN())
					} else {
						row.Cells = append(row.Cells, armada.AtLeast(dist, k))
					}
				}
				sec.Rows = append(sec.Rows, row)
			}
			t.Sections = append(t.Sections, sec)
		}
	}
	return t
}

func armadaTable(maxDice int, l Lang) *ProbTable {
	t := &ProbTable{Name: "armada-damage", Title: l.T("Star Wars: Armada: damage of a dice pool, ship against ship"), Exact: true,
		Note: l.T("P(damage ≥ k) before defense tokens, hits and crits counted, by exact enumeration of the dice faces. Long range rolls red only; medium red and blue; close all.")}
	maxK := 2 * maxDice
	cols := make([]string, maxK)
	for k := range cols {
		cols[k] = l.Tf("≥%d", k+1)
	}
	for _, rg := range []armada.Range{armada.Close, armada.Medium, armada.Long} {
		sec := TableSection{Title: l.Tf("range: %s", l.T(rg.String())), RowHeader: l.T("pool"), Columns: cols}
		for _, c := range armada.Colours {
			if !rg.Allows(c) {
				continue
			}
			for n := 1; n <= maxDice; n++ {
				var d armada.Dice
				d[c] = n
				dist := armada.DamageOdds(d, true)
				row := TableRow{Label: l.Tf("%d "+c.String(), n)}
				for k := 1; k <= maxK; k++ {
					if k >= len(dist) {
						row.Cells = append(row.Cells, math.NaN())
					} else {
						row.Cells = append(row.Cells, armada.AtLeast(dist, k))
					}
				}
				sec.Rows = append(sec.Rows, row)
			}
		}
		trimColumns(&sec)
		t.Sections = append(t.Sections, sec)
	}
	return t
}

// trimColumns drops trailing columns that are blank in every row.
func trimColumns(sec *TableSection) {
	keep := 0
	for _, r := range sec.Rows {
		for k, v := range r.Cells {
			if !math.IsNaN(v) && k+1 > keep {
				keep = k + 1
			}
		}
	}
	sec.Columns = sec.Columns[:keep]
	for i := range sec.Rows {
		sec.Rows[i].Cells = sec.Rows[i].Cells[:keep]
	}
}

// cellText writes a probability to 4 decimals in l's number format, "1"
// and "0" only when exact.
func cellText(p float64, l Lang) string {
	switch {
	case math.IsNaN(p):
		return ""
	case p == 1:
		return "1"
	case p == 0:
		return "0"
	}
	return l.Num(p, 4)
}

func (t *ProbTable) kind() string {
	if t.Exact {
		return t.Lang.T("exact")
	}
	return t.Lang.T("Monte Carlo estimates with 95% intervals")
}

// WriteTableText writes the table as aligned text.
func WriteTableText(w io.Writer, t *ProbTable) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s)\n%s\n", t.Title, t.kind(), t.Note)
	for _, sec := range t.Sections {
		b.WriteString("\n")
		if sec.Title != "" {
			b.WriteString(sec.Title + "\n")
		}
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintf(tw, "%s\t%s\t\n", sec.RowHeader, strings.Join(sec.Columns, "\t"))
		for _, r := range sec.Rows {
			cells := make([]string, len(r.Cells))
			for i, v := range r.Cells {
				cells[i] = cellText(v, t.Lang)
			}
			fmt.Fprintf(tw, "%s\t%s\t\n", r.Label, strings.Join(cells, "\t"))
		}
		tw.Flush()
	}
	return writeShown(w, b.String())
}

// WriteTableMarkdown writes the table in Markdown, for printing.
func WriteTableMarkdown(w io.Writer, t *ProbTable) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n%s (%s).\n", mdEscape(t.Title), mdEscape(t.Note), t.kind())
	for _, sec := range t.Sections {
		b.WriteString("\n")
		if sec.Title != "" {
			fmt.Fprintf(&b, "## %s\n\n", mdEscape(sec.Title))
		}
		fmt.Fprintf(&b, "| %s | %s |\n|---:|%s\n", mdEscape(sec.RowHeader), strings.Join(sec.Columns, " | "), strings.Repeat("---:|", len(sec.Columns)))
		for _, r := range sec.Rows {
			cells := make([]string, len(r.Cells))
			for i, v := range r.Cells {
				cells[i] = cellText(v, t.Lang)
			}
			fmt.Fprintf(&b, "| %s | %s |\n", mdEscape(r.Label), strings.Join(cells, " | "))
		}
	}
	return writeShown(w, b.String())
}

// TableCSVHeader is the header of a table's CSV: one row per cell.
var TableCSVHeader = []string{"table", "section", "row", "column", "probability", "exact"}

// WriteTableCSV writes the table as one row per cell.
func WriteTableCSV(w io.Writer, t *ProbTable) error {
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

// WriteTableJSON writes the table as JSON: name, title, note, exact, and
// sections with their columns and rows (blank cells as null).
func WriteTableJSON(w io.Writer, t *ProbTable) error {
	type row struct {
		Label string     `json:"label"`
		Cells []*float64 `json:"cells"`
	}
	type section struct {
		Title     string   `json:"title,omitempty"`
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
		js := section{Title: s.Title, RowHeader: s.RowHeader, Columns: s.Columns}
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
