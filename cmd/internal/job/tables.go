package job

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// TableOptions are the settings some tables take (TableInfo.Options says
// which).
type TableOptions struct {
	MaxDice int // largest pool (default 8)
	Armour  int // Dropfleet Armour save of the damage table (default 4)
	Sig     int // Dropfleet target Signature of the Active Scan table, inches
	// Pools, when set, are the Armada dice pools of the damage table, in
	// place of its pools of one colour; see ParsePool.
	Pools []armada.Dice
	Lang  reports.Lang
}

// TableInfo names a table, says what it shows, and names the options
// (command-line flags) it takes.
type TableInfo struct {
	Name, Doc string
	Options   []string
}

// Tables lists the available tables.
func Tables() []TableInfo {
	return []TableInfo{
		{"admiral-rolloff", "who wins the equal-Strategy-Rating roll-off, by both Admiral values (seed rule and plain d6)", nil},
		{"active-scan", "chance that Active Scans spot a Silent Runner, and its Signature after them, by number of scans", []string{"sig"}},
		{"dropfleet-to-hit", "P(at least k hits) and P(at least k damage after Armour) by Lock and attack dice", []string{"max-dice", "armour"}},
		{"armada-damage", "P(damage at least k), ship against ship, for pools of one colour and mixed pools (or the pools you name)", []string{"max-dice", "pool"}},
	}
}

// BuildTable computes the named table.
func BuildTable(name string, o TableOptions) (*reports.ProbTable, error) {
	if o.MaxDice == 0 {
		o.MaxDice = 8
	}
	if o.Armour == 0 {
		o.Armour = 4
	}
	var t *reports.ProbTable
	switch name {
	case "admiral-rolloff":
		t = rolloffTable(o.Lang)
	case "active-scan":
		t = activeScanTable(o.Sig, o.Lang)
	case "dropfleet-to-hit":
		t = toHitTable(o.MaxDice, o.Armour, o.Lang)
	case "armada-damage":
		t = armadaTable(o.MaxDice, o.Pools, o.Lang)
	}
	if t != nil {
		t.Lang = o.Lang
		return t, nil
	}
	names := []string{}
	for _, t := range Tables() {
		names = append(names, t.Name)
	}
	return nil, reports.Msgf("unknown table %q (tables: %s)", name, strings.Join(names, ", "))
}

