package armada

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/fleetlab/fleetlab/sim"
)

// ObjectiveCategory is an objective card's category (battle notes §3.1).
type ObjectiveCategory uint8

// The three categories of standard objectives.
const (
	Assault ObjectiveCategory = iota
	Defense
	Navigation
	objectiveCategories
)

var objectiveCategoryNames = []string{"assault", "defense", "navigation"}

// String returns "assault", "defense" or "navigation".
func (c ObjectiveCategory) String() string { return objectiveCategoryNames[c] }

// FleetList is a fleet as a player builds it (battle notes §1.1): what the
// fleet-building rules read. Line fields are the list's line numbers (1 and
// up; 0 when unknown), used in messages.
type FleetList struct {
	// Limit is the agreed point limit (400 standard, 180 core set).
	Limit      int
	Ships      []ListedShip
	Squadrons  []ListedSquadron
	Objectives []ListedObjective
}

// ListedShip is a ship of a list with its upgrade cards.
type ListedShip struct {
	Line     int
	Name     string
	Points   int
	Flotilla bool
	Upgrades []ListedUpgrade
	// Unique is the ship card's unique name, if it has one (most ship
	// cards do not; titles carry unique names instead).
	Unique string
	// Bar is the ship card's upgrade bar, an icon per slot (a repeated
	// icon is two slots), and Size its size class; with Bar nil (a list
	// read without its ship cards) slots and size restrictions are not
	// checked.
	Bar  []Slot
	Size Size
}

// UpgradeKind is what the fleet-building rules need to know of an upgrade
// card's type.
type UpgradeKind uint8

// The upgrade kinds the rules single out.
const (
	OtherUpgrade UpgradeKind = iota
	CommanderUpgrade
	TitleUpgrade
)

// ListedUpgrade is an upgrade card equipped to a ship.
type ListedUpgrade struct {
	Line   int
	Name   string
	Points int
	Kind   UpgradeKind
	// Unique is the card's unique name (the name after the • dot), or "".
	Unique string
	// Modification marks a card with the Modification trait.
	Modification bool
	// Slot is the icon the card needs in the upgrade bar (SlotNone:
	// unknown, not checked); Sizes its size restriction, a bit per Size
	// (0: any).
	Slot  Slot
	Sizes uint8
}

// ListedSquadron is one squadron card of a list, Count times.
type ListedSquadron struct {
	Line   int
	Name   string
	Count  int
	Points int // each
	// Unique is the card's unique name, or ""; DefenseTokens marks a unique
	// squadron with defense tokens (an ace).
	Unique        string
	DefenseTokens bool
	// UniqueClass is a unique squadron's fully-italic squadron type (two
	// Millennium Falcon cards share it), or "".
	UniqueClass string
}

// ListedObjective is one of the fleet's objective cards.
type ListedObjective struct {
	Line     int
	Name     string
	Category ObjectiveCategory
}

// FleetRules are the fleet-building settings a list is checked against.
type FleetRules struct {
	// FlotillaLimit caps the flotillas in a fleet; 0 means no cap (the cap
	// of 2 is a list builders' tournament setting whose source the notes
	// did not find, battle notes §1.1).
	FlotillaLimit int
}

// ListError is a fleet-building rule a list breaks ([sim.ListError]).
type ListError = sim.ListError

// Points returns the list's total: ships, their upgrades and squadrons.
func (l *FleetList) Points() int {
	return l.shipPoints() + l.SquadronPoints()
}

func (l *FleetList) shipPoints() int {
	n := 0
	for _, s := range l.Ships {
		n += s.Points
		for _, u := range s.Upgrades {
			n += u.Points
		}
	}
	return n
}

// SquadronPoints returns what the list spends on squadrons.
func (l *FleetList) SquadronPoints() int {
	n := 0
	for _, q := range l.Squadrons {
		n += q.Count * q.Points
	}
	return n
}

// Check returns the first fleet-building rule the list breaks (battle
// notes §1.1), or nil: the first of Broken.
func (l *FleetList) Check(r FleetRules) error {
	if b := l.Broken(r); len(b) > 0 {
		return b[0]
	}
	return nil
}

