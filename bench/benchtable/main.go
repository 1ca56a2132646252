// Command benchtable turns `make bench` and `make bench-numpy` output into
// the README's speed tables, so that no published figure is copied by hand.
//
//	benchtable numpy FILE                  print the one-core comparison with numpy
//	benchtable readme BENCH NUMPY README   rewrite README's speed tables (and its costing) in place
//	benchtable costing README              rewrite README's costing paragraph from its speed table
//
// Each benchmark appears once in each pass of the files (make bench runs
// every benchmark once a pass, interleaved); a ratio is the median of its
// per-pass ratios, so that load on the shared machine falls on both sides
// of it alike, and a rate is the median of the passes.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
}

func run(args []string, out io.Writer) error {
	switch {
	case len(args) == 2 && args[0] == "numpy":
		runs, err := readFile(args[1])
		if err != nil {
			return err
		}
		table, err := numpyTable(runs)
		if err != nil {
			return err
		}
		_, err = io.WriteString(out, table)
		return err
	case len(args) == 4 && args[0] == "readme":
		return readme(args[1], args[2], args[3])
	case len(args) == 2 && args[0] == "costing":
		return rewriteCosting(args[1])
	}
	return fmt.Errorf("usage: benchtable numpy FILE | benchtable readme BENCH NUMPY README | benchtable costing README")
}

// runs maps a benchmark name (without "Benchmark" and the GOMAXPROCS
// suffix) to its rate in each pass, in file order, and remembers the unit.
type runs struct {
	rates map[string][]float64
	units map[string]string
	bytes map[string][]float64 // B/op: memory allocated by one run
	cpu   string
}

var procSuffix = regexp.MustCompile(`-\d+$`)

// parse reads go test -bench output (and the numpy script's lines, named
// "numpy/scanners=N"). A benchmark's rate is its first metric other than
// ns/op, B/op and allocs/op.
func parse(r io.Reader) (*runs, error) {
	rs := &runs{rates: map[string][]float64{}, units: map[string]string{}, bytes: map[string][]float64{}}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		if cpu, ok := strings.CutPrefix(line, "cpu: "); ok {
			rs.cpu = strings.TrimSpace(cpu)
			continue
		}
		if rest, ok := strings.CutPrefix(line, "numpy active-scan "); ok {
			// numpy active-scan scanners=3: 34047692 trials/s (...)
			name, val, _ := strings.Cut(rest, ": ")
			f := strings.Fields(val)
			if len(f) < 2 {
				return nil, fmt.Errorf("bad numpy line %q", line)
			}
			v, err := strconv.ParseFloat(f[0], 64)
			if err != nil {
				return nil, fmt.Errorf("bad numpy line %q", line)
			}
			rs.add("numpy/"+name, v, f[1])
			continue
		}
		if !strings.HasPrefix(line, "Benchmark") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 4 {
			continue
		}
		name := procSuffix.ReplaceAllString(strings.TrimPrefix(f[0], "Benchmark"), "")
		for k := 2; k+1 < len(f); k += 2 {
			if f[k+1] == "B/op" {
				if v, err := strconv.ParseFloat(f[k], 64); err == nil {
					rs.bytes[name] = append(rs.bytes[name], v)
				}
			}
		}
		for k := 2; k+1 < len(f); k += 2 {
			switch f[k+1] {
			case "ns/op", "B/op", "allocs/op":
				continue
			}
			v, err := strconv.ParseFloat(f[k], 64)
			if err != nil {
				return nil, fmt.Errorf("bad benchmark line %q", line)
			}
			rs.add(name, v, f[k+1])
			break
		}
	}
	return rs, sc.Err()
}

func (rs *runs) add(name string, v float64, unit string) {
	rs.rates[name] = append(rs.rates[name], v)
	rs.units[name] = unit
}

