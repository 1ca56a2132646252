package scenarios

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/sim/armada"
)

// Limits on the size of an Armada scenario.
const (
	maxUnits      = 64
	maxDicePerArc = 12
	maxRounds     = 50
)

// armadaBuild is the state of compiling one Armada scenario.
type armadaBuild struct {
	d        *decoder
	g        *armada.Game
	profiles map[string]armada.Profile
	nsteps   int // steps read so far, nested ones included
}

func (d *decoder) compileArmada(top *object) (*armada.Game, error) {
	b := &armadaBuild{d: d, g: &armada.Game{}, profiles: map[string]armada.Profile{}}
	if top.has("rules") {
		o, err := d.object(top.values["rules"], "rules", "evade")
		if err != nil {
			return nil, err
		}
		if b.g.Rules.Evade, err = enum(o, "evade", armada.Evade15, armada.ParseEvadeRule); err != nil {
			return nil, err
		}
	}
	for _, f := range []func(*object) error{b.ships, b.fleets, b.script, b.measures} {
		if err := f(top); err != nil {
			return nil, err
		}
	}
	return b.g, nil
}

var armadaProfileFields = []string{"size", "squadron", "bomber", "flotilla", "hull", "command", "engineering", "shields", "battery", "anti_squadron", "tokens", "points"}

func (b *armadaBuild) ships(top *object) error {
	names, _, nodes, err := top.entries("ships")
	if err != nil {
		return err
	}
	if len(names) > maxProfiles {
		return b.d.errorf(top.values["ships"], "ships", "lists %d profiles; the most is %d", len(names), maxProfiles)
	}
	for i, name := range names {
		o, err := b.d.object(nodes[i], "ships."+name, armadaProfileFields...)
		if err != nil {
			return err
		}
		if err := o.require("hull"); err != nil {
			return err
		}
		p := armada.Profile{Name: name}
		if p.Squadron, err = o.boolean("squadron", false); err != nil {
			return err
		}
		if p.Squadron {
			if o.has("size") || o.has("shields") {
				return b.d.errorf(o.node, o.path, "a squadron has no size class or shields")
			}
		} else {
			if err := o.require("size"); err != nil {
				return err
			}
			if p.Size, err = enum(o, "size", armada.SizeNone, armada.ParseSize); err != nil {
				return err
			}
		}
		if p.Bomber, err = o.boolean("bomber", false); err != nil {
			return err
		}
		if p.Flotilla, err = o.boolean("flotilla", false); err != nil {
			return err
		}
		if p.Hull, err = o.integer("hull", 0, 1, 40); err != nil {
			return err
		}
		if p.Command, err = o.integer("command", 1, 1, 4); err != nil {
			return err
		}
		if p.Engineering, err = o.integer("engineering", 0, 0, 12); err != nil {
			return err
		}
		if _, err = o.integer("points", 0, 0, 1000); err != nil {
			return err
		}
		if o.has("shields") {
			if err := b.zoneValues(o, "shields", func(z armada.Zone, v *yaml.Node, field string) error {
				text, n, from, err := b.d.scalar(v, field)
				if err != nil {
					return err
				}
				s, err := b.d.integer(text, n, field, from, 0, 9)
				p.Shields[z] = s
				return err
			}); err != nil {
				return err
			}
		}
		if o.has("battery") {
			if p.Squadron {
				if p.Battery[armada.Front], err = b.dice(o.values["battery"], o.field("battery")); err != nil {
					return err
				}
			} else if err := b.zoneValues(o, "battery", func(z armada.Zone, v *yaml.Node, field string) error {
				p.Battery[z], err = b.dice(v, field)
				return err
			}); err != nil {
				return err
			}
		}
		if o.has("anti_squadron") {
			if p.AntiSquadron, err = b.dice(o.values["anti_squadron"], o.field("anti_squadron")); err != nil {
				return err
			}
		}
		if p.Tokens, err = b.tokens(o, "tokens"); err != nil {
			return err
		}
		b.profiles[name] = p
	}
	return nil
}

// zoneValues reads a mapping of hull zones (front, left, right, rear).
func (b *armadaBuild) zoneValues(o *object, key string, each func(armada.Zone, *yaml.Node, string) error) error {
	m, err := b.d.object(o.values[key], o.field(key), "front", "left", "right", "rear")
	if err != nil {
		return err
	}
	for _, k := range m.order {
		z, _ := armada.ParseZone(k)
		if err := each(z, m.values[k], m.field(k)); err != nil {
			return err
		}
	}
	return nil
}

