package job

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/sim/armada"
)

func cellOf(t *testing.T, tb *reports.ProbTable, section int, row, col string) float64 {
	t.Helper()
	sec := tb.Sections[section]
	for _, r := range sec.Rows {
		if r.Label != row {
			continue
		}
		for i, c := range sec.Columns {
			if c == col {
				return r.Cells[i]
			}
		}
	}
	t.Fatalf("%s: no cell %q × %q in section %d", tb.Name, row, col, section)
	return 0
}

// TestTableValues checks cells against values worked out by hand.
func TestTableValues(t *testing.T) {
	tests := []struct {
		table   string
		section int
		row     string
		col     string
		want    float64
	}{
		// roll-off 1d6+2 vs 1d6+1: wins 21 of 36, ties 5, so 21/31 of the roll-off
		{"admiral-rolloff", 0, "2", "1", 21.0 / 31},
		{"admiral-rolloff", 0, "6", "1", 1},       // 6+d6 beats 1+d6 except 1 vs 6: 35/36 win, 1/36 tie → 1
		{"admiral-rolloff", 1, "any", "any", 0.5}, // plain d6: the Admiral is ignored, one cell says so
		// Active Scan: 1 - 2^-k spotted; with 2 scans: spotted by the first and
		// spiked by the second (Sig 12") 1/2, spotted by the second (Sig 6") 1/4
		{"active-scan", 0, "3", "spotted", 7.0 / 8},
		{"active-scan", 0, "2", `Sig 12"`, 0.5},
		{"active-scan", 0, "2", `Sig 6"`, 0.25},
		{"active-scan", 0, "2", `Sig 18"`, 0},
		// Lock 4+: two dice, at least one hit 1 - (1/2)^2
		{"dropfleet-to-hit", 2, "2", "≥1", 0.75},
		// damage at Lock 4+ vs Armour 4+: a die deals 1 with 1/6 (crit on 6) + 2/6·1/2 (hit saved half the time) = 1/3
		{"dropfleet-to-hit", 7, "1", "≥1", 1.0 / 3},
		// one red die: 5 of 8 faces deal damage, only hit+hit deals 2
		{"armada-damage", 0, "1 red", "≥1", 5.0 / 8},
		{"armada-damage", 0, "1 red", "≥2", 1.0 / 8},
		{"armada-damage", 2, "1 black", "≥2", 2.0 / 8},
		// 3 red + 2 blue deals nothing only when every red die shows blank or
		// accuracy (3 of 8) and every blue die accuracy (2 of 8)
		{"armada-damage", 3, "3 red + 2 blue", "≥1", 1 - 27.0/512*4.0/64},
	}
	for _, tc := range tests {
		tb, err := BuildTable(tc.table, TableOptions{Sig: 6})
		if err != nil {
			t.Fatal(err)
		}
		if got := cellOf(t, tb, tc.section, tc.row, tc.col); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("%s [%d] %s × %s = %v, want %v", tc.table, tc.section, tc.row, tc.col, got, tc.want)
		}
		if !tb.Exact {
			t.Errorf("%s is not marked exact", tc.table)
		}
	}
	if _, err := BuildTable("nope", TableOptions{}); err == nil {
		t.Error("an unknown table was built")
	}
}

// TestTableRowsAreDistributions: each Active Scan row's Signature columns
// add up to 1, and "at least k" never rises with k.
func TestTableRowsAreDistributions(t *testing.T) {
	tb, _ := BuildTable("active-scan", TableOptions{Sig: 6})
	for _, r := range tb.Sections[0].Rows {
		if s := r.Cells[1] + r.Cells[2] + r.Cells[3] + r.Cells[4]; math.Abs(s-1) > 1e-12 {
			t.Errorf("scans %s: Signature probabilities add to %v", r.Label, s)
		}
	}
	tb, _ = BuildTable("armada-damage", TableOptions{})
	for _, sec := range tb.Sections {
		for _, r := range sec.Rows {
			for k := 1; k < len(r.Cells); k++ {
				if !math.IsNaN(r.Cells[k]) && r.Cells[k] > r.Cells[k-1]+1e-15 {
					t.Errorf("%s %s: P(≥%d) > P(≥%d)", sec.Title, r.Label, k+1, k)
				}
			}
		}
	}
}

