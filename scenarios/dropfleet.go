package scenarios

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// Limits on the size of a Dropfleet scenario, so that a hostile file cannot
// ask for millions of ships.
const (
	maxProfiles     = 200
	maxBattlegroups = 100 // per fleet, copies included
	maxCopies       = 100
	maxGroupShips   = 12
	maxSteps        = 1000 // script steps, copies included
	maxMeasures     = 100
	maxInches       = 120
)

// dropfleetBuild is the state of compiling one Dropfleet scenario.
type dropfleetBuild struct {
	d        *decoder
	g        *dropfleet.Game
	profiles map[string]dropfleet.Profile
	// copies maps a battlegroup name in the file to the game's battlegroups
	// made from it, one per copy.
	copies map[string][]int
	steps  int
}

func (d *decoder) compileDropfleet(top *object) (*dropfleet.Game, error) {
	b := &dropfleetBuild{d: d, g: &dropfleet.Game{}, profiles: map[string]dropfleet.Profile{}, copies: map[string][]int{}}
	if err := b.rules(top); err != nil {
		return nil, err
	}
	if err := b.ships(top); err != nil {
		return nil, err
	}
	if err := b.fleets(top); err != nil {
		return nil, err
	}
	if err := b.script(top); err != nil {
		return nil, err
	}
	if err := b.measures(top); err != nil {
		return nil, err
	}
	return b.g, nil
}

func (b *dropfleetBuild) rules(top *object) error {
	if !top.has("rules") {
		return nil
	}
	o, err := b.d.object(top.values["rules"], "rules", "equal_rating_rolloff")
	if err != nil {
		return err
	}
	b.g.Rules.EqualRatingRolloff, err = enum(o, "equal_rating_rolloff", dropfleet.RolloffAdmiral, dropfleet.ParseRolloff)
	return err
}

var profileFields = []string{"scan", "sig", "thrust", "hull", "armour", "passive", "pd", "tonnage", "points", "special"}

var specialRules = []string{"atmospheric", "detector"}

func (b *dropfleetBuild) ships(top *object) error {
	names, _, nodes, err := top.entries("ships")
	if err != nil {
		return err
	}
	if len(names) > maxProfiles {
		return b.d.errorf(top.values["ships"], "ships", "lists %d profiles; the most is %d", len(names), maxProfiles)
	}
	for i, name := range names {
		o, err := b.d.object(nodes[i], "ships."+name, profileFields...)
		if err != nil {
			return err
		}
		if err := o.require("scan", "sig", "thrust", "hull", "tonnage"); err != nil {
			return err
		}
		p := dropfleet.Profile{Name: name}
		for _, f := range []struct {
			key      string
			to       *int
			def, lo  int
			hi       int
			optional bool
		}{
			{"scan", &p.Scan, 0, 0, maxInches, false},
			{"sig", &p.Sig, 0, 0, maxInches, false},
			{"thrust", &p.Thrust, 0, 0, maxInches, false},
			{"hull", &p.Hull, 0, 1, 100, false},
			{"armour", &p.Armour, 0, 2, 6, true},
			{"passive", &p.Passive, 0, 2, 6, true},
			{"pd", &p.PD, 0, 0, 30, true},
			{"points", &p.Points, 0, 0, 10000, true},
		} {
			if *f.to, err = o.integer(f.key, f.def, f.lo, f.hi); err != nil {
				return err
			}
		}
		if p.Tonnage, err = enum(o, "tonnage", dropfleet.TonnageNone, dropfleet.ParseTonnage); err != nil {
			return err
		}
		items, err := o.list("special", len(specialRules))
		if err != nil {
			return err
		}
		for j, it := range items {
			field := fmt.Sprintf("%s[%d]", o.field("special"), j)
			text, n, _, err := b.d.scalar(it, field)
			if err != nil {
				return err
			}
			switch text {
			case "atmospheric":
				p.Atmospheric = true
			case "detector":
				p.Detector = true
			default:
				return b.d.errorf(n, field, "unknown special rule %q%s (expected one of %s)", text, suggest(text, specialRules), strings.Join(specialRules, ", "))
			}
		}
		b.profiles[name] = p
	}
	return nil
}

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
		o, err := b.d.object(nodes[i], path, "admiral", "battlegroups")
		if err != nil {
			return err
		}
		av, err := o.integer("admiral", 1, 1, dropfleet.MaxAdmiral)
		if err != nil {
			return err
		}
		f := b.g.AddFleet(name, av)
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

var stateNames = []string{"normal", "minor-spike", "major-spike", "silent-running"}

func parseState(s string) (dropfleet.ShipState, error) {
	switch s {
	case "normal":
		return dropfleet.ShipState{}, nil
	case "minor-spike":
		return dropfleet.ShipState{Spike: dropfleet.MinorSpike}, nil
	case "major-spike":
		return dropfleet.ShipState{Spike: dropfleet.MajorSpike}, nil
	case "silent-running":
		return dropfleet.ShipState{Silent: true}, nil
	}
	return dropfleet.ShipState{}, fmt.Errorf("unknown state %q (expected one of %s)", s, strings.Join(stateNames, ", "))
}

