package scenarios

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/armadalist"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// A list file is one fleet for a tournament (fleetlab tournament): its
// name, its game, the profiles of its ships and its fleet entry, written
// as a fleet of a battle scenario is (scenarios/README.md, "Fleet lists
// for tournaments"). Positions are given from the first player's edge
// (y near 0, heading 0); on the second player's side the list is turned
// round the table's centre.
var listFields = []string{"name", "title", "game", "ships", "fleet", "battle"}

// List is a parsed and checked fleet list.
type List struct {
	// File is where the list came from.
	File string
	// Name is the list's name, Title its words for people (its name by
	// default).
	Name, Title string
	// Game is the game the list is for.
	Game string

	text         []byte
	ships, fleet *yaml.Node
	// size and limit are the game size and points limit the list is
	// built for (battle: {size, points}; "" and 0 when it names none): a
	// pairing plays at the larger limit of its two lists, else the
	// battle's own.
	size     string
	limit    int
	fleetKey *yaml.Node // the fleet: key, where a check of the whole fleet points
	exported bool       // an Armada text list (exportedList)
}

// Sides of a pairing: the fleets' names in the scenario a pairing plays,
// also the prefixes of their profiles, battlegroups and groups.
const (
	FirstSide  = "first"
	SecondSide = "second"
)

// PairingMetrics returns the measures of a pairing's scenario that count
// the first side's wins, the second's and the draws ("" none: an Armada
// battle has no draw, its tie going to the second player).
func PairingMetrics(game string) (first, second, draw string) {
	if game == "armada" {
		return "win_" + FirstSide, "win_" + SecondSide, ""
	}
	return FirstWins, SecondWins, Draw
}

// pairingMetrics are the measures of a pairing's scenario.
const (
	FirstWins  = "first_wins"
	SecondWins = "second_wins"
	Draw       = "draw"
)

// battleOf names the built-in battle a game's lists are played in.
var battleOf = map[string]string{"dropfleet": "dfc-battle"}

// LoadList reads and checks the list file at path: it compiles the list
// against itself in its game's battle, so that a list that loads is one
// that plays, and its errors name the list file and line.
//
// A list exported by a builder is a List too, named after its file: a
// roster (.ros, .rosz) becomes the list file its cards make
// (list_roster.go); an Armada text list (any name but .yaml and .yml) is
// read by its pairings as a fleet from a list (list: PATH) against the
// built-in cards, the way fleetlab battle does.
func LoadList(path string) (*List, error) {
	switch listKind(path) {
	case "roster":
		return rosterList(path) // list_roster.go
	case "text":
		return exportedList(path)
	}
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return ParseList(path, data)
}

// ParseListText reads a list from its text, as a merge of a tournament's
// parts does, reading no file: a list file's or a roster's from data (a
// roster's text is the list file it became), an Armada text list from a
// copy of data written into dir, a private folder the caller made and
// removes once the tournament is compiled. The list keeps file's name.
func ParseListText(file string, data []byte, dir string) (*List, error) {
	if listKind(file) != "text" {
		return ParseList(file, data)
	}
	f, err := os.CreateTemp(dir, "list-*.txt")
	if err != nil {
		return nil, scenarioProblem{yamldoc.Problemf("%s: %v", file, err)}
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, scenarioProblem{yamldoc.Problemf("%s: %v", file, err)}
	}
	copyAt := f.Name()
	l, err := exportedList(copyAt)
	if err != nil {
		return nil, err
	}
	base := filepath.Base(file)
	l.File, l.Title = file, base
	l.Name = clip(slug(strings.TrimSuffix(base, filepath.Ext(base))), maxFleetName)
	return l, nil
}

// exportedList is a builder's list file as a List: its fleet is list:
// PATH. It is read once here, so that a bad list is refused before any
// pairing, with its file and line.
func exportedList(path string) (*List, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, scenarioProblem{yamldoc.Problemf("%s: %v", path, err)}
	}
	if listKind(path) == "text" {
		if _, err := armadalist.Open(path, ""); err != nil {
			return nil, err
		}
	}
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	base := filepath.Base(path)
	key := scalar("fleet")
	return &List{File: path, Name: clip(slug(strings.TrimSuffix(base, filepath.Ext(base))), maxFleetName), Title: base,
		Game: ListGame(path), text: data, exported: true,
		ships: &yaml.Node{Kind: yaml.MappingNode}, fleet: mapping("list", abs), fleetKey: key}, nil
}

