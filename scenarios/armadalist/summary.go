package armadalist

import (
	"fmt"
	"slices"
	"strings"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// Summary is a checked list as fleetlab fleet show prints it: the JSON
// shape of issue 18 (game, faction, points, ships with their upgrades,
// squadrons, objectives, unmodelled), with the list's name, format,
// limit and commander besides.
type Summary struct {
	Game      string `json:"game"`
	Name      string `json:"name"`
	Format    Format `json:"format"`
	Faction   string `json:"faction"`
	Limit     int    `json:"limit"`
	Points    int    `json:"points"`
	Commander string `json:"commander,omitempty"`
	// Era is the points era the list is read in (current, ffg, arc),
	// EraName what it is, EraFound whether the list's points told it.
	Era      Era    `json:"era"`
	EraName  string `json:"era_name"`
	EraFound bool   `json:"era_found"`
	// Warnings are the fleet-building rules the list breaks.
	Warnings []string `json:"warnings"`
	// Repriced says which lines print another era's price than the one
	// played: "Victory II-class Star Destroyer 85 (printed 80)".
	Repriced   []string       `json:"repriced"`
	Ships      []ShipEntry    `json:"ships"`
	Squadrons  []SquadronLine `json:"squadrons"`
	Objectives []string       `json:"objectives"`
	Unmodelled []string       `json:"unmodelled"`
}

// ShipEntry is a ship with its points (its card's and its upgrades') and
// its upgrades.
type ShipEntry struct {
	Name     string      `json:"name"`
	Points   int         `json:"points"`
	Upgrades []CardPrice `json:"upgrades"`
}

// CardPrice is a card's name and points.
type CardPrice struct {
	Name   string `json:"name"`
	Points int    `json:"points"`
}

// SquadronLine is Count squadrons of a card and what they cost together.
type SquadronLine struct {
	Name   string `json:"name"`
	Count  int    `json:"count"`
	Points int    `json:"points"`
}

// Summary returns the list as fleetlab fleet show prints it.
func (l *List) Summary() Summary {
	s := Summary{Game: "armada", Name: l.Name, Format: l.Format, Faction: l.Faction, Limit: l.Limit, Points: l.Points(),
		Ships: []ShipEntry{}, Squadrons: []SquadronLine{}, Objectives: []string{}, Unmodelled: l.Unmodelled(),
		Era: l.Era, EraName: l.Era.Describe(), EraFound: l.EraFound, Warnings: l.WarningTexts(), Repriced: []string{}}
	for _, r := range l.Repriced {
		s.Repriced = append(s.Repriced, fmt.Sprintf("line %d: %s %d (printed %d)", r.Line, r.Name, r.Points, r.Printed))
	}
	for _, sh := range l.Ships {
		e := ShipEntry{Name: sh.Card.Name, Points: sh.Points(), Upgrades: []CardPrice{}}
		for _, u := range sh.Upgrades {
			e.Upgrades = append(e.Upgrades, CardPrice{u.Card.Name, u.Card.Points})
			if u.Card.Type == "commander" {
				s.Commander = u.Card.Name
			}
		}
		s.Ships = append(s.Ships, e)
	}
	for _, q := range l.Squadrons {
		s.Squadrons = append(s.Squadrons, SquadronLine{q.Card.displayName(), q.Count, q.Count * q.Card.Points})
	}
	for _, o := range l.Objectives {
		s.Objectives = append(s.Objectives, o.Card.Name)
	}
	return s
}

// Unmodelled returns what the list's cards have that the rules core does
// not play, each once, sorted.
func (l *List) Unmodelled() []string { return l.unmodelled(true) }

// UnmodelledBesidesUpgrades is Unmodelled without the upgrade cards: a
// battle fits those to its ships, and its own report names the ones it
// plays without effect (armada.Model.Unmodelled).
func (l *List) UnmodelledBesidesUpgrades() []string { return l.unmodelled(false) }

func (l *List) unmodelled(upgrades bool) []string {
	out := []string{}
	add := func(k *Card) {
		for _, u := range unplayed(k) {
			if !slices.Contains(out, u) {
				out = append(out, u)
			}
		}
	}
	for _, s := range l.Ships {
		add(s.Card)
		for _, u := range s.Upgrades {
			if upgrades {
				add(u.Card)
			}
		}
	}
	for _, q := range l.Squadrons {
		add(q.Card)
	}
	for _, o := range l.Objectives {
		add(o.Card)
	}
	slices.Sort(out)
	return out
}

// Unit is a ship or squadron of a list as a battle plays it: its profile
// (its card's points), its upgrade cards and how many.
type Unit struct {
	Name     string
	Profile  armada.Profile
	Upgrades []UnitUpgrade
	Count    int
}

// UnitUpgrade is an upgrade card of a unit as a battle fits it: a card the
// rules core knows (Known: by its name, CorePoints its price in the core),
// or one it does not, fitted with its points and slot and played without
// effect; either at Points, the catalogue's price in the list's era (one
// price for a card everywhere).
type UnitUpgrade struct {
	Name         string
	Points       int
	CorePoints   int
	Slot         string
	Known        bool
	Unique       bool
	Modification bool
}

// Units returns the list's ships and squadrons as a battle plays them.
// A ship's profile has its card's points: the battle adds its upgrades'
// (armada.Unit.Points).
func (l *List) Units() ([]Unit, error) {
	var out []Unit
	for _, s := range l.Ships {
		p, err := s.Card.Profile()
		if err != nil {
			return nil, err
		}
		u := Unit{Name: s.Card.Key, Profile: p, Count: 1}
		for _, c := range s.Upgrades {
			core, known := coreUpgrade(c.Card)
			corePoints := 0
			if known {
				corePoints = core.Points
			}
			slot := c.Card.Type
			if slot == dualSlot { // the core has no dual icon: it takes the weapons team's
				slot = "weapons-team"
			}
			name := c.Card.Name
			if _, other := armada.UpgradeByName(name); other && !known { // Darth Vader the officer, not the core's commander
				name += " (" + strings.ReplaceAll(c.Card.Type, "-", " ") + ")"
			}
			u.Upgrades = append(u.Upgrades, UnitUpgrade{Name: name, Points: c.Card.Points, CorePoints: corePoints, Slot: slot,
				Known: known, Unique: c.Card.Unique, Modification: c.Card.Modification})
		}
		out = append(out, u)
	}
	for _, q := range l.Squadrons {
		p, err := q.Card.Profile()
		if err != nil {
			return nil, err
		}
		out = append(out, Unit{Name: q.Card.Key, Profile: p, Count: q.Count})
	}
	return out, nil
}

// ObjectivesUnplayed says why PlayedObjectives is nil: the line of the
// first objective the rules core does not play and its words, or line 0
// and how many the list carries when it does not carry three; "" when
// PlayedObjectives is not nil.
func (l *List) ObjectivesUnplayed() (line int, why string) {
	if len(l.Objectives) != 3 {
		return 0, fmt.Sprintf("the list carries %d objectives, not three", len(l.Objectives))
	}
	for _, o := range l.Objectives {
		if !objectivePlayed(o.Card) {
			return o.Line, fmt.Sprintf("%s (%s objective) is not played by fleetlab yet", o.Card.Name, o.Card.Type)
		}
	}
	return 0, ""
}

// PlayedObjectives returns the list's objectives by the rules core's names
// when it carries three and the core plays all of them, else nil.
func (l *List) PlayedObjectives() []string {
	if len(l.Objectives) != 3 {
		return nil
	}
	var out []string
	for _, o := range l.Objectives {
		if !objectivePlayed(o.Card) {
			return nil
		}
		out = append(out, objectiveName(o.Card))
	}
	return out
}

// WarningTexts writes the list's warnings, one a broken rule.
func (l *List) WarningTexts() []string {
	out := []string{}
	for _, w := range l.Warnings {
		out = append(out, w.String())
	}
	return out
}
