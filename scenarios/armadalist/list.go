package armadalist

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
)

// StandardLimit is the points limit of a list that states none (a
// standard game, battle notes §1.1).
const StandardLimit = 400

// List is an Armada list read and checked against a catalogue.
type List struct {
	File   string
	Format Format
	// Name is the list's name ("" when it gives none).
	Name string
	// Faction is the catalogue's word for it: empire, rebel, republic or
	// separatist.
	Faction string
	// Limit is the points limit (Warlords states it; else 400), Stated the
	// list's own total and StatedLine its line (0: none stated).
	Limit, Stated, StatedLine int
	Ships                     []Ship
	Squadrons                 []Squadron
	Objectives                []Objective
	// Fleet is the list as the fleet-building rules read it.
	Fleet armada.FleetList
}

// Ship is a ship of a list with its upgrade cards.
type Ship struct {
	Line     int
	Card     *Card
	Upgrades []Upgrade
}

// Upgrade is an upgrade card of a ship.
type Upgrade struct {
	Line int
	Card *Card
}

// Squadron is Count squadrons of one card.
type Squadron struct {
	Line, Count int
	Card        *Card
}

// Objective is one of the list's objective cards.
type Objective struct {
	Line int
	Card *Card
}

// Points returns a ship's cost with its upgrades.
func (s *Ship) Points() int {
	n := s.Card.Points
	for _, u := range s.Upgrades {
		n += u.Card.Points
	}
	return n
}

// Points returns the list's total by the catalogue's prices.
func (l *List) Points() int { return l.Fleet.Points() }

// factions maps the words the builders use to the catalogue's.
var factions = map[string]string{
	"empire": "empire", "imperial": "empire", "galactic empire": "empire",
	"rebel": "rebel", "rebels": "rebel", "rebel alliance": "rebel",
	"republic": "republic", "galactic republic": "republic",
	"separatist": "separatist", "separatists": "separatist", "separatist alliance": "separatist", "cis": "separatist",
}

// Open reads the catalogue at catalogue and the list at path against it,
// and checks it.
func Open(path, catalogue string) (*List, error) {
	cat, err := LoadCatalogue(catalogue)
	if err != nil {
		return nil, err
	}
	data, err := readLimited(path)
	if err != nil {
		return nil, err
	}
	return Read(path, data, cat)
}

// Read reads the list in data (file names it in messages) against the
// catalogue and checks it: every card known at the points printed, the
// subtotals and the stated total, upgrade slots and factions, and the
// fleet-building rules of battle notes §1.1.
func Read(file string, data []byte, cat *Catalogue) (*List, error) {
	lines, format, err := parse(file, data)
	if err != nil {
		return nil, err
	}
	l := &List{File: file, Format: format, Limit: StandardLimit}
	r := reader{l: l, cat: cat}
	for _, t := range lines {
		if err := r.line(t); err != nil {
			return nil, err
		}
	}
	if err := r.finish(); err != nil {
		return nil, err
	}
	return l, nil
}

// reader resolves a list's lines in order.
type reader struct {
	l          *List
	cat        *Catalogue
	commander  *textLine // the Commander: header
	subtotaled bool      // the last ship's subtotal was given
	squadrons  bool      // a squadron line was read since the last subtotal
	sqFrom     int       // the first squadron since the last squadron subtotal
}

func (r *reader) errorf(line int, format string, args ...any) error {
	return errorAt(r.l.File, line, "", format, args...)
}

