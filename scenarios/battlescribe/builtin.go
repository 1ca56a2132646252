package battlescribe

import (
	"bytes"
	"embed"
	"fmt"
	"path"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
)

// The built-in catalogue: one file a faction in fleetlab's own format (a
// [Deck] as YAML), converted from the community BattleScribe data by
// `make dropfleet-catalogue` (cmd/internal/dfccatalogue), each file's header
// naming the data's source and version. It holds facts only: names,
// points, characteristics, weapons, special-rule names and launch
// capacities, never a rule's text.
//
//go:embed builtin
var builtinFiles embed.FS

// BuiltinDir is the folder of the built-in catalogue's files in this
// package's source, where the converter writes them.
const BuiltinDir = "builtin"

// Deck is one faction's cards and admirals: a file of the built-in
// catalogue, which says where its facts come from.
type Deck struct {
	// Source is the data set the facts come from, Version its version,
	// and Files the data's files read, with their revisions.
	Source  string   `yaml:"source,omitempty"`
	Version string   `yaml:"version,omitempty"`
	Files   []string `yaml:"files,omitempty"`
	Faction string   `yaml:"faction"`
	// Admirals are the faction's admiral selections with their printed
	// points (before a flagship's free levels).
	Admirals []AdmiralCard `yaml:"admirals,omitempty"`
	Ships    []Card        `yaml:"ships"`
}

// AdmiralCard is one admiral selection of a faction: "AV3 Engineer", the
// Admiral value 3 it names, its points.
type AdmiralCard struct {
	Name   string `yaml:"name"`
	ID     string `yaml:"id"`
	Value  int    `yaml:"value"`
	Points int    `yaml:"points"`
}

// deckHeader is the comment at the head of each built-in file.
const deckHeader = `# fleetlab's built-in Dropfleet Commander catalogue: %s.
# Facts only (names, points, characteristics, weapons, special-rule names,
# launch capacities), never a rule's text. Converted by
# 'make dropfleet-catalogue' (go run ./cmd/internal/dfccatalogue) from
# %s, version %s; do not edit by hand: convert again.
`

// MarshalDeck returns the deck as a file of the built-in catalogue: its
// header, then the deck as YAML.
func MarshalDeck(d *Deck) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, deckHeader, d.Faction, d.Source, d.Version)
	e := yaml.NewEncoder(&b)
	e.SetIndent(2)
	if err := e.Encode(d); err != nil {
		return nil, err
	}
	if err := e.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// DeckFile is the file name of a faction's deck: "united-colonies-of-mankind.yaml".
func DeckFile(faction string) string { return Slug(faction) + ".yaml" }

// Slug writes a name in lower-case letters and digits with '-' between
// its words: "United Colonies of Mankind" is "united-colonies-of-mankind".
func Slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}

// Builtin returns the built-in catalogue, read once. Its files are part
// of the binary: an error means the binary was built from broken files
// (a test reads them).
var Builtin = sync.OnceValues(loadBuiltin)

func loadBuiltin() (*Catalogue, error) {
	entries, err := builtinFiles.ReadDir(BuiltinDir)
	if err != nil {
		return nil, err
	}
	c := &Catalogue{}
	for _, e := range entries {
		if path.Ext(e.Name()) != ".yaml" {
			continue // its README
		}
		name := path.Join(BuiltinDir, e.Name())
		data, err := builtinFiles.ReadFile(name)
		if err != nil {
			return nil, err
		}
		file := "built-in catalogue " + e.Name()
		var d Deck
		dec := yaml.NewDecoder(bytes.NewReader(data))
		dec.KnownFields(true)
		if err := dec.Decode(&d); err != nil {
			return nil, &Error{File: file, Err: err}
		}
		if len(c.Sources) == 0 {
			c.Sources = append(c.Sources, fmt.Sprintf("fleetlab's built-in catalogue, from %s version %s", d.Source, d.Version))
		}
		for i := range d.Ships {
			card := &d.Ships[i]
			card.at = place{file: file, field: fmt.Sprintf("ship %q", card.Entry)}
			for j := range card.Weapons {
				card.Weapons[j].at = card.at
			}
			for j := range card.Loads {
				card.Loads[j].at = card.at
			}
			s, err := shipOf(card, d.Faction)
			if err != nil {
				return nil, err
			}
			c.Ships = append(c.Ships, s)
		}
		c.Decks = append(c.Decks, d)
	}
	if len(c.Ships) == 0 {
		return nil, &Error{File: "built-in catalogue", Err: fmt.Errorf("no ship")}
	}
	c.sort()
	return c, nil
}

// LoadCatalogueOrBuiltin returns the BattleScribe data at path, or the
// built-in catalogue when path is "".
func LoadCatalogueOrBuiltin(path string) (*Catalogue, error) {
	if path == "" {
		return Builtin()
	}
	return LoadCatalogue(path)
}

// admirals returns the admiral selections of a faction (nil when the
// catalogue gives none).
func (c *Catalogue) admirals(faction string) []AdmiralCard {
	for _, d := range c.Decks {
		if strings.EqualFold(d.Faction, faction) {
			return d.Admirals
		}
	}
	return nil
}
