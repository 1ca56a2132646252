package armadalist

import (
	"fmt"
	"slices"
	"strings"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// CardSummary is a ship or squadron card of a catalogue as fleetlab fleet
// ships armada prints it: the facts the rules core plays.
type CardSummary struct {
	Faction string `json:"faction"`
	// Kind is ship or squadron.
	Kind   string `json:"kind"`
	Name   string `json:"name"`
	Points int    `json:"points"`
	Unique bool   `json:"unique"`
	// Size is a ship's size class (small, medium, large, huge, flotilla).
	Size string `json:"size,omitempty"`
	Hull int    `json:"hull"`
	// Command, Squadron and Engineering are a ship's values.
	Command     int `json:"command,omitempty"`
	Squadron    int `json:"squadron,omitempty"`
	Engineering int `json:"engineering,omitempty"`
	// Speed is a squadron's speed or a ship's highest.
	Speed int `json:"speed"`
	// Battery is each hull zone's dice (front, left, right, rear) of a ship,
	// or a squadron's anti-ship dice, as "3R 1U 2B" (red, blue, black).
	Battery      map[string]string `json:"battery"`
	AntiSquadron string            `json:"anti_squadron"`
	Shields      map[string]int    `json:"shields,omitempty"`
	Tokens       []string          `json:"tokens"`
	Slots        []string          `json:"slots,omitempty"`
	Keywords     []string          `json:"keywords,omitempty"`
	Era          Era               `json:"era"`
}

// FactionNames are the catalogue's factions, as it writes them, sorted.
func (c *Catalogue) FactionNames() []string {
	var out []string
	for _, k := range c.Cards {
		for _, f := range k.Factions {
			if !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	slices.Sort(out)
	return out
}

// ShipsOf returns the ship and squadron cards of a faction (as players
// write it, or as the catalogue does; "" every faction) in era, ships
// first, each sorted by name; false when no faction is called so.
func (c *Catalogue) ShipsOf(faction string, era Era) ([]CardSummary, bool) {
	want := ""
	if faction != "" {
		f, ok := Faction(faction)
		if !ok {
			lower := strings.ToLower(faction)
			if !slices.Contains(c.FactionNames(), lower) {
				return nil, false
			}
			f = lower
		}
		want = f
	}
	var out []CardSummary
	for i := range c.Cards {
		k := &c.Cards[i]
		if (k.Kind != ShipCard && k.Kind != SquadronCard) || !k.In(era) || (want != "" && !slices.Contains(k.Factions, want)) {
			continue
		}
		p, err := k.Profile()
		if err != nil {
			continue // a card the rules core cannot play is not listed
		}
		s := CardSummary{Faction: strings.Join(k.Factions, "/"), Kind: k.Kind.String(), Name: k.displayName(), Points: k.Points,
			Unique: k.Unique, Hull: p.Hull, Battery: map[string]string{}, AntiSquadron: diceText(p.AntiSquadron), Tokens: []string{}, Era: era}
		if k.AceName != "" {
			s.Name = k.AceName + " (" + k.Name + ")"
		}
		for _, t := range p.Tokens {
			s.Tokens = append(s.Tokens, t.String())
		}
		if k.Kind == ShipCard {
			size, _ := str(k.chassis, "size")
			s.Size, s.Command, s.Squadron, s.Engineering, s.Speed = size, p.Command, p.SquadronValue, p.Engineering, p.Speeds.Max
			s.Shields = map[string]int{}
			for _, z := range []armada.Zone{armada.Front, armada.Left, armada.Right, armada.Rear} {
				s.Battery[z.String()] = diceText(p.Battery[z])
				s.Shields[z.String()] = p.Shields[z]
			}
			s.Slots = slices.Clone(k.Slots)
		} else {
			s.Speed = p.SquadronSpeed
			s.Battery["ship"] = diceText(p.Battery[armada.Front])
			k.abilities(func(key, v string) { s.Keywords = append(s.Keywords, keywordName(key, v)) })
		}
		out = append(out, s)
	}
	slices.SortStableFunc(out, func(a, b CardSummary) int {
		if a.Kind != b.Kind {
			return strings.Compare(b.Kind, a.Kind) // ship before squadron
		}
		if a.Faction != b.Faction {
			return strings.Compare(a.Faction, b.Faction)
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out, true
}

// diceText writes a pool as "3R 1U 2B" (red, blue, black), "-" for none.
func diceText(d armada.Dice) string {
	var parts []string
	for _, c := range []struct {
		c      armada.Colour
		letter string
	}{{armada.Red, "R"}, {armada.Blue, "U"}, {armada.Black, "B"}} {
		if d[c.c] > 0 {
			parts = append(parts, fmt.Sprintf("%d%s", d[c.c], c.letter))
		}
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}
