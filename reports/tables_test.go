package reports

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"
)

func cellOf(t *testing.T, tb *ProbTable, section int, row, col string) float64 {
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
		{"admiral-rolloff", 0, "6", "1", 1},   // 6+d6 beats 1+d6 except 1 vs 6: 35/36 win, 1/36 tie → 1
		{"admiral-rolloff", 1, "6", "1", 0.5}, // plain d6: the Admiral is ignored
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
		{"armada-damage", 0, "1 black", "≥2", 2.0 / 8},
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
	if err := WriteTableText(&txt, tb); err != nil || !strings.Contains(txt.String(), "(exact)") {
		t.Errorf("text: %v", err)
	}
	if err := WriteTableMarkdown(&md, tb); err != nil || !strings.Contains(md.String(), "## range: close") {
		t.Errorf("markdown: %v", err)
	}
	if err := WriteTableCSV(&cs, tb); err != nil || !strings.HasPrefix(cs.String(), "table,section,row,column,probability,exact\narmada-damage,range: close,1 red,≥1,0.625,true") {
		t.Errorf("csv: %v\n%s", err, cs.String())
	}
	if err := WriteTableJSON(&js, tb); err != nil {
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
	if err := json.Unmarshal(js.Bytes(), &doc); err != nil || !doc.Exact || len(doc.Sections) != 3 {
		t.Errorf("json: %v %+v", err, doc)
	}
}