// ParseList reads a list from data; file names it in messages.
func ParseList(file string, data []byte) (*List, error) {
	root, err := decodeRoot(file, data, listFields)
	if err != nil {
		return nil, err
	}
	d := &yamldoc.Decoder{File: file}
	top, err := d.Object(root, "", listFields...)
	if err != nil {
		return nil, err
	}
	if err := top.Require("name", "game", "ships", "fleet"); err != nil {
		return nil, err
	}
	l := &List{File: file, text: data, ships: top.Value("ships"), fleet: top.Value("fleet"), fleetKey: top.Key("fleet")}
	if l.Name, _, err = top.Name("name"); err != nil {
		return nil, err
	}
	if l.Title, err = top.Str("title", l.Name); err != nil {
		return nil, err
	}
	game, n, _, err := top.Scalar("game")
	if err != nil {
		return nil, err
	}
	if _, ok := battleOf[game]; !ok {
		return nil, d.Errorf(n, "game", "tournaments play lists of dropfleet alone; %q lists are not played yet", game)
	}
	l.Game = game
	if top.Has("battle") {
		bo, err := d.Object(top.Value("battle"), "battle", "size", "points")
		if err != nil {
			return nil, err
		}
		size, err := yamldoc.Enum(bo, "size", dropfleet.Clash, dropfleet.ParseGameSize)
		if err != nil {
			return nil, err
		}
		l.size = size.String()
		if l.limit, err = bo.Integer("points", 0, 500, 3000); err != nil {
			return nil, err
		}
	}
	if l.ships.Kind != yaml.MappingNode {
		return nil, d.Errorf(l.ships, "ships", "expected a mapping, got %s", yamldoc.Describe(l.ships))
	}
	if l.fleet.Kind != yaml.MappingNode {
		return nil, d.Errorf(l.fleet, "fleet", "expected a mapping, got %s", yamldoc.Describe(l.fleet))
	}
	if _, err := pairing(file, l, l); err != nil {
		var e *yamldoc.Error
		if errors.As(err, &e) && strings.HasPrefix(e.Field, "fleets."+FirstSide) {
			e.Field = "fleet" + strings.TrimPrefix(e.Field, "fleets."+FirstSide)
		}
		return nil, err
	}
	return l, nil
}

// Pairing returns the scenario in which first and second, lists of the
// same game, play that game's built-in battle: its two fleets replaced by
// the lists, first from the first player's edge. It measures FirstWins,
// SecondWins and Draw.
func Pairing(first, second *List) (*Scenario, error) {
	if first.Game != second.Game {
		return nil, scenarioProblem{yamldoc.Problemf("list %s is for %s and list %s for %s: a pairing plays one game", first.Name, first.Game, second.Name, second.Game)}
	}
	return pairing("pairing "+first.Name+" vs "+second.Name, first, second)
}

// pairing composes the scenario of first against second from the nodes
// of the game's battle scenario and of the lists, and checks and compiles
// it as a scenario file; file names it in messages.
func pairing(file string, first, second *List) (*Scenario, error) {
	battle, err := Builtin(standardBattle[first.Game])
	if err != nil {
		return nil, err
	}
	root := &yaml.Node{Kind: yaml.MappingNode}
	add := func(key string, v *yaml.Node) {
		root.Content = append(root.Content, scalar(key), v)
	}
	for i := 0; i+1 < len(battle.root.Content); i += 2 {
		switch k := battle.root.Content[i].Value; k {
		case "name", "game", "params":
			add(k, unplaced(deepCopy(battle.root.Content[i+1])))
		case "battle":
			b := unplaced(deepCopy(battle.root.Content[i+1]))
			if l := max(first.limit, second.limit); l > 0 {
				size := first.size
				if second.limit > first.limit {
					size = second.size
				}
				setBattle(b, "size", size)
				setBattle(b, "points", strconv.Itoa(l))
			}
			add(k, b)
		}
	}
	ships := &yaml.Node{Kind: yaml.MappingNode}
	fleets := &yaml.Node{Kind: yaml.MappingNode}
	for side, l := range []*List{first, second} {
		prefix := "" // the first side keeps its names, as a list's errors show them
		if side == 1 {
			prefix = SecondSide + "-"
		}
		for i := 0; i+1 < len(l.ships.Content); i += 2 {
			key := *l.ships.Content[i]
			key.Value = prefix + key.Value
			ships.Content = append(ships.Content, &key, l.ships.Content[i+1])
		}
		key := scalar([]string{FirstSide, SecondSide}[side])
		key.Line, key.Column = l.fleetKey.Line, l.fleetKey.Column
		fleets.Content = append(fleets.Content, key, sideFleet(l.fleet, prefix, side == 1))
	}
	add("ships", ships)
	add("fleets", fleets)
	if first.Game == "armada" { // an Armada battle has its own measures: win_first, win_second
		return parseScenario(&Scenario{File: file, root: root, lists: listFilesIf(first.exported || second.exported)})
	}
	measure := &yaml.Node{Kind: yaml.SequenceNode}
	for _, m := range [][]string{{FirstWins, "wins", FirstSide}, {SecondWins, "wins", SecondSide}, {Draw, "draw", ""}} {
		item := &yaml.Node{Kind: yaml.MappingNode, Content: []*yaml.Node{scalar("name"), scalar(m[0]), scalar("what"), scalar(m[1])}}
		if m[2] != "" {
			item.Content = append(item.Content, scalar("of"), scalar(m[2]))
		}
		measure.Content = append(measure.Content, item)
	}
	add("measure", measure)
	return parseScenario(&Scenario{File: file, root: root, lists: listFilesIf(first.exported || second.exported)})
}

