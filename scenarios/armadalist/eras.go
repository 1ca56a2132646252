package armadalist

import (
	"embed"
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
)

// builtinFiles are the built-in catalogue's files, one an era, written by
// the converter (convert.go) from the community data.
//
//go:embed data/*.json
var builtinFiles embed.FS

// BuiltInName names the built-in catalogue in messages.
const BuiltInName = "fleetlab's built-in Armada cards"

var builtin struct {
	once sync.Once
	c    *Catalogue
	err  error
}

// BuiltIn returns the built-in catalogue: every faction's ships,
// squadrons, upgrades, commanders and objectives of the community data, in
// each era (current, FFG printings, ARC), read once.
func BuiltIn() (*Catalogue, error) {
	builtin.once.Do(func() {
		entries, err := builtinFiles.ReadDir("data")
		if err != nil {
			builtin.err = err
			return
		}
		var files []string
		var data [][]byte
		for _, e := range entries {
			d, err := builtinFiles.ReadFile(path.Join("data", e.Name()))
			if err != nil {
				builtin.err = err
				return
			}
			files = append(files, "built-in "+e.Name())
			data = append(data, d)
		}
		builtin.c, builtin.err = load(BuiltInName, files, data)
	})
	return builtin.c, builtin.err
}

// OpenCatalogue returns the catalogue at path, or the built-in one when
// path is "".
func OpenCatalogue(path string) (*Catalogue, error) {
	if path == "" {
		return BuiltIn()
	}
	return LoadCatalogue(path)
}

// eraSet is a set of eras, a bit an era of Eras.
type eraSet uint8

func eraBit(e Era) eraSet {
	if i := slices.Index(Eras, e); i >= 0 {
		return 1 << i
	}
	return 0
}

// allEras is every era: a current card no era replaces.
var allEras = eraSet(1<<len(Eras) - 1)

// In reports whether the card is one of era's cards.
func (k *Card) In(era Era) bool { return k.eras&eraBit(era) != 0 }

// fileEra returns the era of a catalogue file: its header's
// (catalogue.era), else the ISB database's folder for it (old-arc/…: ARC,
// old-…: FFG printings), else Current. A header is recorded in Versions.
func (c *Catalogue) fileEra(file string, root *yaml.Node) (Era, error) {
	if h := get(root, "catalogue"); h != nil {
		e, _ := str(h, "era")
		era, err := ParseEra(e)
		if err != nil {
			return "", errorAt(file, h.Line, "catalogue.era", "%v", err)
		}
		src, _ := str(h, "source")
		v, _ := str(h, "version")
		c.Versions = append(c.Versions, fmt.Sprintf("%s: %s, %s (%s)", filepath.Base(file), era.Describe(), v, strings.SplitN(src, " (", 2)[0]))
		return era, nil
	}
	parts := strings.Split(filepath.ToSlash(file), "/")
	switch {
	case slices.Contains(parts, "old-arc"):
		return ARC, nil
	case slices.ContainsFunc(parts, func(p string) bool { return strings.HasPrefix(p, "old-") }):
		return FFG, nil
	}
	return Current, nil
}

// identity is what makes two printings the same card: kind, name, an
// upgrade's slot, a squadron's ace, the factions (the FFG printing of the
// Republic's Victory I is called as the Empire's).
func (k *Card) identity() string {
	return fmt.Sprintf("%d\x00%s\x00%s\x00%s\x00%s", k.Kind, normalName(k.Name), strings.ToLower(k.Type), strings.ToLower(k.AceName), strings.Join(k.Factions, ","))
}

// settleEras gives each card its eras: a card of another era than Current
// is that era's alone and takes the place of the current cards of its
// identity in that era; the other current cards are in every era.
func (c *Catalogue) settleEras() {
	replaced := map[string]eraSet{}
	for i := range c.Cards {
		if k := &c.Cards[i]; k.Era != Current {
			replaced[k.identity()] |= eraBit(k.Era)
		}
	}
	for i := range c.Cards {
		k := &c.Cards[i]
		if k.Era != Current {
			k.eras = eraBit(k.Era)
			continue
		}
		k.eras = allEras &^ replaced[k.identity()]
	}
}
