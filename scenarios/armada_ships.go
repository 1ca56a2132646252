package scenarios

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
)

var armadaProfileFields = []string{"size", "squadron", "bomber", "flotilla", "hull", "command", "engineering", "squadron_value", "speed",
	"shields", "battery", "anti_squadron", "tokens", "points", "speed_chart", "arcs"}

func (b *armadaBuild) ships(top *yamldoc.Object) error {
	names, nodes, err := profileEntries(top)
	if err != nil {
		return err
	}
	for i, name := range names {
		o, err := b.d.Object(nodes[i], "ships."+name, armadaProfileFields...)
		if err != nil {
			return err
		}
		if err := o.Require("hull"); err != nil {
			return err
		}
		p := armada.Profile{Name: name}
		if p.Squadron, err = o.Boolean("squadron", false); err != nil {
			return err
		}
		if p.Squadron {
			if o.Has("size") || o.Has("shields") || o.Has("squadron_value") {
				return b.d.Errorf(o.Node(), o.Path(), "a squadron has no size class, shields or squadron value")
			}
			if p.SquadronSpeed, err = o.Integer("speed", 3, 0, 5); err != nil {
				return err
			}
		} else {
			if o.Has("speed") {
				return b.d.Errorf(o.Value("speed"), o.Field("speed"), "a ship's speeds are its speed_chart, and each unit's speed: its dial at the start")
			}
			if p.SquadronValue, err = o.Integer("squadron_value", 0, 0, 6); err != nil {
				return err
			}
			if err := o.Require("size"); err != nil {
				return err
			}
			if p.Size, err = yamldoc.Enum(o, "size", armada.SizeNone, armada.ParseSize); err != nil {
				return err
			}
		}
		if p.Bomber, err = o.Boolean("bomber", false); err != nil {
			return err
		}
		if p.Flotilla, err = o.Boolean("flotilla", false); err != nil {
			return err
		}
		if p.Hull, err = o.Integer("hull", 0, 1, 40); err != nil {
			return err
		}
		if p.Command, err = o.Integer("command", 1, 1, 4); err != nil {
			return err
		}
		if p.Engineering, err = o.Integer("engineering", 0, 0, 12); err != nil {
			return err
		}
		if _, err = o.Integer("points", 0, 0, 1000); err != nil {
			return err
		}
		if o.Has("shields") {
			if err := b.zoneValues(o, "shields", func(z armada.Zone, v *yaml.Node, field string) error {
				text, n, from, err := b.d.Scalar(v, field)
				if err != nil {
					return err
				}
				s, err := b.d.Integer(text, n, field, from, 0, 9)
				p.Shields[z] = s
				return err
			}); err != nil {
				return err
			}
		}
		if o.Has("battery") {
			if p.Squadron {
				if p.Battery[armada.Front], err = b.dice(o.Value("battery"), o.Field("battery")); err != nil {
					return err
				}
			} else if err := b.zoneValues(o, "battery", func(z armada.Zone, v *yaml.Node, field string) error {
				p.Battery[z], err = b.dice(v, field)
				return err
			}); err != nil {
				return err
			}
		}
		if o.Has("anti_squadron") {
			if p.AntiSquadron, err = b.dice(o.Value("anti_squadron"), o.Field("anti_squadron")); err != nil {
				return err
			}
		}
		if p.Tokens, err = b.tokens(o, "tokens"); err != nil {
			return err
		}
		if err := b.speedChart(o, &p); err != nil {
			return err
		}
		if o.Has("arcs") {
			if p.Squadron {
				return b.d.Errorf(o.Value("arcs"), o.Field("arcs"), "a squadron has no arc lines (its arc is 360°)")
			}
			ao, err := b.d.Object(o.Value("arcs"), o.Field("arcs"), "front", "rear")
			if err != nil {
				return err
			}
			def := armada.DefaultArcLines(p.Size)
			if p.Arcs.Front, err = ao.Number("front", def.Front, 10, 80); err != nil {
				return err
			}
			if p.Arcs.Rear, err = ao.Number("rear", def.Rear, 10, 80); err != nil {
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
func (b *armadaBuild) speedChart(o *yamldoc.Object, p *armada.Profile) error {
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
		joints, err := b.d.List(col, field, armada.MaxSpeed)
		if err != nil {
			return err
		}
		if len(joints) != s+1 {
			return b.d.Errorf(col, field, "speed %d has %d joints, so %d yaw values; got %d", s+1, s+1, s+1, len(joints))
		}
		for j, jn := range joints {
			jf := fmt.Sprintf("%s[%d]", field, j)
			text, n, from, err := b.d.Scalar(jn, jf)
			if err != nil {
				return err
			}
			v, err := b.d.Integer(text, n, jf, from, 0, 2)
			if err != nil {
				return err
			}
			p.Speeds.Chart[s][j] = int8(v)
		}
	}
	return nil
}

// zoneValues reads a mapping of hull zones (front, left, right, rear).
func (b *armadaBuild) zoneValues(o *yamldoc.Object, key string, each func(armada.Zone, *yaml.Node, string) error) error {
	m, err := b.d.Object(o.Value(key), o.Field(key), "front", "left", "right", "rear")
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
func (b *armadaBuild) dice(n *yaml.Node, path string) (armada.Dice, error) {
	var d armada.Dice
	o, err := b.d.Object(n, path, "red", "blue", "black")
	if err != nil {
		return d, err
	}
	total := 0
	for _, c := range armada.Colours {
		if d[c], err = o.Integer(c.String(), 0, 0, maxDicePerArc); err != nil {
			return d, err
		}
		total += d[c]
	}
	if total > maxDicePerAttack {
		return d, b.d.Errorf(n, path, "at most %d dice in all (the attack pool holds %d, one kept for a Concentrate Fire die), got %d", maxDicePerAttack, armada.MaxDice, total)
	}
	return d, nil
}

// tokens reads a list of defense tokens, or a comma-separated word such as
// "brace,redirect" (so a single parameter can set them), or "none".
func (b *armadaBuild) tokens(o *yamldoc.Object, key string) ([]armada.TokenType, error) {
	if !o.Has(key) {
		return nil, nil
	}
	var words []string
	var at []*yaml.Node
	n, err := b.d.Resolve(o.Value(key), o.Field(key))
	if err != nil {
		return nil, err
	}
	if n.Kind == yaml.SequenceNode {
		items, err := o.List(key, armada.MaxTokens)
		if err != nil {
			return nil, err
		}
		for j, it := range items {
			text, itn, _, err := b.d.Scalar(it, fmt.Sprintf("%s[%d]", o.Field(key), j))
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
			return nil, b.d.Errorf(tn, o.Field(key), "%d tokens; a unit has at most %d%s", len(words), armada.MaxTokens, from)
		}
	}
	var out []armada.TokenType
	for j, w := range words {
		t, err := armada.ParseTokenType(w)
		if err != nil {
			return nil, b.d.Errorf(at[j], o.Field(key), "%v (or none)", yamldoc.NearName(err))
		}
		out = append(out, t)
	}
	return out, nil
}
