package armadalist

import (
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/profile"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
)

// The catalogue's dice are written [red, blue, black] ([ISB]; battle
// notes §6.5 warns that [ALPH] writes [black, blue, red]).
var diceOrder = [3]string{"red", "blue", "black"}

// zoneKeys are the hull zones the rules core plays, by the catalogue's
// keys; huge ships' auxiliary zones (left_aux, right_aux) are not played.
var zoneKeys = []string{"front", "left", "right", "rear"}

// Profile returns the card's profile as the rules core plays it: a ship
// card with its chassis's hull, speed chart and shields, or a squadron
// card. It is decoded by the scenario files' profile decoder from a
// profile written in their terms, so the same limits hold; points are the
// card's.
func (k *Card) Profile() (armada.Profile, error) {
	var n *yaml.Node
	var err error
	switch k.Kind {
	case ShipCard:
		n, err = k.shipNode()
	case SquadronCard:
		n, err = k.squadronNode()
	default:
		return armada.Profile{}, errorAt(k.File, k.Line, k.Kind.String()+" "+k.Key, "an %s card has no profile", k.Kind)
	}
	if err != nil {
		return armada.Profile{}, err
	}
	d := &yamldoc.Decoder{File: k.File}
	return profile.Armada(d, n, fmt.Sprintf("%s %s", k.Kind, k.Key), k.Key)
}

// shipNode writes a ship card and its chassis as a scenario profile.
func (k *Card) shipNode() (*yaml.Node, error) {
	field := "ship " + k.Key
	c := k.chassis
	size, _ := str(c, "size")
	hull, err := integer(c, "hull")
	if err != nil {
		return nil, errorAt(k.File, c.Line, field+" hull", "%v", err)
	}
	p := k.mapping()
	flotilla := size == "flotilla"
	if flotilla {
		size = "small"
	}
	for _, t := range mustStrs(k.node, "traits") {
		flotilla = flotilla || t == "flotilla"
	}
	p.add("size", size).add("hull", hull).add("points", k.Points)
	if flotilla {
		p.add("flotilla", true)
	}
	values := get(k.node, "values")
	for _, kv := range [][2]string{{"command", "command"}, {"squadron", "squadron_value"}, {"engineer", "engineering"}} {
		v, err := integer(values, kv[0])
		if err != nil {
			return nil, errorAt(k.File, k.Line, field+" values."+kv[0], "%v", err)
		}
		p.add(kv[1], v)
	}
	shields := k.mapping()
	for _, z := range zoneKeys {
		v, err := integer(get(c, "shields"), z)
		if err != nil {
			return nil, errorAt(k.File, c.Line, field+" shields."+z, "%v", err)
		}
		shields.add(z, v)
	}
	p.add("shields", shields.Node)
	arm := get(k.node, "armament")
	battery := k.mapping()
	for _, z := range zoneKeys {
		d, err := k.dice(arm, z)
		if err != nil {
			return nil, err
		}
		battery.add(z, d)
	}
	p.add("battery", battery.Node)
	if bar := k.upgradeBar(); len(bar.Content) > 0 {
		p.add("upgrade_bar", bar)
	}
	asa, err := k.dice(arm, "asa")
	if err != nil {
		return nil, err
	}
	p.add("anti_squadron", asa)
	tokens, err := k.tokens()
	if err != nil {
		return nil, err
	}
	p.add("tokens", tokens)
	chart := &yaml.Node{Kind: yaml.SequenceNode, Line: c.Line}
	speeds := get(c, "speed")
	for s := 1; s <= armada.MaxSpeed; s++ {
		col := get(speeds, strconv.Itoa(s))
		if col == nil || col.Kind != yaml.SequenceNode || len(col.Content) == 0 {
			break // an empty column: the speed is not available
		}
		chart.Content = append(chart.Content, col)
	}
	if len(chart.Content) == 0 {
		return nil, errorAt(k.File, c.Line, field+" speed", "the chassis has no speed chart (speed \"1\": [yaw …])")
	}
	p.add("speed_chart", chart)
	return p.Node, nil
}

// checkBatteries refuses a ship card without its hull zones' shields (on
// its chassis) or batteries (its armament): read as none, the ship would
// play with no shields or no dice, and nobody would know. Each zone the
// rules core plays must be there (0 where the card prints none).
func (k *Card) checkBatteries() error {
	for _, part := range []struct {
		node       *yaml.Node
		key, where string
	}{{k.chassis, "shields", "its chassis"}, {k.node, "armament", "the card"}} {
		field := fmt.Sprintf("ship %s %s", k.Key, part.key)
		m := get(part.node, part.key)
		line := k.Line
		if part.node != nil && part.node != k.node {
			line = part.node.Line
		}
		if m == nil || m.Kind != yaml.MappingNode {
			return errorAt(k.File, line, field, "%s has no %s: give every hull zone's (%s), 0 where there is none", part.where, part.key, strings.Join(zoneKeys, ", "))
		}
		for _, z := range zoneKeys {
			if get(m, z) == nil {
				return errorAt(k.File, m.Line, field+"."+z, "the %s of hull zone %s are missing (0 where there is none)", part.key, z)
			}
		}
	}
	return nil
}

