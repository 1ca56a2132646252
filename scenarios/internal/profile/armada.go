package profile

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
)

// Limits on an Armada armament.
const (
	maxDicePerArc = 12
	// maxDicePerAttack is the most dice an armament may gather in all: the
	// attack pool's room less the die a Concentrate Fire dial adds.
	maxDicePerAttack = armada.MaxDice - 1
)

// armadaProfileFields are the fields of an Armada profile.
var armadaProfileFields = []string{"size", "squadron", "bomber", "flotilla", "hull", "command", "engineering", "squadron_value", "speed",
	"shields", "battery", "anti_squadron", "tokens", "points", "speed_chart", "arcs", "upgrade_bar", "keywords"}

// Armada decodes the Armada profile called name, a ship's or a squadron's,
// from n (its path, such as ships.victory, names it in messages): hull, the
// size class, shields and squadron value of a ship or the speed of a
// squadron, command, engineering, batteries, anti-squadron armament, defense
// tokens, speed chart and arc lines.
func Armada(d *yamldoc.Decoder, n *yaml.Node, path, name string) (armada.Profile, error) {
	p := armada.Profile{Name: name}
	o, err := d.Object(n, path, armadaProfileFields...)
	if err != nil {
		return p, err
	}
	if err := o.Require("hull"); err != nil {
		return p, err
	}
	if p.Squadron, err = o.Boolean("squadron", false); err != nil {
		return p, err
	}
	if p.Squadron {
		if o.Has("size") || o.Has("shields") || o.Has("squadron_value") {
			return p, d.Errorf(o.Node(), o.Path(), "a squadron has no size class, shields or squadron value")
		}
		if p.SquadronSpeed, err = o.Integer("speed", 3, 0, 5); err != nil {
			return p, err
		}
	} else {
		if o.Has("speed") {
			return p, d.Errorf(o.Value("speed"), o.Field("speed"), "a ship's speeds are its speed_chart, and each unit's speed: its dial at the start")
		}
		if p.SquadronValue, err = o.Integer("squadron_value", 0, 0, 6); err != nil {
			return p, err
		}
		if err := o.Require("size"); err != nil {
			return p, err
		}
		if p.Size, err = yamldoc.Enum(o, "size", armada.SizeNone, armada.ParseSize); err != nil {
			return p, err
		}
	}
	if p.Bomber, err = o.Boolean("bomber", false); err != nil {
		return p, err
	}
	if p.Bomber {
		p.Keywords.Add(armada.KeywordBomber, 0)
	}
	if err := keywords(d, o, &p); err != nil {
		return p, err
	}
	if p.Flotilla, err = o.Boolean("flotilla", false); err != nil {
		return p, err
	}
	if p.Hull, err = o.Integer("hull", 0, 1, 40); err != nil {
		return p, err
	}
	if p.Command, err = o.Integer("command", 1, 1, 4); err != nil {
		return p, err
	}
	if p.Engineering, err = o.Integer("engineering", 0, 0, 12); err != nil {
		return p, err
	}
	if p.Points, err = o.Integer("points", 0, 0, 1000); err != nil {
		return p, err
	}
	if o.Has("shields") {
		if err := zoneValues(d, o, "shields", func(z armada.Zone, v *yaml.Node, field string) error {
			text, n, from, err := d.Scalar(v, field)
			if err != nil {
				return err
			}
			s, err := d.Integer(text, n, field, from, 0, 9)
			p.Shields[z] = s
			return err
		}); err != nil {
			return p, err
		}
	}
	if o.Has("battery") {
		if p.Squadron {
			if p.Battery[armada.Front], err = dice(d, o.Value("battery"), o.Field("battery")); err != nil {
				return p, err
			}
		} else if err := zoneValues(d, o, "battery", func(z armada.Zone, v *yaml.Node, field string) error {
			p.Battery[z], err = dice(d, v, field)
			return err
		}); err != nil {
			return p, err
		}
	}
	if o.Has("anti_squadron") {
		if p.AntiSquadron, err = dice(d, o.Value("anti_squadron"), o.Field("anti_squadron")); err != nil {
			return p, err
		}
	}
	if p.Tokens, err = tokens(d, o, "tokens"); err != nil {
		return p, err
	}
	if p.Squadron {
		for _, t := range p.Tokens {
			if t != armada.Brace && t != armada.Evade && t != armada.Scatter {
				return p, d.Errorf(o.Value("tokens"), o.Field("tokens"), "a squadron's defense tokens are brace, evade and scatter; %s needs a ship's hull zones (rules notes §4)", t)
			}
		}
	}
	if err := speedChart(d, o, &p); err != nil {
		return p, err
	}
	if p.UpgradeBar, err = upgradeBar(d, o, p.Squadron); err != nil {
		return p, err
	}
	if o.Has("arcs") {
		if p.Squadron {
			return p, d.Errorf(o.Value("arcs"), o.Field("arcs"), "a squadron has no arc lines (its arc is 360°)")
		}
		ao, err := d.Object(o.Value("arcs"), o.Field("arcs"), "front", "rear")
		if err != nil {
			return p, err
		}
		def := armada.DefaultArcLines(p.Size)
		if p.Arcs.Front, err = ao.Number("front", def.Front, 10, 80); err != nil {
			return p, err
		}
		if p.Arcs.Rear, err = ao.Number("rear", def.Rear, 10, 80); err != nil {
			return p, err
		}
	}
	return p, nil
}

