package scenarios

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParseList feeds arbitrary bytes to the reader of tournament list
// files (the YAML lists of fleetlab tournament and of a fleet's list:):
// it may refuse them, but must never panic, and a refusal is always a
// scenario error naming the file (issue 36 item 7).
func FuzzParseList(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("lists", "*.yaml"))
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("name: x\ngame: dropfleet\nships: {a: &a {hull: *a}}\nfleet: {}\n"))
	f.Add([]byte("name: \"\\e[2J\\u202e\"\ngame: armada\nships: {}\nfleet: {}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := ParseList("list.yaml", data)
		if err == nil {
			if l.Name == "" || l.Game == "" {
				t.Errorf("a list without a name or game: %+v", l)
			}
			return
		}
		var e *Error
		if !errors.As(err, &e) && !errors.Is(err, ErrScenario) {
			t.Errorf("a refusal that is not a scenario error: %T %v", err, err)
		}
	})
}
