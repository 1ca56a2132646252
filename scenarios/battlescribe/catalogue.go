package battlescribe

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// maxCatalogueFiles is the most BattleScribe files a catalogue folder may
// hold (the Dropfleet data has 12).
const maxCatalogueFiles = 64

// maxLinkDepth bounds how deep a ship's links are followed to its weapons.
const maxLinkDepth = 12

// Gathering a ship's weapons follows its links into entries other ships
// share, so that N ships linking one group of M weapons cost N×M: a 3 MiB
// catalogue took 52 s of processor time. maxShipGathered bounds the
// entries and profiles one ship reaches (the Dropfleet data's most is 36),
// and gatherPerElement the entries and profiles all ships reach together,
// for each element of the catalogue's files: loading is linear in its
// size.
const (
	maxShipGathered  = 256
	gatherPerElement = 4
	minGatherBudget  = 1 << 14
)

// Catalogue is the ship profiles of BattleScribe game-system and catalogue
// files, with the files they came from.
type Catalogue struct {
	// Ships are every ship class, by faction then name.
	Ships []Ship
	// Sources names each file read, with its revision.
	Sources []string
	// Decks are the cards and admirals of each faction, by faction.
	Decks []Deck
}

// Ship is one ship class of a catalogue: its profile as the rules core
// reads it, and what list building needs besides.
type Ship struct {
	Profile dropfleet.Profile
	// Entry is the name a roster selects it by, such as "Lysander Stealth
	// Lighter"; Profile.Name is the profile's, such as "Lysander".
	Entry   string
	Faction string
	// Arcs are each weapon's printed arcs, such as "F/S/R" (the profile's
	// weapons fire in the first).
	Arcs []string
	// WeaponRules are each weapon's special rules as printed.
	WeaponRules []string
	// Launch are the ship's launch values by kind (from its Load lines,
	// not the data's "Launch" cost: battle notes §1.2 DATA WARNING).
	Launch []dropfleet.LaunchAsset
	// Loads are the Load lines as printed: "Fighters & Bombers 6".
	Loads []string
	// Special are the profile's special rules as printed.
	Special []string
	// Unmodelled names what the ship has that the rules core does not play.
	Unmodelled []string
	File       string
	Line       int
	id         string
}

// Ship returns the ship a roster names: by its entry's or its profile's
// name, in any case, of faction when several factions have one of that
// name; false when the catalogue has none.
func (c *Catalogue) Ship(name, faction string) (*Ship, bool) {
	var found *Ship
	for i := range c.Ships {
		s := &c.Ships[i]
		if !strings.EqualFold(s.Entry, name) && !strings.EqualFold(s.Profile.Name, name) {
			continue
		}
		if strings.EqualFold(s.Faction, faction) {
			return s, true
		}
		if found == nil {
			found = s
		}
	}
	return found, found != nil
}

// byID returns the ship of a BattleScribe entry id.
func (c *Catalogue) byID(id string) (*Ship, bool) {
	for i := range c.Ships {
		if c.Ships[i].id == id {
			return &c.Ships[i], true
		}
	}
	return nil, false
}

// Factions returns the factions of the catalogue's ships, sorted.
func (c *Catalogue) Factions() []string {
	var out []string
	for _, s := range c.Ships {
		if !slices.Contains(out, s.Faction) {
			out = append(out, s.Faction)
		}
	}
	slices.Sort(out)
	return out
}

// didYouMean returns " (did you mean NAME?)" with the entry name nearest
// to name in any case, or "" when none is near.
func (c *Catalogue) didYouMean(name string) string {
	lower := make([]string, len(c.Ships))
	for i, s := range c.Ships {
		lower[i] = strings.ToLower(s.Entry)
	}
	best := yamldoc.Nearest(strings.ToLower(name), lower)
	if i := slices.Index(lower, best); best != "" && i >= 0 {
		return fmt.Sprintf(" (did you mean %s?)", c.Ships[i].Entry)
	}
	return ""
}