func (r *reader) line(t textLine) error {
	l := r.l
	switch t.kind {
	case nameLine:
		l.Name = t.name
	case factionLine:
		f, ok := factions[strings.ToLower(t.name)]
		if !ok {
			return r.errorf(t.n, "unknown faction %q (expected Empire, Rebel, Republic or Separatist)", t.name)
		}
		l.Faction = f
	case commanderLine:
		c := t
		r.commander = &c
	case totalLine:
		if l.StatedLine > 0 {
			return r.errorf(t.n, "a second total; the list stated %d on line %d", l.Stated, l.StatedLine)
		}
		l.Stated, l.StatedLine = t.points, t.n
		if t.limit > 0 {
			l.Limit = t.limit
		}
	case objectiveLine:
		k, err := r.card(ObjectiveCard, t.name, t, -1)
		if err != nil {
			return err
		}
		if !strings.EqualFold(k.Type, t.category) {
			return r.errorf(t.n, "%s is a %s objective, not %s", k.Name, k.Type, t.category)
		}
		l.Objectives = append(l.Objectives, Objective{Line: t.n, Card: k})
	case shipLine:
		k, err := r.card(ShipCard, t.name, t, t.points)
		if err != nil {
			return err
		}
		l.Ships = append(l.Ships, Ship{Line: t.n, Card: k})
	case upgradeLine:
		if len(l.Ships) == 0 {
			return r.errorf(t.n, "upgrade card %s before any ship", t.name)
		}
		k, err := r.card(UpgradeCard, t.name, t, t.points)
		if err != nil {
			return err
		}
		s := &l.Ships[len(l.Ships)-1]
		s.Upgrades = append(s.Upgrades, Upgrade{Line: t.n, Card: k})
	case shipSubtotal:
		if len(l.Ships) == 0 {
			return r.errorf(t.n, "a ship's subtotal before any ship")
		}
		s := &l.Ships[len(l.Ships)-1]
		if got := s.Points(); got != t.points {
			return r.errorf(t.n, "%s and its upgrades cost %d points by the catalogue, not %d", s.Card.Name, got, t.points)
		}
	case squadronLine:
		if t.count < 1 || t.count > 100 {
			return r.errorf(t.n, "%d squadrons of %s; expected 1 to 100", t.count, t.name)
		}
		if t.points%t.count != 0 {
			return r.errorf(t.n, "%d × %s for %d points: not a whole number of points each", t.count, t.name, t.points)
		}
		name := t.name
		if t.ace != "" {
			name = t.ace
		}
		k, err := r.card(SquadronCard, name, t, t.points/t.count)
		if err != nil {
			return err
		}
		if t.ace != "" && !strings.EqualFold(k.Name, t.name) {
			return r.errorf(t.n, "%s flies a %s, not a %s", t.ace, k.Name, t.name)
		}
		if !r.squadrons {
			r.sqFrom, r.squadrons = len(l.Squadrons), true
		}
		l.Squadrons = append(l.Squadrons, Squadron{Line: t.n, Count: t.count, Card: k})
	case squadronSubtotal:
		got := 0
		for _, q := range l.Squadrons[r.sqFrom:] {
			got += q.Count * q.Card.Points
		}
		if got != t.points {
			return r.errorf(t.n, "the squadrons cost %d points by the catalogue, not %d", got, t.points)
		}
		r.squadrons = false
		r.sqFrom = len(l.Squadrons)
	}
	return nil
}

// card returns the catalogue card a line names: of the list's faction
// first, at the points printed (-1: any). An unknown name gets the
// nearest; a known card at other points says what the catalogue asks.
func (r *reader) card(kind CardKind, name string, t textLine, points int) (*Card, error) {
	found := r.cat.Named(kind, name, r.l.Faction)
	if t.tag != "" && len(found) > 1 { // {CIS}, (off): prefer the card whose key or type says so
		for i, k := range found {
			if strings.Contains(strings.ToLower(k.Key+" "+k.Type), strings.ToLower(tagWord(t.tag))) {
				found[0], found[i] = found[i], found[0]
				break
			}
		}
	}
	if len(found) == 0 {
		hint := ""
		if near := nearest(name, r.cat.names(kind)); near != "" {
			hint = fmt.Sprintf(" (did you mean %s?)", near)
		}
		return nil, r.errorf(t.n, "no %s card in the catalogue is called %q%s", kind, name, hint)
	}
	if points < 0 {
		return found[0], nil
	}
	for _, k := range found {
		if k.Points == points {
			return k, nil
		}
	}
	var prices []string
	for _, k := range found {
		prices = append(prices, fmt.Sprint(k.Points))
	}
	slices.Sort(prices)
	prices = slices.Compact(prices)
	return nil, r.errorf(t.n, "%s costs %s points in the catalogue; the list says %d", found[0].Name, strings.Join(prices, " or "), points)
}

// tagWord is what a tag says of the card it marks.
func tagWord(tag string) string {
	switch strings.ToLower(tag) {
	case "com":
		return "commander"
	case "off":
		return "officer"
	case "wpn":
		return "weapons-team"
	case "cis":
		return "cis"
	}
	return tag
}

// nearest returns the known name nearest to name in any case, or "".
func nearest(name string, known []string) string {
	lower := make([]string, len(known))
	for i, k := range known {
		lower[i] = strings.ToLower(k)
	}
	got := strings.ToLower(name)
	best := yamldoc.Nearest(got, lower)
	if best == "" { // a longer name: the one it is a part of, or that is part of it
		for _, k := range lower {
			if len(got) >= 4 && (strings.Contains(k, got) || strings.Contains(got, k)) {
				best = k
				break
			}
		}
	}
	if i := slices.Index(lower, best); best != "" && i >= 0 {
		return known[i]
	}
	return ""
}