func TestTableFormats(t *testing.T) {
	tb, _ := BuildTable("armada-damage", TableOptions{MaxDice: 2})
	var txt, md, cs, js bytes.Buffer
	if err := reports.Write(&txt, &reports.Table{Human: tb}, reports.Text); err != nil || !strings.Contains(txt.String(), "(exact)") {
		t.Errorf("text: %v", err)
	}
	if err := reports.Write(&md, &reports.Table{Human: tb}, reports.Markdown); err != nil || !strings.Contains(md.String(), "## red dice, at any range") {
		t.Errorf("markdown: %v", err)
	}
	if err := reports.Write(&cs, &reports.Table{Human: tb}, reports.CSV); err != nil || !strings.HasPrefix(cs.String(), "table,section,row,column,probability,exact\narmada-damage,\"red dice, at any range\",1 red,≥1,0.625,true") {
		t.Errorf("csv: %v\n%s", err, cs.String())
	}
	if err := reports.Write(&js, &reports.Table{Human: tb}, reports.JSON); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Exact    bool `json:"exact"`
		Sections []struct {
			Rows []struct {
				Cells []*float64 `json:"cells"`
			} `json:"rows"`
		} `json:"sections"`
	}
	if err := json.Unmarshal(js.Bytes(), &doc); err != nil || !doc.Exact || len(doc.Sections) != 5 {
		t.Errorf("json: %v %+v", err, doc)
	}
}

// TestTablesHaveNoRepeatedRows: no section repeats a row, the Armada table
// lists each pool once, and no section is a grid of one figure.
func TestTablesHaveNoRepeatedRows(t *testing.T) {
	for _, info := range Tables() {
		tb, err := BuildTable(info.Name, TableOptions{Sig: 6})
		if err != nil {
			t.Fatal(err)
		}
		labels := map[string]bool{}
		for _, sec := range tb.Sections {
			seen := map[string]string{}
			for _, r := range sec.Rows {
				key := fmt.Sprint(r.Cells)
				if other, ok := seen[key]; ok {
					t.Errorf("%s, %s: rows %s and %s are the same", info.Name, sec.Title, other, r.Label)
				}
				seen[key] = r.Label
				if info.Name == "armada-damage" && labels[r.Label] {
					t.Errorf("armada-damage: the pool %s is listed twice", r.Label)
				}
				labels[r.Label] = true
			}
			if _, ok := uniform(sec); ok && (len(sec.Rows) > 1 || len(sec.Columns) > 1) {
				t.Errorf("%s, %s: a grid of one figure", info.Name, sec.Title)
			}
		}
	}
	tb, _ := BuildTable("admiral-rolloff", TableOptions{})
	if got := tb.Sections[1].Note; !strings.Contains(got, "do not count") || !strings.Contains(got, "0.5") {
		t.Errorf("the plain rule's note %q does not say the Admiral values do not count", got)
	}
}

// TestTablesFitAPortraitPage: no line of a printed table is wider than 80
// characters, even with 20 dice.
func TestTablesFitAPortraitPage(t *testing.T) {
	pools := []armada.Dice{{armada.Red: 3, armada.Blue: 2}, {armada.Red: 6, armada.Blue: 6, armada.Black: 6}}
	for _, info := range Tables() {
		for _, o := range []TableOptions{{Sig: 6}, {Sig: 60, MaxDice: 20}, {MaxDice: 20, Pools: pools}} {
			for _, l := range []reports.Lang{reports.English, reports.Spanish} {
				o.Lang = l
				tb, err := BuildTable(info.Name, o)
				if err != nil {
					t.Fatal(err)
				}
				var b bytes.Buffer
				if err := reports.Write(&b, &reports.Table{Human: tb}, reports.Text); err != nil {
					t.Fatal(err)
				}
				for _, line := range strings.Split(b.String(), "\n") {
					if n := utf8.RuneCountInString(line); n > 80 {
						t.Errorf("%s (%+v): a line of %d characters: %q", info.Name, o, n, line)
						break
					}
				}
			}
		}
	}
}

