package scenarios

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestStatisticalTestsRunInBattleCheck keeps `make battle-check` whole:
// every test of this package that calls statistical (skipped under the
// race detector) is named in the Makefile's STATISTICAL_TESTS, and every
// name there is such a test, so that none is run by neither CI pass.
func TestStatisticalTestsRunInBattleCheck(t *testing.T) {
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	var marked []string
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil || !strings.HasPrefix(fn.Name.Name, "Test") {
				continue
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "statistical" {
						marked = append(marked, fn.Name.Name)
					}
				}
				return true
			})
		}
	}
	data, err := os.ReadFile(filepath.Join("..", "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^STATISTICAL_TESTS = (.+)$`).FindSubmatch(data)
	if m == nil {
		t.Fatal("the Makefile has no STATISTICAL_TESTS line")
	}
	listed := strings.Split(strings.TrimSpace(string(m[1])), "|")
	slices.Sort(marked)
	slices.Sort(listed)
	if !slices.Equal(marked, listed) {
		t.Errorf("the tests that call statistical:\n  %v\nthe Makefile's STATISTICAL_TESTS:\n  %v\nmake them the same", marked, listed)
	}
}