// Broken returns every fleet-building rule the list breaks (battle notes
// §1.1), in the order of the rules, each once where it is first broken:
// the point limit, the squadron third, one commander on a non-flotilla
// ship, the ace limit, unique names, one objective per category, and per
// ship no two copies of a card, one title, one Modification; and the
// flotilla cap when set. Upgrade slots, faction and traits need the card
// catalogue and are not checked here.
func (l *FleetList) Broken(r FleetRules) []*ListError {
	const fb = "battle notes §1.1"
	var out []*ListError
	add := func(err error) {
		var le *ListError
		if errors.As(err, &le) {
			out = append(out, le)
		}
	}
	if p := l.Points(); p > l.Limit {
		out = append(out, &ListError{Rule: fmt.Sprintf("the fleet costs %d points, over the limit of %d", p, l.Limit), Source: fb + " rule 1"})
	}
	if sq, most := l.SquadronPoints(), (l.Limit+2)/3; sq > most {
		out = append(out, &ListError{Rule: fmt.Sprintf("squadrons cost %d points; at most a third of the limit, %d, may go to squadrons", sq, most), Source: fb + " rule 2"})
	}
	add(l.checkCommander())
	aces, most := 0, l.Limit/100
	for _, q := range l.Squadrons {
		if q.Unique != "" && q.DefenseTokens {
			aces += q.Count
			if aces > most {
				out = append(out, &ListError{Line: q.Line, Rule: fmt.Sprintf("%d unique squadrons with defense tokens; at most %d (one per 100 points of the limit)", aces, most), Source: fb + " rule 5"})
				break
			}
		}
	}
	add(l.checkUnique())
	add(l.checkObjectives())
	flotillas := 0
	for _, s := range l.Ships {
		add(s.checkUpgrades())
		if s.Flotilla {
			flotillas++
			if r.FlotillaLimit > 0 && flotillas == r.FlotillaLimit+1 {
				out = append(out, &ListError{Line: s.Line, Rule: fmt.Sprintf("%d flotillas; this game allows %d", flotillas, r.FlotillaLimit), Source: fb + ", list-builder flotilla cap"})
			}
		}
	}
	return out
}

// CheckUpgrades returns the first rule of battle notes §1.1 the list's
// upgrade cards break, or nil: at most one commander, not on a flotilla,
// unique names, and per ship the upgrade bar's slots, size restrictions,
// no two copies, one title, one Modification. It is what a scenario's
// fleet, which need not have a commander or objectives, is checked by.
func (l *FleetList) CheckUpgrades() error {
	if err := l.checkCommander(); err != nil && !errors.Is(err, errNoCommander) {
		return err
	}
	if err := l.checkUnique(); err != nil {
		return err
	}
	for _, s := range l.Ships {
		if err := s.checkUpgrades(); err != nil {
			return err
		}
	}
	return nil
}

// errNoCommander is the rule a fleet without a commander breaks.
var errNoCommander = &ListError{Rule: "the fleet has no commander: exactly one ship carries one", Source: "battle notes §1.1 rule 4"}

// checkCommander: exactly one commander, on a ship that is not a flotilla
// (rule 4).
func (l *FleetList) checkCommander() error {
	const src = "battle notes §1.1 rule 4"
	found := 0
	for _, s := range l.Ships {
		for _, u := range s.Upgrades {
			if u.Kind != CommanderUpgrade {
				continue
			}
			found++
			switch {
			case found > 1:
				return &ListError{Line: u.Line, Rule: fmt.Sprintf("a second commander, %s: a fleet has exactly one", u.Name), Source: src}
			case s.Flotilla:
				return &ListError{Line: u.Line, Rule: fmt.Sprintf("commander %s is on %s, a flotilla", u.Name, s.Name), Source: src}
			}
		}
	}
	if found == 0 {
		return errNoCommander
	}
	return nil
}