// LoadCatalogue reads the ships of the BattleScribe data at path: a
// folder (every .gst, .cat, .gstz and .catz in it) or one file. A faction's
// catalogue links its weapons from other files (the game system, a
// weapons library), so a folder is what a user normally gives.
func LoadCatalogue(path string) (*Catalogue, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, &Error{File: path, Err: err}
	}
	files := []string{path}
	if info.IsDir() {
		entries, err := os.ReadDir(path)
		if err != nil {
			return nil, &Error{File: path, Err: err}
		}
		files = files[:0]
		for _, e := range entries {
			switch strings.ToLower(filepath.Ext(e.Name())) {
			case ".gst", ".cat", ".gstz", ".catz":
				files = append(files, filepath.Join(path, e.Name()))
			}
		}
		if len(files) == 0 {
			return nil, &Error{File: path, Err: fmt.Errorf("no BattleScribe file (.gst, .cat, .gstz, .catz) in the folder")}
		}
		if len(files) > maxCatalogueFiles {
			return nil, &Error{File: path, Err: fmt.Errorf("%d BattleScribe files in the folder; at most %d are read", len(files), maxCatalogueFiles)}
		}
	}
	var docs []document
	for _, f := range files {
		root, err := load(f)
		if err != nil {
			return nil, err
		}
		if root.name != "gameSystem" && root.name != "catalogue" {
			return nil, errorf(f, root, "not a BattleScribe game system or catalogue (its root element is <%s>)", root.name)
		}
		docs = append(docs, document{file: f, root: root})
	}
	return build(docs)
}

// document is one parsed file.
type document struct {
	file string
	root *node
}

// located is an element and the file it is in.
type located struct {
	file string
	n    *node
}

// index holds what links may point at, by id, across every file.
type index struct {
	entries   map[string]located // selectionEntry, selectionEntryGroup, profile
	typeNames map[string]string  // profileType id -> name
	// budget is what the ships may still reach together (gatherPerElement)
	budget *int
}

// readProfileTypes are the profile types a ship's profiles are read
// from; passedProfileTypes are those the Dropfleet data has that a ship's
// profile does not need (launch asset profiles, terrain, equipment).
var (
	readProfileTypes   = []string{"Ship", "Weapon", "Load"}
	passedProfileTypes = []string{"Asset", "Space Station", "Sector", "Cluster", "Equipment"}
)

func build(docs []document) (*Catalogue, error) {
	budget := minGatherBudget
	ix := index{entries: map[string]located{}, typeNames: map[string]string{}, budget: &budget}
	c := &Catalogue{}
	for _, d := range docs {
		rev := d.root.attr("revision")
		c.Sources = append(c.Sources, fmt.Sprintf("%s (%s, revision %s)", filepath.Base(d.file), d.root.attr("name"), rev))
		walk(d.root, func(n *node) {
			budget += gatherPerElement
			switch n.name {
			case "selectionEntry", "selectionEntryGroup", "profile":
				if id := n.attr("id"); id != "" {
					ix.entries[id] = located{d.file, n}
				}
			case "profileType":
				ix.typeNames[n.attr("id")] = n.attr("name")
			}
		})
	}
	for _, d := range docs {
		deck := Deck{Faction: d.root.attr("name")}
		var err error
		walk(d.root, func(n *node) {
			if err != nil || n.name != "selectionEntry" {
				return
			}
			if a, ok, aerr := admiralOf(d, n); ok || aerr != nil {
				deck.Admirals, err = append(deck.Admirals, a), aerr
				return
			}
			var p *node
			for _, pr := range n.all("profiles", "profile") {
				if typeName(pr, ix) == "Ship" {
					p = pr
				}
			}
			if p == nil {
				return
			}
			var s Ship
			var card Card
			if s, card, err = readShip(d, n, p, ix); err == nil {
				c.Ships = append(c.Ships, s)
				deck.Ships = append(deck.Ships, card)
			}
		})
		if err != nil {
			return nil, err
		}
		if len(deck.Ships) > 0 {
			c.Decks = append(c.Decks, deck)
		}
	}
	if len(c.Ships) == 0 {
		return nil, &Error{File: docs[0].file, Err: fmt.Errorf("no ship profile (a profile of type Ship) in the BattleScribe data")}
	}
	c.sort()
	return c, nil
}