// finish checks the list as a whole and builds its fleet list.
func (r *reader) finish() error {
	l := r.l
	if len(l.Ships) == 0 {
		return r.errorf(0, "the list has no ship")
	}
	if l.Faction == "" {
		l.Faction = firstFaction(l.Ships[0].Card)
	}
	l.Fleet = armada.FleetList{Limit: l.Limit}
	for _, s := range l.Ships {
		if err := r.fits(s); err != nil {
			return err
		}
		ls := armada.ListedShip{Line: s.Line, Name: s.Card.Name, Points: s.Card.Points, Flotilla: s.Card.isFlotilla()}
		if s.Card.Unique {
			ls.Unique = s.Card.Name
		}
		for _, u := range s.Upgrades {
			ls.Upgrades = append(ls.Upgrades, listedUpgrade(u.Line, u.Card))
		}
		l.Fleet.Ships = append(l.Fleet.Ships, ls)
	}
	for _, q := range l.Squadrons {
		if !q.Card.allows(l.Faction) {
			return r.errorf(q.Line, "%s is not a %s squadron", q.Card.displayName(), l.Faction)
		}
		l.Fleet.Squadrons = append(l.Fleet.Squadrons, listedSquadron(q.Line, q.Count, q.Card))
	}
	for _, o := range l.Objectives {
		c, _ := parseCategory(o.Card.Type)
		l.Fleet.Objectives = append(l.Fleet.Objectives, armada.ListedObjective{Line: o.Line, Name: o.Card.Name, Category: c})
	}
	if c := r.commander; c != nil {
		found := false
		for _, s := range l.Ships {
			for _, u := range s.Upgrades {
				found = found || (u.Card.Type == "commander" && u.Card.called(c.name))
			}
		}
		if !found {
			return r.errorf(c.n, "the list names %s its commander, but no ship carries that card", c.name)
		}
	}
	if err := l.Fleet.Check(armada.FleetRules{}); err != nil {
		var le *armada.ListError
		if errors.As(err, &le) {
			return errorAt(l.File, le.Line, "", "%s (%s)", le.Rule, le.Source)
		}
		return &Error{File: l.File, Err: err}
	}
	if l.StatedLine > 0 && l.Stated != l.Points() {
		return r.errorf(l.StatedLine, "the list states %d points, but its cards cost %d by the catalogue", l.Stated, l.Points())
	}
	return nil
}

// fits checks a ship's faction and that each upgrade has a slot of its
// type left on the ship card (battle notes §1.1) and a faction that allows
// it. A ship card whose catalogue entry lists no slots is not checked for
// slots.
func (r *reader) fits(s Ship) error {
	if !s.Card.allows(r.l.Faction) {
		return r.errorf(s.Line, "%s is not a %s ship", s.Card.Name, r.l.Faction)
	}
	free := slices.Clone(s.Card.Slots)
	take := func(slot string) bool {
		if i := slices.Index(free, slot); i >= 0 {
			free = slices.Delete(free, i, i+1)
			return true
		}
		return false
	}
	for _, u := range s.Upgrades {
		k := u.Card
		if !k.allows(r.l.Faction) {
			return r.errorf(u.Line, "%s is not a %s card", k.Name, r.l.Faction)
		}
		if len(s.Card.Slots) == 0 {
			continue
		}
		ok := false
		switch k.Type {
		case dualSlot: // needs both icons: a slot of each, or the dual slot
			if slices.Contains(free, "weapons-team") && slices.Contains(free, "offensive-retro") {
				ok = take("weapons-team") && take("offensive-retro")
				take(dualSlot)
			} else {
				ok = take(dualSlot)
			}
		case "weapons-team", "offensive-retro":
			ok = take(k.Type) || take(dualSlot)
		default:
			ok = take(k.Type)
		}
		if !ok {
			return r.errorf(u.Line, "%s has no %s slot left for %s (battle notes §1.1)", s.Card.Name, strings.ReplaceAll(k.Type, "-", " "), k.Name)
		}
	}
	return nil
}

// dualSlot is the catalogue's dual weapons-team + offensive-retro icon.
const dualSlot = "weapons-team-offensive-retro"

// isFlotilla reports a flotilla ship card.
func (k *Card) isFlotilla() bool {
	size, _ := str(k.chassis, "size")
	return size == "flotilla" || slices.Contains(mustStrs(k.node, "traits"), "flotilla")
}

func firstFaction(k *Card) string {
	for _, f := range k.Factions {
		if f != "" {
			return f
		}
	}
	return ""
}

func parseCategory(s string) (armada.ObjectiveCategory, bool) {
	switch strings.ToLower(s) {
	case "assault":
		return armada.Assault, true
	case "defense":
		return armada.Defense, true
	case "navigation":
		return armada.Navigation, true
	}
	return armada.Assault, false
}