// checkUnique: no two cards with the same unique name, of any card type
// (rule 6).
func (l *FleetList) checkUnique() error {
	var seen []string
	check := func(line int, name string) error {
		if name == "" {
			return nil
		}
		key := strings.ToLower(name)
		for _, s := range seen {
			if s == key {
				return &ListError{Line: line, Rule: fmt.Sprintf("a second card named %s: unique names appear once in a fleet", name), Source: "battle notes §1.1 rule 6"}
			}
		}
		seen = append(seen, key)
		return nil
	}
	for _, s := range l.Ships {
		if err := check(s.Line, s.Unique); err != nil {
			return err
		}
		for _, u := range s.Upgrades {
			if err := check(u.Line, u.Unique); err != nil {
				return err
			}
		}
	}
	for _, q := range l.Squadrons {
		for range q.Count {
			if err := check(q.Line, q.Unique); err != nil {
				return err
			}
		}
	}
	// "no two unique squadrons with the same fully-italic squadron type"
	for i, q := range l.Squadrons {
		for _, o := range l.Squadrons[:i] {
			if q.UniqueClass != "" && strings.EqualFold(q.UniqueClass, o.UniqueClass) {
				return &ListError{Line: q.Line, Rule: fmt.Sprintf("%s and %s are both %s: one unique squadron of a type", o.Name, q.Name, q.UniqueClass), Source: "battle notes §1.1 rule 6"}
			}
		}
		if q.UniqueClass != "" && q.Count > 1 {
			return &ListError{Line: q.Line, Rule: fmt.Sprintf("%d of %s, a unique %s", q.Count, q.Name, q.UniqueClass), Source: "battle notes §1.1 rule 6"}
		}
	}
	return nil
}

// checkObjectives: three objective cards, one of each category (rule 7).
func (l *FleetList) checkObjectives() error {
	const src = "battle notes §1.1 rule 7"
	var have [objectiveCategories]bool
	for _, o := range l.Objectives {
		if have[o.Category] {
			return &ListError{Line: o.Line, Rule: fmt.Sprintf("a second %s objective, %s: one of each category", o.Category, o.Name), Source: src}
		}
		have[o.Category] = true
	}
	for c, ok := range have {
		if !ok {
			return &ListError{Rule: fmt.Sprintf("no %s objective: a fleet brings one assault, one defense and one navigation objective", ObjectiveCategory(c)), Source: src}
		}
	}
	return nil
}

// checkUpgrades: never two copies of a card on one ship, at most one title
// and one Modification, one card per matching icon of the upgrade bar (a
// commander needs none), size restrictions (battle notes §1.1, per ship).
func (s *ListedShip) checkUpgrades() error {
	const src = "battle notes §1.1, per ship"
	titles, mods := 0, 0
	var free []Slot
	if s.Bar != nil {
		free = append(free, s.Bar...)
	}
	for i, u := range s.Upgrades {
		if s.Bar != nil && u.Slot != SlotNone && u.Slot != CommanderSlot {
			j := slices.Index(free, u.Slot)
			if j < 0 {
				return &ListError{Line: u.Line, Rule: fmt.Sprintf("%s has no free %s icon in its upgrade bar for %s", s.Name, u.Slot, u.Name), Source: src + ", one card per matching icon"}
			}
			free = slices.Delete(free, j, j+1)
		}
		if s.Bar != nil && u.Sizes != 0 && u.Sizes&(1<<s.Size) == 0 {
			return &ListError{Line: u.Line, Rule: fmt.Sprintf("%s may not go on %s, a %s ship", u.Name, s.Name, s.Size), Source: src + ", restriction traits"}
		}
		for _, v := range s.Upgrades[:i] {
			if strings.EqualFold(u.Name, v.Name) {
				return &ListError{Line: u.Line, Rule: fmt.Sprintf("%s carries two copies of %s", s.Name, u.Name), Source: src}
			}
		}
		if u.Kind == TitleUpgrade {
			if titles++; titles > 1 {
				return &ListError{Line: u.Line, Rule: fmt.Sprintf("%s carries a second title, %s", s.Name, u.Name), Source: src}
			}
		}
		if u.Modification {
			if mods++; mods > 1 {
				return &ListError{Line: u.Line, Rule: fmt.Sprintf("%s carries a second Modification, %s", s.Name, u.Name), Source: src}
			}
		}
	}
	return nil
}
