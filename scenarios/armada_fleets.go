package scenarios

import (
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/plane"
)

func (b *armadaBuild) fleets(top *yamldoc.Object) error {
	names, keys, nodes, err := top.Entries("fleets")
	if err != nil {
		return err
	}
	if len(names) > 2 {
		return b.d.Errorf(keys[2], "fleets", "a game has 2 players; this file gives %d fleets", len(names))
	}
	var cards [][]listedCard // each unit's upgrade cards
	for player, name := range names {
		path := "fleets." + name
		o, err := b.d.Object(b.lists.node(name, nodes[player]), path, "attack", "defence", "squadrons", "style", "weights", "units", "objectives")
		if err != nil {
			return err
		}
		atkName, err := o.Str("attack", "max-damage")
		if err != nil {
			return err
		}
		atk, err := policies.ArmadaAttack.Lookup(atkName)
		if err != nil {
			return b.d.Errorf(o.Value("attack"), o.Field("attack"), "%v", err)
		}
		defName, err := o.Str("defence", "minimise-damage")
		if err != nil {
			return err
		}
		def, err := policies.ArmadaDefence.Lookup(defName)
		if err != nil {
			return b.d.Errorf(o.Value("defence"), o.Field("defence"), "%v", err)
		}
		sqName, err := o.Str("squadrons", "hunt")
		if err != nil {
			return err
		}
		sq, err := policies.ArmadaSquadrons.Lookup(sqName)
		if err != nil {
			return b.d.Errorf(o.Value("squadrons"), o.Field("squadrons"), "%v", err)
		}
		policies.With(&b.g.Players[player], policies.Compose(atk, def, sq))
		if err := b.battleStyle(o, player); err != nil {
			return err
		}
		if err := b.battleObjectives(o, player); err != nil {
			return err
		}
		units, err := o.List("units", maxUnits)
		if err != nil {
			return err
		}
		for j, un := range units {
			upath := fmt.Sprintf("%s.units[%d]", path, j)
			uo, err := b.d.Object(un, upath, "ship", "name", "speed", "at", "shift", "heading", "jitter", "copies", "offset", "commands", "upgrades")
			if err != nil {
				return err
			}
			p, id, err := profileRef(uo, b.profiles)
			if err != nil {
				return err
			}
			speed, err := uo.Integer("speed", 2, 0, 4)
			if err != nil {
				return err
			}
			copies, err := uo.Integer("copies", 1, 0, maxUnits)
			if err != nil {
				return err
			}
			offset, err := uo.Pair("offset", [2]float64{}, "millimetres", 2000)
			if err != nil {
				return err
			}
			if uo.Has("offset") && !uo.Has("at") {
				return b.d.Errorf(uo.Value("offset"), uo.Field("offset"), "offset needs at: a unit placed on the table")
			}
			unit := armada.Unit{ID: id, Profile: p, Player: player, Speed: speed}
			if err := b.placement(uo, &unit); err != nil {
				return err
			}
			if unit.Commands, err = b.commands(uo, &unit); err != nil {
				return err
			}
			fitted, err := b.upgrades(uo, &unit)
			if err != nil {
				return err
			}
			for c := range copies {
				u := unit
				if copies > 1 {
					u.ID = fmt.Sprintf("%s#%d", id, c+1)
				}
				u.Start.At = u.Start.At.Add(plane.Vec{X: offset[0], Y: offset[1]}.Scale(float64(c)))
				if b.g.UnitIndex(u.ID) >= 0 {
					return b.d.Errorf(uo.Node(), upath, "a second unit called %s: give it its own name:", u.ID)
				}
				if len(b.g.Units) >= maxUnits {
					return b.d.Errorf(uo.Node(), upath, "more than %d units", maxUnits)
				}
				b.g.Units = append(b.g.Units, u)
				cards = append(cards, fitted)
			}
		}
	}
	return b.checkUpgrades(cards)
}

// commands reads the dials a ship sets each Command Phase, in a cycle
// (commands: [repair, concentrate-fire]), or commands: heuristic for the
// simple command policy.
func (b *armadaBuild) commands(o *yamldoc.Object, u *armada.Unit) ([]armada.Command, error) {
	if n, err := b.d.Resolve(o.Value("commands"), o.Field("commands")); err == nil && n != nil && n.Kind == yaml.ScalarNode {
		text, tn, from, err := o.Scalar("commands")
		if err != nil {
			return nil, err
		}
		if u.Profile.Squadron && text != "none" {
			return nil, b.d.Errorf(tn, o.Field("commands"), "squadrons have no command dials")
		}
		switch c, err := armada.ParseCommand(text); {
		case text == "heuristic":
			u.CommandHeuristic = true
			return nil, nil
		case text == "none":
			return nil, nil
		case err == nil && c != armada.CommandNone:
			return []armada.Command{c}, nil // one dial, every round
		}
		return nil, b.d.Errorf(tn, o.Field("commands"), "expected a dial (navigate, squadron, repair, concentrate-fire), a list of them in a cycle, heuristic or none; got %q%s", text, from)
	}
	items, err := o.List("commands", 12)
	if err != nil || len(items) == 0 {
		return nil, err
	}
	if u.Profile.Squadron {
		return nil, b.d.Errorf(o.Value("commands"), o.Field("commands"), "squadrons have no command dials")
	}
	var out []armada.Command
	for j, it := range items {
		f := fmt.Sprintf("%s[%d]", o.Field("commands"), j)
		text, n, from, err := b.d.Scalar(it, f)
		if err != nil {
			return nil, err
		}
		if text == "none" {
			continue // lets a parameter switch commands off
		}
		c, err := armada.ParseCommand(text)
		if err != nil || c == armada.CommandNone {
			return nil, b.d.Errorf(n, f, "unknown command %q%s (expected navigate, squadron, repair, concentrate-fire, or none)", text, from)
		}
		out = append(out, c)
	}
	return out, nil
}
