package battlescribe

import (
	"fmt"
	"slices"
	"strings"
)

// Summary is a checked list as fleetlab fleet show prints it: the JSON
// shape of issue 18 (game, faction, points, ships with their upgrades,
// squadrons, objectives, unmodelled), with Dropfleet's battlegroups,
// game size and admiral besides. Dropfleet lists have no squadrons or
// objectives: those are empty.
type Summary struct {
	Game         string               `json:"game"`
	Name         string               `json:"name"`
	Faction      string               `json:"faction"`
	Size         string               `json:"size"`
	Limit        int                  `json:"limit"`
	Points       int                  `json:"points"`
	Admiral      string               `json:"admiral,omitempty"`
	AdmiralValue int                  `json:"admiral_value"`
	Battlegroups []BattlegroupSummary `json:"battlegroups"`
	Ships        []ShipEntry          `json:"ships"`
	Squadrons    []SquadronEntry      `json:"squadrons"`
	Objectives   []string             `json:"objectives"`
	Unmodelled   []string             `json:"unmodelled"`
}

// BattlegroupSummary is one battlegroup: its Strategy Rating is the sum of
// its ships' tonnage values (rules notes §4).
type BattlegroupSummary struct {
	Name           string `json:"name"`
	Type           string `json:"type"`
	StrategyRating int    `json:"strategy_rating"`
	Points         int    `json:"points"`
}

// ShipEntry is one group of a list: Count ships of one class, Points for
// them all, and the admiral as an upgrade of its flagship.
type ShipEntry struct {
	Name        string    `json:"name"`
	Class       string    `json:"class"`
	Battlegroup string    `json:"battlegroup"`
	Count       int       `json:"count"`
	Points      int       `json:"points"`
	Upgrades    []Upgrade `json:"upgrades"`
}

// Upgrade is an upgrade of a ship and its points.
type Upgrade struct {
	Name   string `json:"name"`
	Points int    `json:"points"`
}

// SquadronEntry is a squadron of a list (none in Dropfleet).
type SquadronEntry struct {
	Name   string `json:"name"`
	Count  int    `json:"count"`
	Points int    `json:"points"`
}

// Summary returns the list as fleetlab fleet show prints it.
func (l *List) Summary() Summary {
	s := Summary{Game: "dropfleet", Name: l.Name, Faction: l.Fleet.Faction, Size: l.Fleet.Size.String(), Limit: l.Fleet.Limit,
		Points: l.Points(), AdmiralValue: l.Fleet.AdmiralValue(), Admiral: l.Admiral,
		Battlegroups: []BattlegroupSummary{}, Ships: []ShipEntry{}, Squadrons: []SquadronEntry{}, Objectives: []string{}, Unmodelled: l.Unmodelled()}
	a := l.Fleet.Admiral
	for i, b := range l.Fleet.Battlegroups {
		bs := BattlegroupSummary{Name: b.Name, Type: b.Type.String()}
		for j, g := range b.Groups {
			e := ShipEntry{Name: l.Ships[i][j].Entry, Class: g.Class, Battlegroup: b.Name, Count: g.Ships, Points: g.Ships * g.Points, Upgrades: []Upgrade{}}
			if l.Admiral != "" && a.Battlegroup == i && a.Group == j {
				e.Upgrades = append(e.Upgrades, Upgrade{Name: l.Admiral, Points: l.AdmiralCost()})
			}
			bs.StrategyRating += g.Ships * g.Tonnage.Value()
			bs.Points += e.Points
			s.Ships = append(s.Ships, e)
		}
		s.Battlegroups = append(s.Battlegroups, bs)
	}
	return s
}

// Unmodelled returns what the list's ships have that the rules core does
// not play, each once, sorted.
func (l *List) Unmodelled() []string {
	out := []string{}
	for _, bg := range l.Ships {
		for _, s := range bg {
			for _, u := range s.Unmodelled {
				if !slices.Contains(out, u) {
					out = append(out, u)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// ShipSummary is one ship class as fleetlab fleet ships lists it.
type ShipSummary struct {
	Faction    string          `json:"faction"`
	Name       string          `json:"name"`
	Class      string          `json:"class"`
	Scan       int             `json:"scan"`
	Sig        int             `json:"sig"`
	Thrust     int             `json:"thrust"`
	Hull       int             `json:"hull"`
	Armour     int             `json:"armour"`
	Passive    int             `json:"passive,omitempty"`
	PD         int             `json:"pd"`
	Group      string          `json:"group"`
	Tonnage    string          `json:"tonnage"`
	Points     int             `json:"points"`
	Special    []string        `json:"special"`
	Weapons    []WeaponSummary `json:"weapons"`
	Launch     []string        `json:"launch"`
	Unmodelled []string        `json:"unmodelled"`
}

// WeaponSummary is a weapon as printed on its profile.
type WeaponSummary struct {
	Name    string `json:"name"`
	Lock    int    `json:"lock"`
	Attacks string `json:"attacks"`
	Damage  string `json:"damage"`
	Arc     string `json:"arc"`
	Special string `json:"special,omitempty"`
}

// Summary returns the ship as fleetlab fleet ships lists it.
func (s *Ship) Summary() ShipSummary {
	p := s.Profile
	out := ShipSummary{Faction: s.Faction, Name: s.Entry, Class: p.Name, Scan: p.Scan, Sig: p.Sig, Thrust: p.Thrust, Hull: p.Hull,
		Armour: p.Armour, Passive: p.Passive, PD: p.PD, Group: fmt.Sprintf("%d-%d", p.GroupMin, p.GroupMax), Tonnage: p.Tonnage.String(),
		Points: p.Points, Special: orEmpty(s.Special), Weapons: []WeaponSummary{}, Launch: orEmpty(s.Loads), Unmodelled: orEmpty(s.Unmodelled)}
	if p.GroupMin == p.GroupMax {
		out.Group = fmt.Sprint(p.GroupMin)
	}
	for i, w := range p.Weapons {
		out.Weapons = append(out.Weapons, WeaponSummary{Name: w.Name, Lock: w.Lock, Attacks: w.Attacks.String(), Damage: w.Damage.String(), Arc: s.Arcs[i], Special: s.WeaponRules[i]})
	}
	return out
}

// Select returns the ships of the factions whose name contains faction
// (any case; "" for all), or that players write so ("UCM", "PHR"), and
// false when none does.
func (c *Catalogue) Select(faction string) ([]Ship, bool) {
	want := strings.ToLower(strings.TrimSpace(faction))
	if full, ok := factionAliases[want]; ok {
		want = strings.ToLower(full)
	}
	var out []Ship
	for _, s := range c.Ships {
		if strings.Contains(strings.ToLower(s.Faction), want) {
			out = append(out, s)
		}
	}
	return out, len(out) > 0
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// Open reads the catalogue at catalogue (the built-in one when it is "")
// and the roster at list against it,
// and checks the list (see [List.Check]): a list that breaks a rule comes
// back with the error, for a caller that prints it anyway.
func Open(list, catalogue string) (*List, error) {
	cat, err := LoadCatalogueOrBuiltin(catalogue)
	if err != nil {
		return nil, err
	}
	l, err := ReadRoster(list, cat)
	if err != nil {
		return nil, err
	}
	return l, l.Check()
}