// speedChart reads a ship's speed_chart: a list per speed of the yaw
// clicks each joint allows, such as [[2], [1, 2], [0, 1, 2]] for speeds 1
// to 3 (rules notes §6). Without one, a ship may execute maneuvers at speed
// 0 to 4 with no yaw.
func speedChart(d *yamldoc.Decoder, o *yamldoc.Object, p *armada.Profile) error {
	p.Speeds.Max = armada.MaxSpeed
	if !o.Has("speed_chart") {
		return nil
	}
	cols, err := o.List("speed_chart", armada.MaxSpeed)
	if err != nil {
		return err
	}
	p.Speeds.Max = len(cols)
	for s, col := range cols {
		field := fmt.Sprintf("%s[%d]", o.Field("speed_chart"), s)
		joints, err := d.List(col, field, armada.MaxSpeed)
		if err != nil {
			return err
		}
		if len(joints) != s+1 {
			return d.Errorf(col, field, "speed %d has %d joints, so %d yaw values; got %d", s+1, s+1, s+1, len(joints))
		}
		for j, jn := range joints {
			jf := fmt.Sprintf("%s[%d]", field, j)
			text, n, from, err := d.Scalar(jn, jf)
			if err != nil {
				return err
			}
			v, err := d.Integer(text, n, jf, from, 0, 2)
			if err != nil {
				return err
			}
			p.Speeds.Chart[s][j] = int8(v)
		}
	}
	return nil
}

// zoneValues reads a mapping of hull zones (front, left, right, rear).
func zoneValues(d *yamldoc.Decoder, o *yamldoc.Object, key string, each func(armada.Zone, *yaml.Node, string) error) error {
	m, err := d.Object(o.Value(key), o.Field(key), "front", "left", "right", "rear")
	if err != nil {
		return err
	}
	for _, k := range m.Keys() {
		z, _ := armada.ParseZone(k)
		if err := each(z, m.Value(k), m.Field(k)); err != nil {
			return err
		}
	}
	return nil
}

// dice reads {red: N, blue: N, black: N}.
func dice(d *yamldoc.Decoder, n *yaml.Node, path string) (armada.Dice, error) {
	var dc armada.Dice
	o, err := d.Object(n, path, "red", "blue", "black")
	if err != nil {
		return dc, err
	}
	total := 0
	for _, c := range armada.Colours {
		if dc[c], err = o.Integer(c.String(), 0, 0, maxDicePerArc); err != nil {
			return dc, err
		}
		total += dc[c]
	}
	if total > maxDicePerAttack {
		return dc, d.Errorf(n, path, "at most %d dice in all (the attack pool holds %d, one kept for a Concentrate Fire die), got %d", maxDicePerAttack, armada.MaxDice, total)
	}
	return dc, nil
}

// tokens reads a list of defense tokens, or a comma-separated word such as
// "brace,redirect" (so a single parameter can set them), or "none".
func tokens(d *yamldoc.Decoder, o *yamldoc.Object, key string) ([]armada.TokenType, error) {
	if !o.Has(key) {
		return nil, nil
	}
	var words []string
	var at []*yaml.Node
	n, err := d.Resolve(o.Value(key), o.Field(key))
	if err != nil {
		return nil, err
	}
	if n.Kind == yaml.SequenceNode {
		items, err := o.List(key, armada.MaxTokens)
		if err != nil {
			return nil, err
		}
		for j, it := range items {
			text, itn, _, err := d.Scalar(it, fmt.Sprintf("%s[%d]", o.Field(key), j))
			if err != nil {
				return nil, err
			}
			words, at = append(words, text), append(at, itn)
		}
	} else {
		text, tn, from, err := o.Scalar(key)
		if err != nil {
			return nil, err
		}
		if text != "none" && text != "" {
			for _, w := range strings.Split(text, ",") {
				words, at = append(words, strings.TrimSpace(w)), append(at, tn)
			}
		}
		if len(words) > armada.MaxTokens {
			return nil, d.Errorf(tn, o.Field(key), "%d tokens; a unit has at most %d%s", len(words), armada.MaxTokens, from)
		}
	}
	var out []armada.TokenType
	for j, w := range words {
		t, err := armada.ParseTokenType(w)
		if err != nil {
			return nil, d.Errorf(at[j], o.Field(key), "%v (or none)", yamldoc.NearName(err))
		}
		out = append(out, t)
	}
	return out, nil
}

// upgradeBar reads a ship's upgrade_bar: its upgrade icons, a repeated icon
// being two slots (battle notes §1.1, §4.1), such as [officer,
// weapons-team, turbolaser].
func upgradeBar(d *yamldoc.Decoder, o *yamldoc.Object, squadron bool) ([]armada.Slot, error) {
	if !o.Has("upgrade_bar") {
		return nil, nil
	}
	if squadron {
		return nil, d.Errorf(o.Value("upgrade_bar"), o.Field("upgrade_bar"), "squadrons carry no upgrade cards")
	}
	items, err := o.List("upgrade_bar", 16)
	if err != nil {
		return nil, err
	}
	if len(items) == 0 { // it would still take a commander, who needs no icon
		return nil, d.Errorf(o.Value("upgrade_bar"), o.Field("upgrade_bar"), "an empty upgrade_bar: give the ship's icons, or leave it out for a ship that carries no card but a commander (who needs no icon); a ship that may carry no commander is a flotilla (flotilla: true)")
	}
	bar := []armada.Slot{}
	for j, it := range items {
		f := fmt.Sprintf("%s[%d]", o.Field("upgrade_bar"), j)
		text, n, from, err := d.Scalar(it, f)
		if err != nil {
			return nil, err
		}
		s, err := armada.ParseSlot(text)
		if err != nil || s == armada.SlotNone {
			return nil, d.Errorf(n, f, "unknown upgrade icon %q%s (expected one of %s)", text, from, strings.Join(armada.SlotNames(), ", "))
		}
		bar = append(bar, s)
	}
	return bar, nil
}
