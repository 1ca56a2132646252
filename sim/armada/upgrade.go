package armada

import (
	"slices"
	"strings"

	"github.com/fleetlab/fleetlab/sim/internal/names"
)

// Slot is an upgrade card's type, the icon it needs in a ship's upgrade
// bar (battle notes §4.1). The names are the [ISB] type keys. The zero
// Slot is "none".
type Slot uint8

// The upgrade icons (battle notes §4.1). The dual Weapons Team + Offensive
// Retrofit slot is not modelled.
const (
	SlotNone Slot = iota
	CommanderSlot
	OfficerSlot
	WeaponsTeamSlot
	SupportTeamSlot
	FleetCommandSlot
	FleetSupportSlot
	OffensiveRetroSlot
	DefensiveRetroSlot
	ExperimentalRetroSlot
	TurbolaserSlot
	IonCannonSlot
	OrdnanceSlot
	SuperweaponSlot
	TitleSlot
)

var slotNames = []string{"none", "commander", "officer", "weapons-team", "support-team", "fleet-command", "fleet-support",
	"offensive-retro", "defensive-retro", "experimental-retro", "turbolaser", "ion-cannon", "ordnance", "super-weapon", "title"}

// String returns the slot's name, such as "weapons-team".
func (s Slot) String() string { return names.Of(slotNames, int(s)) }

// ParseSlot parses an upgrade icon's name (commander, officer,
// weapons-team, support-team, fleet-command, fleet-support,
// offensive-retro, defensive-retro, experimental-retro, turbolaser,
// ion-cannon, ordnance, super-weapon, title).
func ParseSlot(s string) (Slot, error) {
	i, err := names.Parse("upgrade icon", s, slotNames)
	return Slot(i), err
}

// SlotNames lists the upgrade icons' names.
func SlotNames() []string { return slotNames[1:] }

// Upgrade is an upgrade card or commander as the engine knows it (battle
// notes §4.3, §4.4): what fleet building reads (points, slot, unique name,
// Modification trait, size restriction) and what it does, compiled into a
// unit's Kit when fitted. A card the engine does not play (Modelled false)
// is still fitted with its points and named by Model.Unmodelled.
type Upgrade struct {
	Name   string
	Slot   Slot
	Points int
	// Unique marks a card with a unique name (•): every commander, every
	// title and the unique officers.
	Unique bool
	// Modification marks the Modification trait: one a ship.
	Modification bool
	// Sizes are the ship sizes the card may go on, a bit per Size (0: any).
	Sizes uint8
	// Modelled says whether the engine plays the card's effect; Notes is
	// the rules-notes section its effect and points come from.
	Modelled bool
	Notes    string
	// fit applies the card to a unit of its fleet: to the ship it is on
	// (own) or, for a commander, to every friendly ship (own false on the
	// others). Nil for a card without effect.
	fit func(u *Unit, own bool)
}

// sizes returns the bit set of the given sizes.
func sizes(s ...Size) uint8 {
	var b uint8
	for _, z := range s {
		b |= 1 << z
	}
	return b
}

// Listed returns the card as a fleet list holds it, at list line line.
func (c *Upgrade) Listed(line int) ListedUpgrade {
	u := ListedUpgrade{Line: line, Name: c.Name, Points: c.Points, Slot: c.Slot, Sizes: c.Sizes, Modification: c.Modification}
	switch c.Slot {
	case CommanderSlot:
		u.Kind = CommanderUpgrade
	case TitleSlot:
		u.Kind = TitleUpgrade
	}
	if c.Unique {
		u.Unique = c.Name
	}
	return u
}

// UpgradeByName returns the card the engine knows by that name (letter case
// and surrounding spaces ignored), as an Armada text list names it, or
// false. The points are the AMG final-errata points of the notes (§4.6).
func UpgradeByName(name string) (*Upgrade, bool) {
	name = strings.TrimSpace(name)
	for i := range knownUpgrades {
		if strings.EqualFold(knownUpgrades[i].Name, name) {
			return &knownUpgrades[i], true
		}
	}
	return nil, false
}

// KnownUpgrades lists the cards the engine knows, modelled or not, in the
// order of the notes' tables.
func KnownUpgrades() []Upgrade { return knownUpgrades }

// FitUpgrades fits the upgrade cards to the units of g: each ship's
// Upgrades (set by the scenario or list) take effect on their ship, and a
// fleet's commander on every friendly ship. It is called once, when the
// model is built, after every unit has its Upgrades.
func (g *Model) FitUpgrades() {
	for i := range g.Units {
		u := &g.Units[i]
		for _, c := range u.Upgrades {
			if c.Slot == CommanderSlot {
				u.Kit.IsFlagship = true
			}
			if c.fit != nil {
				c.fit(u, true)
			}
			if c.Slot != CommanderSlot || c.fit == nil {
				continue
			}
			for j := range g.Units {
				if o := &g.Units[j]; o.Player == u.Player && !o.Profile.Squadron {
					o.Kit.Flagship = int32(i + 1)
					if j != i {
						c.fit(o, false)
					}
				}
			}
		}
	}
}

// UpgradePoints returns the points of the cards fitted to the unit.
func (u *Unit) UpgradePoints() int {
	n := 0
	for _, c := range u.Upgrades {
		n += c.Points
	}
	return n
}

// Points returns the unit's fleet points: its card's and its upgrades'
// (battle notes §2.6 "with upgrades").
func (u *Unit) Points() int { return u.Profile.Points + u.UpgradePoints() }

// unmodelledCards names the cards fitted to g's units that the engine plays
// without effect, each once, in the order met (sim.Limited).
func (g *Model) unmodelledCards() []string {
	var out []string
	for i := range g.Units {
		for _, c := range g.Units[i].Upgrades {
			if !c.Modelled && !slices.Contains(out, c.Name) {
				out = append(out, c.Name)
			}
		}
	}
	return out
}