// sort orders the ships by faction then entry name, and the decks by
// faction.
func (c *Catalogue) sort() {
	slices.SortStableFunc(c.Ships, func(a, b Ship) int {
		if x := strings.Compare(a.Faction, b.Faction); x != 0 {
			return x
		}
		return strings.Compare(a.Entry, b.Entry)
	})
	slices.SortStableFunc(c.Decks, func(a, b Deck) int { return strings.Compare(a.Faction, b.Faction) })
}

// admiralOf reads an admiral selection entry, "AV3 Commodore" of type
// upgrade, with its printed points (the price before a flagship's free
// levels); false for another entry.
func admiralOf(d document, n *node) (AdmiralCard, bool, error) {
	m := avName.FindStringSubmatch(n.attr("name"))
	if m == nil || n.attr("type") != "upgrade" {
		return AdmiralCard{}, false, nil
	}
	a := AdmiralCard{Name: n.attr("name"), ID: n.attr("id"), Value: int(m[1][0] - '0')}
	for _, cs := range n.all("costs", "cost") {
		if cs.attr("name") == "pts" {
			var err error
			if a.Points, err = cost(cs.attr("value")); err != nil {
				return a, true, errorf(d.file, cs, "%v", err)
			}
		}
	}
	return a, true, nil
}

// walk calls f on n and every element under it, in document order.
func walk(n *node, f func(*node)) {
	f(n)
	for _, c := range n.children {
		walk(c, f)
	}
}

// typeName returns a profile's type: its typeName, else its typeId's name.
func typeName(p *node, ix index) string {
	if t := p.attr("typeName"); t != "" {
		return t
	}
	return ix.typeNames[p.attr("typeId")]
}

// readShip reads the ship of entry n, whose Ship profile is p: its card
// (cardOf), then its profile (shipOf).
func readShip(d document, n, p *node, ix index) (Ship, Card, error) {
	c, err := cardOf(d, n, p, ix)
	if err != nil {
		return Ship{}, c, err
	}
	s, err := shipOf(&c, d.root.attr("name"))
	return s, c, err
}

// shipCharacteristics are the characteristics of a Ship profile (rules
// notes §3), each with the card field it fills.
func shipCharacteristics(c *Card) []struct {
	name string
	to   *string
} {
	return []struct {
		name string
		to   *string
	}{{"Scan", &c.Scan}, {"Sig", &c.Sig}, {"Thrust", &c.Thrust}, {"Hull", &c.Hull}, {"A", &c.Armour}, {"PD", &c.PD}, {"G", &c.Group}, {"T", &c.Tonnage}}
}

// cardOf reads the card of entry n, whose Ship profile is p: its
// characteristics and points, and the Weapon and Load profiles of the
// entry, the entries under it and those its links point at.
func cardOf(d document, n, p *node, ix index) (Card, error) {
	c := Card{Entry: n.attr("name"), ID: n.attr("id"), Name: p.attr("name"), at: place{d.file, p.line, p.describe()}}
	ch := characteristics(p, ix.typeNames)
	for _, k := range shipCharacteristics(&c) {
		v, ok := ch[k.name]
		if !ok {
			return c, errorf(d.file, p, "the Ship profile has no %s characteristic (rules notes §3: Scan, Sig, Thrust, Hull, A, PD, G, T)", k.name)
		}
		*k.to = v
	}
	c.Special = ch["Special"]
	for _, cs := range n.all("costs", "cost") {
		if cs.attr("name") == "pts" {
			var err error
			if c.Points, err = cost(cs.attr("value")); err != nil {
				return c, errorf(d.file, cs, "%v", err)
			}
		}
	}
	g := gatherer{ix: ix, card: &c, seen: map[*node]bool{n: true}}
	if err := g.entry(d.file, n, 0); err != nil {
		return c, err
	}
	return c, nil
}

// gatherer collects a ship's Weapon and Load profiles from its entry, the
// entries under it and those its links point at.
type gatherer struct {
	ix   index
	card *Card
	seen map[*node]bool
}

