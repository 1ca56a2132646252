package scenarios

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Limits on the size of an Armada scenario. The number of units is bounded
// only to keep a file's cost in reason: the rules core sizes its sets of
// units when the scenario is compiled.
const (
	maxUnits      = 1000
	maxDicePerArc = 12
	// maxDicePerAttack is the most dice an armament may gather in all: the
	// attack pool's room less the die a Concentrate Fire dial adds.
	maxDicePerAttack = armada.MaxDice - 1
	maxRounds        = 50
)

// armadaBuild is the state of compiling one Armada scenario.
type armadaBuild struct {
	d        *decoder
	g        *armada.Model
	profiles map[string]armada.Profile
	nsteps   int // steps read so far, nested ones included
}

func (d *decoder) compileArmada(top *object) (*armada.Model, error) {
	b := &armadaBuild{d: d, g: &armada.Model{Tool: armada.DefaultTool(), Ruler: armada.DefaultRuler()}, profiles: map[string]armada.Profile{}}
	if top.has("rules") {
		o, err := d.object(top.values["rules"], "rules", "evade", "squadron_sight", "squadrons_obstruct", "squadron_radius",
			"tool_segment", "tool_width", "range_close", "range_medium", "range_long", "play_area")
		if err != nil {
			return nil, err
		}
		if b.g.Rules.Evade, err = enum(o, "evade", armada.Evade15, armada.ParseEvadeRule); err != nil {
			return nil, err
		}
		if b.g.Rules.SquadronSight, err = enum(o, "squadron_sight", armada.SightClosestPoint, armada.ParseSquadronSight); err != nil {
			return nil, err
		}
		if b.g.Rules.Obstruction, err = enum(o, "squadrons_obstruct", armada.ObstructSeed, armada.ParseObstruction); err != nil {
			return nil, err
		}
		if b.g.SquadronRadius, err = o.number("squadron_radius", armada.DefaultSquadronRadius, 5, 50); err != nil {
			return nil, err
		}
		if o.has("play_area") {
			size, err := o.pair("play_area", [2]float64{}, "millimetres", 5000)
			if err != nil {
				return nil, err
			}
			if size[0] < 300 || size[1] < 300 {
				std := armada.ThreeBySix()
				return nil, d.errorf(o.values["play_area"], o.field("play_area"), "a play area is at least 300 × 300 mm (3' × 6' is [%g, %g])", std.X, std.Y)
			}
			b.g.PlayArea = plane.Vec{X: size[0], Y: size[1]}
		}
		t := &b.g.Tool
		if t.Segment, err = o.number("tool_segment", t.Segment, 40, 100); err != nil {
			return nil, err
		}
		if t.Width, err = o.number("tool_width", t.Width, 5, 30); err != nil {
			return nil, err
		}
		ru := &b.g.Ruler
		for _, band := range []struct {
			key string
			at  *float64
		}{{"range_close", &ru.Close}, {"range_medium", &ru.Medium}, {"range_long", &ru.Long}} {
			if *band.at, err = o.number(band.key, *band.at, 50, 500); err != nil {
				return nil, err
			}
		}
		if !(ru.Close < ru.Medium && ru.Medium < ru.Long) {
			return nil, d.errorf(o.node, "rules", "the range bands must end in order: close %g < medium %g < long %g mm", ru.Close, ru.Medium, ru.Long)
		}
	}
	for _, f := range []func(*object) error{b.ships, b.fleets, b.obstacles, b.script, b.measures} {
		if err := f(top); err != nil {
			return nil, err
		}
	}
	return b.g, nil
}

var armadaProfileFields = []string{"size", "squadron", "bomber", "flotilla", "hull", "command", "engineering", "squadron_value", "speed",
	"shields", "battery", "anti_squadron", "tokens", "points", "speed_chart", "arcs"}