// upgradeBar lists a ship card's upgrade icons (the catalogue's slots);
// the dual weapons-team + offensive-retro icon, which the rules core does
// not model, is given as both (the list's slots are checked by fits).
func (k *Card) upgradeBar() *yaml.Node {
	out := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle, Line: k.Line}
	for _, s := range k.Slots {
		if s == dualSlot {
			out.Content = append(out.Content, scalarAt("weapons-team", k.Line), scalarAt("offensive-retro", k.Line))
			continue
		}
		out.Content = append(out.Content, scalarAt(s, k.Line))
	}
	return out
}

// squadronNode writes a squadron card as a scenario profile: its keywords
// (the catalogue's abilities the rules core plays, cards.go) and its
// defense tokens.
func (k *Card) squadronNode() (*yaml.Node, error) {
	field := "squadron " + k.Key
	p := k.mapping()
	hull, err := integer(k.node, "hull")
	if err != nil {
		return nil, errorAt(k.File, k.Line, field+" hull", "%v", err)
	}
	speed, err := integer(k.node, "speed")
	if err != nil {
		return nil, errorAt(k.File, k.Line, field+" speed", "%v", err)
	}
	p.add("squadron", true).add("hull", hull).add("speed", speed).add("points", k.Points)
	words := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle, Line: k.Line}
	k.abilities(func(key, v string) {
		if kw, x, ok := squadronKeyword(key, v); ok && keywordPlayed(kw) {
			w := kw.String()
			if kw.HasValue() {
				w += " " + strconv.Itoa(x)
			}
			words.Content = append(words.Content, scalarAt(w, k.Line))
		}
	})
	if len(words.Content) > 0 {
		p.add("keywords", words)
	}
	if squadronTokensPlayed && k.tokenCount() > 0 {
		tokens, err := k.tokens()
		if err != nil {
			return nil, err
		}
		p.add("tokens", tokens)
	}
	arm := get(k.node, "armament")
	ship, err := k.dice(arm, "anti-ship")
	if err != nil {
		return nil, err
	}
	asa, err := k.dice(arm, "anti-squadron")
	if err != nil {
		return nil, err
	}
	p.add("battery", ship).add("anti_squadron", asa)
	return p.Node, nil
}

// dice reads the armament at key, [red, blue, black], as {red: r, …}.
func (k *Card) dice(arm *yaml.Node, key string) (*yaml.Node, error) {
	out := k.mapping()
	v := get(arm, key)
	if v == nil {
		return out.Node, nil
	}
	if v.Kind != yaml.SequenceNode || len(v.Content) != 3 {
		return nil, errorAt(k.File, v.Line, fmt.Sprintf("%s %s armament.%s", k.Kind, k.Key, key), "expected [red, blue, black] dice")
	}
	for i, c := range v.Content {
		if c.Value != "0" {
			out.add(diceOrder[i], c)
		}
	}
	return out.Node, nil
}

// tokenKeys are the catalogue's defense token counts, by token.
var tokenKeys = []struct{ key, token string }{
	{"def_brace", "brace"}, {"def_redirect", "redirect"}, {"def_evade", "evade"},
	{"def_scatter", "scatter"}, {"def_contain", "contain"}, {"def_salvo", "salvo"},
}

// tokens lists a ship or squadron card's defense tokens.
func (k *Card) tokens() (*yaml.Node, error) {
	out := &yaml.Node{Kind: yaml.SequenceNode, Line: k.Line}
	t := get(k.node, "tokens")
	for _, tk := range tokenKeys {
		n, err := integer(t, tk.key)
		if err != nil || n > armada.MaxTokens {
			return nil, errorAt(k.File, k.Line, fmt.Sprintf("%s %s tokens.%s", k.Kind, k.Key, tk.key), "expected a count from 0 to %d", armada.MaxTokens)
		}
		for range n {
			out.Content = append(out.Content, scalarAt(tk.token, k.Line))
		}
	}
	return out, nil
}

// nodeBuilder writes a mapping node whose lines are the card's.
type nodeBuilder struct {
	*yaml.Node
	line int
}

func (k *Card) mapping() nodeBuilder {
	return nodeBuilder{&yaml.Node{Kind: yaml.MappingNode, Line: k.Line}, k.Line}
}

// add sets key to v: a node, a string, an int or a bool.
func (b nodeBuilder) add(key string, v any) nodeBuilder {
	var n *yaml.Node
	switch x := v.(type) {
	case *yaml.Node:
		n = x
	case string:
		n = scalarAt(x, b.line)
	case int:
		n = scalarAt(strconv.Itoa(x), b.line)
		n.Tag = "!!int"
	case bool:
		n = scalarAt(strconv.FormatBool(x), b.line)
		n.Tag = "!!bool"
	}
	b.Content = append(b.Content, scalarAt(key, b.line), n)
	return b
}

func scalarAt(s string, line int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s, Line: line}
}

// mustStrs reads a list of strings, nil when it is not one.
func mustStrs(m *yaml.Node, key string) []string {
	s, _ := strs(m, key)
	return s
}
