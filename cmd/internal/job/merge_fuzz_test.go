package job

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/reports"
)

// FuzzMerge feeds arbitrary part files to merge (issue 36 item 7): as
// written, and, when they read as a part, sealed again as anyone can seal
// them, so that the checks behind the seal are reached. Merge may refuse
// them, as bad input, but must never panic, read a file a part names, or
// merge parts that are not of one run.
func FuzzMerge(f *testing.F) {
	for _, req := range []Request{
		{Scenario: "tie-break", Trials: 3000, Seed: 2, Workers: 1, Shard: Shard{0, 1}},
		{Scenario: "tie-break", Sweeps: []string{"admiral_a=1..2"}, Trials: 100, Seed: 2, Workers: 1, Shard: Shard{0, 1}},
		{Mode: Compare, Scenario: "tie-break", Vs: []string{"admiral_a=4"}, Trials: 100, Seed: 2, Workers: 1, Shard: Shard{0, 1}},
	} {
		p, err := New(context.Background(), req)
		if err != nil {
			f.Fatal(err)
		}
		part, err := p.ExecuteShard(context.Background(), nil)
		if err != nil {
			f.Fatal(err)
		}
		data, err := part.Marshal()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		// a part naming a file of the machine, sealed again
		part.Source = strings.Replace(part.Source, "name: tie-break", "name: tie-break\nfleets: {a: {list: /etc/passwd}}", 1)
		if data, err = part.Marshal(); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("{}"))
	f.Add([]byte(`{"format": "fleetlab-part/2", "identity": {"shards": 1, "trials": 1}, "points": [{"tally": "Zmx0YWxseTI="}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "part.json")
		merge := func(data []byte) {
			if err := os.WriteFile(path, data, 0o600); err != nil {
				t.Fatal(err)
			}
			doc, err := Merge(context.Background(), []string{path}, reports.English)
			switch {
			case err != nil && !IsBadInput(err) && !errors.Is(err, ErrInterrupted):
				t.Errorf("a part refused not as bad input: %v", err)
			case err == nil && doc == nil:
				t.Error("a merge with no document and no error")
			}
		}
		merge(data)
		var pt Part
		if json.Unmarshal(data, &pt) != nil {
			return
		}
		sealed, err := pt.Marshal()
		if err != nil {
			return
		}
		merge(sealed)
	})
}
