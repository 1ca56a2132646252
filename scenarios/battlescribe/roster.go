package battlescribe

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/profile"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// List is a Dropfleet roster read against a catalogue: the fleet as the
// fleet-building rules read it, and the catalogue's ship of each group.
type List struct {
	File string
	// Name is the roster's name.
	Name  string
	Fleet dropfleet.FleetList
	// Ships are the catalogue ships of each group: Ships[b][g] is the ship
	// of Fleet.Battlegroups[b].Groups[g].
	Ships [][]*Ship
	// Admiral is the admiral's selection as the roster names it, such as
	// "AV4 Vice-Admiral" ("" for none).
	Admiral string
	// Stated is the roster's own points total, and StatedLine its line
	// (0: the roster states none).
	Stated, StatedLine int
	inPlay             int // the Admiral value the roster names
	// admirals are the faction's admiral selections, from the catalogue.
	admirals []AdmiralCard
	// admiralErr is why no level bought plays the admiral named aboard
	// its flagship, or why it has none, for Check.
	admiralErr error
}

// avName reads the Admiral value out of a BattleScribe admiral selection.
var avName = regexp.MustCompile(`^AV\s*(\d)\b`)

// ReadRoster reads the BattleScribe or NewRecruit roster at path (.ros, or
// .rosz zipped) against the catalogue: its game size and points limit,
// faction, battlegroups, groups of ships, and admiral. A ship the
// catalogue lacks is an error with the nearest name. The list is not
// checked yet: see [List.Check].
func ReadRoster(path string, cat *Catalogue) (*List, error) {
	root, err := load(path)
	if err != nil {
		return nil, err
	}
	if root.name != "roster" {
		return nil, errorf(path, root, "not a BattleScribe roster (its root element is <%s>)", root.name)
	}
	l := &List{File: path, Name: root.attr("name")}
	l.Fleet.Admiral.Battlegroup, l.Fleet.Admiral.Group = -1, -1
	for _, c := range root.all("costs", "cost") {
		if c.attr("name") == "pts" {
			if l.Stated, err = cost(c.attr("value")); err != nil {
				return nil, errorf(path, c, "%v", err)
			}
			l.StatedLine = c.line
		}
	}
	var fleets []*node
	var forces func(n *node)
	forces = func(n *node) {
		for _, f := range n.all("forces", "force") {
			if hasBattlegroup(f) {
				fleets = append(fleets, f)
			}
			forces(f)
		}
	}
	forces(root)
	switch {
	case len(fleets) == 0:
		return nil, errorf(path, root, "the roster has no force with a battlegroup")
	case len(fleets) > 1:
		return nil, errorf(path, fleets[1], "a second fleet; fleetlab reads one fleet per roster")
	}
	force := fleets[0]
	size, _, _ := strings.Cut(strings.TrimSpace(force.attr("name")), " ")
	if l.Fleet.Size, err = dropfleet.ParseGameSize(strings.ToLower(size)); err != nil {
		return nil, errorf(path, force, "the force names no game size (Skirmish, Clash or Battle Force)")
	}
	l.Fleet.Limit = limitOf(root, l.Fleet.Size)
	l.Fleet.Faction = force.attr("catalogueName")
	l.admirals = cat.admirals(l.Fleet.Faction)
	l.Fleet.AdmiralShift = admiralShift(l.admirals)
	r := rosterReader{file: path, cat: cat, l: l, groups: map[*node][2]int{}}
	for _, s := range force.all("selections", "selection") {
		if err := r.selection(s, -1, nil, 0); err != nil {
			return nil, err
		}
	}
	l.buyAdmiral()
	return l, nil
}

// admiralShift returns how far a faction's admiral table is shifted from
// the standard one: its lowest value, the one with no admiral, less 1 (the
// Resistance's "AV2 No Admiral": 1; rules notes §5); 0 without a table.
func admiralShift(table []AdmiralCard) int {
	lowest := 0
	for _, a := range table {
		if lowest == 0 || a.Value < lowest {
			lowest = a.Value
		}
	}
	return max(lowest-1, 0)
}

// hasBattlegroup reports whether a force selects a battlegroup.
func hasBattlegroup(f *node) bool {
	for _, s := range f.all("selections", "selection") {
		if _, ok := battlegroupType(s.attr("name")); ok {
			return true
		}
	}
	return false
}

