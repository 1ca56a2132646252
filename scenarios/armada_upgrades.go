package scenarios

import (
	"errors"
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/armada"
)

// maxUpgrades bounds a ship's upgrade cards (the largest upgrade bars hold
// about a dozen icons).
const maxUpgrades = 16

// listedCard is an upgrade card read from a unit's upgrades: list, with
// where it was read, for the fleet-building messages.
type listedCard struct {
	card  *armada.Upgrade
	node  *yaml.Node
	field string
}

// upgrades reads a ship's upgrades: list (battle notes §4): each entry a
// card the engine knows, by name (armada.UpgradeByName; its points and
// slot are the notes'), or a card it does not know as {name, points,
// slot} (unique and modification optional), fitted with its points and
// named in every report as played without effect.
func (b *armadaBuild) upgrades(o *yamldoc.Object, u *armada.Unit) ([]listedCard, error) {
	if !o.Has("upgrades") {
		return nil, nil
	}
	items, err := o.List("upgrades", maxUpgrades)
	if err != nil {
		return nil, err
	}
	if len(items) > 0 && u.Profile.Squadron {
		return nil, b.d.Errorf(o.Value("upgrades"), o.Field("upgrades"), "squadrons carry no upgrade cards")
	}
	var out []listedCard
	for j, it := range items {
		field := fmt.Sprintf("%s[%d]", o.Field("upgrades"), j)
		n, err := b.d.Resolve(it, field)
		if err != nil {
			return nil, err
		}
		var c *armada.Upgrade
		if n.Kind == yaml.MappingNode {
			c, err = b.unknownCard(n, field)
		} else {
			c, err = b.knownCard(n, field)
		}
		if err != nil {
			return nil, err
		}
		if c.Slot != armada.CommanderSlot && u.Profile.UpgradeBar == nil {
			return nil, b.d.Errorf(n, field, "%s needs an upgrade icon, and ship %s has no upgrade_bar: give its upgrade icons in ships.%s", c.Name, u.ID, u.Profile.Name)
		}
		u.Upgrades = append(u.Upgrades, c)
		out = append(out, listedCard{card: c, node: n, field: field})
	}
	return out, nil
}

// knownCard reads a card the engine knows by its name.
func (b *armadaBuild) knownCard(n *yaml.Node, field string) (*armada.Upgrade, error) {
	name, at, from, err := b.d.Scalar(n, field)
	if err != nil {
		return nil, err
	}
	c, ok := armada.UpgradeByName(name)
	if !ok {
		return nil, b.d.Errorf(at, field, "unknown upgrade card %q%s: give a card the engine does not know as {name: ..., points: ..., slot: ...} (fleetlab plays it without effect)", name, from)
	}
	return c, nil
}

// unknownCard reads {name, points, slot, unique, modification}: a card the
// engine does not know, fitted without effect; or {name, points}: a card
// the engine knows, at another points era's price (a list's, so that the
// list's cards cost one price everywhere).
func (b *armadaBuild) unknownCard(n *yaml.Node, field string) (*armada.Upgrade, error) {
	o, err := b.d.Object(n, field, "name", "points", "slot", "unique", "modification")
	if err != nil {
		return nil, err
	}
	name, err := o.Str("name", "")
	if err != nil {
		return nil, err
	}
	if core, known := armada.UpgradeByName(name); known {
		if o.Has("slot") || o.Has("unique") || o.Has("modification") || !o.Has("points") {
			return nil, b.d.Errorf(o.Value("name"), o.Field("name"), "%s is a card fleetlab knows: name it alone, or with its points alone ({name: %s, points: N}) to price it otherwise", name, name)
		}
		c := *core
		if c.Points, err = o.Integer("points", 0, 0, 100); err != nil {
			return nil, err
		}
		return &c, nil
	}
	if err := o.Require("name", "points", "slot"); err != nil {
		return nil, err
	}
	c := &armada.Upgrade{Notes: "the scenario file", Name: name}
	if c.Points, err = o.Integer("points", 0, 0, 100); err != nil {
		return nil, err
	}
	if c.Slot, err = yamldoc.Enum(o, "slot", armada.SlotNone, armada.ParseSlot); err != nil {
		return nil, err
	}
	if c.Unique, err = o.Boolean("unique", c.Slot == armada.CommanderSlot || c.Slot == armada.TitleSlot); err != nil {
		return nil, err
	}
	if c.Modification, err = o.Boolean("modification", false); err != nil {
		return nil, err
	}
	return c, nil
}

// checkUpgrades checks the cards of each fleet by the fleet-building rules
// (battle notes §1.1: slots, size restrictions, one title and one
// Modification a ship, no two copies on a ship, unique names, at most one
// commander and not on a flotilla), then compiles their effects
// (armada.Model.FitUpgrades). A scenario fleet may have no commander.
func (b *armadaBuild) checkUpgrades(cards [][]listedCard) error {
	for p := range armada.Players {
		if b.lists != nil && b.lists.checked[int(p)] {
			continue // its list's reader named the rules it breaks (fleetLists.checked)
		}
		l := armada.FleetList{}
		for i := range b.g.Units {
			u := &b.g.Units[i]
			if u.Player != p || u.Profile.Squadron {
				continue
			}
			s := armada.ListedShip{Name: u.ID, Points: u.Profile.Points, Flotilla: u.Profile.Flotilla, Bar: u.Profile.UpgradeBar, Size: u.Profile.Size}
			if s.Bar == nil {
				s.Bar = []armada.Slot{}
			}
			for j, c := range cards[i] {
				lu := c.card.Listed(i*maxUpgrades + j + 1) // a key back to the entry
				s.Upgrades = append(s.Upgrades, lu)
			}
			l.Ships = append(l.Ships, s)
		}
		if err := l.CheckUpgrades(); err != nil {
			var le *sim.ListError
			if !errors.As(err, &le) || le.Line == 0 {
				return err
			}
			c := cards[(le.Line-1)/maxUpgrades][(le.Line-1)%maxUpgrades]
			msg := strings.Replace(le.Error(), fmt.Sprintf("line %d: ", le.Line), "", 1)
			return b.d.Errorf(c.node, c.field, "%v", msg)
		}
	}
	b.g.FitUpgrades()
	return nil
}
