package armadalist

import (
	"slices"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// Summary is a checked list as fleetlab fleet show prints it: the JSON
// shape of issue 18 (game, faction, points, ships with their upgrades,
// squadrons, objectives, unmodelled), with the list's name, format,
// limit and commander besides.
type Summary struct {
	Game       string         `json:"game"`
	Name       string         `json:"name"`
	Format     Format         `json:"format"`
	Faction    string         `json:"faction"`
	Limit      int            `json:"limit"`
	Points     int            `json:"points"`
	Commander  string         `json:"commander,omitempty"`
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
		Ships: []ShipEntry{}, Squadrons: []SquadronLine{}, Objectives: []string{}, Unmodelled: l.Unmodelled()}
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
func (l *List) Unmodelled() []string {
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
			add(u.Card)
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
// (its points with its upgrades', which a battle scores) and how many.
type Unit struct {
	Name    string
	Profile armada.Profile
	Count   int
}

// Units returns the list's ships and squadrons as a battle plays them.
func (l *List) Units() ([]Unit, error) {
	var out []Unit
	for _, s := range l.Ships {
		p, err := s.Card.Profile()
		if err != nil {
			return nil, err
		}
		p.Points = s.Points()
		out = append(out, Unit{Name: s.Card.Key, Profile: p, Count: 1})
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