// battlegroupType reads "Line Battlegroup": a Dreadnought battlegroup is a
// Flag one holding the Dreadnought alone (rules notes §4).
func battlegroupType(name string) (dropfleet.BattlegroupType, bool) {
	kind, rest, _ := strings.Cut(strings.ToLower(strings.TrimSpace(name)), " ")
	if strings.TrimSpace(rest) != "battlegroup" {
		return 0, false
	}
	if kind == "dreadnought" {
		return dropfleet.Flag, true
	}
	t, err := dropfleet.ParseBattlegroupType(kind)
	return t, err == nil
}

// limitOf returns the roster's points limit, or the game size's largest
// total when it sets none (an engine choice, README "Your own lists").
func limitOf(root *node, size dropfleet.GameSize) int {
	for _, c := range root.all("costLimits", "costLimit") {
		if c.attr("name") == "pts" {
			if v, err := cost(c.attr("value")); err == nil && v > 0 {
				return v
			}
		}
	}
	return [...]int{999, 1999, 3000}[size]
}

// rosterReader walks a force's selections.
type rosterReader struct {
	file   string
	cat    *Catalogue
	l      *List
	groups map[*node][2]int // the unit selection of a group -> its indices
	flag   bool             // a flagship was selected
}

// selection reads one selection: a battlegroup, an admiral, a ship, or a
// container of those. bg is the battlegroup it is in (-1: none), parent
// the selection holding it.
func (r *rosterReader) selection(s *node, bg int, parent *node, depth int) error {
	if depth > maxDepth {
		return errorf(r.file, s, "selections nested too deep")
	}
	name := strings.TrimSpace(s.attr("name"))
	if t, ok := battlegroupType(name); ok {
		if bg >= 0 {
			return errorf(r.file, s, "a battlegroup inside a battlegroup")
		}
		r.l.Fleet.Battlegroups = append(r.l.Fleet.Battlegroups, dropfleet.ListedBattlegroup{
			Line: s.line, Name: fmt.Sprintf("%s %d", name, len(r.l.Fleet.Battlegroups)+1), Type: t})
		r.l.Ships = append(r.l.Ships, nil)
		bg = len(r.l.Fleet.Battlegroups) - 1
		return r.children(s, bg, depth)
	}
	if m := avName.FindStringSubmatch(name); m != nil {
		if r.l.Admiral != "" {
			return errorf(r.file, s, "a second admiral; a fleet has one (rules notes §5)")
		}
		r.l.Admiral = name
		r.l.Fleet.Admiral.Line = s.line
		r.l.Fleet.Admiral.Level = int(m[1][0] - '0')
		return nil
	}
	ship, ok := r.ship(s)
	if !ok {
		if s.attr("type") == "model" {
			return errorf(r.file, s, "no ship of the catalogue is called %q%s", name, r.cat.didYouMean(name))
		}
		if strings.HasPrefix(strings.ToLower(name), "flagship") && parent != nil {
			return r.flagship(s, parent)
		}
		return r.children(s, bg, depth)
	}
	if bg < 0 {
		return errorf(r.file, s, "a ship outside any battlegroup")
	}
	n, err := count(orDefault(s.attr("number"), "1"), 1, profile.MaxGroupShips)
	if err != nil {
		return errorf(r.file, s, "number: %v", err)
	}
	key := s
	if parent != nil && s.attr("type") == "model" {
		key = parent // the ships of one unit selection are one group
	}
	b := &r.l.Fleet.Battlegroups[bg]
	at, ok := r.groups[key]
	if !ok || at[1] < 0 || r.l.Ships[bg][at[1]] != ship {
		p := ship.Profile
		b.Groups = append(b.Groups, dropfleet.ListedGroup{Line: s.line, Class: p.Name, Faction: ship.Faction, Tonnage: p.Tonnage,
			GroupMin: p.GroupMin, GroupMax: p.GroupMax, Points: p.Points, Rare: ship.Profile.Rare, CommandShip: ship.Profile.CommandShip, Launch: ship.Launch})
		r.l.Ships[bg] = append(r.l.Ships[bg], ship)
		at = [2]int{bg, len(b.Groups) - 1}
		r.groups[key] = at
	}
	b.Groups[at[1]].Ships += n
	for _, c := range s.all("selections", "selection") { // the ship's own upgrades: weapons, a flagship
		if strings.HasPrefix(strings.ToLower(c.attr("name")), "flagship") {
			if err := r.setAdmiralShip(c, at); err != nil {
				return err
			}
		}
	}
	return nil
}