// dice reads {red: N, blue: N, black: N}.
func (b *armadaBuild) dice(n *yaml.Node, path string) (armada.Dice, error) {
	var d armada.Dice
	o, err := b.d.object(n, path, "red", "blue", "black")
	if err != nil {
		return d, err
	}
	for _, c := range armada.Colours {
		if d[c], err = o.integer(c.String(), 0, 0, maxDicePerArc); err != nil {
			return d, err
		}
	}
	return d, nil
}

// tokens reads a list of defense tokens, or a comma-separated word such as
// "brace,redirect" (so a single parameter can set them), or "none".
func (b *armadaBuild) tokens(o *object, key string) ([]armada.TokenType, error) {
	if !o.has(key) {
		return nil, nil
	}
	var words []string
	var at []*yaml.Node
	n, err := b.d.resolve(o.values[key], o.field(key))
	if err != nil {
		return nil, err
	}
	if n.Kind == yaml.SequenceNode {
		items, err := o.list(key, armada.MaxTokens)
		if err != nil {
			return nil, err
		}
		for j, it := range items {
			text, itn, _, err := b.d.scalar(it, fmt.Sprintf("%s[%d]", o.field(key), j))
			if err != nil {
				return nil, err
			}
			words, at = append(words, text), append(at, itn)
		}
	} else {
		text, tn, from, err := o.scalar(key)
		if err != nil {
			return nil, err
		}
		if text != "none" && text != "" {
			for _, w := range strings.Split(text, ",") {
				words, at = append(words, strings.TrimSpace(w)), append(at, tn)
			}
		}
		if len(words) > armada.MaxTokens {
			return nil, b.d.errorf(tn, o.field(key), "%d tokens; a unit has at most %d%s", len(words), armada.MaxTokens, from)
		}
	}
	var out []armada.TokenType
	for j, w := range words {
		t, err := armada.ParseTokenType(w)
		if err != nil {
			return nil, b.d.errorf(at[j], o.field(key), "%v (or none)", err)
		}
		out = append(out, t)
	}
	return out, nil
}

func (b *armadaBuild) fleets(top *object) error {
	names, keys, nodes, err := top.entries("fleets")
	if err != nil {
		return err
	}
	if len(names) > 2 {
		return b.d.errorf(keys[2], "fleets", "a game has 2 players; this file gives %d fleets", len(names))
	}
	for player, name := range names {
		path := "fleets." + name
		o, err := b.d.object(nodes[player], path, "attack", "defence", "units")
		if err != nil {
			return err
		}
		atkName, err := o.str("attack", "max-damage")
		if err != nil {
			return err
		}
		atk, err := policies.ArmadaAttacker(atkName)
		if err != nil {
			return b.d.errorf(o.values["attack"], o.field("attack"), "%v", err)
		}
		defName, err := o.str("defence", "minimise-damage")
		if err != nil {
			return err
		}
		def, err := policies.ArmadaDefender(defName)
		if err != nil {
			return b.d.errorf(o.values["defence"], o.field("defence"), "%v", err)
		}
		units, err := o.list("units", maxUnits)
		if err != nil {
			return err
		}
		for j, un := range units {
			upath := fmt.Sprintf("%s.units[%d]", path, j)
			uo, err := b.d.object(un, upath, "ship", "name", "speed")
			if err != nil {
				return err
			}
			p, id, err := profileRef(uo, b.profiles)
			if err != nil {
				return err
			}
			if b.g.UnitIndex(id) >= 0 {
				return b.d.errorf(uo.node, upath, "a second unit called %s: give it its own name:", id)
			}
			speed, err := uo.integer("speed", 2, 0, 4)
			if err != nil {
				return err
			}
			if len(b.g.Units) >= maxUnits {
				return b.d.errorf(uo.node, upath, "more than %d units", maxUnits)
			}
			b.g.Units = append(b.g.Units, armada.Unit{ID: id, Profile: p, Player: player, Speed: speed, Attack: atk, Defence: def})
		}
	}
	return nil
}

