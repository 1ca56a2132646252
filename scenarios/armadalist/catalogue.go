package armadalist

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// Limits on a catalogue, so that a hostile folder cannot exhaust memory.
const (
	// MaxFileSize is the largest catalogue or list file read, in bytes.
	MaxFileSize = 8 << 20
	// maxCatalogueFiles bounds the JSON files of a catalogue folder and
	// its sub-folders ([ISB]'s converted-json holds about 1,200).
	maxCatalogueFiles = 4000
	maxCatalogueBytes = 128 << 20
	maxFolderDepth    = 6
)

// CardKind is what a card is.
type CardKind uint8

// The kinds of cards a list names.
const (
	ShipCard CardKind = iota
	SquadronCard
	UpgradeCard
	ObjectiveCard
)

var cardKindNames = []string{"ship", "squadron", "upgrade", "objective"}

// String returns "ship", "squadron", "upgrade" or "objective".
func (k CardKind) String() string { return cardKindNames[k] }

// Card is one card of a catalogue, as the catalogue gives it.
type Card struct {
	Kind CardKind
	// Key is the card's key in its file, such as victory-i-class-star-destroyer.
	Key       string
	Name      string
	Nicknames []string
	// Factions are the factions that may field it (empire, rebel, republic,
	// separatist); none for any.
	Factions []string
	Points   int
	Unique   bool
	// Type is an upgrade card's slot (officer, title,
	// weapons-team-offensive-retro …) or an objective's category.
	Type         string
	Modification bool
	// Slots are a ship card's upgrade slots, one entry a slot.
	Slots []string
	// AceName is a unique squadron's name, such as Howlrunner.
	AceName string
	// File and Line are where the card is written.
	File string
	Line int
	// Era is the era of the file the card is written in (Current, or an
	// era whose printing replaces the current card's); eras are the eras
	// whose lists the card is in (settleEras).
	Era  Era
	eras eraSet

	norms, singles []string // nameForms

	node, chassis *yaml.Node // the card's mapping; a ship card's chassis
}

// Catalogue is the cards of a user's card data.
type Catalogue struct {
	Cards []Card
	// Sources names each file read.
	Sources []string
	// Versions are the catalogue files' headers (source, version, era),
	// one a file that has one: the built-in catalogue's.
	Versions []string
}

// LoadCatalogue reads the cards at path: a JSON file, or a folder whose
// .json files (in sub-folders too) are read. Each file is an object with
// any of the keys ships (chassis with their ship cards under models),
// squadrons, upgrades and objectives, each card under its key: the
// converted-json shape of battle notes §6.5. Other keys and files without
// these are ignored.
//
// A catalogue read once is kept for the process while its files stay the
// same (names, sizes and times), since a battle's scenario reads its lists
// each time it is compiled.
func LoadCatalogue(path string) (*Catalogue, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, &Error{File: path, Err: err}
	}
	var files []string
	if info.IsDir() {
		if files, err = jsonFiles(path, 0, files); err != nil {
			return nil, err
		}
		if len(files) == 0 {
			return nil, errorAt(path, 0, "", "no card data (.json files) in the folder")
		}
	} else {
		files = []string{path}
	}
	key, stamp := path, stampOf(files)
	if abs, err := filepath.Abs(path); err == nil {
		key = abs
	}
	cache.Lock()
	defer cache.Unlock()
	if e, ok := cache.m[key]; ok && stamp != "" && e.stamp == stamp {
		return e.c, nil
	}
	c, err := loadFiles(path, files)
	if err != nil || stamp == "" {
		return c, err
	}
	if len(cache.m) >= maxCached {
		clear(cache.m)
	}
	cache.m[key] = cached{stamp, c}
	return c, nil
}

// maxCached is the most catalogues kept.
const maxCached = 4

// cache holds the catalogues read, by absolute path.
var cache = struct {
	sync.Mutex
	m map[string]cached
}{m: map[string]cached{}}

type cached struct {
	stamp string
	c     *Catalogue
}

// stampOf writes the names, sizes and modification times of files ("" for
// a file it cannot stat: never equal to a stamp read before).
func stampOf(files []string) string {
	var b strings.Builder
	for _, f := range files {
		info, err := os.Stat(f)
		if err != nil {
			return ""
		}
		fmt.Fprintf(&b, "%s\x00%d\x00%d\n", f, info.Size(), info.ModTime().UnixNano())
	}
	return b.String()
}

