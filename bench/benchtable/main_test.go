package main

import (
	"strings"
	"testing"
)

// A pass's lines as make bench and make bench-numpy write them.
const sample = `goos: linux
cpu: Test CPU
BenchmarkActiveScan/scanners=3/workers=1-2   1  100 ns/op  10000000 trials/s  400000 B/op  900 allocs/op
BenchmarkMinimalActiveScan/scanners=3/workers=1-2   1  100 ns/op  40000000 trials/s
numpy active-scan scanners=3: 5000000 trials/s (revealed 0.8750)
BenchmarkActiveScan/scanners=3/workers=1-2   1  100 ns/op  20000000 trials/s
BenchmarkMinimalActiveScan/scanners=3/workers=1-2   1  100 ns/op  40000000 trials/s
numpy active-scan scanners=3: 5000000 trials/s (revealed 0.8750)
BenchmarkActiveScan/scanners=3/workers=1-2   1  100 ns/op  12000000 trials/s
BenchmarkMinimalActiveScan/scanners=3/workers=1-2   1  100 ns/op  60000000 trials/s
numpy active-scan scanners=3: 6000000 trials/s (revealed 0.8750)
BenchmarkScaleDropfleet/ships=5-2   1  100 ns/op  800 ns/activation
BenchmarkScaleDropfleet/ships=500-2   1  100 ns/op  1200 ns/activation
`

// TestMediansOfPasses checks the parsing and that ratios are medians of
// per-pass ratios, not ratios of medians.
func TestMediansOfPasses(t *testing.T) {
	rs, err := parse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if rs.cpu != "Test CPU" {
		t.Errorf("cpu %q", rs.cpu)
	}
	if r, _ := rs.rate("ActiveScan/scanners=3/workers=1"); r != 12e6 {
		t.Errorf("median rate %v, want 12e6", r)
	}
	// per pass: 4, 2, 5 → median 4 (the ratio of medians would be 40/12).
	if r, _ := rs.ratio("MinimalActiveScan/scanners=3/workers=1", "ActiveScan/scanners=3/workers=1"); r != 4 {
		t.Errorf("median ratio %v, want 4", r)
	}
	table, err := numpyTable(rs)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(table, "| 12 M | 2.00× | ≥ 1.5× numpy: met |") {
		t.Errorf("numpy table:\n%s", table)
	}
	st, err := scaleTable(rs)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(st, "| Dropfleet turn, 500 | 1.2 µs | 1.50× |") {
		t.Errorf("scale table:\n%s", st)
	}
	if _, err := rs.ratio("ActiveScan/scanners=3/workers=1", "ScaleDropfleet/ships=5"); err == nil {
		t.Error("a ratio of benchmarks with different pass counts was accepted")
	}
}

// A pass of one full path beside its yardstick on 1 and 2 workers.
const pairSample = `BenchmarkTieBreak/workers=1-2   1  100 ns/op  10000000 trials/s
BenchmarkTieBreak/workers=2-2   1  100 ns/op  16000000 trials/s
BenchmarkMinimalTieBreak/workers=1-2   1  100 ns/op  20000000 trials/s
BenchmarkMinimalTieBreak/workers=2-2   1  100 ns/op  36000000 trials/s
`

// TestYardstickSpeedup checks that the pair table shows each yardstick's
// own speed-up 1→2 beside its full path's, and that the full path's
// target still judges the full path alone.
func TestYardstickSpeedup(t *testing.T) {
	rs, err := parse(strings.NewReader(pairSample))
	if err != nil {
		t.Fatal(err)
	}
	saved := pairs
	defer func() { pairs = saved }()
	pairs = []pair{{"`tie-break`", "TieBreak", "MinimalTieBreak", 2}}
	table, err := pairTable(rs)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"| `tie-break`, full path | 10 M trials/s | 16 M trials/s | 1.60× | speed-up ≥ 1.9×: **not met** |",
		"| its yardstick | 20 M trials/s | 36 M trials/s | 1.80× | (the machine's ceiling for the speed-up) |",
		"| time ratio, full path / yardstick | 2.00× | 2.25× | | ratio ≤ 2×: **not met** |",
	} {
		if !strings.Contains(table, want) {
			t.Errorf("pair table lacks %q:\n%s", want, table)
		}
	}
}
