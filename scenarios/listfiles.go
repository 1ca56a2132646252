package scenarios

import (
	"slices"
	"sync"
)

// ListFiles is how a trusted scenario's fleets reach the list and
// catalogue files they name (list: PATH, catalogue: PATH), and the record
// of those they reached: the paths a shard's part must carry so that its
// merge reads no file (cmd/internal/job).
type ListFiles struct {
	// Locate, when not nil, returns the path to read for the path a fleet
	// names (resolved against the scenario's folder), or an error that
	// refuses the list; nil reads the path named.
	Locate func(named string) (string, error)

	mu    sync.Mutex
	named []string
}

// ParseListsAt is [ParseLists] with the fleets' list and catalogue paths
// passed through locate (see [ListFiles.Locate]): a merge reads a part's
// own copies of the files its scenario names, never the files themselves.
func ParseListsAt(file string, data []byte, locate func(named string) (string, error)) (*Scenario, error) {
	root, err := decodeRoot(file, data, topLevel)
	if err != nil {
		return nil, err
	}
	return parseScenario(&Scenario{File: file, root: root, lists: &ListFiles{Locate: locate}})
}

// ListPaths returns the list and catalogue paths the scenario's fleets
// named and read, each once, in the order first read (resolved against
// the scenario's folder); none for a scenario that reads no list.
func (s *Scenario) ListPaths() []string {
	if s.lists == nil {
		return nil
	}
	s.lists.mu.Lock()
	defer s.lists.mu.Unlock()
	return slices.Clone(s.lists.named)
}

// locate records the paths a fleet names and returns those to read.
func (lf *ListFiles) locate(paths ...string) ([]string, error) {
	out := make([]string, len(paths))
	lf.mu.Lock()
	defer lf.mu.Unlock()
	for i, p := range paths {
		if p == "" {
			continue
		}
		if !slices.Contains(lf.named, p) {
			lf.named = append(lf.named, p)
		}
		out[i] = p
		if lf.Locate != nil {
			at, err := lf.Locate(p)
			if err != nil {
				return nil, err
			}
			out[i] = at
		}
	}
	return out, nil
}