func (g *gatherer) entry(file string, n *node, depth int) error {
	if depth > maxLinkDepth {
		return errorf(file, n, "links nested more than %d deep", maxLinkDepth)
	}
	for _, p := range n.all("profiles", "profile") {
		if err := g.profile(file, p, depth); err != nil {
			return err
		}
	}
	for _, c := range append(n.all("selectionEntries", "selectionEntry"), n.all("selectionEntryGroups", "selectionEntryGroup")...) {
		if err := g.visit(file, c, depth); err != nil {
			return err
		}
	}
	for _, l := range append(n.all("entryLinks", "entryLink"), n.all("infoLinks", "infoLink")...) {
		if l.name == "infoLink" && l.attr("type") != "profile" {
			continue // rules and their texts
		}
		t, ok := g.ix.entries[l.attr("targetId")]
		if !ok {
			return errorf(file, l, "links to %s, which no file of the catalogue holds (give the folder with the game system and every catalogue, weapons libraries included)", l.attr("targetId"))
		}
		if t.n.name == "profile" {
			if err := g.profile(t.file, t.n, depth); err != nil {
				return err
			}
			continue
		}
		if err := g.visit(t.file, t.n, depth); err != nil {
			return err
		}
	}
	return nil
}

// visit gathers from an entry under the ship, once, unless it is a ship
// of its own.
func (g *gatherer) visit(file string, n *node, depth int) error {
	if g.seen[n] {
		return nil
	}
	g.seen[n] = true
	if err := g.reached(file, n); err != nil {
		return err
	}
	for _, p := range n.all("profiles", "profile") {
		if typeName(p, g.ix) == "Ship" {
			return nil
		}
	}
	return g.entry(file, n, depth+1)
}

// reached counts an entry or profile n the ship reached, refusing one past
// maxShipGathered for the ship or past the catalogue's budget.
func (g *gatherer) reached(file string, n *node) error {
	if len(g.seen) > maxShipGathered {
		return errorf(file, n, "ship %q reaches more than %d entries and profiles through its links (a ship of the Dropfleet data reaches at most 36)", g.card.Entry, maxShipGathered)
	}
	if *g.ix.budget--; *g.ix.budget < 0 {
		return errorf(file, n, "the ships reach more entries and profiles through their links than %d for each element of the catalogue: links shared this widely are not read", gatherPerElement)
	}
	return nil
}

// profile reads one Weapon or Load profile into the card.
func (g *gatherer) profile(file string, p *node, depth int) error {
	if g.seen[p] {
		return nil
	}
	g.seen[p] = true
	if err := g.reached(file, p); err != nil {
		return err
	}
	t := typeName(p, g.ix)
	ch := characteristics(p, g.ix.typeNames)
	at := place{file, p.line, p.describe()}
	switch {
	case t == "Weapon":
		for _, k := range []string{"Lock", "Attacks", "Damage", "Arc"} {
			if _, ok := ch[k]; !ok {
				return errorf(file, p, "the Weapon profile has no %s characteristic (Lock, Attacks, Damage, Arc)", k)
			}
		}
		g.card.Weapons = append(g.card.Weapons, WeaponCard{Name: p.attr("name"), Lock: ch["Lock"], Attacks: ch["Attacks"], Damage: ch["Damage"],
			Arc: ch["Arc"], Special: ch["Special"], at: at})
	case t == "Load":
		g.card.Loads = append(g.card.Loads, LoadCard{Name: p.attr("name"), Launch: ch["Launch"], Special: ch["Special"], at: at})
	case t == "Ship" && depth > 0:
	case slices.Contains(passedProfileTypes, t):
	case t == "Ship":
	default:
		return errorf(file, p, "unknown profile type %q (fleetlab reads %s, and passes over %s)", t, strings.Join(readProfileTypes, ", "), strings.Join(passedProfileTypes, ", "))
	}
	return nil
}

// addUnmodelled adds what to the ship's unmodelled rules, once.
func (s *Ship) addUnmodelled(what string) {
	if !slices.Contains(s.Unmodelled, what) {
		s.Unmodelled = append(s.Unmodelled, what)
	}
}