// unit resolves a unit ID at key.
func (b *armadaBuild) unit(o *object, key string) (int, error) {
	id, n, _, err := o.scalar(key)
	if err != nil {
		return -1, err
	}
	if i := b.g.UnitIndex(id); i >= 0 {
		return i, nil
	}
	ids := make([]string, len(b.g.Units))
	for i, u := range b.g.Units {
		ids[i] = u.ID
	}
	return -1, b.d.errorf(n, o.field(key), "no unit %q%s (units: %s)", id, suggest(id, ids), strings.Join(ids, ", "))
}

func (b *armadaBuild) script(top *object) error {
	steps, err := b.steps(top.values["script"], "script", 0)
	b.g.Script = steps
	return err
}

// steps reads a list of script steps; depth counts nested rounds.
func (b *armadaBuild) steps(n *yaml.Node, path string, depth int) ([]armada.Step, error) {
	if n == nil {
		return nil, nil
	}
	items, err := b.d.list(n, path, maxSteps)
	if err != nil {
		return nil, err
	}
	var out []armada.Step
	for i, it := range items {
		spath := fmt.Sprintf("%s[%d]", path, i)
		o, err := b.d.object(it, spath, "attack", "activate", "status", "rounds")
		if err != nil {
			return nil, err
		}
		if len(o.order) != 1 {
			return nil, b.d.errorf(o.node, spath, "a step is one of attack, activate, status, rounds; this one has %d", len(o.order))
		}
		if b.nsteps++; b.nsteps > maxSteps {
			return nil, b.d.errorf(o.node, spath, "the script has more than %d steps", maxSteps)
		}
		key := o.order[0]
		v, vpath := o.values[key], spath+"."+key
		var st armada.Step
		switch key {
		case "attack":
			a, err := b.attack(v, vpath, -1)
			if err != nil {
				return nil, err
			}
			st = armada.Step{Kind: armada.StepAttack, Attacks: []armada.Attack{a}}
		case "activate":
			st, err = b.activate(v, vpath)
		case "status":
			st = armada.Step{Kind: armada.StepStatus}
		case "rounds":
			st, err = b.rounds(v, vpath, depth)
		}
		if err != nil {
			return nil, err
		}
		out = append(out, st)
	}
	return out, nil
}

var attackFields = []string{"attacker", "from", "defender", "zone", "range", "obstructed", "concentrate_fire"}

// attack reads one attack; attacker is fixed (>= 0) inside an activation.
func (b *armadaBuild) attack(n *yaml.Node, path string, attacker int) (armada.Attack, error) {
	fields := attackFields
	if attacker >= 0 {
		fields = attackFields[1:]
	}
	var a armada.Attack
	o, err := b.d.object(n, path, fields...)
	if err != nil {
		return a, err
	}
	if err := o.require("defender", "range"); err != nil {
		return a, err
	}
	if attacker < 0 {
		if err := o.require("attacker"); err != nil {
			return a, err
		}
		if attacker, err = b.unit(o, "attacker"); err != nil {
			return a, err
		}
	}
	a.Attacker = attacker
	if a.Defender, err = b.unit(o, "defender"); err != nil {
		return a, err
	}
	if a.From, err = enum(o, "from", armada.Front, armada.ParseZone); err != nil {
		return a, err
	}
	if a.Zone, err = enum(o, "zone", armada.Front, armada.ParseZone); err != nil {
		return a, err
	}
	if a.Range, err = enum(o, "range", armada.RangeNone, armada.ParseRange); err != nil {
		return a, err
	}
	if a.Obstructed, err = o.boolean("obstructed", false); err != nil {
		return a, err
	}
	if a.Concentrate, err = enum(o, "concentrate_fire", armada.NoConcentrate, armada.ParseConcentrateFire); err != nil {
		return a, err
	}
	att, def := &b.g.Units[a.Attacker], &b.g.Units[a.Defender]
	switch {
	case att.Player == def.Player:
		return a, b.d.errorf(o.node, path, "illegal attack: %s may not attack %s, a friendly unit (rules notes §3: \"No attacking friendlies\")", att.ID, def.ID)
	case att.Profile.Squadron && a.Range != armada.Distance1:
		return a, b.d.errorf(o.values["range"], o.field("range"), "illegal attack: squadron %s attacks at distance-1 (rules notes §2: \"each squadron's attack range is distance 1\")", att.ID)
	case !att.Profile.Squadron && (a.Range == armada.Distance1 || a.Range == armada.Distance2):
		return a, b.d.errorf(o.values["range"], o.field("range"), "illegal attack: ship %s attacks at close, medium or long range", att.ID)
	}
	return a, nil
}