func (b *dropfleetBuild) battlegroup(f int, n *yaml.Node, path string, ids map[string]int) error {
	o, err := b.d.object(n, path, "name", "type", "copies", "groups")
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
	groups, err := o.list("groups", dropfleet.MaxGroupsPerBattlegroup)
	if err != nil {
		return err
	}
	if len(groups) == 0 {
		return b.d.errorf(o.values["groups"], o.field("groups"), "a battlegroup needs at least one group")
	}
	for c := 1; c <= copies; c++ {
		suffix := ""
		if copies > 1 {
			suffix = "#" + strconv.Itoa(c)
		}
		bg := b.g.AddBattlegroup(f, name+suffix, typ)
		b.copies[name] = append(b.copies[name], bg)
		for k, gn := range groups {
			if err := b.group(bg, gn, fmt.Sprintf("%s.groups[%d]", path, k), suffix, ids); err != nil {
				return err
			}
		}
	}
	return nil
}

func (b *dropfleetBuild) group(bg int, n *yaml.Node, path, suffix string, ids map[string]int) error {
	o, err := b.d.object(n, path, "ship", "name", "count", "layer", "state")
	if err != nil {
		return err
	}
	if err := o.require("ship"); err != nil {
		return err
	}
	profile, pn, _, err := o.scalar("ship")
	if err != nil {
		return err
	}
	p, ok := b.profiles[profile]
	if !ok {
		return b.d.errorf(pn, o.field("ship"), "no ship profile %q in ships:%s", profile, suggest(profile, mapKeys(b.profiles)))
	}
	name := profile
	if o.has("name") {
		if name, _, err = o.name("name"); err != nil {
			return err
		}
	}
	count, err := o.integer("count", 1, 1, maxGroupShips)
	if err != nil {
		return err
	}
	start, err := enum(o, "state", dropfleet.ShipState{}, parseState)
	if err != nil {
		return err
	}
	if start.Layer, err = enum(o, "layer", dropfleet.HighOrbit, dropfleet.ParseLayer); err != nil {
		return err
	}
	gi := b.g.AddGroup(bg, name+suffix, p, count, start)
	for _, si := range b.g.Groups[gi].Ships {
		id := b.g.Ships[si].ID
		if line, dup := ids[id]; dup {
			return b.d.errorf(o.node, path, "a second ship called %s (the first is on line %d); give the group its own name:", id, line)
		}
		ids[id] = o.node.Line
	}
	if err := b.g.Check(); err != nil {
		return b.d.errorf(o.node, path, "%v", err)
	}
	return nil
}

func mapKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// battlegroups resolves a battlegroup name in the file to the game's
// battlegroups: the one it names, or every copy of it.
func (b *dropfleetBuild) battlegroups(o *object, key string) ([]int, error) {
	name, n, _, err := o.scalar(key)
	if err != nil {
		return nil, err
	}
	if bgs, ok := b.copies[name]; ok {
		return bgs, nil
	}
	for i := range b.g.Battlegroups {
		if b.g.Battlegroups[i].Name == name {
			return []int{i}, nil
		}
	}
	return nil, b.d.errorf(n, o.field(key), "no battlegroup %q%s", name, suggest(name, mapKeys(b.copies)))
}

// ship resolves a ship ID at key.
func (b *dropfleetBuild) ship(o *object, key string) (int, error) {
	id, n, _, err := o.scalar(key)
	if err != nil {
		return -1, err
	}
	if i := b.g.ShipIndex(id); i >= 0 {
		return i, nil
	}
	ids := make([]string, len(b.g.Ships))
	for i := range b.g.Ships {
		ids[i] = b.g.Ships[i].ID
	}
	list := strings.Join(ids, ", ")
	if len(ids) > 12 {
		list = strings.Join(ids[:12], ", ") + ", …"
	}
	return -1, b.d.errorf(n, o.field(key), "no ship %q%s (ships: %s)", id, suggest(id, ids), list)
}

func (b *dropfleetBuild) script(top *object) error {
	steps, err := top.list("script", maxSteps)
	if err != nil {
		return err
	}
	for i, n := range steps {
		path := fmt.Sprintf("script[%d]", i)
		o, err := b.d.object(n, path, "activate", "reveal")
		if err != nil {
			return err
		}
		if len(o.order) != 1 {
			return b.d.errorf(o.node, path, "a step is one of activate, reveal; this one has %d", len(o.order))
		}
		switch o.order[0] {
		case "activate":
			err = b.activate(o.values["activate"], path+".activate")
		case "reveal":
			err = b.reveal(o.values["reveal"], path+".reveal")
		}
		if err != nil {
			return err
		}
		if len(b.g.Script) > maxSteps {
			return b.d.errorf(o.node, path, "the script has more than %d steps with copies", maxSteps)
		}
	}
	return nil
}