// listFilesIf returns the list files of a scenario whose fleets read
// list files (an exported list's pairing), else nil.
func listFilesIf(reads bool) *ListFiles {
	if !reads {
		return nil
	}
	return &ListFiles{}
}

// scalar returns a plain scalar node holding s.
func scalar(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }

// sideFleet returns a copy of a list's fleet entry for one side: its
// profile, battlegroup and group names and its admiral ship prefixed, and
// on the second side (turned) its positions, offsets and headings turned
// half round the table's centre. Nodes it does not understand are kept as
// they are, for the compiler to report.
func sideFleet(fleet *yaml.Node, prefix string, turned bool) *yaml.Node {
	out := deepCopy(fleet)
	if v := value(out, "admiral_ship"); v != nil && v.Kind == yaml.ScalarNode {
		v.Value = prefix + v.Value
	}
	bgs := value(out, "battlegroups")
	if bgs == nil || bgs.Kind != yaml.SequenceNode {
		return out
	}
	for _, bg := range bgs.Content {
		if bg.Kind != yaml.MappingNode {
			continue
		}
		prefixName(bg, "name", prefix)
		if turned {
			turn(value(bg, "offset"), 0)
		}
		groups := value(bg, "groups")
		if groups == nil || groups.Kind != yaml.SequenceNode {
			continue
		}
		for _, g := range groups.Content {
			if g.Kind != yaml.MappingNode {
				continue
			}
			if value(g, "name") == nil {
				if ship := value(g, "ship"); ship != nil {
					g.Content = append(g.Content, scalar("name"), &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: ship.Value, Line: ship.Line, Column: ship.Column})
				}
			}
			prefixName(g, "name", prefix)
			prefixName(g, "ship", prefix)
			if !turned {
				continue
			}
			turn(value(g, "at"), dropfleet.TableSize)
			h := value(g, "heading")
			if h == nil {
				h = &yaml.Node{Kind: yaml.ScalarNode, Value: "0", Line: g.Line, Column: g.Column}
				g.Content = append(g.Content, scalar("heading"), h)
			}
			if x, err := strconv.ParseFloat(h.Value, 64); err == nil && h.Kind == yaml.ScalarNode {
				h.Tag, h.Value = "!!float", strconv.FormatFloat(float64(dropfleet.Normalize(x+180)), 'g', -1, 64)
			}
		}
	}
	return out
}

// turn rewrites a pair [x, y] as [size-x, size-y] in place (size 0: a
// vector, negated). A node that is not a pair of numbers is left.
func turn(pair *yaml.Node, size float64) {
	if pair == nil || pair.Kind != yaml.SequenceNode || len(pair.Content) != 2 {
		return
	}
	var xy [2]float64
	for i, n := range pair.Content {
		v, err := strconv.ParseFloat(n.Value, 64)
		if err != nil || n.Kind != yaml.ScalarNode {
			return
		}
		xy[i] = v
	}
	for i, n := range pair.Content {
		n.Tag, n.Value = "!!float", strconv.FormatFloat(size-xy[i], 'g', -1, 64)
	}
}

// prefixName prefixes the scalar at key of mapping m.
func prefixName(m *yaml.Node, key, prefix string) {
	if v := value(m, key); v != nil && v.Kind == yaml.ScalarNode {
		v.Value = prefix + v.Value
	}
}

// value returns the value at key of mapping m, or nil.
func value(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}

// unplaced clears the lines of n and the nodes under it: they come from
// the battle scenario, not from the file a pairing's messages name.
func unplaced(n *yaml.Node) *yaml.Node {
	n.Line, n.Column = 0, 0
	for _, c := range n.Content {
		unplaced(c)
	}
	return n
}

// deepCopy returns a copy of n and every node under it (an alias's target
// is copied where it is used).
func deepCopy(n *yaml.Node) *yaml.Node {
	if n == nil {
		return nil
	}
	c := *n
	if n.Kind == yaml.AliasNode {
		return deepCopy(n.Alias)
	}
	c.Content = make([]*yaml.Node, len(n.Content))
	for i, k := range n.Content {
		c.Content[i] = deepCopy(k)
	}
	return &c
}

// Text returns the list file's text.
func (l *List) Text() []byte { return l.text }

// String returns the list's name and file, for messages.
func (l *List) String() string { return fmt.Sprintf("%s (%s)", l.Name, l.File) }

// setBattle sets key of a battle: section to v.
func setBattle(battle *yaml.Node, key, v string) {
	if n := value(battle, key); n != nil {
		n.Value, n.Tag, n.Style = v, "!!str", 0
		return
	}
	battle.Content = append(battle.Content, scalar(key), scalar(v))
}
