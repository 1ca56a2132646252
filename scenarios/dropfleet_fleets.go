package scenarios

import (
	"fmt"
	"slices"
	"strconv"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

func (b *dropfleetBuild) fleets(top *object) error {
	names, keys, nodes, err := top.entries("fleets")
	if err != nil {
		return err
	}
	if len(names) > dropfleet.Players {
		return b.d.errorf(keys[dropfleet.Players], "fleets", "a game has %d players; this file gives %d fleets", dropfleet.Players, len(names))
	}
	ids := map[string]int{} // ship ID → line, to refuse duplicates
	for i, name := range names {
		path := "fleets." + name
		o, err := b.d.object(nodes[i], path, "admiral", "admiral_ship", "arrival", "deck", "choice", "point_defence", "battlegroups")
		if err != nil {
			return err
		}
		av, err := o.integer("admiral", 1, 1, dropfleet.MaxAdmiral)
		if err != nil {
			return err
		}
		f := b.g.AddFleet(name, av)
		fl := &b.g.Fleets[f]
		if fl.Arrival, err = enum(o, "arrival", dropfleet.DirectlyDeployed, dropfleet.ParseArrival); err != nil {
			return err
		}
		if o.has("choice") {
			text, cn, from, err := o.scalar("choice")
			if err != nil {
				return err
			}
			if fl.Choice, err = policies.FirstChooser(text); err != nil {
				return b.d.errorf(cn, o.field("choice"), "%v%s", err, from)
			}
		}
		if o.has("point_defence") {
			text, pn, from, err := o.scalar("point_defence")
			if err != nil {
				return err
			}
			if fl.PointDefence, err = policies.PointDefence(text); err != nil {
				return b.d.errorf(pn, o.field("point_defence"), "%v%s", err, from)
			}
		}
		b.fleetLater(o, f)
		bgs, err := o.list("battlegroups", maxBattlegroups)
		if err != nil {
			return err
		}
		for j, n := range bgs {
			if err := b.battlegroup(f, n, fmt.Sprintf("%s.battlegroups[%d]", path, j), ids); err != nil {
				return err
			}
		}
		if len(b.g.Fleets[f].Battlegroups) > maxBattlegroups {
			return b.d.errorf(keys[i], path, "has %d battlegroups with copies; the most is %d", len(b.g.Fleets[f].Battlegroups), maxBattlegroups)
		}
	}
	return nil
}

func (b *dropfleetBuild) battlegroup(f int, n *yaml.Node, path string, ids map[string]int) error {
	o, err := b.d.object(n, path, "name", "type", "copies", "offset", "groups", "activation")
	if err != nil {
		return err
	}
	if err := o.require("name", "type", "groups"); err != nil {
		return err
	}
	name, nameNode, err := o.name("name")
	if err != nil {
		return err
	}
	if _, dup := b.copies[name]; dup {
		return b.d.errorf(nameNode, o.field("name"), "battlegroup %s is named twice", name)
	}
	typ, err := enum(o, "type", dropfleet.BattlegroupNone, dropfleet.ParseBattlegroupType)
	if err != nil {
		return err
	}
	copies, err := o.integer("copies", 1, 1, maxCopies)
	if err != nil {
		return err
	}
	offset, err := b.vec(o, "offset", plane.Vec{})
	if err != nil {
		return err
	}
	groups, err := o.list("groups", dropfleet.MaxGroupsPerBattlegroup)
	if err != nil {
		return err
	}
	if len(groups) == 0 {
		return b.d.errorf(o.values["groups"], o.field("groups"), "a battlegroup needs at least one group")
	}
	first := len(b.g.Battlegroups)
	if o.has("activation") {
		b.later = append(b.later, func() error {
			ao, err := b.d.object(o.values["activation"], o.field("activation"), activationFields...)
			if err != nil {
				return err
			}
			var bgs []int
			for bg := first; bg < first+copies; bg++ {
				bgs = append(bgs, bg)
			}
			return b.activation(ao, ao.path, bgs, func(a dropfleet.Activation) { b.g.Plans[a.Battlegroup] = a })
		})
	}
	for c := 1; c <= copies; c++ {
		suffix := ""
		if copies > 1 {
			suffix = "#" + strconv.Itoa(c)
		}
		bg := b.g.AddBattlegroup(f, name+suffix, typ)
		b.copies[name] = append(b.copies[name], bg)
		for k, gn := range groups {
			if err := b.group(bg, gn, fmt.Sprintf("%s.groups[%d]", path, k), suffix, offset.Scale(float64(c-1)), ids); err != nil {
				return err
			}
		}
	}
	return nil
}

// fleetLater defers the fleet fields that name ships or battlegroups.
func (b *dropfleetBuild) fleetLater(o *object, f int) {
	b.later = append(b.later, func() error {
		fl := &b.g.Fleets[f]
		if o.has("admiral_ship") {
			i, err := b.ship(o, "admiral_ship")
			if err != nil {
				return err
			}
			if b.g.Ships[i].Fleet != f {
				return b.d.errorf(o.values["admiral_ship"], o.field("admiral_ship"), "ship %s is not in fleet %s", b.g.Ships[i].ID, fl.Name)
			}
			fl.AdmiralShip = i
		}
		if !o.has("deck") {
			return nil
		}
		n, err := b.d.resolve(o.values["deck"], o.field("deck"))
		if err != nil {
			return err
		}
		if n.Kind == yaml.ScalarNode {
			text, dn, from, err := o.scalar("deck")
			if err != nil {
				return err
			}
			if fl.Deck, err = policies.DeckPolicy(text); err != nil {
				return b.d.errorf(dn, o.field("deck"), "%v%s", err, from)
			}
			return nil
		}
		do, err := b.d.object(n, o.field("deck"), "scripted")
		if err != nil {
			return err
		}
		if err := do.require("scripted"); err != nil {
			return err
		}
		turns, err := do.list("scripted", dropfleet.MaxTurns)
		if err != nil {
			return err
		}
		var sc policies.Scripted
		for t, tn := range turns {
			field := fmt.Sprintf("%s[%d]", do.field("scripted"), t)
			items, err := b.d.list(tn, field, maxBattlegroups)
			if err != nil {
				return err
			}
			var order []int
			for j, it := range items {
				name, itn, _, err := b.d.scalar(it, fmt.Sprintf("%s[%d]", field, j))
				if err != nil {
					return err
				}
				bg := slices.IndexFunc(b.g.Battlegroups, func(x dropfleet.Battlegroup) bool { return x.Name == name })
				if bg < 0 || b.g.Battlegroups[bg].Fleet != f {
					return b.d.errorf(itn, fmt.Sprintf("%s[%d]", field, j), "no battlegroup %q in fleet %s (a copied one is named like name#1)", name, fl.Name)
				}
				order = append(order, bg)
			}
			sc.Turns = append(sc.Turns, order)
		}
		fl.Deck = sc
		return nil
	})
}
