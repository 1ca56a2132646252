package scenarios

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/armadalist"
	"github.com/fleetlab/fleetlab/scenarios/battlescribe"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
)

// standardBattle names the built-in whole battle of each game, which
// fleetlab battle plays unless told another.
var standardBattle = map[string]string{"dropfleet": "dfc-battle", "armada": "armada-battle"}

// ListGame returns the game a list file is for, by its name: dropfleet
// for a roster (.ros, .rosz) or a tournament list file (.yaml, .yml),
// armada for a text list.
func ListGame(path string) string { return listGame(listKind(path)) }

// BattleSource returns the text of the scenario that plays the whole
// battle base (a built-in's name or a scenario file with a battle:
// section; "" for the standard battle of the lists' game) between the
// lists at a and b, read against catalogue when they need card data: the
// base's two fleets become the lists, named after their files, keeping
// the policies a list file does not give itself; its parameters, rules and battle stay, its measures
// follow the fleets' new names. A Dropfleet battle takes the rosters'
// game size and the larger points limit; an Armada one the larger limit.
// Parse the text with [ParseLists] under a name for messages.
func BattleSource(a, b, base, catalogue string) ([]byte, error) {
	game := ListGame(a)
	if g := ListGame(b); g != game {
		return nil, scenarioProblem{yamldoc.Problemf("%s is a list for %s and %s one for %s: a battle plays one game", a, game, b, g)}
	}
	if base == "" {
		base = standardBattle[game]
	}
	s, err := Load(base)
	if err != nil {
		return nil, err
	}
	if s.Game != game {
		return nil, scenarioProblem{yamldoc.Problemf("scenario %s plays %s; the lists are %s lists", base, s.Game, game)}
	}
	if value(s.root, "battle") == nil {
		return nil, scenarioProblem{yamldoc.Problemf("scenario %s is not a whole battle (it has no battle: section)", base)}
	}
	fleets := value(s.root, "fleets")
	if fleets == nil || fleets.Kind != yaml.MappingNode || len(fleets.Content) != 4 {
		return nil, scenarioProblem{yamldoc.Problemf("scenario %s does not have two fleets", base)}
	}
	names := battleFleetNames(a, b)
	old := []string{fleets.Content[0].Value, fleets.Content[2].Value}
	root := &yaml.Node{Kind: yaml.MappingNode}
	add := func(key string, v *yaml.Node) { root.Content = append(root.Content, scalar(key), v) }
	add("name", scalar("battle"))
	add("title", scalar(fmt.Sprintf("%s against %s", filepath.Base(a), filepath.Base(b))))
	add("description", scalar(fmt.Sprintf("The whole battle of %s between your lists %s and %s.", s.Name, a, b)))
	for i := 0; i+1 < len(s.root.Content); i += 2 {
		switch k, v := s.root.Content[i].Value, s.root.Content[i+1]; k {
		case "game", "rules", "params", "obstacles", "trials":
			add(k, unplaced(deepCopy(v)))
		case "battle":
			battle, objective, err := battleFor(game, a, b, catalogue, unplaced(deepCopy(v)))
			if err != nil {
				return nil, err
			}
			add(k, battle)
			if objective != "" {
				setParamDefault(value(root, "params"), value(battle, "objective").Value[1:], objective)
			}
		case "measure":
			add(k, renamedMeasures(unplaced(deepCopy(v)), old, names))
		}
	}
	out := &yaml.Node{Kind: yaml.MappingNode}
	for side, path := range []string{a, b} {
		f := unplaced(deepCopy(fleets.Content[2*side+1]))
		var own *yaml.Node // a tournament list file's fleet: its policies are the list's
		if listKind(path) == "yaml" {
			l, err := LoadList(path)
			if err != nil {
				return nil, err
			}
			own = l.fleet
		}
		entry := &yaml.Node{Kind: yaml.MappingNode}
		for i := 0; i+1 < len(f.Content); i += 2 {
			k := f.Content[i].Value
			if !slices.Contains(structureFields, k) && (own == nil || value(own, k) == nil) {
				entry.Content = append(entry.Content, f.Content[i], f.Content[i+1])
			}
		}
		abs, err := filepath.Abs(path)
		if err != nil {
			return nil, scenarioProblem{yamldoc.Problemf("%s: %v", path, err)}
		}
		entry.Content = append(entry.Content, scalar("list"), scalar(abs))
		if catalogue != "" && listKind(path) != "yaml" {
			cat, err := filepath.Abs(catalogue)
			if err != nil {
				return nil, scenarioProblem{yamldoc.Problemf("%s: %v", catalogue, err)}
			}
			entry.Content = append(entry.Content, scalar("catalogue"), scalar(cat))
		}
		out.Content = append(out.Content, scalar(names[side]), entry)
	}
	add("fleets", out)
	return yaml.Marshal(root)
}