func rolloffTable(l reports.Lang) *reports.ProbTable {
	t := &reports.ProbTable{Name: "admiral-rolloff", Title: l.T("Equal Strategy Rating: who chooses who activates first"), Exact: true,
		Note: l.T("Probability that the row player wins the roll-off (ties re-rolled). Seed 001: 1d6 + Admiral value; the later FAQ: a plain d6.")}
	for _, rule := range []dropfleet.Rolloff{dropfleet.RolloffAdmiral, dropfleet.RolloffPlain} {
		sec := reports.TableSection{Title: l.T("rule: " + rule.String()), RowHeader: l.T("Admiral \\ opponent")}
		for b := 1; b <= dropfleet.MaxAdmiral; b++ {
			sec.Columns = append(sec.Columns, strconv.Itoa(b))
		}
		for a := 1; a <= dropfleet.MaxAdmiral; a++ {
			row := reports.TableRow{Label: strconv.Itoa(a)}
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
		if p, ok := uniform(sec); ok { // a grid of one figure says nothing more than the figure
			sec = reports.TableSection{Title: sec.Title, RowHeader: l.T("Admiral \\ opponent"), Columns: []string{l.T("any")},
				Rows: []reports.TableRow{{Label: l.T("any"), Cells: []float64{p}}},
				Note: l.Tf("The Admiral values do not count under this rule: each player wins the roll-off with %s, whatever both values are.", reports.ProbText(p, l))}
		}
		t.Sections = append(t.Sections, sec)
	}
	return t
}

func activeScanTable(sig int, l reports.Lang) *reports.ProbTable {
	t := &reports.ProbTable{Name: "active-scan", Title: l.T("Active Scans at a Silent Running ship"), Exact: true,
		Note: l.Tf("Each scan of a silent target spots it on 4+ (no spike); every later scan adds a Minor Spike (+6\"), two make a Major (+12\"). Target Signature %d\".", sig)}
	sec := reports.TableSection{RowHeader: l.T("scans"), Columns: []string{l.T("spotted"), l.Tf("Sig %d\"", 0), l.Tf("Sig %d\"", sig), l.Tf("Sig %d\"", sig+6), l.Tf("Sig %d\"", sig+12)}}
	for k := 1; k <= 8; k++ {
		pSilent := math.Pow(0.5, float64(k))
		var at [3]float64 // spotted with 0, 1, 2+ later scans
		for j := 1; j <= k; j++ {
			at[min(2, k-j)] += math.Pow(0.5, float64(j))
		}
		sec.Rows = append(sec.Rows, reports.TableRow{Label: strconv.Itoa(k), Cells: []float64{1 - pSilent, pSilent, at[0], at[1], at[2]}})
	}
	t.Sections = []reports.TableSection{sec}
	return t
}

func toHitTable(maxDice, armour int, l reports.Lang) *reports.ProbTable {
	t := &reports.ProbTable{Name: "dropfleet-to-hit", Title: l.T("Dropfleet Commander: hits and damage by Lock and attack dice"), Exact: true,
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
			sec := reports.TableSection{Title: title, RowHeader: l.T("dice"), Columns: cols}
			for n := 1; n <= maxDice; n++ {
				dist := dropfleet.HitOdds(n, lock)
				if what == "damage" {
					dist = dropfleet.DamageOdds(n, lock, armour)
				}
				row := reports.TableRow{Label: strconv.Itoa(n)}
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

func armadaTable(maxDice int, pools []armada.Dice, l reports.Lang) *reports.ProbTable {
	t := &reports.ProbTable{Name: "armada-damage", Title: l.T("Star Wars: Armada: damage of a dice pool, ship against ship"), Exact: true,
		Note: l.T("P(damage ≥ k) before defense tokens, hits and crits counted, by exact enumeration of the dice faces. Long range rolls red only; medium red and blue; close all. Each pool is listed once, under the ranges it can be rolled at.")}
	maxK := 2 * maxDice
	if len(pools) > 0 {
		for _, d := range pools {
			maxK = max(maxK, 2*d.Total())
		}
		t.Sections = damageSections(l.T("your pools"), pools, maxK, l)
		return t
	}
	for _, c := range armada.Colours {
		var ds []armada.Dice
		for n := 1; n <= maxDice; n++ {
			var d armada.Dice
			d[c] = n
			ds = append(ds, d)
		}
		t.Sections = append(t.Sections, damageSections(l.Tf("%s dice", l.T(c.String())), ds, maxK, l)...)
	}
	// Mixed pools: up to three red and three blue (medium range and
	// closer), and up to two black with two red or two blue (close).
	var mixed []armada.Dice
	for _, mix := range []struct {
		a, b armada.Colour
		most int
	}{{armada.Red, armada.Blue, 3}, {armada.Red, armada.Black, 2}, {armada.Blue, armada.Black, 2}} {
		for a := 1; a <= min(mix.most, maxDice); a++ {
			for b := 1; b <= min(mix.most, maxDice) && a+b <= maxDice; b++ {
				var d armada.Dice
				d[mix.a], d[mix.b] = a, b
				mixed = append(mixed, d)
			}
		}
	}
	t.Sections = append(t.Sections, damageSections(l.T("mixed pools"), mixed, maxK, l)...)
	return t
}

// damageSections are sections of the Armada damage table: P(damage ≥ k)
// for each pool, one section for each longest range the pools can be
// rolled at (long, medium, close), which its title names.
func damageSections(title string, pools []armada.Dice, maxK int, l reports.Lang) []reports.TableSection {
	cols := make([]string, maxK)
	for k := range cols {
		cols[k] = l.Tf("≥%d", k+1)
	}
	var secs []reports.TableSection
	for _, rg := range []armada.Range{armada.Long, armada.Medium, armada.Close} {
		sec := reports.TableSection{Title: title + ", " + rangesText(rg, l), RowHeader: l.T("pool"), Columns: cols}
		for _, d := range pools {
			if longestRange(d) != rg {
				continue
			}
			dist := armada.DamageOdds(d, true)
			row := reports.TableRow{Label: poolLabel(d, l)}
			for k := 1; k <= maxK; k++ {
				if k >= len(dist) {
					row.Cells = append(row.Cells, math.NaN())
				} else {
					row.Cells = append(row.Cells, armada.AtLeast(dist, k))
				}
			}
			sec.Rows = append(sec.Rows, row)
		}
		if len(sec.Rows) > 0 {
			trimColumns(&sec)
			secs = append(secs, sec)
		}
	}
	return secs
}

// poolLabel writes a pool as "3 red + 2 blue".
func poolLabel(d armada.Dice, l reports.Lang) string {
	var parts []string
	for _, c := range armada.Colours {
		if d[c] > 0 {
			parts = append(parts, l.Tf("%d "+c.String(), d[c]))
		}
	}
	return strings.Join(parts, " + ")
}

// longestRange returns the longest of long, medium and close at which
// every die of d can be gathered.
func longestRange(d armada.Dice) armada.Range {
	for _, r := range []armada.Range{armada.Long, armada.Medium} {
		ok := true
		for _, c := range armada.Colours {
			ok = ok && (d[c] == 0 || r.Allows(c))
		}
		if ok {
			return r
		}
	}
	return armada.Close
}

// rangesText says at which ranges pools whose longest range is r can be
// rolled.
func rangesText(r armada.Range, l reports.Lang) string {
	switch r {
	case armada.Long:
		return l.T("at any range")
	case armada.Medium:
		return l.T("at medium or close range")
	}
	return l.T("at close range only")
}

// ParsePool parses an Armada dice pool such as "3red+2blue" or
// "2 red, 1 black": counts of dice colours joined by + or a comma, each
// colour at most once, 1 to 20 dice in all.
func ParsePool(s string) (armada.Dice, error) {
	var d armada.Dice
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == '+' || r == ',' })
	if len(parts) == 0 {
		return d, fmt.Errorf("pool %q: expected dice such as 3red+2blue", s)
	}
	for _, part := range parts {
		part = strings.TrimSpace(part)
		i := 0
		for i < len(part) && part[i] >= '0' && part[i] <= '9' {
			i++
		}
		n, err := strconv.Atoi(part[:i])
		if err != nil || n < 1 {
			return d, fmt.Errorf("pool %q: %q should be a number of dice and a colour, such as 3red", s, part)
		}
		c, err := armada.ParseColour(strings.TrimSpace(part[i:]))
		if err != nil {
			return d, fmt.Errorf("pool %q: %w", s, err)
		}
		if d[c] != 0 {
			return d, fmt.Errorf("pool %q: %s is given twice", s, c)
		}
		d[c] = n
	}
	if d.Total() > 20 {
		return d, fmt.Errorf("pool %q: %d dice, at most 20", s, d.Total())
	}
	return d, nil
}

// uniform reports whether every cell of sec holds the same figure, and
// which.
func uniform(sec reports.TableSection) (float64, bool) {
	first := math.NaN()
	for _, r := range sec.Rows {
		for _, v := range r.Cells {
			if math.IsNaN(first) {
				first = v
			}
			if v != first {
				return 0, false
			}
		}
	}
	return first, !math.IsNaN(first)
}

// trimColumns drops trailing columns that are blank in every row.
func trimColumns(sec *reports.TableSection) {
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
