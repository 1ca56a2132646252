package armadalist

import (
	"encoding/csv"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// corpusFile is the 300 real Star Forge exports (../shared/lists from the
// worktree): one list a row, fleet_data the file a player would save,
// points its stated total.
var corpusFile = filepath.Join("..", "..", "..", "shared", "lists", "armada-starforge-300.csv")

// corpusRefused are the corpus's lists fleetlab refuses, by row, with the
// reason a player would accept. A row refused and not listed here fails
// the test, and so does one listed here that loads.
var corpusRefused = map[int]string{
	1079: "no ship: the export holds a commander, blank objectives and no ship or squadron",
	1083: "no ship: the export holds a commander, blank objectives and no ship or squadron",
	1085: "no ship: the export holds a commander, blank objectives and no ship or squadron",
	1086: "no ship: the export holds a commander, blank objectives and no ship or squadron",
}

// corpusList is one row of the corpus.
type corpusList struct {
	row    int
	data   []byte
	stated int // 0: none
}

func readCorpus(t *testing.T) []corpusList {
	t.Helper()
	f, err := os.Open(corpusFile)
	if err != nil {
		t.Skipf("the shared list corpus is not here (%v): the load rate is measured where ../shared/lists is", err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	var out []corpusList
	for _, r := range rows[1:] {
		row, _ := strconv.Atoi(r[col["row"]])
		pts, _ := strconv.Atoi(r[col["points"]])
		out = append(out, corpusList{row: row, data: []byte(r[col["fleet_data"]]), stated: pts})
	}
	return out
}

// TestCorpusLoadRate reads every list of the shared corpus of 300 real
// Star Forge exports with the built-in catalogue, as fleetlab fleet show
// does with no --catalogue, and reports how many load, how many at their
// stated total, the eras found and the warnings given. It fails when
// fewer than 95% load, or when a list is refused that corpusRefused does
// not name (or one it names loads). go test ./scenarios/armadalist -run
// TestCorpusLoadRate -v prints the figures.
func TestCorpusLoadRate(t *testing.T) {
	lists := readCorpus(t)
	cat, err := BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	loaded, atStated, stated := 0, 0, 0
	eras := map[Era]int{}
	warned := map[string]int{}
	for _, c := range lists {
		name := fmt.Sprintf("row-%03d.txt", c.row)
		l, err := Read(name, c.data, cat)
		why, expected := corpusRefused[c.row]
		switch {
		case err != nil && !expected:
			t.Errorf("row %d refused, and corpusRefused does not name it: %v", c.row, err)
			continue
		case err != nil:
			t.Logf("row %d refused as expected (%s): %v", c.row, why, err)
			continue
		case expected:
			t.Errorf("row %d loads, but corpusRefused says it is refused (%s)", c.row, why)
		}
		loaded++
		eras[l.Era]++
		if c.stated > 0 {
			stated++
			if l.Points() == c.stated {
				atStated++
			}
		}
		for _, w := range l.Warnings {
			warned[warningKind(w.Rule)]++
		}
	}
	rate := float64(loaded) / float64(len(lists))
	t.Logf("loaded %d of %d lists (%.1f%%); %d of the %d stating a total play at it (%.1f%%); eras: current %d, ffg %d, arc %d",
		loaded, len(lists), 100*rate, atStated, stated, 100*float64(atStated)/float64(max(stated, 1)), eras[Current], eras[FFG], eras[ARC])
	var kinds []string
	for k, n := range warned {
		kinds = append(kinds, fmt.Sprintf("%4d %s", n, k))
	}
	slices.Sort(kinds)
	slices.Reverse(kinds)
	t.Logf("warnings (lists × rule):\n%s", strings.Join(kinds, "\n"))
	if rate < 0.95 {
		t.Errorf("load rate %.1f%% is under 95%%", 100*rate)
	}
}

// warningKind is a warning's rule with its names and figures left out,
// to count the kinds.
func warningKind(rule string) string {
	var b strings.Builder
	digits := false
	for _, r := range rule {
		if r >= '0' && r <= '9' {
			if !digits {
				b.WriteByte('N')
			}
			digits = true
			continue
		}
		digits = false
		b.WriteRune(r)
	}
	s := b.String()
	if i := strings.Index(s, ":"); i > 0 && i < 60 {
		return s[:i]
	}
	if len(s) > 70 {
		return s[:70]
	}
	return s
}

// TestCorpusErrorsAtOnce: a list with several unreadable or unknown lines
// is refused with every one of them named, not the first alone (issue 32).
func TestCorpusErrorsAtOnce(t *testing.T) {
	cat, err := BuiltIn()
	if err != nil {
		t.Fatal(err)
	}
	text := "Faction: Empire\n\nVictory II-class Star Destroyer (80)\n• Turbolasser Reroute Circuits (7)\n= 87 Points\n\nVictory Z-class Star Destroyer (80)\n= 80 Points\n"
	_, err = Read("two-errors.txt", []byte(text), cat)
	if err == nil {
		t.Fatal("a list with two unknown cards loaded")
	}
	msg := err.Error()
	for _, want := range []string{"two-errors.txt:4:", "did you mean Turbolaser Reroute Circuits?", "two-errors.txt:7:"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the error does not say %q:\n%s", want, msg)
		}
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Errorf("the error is not an *Error: %T", err)
	}
}
