package scenarios

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/battlescribe"
	"github.com/fleetlab/fleetlab/scenarios/internal/profile"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
)

// A BattleScribe roster (.ros, .rosz) is a tournament list too: read
// against the built-in Dropfleet catalogue and checked, it becomes a list
// file (its profiles the cards', its fleet entry the roster's), named
// after its file, which plays in dfc-battle at the roster's game size and
// points limit (the larger of a pairing's two).

// rosterList reads the roster at path as a tournament list. Its errors
// name the roster's file and line; its text (List.Text) is the list file
// it becomes, which ParseList reads back.
func rosterList(path string) (*List, error) {
	r, err := battlescribe.Open(path, "")
	if err != nil {
		return nil, err
	}
	name := slug(strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)))
	title := r.Name
	if title == "" {
		title = name
	}
	entry, profiles := rosterEntry(r, "")
	ships := &yaml.Node{Kind: yaml.MappingNode}
	keys := make([]string, 0, len(profiles))
	for k := range profiles {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		ships.Content = append(ships.Content, scalar(k), profile.DropfleetNode(profiles[k]))
	}
	root := mapping("name", name, "title", title, "game", "dropfleet")
	root.Content = append(root.Content, scalar("ships"), ships, scalar("fleet"), entry,
		scalar("battle"), mapping("size", r.Fleet.Size.String(), "points", strconv.Itoa(r.Fleet.Limit)))
	text, err := yaml.Marshal(root)
	if err != nil {
		return nil, &Error{File: path, Err: yamldoc.Problemf("%v", err)}
	}
	return ParseList(path, text)
}
