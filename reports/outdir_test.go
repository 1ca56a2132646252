package reports

import (
	"context"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// listing returns the names and contents of the files in dir.
func listing(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = string(b)
	}
	return out
}

// leftovers returns what a report write left beside the target folder.
func leftovers(t *testing.T, parent, target string) []string {
	t.Helper()
	entries, _ := os.ReadDir(parent)
	var out []string
	for _, e := range entries {
		if e.Name() != target {
			out = append(out, e.Name())
		}
	}
	return out
}

// TestWriteDirIsAllOrNothing replaces an earlier report by a new one, then
// makes each file of a third write fail in turn (disk full, a blocked
// name): the folder must keep the complete second report and nothing may be
// left beside it (issue 13 item 3).
func TestWriteDirIsAllOrNothing(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "out")
	old := fixedRun(t)
	if _, err := WriteDir(context.Background(), dir, old); err != nil {
		t.Fatal(err)
	}
	// a stale plot of the old report must go with it
	if err := os.WriteFile(filepath.Join(dir, "gone.png"), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := fixedRun(t)
	r.Title = "second report"
	paths, err := WriteDir(context.Background(), dir, r)
	if err != nil {
		t.Fatal(err)
	}
	second := listing(t, dir)
	if second[MarkerFile] == "" {
		t.Errorf("the report has no %s", MarkerFile)
	}
	if _, ok := second["gone.png"]; ok || len(second) != len(paths)+1 || !strings.Contains(second[ReportFile], "second report") {
		t.Fatalf("the folder does not hold exactly the new report: %v", slices.Sorted(maps.Keys(second)))
	}
	for _, fail := range paths {
		name := filepath.Base(fail)
		writeFile = func(path string, data []byte, perm os.FileMode) error {
			if filepath.Base(path) == name {
				return errors.New("no space left on device")
			}
			return os.WriteFile(path, data, perm)
		}
		r := fixedRun(t)
		r.Title = "third report"
		_, err := WriteDir(context.Background(), dir, r)
		writeFile = os.WriteFile
		if err == nil || !strings.Contains(err.Error(), "no space left") {
			t.Errorf("failing %s: error %v", name, err)
		}
		if got := listing(t, dir); !maps.Equal(got, second) {
			t.Errorf("failing %s changed the folder: %v", name, slices.Sorted(maps.Keys(got)))
		}
		if left := leftovers(t, parent, "out"); len(left) > 0 {
			t.Errorf("failing %s left %v", name, left)
		}
	}
	// cancelled before the swap: the same
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := WriteDir(ctx, dir, r); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: error %v", err)
	}
	if got := listing(t, dir); !maps.Equal(got, second) {
		t.Error("a cancelled write changed the folder")
	}
	if left := leftovers(t, parent, "out"); len(left) > 0 {
		t.Errorf("a cancelled write left %v", left)
	}
}

// TestSwapInWithoutExchange plays the two-rename fallback of systems
// without an atomic exchange: the new report replaces the old, whose folder
// is left for the caller to remove.
func TestSwapInWithoutExchange(t *testing.T) {
	exchange = func(a, b string) error { return errors.ErrUnsupported }
	defer func() { exchange = exchangeDirs }()
	parent := t.TempDir()
	dir, tmp := filepath.Join(parent, "out"), filepath.Join(parent, ".out.tmp-1")
	for d, body := range map[string]string{dir: "old", tmp: "new"} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, JSONFile), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := swapIn(tmp, dir); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, JSONFile)); string(b) != "new" {
		t.Errorf("after the swap the folder holds %q", b)
	}
	if b, _ := os.ReadFile(filepath.Join(tmp, JSONFile)); string(b) != "old" {
		t.Errorf("after the swap the temporary folder holds %q, want the old report", b)
	}
	if left := leftovers(t, parent, "out"); len(left) != 1 {
		t.Errorf("left %v, want only the temporary folder", left)
	}
}

// TestCheckDir refuses a folder a report would wipe out.
func TestCheckDir(t *testing.T) {
	parent := t.TempDir()
	mk := func(name string, files ...string) string {
		d := filepath.Join(parent, name)
		os.Mkdir(d, 0o755)
		for _, f := range files {
			os.WriteFile(filepath.Join(d, f), nil, 0o644)
		}
		return d
	}
	for _, c := range []struct {
		dir  string
		want string
	}{
		{filepath.Join(parent, "new"), ""},
		{mk("empty"), ""},
		{mk("report", MarkerFile, JSONFile, ReportFile, "a.png", "a.svg", HTMLFile, CSVFile), ""},
		{mk("home", "notes.txt", JSONFile), "holds notes.txt"},
		{mk("pictures", "cat.png"), "holds no fleetlab-report.txt"},
		// issue 36 item 6: someone else's results beside their notes in
		// Markdown and CSV are not fleetlab's report, and not wiped
		{mk("theirs", JSONFile, "notes.md", "data.csv"), "holds no fleetlab-report.txt, so it is not an earlier report"},
		{filepath.Join(mk("file", JSONFile), JSONFile), "not a folder"},
	} {
		err := CheckDir(c.dir)
		if (c.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.want)) {
			t.Errorf("CheckDir(%s) = %v, want %q", filepath.Base(c.dir), err, c.want)
		}
	}
}