func (b *armadaBuild) activate(n *yaml.Node, path string) (armada.Step, error) {
	st := armada.Step{Kind: armada.StepAttack}
	o, err := b.d.object(n, path, "ship", "attacks")
	if err != nil {
		return st, err
	}
	if err := o.require("ship", "attacks"); err != nil {
		return st, err
	}
	ship, err := b.unit(o, "ship")
	if err != nil {
		return st, err
	}
	if b.g.Units[ship].Profile.Squadron {
		return st, b.d.errorf(o.values["ship"], o.field("ship"), "%s is a squadron: a ship activation needs a ship", b.g.Units[ship].ID)
	}
	items, err := o.list("attacks", armada.MaxAttacksPerActivation)
	if err != nil {
		return st, b.d.errorf(o.values["attacks"], o.field("attacks"), "illegal activation: a ship makes up to %d attacks per activation (rules notes §3)", armada.MaxAttacksPerActivation)
	}
	for j, it := range items {
		a, err := b.attack(it, fmt.Sprintf("%s[%d]", o.field("attacks"), j), ship)
		if err != nil {
			return st, err
		}
		if slices.ContainsFunc(st.Attacks, func(x armada.Attack) bool { return x.From == a.From }) {
			return st, b.d.errorf(it, fmt.Sprintf("%s[%d].from", o.field("attacks"), j),
				"illegal activation: two attacks from the %s hull zone; each attack comes from a different hull zone (rules notes §3)", a.From)
		}
		st.Attacks = append(st.Attacks, a)
	}
	return st, nil
}

func (b *armadaBuild) rounds(n *yaml.Node, path string, depth int) (armada.Step, error) {
	st := armada.Step{Kind: armada.StepRounds}
	if depth > 0 {
		return st, b.d.errorf(n, path, "rounds cannot be nested")
	}
	o, err := b.d.object(n, path, "count", "until_destroyed", "steps")
	if err != nil {
		return st, err
	}
	if err := o.require("count", "steps"); err != nil {
		return st, err
	}
	if st.Rounds, err = o.integer("count", 0, 1, maxRounds); err != nil {
		return st, err
	}
	items, err := o.list("until_destroyed", maxUnits)
	if err != nil {
		return st, err
	}
	for j, it := range items {
		id, itn, _, err := b.d.scalar(it, fmt.Sprintf("%s[%d]", o.field("until_destroyed"), j))
		if err != nil {
			return st, err
		}
		u := b.g.UnitIndex(id)
		if u < 0 {
			return st, b.d.errorf(itn, o.field("until_destroyed"), "no unit %q", id)
		}
		st.Until = append(st.Until, u)
	}
	st.Body, err = b.steps(o.values["steps"], o.field("steps"), depth+1)
	return st, err
}

func (b *armadaBuild) measures(top *object) error {
	return b.d.measures(top, []string{"name", "what", "of", "card", "doc"}, func(o *object, name string) error {
		what, err := enum(o, "what", armada.QuantityNone, armada.ParseQuantity)
		if err != nil {
			return err
		}
		p := armada.Probe{Name: name, What: what, Doc: what.Doc()}
		if what == armada.FaceupCard {
			if err := o.require("card"); err != nil {
				return err
			}
			if p.Card, err = enum(o, "card", armada.CardNone, armada.ParseCard); err != nil {
				return err
			}
			p.Doc = "the unit holds " + p.Card.String() + " faceup at the end"
		} else if o.has("card") {
			return b.d.errorf(o.values["card"], o.field("card"), "only a faceup-card measure names a card")
		}
		if p.Doc, err = o.str("doc", p.Doc); err != nil {
			return err
		}
		if what.OfUnit() {
			if err := o.require("of"); err != nil {
				return err
			}
			if p.Unit, err = b.unit(o, "of"); err != nil {
				return err
			}
		} else if o.has("of") {
			return b.d.errorf(o.values["of"], o.field("of"), "%s is measured of the whole trial, not of a unit", what)
		}
		b.g.Probes = append(b.g.Probes, p)
		return nil
	})
}