func (b *dropfleetBuild) activate(n *yaml.Node, path string) error {
	o, err := b.d.object(n, path, "battlegroup", "order", "ships", "scan_target")
	if err != nil {
		return err
	}
	if err := o.require("battlegroup", "order"); err != nil {
		return err
	}
	bgs, err := b.battlegroups(o, "battlegroup")
	if err != nil {
		return err
	}
	order, err := enum(o, "order", dropfleet.OrderNone, dropfleet.ParseOrder)
	if err != nil {
		return err
	}
	target := -1
	if o.has("scan_target") {
		if target, err = b.ship(o, "scan_target"); err != nil {
			return err
		}
	} else if order == dropfleet.ActiveScan {
		return b.d.errorf(o.node, path, "missing required field scan_target: an Active Scan needs an enemy ship to aim at")
	}
	items, err := o.list("ships", maxGroupShips*dropfleet.MaxGroupsPerBattlegroup)
	if err != nil {
		return err
	}
	for _, bg := range bgs {
		var takes []int
		if items != nil {
			takes = []int{}
			suffix := suffixOf(b.g.Battlegroups[bg].Name)
			for j, it := range items {
				field := fmt.Sprintf("%s[%d]", o.field("ships"), j)
				id, itn, _, err := b.d.scalar(it, field)
				if err != nil {
					return err
				}
				si := b.g.ShipIndex(id + suffix)
				if si < 0 || b.g.Ships[si].Battlegroup != bg {
					return b.d.errorf(itn, field, "no ship %q in battlegroup %s", id, b.g.Battlegroups[bg].Name)
				}
				takes = append(takes, si)
			}
		}
		a, err := b.g.NewActivation(bg, order, takes, target)
		if err != nil {
			var ill *dropfleet.IllegalError
			if errors.As(err, &ill) {
				return b.d.errorf(o.node, path, "illegal order: %v", err)
			}
			return b.d.errorf(o.node, path, "%v", err)
		}
		b.g.Script = append(b.g.Script, dropfleet.Step{Kind: dropfleet.StepActivate, Activate: a})
	}
	return nil
}

// suffixOf returns the copy suffix of a battlegroup name ("#2"), or "".
func suffixOf(name string) string {
	if i := strings.LastIndexByte(name, '#'); i >= 0 {
		return name[i:]
	}
	return ""
}

func (b *dropfleetBuild) reveal(n *yaml.Node, path string) error {
	o, err := b.d.object(n, path, "cards", "choice")
	if err != nil {
		return err
	}
	if err := o.require("cards"); err != nil {
		return err
	}
	cards, err := o.list("cards", dropfleet.Players)
	if err != nil {
		return err
	}
	if len(cards) != dropfleet.Players {
		return b.d.errorf(o.values["cards"], o.field("cards"), "expected one battlegroup per player (%d), got %d", dropfleet.Players, len(cards))
	}
	rv := dropfleet.Reveal{Cards: [dropfleet.Players]int{-1, -1}}
	for j, c := range cards {
		field := fmt.Sprintf("%s[%d]", o.field("cards"), j)
		name, cn, _, err := b.d.scalar(c, field)
		if err != nil {
			return err
		}
		bg := slices.IndexFunc(b.g.Battlegroups, func(x dropfleet.Battlegroup) bool { return x.Name == name })
		if bg < 0 {
			return b.d.errorf(cn, field, "no battlegroup %q (a copied battlegroup is named like name#1)", name)
		}
		f := b.g.Battlegroups[bg].Fleet
		if rv.Cards[f] >= 0 {
			return b.d.errorf(cn, field, "both cards belong to fleet %s; each player reveals one", b.g.Fleets[f].Name)
		}
		rv.Cards[f] = bg
	}
	choice, err := o.str("choice", "first")
	if err != nil {
		return err
	}
	if rv.Chooser, err = policies.FirstChooser(choice); err != nil {
		return b.d.errorf(o.values["choice"], o.field("choice"), "%v", err)
	}
	b.g.Script = append(b.g.Script, dropfleet.Step{Kind: dropfleet.StepReveal, Reveal: rv})
	return nil
}

func (b *dropfleetBuild) measures(top *object) error {
	return b.d.measures(top, []string{"name", "what", "of", "doc"}, func(o *object, name string) error {
		what, err := enum(o, "what", dropfleet.QuantityNone, dropfleet.ParseQuantity)
		if err != nil {
			return err
		}
		p := dropfleet.Probe{Name: name, What: what, Doc: what.Doc()}
		if p.Doc, err = o.str("doc", p.Doc); err != nil {
			return err
		}
		switch what.Of() {
		case "ship":
			if err := o.require("of"); err != nil {
				return err
			}
			if p.Ship, err = b.ship(o, "of"); err != nil {
				return err
			}
		case "fleet":
			if err := o.require("of"); err != nil {
				return err
			}
			fleet, fn, _, err := o.scalar("of")
			if err != nil {
				return err
			}
			p.Fleet = slices.IndexFunc(b.g.Fleets, func(f dropfleet.Fleet) bool { return f.Name == fleet })
			if p.Fleet < 0 {
				return b.d.errorf(fn, o.field("of"), "no fleet %q", fleet)
			}
		default:
			if o.has("of") {
				return b.d.errorf(o.values["of"], o.field("of"), "%s is measured of the whole trial, not of a ship or fleet", what)
			}
		}
		b.g.Probes = append(b.g.Probes, p)
		return nil
	})
}