// maxFleetName is the longest fleet name taken from a list file's name:
// the fleet's name prefixes its units' and measures' names, which a
// scenario allows 64 characters (yamldoc.ValidName).
const maxFleetName = 24

// battleFleetNames names the two fleets after their list files ("ucm-clash",
// the first maxFleetName characters of a long name), or first and second
// when those are the same.
func battleFleetNames(a, b string) [2]string {
	n := [2]string{}
	for i, p := range []string{a, b} {
		n[i] = clip(slug(strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))), maxFleetName)
	}
	if n[0] == n[1] {
		return [2]string{FirstSide, SecondSide}
	}
	return n
}

// renamedMeasures renames the fleets a battle's measures name: in their
// names ("ucm_wins" → "red_wins") and of: fields. Their docs, which may
// name the old fleets, are dropped.
func renamedMeasures(m *yaml.Node, old []string, names [2]string) *yaml.Node {
	rename := func(s string) string {
		for i, o := range old {
			if s == o {
				return names[i]
			}
		}
		for i, o := range old {
			for _, sep := range []string{"_", "-"} {
				if rest, ok := strings.CutPrefix(s, o+sep); ok {
					return strings.ReplaceAll(names[i], "-", "_") + sep + rest
				}
				if rest, ok := strings.CutSuffix(s, sep+o); ok {
					return rest + sep + strings.ReplaceAll(names[i], "-", "_")
				}
			}
		}
		return s
	}
	for _, item := range m.Content {
		if item.Kind != yaml.MappingNode {
			continue
		}
		for i := 0; i+1 < len(item.Content); i += 2 {
			switch k, v := item.Content[i].Value, item.Content[i+1]; k {
			case "name", "of":
				v.Value = rename(v.Value)
			case "doc":
				item.Content = slices.Delete(item.Content, i, i+2)
				i -= 2
			}
		}
	}
	return m
}

// battleFor sets a battle section's size and points to the lists': a
// Dropfleet battle between rosters takes the larger game size and limit,
// an Armada battle the larger limit, and its objective chosen (the first
// player picks one of the second's) when both lists carry three objectives
// the rules core plays, else none.
//
// The objective is returned ("" none to set) when the battle takes it from
// a parameter, whose default it becomes.
func battleFor(game, a, b, catalogue string, battle *yaml.Node) (*yaml.Node, string, error) {
	if battle.Kind != yaml.MappingNode {
		return battle, "", nil
	}
	set := func(key, v string) {
		if n := value(battle, key); n != nil {
			n.Value, n.Tag = v, "!!str"
			return
		}
		battle.Content = append(battle.Content, scalar(key), scalar(v))
	}
	switch game {
	case "dropfleet":
		if listKind(a) != "roster" || listKind(b) != "roster" {
			return battle, "", nil
		}
		size, limit := "", 0
		var sizes []string
		for _, p := range []string{a, b} {
			l, err := battlescribe.Open(p, catalogue)
			if err != nil {
				return nil, "", err
			}
			sizes = append(sizes, l.Fleet.Size.String())
			if l.Fleet.Limit >= limit {
				limit, size = l.Fleet.Limit, l.Fleet.Size.String()
			}
		}
		if sizes[0] != sizes[1] {
			return nil, "", scenarioProblem{yamldoc.Problemf("%s is a %s list and %s a %s one: a battle plays one game size", a, sizes[0], b, sizes[1])}
		}
		set("size", size)
		set("points", fmt.Sprint(limit))
	case "armada":
		limit, objective := 0, "chosen"
		for _, p := range []string{a, b} {
			l, err := armadalist.Open(p, catalogue)
			if err != nil {
				return nil, "", err
			}
			// a list over its limit plays, its report warning of it (as
			// fleetlab fleet show does): the battle's limit takes its cost
			limit = max(limit, l.Limit, l.Points())
			if l.PlayedObjectives() == nil {
				objective = "none"
			}
		}
		set("points", fmt.Sprint(limit))
		if v := value(battle, "objective"); v != nil && strings.HasPrefix(v.Value, "$") {
			return battle, objective, nil // the parameter's default, which --set may change
		}
		set("objective", objective)
	}
	return battle, "", nil
}

// setParamDefault sets the default of parameter name of params (nothing
// when there is no such parameter).
func setParamDefault(params *yaml.Node, name, v string) {
	if params == nil {
		return
	}
	p := value(params, strings.Trim(name, "{}"))
	if p == nil || p.Kind != yaml.MappingNode {
		return
	}
	if d := value(p, "default"); d != nil {
		d.Value, d.Tag = v, "!!str"
		return
	}
	p.Content = append(p.Content, scalar("default"), scalar(v))
}