// loadFiles reads the cards of files; path names the catalogue in
// messages.
func loadFiles(path string, files []string) (*Catalogue, error) {
	var data [][]byte
	total := 0
	for _, f := range files {
		d, err := readLimited(f)
		if err != nil {
			return nil, err
		}
		if total += len(d); total > maxCatalogueBytes {
			return nil, errorAt(path, 0, "", "the catalogue's files hold more than %d bytes", maxCatalogueBytes)
		}
		data = append(data, d)
	}
	return load(path, files, data)
}

// load reads the cards of the files' data; path names the catalogue in
// messages.
func load(path string, files []string, data [][]byte) (*Catalogue, error) {
	c := &Catalogue{}
	for i, f := range files {
		n, err := c.read(f, data[i])
		if err != nil {
			return nil, err
		}
		if n > 0 {
			c.Sources = append(c.Sources, f)
		}
	}
	if len(c.Cards) == 0 {
		return nil, errorAt(path, 0, "", "no ship, squadron, upgrade or objective card in the catalogue")
	}
	c.settleEras()
	return c, nil
}

// jsonFiles appends the .json files under dir, sorted, to files.
func jsonFiles(dir string, depth int, files []string) ([]string, error) {
	if depth > maxFolderDepth {
		return files, nil
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, &Error{File: dir, Err: err}
	}
	for _, e := range entries {
		p := filepath.Join(dir, e.Name())
		switch {
		case e.IsDir():
			if files, err = jsonFiles(p, depth+1, files); err != nil {
				return nil, err
			}
		case strings.EqualFold(filepath.Ext(e.Name()), ".json") && e.Type().IsRegular():
			if files = append(files, p); len(files) > maxCatalogueFiles {
				return nil, errorAt(dir, 0, "", "more than %d card files; give the folder of the cards themselves", maxCatalogueFiles)
			}
		}
	}
	return files, nil
}

// readLimited reads a text file of at most MaxFileSize bytes, in UTF-8.
func readLimited(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &Error{File: path, Err: err}
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	switch {
	case err != nil:
		return nil, &Error{File: path, Err: err}
	case len(data) > MaxFileSize:
		return nil, errorAt(path, 0, "", "file is larger than %d bytes", MaxFileSize)
	case bytes.IndexByte(data, 0) >= 0 || !utf8.Valid(data):
		return nil, errorAt(path, 0, "", "not a text file in UTF-8")
	}
	return data, nil
}

// read adds the cards of one JSON file and returns how many it held.
func (c *Catalogue) read(file string, data []byte) (int, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return 0, errorAt(file, 0, "", "not JSON: %v", strings.TrimPrefix(err.Error(), "yaml: "))
	}
	if len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return 0, nil
	}
	root := doc.Content[0]
	era, err := c.fileEra(file, root)
	if err != nil {
		return 0, err
	}
	before := len(c.Cards)
	for _, section := range []struct {
		key  string
		kind CardKind
	}{{"ships", ShipCard}, {"squadrons", SquadronCard}, {"upgrades", UpgradeCard}, {"objectives", ObjectiveCard}} {
		m := get(root, section.key)
		if m == nil || m.Kind != yaml.MappingNode {
			continue
		}
		for i := 0; i+1 < len(m.Content); i += 2 {
			key, v := m.Content[i].Value, m.Content[i+1]
			if v.Kind != yaml.MappingNode {
				return 0, errorAt(file, v.Line, section.key+"."+key, "expected an object")
			}
			if section.kind != ShipCard {
				if err := c.add(file, era, section.kind, key, v, nil); err != nil {
					return 0, err
				}
				continue
			}
			models := get(v, "models")
			if models == nil || models.Kind != yaml.MappingNode {
				return 0, errorAt(file, v.Line, "ships."+key, "a chassis needs its ship cards under models")
			}
			for j := 0; j+1 < len(models.Content); j += 2 {
				if err := c.add(file, era, ShipCard, models.Content[j].Value, models.Content[j+1], v); err != nil {
					return 0, err
				}
			}
		}
	}
	return len(c.Cards) - before, nil
}