func TestParsePool(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want armada.Dice
	}{{"3red+2blue", armada.Dice{armada.Red: 3, armada.Blue: 2}}, {"2 red, 1 black", armada.Dice{armada.Red: 2, armada.Black: 1}},
		{" 4blue ", armada.Dice{armada.Blue: 4}}} {
		got, err := ParsePool(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParsePool(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", "expected dice"}, {"red", "should be a number"}, {"0red", "should be a number"},
		{"3green", `unknown dice colour "green"`}, {"1red+2red", "red is given twice"}, {"15red+6blue", "at most 20"},
	} {
		if _, err := ParsePool(tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParsePool(%q): %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestWriteTableDir(t *testing.T) {
	human, _ := BuildTable("armada-damage", TableOptions{Lang: reports.Spanish, Pools: []armada.Dice{{armada.Red: 3, armada.Blue: 2}}})
	machine, _ := BuildTable("armada-damage", TableOptions{Pools: []armada.Dice{{armada.Red: 3, armada.Blue: 2}}})
	dir := t.TempDir()
	paths, err := reports.WriteDir(context.Background(), dir, &reports.Table{Human: human, Machine: machine})
	if err != nil || len(paths) != 4 {
		t.Fatalf("wrote %v: %v", paths, err)
	}
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if page := html.UnescapeString(read(reports.HTMLFile)); !strings.Contains(page, "<table>") || !strings.Contains(page, "3 rojo + 2 azul") || !strings.Contains(page, `lang="es"`) {
		t.Errorf("report.html:\n%s", page)
	}
	if md := read(reports.ReportFile); !strings.Contains(md, "| 3 rojo + 2 azul | 0,9967 |") {
		t.Errorf("report.md:\n%s", md)
	}
	if cs := read(reports.CSVFile); !strings.Contains(cs, "3 red + 2 blue,≥1,0.996704") {
		t.Errorf("results.csv is not the reports.English table:\n%s", cs)
	}
}

// TestTableTinyCell: 8 red dice deal 16 damage only with eight hit+hit
// faces, (1/8)^8, which the table shows as possible but rare.
func TestTableTinyCell(t *testing.T) {
	tb, _ := BuildTable("armada-damage", TableOptions{})
	if got := cellOf(t, tb, 0, "8 red", "≥16"); math.Abs(got-math.Pow(0.125, 8)) > 1e-20 {
		t.Errorf("8 red, ≥16: %v", got)
	}
	var b bytes.Buffer
	if err := reports.Write(&b, &reports.Table{Human: tb}, reports.CSV); err != nil || !strings.Contains(b.String(), "8 red,≥16,") {
		t.Errorf("csv: %v", err)
	}
}

// TestGoldenTableLanguages pins the Spanish and Catalan roll-off table.
func TestGoldenTableLanguages(t *testing.T) {
	for _, l := range []reports.Lang{reports.Spanish, reports.Catalan} {
		tb, err := BuildTable("admiral-rolloff", TableOptions{Lang: l, Sig: 6})
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := reports.Write(&b, &reports.Table{Human: tb}, reports.Text); err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("testdata", "admiral-rolloff."+l.String()+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b.Bytes(), want) {
			t.Errorf("admiral-rolloff.%s.txt differs:\n%s", l, b.String())
		}
	}
}

// TestTableWordsAreTranslated: the words the tables build from the rules
// cores' names (rules, ranges, dice colours) and the tables' docs have a
// Spanish and a Catalan text; the literal keys are checked by the
// catalogue test in reports, which scans this package.
func TestTableWordsAreTranslated(t *testing.T) {
	keys := []string{"rule: admiral", "rule: plain"}
	for _, rg := range []armada.Range{armada.Close, armada.Medium, armada.Long} {
		keys = append(keys, rg.String())
	}
	for _, c := range armada.Colours {
		keys = append(keys, "%d "+c.String())
	}
	for _, tb := range Tables() {
		keys = append(keys, tb.Doc)
	}
	for _, key := range keys {
		for _, l := range []reports.Lang{reports.Spanish, reports.Catalan} {
			if l.T(key) == key {
				t.Errorf("%q has no %s text", key, l)
			}
		}
	}
}
