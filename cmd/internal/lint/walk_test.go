package lint

import (
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// repoRoot is the repository's root, seen from this package.
var repoRoot = filepath.Join("..", "..", "..")

// forEachGoFile calls fn with the path of every Go file of the repository
// (test files too when tests is set), skipping hidden and testdata
// directories; an error from fn stops the walk and fails t.
func forEachGoFile(t *testing.T, tests bool, fn func(path string) error) {
	t.Helper()
	err := filepath.WalkDir(repoRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") && path != repoRoot {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || !tests && strings.HasSuffix(path, "_test.go") {
			return nil
		}
		return fn(path)
	})
	if err != nil {
		t.Fatal(err)
	}
}