func readFile(path string) (*runs, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rs, err := parse(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return rs, nil
}

// median returns the median of xs (the mean of the middle two for an even
// count), without changing xs.
func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n == 0 {
		return 0
	}
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// rate returns the median rate of benchmark name.
func (rs *runs) rate(name string) (float64, error) {
	v := rs.rates[name]
	if len(v) == 0 {
		return 0, fmt.Errorf("no runs of %s", name)
	}
	return median(v), nil
}

// ratio returns the median over passes of num's rate over den's: for
// rates, den's time over num's.
func (rs *runs) ratio(num, den string) (float64, error) {
	a, b := rs.rates[num], rs.rates[den]
	if len(a) == 0 || len(a) != len(b) {
		return 0, fmt.Errorf("%s has %d passes and %s %d: want the same, at least one", num, len(a), den, len(b))
	}
	r := make([]float64, len(a))
	for i := range a {
		r[i] = a[i] / b[i]
	}
	return median(r), nil
}

// si writes a rate with an SI prefix and its unit: 41.3 M trials/s, 795 k
// turns/s (no unit: 41.3 M).
func si(v float64, unit string) string {
	s := fmt.Sprintf("%.3g", v)
	switch {
	case v >= 1e9:
		s = fmt.Sprintf("%.3g G", v/1e9)
	case v >= 1e6:
		s = fmt.Sprintf("%.3g M", v/1e6)
	case v >= 1e3:
		s = fmt.Sprintf("%.3g k", v/1e3)
	}
	if unit == "" {
		return s
	}
	return s + " " + unit
}

// pair is a full path beside its yardstick, as the README shows it.
type pair struct {
	label, full, yard string
	target            float64 // the ceiling on the time ratio, 0 for none
}

var pairs = []pair{
	{"`active-scan --set scanners=3`", "ActiveScan/scanners=3", "MinimalActiveScan/scanners=3", 2},
	{"`active-scan --set scanners=1`", "ActiveScan/scanners=1", "MinimalActiveScan/scanners=1", 2},
	{"`tie-break --set admiral_a=2`", "TieBreak", "MinimalTieBreak", 2},
	{"`salvo` defaults (6 attacks at Lock 3+ against Armour 4+)", "Salvo", "MinimalSalvo", 2},
	{"`armada-attack` defaults (3 red + 2 blue at medium vs Brace and Redirect)", "ArmadaAttack", "MinimalArmadaAttack", 4},
	{"`overlap` defaults (two jittered Victories, one CR90 maneuver with the overlap procedure)", "Overlap", "MinimalOverlap", 0},
	{"`engagement` (3 rounds of 3 ship activations measured on the table, maneuvers, squadrons)", "Engagement", "MinimalEngagement", 0},
	{"a 10-ship Dropfleet turn (every order, move and target by policy)", "TenShipTurn", "MinimalTenShipTurn", 0},
	{"a whole Dropfleet turn for two 6-battlegroup fleets", "SixBattlegroupTurn", "MinimalSixBattlegroupTurn", 0},
}

// Targets of issue 15 that the tables check.
const (
	speedupTarget = 1.9 // 1 → 2 workers
	numpyTarget   = 1.5 // full active-scan over numpy, one core
)

func mark(ok bool) string {
	if ok {
		return "met"
	}
	return "**not met**"
}

// pairTable writes the full paths beside their yardsticks.
func pairTable(rs *runs) (string, error) {
	var b strings.Builder
	b.WriteString("| benchmark | 1 worker | 2 workers | speed-up 1→2 | target |\n|---|---:|---:|---:|---|\n")
	for _, p := range pairs {
		var full, yard [2]float64
		var ratio [2]float64
		for w := range 2 {
			suffix := fmt.Sprintf("/workers=%d", w+1)
			var err error
			if full[w], err = rs.rate(p.full + suffix); err != nil {
				return "", err
			}
			if yard[w], err = rs.rate(p.yard + suffix); err != nil {
				return "", err
			}
			if ratio[w], err = rs.ratio(p.yard+suffix, p.full+suffix); err != nil {
				return "", err
			}
		}
		speedup, err := rs.ratio(p.full+"/workers=2", p.full+"/workers=1")
		if err != nil {
			return "", err
		}
		// The yardstick's own speed-up: what the machine gives a bare
		// loop that shares nothing, the ceiling of the full path's.
		yardSpeedup, err := rs.ratio(p.yard+"/workers=2", p.yard+"/workers=1")
		if err != nil {
			return "", err
		}
		unit := rs.units[p.full+"/workers=1"]
		target := fmt.Sprintf("speed-up ≥ %.1f×: %s", speedupTarget, mark(speedup >= speedupTarget))
		fmt.Fprintf(&b, "| %s, full path | %s | %s | %.2f× | %s |\n", p.label, si(full[0], unit), si(full[1], unit), speedup, target)
		fmt.Fprintf(&b, "| its yardstick | %s | %s | %.2f× | (the machine's ceiling for the speed-up) |\n", si(yard[0], unit), si(yard[1], unit), yardSpeedup)
		target = "(not a target)"
		if p.target > 0 {
			target = fmt.Sprintf("ratio ≤ %g×: %s", p.target, mark(ratio[0] <= p.target && ratio[1] <= p.target))
		}
		fmt.Fprintf(&b, "| time ratio, full path / yardstick | %.2f× | %.2f× | | %s |\n", ratio[0], ratio[1], target)
	}
	return b.String(), nil
}

// numpyTable writes the one-core comparison of the full active-scan path,
// its yardstick and the numpy peer.
func numpyTable(rs *runs) (string, error) {
	const full, yard, np = "ActiveScan/scanners=3/workers=1", "MinimalActiveScan/scanners=3/workers=1", "numpy/scanners=3"
	var b strings.Builder
	b.WriteString("| `active-scan --set scanners=3`, one core | trials/s | × numpy | target |\n|---|---:|---:|---|\n")
	for _, row := range []struct{ label, name string }{
		{"full path (`fleetlab run`'s engine, 1 worker)", full},
		{"its yardstick (bare Go loop, same dice)", yard},
		{"numpy peer (`bench/activescan_numpy.py`, vectorised)", np},
	} {
		r, err := rs.rate(row.name)
		if err != nil {
			return "", err
		}
		x, err := rs.ratio(row.name, np)
		if err != nil {
			return "", err
		}
		target := ""
		if row.name == full {
			target = fmt.Sprintf("≥ %.1f× numpy: %s", numpyTarget, mark(x >= numpyTarget))
		}
		fmt.Fprintf(&b, "| %s | %s | %.2f× | %s |\n", row.label, si(r, ""), x, target)
	}
	return b.String(), nil
}

// memoryRange returns the least and greatest median B/op of the full
// paths on one worker.
func memoryRange(rs *runs) (lo, hi float64, ok bool) {
	for _, p := range pairs {
		v := rs.bytes[p.full+"/workers=1"]
		if len(v) == 0 {
			continue
		}
		m := median(v)
		if !ok {
			lo, hi, ok = m, m, true
		}
		lo, hi = min(lo, m), max(hi, m)
	}
	return lo, hi, ok
}

var scaleName = regexp.MustCompile(`^Scale(Dropfleet|Armada)/ships=(\d+)$`)

// scaleTable writes the time of a ship activation by fleet size.
func scaleTable(rs *runs) (string, error) {
	sizes := map[string][]int{}
	for name := range rs.rates {
		if m := scaleName.FindStringSubmatch(name); m != nil {
			n, _ := strconv.Atoi(m[2])
			sizes[m[1]] = append(sizes[m[1]], n)
		}
	}
	if len(sizes) == 0 {
		return "", fmt.Errorf("no Scale benchmarks")
	}
	var b strings.Builder
	b.WriteString("| ships a side | time of one ship activation | × the smallest fleet's |\n|---|---:|---:|\n")
	for _, game := range []string{"Dropfleet", "Armada"} {
		ns := sizes[game]
		slices.Sort(ns)
		var first float64
		for k, n := range ns {
			v, err := rs.rate(fmt.Sprintf("Scale%s/ships=%d", game, n))
			if err != nil {
				return "", err
			}
			if k == 0 {
				first = v
			}
			what := "turn"
			if game == "Armada" {
				what = "round"
			}
			fmt.Fprintf(&b, "| %s %s, %d | %s | %.2f× |\n", game, what, n, duration(v), v/first)
		}
	}
	return b.String(), nil
}

func duration(ns float64) string {
	if ns >= 1000 {
		return fmt.Sprintf("%.3g µs", ns/1000)
	}
	return fmt.Sprintf("%.3g ns", ns)
}

const (
	beginMark = "<!-- speed tables: generated by `make bench-readme` (bench/benchtable); do not edit by hand -->"
	endMark   = "<!-- end of generated speed tables -->"
)

// readme rewrites the text between the markers in the README.
func readme(benchPath, numpyPath, readmePath string) error {
	rs, err := readFile(benchPath)
	if err != nil {
		return err
	}
	nrs, err := readFile(numpyPath)
	if err != nil {
		return err
	}
	info, err := os.Stat(benchPath)
	if err != nil {
		return err
	}
	pt, err := pairTable(rs)
	if err != nil {
		return err
	}
	nt, err := numpyTable(nrs)
	if err != nil {
		return err
	}
	st, err := scaleTable(rs)
	if err != nil {
		return err
	}
	passes := len(rs.rates["ActiveScan/scanners=3/workers=1"])
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\nMeasured %s with %s on %d cores (%s); %d interleaved passes, medians.\n\n",
		beginMark, info.ModTime().UTC().Format("2006-01-02 15:04 MST"), runtime.Version(), runtime.NumCPU(), rs.cpu, passes)
	b.WriteString(pt)
	b.WriteString("\nA yardstick's speed-up 1→2 is what this machine gives a bare loop that shares nothing between its workers: the ceiling for its full path's.\n")
	bt, err := battleTable(rs)
	if err != nil {
		return err
	}
	b.WriteString("\nWhole games (`BenchmarkArmadaBattle`, `BenchmarkDropfleetBattle`: whole games a second, set-up to score; their costs set the costing above):\n\n")
	b.WriteString(bt)
	if lo, hi, ok := memoryRange(rs); ok {
		fmt.Fprintf(&b, "\nMemory a run (B/op, one worker, medians): %.0f–%.0f KB over the full paths: each worker's trial state and its two tallies (the block in play, the round's merged), whatever the trials; no trial allocates (the alloc tests check it).\n", lo/1024, hi/1024)
	}
	fmt.Fprintf(&b, "\nOn one core (`make bench-numpy`: %d interleaved passes, medians):\n\n", len(nrs.rates["numpy/scanners=3"]))
	b.WriteString(nt)
	b.WriteString("\nHow the cost of a ship activation grows with the fleets (`BenchmarkScaleDropfleet`, `BenchmarkScaleArmada`, one worker; Armada stops at 400 ships a side, 800 activations, within a file's 1000 script steps):\n\n")
	b.WriteString(st)
	b.WriteString("\n" + endMark)

	text, err := os.ReadFile(readmePath)
	if err != nil {
		return err
	}
	s := string(text)
	i, j := strings.Index(s, beginMark), strings.Index(s, endMark)
	if i < 0 || j < i {
		return fmt.Errorf("%s: the markers %q and %q are missing", readmePath, beginMark, endMark)
	}
	s = s[:i] + b.String() + s[j+len(endMark):]
	if s, err = costing(s); err != nil {
		return fmt.Errorf("%s: %w", readmePath, err)
	}
	return os.WriteFile(readmePath, []byte(s), 0o644)
}

// rewriteCosting rewrites the README's costing paragraph from its speed
// table, as readme does after writing the table.
func rewriteCosting(readmePath string) error {
	text, err := os.ReadFile(readmePath)
	if err != nil {
		return err
	}
	s, err := costing(string(text))
	if err != nil {
		return fmt.Errorf("%s: %w", readmePath, err)
	}
	return os.WriteFile(readmePath, []byte(s), 0o644)
}
