package scenarios

import (
	"fmt"
	"slices"
	"strconv"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

func (b *dropfleetBuild) fleets(top *yamldoc.Object) error {
	names, keys, nodes, err := top.Entries("fleets")
	if err != nil {
		return err
	}
	if len(names) > dropfleet.Players {
		return b.d.Errorf(keys[dropfleet.Players], "fleets", "a game has %d players; this file gives %d fleets", dropfleet.Players, len(names))
	}
	ids := map[string]int{} // ship ID → line, to refuse duplicates
	for i, name := range names {
		path := "fleets." + name
		o, err := b.d.Object(b.lists.node(name, nodes[i]), path, "admiral", "admiral_scale", "admiral_ship", "arrival", "deck", "choice", "point_defence", "player", "battlegroups")
		if err != nil {
			return err
		}
		av, err := o.Integer("admiral", 1, 1, dropfleet.MaxAdmiral)
		if err != nil {
			return err
		}
		f := b.g.AddFleet(name, av) // the Admiral value in play; a battle prices the level bought behind it (fleetList)
		note(b.lines.fleet, f, keys[i].Line)
		if o.Has("admiral") {
			note(b.lines.admiral, f, o.Value("admiral").Line)
		}
		fl := &b.g.Fleets[f]
		if fl.Arrival, err = yamldoc.Enum(o, "arrival", dropfleet.DirectlyDeployed, dropfleet.ParseArrival); err != nil {
			return err
		}
		b.arrivalGiven = append(b.arrivalGiven, o.Has("arrival"))
		shift, err := yamldoc.Enum(o, "admiral_scale", 0, parseAdmiralScale)
		if err != nil {
			return err
		}
		b.admiralShift = append(b.admiralShift, shift)
		for _, pol := range []struct {
			key string
			reg *policies.Registry[dropfleet.Player]
		}{{"choice", policies.First}, {"point_defence", policies.PointDefence}, {"player", policies.Battle}} {
			if !o.Has(pol.key) {
				continue
			}
			text, pn, from, err := o.Scalar(pol.key)
			if err != nil {
				return err
			}
			st, err := pol.reg.Lookup(text)
			if err != nil {
				return b.d.Errorf(pn, o.Field(pol.key), "%v%s", err, from)
			}
			policies.Fleet(b.g, f, st)
		}
		b.fleetLater(o, f)
		bgs, err := o.List("battlegroups", maxBattlegroups)
		if err != nil {
			return err
		}
		for j, n := range bgs {
			if err := b.battlegroup(f, n, fmt.Sprintf("%s.battlegroups[%d]", path, j), ids); err != nil {
				return err
			}
		}
		if len(b.g.Fleets[f].Battlegroups) > maxBattlegroups {
			return b.d.Errorf(keys[i], path, "has %d battlegroups with copies; the most is %d", len(b.g.Fleets[f].Battlegroups), maxBattlegroups)
		}
	}
	return nil
}

func (b *dropfleetBuild) battlegroup(f int, n *yaml.Node, path string, ids map[string]int) error {
	o, err := b.d.Object(n, path, "name", "type", "copies", "offset", "groups", "activation")
	if err != nil {
		return err
	}
	if err := o.Require("name", "type", "groups"); err != nil {
		return err
	}
	name, nameNode, err := o.Name("name")
	if err != nil {
		return err
	}
	if _, dup := b.copies[name]; dup {
		return b.d.Errorf(nameNode, o.Field("name"), "battlegroup %s is named twice", name)
	}
	typ, err := yamldoc.Enum(o, "type", dropfleet.BattlegroupNone, dropfleet.ParseBattlegroupType)
	if err != nil {
		return err
	}
	copies, err := o.Integer("copies", 1, 1, maxCopies)
	if err != nil {
		return err
	}
	offset, err := b.vec(o, "offset", plane.Vec{})
	if err != nil {
		return err
	}
	groups, err := o.List("groups", dropfleet.MaxGroupsPerBattlegroup)
	if err != nil {
		return err
	}
	if len(groups) == 0 {
		return b.d.Errorf(o.Value("groups"), o.Field("groups"), "a battlegroup needs at least one group")
	}
	first := len(b.g.Battlegroups)
	if o.Has("activation") {
		b.later = append(b.later, func() error {
			ao, err := b.d.Object(o.Value("activation"), o.Field("activation"), activationFields...)
			if err != nil {
				return err
			}
			var bgs []int
			for bg := first; bg < first+copies; bg++ {
				bgs = append(bgs, bg)
			}
			return b.activation(ao, ao.Path(), bgs, func(a dropfleet.Activation) { b.g.Plans[a.Battlegroup] = a })
		})
	}
	for c := 1; c <= copies; c++ {
		suffix := ""
		if copies > 1 {
			suffix = "#" + strconv.Itoa(c)
		}
		bg := b.g.AddBattlegroup(f, name+suffix, typ)
		note(b.lines.battlegroup, bg, o.Node().Line)
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
func (b *dropfleetBuild) fleetLater(o *yamldoc.Object, f int) {
	b.later = append(b.later, func() error {
		fl := &b.g.Fleets[f]
		if o.Has("admiral_ship") {
			i, err := b.ship(o, "admiral_ship")
			if err != nil {
				return err
			}
			if b.g.Ships[i].Fleet != f {
				return b.d.Errorf(o.Value("admiral_ship"), o.Field("admiral_ship"), "ship %s is not in fleet %s", b.g.Ships[i].ID, fl.Name)
			}
			fl.AdmiralShip = i
		}
		if !o.Has("deck") {
			return nil
		}
		n, err := b.d.Resolve(o.Value("deck"), o.Field("deck"))
		if err != nil {
			return err
		}
		if n.Kind == yaml.ScalarNode {
			text, dn, from, err := o.Scalar("deck")
			if err != nil {
				return err
			}
			st, err := policies.Deck.Lookup(text)
			if err != nil {
				return b.d.Errorf(dn, o.Field("deck"), "%v%s", err, from)
			}
			policies.Fleet(b.g, f, st)
			return nil
		}
		do, err := b.d.Object(n, o.Field("deck"), "scripted")
		if err != nil {
			return err
		}
		if err := do.Require("scripted"); err != nil {
			return err
		}
		turns, err := do.List("scripted", dropfleet.MaxTurns)
		if err != nil {
			return err
		}
		var sc policies.ScriptedDeck
		for t, tn := range turns {
			field := fmt.Sprintf("%s[%d]", do.Field("scripted"), t)
			items, err := b.d.List(tn, field, maxBattlegroups)
			if err != nil {
				return err
			}
			var order []int
			for j, it := range items {
				name, itn, _, err := b.d.Scalar(it, fmt.Sprintf("%s[%d]", field, j))
				if err != nil {
					return err
				}
				bg := slices.IndexFunc(b.g.Battlegroups, func(x dropfleet.Battlegroup) bool { return x.Name == name })
				if bg < 0 || b.g.Battlegroups[bg].Fleet != f {
					return b.d.Errorf(itn, fmt.Sprintf("%s[%d]", field, j), "no battlegroup %q in fleet %s (a copied one is named like name#1)", name, fl.Name)
				}
				order = append(order, bg)
			}
			sc.Turns = append(sc.Turns, order)
		}
		policies.Fleet(b.g, f, policies.DeckStyle(sc))
		return nil
	})
}

// parseAdmiralScale reads a fleet's admiral_scale: standard, or
// resistance, the Resistance's scale shifted by one ("no admiral" is AV 2,
// rules notes §5), as the shift it adds to every Admiral value.
func parseAdmiralScale(s string) (int, error) {
	switch s {
	case "standard":
		return 0, nil
	case "resistance":
		return 1, nil
	}
	return 0, fmt.Errorf("unknown admiral scale %q (expected standard or resistance)", s)
}
