package scenarios

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// update rewrites the frozen seed-1 results: go test ./scenarios -run Golden -update
var update = flag.Bool("update", false, "rewrite testdata/golden/*.json from the current code")

// goldenBlocks is how many blocks of its own size each golden run plays,
// with a partial one after them, so that merging is part of what is frozen.
const goldenBlocks = 3

// goldenRun is one frozen run: enough to show any change of a number, and
// nothing that varies from run to run (no time, no worker count).
type goldenRun struct {
	Variant   string         `json:"variant"`
	Seed      uint64         `json:"seed"`
	Trials    int64          `json:"trials"`
	BlockSize int            `json:"block_size"`
	Metrics   []goldenMetric `json:"metrics"`
}

type goldenMetric struct {
	Name      string     `json:"name"`
	Kind      string     `json:"kind"`
	N         int64      `json:"n"`
	Estimate  float64    `json:"estimate"`
	CI95      [2]float64 `json:"ci95"`
	Successes int64      `json:"successes,omitempty"`
	SD        float64    `json:"sd,omitempty"`
	Histogram [][2]int64 `json:"histogram,omitempty"`
}

// TestGoldenBuiltins freezes every built-in's seed-1 numbers, and those of
// the variants that take other paths (builtinVariants), in
// testdata/golden/NAME.json: each plays three blocks of its own size and
// 77 trials more, on two workers. Floats are written in their shortest
// exact form, so the files hold the numbers bit for bit. A change of rules
// that moves a number fails here; after checking the change is intended,
// rewrite the files with `go test ./scenarios -run Golden -update` (or
// `make golden`) and say in the commit message why the numbers moved.
func TestGoldenBuiltins(t *testing.T) {
	byName := map[string][]goldenRun{}
	var names []string
	for _, v := range builtinVariants(t) {
		c := compile(t, v.name, v.sets...)
		bs := sim.BlockSize
		if s, ok := c.Model.(sim.BlockSizer); ok {
			bs = s.BlockSize()
		}
		r, err := sim.Run(context.Background(), c.Model, sim.Options{Trials: int64(goldenBlocks*bs + 77), Seed: 1, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := byName[v.name]; !ok {
			names = append(names, v.name)
		}
		byName[v.name] = append(byName[v.name], frozen(v.String(), r))
	}
	for _, name := range names {
		got, err := json.MarshalIndent(byName[name], "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, '\n')
		path := filepath.Join("testdata", "golden", name+".json")
		if *update {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v; create it with `go test ./scenarios -run Golden -update`", name, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("built-in %s: the seed-1 numbers differ from %s at line %d:\n  got:  %s\n  want: %s\n"+
				"If the change is intended (a rules fix, a new block size), rewrite the frozen results with\n"+
				"  go test ./scenarios -run Golden -update   (or: make golden)\n"+
				"and say in the commit message why the numbers moved.",
				name, path, firstDiff(got, want), lineAt(got, firstDiff(got, want)), lineAt(want, firstDiff(got, want)))
		}
	}
	// a frozen file whose built-in is gone
	files, _ := filepath.Glob(filepath.Join("testdata", "golden", "*.json"))
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		if _, ok := byName[name]; ok {
			continue
		}
		if *update {
			if err := os.Remove(f); err != nil {
				t.Fatal(err)
			}
			continue
		}
		t.Errorf("%s freezes %s, which is not a built-in; remove it with `go test ./scenarios -run Golden -update`", f, name)
	}
}

// frozen keeps what a golden file holds of r.
func frozen(variant string, r *sim.Result) goldenRun {
	g := goldenRun{Variant: variant, Seed: r.Seed, Trials: r.Trials, BlockSize: r.BlockSize}
	for i := range r.Metrics {
		m := &r.Metrics[i]
		lo, hi := m.CI95()
		gm := goldenMetric{Name: m.Name, Kind: m.Kind.String(), N: m.N(), Estimate: m.Estimate(), CI95: [2]float64{lo, hi}}
		switch m.Kind {
		case sim.KindProbability:
			gm.Successes = m.Proportion.Successes
		case sim.KindDistribution:
			gm.SD = m.Histogram.SD()
			for _, b := range m.Histogram.Bins() {
				gm.Histogram = append(gm.Histogram, [2]int64{int64(b.Value), b.Count})
			}
		case sim.KindMean:
			gm.SD = m.Moments.SD()
		}
		g.Metrics = append(g.Metrics, gm)
	}
	return g
}

// firstDiff returns the 1-based line at which a and b first differ.
func firstDiff(a, b []byte) int {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return i + 1
		}
	}
	return min(len(la), len(lb)) + 1
}

// lineAt returns line n (1-based) of b, or "(end of file)".
func lineAt(b []byte, n int) string {
	lines := strings.Split(string(b), "\n")
	if n-1 < len(lines) {
		return strings.TrimSpace(lines[n-1])
	}
	return "(end of file)"
}
