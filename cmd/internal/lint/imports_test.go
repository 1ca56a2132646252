package lint

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// module is the import path of the repository's root.
const module = "github.com/fleetlab/fleetlab"

// layer is a tree of packages and its place in the import order.
type layer struct {
	tree string // a package path relative to the module, with everything under it
	rank int    // a package may import only lower ranks, or its own tree
}

// layers is the import direction of the brief and of the README's project
// layout: cmd → scenarios, reports → policies → sim/<game> → sim. The
// first matching tree classifies a package: sim/dropfleet before sim. A
// package may import packages of its own tree (scenarios → a scenarios/
// sub-package; the compiler forbids cycles) and packages of a lower rank;
// so the two rules cores never import each other, nor scenarios and
// reports. bench/ sits with cmd: it may measure anything; so does deploy/,
// whose tests check the batch systems' files. sim/plane, the
// geometry both cores share, is in the sim tree: the cores may import it.
// scenarios/internal/yamldoc, the YAML decoder with its positioned errors
// that the scenario compilers and the importers share, imports no fleetlab
// package: it knows YAML, not the games; scenarios/internal/profile, the
// profile decoders, knows the rules cores but no policy.
var layers = []layer{
	{"scenarios/internal/yamldoc", 0},
	{"scenarios/internal/profile", 2},
	{"sim/dropfleet", 1},
	{"sim/armada", 1},
	{"sim", 0},
	{"policies", 2},
	{"scenarios", 3},
	{"reports", 3},
	{"cmd", 4},
	{"bench", 4},
	{"deploy", 4},
}

// layerOf returns the layer of the package at rel (relative to the module),
// or false when no layer holds it.
func layerOf(rel string) (layer, bool) {
	for _, l := range layers {
		if rel == l.tree || strings.HasPrefix(rel, l.tree+"/") {
			return l, true
		}
	}
	return layer{}, false
}

// rulesCoreRank is the rank of the rules cores, sim/<game>.
const rulesCoreRank = 1

// importAllowed reports whether a package at from may import one at to.
// reports renders documents only and imports no rules core: the exact
// tables' figures are gathered by the job path (issue 14 item 8).
func importAllowed(from, to layer) bool {
	if from.tree == "reports" && to.rank == rulesCoreRank {
		return false
	}
	return from.tree == to.tree || to.rank < from.rank
}

// TestImportsPointOneWay fails for a Go file, tests included, that imports
// a fleetlab package against the direction of layers, and for a package
// that no layer holds (a new top-level directory must take its place in
// the order first).
func TestImportsPointOneWay(t *testing.T) {
	fset := token.NewFileSet()
	forEachGoFile(t, true, func(path string) error {
		rel, err := filepath.Rel(repoRoot, filepath.Dir(path))
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		from, ok := layerOf(rel)
		if !ok {
			t.Errorf("%s: package %s is in no layer of the import order; add it to layers in %s", path, rel, "cmd/internal/lint/imports_test.go")
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			if err != nil || !strings.HasPrefix(p, module+"/") {
				continue
			}
			target := strings.TrimPrefix(p, module+"/")
			to, ok := layerOf(target)
			if !ok {
				t.Errorf("%s: imports %s, which is in no layer of the import order", fset.Position(imp.Pos()), target)
				continue
			}
			if !importAllowed(from, to) {
				t.Errorf("%s: %s imports %s against the direction cmd → scenarios, reports → policies → sim/<game> → sim",
					fset.Position(imp.Pos()), rel, target)
			}
		}
		return nil
	})
}

// TestImportRule checks the rule itself on the cases it exists for.
func TestImportRule(t *testing.T) {
	for _, c := range []struct {
		from, to string
		ok       bool
	}{
		{"cmd/internal/cli", "scenarios", true},
		{"cmd/fleetlab", "cmd/internal/cli", true},
		{"scenarios", "policies", true},
		{"reports", "sim", true},
		{"reports", "policies", true},
		{"cmd/internal/job", "sim/armada", true},
		{"policies", "sim/armada", true},
		{"sim/dropfleet", "sim", true},
		{"sim/armada", "sim/internal/names", true},
		{"sim/simtest", "sim", true},
		{"scenarios", "scenarios/yaml", true},
		{"scenarios", "scenarios/internal/yamldoc", true},
		{"bench", "scenarios", true},
		{"sim", "sim/dropfleet", false},
		{"sim/dropfleet", "sim/armada", false},
		{"sim/armada", "policies", false},
		{"policies", "scenarios", false},
		{"scenarios", "reports", false},
		{"reports", "scenarios", false},
		{"reports", "cmd/internal/cli", false},
		{"reports", "sim/armada", false},
		{"reports", "sim/dropfleet", false},
		{"sim/internal/names", "sim/armada", false},
		{"scenarios/internal/yamldoc", "scenarios", false},
		{"scenarios/internal/yamldoc", "sim", false},
		{"scenarios/internal/yamldoc", "sim/dropfleet", false},
		{"scenarios/internal/profile", "sim/armada", true},
		{"scenarios/internal/profile", "scenarios/internal/yamldoc", true},
		{"scenarios/internal/profile", "policies", false},
		{"scenarios/internal/profile", "scenarios", false},
	} {
		from, ok1 := layerOf(c.from)
		to, ok2 := layerOf(c.to)
		if !ok1 || !ok2 {
			t.Fatalf("%s or %s is in no layer", c.from, c.to)
		}
		if got := importAllowed(from, to); got != c.ok {
			t.Errorf("%s imports %s: allowed %v, want %v", c.from, c.to, got, c.ok)
		}
	}
}
