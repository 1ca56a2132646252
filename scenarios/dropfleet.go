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
	"github.com/fleetlab/fleetlab/sim/plane"
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
	g        *dropfleet.Model
	profiles map[string]dropfleet.Profile
	// copies maps a battlegroup name in the file to the game's battlegroups
	// made from it, one per copy.
	copies map[string][]int
	steps  int
	// later holds what refers to ships or battlegroups of either fleet, to
	// read once every fleet is built.
	later []func() error
}

func (d *decoder) compileDropfleet(top *object) (*dropfleet.Model, error) {
	b := &dropfleetBuild{d: d, g: &dropfleet.Model{}, profiles: map[string]dropfleet.Profile{}, copies: map[string][]int{}}
	if top.has("obstacles") {
		return nil, d.errorf(top.values["obstacles"], "obstacles", "obstacles are part of Armada scenarios only")
	}
	if err := b.rules(top); err != nil {
		return nil, err
	}
	if err := b.ships(top); err != nil {
		return nil, err
	}
	if err := b.fleets(top); err != nil {
		return nil, err
	}
	for _, f := range b.later {
		if err := f(); err != nil {
			return nil, err
		}
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
	o, err := b.d.object(top.values["rules"], "rules", "equal_rating_rolloff", "silent_spike", "crit_lock", "calibre_crit", "burnthrough")
	if err != nil {
		return err
	}
	for _, sw := range []struct {
		key, def, alt string
		to            *bool
	}{
		{"crit_lock", "modified", "printed", &b.g.Rules.PrintedCritLock},
		{"calibre_crit", "errata", "printed", &b.g.Rules.PrintedCalibre},
		{"burnthrough", "faq", "die-only", &b.g.Rules.BurnthroughDieOnly},
	} {
		v, err := enum(o, sw.key, sw.def, func(t string) (string, error) {
			if t != sw.def && t != sw.alt {
				return "", problemf("unknown %s %q (expected %s or %s)", sw.key, t, sw.def, sw.alt)
			}
			return t, nil
		})
		if err != nil {
			return err
		}
		*sw.to = v == sw.alt
	}
	if b.g.Rules.EqualRatingRolloff, err = enum(o, "equal_rating_rolloff", dropfleet.RolloffAdmiral, dropfleet.ParseRolloff); err != nil {
		return err
	}
	b.g.Rules.SilentSpike, err = enum(o, "silent_spike", dropfleet.SilentSpikeFAQ, dropfleet.ParseSilentSpike)
	return err
}

var profileFields = []string{"scan", "sig", "thrust", "hull", "armour", "passive", "pd", "tonnage", "points", "group", "special", "weapons"}

var specialRules = []string{"atmospheric", "detector", "open", "outlier", "reinforced-armour"}

func (b *dropfleetBuild) ships(top *object) error {
	names, nodes, err := top.profileEntries()
	if err != nil {
		return err
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
			case "open":
				p.Open = true
			case "outlier":
				p.Outlier = true
			case "reinforced-armour":
				p.ReinforcedArmour = true
			default:
				return b.d.errorf(n, field, "unknown special rule %q%s (expected one of %s)", text, suggest(text, specialRules), strings.Join(specialRules, ", "))
			}
		}
		if p.GroupMin, p.GroupMax, err = b.groupSize(o); err != nil {
			return err
		}
		if p.Weapons, err = b.weapons(o); err != nil {
			return err
		}
		b.profiles[name] = p
	}
	return nil
}

// groupSize reads a profile's group size: "1-3" or a single number.
func (b *dropfleetBuild) groupSize(o *object) (lo, hi int, err error) {
	if !o.has("group") {
		return 0, 0, nil
	}
	text, n, from, err := o.scalar("group")
	if err != nil {
		return 0, 0, err
	}
	a, c, found := strings.Cut(text, "-")
	if !found {
		c = a
	}
	if lo, err = b.d.integer(strings.TrimSpace(a), n, o.field("group"), from, 1, maxGroupShips); err != nil {
		return 0, 0, err
	}
	if hi, err = b.d.integer(strings.TrimSpace(c), n, o.field("group"), from, lo, maxGroupShips); err != nil {
		return 0, 0, err
	}
	return lo, hi, nil
}

var weaponFields = []string{"name", "lock", "attacks", "damage", "arc", "special"}