// children reads the selections under s.
func (r *rosterReader) children(s *node, bg, depth int) error {
	for _, c := range s.all("selections", "selection") {
		if err := r.selection(c, bg, s, depth+1); err != nil {
			return err
		}
	}
	return nil
}

// flagship is a "Flagship" selection beside the ship it marks.
func (r *rosterReader) flagship(s, parent *node) error {
	at, ok := r.groups[parent]
	if !ok {
		return errorf(r.file, s, "a flagship selection with no ship beside it")
	}
	return r.setAdmiralShip(s, at)
}

// setAdmiralShip puts the admiral in the group at.
func (r *rosterReader) setAdmiralShip(s *node, at [2]int) error {
	if r.flag {
		return errorf(r.file, s, "a second flagship; the admiral is in one ship (rules notes §5)")
	}
	r.flag = true
	r.l.Fleet.Admiral.Battlegroup, r.l.Fleet.Admiral.Group = at[0], at[1]
	return nil
}

// ship returns the catalogue ship a selection is: by the entry id it
// names (BattleScribe writes "link::entry" paths), else by its name.
func (r *rosterReader) ship(s *node) (*Ship, bool) {
	for _, id := range strings.Split(s.attr("entryId"), "::") {
		if sh, ok := r.cat.byID(id); ok {
			return sh, true
		}
	}
	return r.cat.Ship(strings.TrimSpace(s.attr("name")), r.l.Fleet.Faction)
}

func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}

// buyAdmiral finds the level bought behind the Admiral value the roster
// names (the value in play; FleetList.BuyAdmiral), keeping for Check why
// none plays it, and refuses an admiral named in no ship: a roster that
// ticks no Flagship is not given one (rules notes §5: the admiral is in an
// M, H or S ship, and its value depends on which).
func (l *List) buyAdmiral() {
	l.inPlay = l.Fleet.Admiral.Level
	if l.inPlay == 0 {
		l.inPlay = 1 + l.Fleet.AdmiralShift // no admiral selection: none
	}
	if l.inPlay > 1+l.Fleet.AdmiralShift && l.Fleet.Admiral.Battlegroup < 0 {
		l.admiralErr = &Error{File: l.File, Line: l.Fleet.Admiral.Line, Field: fmt.Sprintf("selection %q", l.Admiral),
			Err: fmt.Errorf("the roster names an admiral but ticks no Flagship: tick Flagship on the M, H or S ship that carries it (rules notes §5)")}
	}
	if err := l.Fleet.BuyAdmiral(l.inPlay); err != nil && l.admiralErr == nil {
		l.admiralErr = err
	}
}

// AdmiralCost returns what the admiral costs by the catalogue's prices:
// the faction's price of the value bought, that is the value in play less
// the flagship's free levels (nothing for the faction's "no admiral", or
// in a Command Ship; rules notes §5, battle notes §1.2); the standard
// table's when the catalogue has none.
func (l *List) AdmiralCost() int {
	f := &l.Fleet
	if f.AdmiralCost() == 0 {
		return 0
	}
	for _, a := range l.admirals {
		if a.Value == f.Admiral.Level+f.AdmiralShift {
			return a.Points
		}
	}
	return f.AdmiralCost()
}

// Points returns the list's total by the catalogue's prices.
func (l *List) Points() int {
	n := l.AdmiralCost()
	for _, b := range l.Fleet.Battlegroups {
		for _, g := range b.Groups {
			n += g.Ships * g.Points
		}
	}
	return n
}

// Check returns what makes the list illegal, or nil: the fleet-building
// rules ([dropfleet.FleetList.Check]), then its stated total against the
// catalogue's prices, as an *Error naming the roster's line.
func (l *List) Check() error {
	err := l.admiralErr
	if err == nil {
		err = l.Fleet.Check()
	}
	var le *dropfleet.ListError
	var own *Error
	if errors.As(err, &own) {
		return own
	}
	if errors.As(err, &le) {
		return &Error{File: l.File, Line: le.Line, Err: fmt.Errorf("%s (%s)", le.Rule, le.Source)}
	}
	if err != nil {
		return &Error{File: l.File, Err: err}
	}
	if l.StatedLine > 0 && l.Stated != l.Points() {
		return &Error{File: l.File, Line: l.StatedLine, Field: "cost \"pts\"",
			Err: fmt.Errorf("the roster states %d points, but the catalogue's prices add up to %d", l.Stated, l.Points())}
	}
	return nil
}