// add reads one card.
func (c *Catalogue) add(file string, era Era, kind CardKind, key string, n, chassis *yaml.Node) error {
	field := fmt.Sprintf("%s %s", kind, key)
	if n.Kind != yaml.MappingNode {
		return errorAt(file, n.Line, field, "expected an object")
	}
	card := Card{Kind: kind, Key: key, File: file, Line: n.Line, Era: era, node: n, chassis: chassis}
	var err error
	if card.Name, err = str(n, "name"); err != nil || card.Name == "" {
		return errorAt(file, n.Line, field, "a card needs its name")
	}
	card.Nicknames, _ = strs(n, "nicknames")
	card.Unique, _ = boolean(n, "unique")
	card.Modification, _ = boolean(n, "modification")
	card.Type, _ = str(n, "type")
	card.AceName, _ = str(n, "ace-name")
	if card.Factions, err = strs(n, "faction"); err != nil {
		return errorAt(file, n.Line, field+" faction", "%v", err)
	}
	if kind != ObjectiveCard {
		if card.Points, err = integer(n, "points"); err != nil {
			return errorAt(file, n.Line, field+" points", "%v", err)
		}
	}
	if kind == ShipCard {
		if card.Slots, err = strs(n, "upgrades"); err != nil {
			return errorAt(file, n.Line, field+" upgrades", "%v", err)
		}
	}
	if kind == ShipCard {
		if err := card.checkBatteries(); err != nil {
			return err
		}
	}
	if kind == SquadronCard {
		if err := card.checkAbilities(); err != nil {
			return err
		}
	}
	card.nameForms()
	c.Cards = append(c.Cards, card)
	return nil
}

// Named returns the cards of a kind that go by name (matchLevel: its
// normal form, else its singular form), for a list of faction ("" any)
// before the others.
func (c *Catalogue) Named(kind CardKind, name, faction string) []*Card {
	var mine, others []*Card
	best := 0
	for i := range c.Cards {
		k := &c.Cards[i]
		if k.Kind != kind {
			continue
		}
		lvl := k.matchLevel(name)
		if lvl == 0 || lvl < best {
			continue
		}
		if lvl > best {
			best, mine, others = lvl, nil, nil
		}
		if faction == "" || k.allows(faction) {
			mine = append(mine, k)
		} else {
			others = append(others, k)
		}
	}
	return append(mine, others...)
}

// called reports whether the card goes by name.
func (k *Card) called(name string) bool { return k.matchLevel(name) > 0 }

// allows reports whether a fleet of faction may field the card.
func (k *Card) allows(faction string) bool {
	open := true
	for _, f := range k.Factions {
		if f != "" {
			open = false
			if strings.EqualFold(f, faction) {
				return true
			}
		}
	}
	return open
}

// names returns the names of every card of a kind, for a did-you-mean.
func (c *Catalogue) names(kind CardKind) []string {
	var out []string
	for _, k := range c.Cards {
		if k.Kind == kind {
			out = append(out, k.Name)
			if k.AceName != "" {
				out = append(out, k.AceName)
			}
		}
	}
	return out
}

// get returns the value at key of mapping m, or nil.
func get(m *yaml.Node, key string) *yaml.Node {
	if m == nil || m.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}

func str(m *yaml.Node, key string) (string, error) {
	v := get(m, key)
	if v == nil {
		return "", nil
	}
	if v.Kind != yaml.ScalarNode {
		return "", fmt.Errorf("%s: expected a string", key)
	}
	return strings.TrimSpace(v.Value), nil
}

// strs reads a string or a list of strings, leaving out empty ones.
func strs(m *yaml.Node, key string) ([]string, error) {
	v := get(m, key)
	switch {
	case v == nil:
		return nil, nil
	case v.Kind == yaml.ScalarNode:
		if s := strings.TrimSpace(v.Value); s != "" {
			return []string{s}, nil
		}
		return nil, nil
	case v.Kind != yaml.SequenceNode:
		return nil, fmt.Errorf("expected a list of strings")
	}
	var out []string
	for _, it := range v.Content {
		if it.Kind != yaml.ScalarNode {
			return nil, fmt.Errorf("expected a list of strings")
		}
		if s := strings.TrimSpace(it.Value); s != "" {
			out = append(out, s)
		}
	}
	return out, nil
}

func integer(m *yaml.Node, key string) (int, error) {
	v := get(m, key)
	if v == nil {
		return 0, nil
	}
	n, err := strconv.Atoi(v.Value)
	if v.Kind != yaml.ScalarNode || err != nil || n < 0 || n > 10000 {
		return 0, fmt.Errorf("expected a whole number from 0 to 10000, got %q", v.Value)
	}
	return n, nil
}

func boolean(m *yaml.Node, key string) (bool, error) {
	v := get(m, key)
	if v == nil {
		return false, nil
	}
	return strconv.ParseBool(v.Value)
}