// weapons reads a profile's weapon systems.
func (b *dropfleetBuild) weapons(o *object) ([]dropfleet.Weapon, error) {
	items, err := o.list("weapons", 12)
	if err != nil {
		return nil, err
	}
	var out []dropfleet.Weapon
	for j, it := range items {
		wo, err := b.d.object(it, fmt.Sprintf("%s[%d]", o.field("weapons"), j), weaponFields...)
		if err != nil {
			return nil, err
		}
		if err := wo.require("name", "lock", "attacks", "damage", "arc"); err != nil {
			return nil, err
		}
		w := dropfleet.Weapon{}
		if w.Name, err = wo.str("name", ""); err != nil {
			return nil, err
		}
		if w.Lock, err = wo.integer("lock", 0, 2, 6); err != nil {
			return nil, err
		}
		if w.Attacks, err = enum(wo, "attacks", dropfleet.Roll{}, dropfleet.ParseRoll); err != nil {
			return nil, err
		}
		if w.Damage, err = enum(wo, "damage", dropfleet.Roll{}, dropfleet.ParseRoll); err != nil {
			return nil, err
		}
		if w.Arc, err = enum(wo, "arc", dropfleet.ArcNone, dropfleet.ParseArc); err != nil {
			return nil, err
		}
		if err := b.weaponRules(wo, &w); err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, nil
}

// weaponFlags are the weapon special rules without a value.
var weaponFlags = map[string]func(*dropfleet.Weapon){
	"close-action": func(w *dropfleet.Weapon) { w.CloseAction = true },
	"swarmer":      func(w *dropfleet.Weapon) { w.CloseAction, w.Swarmer = true, true },
	"beam":         func(w *dropfleet.Weapon) { w.CloseAction, w.Beam = true, true },
	"bloom":        func(w *dropfleet.Weapon) { w.Bloom = true },
	"flash":        func(w *dropfleet.Weapon) { w.Flash = true },
	"particle":     func(w *dropfleet.Weapon) { w.Particle = true },
	"distortion":   func(w *dropfleet.Weapon) { w.Distortion = true },
	"mauler":       func(w *dropfleet.Weapon) { w.Mauler = true },
	"crippling":    func(w *dropfleet.Weapon) { w.Crippling = true },
}

var weaponValued = []string{"fusillade", "linked", "alt", "burnthrough", "impel", "calibre"}

// weaponRules reads a weapon's special rules: names (close-action,
// swarmer, beam, bloom, flash, particle, distortion, mauler) and valued
// rules ({fusillade: 2}, {linked: 1}, {calibre: [L, M]}).
func (b *dropfleetBuild) weaponRules(wo *object, w *dropfleet.Weapon) error {
	specials, err := wo.list("special", 12)
	if err != nil {
		return err
	}
	flags := mapKeys(weaponFlags)
	for k, sp := range specials {
		field := fmt.Sprintf("%s[%d]", wo.field("special"), k)
		n, err := b.d.resolve(sp, field)
		if err != nil {
			return err
		}
		if n.Kind == yaml.ScalarNode {
			text, tn, _, err := b.d.scalar(n, field)
			if err != nil {
				return err
			}
			set, ok := weaponFlags[text]
			if !ok {
				all := append(append([]string{}, flags...), weaponValued...)
				return b.d.errorf(tn, field, "unknown weapon rule %q%s (expected one of %s, or {fusillade: N}, {linked: N}, {alt: N}, {burnthrough: N}, {impel: N}, {calibre: [tonnages]})", text, suggest(text, all), strings.Join(flags, ", "))
			}
			set(w)
			continue
		}
		vo, err := b.d.object(n, field, weaponValued...)
		if err != nil {
			return err
		}
		if w.Fusillade, err = vo.integer("fusillade", w.Fusillade, 1, 12); err != nil {
			return err
		}
		if w.Linked, err = vo.integer("linked", w.Linked, 1, 9); err != nil {
			return err
		}
		if w.Alt, err = vo.integer("alt", w.Alt, 1, 9); err != nil {
			return err
		}
		if w.Burnthrough, err = vo.integer("burnthrough", w.Burnthrough, 1, 30); err != nil {
			return err
		}
		if w.Impel, err = vo.integer("impel", w.Impel, 1, 30); err != nil {
			return err
		}
		items, err := vo.list("calibre", 6)
		if err != nil {
			return err
		}
		for j, it := range items {
			f := fmt.Sprintf("%s[%d]", vo.field("calibre"), j)
			text, tn, _, err := b.d.scalar(it, f)
			if err != nil {
				return err
			}
			if text == "none" {
				continue // lets a parameter switch Calibre off
			}
			t, err := dropfleet.ParseTonnage(text)
			if err != nil {
				return b.d.errorf(tn, f, "%v", err)
			}
			w.CalibreVs[t] = true
			if t == dropfleet.Heavy || t == dropfleet.SuperHeavy {
				w.CalibreHeavy = true
			}
		}
	}
	return nil
}

// vec reads [x, y] in inches at key, or def when absent.
func (b *dropfleetBuild) vec(o *object, key string, def plane.Vec) (plane.Vec, error) {
	xy, err := o.pair(key, [2]float64{def.X, def.Y}, "inches", 1000)
	return plane.Vec{X: xy[0], Y: xy[1]}, err
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
			st, err := policies.First.Lookup(text)
			if err != nil {
				return b.d.errorf(cn, o.field("choice"), "%v%s", err, from)
			}
			policies.Fleet(b.g, f, st)
		}
		if o.has("point_defence") {
			text, pn, from, err := o.scalar("point_defence")
			if err != nil {
				return err
			}
			st, err := policies.PointDefence.Lookup(text)
			if err != nil {
				return b.d.errorf(pn, o.field("point_defence"), "%v%s", err, from)
			}
			policies.Fleet(b.g, f, st)
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
	return dropfleet.ShipState{}, problemf("unknown state %q (expected one of %s)", s, strings.Join(stateNames, ", "))
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

func (b *dropfleetBuild) group(bg int, n *yaml.Node, path, suffix string, shift plane.Vec, ids map[string]int) error {
	o, err := b.d.object(n, path, "ship", "name", "count", "layer", "state", "at", "heading", "spacing")
	if err != nil {
		return err
	}
	p, name, err := profileRef(o, b.profiles)
	if err != nil {
		return err
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
	at, err := b.vec(o, "at", plane.Vec{})
	if err != nil {
		return err
	}
	heading, err := o.number("heading", 0, -360, 360)
	if err != nil {
		return err
	}
	spacing, err := o.number("spacing", 2, 0, 100)
	if err != nil {
		return err
	}
	start.Heading = dropfleet.Normalize(heading)
	first := len(b.g.Ships)
	b.g.AddGroup(bg, name+suffix, p, count, start) // a group of a class already in bg joins it
	right := plane.Direction(start.Heading + 90)
	for k := range count { // line abreast, to the right of the first
		b.g.Ships[first+k].Start.Pos = at.Add(shift).Add(right.Scale(spacing * float64(k)))
	}
	for si := first; si < len(b.g.Ships); si++ {
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
			st, err := policies.Deck.Lookup(text)
			if err != nil {
				return b.d.errorf(dn, o.field("deck"), "%v%s", err, from)
			}
			policies.Fleet(b.g, f, st)
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
		var sc policies.ScriptedDeck
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
		policies.Fleet(b.g, f, policies.DeckStyle(sc))
		return nil
	})
}

func (b *dropfleetBuild) script(top *object) error {
	steps, err := top.list("script", maxSteps)
	if err != nil {
		return err
	}
	for i, n := range steps {
		path := fmt.Sprintf("script[%d]", i)
		o, err := b.d.object(n, path, "activate", "reveal", "turns")
		if err != nil {
			return err
		}
		if len(o.order) != 1 {
			return b.d.errorf(o.node, path, "a step is one of activate, reveal, turns; this one has %d", len(o.order))
		}
		switch o.order[0] {
		case "activate":
			err = b.activate(o.values["activate"], path+".activate")
		case "reveal":
			err = b.reveal(o.values["reveal"], path+".reveal")
		case "turns":
			err = b.turns(o.values["turns"], path+".turns")
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

// moveSpec is a parsed move: a fixed movement or a movement policy.
type moveSpec struct {
	fixed *dropfleet.Movement
	mover dropfleet.MoveDecision
	node  *yaml.Node
}

var moveFields = []string{"turn", "distance", "then_turn", "then_distance", "turn_end", "policy", "target", "range"}

// move reads a move: {turn, distance, then_turn, then_distance, turn_end}
// or {policy: close-on|keep-at|max|min, target, range}.
func (b *dropfleetBuild) move(n *yaml.Node, path string) (moveSpec, error) {
	o, err := b.d.object(n, path, moveFields...)
	if err != nil {
		return moveSpec{}, err
	}
	spec := moveSpec{node: o.node}
	if !o.has("policy") {
		if o.has("target") || o.has("range") {
			return spec, b.d.errorf(o.node, path, "target and range go with a movement policy (policy: close-on or keep-at)")
		}
		var m dropfleet.Movement
		for _, f := range []struct {
			key    string
			to     *float64
			lo, hi float64
		}{{"turn", &m.Turn, -360, 360}, {"distance", &m.Distance, 0, 2 * maxInches}, {"then_turn", &m.ThenTurn, -360, 360},
			{"then_distance", &m.ThenDistance, 0, 2 * maxInches}, {"turn_end", &m.TurnEnd, -360, 360}} {
			if *f.to, err = o.number(f.key, 0, f.lo, f.hi); err != nil {
				return spec, err
			}
		}
		spec.fixed = &m
		spec.mover = policies.FixedMove{Movement: m}
		return spec, nil
	}
	name, pn, _, err := o.scalar("policy")
	if err != nil {
		return spec, err
	}
	target := -1
	if o.has("target") {
		if target, err = b.ship(o, "target"); err != nil {
			return spec, err
		}
	}
	for _, k := range []string{"turn", "distance", "then_turn", "then_distance", "turn_end"} {
		if o.has(k) {
			return spec, b.d.errorf(o.values[k], o.field(k), "a movement policy decides the turns and distances itself")
		}
	}
	switch name {
	case "close-on":
		spec.mover = policies.CloseOn{Target: target}
	case "keep-at":
		if err := o.require("range"); err != nil {
			return spec, err
		}
		r, err := o.number("range", 0, 0, 2*maxInches)
		if err != nil {
			return spec, err
		}
		spec.mover = policies.KeepAt{Range: r, Target: target}
	case "max", "min":
		spec.mover = policies.Straight{Max: name == "max"}
	default:
		names := policies.Moves.Names()
		return spec, b.d.errorf(pn, o.field("policy"), "unknown movement policy %q%s (expected one of %s)", name, suggest(name, names), strings.Join(names, ", "))
	}
	if o.has("range") && name != "keep-at" {
		return spec, b.d.errorf(o.values["range"], o.field("range"), "only keep-at takes a range")
	}
	return spec, nil
}

// shipOrPolicy reads a ship ID or the name of a targeting policy.
func (b *dropfleetBuild) shipOrPolicy(o *object, key string) (int, policies.Style[dropfleet.Player], error) {
	text, n, _, err := o.scalar(key)
	if err != nil {
		return -1, nil, err
	}
	if i := b.g.ShipIndex(text); i >= 0 {
		return i, nil, nil
	}
	if t, err := policies.Targets.Lookup(text); err == nil {
		return -1, t, nil
	}
	known := policies.Targets.Names()
	for i := range b.g.Ships {
		known = append(known, b.g.Ships[i].ID)
	}
	return -1, nil, b.d.errorf(n, o.field(key), "no ship or targeting policy %q%s (policies: nearest, nearest-silent, nearest-detected)", text, suggest(text, known))
}

// activationFields are the fields of an activation, in a script step
// (with battlegroup) or a battlegroup's plan.
var activationFields = []string{"order", "ships", "scan_target", "target", "move", "moves"}

func (b *dropfleetBuild) activate(n *yaml.Node, path string) error {
	o, err := b.d.object(n, path, append([]string{"battlegroup"}, activationFields...)...)
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
	return b.activation(o, path, bgs, func(a dropfleet.Activation) {
		b.g.Script = append(b.g.Script, dropfleet.Step{Kind: dropfleet.StepActivate, Activate: a})
	})
}

// activation reads the activation fields of o for each battlegroup of bgs
// and hands each checked activation to emit.
func (b *dropfleetBuild) activation(o *object, path string, bgs []int, emit func(dropfleet.Activation)) error {
	if err := o.require("order"); err != nil {
		return err
	}
	orderText, on, from, err := o.scalar("order")
	if err != nil {
		return err
	}
	special, oerr := dropfleet.ParseOrder(orderText)
	var chooser policies.Style[dropfleet.Player]
	if oerr != nil {
		if chooser, err = policies.Orders.Lookup(orderText); err != nil {
			return b.d.errorf(on, o.field("order"), "%q is neither an order (standard, weapons-free, station-keeping, course-change, max-thrust, silent-running, active-scan) nor an order policy (spike-aware, random-legal)%s", orderText, from)
		}
		special = dropfleet.OrderNone
	}
	scanTarget, target := -1, -1
	var scanTargeter, targeter policies.Style[dropfleet.Player]
	if o.has("scan_target") {
		if scanTarget, scanTargeter, err = b.shipOrPolicy(o, "scan_target"); err != nil {
			return err
		}
	} else if special == dropfleet.ActiveScan {
		return b.d.errorf(o.node, path, "missing required field scan_target: an Active Scan needs an enemy ship (or a targeting policy) to aim at")
	}
	if o.has("target") {
		if target, targeter, err = b.shipOrPolicy(o, "target"); err != nil {
			return err
		}
	}
	var moveAll moveSpec
	if o.has("move") {
		if moveAll, err = b.move(o.values["move"], o.field("move")); err != nil {
			return err
		}
	}
	perShip := map[string]moveSpec{}
	if o.has("moves") {
		mo, err := b.d.object(o.values["moves"], o.field("moves"))
		if err != nil {
			return err
		}
		for _, id := range mo.order { // keys are ship names, such as frig.2
			if perShip[id], err = b.move(mo.values[id], mo.field(id)); err != nil {
				return err
			}
		}
	}
	items, err := o.list("ships", maxGroupShips*dropfleet.MaxGroupsPerBattlegroup)
	if err != nil {
		return err
	}
	for _, bg := range bgs {
		suffix := suffixOf(b.g.Battlegroups[bg].Name)
		var takes []int
		if items != nil {
			takes = []int{}
			for j, it := range items {
				field := fmt.Sprintf("%s[%d]", o.field("ships"), j)
				id, itn, _, err := b.d.scalar(it, field)
				if err != nil {
					return err
				}
				if si := b.shipIn(bg, id, suffix); si >= 0 {
					takes = append(takes, si)
				} else if !b.shipInAny(bgs, id) {
					names := b.fileShipNames(bgs)
					return b.d.errorf(itn, field, "no ship %q in battlegroup %s%s (its ships: %s)", id, b.activated(bgs), suggest(id, names), strings.Join(names, ", "))
				}
			}
		}
		a, err := b.g.BuildActivation(bg, special, takes, scanTarget)
		if err != nil {
			return b.illegal(o, path, err)
		}
		// the activation's scripted choices, and each ship's (see policies.Script)
		f := b.g.Battlegroups[bg].Fleet
		a.Player = policies.Script(b.g, f, chooser, policies.ScanTargetStyle(scanTargeter), targeter, policies.MoveStyle(moveAll.mover))
		for k := range a.Ships {
			so := &a.Ships[k]
			so.Target, so.Player = target, a.Player
			spec := moveAll
			id := b.g.Ships[so.Ship].ID
			if ps, ok := perShip[fileShipName(id, suffix)]; ok {
				spec = ps // the name as written: this ship in every copy
			}
			if ps, ok := perShip[id]; ok {
				spec = ps // the full name (frig#2.1): this copy's ship only, first
			}
			if spec.node != moveAll.node {
				so.Player = policies.Script(b.g, f, targeter, policies.MoveStyle(spec.mover)) // a move of its own
			}
			if spec.fixed == nil {
				continue
			}
			if chooser != nil {
				return b.d.errorf(spec.node, path, "a fixed move needs a fixed order: with an order policy, give a movement policy (close-on, keep-at, max, min)")
			}
			order := dropfleet.Standard
			if so.TakesSpecial {
				order = special
			}
			sh := &b.g.Ships[so.Ship]
			thrust := sh.Profile.Thrust
			if sh.Start.Layer == dropfleet.Atmosphere {
				thrust = dropfleet.AtmosphereThrust
			}
			if err := dropfleet.CheckMovement(*spec.fixed, order, thrust); err != nil {
				return b.d.errorf(spec.node, path, "illegal move: ship %s %v", id, err)
			}
		}
		for id := range perShip {
			if !b.shipInAny(bgs, id) {
				names := b.fileShipNames(bgs)
				return b.d.errorf(o.values["moves"], o.field("moves"), "no ship %q in battlegroup %s%s (its ships: %s)", id, b.activated(bgs), suggest(id, names), strings.Join(names, ", "))
			}
		}
		if err := b.g.CheckActivation(&a); err != nil {
			return b.illegal(o, path, err)
		}
		emit(a)
	}
	return nil
}

// turns reads a turns step: {count: N, losses: [{ship, before_turn}]}.
func (b *dropfleetBuild) turns(n *yaml.Node, path string) error {
	o, err := b.d.object(n, path, "count", "losses")
	if err != nil {
		return err
	}
	if err := o.require("count"); err != nil {
		return err
	}
	st := dropfleet.Step{Kind: dropfleet.StepTurns}
	if st.Turns.Count, err = o.integer("count", 1, 1, dropfleet.MaxTurns); err != nil {
		return err
	}
	items, err := o.list("losses", len(b.g.Ships))
	if err != nil {
		return err
	}
	for j, it := range items {
		lo, err := b.d.object(it, fmt.Sprintf("%s[%d]", o.field("losses"), j), "ship", "before_turn")
		if err != nil {
			return err
		}
		if err := lo.require("ship", "before_turn"); err != nil {
			return err
		}
		var l dropfleet.Loss
		if l.Ship, err = b.ship(lo, "ship"); err != nil {
			return err
		}
		if l.BeforeTurn, err = lo.integer("before_turn", 1, 1, dropfleet.MaxTurns); err != nil {
			return err
		}
		st.Turns.Losses = append(st.Turns.Losses, l)
	}
	b.g.Script = append(b.g.Script, st)
	return nil
}

// illegal reports an activation the rules refuse.
func (b *dropfleetBuild) illegal(o *object, path string, err error) error {
	var ill *dropfleet.IllegalError
	if errors.As(err, &ill) {
		return b.d.errorf(o.node, path, "illegal order: %v", err)
	}
	return b.d.errorf(o.node, path, "%v", err)
}

// measureExtras reads the fields only some measures take: to and by (a
// ship), after (an activation number), order.
func (b *dropfleetBuild) measureExtras(o *object, p *dropfleet.Probe) error {
	var err error
	wants := map[string]bool{}
	switch p.What {
	case dropfleet.DistanceTo:
		wants["to"] = true
		if err := o.require("to"); err != nil {
			return err
		}
		if p.Other, err = b.ship(o, "to"); err != nil {
			return err
		}
	case dropfleet.TargetedFrom:
		wants["by"] = true
		if err := o.require("by"); err != nil {
			return err
		}
		if p.Other, err = b.ship(o, "by"); err != nil {
			return err
		}
	case dropfleet.DetectedAfter, dropfleet.UndetectedThrough:
		wants["after"] = true
		lo := 0
		if p.What == dropfleet.DetectedAfter {
			lo = 1
			if err := o.require("after"); err != nil {
				return err
			}
		}
		if p.After, err = o.integer("after", 0, lo, dropfleet.MaxWatchedActivations); err != nil {
			return err
		}
		if p.After > 0 {
			p.Doc = fmt.Sprintf("%s (activation %d)", p.Doc, p.After)
		}
	case dropfleet.Position, dropfleet.Before, dropfleet.Double, dropfleet.Last, dropfleet.TurnRolloffs:
		wants["turn"] = true
		lo := 1
		if p.What == dropfleet.Double {
			lo = 0
		}
		if p.Turn, err = o.integer("turn", 1, lo, dropfleet.MaxTurns); err != nil {
			return err
		}
		if p.What == dropfleet.Double && !o.has("turn") {
			p.Turn = 0
		}
		if p.What == dropfleet.Before {
			wants["than"] = true
			if err := o.require("than"); err != nil {
				return err
			}
			bgs, err := b.battlegroups(o, "than")
			if err != nil {
				return err
			}
			if len(bgs) != 1 {
				return b.d.errorf(o.values["than"], o.field("than"), "name one copy of a copied battlegroup")
			}
			p.Other = bgs[0]
		}
	case dropfleet.Took:
		wants["order"] = true
		if err := o.require("order"); err != nil {
			return err
		}
		if p.Order, err = enum(o, "order", dropfleet.OrderNone, dropfleet.ParseOrder); err != nil {
			return err
		}
	}
	for _, k := range []string{"to", "by", "after", "order", "turn", "than"} {
		if o.has(k) && !wants[k] {
			return b.d.errorf(o.values[k], o.field(k), "a %s measure takes no %s", p.What, k)
		}
	}
	return nil
}

// fileShipName returns the name a file gives ship ID id of a battlegroup
// copy with suffix ("#2"): "frig#2.1" is "frig.1", "scout#2" is "scout".
func fileShipName(id, suffix string) string {
	if suffix == "" {
		return id
	}
	return strings.Replace(id, suffix, "", 1)
}

// shipIn returns the ship of battlegroup bg (a copy with suffix) that the
// file calls id, by its name as written (frig.2) or its full name
// (frig#2.2), or -1.
func (b *dropfleetBuild) shipIn(bg int, id, suffix string) int {
	for _, gi := range b.g.Battlegroups[bg].Groups {
		for _, si := range b.g.Groups[gi].Ships {
			if sid := b.g.Ships[si].ID; sid == id || fileShipName(sid, suffix) == id {
				return si
			}
		}
	}
	return -1
}

// shipInAny reports whether id names a ship of some battlegroup of bgs (the
// copies an activation plays): a name as written names one in every copy,
// a full name (frig#2.1) one in its own copy.
func (b *dropfleetBuild) shipInAny(bgs []int, id string) bool {
	for _, bg := range bgs {
		if b.shipIn(bg, id, suffixOf(b.g.Battlegroups[bg].Name)) >= 0 {
			return true
		}
	}
	return false
}

// activated names the battlegroup of an activation of the copies bgs: the
// file's name for them all (bg), or the one copy's (bg#2).
func (b *dropfleetBuild) activated(bgs []int) string {
	name := b.g.Battlegroups[bgs[0]].Name
	if len(bgs) > 1 {
		name = strings.TrimSuffix(name, suffixOf(name))
	}
	return name
}

// fileShipNames lists the names a file may give the ships of the copies
// bgs of a battlegroup: each ship as written (frig.1), then, when there
// are copies, each copy's ship by its full name (frig#2.1).
func (b *dropfleetBuild) fileShipNames(bgs []int) []string {
	var written, full []string
	for k, bg := range bgs {
		suffix := suffixOf(b.g.Battlegroups[bg].Name)
		for _, gi := range b.g.Battlegroups[bg].Groups {
			for _, si := range b.g.Groups[gi].Ships {
				if id := b.g.Ships[si].ID; suffix != "" {
					full = append(full, id)
					if k == 0 {
						written = append(written, fileShipName(id, suffix))
					}
				} else {
					written = append(written, id)
				}
			}
		}
	}
	return append(written, full...)
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
	st, err := policies.First.Lookup(choice)
	if err != nil {
		return b.d.errorf(o.values["choice"], o.field("choice"), "%v", err)
	}
	rv.Player = policies.Script(b.g, -1, st)
	b.g.Script = append(b.g.Script, dropfleet.Step{Kind: dropfleet.StepReveal, Reveal: rv})
	return nil
}

func (b *dropfleetBuild) measures(top *object) error {
	return b.d.measures(top, []string{"name", "what", "of", "to", "by", "after", "order", "than", "turn", "doc"}, func(o *object, name string) error {
		what, err := enum(o, "what", dropfleet.QuantityNone, dropfleet.ParseQuantity)
		if err != nil {
			return err
		}
		p := dropfleet.Probe{Name: name, What: what, Doc: what.Doc()}
		if p.Doc, err = o.str("doc", p.Doc); err != nil {
			return err
		}
		if err := b.measureExtras(o, &p); err != nil {
			return err
		}
		switch what.Of() {
		case "battlegroup":
			if err := o.require("of"); err != nil {
				return err
			}
			bgs, err := b.battlegroups(o, "of")
			if err != nil {
				return err
			}
			if len(bgs) != 1 {
				return b.d.errorf(o.values["of"], o.field("of"), "name one copy of a copied battlegroup, like %s", b.g.Battlegroups[bgs[0]].Name)
			}
			p.Battlegroup = bgs[0]
		case "ship":
			if err := o.require("of"); err != nil {
				return err
			}
			if p.Ship, err = b.ship(o, "of"); err != nil {
				return err
			}
			if what == dropfleet.DetectedAfter || what == dropfleet.UndetectedThrough {
				b.g.Watch = append(b.g.Watch, p.Ship)
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