func (b *armadaBuild) ships(top *object) error {
	names, nodes, err := top.profileEntries()
	if err != nil {
		return err
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
			if o.has("size") || o.has("shields") || o.has("squadron_value") {
				return b.d.errorf(o.node, o.path, "a squadron has no size class, shields or squadron value")
			}
			if p.SquadronSpeed, err = o.integer("speed", 3, 0, 5); err != nil {
				return err
			}
		} else {
			if o.has("speed") {
				return b.d.errorf(o.values["speed"], o.field("speed"), "a ship's speeds are its speed_chart, and each unit's speed: its dial at the start")
			}
			if p.SquadronValue, err = o.integer("squadron_value", 0, 0, 6); err != nil {
				return err
			}
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
		if err := b.speedChart(o, &p); err != nil {
			return err
		}
		if o.has("arcs") {
			if p.Squadron {
				return b.d.errorf(o.values["arcs"], o.field("arcs"), "a squadron has no arc lines (its arc is 360°)")
			}
			ao, err := b.d.object(o.values["arcs"], o.field("arcs"), "front", "rear")
			if err != nil {
				return err
			}
			def := armada.DefaultArcLines(p.Size)
			if p.Arcs.Front, err = ao.number("front", def.Front, 10, 80); err != nil {
				return err
			}
			if p.Arcs.Rear, err = ao.number("rear", def.Rear, 10, 80); err != nil {
				return err
			}
		}
		b.profiles[name] = p
	}
	return nil
}

