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
	// Era is the points era whose cards the list plays; EraFound says it
	// was found from the list's points (else it was chosen).
	Era      Era
	EraFound bool
	// Warnings are the fleet-building rules the list breaks.
	Warnings []Warning
	// Repriced are the lines that print another era's price for their
	// card: the list plays its era's printing, at its price.
	Repriced []Repriced
}

// Repriced is a card a list prints at another era's price.
type Repriced struct {
	Line            int
	Name            string
	Printed, Points int
}

// Ship is a ship of a list with its upgrade cards.
type Ship struct {
	Line     int
	Card     *Card
	Upgrades []Upgrade

	printed int // the points its lines print
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

// factions maps the words players and the builders use to the
// catalogue's.
var factions = map[string]string{
	"empire": "empire", "imperial": "empire", "imperials": "empire", "galactic empire": "empire", "imp": "empire",
	"rebel": "rebel", "rebels": "rebel", "rebel alliance": "rebel", "rebellion": "rebel",
	"republic": "republic", "galactic republic": "republic", "gar": "republic", "grand army of the republic": "republic",
	"separatist": "separatist", "separatists": "separatist", "separatist alliance": "separatist", "cis": "separatist",
	"confederacy": "separatist", "confederacy of independent systems": "separatist",
}

// Faction returns the catalogue's word for a faction as players write it
// ("Empire", "Rebels", "Separatists", "CIS", "Galactic Republic"), or
// false.
func Faction(s string) (string, bool) {
	f, ok := factions[strings.Join(strings.Fields(strings.ToLower(s)), " ")]
	return f, ok
}

// Options are how a list is read.
type Options struct {
	// Era is the points era whose cards the list is played with; "" finds
	// it from the list's printed points (battle notes §4.6: a list's
	// points identify its version).
	Era Era

	quiet bool // no warning for a stated total no era costs (one is being written)
}

// Warning is a fleet-building rule a list breaks: the list still loads
// and plays, and every report names the rule; a strict reading refuses it.
type Warning struct {
	Line   int
	Rule   string
	Source string
}

// String writes the warning as "line 13: rule (source)".
func (w Warning) String() string {
	s := w.Rule
	if w.Source != "" {
		s += " (" + w.Source + ")"
	}
	if w.Line > 0 {
		return fmt.Sprintf("line %d: %s", w.Line, s)
	}
	return s
}

// Open reads the catalogue at catalogue ("" the built-in one) and the list
// at path against it, and checks it.
func Open(path, catalogue string) (*List, error) { return OpenWith(path, catalogue, Options{}) }

// OpenWith is Open with options.
func OpenWith(path, catalogue string, o Options) (*List, error) {
	cat, err := OpenCatalogue(catalogue)
	if err != nil {
		return nil, err
	}
	data, err := readLimited(path)
	if err != nil {
		return nil, err
	}
	return ReadWith(path, data, cat, o)
}

// Read reads the list in data (file names it in messages) against the
// catalogue and checks it, in the era its points identify.
func Read(file string, data []byte, cat *Catalogue) (*List, error) {
	return ReadWith(file, data, cat, Options{})
}

// ReadWith reads the list in data against the catalogue and checks it:
// every card known, the list's own arithmetic (each ship's and the
// squadrons' subtotal is the sum of their lines), and the era whose cards
// it plays. It reports every error of the list at once (errors.Join of
// *Error). The fleet-building rules (battle notes §1.1: limits,
// commander, uniqueness, objectives, upgrade slots, factions,
// restrictions) do not refuse a list: each broken rule is a Warning.
//
// A list's points identify its era (battle notes §4.6): with no era
// chosen, the list is played in the era whose cards cost its stated
// total, of those the one whose prices most of its lines print (the
// builders print each card at the price they know, which may be a later
// era's than the one the list was built and totalled in). When no era's
// cards cost its stated total, it is played in the era of most of its
// printed prices, with a warning saying so.
func ReadWith(file string, data []byte, cat *Catalogue, o Options) (*List, error) {
	lines, format, perrs := parse(file, data)
	eras := Eras
	if o.Era != "" {
		eras = []Era{o.Era}
	}
	var best *List
	var bestErrs []error
	bestScore := -1
	for _, era := range eras {
		l := &List{File: file, Format: format, Limit: StandardLimit, Era: era, EraFound: o.Era == ""}
		r := reader{l: l, cat: cat, errs: slices.Clone(perrs)}
		for _, t := range lines {
			r.line(t)
		}
		r.finish()
		score := 0 // errors lose; then the stated total; then the printed prices
		if len(r.errs) == 0 {
			score = 1 << 20
			if l.StatedLine == 0 || l.Stated == l.Points() {
				score += 1 << 19
			}
		}
		score += r.matched
		if score > bestScore {
			best, bestErrs, bestScore = l, r.errs, score
		}
	}
	if len(bestErrs) > 0 {
		return nil, errors.Join(bestErrs...)
	}
	l := best
	if l.StatedLine > 0 && l.Stated != l.Points() && !o.quiet {
		var other []string
		for _, e := range Eras {
			if e == l.Era {
				continue
			}
			if ol, err := ReadWith(file, data, cat, Options{Era: e, quiet: true}); err == nil {
				other = append(other, fmt.Sprintf("%d in the %s", ol.Points(), e.Describe()))
			}
		}
		why := ""
		if len(other) > 0 {
			why = " (" + strings.Join(other, ", ") + ")"
		}
		l.Warnings = append(l.Warnings, Warning{Line: l.StatedLine, Rule: fmt.Sprintf("the list states %d points, but its cards cost %d in the %s%s: no era of fleetlab's cards costs %d; the list is played at %d",
			l.Stated, l.Points(), l.Era.Describe(), why, l.Stated, l.Points())})
	}
	return l, nil
}

// priced returns the card a line names with its points each, when it
// names one at a price.
func (t textLine) priced() (CardKind, string, int, bool) {
	switch t.kind {
	case shipLine:
		return ShipCard, t.name, t.points, true
	case upgradeLine:
		return UpgradeCard, t.name, t.points, true
	case squadronLine:
		if t.count < 1 || t.points%t.count != 0 {
			return 0, "", 0, false
		}
		name := t.name
		if t.ace != "" {
			name = t.ace
		}
		return SquadronCard, name, t.points / t.count, true
	}
	return 0, "", 0, false
}

// reader resolves a list's lines in order.
type reader struct {
	l          *List
	cat        *Catalogue
	errs       []error
	commander  *textLine // the Commander: header
	squadrons  bool      // a squadron line was read since the last subtotal
	sqFrom     int       // the first squadron since the last squadron subtotal
	shipFailed bool      // the last ship's card is unknown: its lines are not checked
	regrouped  bool      // a ship or upgrade line was written as the other
	matched    int       // lines whose printed price is their card's in the era
	sqPrinted  int       // the squadrons' printed points since the last subtotal
}

// reclassify reads a ship or upgrade line by what its name is rather than
// by its bullet: Star Forge sometimes writes a flotilla under another
// ship with a bullet and one of its upgrades without (the cards and the
// total are right, the grouping and the subtotals are not), and a
// commander as "Luminara Unduli - Delta-7 Aethersprite Squadron". A line
// whose name is a card of the other kind becomes a line of that kind (the
// ships' subtotals are then not checked); an upgrade line "A - B" whose A
// is an upgrade card is read as A.
func (r *reader) reclassify(t textLine) textLine {
	switch t.kind {
	case shipLine:
		switch {
		case r.known(ShipCard, t.name):
		case len(r.l.Ships) > 0 && r.known(UpgradeCard, t.name):
			t.kind, r.regrouped = upgradeLine, true
		default: // a squadron among the ships: "Hondo Ohnaka - Slave I (24)"
			ace, card, isAce := strings.Cut(t.name, " - ")
			if isAce && r.known(SquadronCard, strings.TrimSpace(ace)) {
				t.kind, t.count, t.ace, t.name, t.moved, r.regrouped = squadronLine, 1, strings.TrimSpace(ace), strings.TrimSpace(card), true, true
			} else if r.known(SquadronCard, t.name) {
				t.kind, t.count, t.moved, r.regrouped = squadronLine, 1, true, true
			}
		}
	case upgradeLine:
		if r.known(UpgradeCard, t.name) {
			return t
		}
		if r.known(ShipCard, t.name) {
			t.kind, r.regrouped = shipLine, true
			return t
		}
		if a, _, ok := strings.Cut(t.name, " - "); ok && r.known(UpgradeCard, a) {
			t.printed, t.name = t.name, strings.TrimSpace(a)
		}
	}
	return t
}

// known reports whether a card of kind goes by name.
func (r *reader) known(kind CardKind, name string) bool {
	return len(r.cat.Named(kind, name, "")) > 0
}

// fail records an error at line.
func (r *reader) fail(line int, format string, args ...any) {
	r.errs = append(r.errs, errorAt(r.l.File, line, "", format, args...))
}

// warn records a broken fleet-building rule.
func (r *reader) warn(line int, source, format string, args ...any) {
	r.l.Warnings = append(r.l.Warnings, Warning{Line: line, Rule: fmt.Sprintf(format, args...), Source: source})
}

func (r *reader) line(t textLine) {
	l := r.l
	t = r.reclassify(t)
	switch t.kind {
	case nameLine:
		l.Name = t.name
	case factionLine:
		f, ok := Faction(t.name)
		if !ok {
			r.fail(t.n, "unknown faction %q (expected Empire, Rebel, Republic or Separatist)", t.name)
			return
		}
		l.Faction = f
	case commanderLine:
		c := t
		if a, _, ok := strings.Cut(c.name, " - "); ok && r.known(UpgradeCard, a) {
			c.name = strings.TrimSpace(a) // "Luminara Unduli - Delta-7 Aethersprite Squadron": see reclassify
		}
		r.commander = &c
	case totalLine:
		if l.StatedLine > 0 {
			r.fail(t.n, "a second total; the list stated %d on line %d", l.Stated, l.StatedLine)
			return
		}
		l.Stated, l.StatedLine = t.points, t.n
		if t.limit > 0 {
			l.Limit = t.limit
		}
	case objectiveLine:
		if t.name == "" { // "Assault: " with none chosen
			return
		}
		k := r.card(ObjectiveCard, t.name, t, -1, "")
		if k == nil {
			return
		}
		if !strings.EqualFold(k.Type, t.category) {
			r.fail(t.n, "%s is a %s objective, not %s", k.Name, k.Type, t.category)
			return
		}
		l.Objectives = append(l.Objectives, Objective{Line: t.n, Card: k})
	case shipLine:
		k := r.card(ShipCard, t.name, t, t.points, "")
		r.shipFailed = k == nil
		if k != nil {
			l.Ships = append(l.Ships, Ship{Line: t.n, Card: k, printed: t.points})
		}
	case upgradeLine:
		if r.shipFailed {
			return
		}
		if len(l.Ships) == 0 {
			r.fail(t.n, "upgrade card %s before any ship", t.name)
			return
		}
		s := &l.Ships[len(l.Ships)-1]
		points := t.points
		if t.printed != "" {
			points = -1 // the printed points are the squadron's
		}
		k := r.card(UpgradeCard, t.name, t, points, r.upgradeHint(s, t))
		if k == nil {
			r.shipFailed = true // its subtotal cannot be checked
			return
		}
		if t.printed != "" {
			r.warn(t.n, "", "the list names the squadron card %q (%d points) where %s carries %s, a %s: read as that card at its %d points (the builder's mix-up of same-named cards)",
				t.printed, t.points, s.Card.Name, k.Name, k.Type, k.Points)
		}
		s.printed += t.points
		s.Upgrades = append(s.Upgrades, Upgrade{Line: t.n, Card: k})
	case shipSubtotal:
		if r.regrouped { // the builder's grouping is not the ships': the total is checked
			return
		}
		if r.shipFailed {
			r.shipFailed = false
			return
		}
		if len(l.Ships) == 0 {
			r.fail(t.n, "a ship's subtotal before any ship")
			return
		}
		s := &l.Ships[len(l.Ships)-1]
		if s.printed != t.points {
			r.fail(t.n, "the lines of %s and its upgrades add up to %d points; its subtotal says %d", s.Card.Name, s.printed, t.points)
		}
	case squadronLine:
		if t.count < 1 || t.count > 100 {
			r.fail(t.n, "%d squadrons of %s; expected 1 to 100", t.count, t.name)
			return
		}
		if t.points%t.count != 0 {
			r.fail(t.n, "%d × %s for %d points: not a whole number of points each", t.count, t.name, t.points)
			return
		}
		name := t.name
		if t.ace != "" {
			name = t.ace
		}
		k := r.card(SquadronCard, name, t, t.points/t.count, "")
		if k == nil {
			r.squadronsFailed()
			return
		}
		if t.ace != "" && k.matchLevel(t.name) == 0 && normalName(k.Name) != normalName(t.name) {
			r.fail(t.n, "%s flies a %s, not a %s", t.ace, k.Name, t.name)
			return
		}
		if !r.squadrons {
			r.sqFrom, r.squadrons = len(l.Squadrons), true
		}
		if !t.moved {
			r.sqPrinted += t.points
		}
		l.Squadrons = append(l.Squadrons, Squadron{Line: t.n, Count: t.count, Card: k})
	case squadronSubtotal:
		if r.sqFrom >= 0 && r.sqPrinted != t.points {
			r.fail(t.n, "the squadron lines add up to %d points; their subtotal says %d", r.sqPrinted, t.points)
		}
		r.squadrons, r.sqFrom, r.sqPrinted = false, len(l.Squadrons), 0
	}
}

// squadronsFailed marks the squadrons' subtotal as not checkable.
func (r *reader) squadronsFailed() { r.sqFrom = -1 }

// upgradeHint is the slot a line's upgrade is most likely for when two
// cards share its name (Darth Vader the commander and the officer): the
// commander when the Commander: header names it and the list has none
// yet, else "" (any, the others first).
func (r *reader) upgradeHint(s *Ship, t textLine) string {
	if r.commander != nil && normalName(r.commander.name) == normalName(t.name) {
		for _, sh := range r.l.Ships {
			for _, u := range sh.Upgrades {
				if u.Card.Type == "commander" {
					return "not-commander"
				}
			}
		}
		return "commander"
	}
	return "not-commander"
}

// card returns the catalogue card a line names: of the list's era and
// faction, at the points printed (-1: any); among cards sharing the name
// and price, the one of the slot hint says. An unknown name gets the
// nearest; a known card at other points says what the era's cards ask.
// It records the error and returns nil when there is none.
func (r *reader) card(kind CardKind, name string, t textLine, points int, hint string) *Card {
	all := r.cat.Named(kind, name, r.l.Faction)
	if len(all) == 0 && strings.HasSuffix(name, "!") {
		all = r.cat.Named(kind, strings.TrimSuffix(name, "!"), r.l.Faction)
	}
	if len(all) == 0 {
		hint := ""
		if near := nearest(name, r.cat.names(kind)); near != "" {
			hint = fmt.Sprintf(" (did you mean %s?)", near)
		}
		r.fail(t.n, "no %s card is called %q%s", kind, name, hint)
		return nil
	}
	var found []*Card
	for _, k := range all {
		if k.In(r.l.Era) {
			found = append(found, k)
		}
	}
	if t.tag != "" && len(found) > 1 { // {CIS}, (off): prefer the card whose key or type says so
		w := strings.ToLower(tagWord(t.tag))
		slices.SortStableFunc(found, func(a, b *Card) int {
			return boolRank(strings.Contains(strings.ToLower(b.Key+" "+b.Type), w)) - boolRank(strings.Contains(strings.ToLower(a.Key+" "+a.Type), w))
		})
	}
	if hint != "" && len(found) > 1 {
		slices.SortStableFunc(found, func(a, b *Card) int {
			return boolRank(slotFits(b, hint)) - boolRank(slotFits(a, hint))
		})
	}
	if points < 0 && len(found) > 0 {
		return found[0]
	}
	for _, k := range found {
		if k.Points == points {
			r.matched++
			return k
		}
	}
	// the price of the card's printing of another era: the era's printing
	for _, k := range all {
		if k.Points != points || k.In(r.l.Era) {
			continue
		}
		for _, f := range found {
			if f.identity() == k.identity() {
				r.l.Repriced = append(r.l.Repriced, Repriced{Line: t.n, Name: f.Name, Printed: points, Points: f.Points})
				return f
			}
		}
	}
	var prices []string
	for _, k := range found {
		prices = append(prices, fmt.Sprint(k.Points))
	}
	slices.Sort(prices)
	prices = slices.Compact(prices)
	if len(prices) == 0 {
		r.fail(t.n, "%s is not one of the %s (try another --points-era)", all[0].Name, r.l.Era.Describe())
	} else {
		r.fail(t.n, "%s costs %s points in the %s; the list says %d", found[0].Name, strings.Join(prices, " or "), r.l.Era.Describe(), points)
	}
	return nil
}

// slotFits reports whether a card is of the slot a hint names.
func slotFits(k *Card, hint string) bool {
	if hint == "not-commander" {
		return k.Type != "commander"
	}
	return k.Type == hint
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// tagWord is what a tag says of the card it marks.
func tagWord(tag string) string {
	switch strings.ToLower(tag) {
	case "com":
		return "commander"
	case "off", "rep off":
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
func (r *reader) finish() {
	l := r.l
	if len(l.Ships) == 0 {
		if len(r.errs) == 0 {
			r.fail(0, "the list has no ship")
		}
		return
	}
	if l.Faction == "" {
		l.Faction = firstFaction(l.Ships[0].Card)
	}
	l.Fleet = armada.FleetList{Limit: l.Limit}
	for _, s := range l.Ships {
		r.fits(s)
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
			r.warn(q.Line, factionRule, "%s is not a %s squadron", q.Card.displayName(), l.Faction)
		}
		l.Fleet.Squadrons = append(l.Fleet.Squadrons, listedSquadron(q.Line, q.Count, q.Card))
	}
	for _, o := range l.Objectives {
		c, _ := parseCategory(o.Card.Type)
		l.Fleet.Objectives = append(l.Fleet.Objectives, armada.ListedObjective{Line: o.Line, Name: o.Card.Name, Category: c})
	}
	if c := r.commander; c != nil && c.name != "" {
		found := false
		for _, s := range l.Ships {
			for _, u := range s.Upgrades {
				found = found || (u.Card.Type == "commander" && u.Card.called(c.name))
			}
		}
		if !found {
			r.warn(c.n, "battle notes §1.1 rule 4", "the list names %s its commander, but no ship carries that commander card", c.name)
		}
	}
	for _, le := range l.Fleet.Broken(armada.FleetRules{}) {
		r.warn(le.Line, le.Source, "%s", le.Rule)
	}
}

// The rules notes' sections for the checks of fits.
const (
	factionRule  = "battle notes §1.1 rule 3"
	perShipRules = "battle notes §1.1, per ship"
)

// fits checks a ship's faction and each upgrade's (battle notes §1.1),
// that each upgrade has a slot of its type left on the ship card (its
// upgrade bar with the icons its cards add or remove), a title or a card
// bound to a ship type is on that type, and the upgrade's size, trait and
// flagship restrictions. Each broken rule is a warning. A ship card whose
// catalogue entry lists no slots is not checked for slots.
func (r *reader) fits(s Ship) {
	if !s.Card.allows(r.l.Faction) {
		r.warn(s.Line, factionRule, "%s is not a %s ship", s.Card.Name, r.l.Faction)
	}
	free := slices.Clone(s.Card.Slots)
	for _, u := range s.Upgrades {
		free = append(free, mustStrs(get(u.Card.node, "restrictions"), "enable_upgrades")...)
	}
	for _, u := range s.Upgrades {
		for _, d := range mustStrs(get(u.Card.node, "restrictions"), "disable_upgrades") {
			if j := slices.Index(free, d); j >= 0 {
				free = slices.Delete(free, j, j+1)
			}
		}
	}
	take := func(slot string) bool {
		if i := slices.Index(free, slot); i >= 0 {
			free = slices.Delete(free, i, i+1)
			return true
		}
		return false
	}
	chassis, _ := str(s.Card.node, "chassis")
	size, _ := str(s.Card.chassis, "size")
	traits := mustStrs(s.Card.node, "traits")
	flagship := slices.ContainsFunc(s.Upgrades, func(u Upgrade) bool { return u.Card.Type == "commander" })
	for _, u := range s.Upgrades {
		k := u.Card
		if !k.allows(r.l.Faction) {
			r.warn(u.Line, factionRule, "%s is not a %s card", k.Name, r.l.Faction)
		}
		if bound, _ := str(k.node, "bound_shiptype"); bound != "" && chassis != "" && !strings.EqualFold(bound, chassis) {
			r.warn(u.Line, perShipRules+", titles share the ship's chassis", "%s goes on a %s, not on %s", k.Name, bound, s.Card.Name)
		}
		rs := get(k.node, "restrictions")
		if sizes := mustStrs(rs, "size"); len(sizes) > 0 && size != "" && !slices.Contains(sizes, size) {
			r.warn(u.Line, perShipRules+", restriction traits", "%s goes on a %s ship only; %s is %s", k.Name, strings.Join(sizes, " or "), s.Card.Name, size)
		}
		if need := mustStrs(rs, "traits"); len(need) > 0 && !slices.ContainsFunc(need, func(t string) bool { return slices.Contains(traits, t) }) {
			r.warn(u.Line, perShipRules+", restriction traits", "%s needs a ship with the trait %s; %s has none of them", k.Name, strings.Join(need, " or "), s.Card.Name)
		}
		if mustBool(rs, "flagship") && !flagship {
			r.warn(u.Line, perShipRules+", flagship only", "%s goes on the flagship only; %s carries no commander", k.Name, s.Card.Name)
		}
		if len(s.Card.Slots) == 0 || k.Type == "commander" { // a commander goes on any ship (rule 4)
			continue
		}
		ok := false
		switch k.Type {
		case dualSlot: // needs both icons: a slot of each, or the dual slot
			if slices.Contains(free, "weapons-team") && slices.Contains(free, "offensive-retro") {
				ok = take("weapons-team") && take("offensive-retro")
			} else {
				ok = take(dualSlot)
			}
		case "weapons-team", "offensive-retro":
			ok = take(k.Type) || take(dualSlot)
		default:
			ok = take(k.Type)
		}
		if !ok {
			r.warn(u.Line, perShipRules+", one card per matching icon", "%s has no %s slot left for %s", s.Card.Name, strings.ReplaceAll(k.Type, "-", " "), k.Name)
		}
	}
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