// speedChart reads a ship's speed_chart: a list per speed of the yaw
// clicks each joint allows, such as [[2], [1, 2], [0, 1, 2]] for speeds 1
// to 3 (rules notes §6). Without one, a ship may execute maneuvers at speed
// 0 to 4 with no yaw.
func (b *armadaBuild) speedChart(o *object, p *armada.Profile) error {
	p.Speeds.Max = armada.MaxSpeed
	if !o.has("speed_chart") {
		return nil
	}
	cols, err := o.list("speed_chart", armada.MaxSpeed)
	if err != nil {
		return err
	}
	p.Speeds.Max = len(cols)
	for s, col := range cols {
		field := fmt.Sprintf("%s[%d]", o.field("speed_chart"), s)
		joints, err := b.d.list(col, field, armada.MaxSpeed)
		if err != nil {
			return err
		}
		if len(joints) != s+1 {
			return b.d.errorf(col, field, "speed %d has %d joints, so %d yaw values; got %d", s+1, s+1, s+1, len(joints))
		}
		for j, jn := range joints {
			jf := fmt.Sprintf("%s[%d]", field, j)
			text, n, from, err := b.d.scalar(jn, jf)
			if err != nil {
				return err
			}
			v, err := b.d.integer(text, n, jf, from, 0, 2)
			if err != nil {
				return err
			}
			p.Speeds.Chart[s][j] = int8(v)
		}
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
	total := 0
	for _, c := range armada.Colours {
		if d[c], err = o.integer(c.String(), 0, 0, maxDicePerArc); err != nil {
			return d, err
		}
		total += d[c]
	}
	if total > maxDicePerAttack {
		return d, b.d.errorf(n, path, "at most %d dice in all (the attack pool holds %d, one kept for a Concentrate Fire die), got %d", maxDicePerAttack, armada.MaxDice, total)
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
			return nil, b.d.errorf(at[j], o.field(key), "%v (or none)", nearName(err))
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
		o, err := b.d.object(nodes[player], path, "attack", "defence", "squadrons", "units")
		if err != nil {
			return err
		}
		atkName, err := o.str("attack", "max-damage")
		if err != nil {
			return err
		}
		atk, err := policies.ArmadaAttack.Lookup(atkName)
		if err != nil {
			return b.d.errorf(o.values["attack"], o.field("attack"), "%v", err)
		}
		defName, err := o.str("defence", "minimise-damage")
		if err != nil {
			return err
		}
		def, err := policies.ArmadaDefence.Lookup(defName)
		if err != nil {
			return b.d.errorf(o.values["defence"], o.field("defence"), "%v", err)
		}
		sqName, err := o.str("squadrons", "hunt")
		if err != nil {
			return err
		}
		sq, err := policies.ArmadaSquadrons.Lookup(sqName)
		if err != nil {
			return b.d.errorf(o.values["squadrons"], o.field("squadrons"), "%v", err)
		}
		policies.With(&b.g.Players[player], policies.Compose(atk, def, sq))
		units, err := o.list("units", maxUnits)
		if err != nil {
			return err
		}
		for j, un := range units {
			upath := fmt.Sprintf("%s.units[%d]", path, j)
			uo, err := b.d.object(un, upath, "ship", "name", "speed", "at", "shift", "heading", "jitter", "copies", "offset", "commands")
			if err != nil {
				return err
			}
			p, id, err := profileRef(uo, b.profiles)
			if err != nil {
				return err
			}
			speed, err := uo.integer("speed", 2, 0, 4)
			if err != nil {
				return err
			}
			copies, err := uo.integer("copies", 1, 0, maxUnits)
			if err != nil {
				return err
			}
			offset, err := uo.pair("offset", [2]float64{}, "millimetres", 2000)
			if err != nil {
				return err
			}
			if uo.has("offset") && !uo.has("at") {
				return b.d.errorf(uo.values["offset"], uo.field("offset"), "offset needs at: a unit placed on the table")
			}
			unit := armada.Unit{ID: id, Profile: p, Player: player, Speed: speed}
			if err := b.placement(uo, &unit); err != nil {
				return err
			}
			if unit.Commands, err = b.commands(uo, &unit); err != nil {
				return err
			}
			for c := range copies {
				u := unit
				if copies > 1 {
					u.ID = fmt.Sprintf("%s#%d", id, c+1)
				}
				u.Start.At = u.Start.At.Add(plane.Vec{X: offset[0], Y: offset[1]}.Scale(float64(c)))
				if b.g.UnitIndex(u.ID) >= 0 {
					return b.d.errorf(uo.node, upath, "a second unit called %s: give it its own name:", u.ID)
				}
				if len(b.g.Units) >= maxUnits {
					return b.d.errorf(uo.node, upath, "more than %d units", maxUnits)
				}
				b.g.Units = append(b.g.Units, u)
			}
		}
	}
	return nil
}

// placement reads where a unit stands: at [x, y] in millimetres on the
// play area plus shift [x, y] (which lets a parameter move a unit placed
// with constants), heading in degrees, and jitter {mm, deg}, the most each
// trial moves it at random.
func (b *armadaBuild) placement(o *object, u *armada.Unit) error {
	if !o.has("at") {
		for _, k := range []string{"heading", "jitter", "shift"} {
			if o.has(k) {
				return b.d.errorf(o.values[k], o.field(k), "%s needs at: a unit placed on the table", k)
			}
		}
		return nil
	}
	xy, err := o.pair("at", [2]float64{}, "millimetres", 2000)
	if err != nil {
		return err
	}
	shift, err := o.pair("shift", [2]float64{}, "millimetres", 2000)
	if err != nil {
		return err
	}
	u.Placed, u.Start.At = true, plane.Vec{X: xy[0] + shift[0], Y: xy[1] + shift[1]}
	if u.Start.Heading, err = o.number("heading", 0, -360, 360); err != nil {
		return err
	}
	if !b.g.OnPlayArea(u.Profile.Size, u.Start) {
		return b.d.errorf(o.values["at"], o.field("at"), "%s at [%g, %g] is not wholly on the play area, [0, 0] to [%g, %g]",
			u.ID, u.Start.At.X, u.Start.At.Y, b.g.PlayArea.X, b.g.PlayArea.Y)
	}
	if o.has("jitter") {
		jo, err := b.d.object(o.values["jitter"], o.field("jitter"), "mm", "deg")
		if err != nil {
			return err
		}
		if u.JitterMM, err = jo.number("mm", 0, 0, 100); err != nil {
			return err
		}
		if u.JitterDeg, err = jo.number("deg", 0, 0, 45); err != nil {
			return err
		}
	}
	return nil
}

// obstacles reads the obstacle tokens: a list of {name, kind, points:
// [[x, y], ...]}, each a convex polygon in millimetres; kind is asteroid,
// debris, station or none (the default: it only obstructs).
func (b *armadaBuild) obstacles(top *object) error {
	items, err := top.list("obstacles", 20)
	if err != nil {
		return err
	}
	for i, it := range items {
		path := fmt.Sprintf("obstacles[%d]", i)
		o, err := b.d.object(it, path, "name", "kind", "points")
		if err != nil {
			return err
		}
		if err := o.require("points"); err != nil {
			return err
		}
		pts, err := o.list("points", 12)
		if err != nil {
			return err
		}
		var vs []plane.Vec
		for j, pn := range pts {
			xy, err := b.d.pair(pn, fmt.Sprintf("%s[%d]", o.field("points"), j), "millimetres", 2000)
			if err != nil {
				return err
			}
			vs = append(vs, plane.Vec{X: xy[0], Y: xy[1]})
		}
		poly, ok := plane.NewPolygon(vs...)
		if !ok || !poly.Convex() {
			return b.d.errorf(o.values["points"], o.field("points"), "an obstacle is a convex polygon of 3 to 12 points, in order")
		}
		kind, err := enum(o, "kind", armada.ObstacleNone, armada.ParseObstacleKind)
		if err != nil {
			return err
		}
		b.g.Obstacles = append(b.g.Obstacles, armada.Obstacle{Polygon: poly, Kind: kind})
	}
	return nil
}

// commands reads the dials a ship sets each Command Phase, in a cycle
// (commands: [repair, concentrate-fire]), or commands: heuristic for the
// simple command policy.
func (b *armadaBuild) commands(o *object, u *armada.Unit) ([]armada.Command, error) {
	if n, err := b.d.resolve(o.values["commands"], o.field("commands")); err == nil && n != nil && n.Kind == yaml.ScalarNode {
		text, tn, from, err := o.scalar("commands")
		if err != nil {
			return nil, err
		}
		if u.Profile.Squadron && text != "none" {
			return nil, b.d.errorf(tn, o.field("commands"), "squadrons have no command dials")
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
		return nil, b.d.errorf(tn, o.field("commands"), "expected a dial (navigate, squadron, repair, concentrate-fire), a list of them in a cycle, heuristic or none; got %q%s", text, from)
	}
	items, err := o.list("commands", 12)
	if err != nil || len(items) == 0 {
		return nil, err
	}
	if u.Profile.Squadron {
		return nil, b.d.errorf(o.values["commands"], o.field("commands"), "squadrons have no command dials")
	}
	var out []armada.Command
	for j, it := range items {
		f := fmt.Sprintf("%s[%d]", o.field("commands"), j)
		text, n, from, err := b.d.scalar(it, f)
		if err != nil {
			return nil, err
		}
		if text == "none" {
			continue // lets a parameter switch commands off
		}
		c, err := armada.ParseCommand(text)
		if err != nil || c == armada.CommandNone {
			return nil, b.d.errorf(n, f, "unknown command %q%s (expected navigate, squadron, repair, concentrate-fire, or none)", text, from)
		}
		out = append(out, c)
	}
	return out, nil
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
		o, err := b.d.object(it, spath, "attack", "activate", "status", "rounds", "maneuver", "squadron_phase")
		if err != nil {
			return nil, err
		}
		if len(o.order) != 1 {
			return nil, b.d.errorf(o.node, spath, "a step is one of attack, activate, status, rounds, maneuver, squadron_phase; this one has %d", len(o.order))
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
			sts, err := b.activate(v, vpath)
			if err != nil {
				return nil, err
			}
			out = append(out, sts...)
			continue
		case "status":
			st = armada.Step{Kind: armada.StepStatus}
		case "squadron_phase":
			st = armada.Step{Kind: armada.StepSquadrons}
		case "rounds":
			st, err = b.rounds(v, vpath, depth)
		case "maneuver":
			st, err = b.maneuver(v, vpath, -1)
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
	name, _, _, _ := o.scalar("defender")
	if t, terr := armada.ParseTarget(name); terr == nil {
		a.Target, a.Defender = t, attacker
	} else if a.Defender, err = b.unit(o, "defender"); err != nil {
		return a, err
	}
	if from, _, _, _ := o.scalar("from"); o.has("from") && from == "best" {
		a.BestZone = true
	} else if a.From, err = enum(o, "from", armada.Front, armada.ParseZone); err != nil {
		return a, err
	}
	if zone, _, _, _ := o.scalar("zone"); o.has("zone") && zone == "nearest" {
		a.NearestZone = true
	} else if a.Zone, err = enum(o, "zone", armada.Front, armada.ParseZone); err != nil {
		return a, err
	}
	if rng, _, _, _ := o.scalar("range"); rng == "auto" {
		a.Measured = true
	} else if a.Range, err = enum(o, "range", armada.RangeNone, armada.ParseRange); err != nil {
		return a, err
	}
	if a.BestZone && !a.Measured {
		return a, b.d.errorf(o.values["from"], o.field("from"), "from: best needs range: auto (the zones are measured on the table)")
	}
	if a.NearestZone && !a.Measured {
		return a, b.d.errorf(o.values["zone"], o.field("zone"), "zone: nearest needs range: auto (the zones are measured on the table)")
	}
	if a.Obstructed, err = o.boolean("obstructed", false); err != nil {
		return a, err
	}
	if a.Concentrate, err = enum(o, "concentrate_fire", armada.NoConcentrate, armada.ParseConcentrateFire); err != nil {
		return a, err
	}
	att, def := &b.g.Units[a.Attacker], &b.g.Units[a.Defender]
	if a.BestZone && att.Profile.Squadron {
		return a, b.d.errorf(o.values["from"], o.field("from"), "%s is a squadron: from: best chooses among a ship's hull zones", att.ID)
	}
	if a.Target != armada.TargetNamed {
		if !a.Measured || !att.Placed {
			return a, b.d.errorf(o.values["defender"], o.field("defender"), "defender: %s is chosen on the table: it needs range: auto and %s placed with at:", o.values["defender"].Value, att.ID)
		}
		return a, nil
	}
	if a.Measured && (!att.Placed || !def.Placed) {
		return a, b.d.errorf(o.values["range"], o.field("range"), "range: auto measures on the table: %s and %s must both be placed with at:", att.ID, def.ID)
	}
	switch {
	case att.Player == def.Player:
		return a, b.d.errorf(o.node, path, "illegal attack: %s may not attack %s, a friendly unit (rules notes §3: \"No attacking friendlies\")", att.ID, def.ID)
	case att.Profile.Squadron && !a.Measured && a.Range != armada.Distance1:
		return a, b.d.errorf(o.values["range"], o.field("range"), "illegal attack: squadron %s attacks at distance-1 (rules notes §2: \"each squadron's attack range is distance 1\")", att.ID)
	case !att.Profile.Squadron && (a.Range == armada.Distance1 || a.Range == armada.Distance2):
		return a, b.d.errorf(o.values["range"], o.field("range"), "illegal attack: ship %s attacks at close, medium or long range", att.ID)
	}
	return a, nil
}

// activate reads a ship's activation: its attacks, then its maneuver when
// it gives one (a second step).
func (b *armadaBuild) activate(n *yaml.Node, path string) ([]armada.Step, error) {
	st, o, err := b.activation(n, path)
	if err != nil {
		return nil, err
	}
	steps := []armada.Step{st}
	if o.has("maneuver") {
		m, err := b.maneuver(o.values["maneuver"], o.field("maneuver"), st.Unit)
		if err != nil {
			return nil, err
		}
		steps = append(steps, m)
	}
	return steps, nil
}

func (b *armadaBuild) activation(n *yaml.Node, path string) (armada.Step, *object, error) {
	st := armada.Step{Kind: armada.StepAttack, Activation: true}
	o, err := b.d.object(n, path, "ship", "attacks", "maneuver")
	if err != nil {
		return st, nil, err
	}
	if err := o.require("ship"); err != nil {
		return st, nil, err
	}
	ship, err := b.unit(o, "ship")
	if err != nil {
		return st, nil, err
	}
	if b.g.Units[ship].Profile.Squadron {
		return st, nil, b.d.errorf(o.values["ship"], o.field("ship"), "%s is a squadron: a ship activation needs a ship", b.g.Units[ship].ID)
	}
	st.Unit = ship
	most := armada.MaxAttacks(b.g.Units[ship].Profile.Size)
	items, err := o.list("attacks", most)
	if err != nil {
		return st, nil, b.d.errorf(o.values["attacks"], o.field("attacks"), "illegal activation: a %s ship makes up to %d attacks per activation (rules notes §3)", b.g.Units[ship].Profile.Size, most)
	}
	for j, it := range items {
		a, err := b.attack(it, fmt.Sprintf("%s[%d]", o.field("attacks"), j), ship)
		if err != nil {
			return st, nil, err
		}
		if !a.BestZone && slices.ContainsFunc(st.Attacks, func(x armada.Attack) bool { return !x.BestZone && x.From == a.From }) {
			return st, nil, b.d.errorf(it, fmt.Sprintf("%s[%d].from", o.field("attacks"), j),
				"illegal activation: two attacks from the %s hull zone; each attack comes from a different hull zone (rules notes §3)", a.From)
		}
		if u := &b.g.Units[ship]; a.Concentrate != armada.NoConcentrate && (len(u.Commands) > 0 || u.CommandHeuristic) {
			return st, nil, b.d.errorf(it, fmt.Sprintf("%s[%d].concentrate_fire", o.field("attacks"), j),
				"%s sets command dials (commands:), so its dials and tokens decide Concentrate Fire: remove concentrate_fire here", b.g.Units[ship].ID)
		}
		st.Attacks = append(st.Attacks, a)
	}
	return st, o, nil
}

// maneuver reads a maneuver step: {ship, speed, yaw: [clicks per joint] or
// turn: clicks at the last joint, side: starboard|port}, checked against
// the ship's speed chart.
var maneuverFields = []string{"ship", "speed", "yaw", "turn", "side", "navigate"}

// maneuver reads a maneuver; ship is fixed (>= 0) inside an activation.
func (b *armadaBuild) maneuver(n *yaml.Node, path string, ship int) (armada.Step, error) {
	st := armada.Step{Kind: armada.StepManeuver, Speed: -1, Unit: ship}
	fields := maneuverFields
	if ship >= 0 {
		fields = maneuverFields[1:]
	}
	o, err := b.d.object(n, path, fields...)
	if err != nil {
		return st, err
	}
	if ship < 0 {
		if err := o.require("ship"); err != nil {
			return st, err
		}
		if st.Unit, err = b.unit(o, "ship"); err != nil {
			return st, err
		}
	}
	u := &b.g.Units[st.Unit]
	if u.Profile.Squadron {
		return st, b.d.errorf(o.node, path, "%s is a squadron: squadrons move in their activations, not with the maneuver tool", u.ID)
	}
	if !u.Placed {
		return st, b.d.errorf(o.node, path, "%s is not placed on the table: give it at: [x, y]", u.ID)
	}
	if st.Speed, err = o.integer("speed", -1, 0, armada.MaxSpeed); err != nil {
		return st, err
	}
	speed := st.Speed
	if speed < 0 {
		speed = u.Speed
	}
	chart := u.Profile.Speeds // checked as the Navigate request would leave it
	if o.has("navigate") {
		no, err := b.d.object(o.values["navigate"], o.field("navigate"), "speed", "extra_click")
		if err != nil {
			return st, err
		}
		if st.Navigate.Speed, err = no.integer("speed", 0, -2, 2); err != nil {
			return st, err
		}
		if st.Navigate.ExtraJoint, err = no.integer("extra_click", 0, 1, armada.MaxSpeed); err != nil {
			return st, err
		}
		speed = min(max(speed+st.Navigate.Speed, 0), chart.Max)
		if j := st.Navigate.ExtraJoint; j > 0 && speed > 0 {
			if j > speed {
				return st, b.d.errorf(no.values["extra_click"], no.field("extra_click"), "speed %d has joints 1 to %d", speed, speed)
			}
			chart.Chart[speed-1][j-1] = min(chart.Chart[speed-1][j-1]+1, 2)
		}
	}
	yaws, err := o.list("yaw", armada.MaxSpeed)
	if err != nil {
		return st, err
	}
	for j, yn := range yaws {
		f := fmt.Sprintf("%s[%d]", o.field("yaw"), j)
		text, tn, from, err := b.d.scalar(yn, f)
		if err != nil {
			return st, err
		}
		v, err := b.d.integer(text, tn, f, from, -2, 2)
		if err != nil {
			return st, err
		}
		st.Course.Yaw[j] = int8(v)
	}
	if o.has("turn") {
		if o.has("yaw") {
			return st, b.d.errorf(o.values["turn"], o.field("turn"), "give yaw (clicks per joint) or turn (clicks at the last joint), not both")
		}
		turn, err := o.integer("turn", 0, -2, 2)
		if err != nil {
			return st, err
		}
		if speed > 0 {
			st.Course.Yaw[min(speed, armada.MaxSpeed)-1] = int8(turn)
		} else if turn != 0 {
			return st, b.d.errorf(o.values["turn"], o.field("turn"), "a ship at speed 0 has no joint to turn at")
		}
	}
	side, err := o.str("side", "starboard")
	if err != nil {
		return st, err
	}
	switch side {
	case "starboard":
		st.Course.Side = 1
	case "port":
		st.Course.Side = -1
	default:
		return st, b.d.errorf(o.values["side"], o.field("side"), "expected starboard or port, got %q", side)
	}
	if !chart.Allows(speed, st.Course.Yaw) {
		return st, b.d.errorf(o.node, path, "illegal maneuver: %s at speed %d with yaw %v; its speed chart allows speeds 0 to %d and at speed %d, joint by joint, %v clicks either way (rules notes §6)",
			u.ID, speed, st.Course.Yaw[:max(1, len(yaws))], chart.Max, speed, chartColumn(&chart, speed))
	}
	if o.has("turn") && speed > 0 { // at run time, at the last joint of the speed it ends up at
		st.TurnLast = true
		clicks := st.Course.Yaw[speed-1]
		st.Course.Yaw[speed-1] = 0
		st.Course.Yaw[0] = clicks
	}
	return st, nil
}

// chartColumn returns the yaw limits at speed, joint by joint.
func chartColumn(c *armada.SpeedChart, speed int) []int8 {
	if speed < 1 || speed > c.Max {
		return nil
	}
	return c.Chart[speed-1][:speed]
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
