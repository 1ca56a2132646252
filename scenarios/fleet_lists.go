package scenarios

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/armadalist"
	"github.com/fleetlab/fleetlab/scenarios/battlescribe"
	"github.com/fleetlab/fleetlab/scenarios/internal/profile"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// A fleet of a scenario file may say list: PATH instead of giving its
// ships: a list as players write it (scenarios/README.md, "Fleets from
// lists"). PATH, relative to the scenario file, is a Dropfleet roster
// exported by BattleScribe or NewRecruit (.ros, .rosz), an Armada text list
// exported by Star Forge or Armada Warlords (any other name), or a
// tournament list file (.yaml, .yml); the first two are read against the
// card data the fleet's catalogue: PATH names. The fleet's other fields
// (its policies, its arrival) stay the scenario's.

// listFleetFields are a fleet's fields that name its list; the list gives
// those of structureFields, which the fleet may then not give.
var (
	listFleetFields = []string{"list", "catalogue"}
	structureFields = []string{"battlegroups", "units", "admiral", "admiral_ship", "objectives"}
)

// fleetLists are the fleets of a scenario that come from lists, by fleet
// name, read before the fleets are built.
type fleetLists struct {
	fleets     map[string]*yaml.Node // the fleet entry each list gives, with the scenario's policies
	dropfleet  map[string]dropfleet.Profile
	armada     map[string]armada.Profile
	unmodelled []string
	game       string // the scenario's
	files      *ListFiles
	// noObjectives are, by player, why an Armada list's fleet carries no
	// objectives (one the rules core does not play, at its list line),
	// for objective chosen's message.
	noObjectives map[int]*Error
	// notes are what the report says besides (a catalogue's price that
	// differs from the core's card, the rules a list breaks).
	notes []string
	// checked are the players whose Armada list was checked by its reader
	// (armadalist): the fleet-building rules it breaks are warnings in
	// the report, as fleetlab fleet show gives them, not refusals.
	checked map[int]bool
}

// readFleetLists reads the lists the fleets of top name (none: an empty
// fleetLists). The lists' profiles are named after their fleet
// ("red-moscow"), and so are their battlegroups, groups and units.
// A scenario that may not read files (files nil) refuses a list.
func readFleetLists(d *yamldoc.Decoder, top *yamldoc.Object, game string, files *ListFiles) (*fleetLists, error) {
	fl := &fleetLists{game: game, files: files, fleets: map[string]*yaml.Node{}, dropfleet: map[string]dropfleet.Profile{}, armada: map[string]armada.Profile{}}
	names, _, nodes, err := top.Entries("fleets")
	if err != nil {
		return nil, err
	}
	for i, name := range names {
		n, err := d.Resolve(nodes[i], "fleets."+name)
		if err != nil || n.Kind != yaml.MappingNode || value(n, "list") == nil {
			continue // the fleet's own decoder reports what is wrong
		}
		if files == nil {
			return nil, d.Errorf(value(n, "list"), "fleets."+name+".list", "a scenario sent as text (an upload) cannot read list files; run it with fleetlab run FILE")
		}
		if err := fl.read(d, n, name, i); err != nil {
			return nil, err
		}
	}
	return fl, nil
}

// read reads the list of fleet name (the scenario's player-th fleet).
func (fl *fleetLists) read(d *yamldoc.Decoder, n *yaml.Node, name string, player int) error {
	path := "fleets." + name
	var own []string // the fleet's fields besides its list
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		if slices.Contains(structureFields, k.Value) {
			return d.Errorf(k, path+"."+k.Value, "a fleet with list: takes its ships from the list; give no %s", k.Value)
		}
		if !slices.Contains(listFleetFields, k.Value) {
			own = append(own, k.Value)
		}
	}
	o, err := d.Object(n, path, append(slices.Clone(listFleetFields), own...)...)
	if err != nil {
		return err
	}
	file, err := o.Str("list", "")
	if err != nil {
		return err
	}
	catalogue, err := o.Str("catalogue", "")
	if err != nil {
		return err
	}
	file, catalogue = relativeTo(d.File, file), relativeTo(d.File, catalogue)
	at, err := fl.files.locate(file, catalogue)
	if err != nil {
		return d.Errorf(o.Value("list"), o.Field("list"), "%v", err)
	}
	file, catalogue = at[0], at[1]
	prefix := name + "-"
	var entry *yaml.Node
	var unmodelled []string
	kind := listKind(file)
	if want := listGame(kind); want != fl.game {
		return d.Errorf(o.Value("list"), o.Field("list"), "%s is a %s list; this scenario plays %s", file, want, fl.game)
	}
	switch {
	case kind == "yaml":
		entry, err = fl.yamlList(file, prefix, player == 1)
	case kind == "roster": // catalogue "": the built-in one
		entry, unmodelled, err = fl.roster(file, catalogue, prefix, player == 1)
	default: // catalogue "": the built-in cards
		entry, unmodelled, err = fl.armadaList(file, catalogue, prefix, player)
	}
	if err != nil {
		return err
	}
	for _, k := range own { // the scenario's policies win over a list file's
		for i := 0; i+1 < len(entry.Content); i += 2 {
			if entry.Content[i].Value == k {
				entry.Content = slices.Delete(entry.Content, i, i+2)
				break
			}
		}
		entry.Content = append(entry.Content, o.Key(k), o.Value(k))
	}
	setLines(entry, o.Key("list").Line)
	fl.fleets[name] = entry
	for _, u := range unmodelled {
		if !slices.Contains(fl.unmodelled, u) {
			fl.unmodelled = append(fl.unmodelled, u)
		}
	}
	return nil
}

// listKind tells a list file's kind by its name: "roster" (.ros, .rosz),
// "yaml" (.yaml, .yml) or "text" (an Armada text list).
func listKind(file string) string {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".ros", ".rosz":
		return "roster"
	case ".yaml", ".yml":
		return "yaml"
	}
	return "text"
}

// listGame is the game a list of that kind is for.
func listGame(kind string) string {
	switch kind {
	case "roster", "yaml":
		return "dropfleet"
	}
	return "armada"
}

// relativeTo resolves a path given in file relative to file's folder.
func relativeTo(file, path string) string {
	if path == "" || filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(filepath.Dir(file), path)
}

// yamlList reads a tournament list file: its profiles and its fleet entry,
// turned for the second player as a pairing does.
func (fl *fleetLists) yamlList(file, prefix string, turned bool) (*yaml.Node, error) {
	l, err := LoadList(file)
	if err != nil {
		return nil, err
	}
	d := &yamldoc.Decoder{File: file}
	for i := 0; i+1 < len(l.ships.Content); i += 2 {
		name := l.ships.Content[i].Value
		p, err := profile.Dropfleet(d, l.ships.Content[i+1], "ships."+name, prefix+name)
		if err != nil {
			return nil, err
		}
		fl.dropfleet[prefix+name] = p
	}
	return sideFleet(l.fleet, prefix, turned), nil
}

// roster reads a Dropfleet roster against the BattleScribe data at
// catalogue (the built-in catalogue when ""), checked, and writes its
// fleet entry (rosterEntry), turned for the second player.
func (fl *fleetLists) roster(file, catalogue, prefix string, turned bool) (*yaml.Node, []string, error) {
	l, err := battlescribe.Open(file, catalogue)
	if err != nil {
		return nil, nil, err
	}
	entry, profiles := rosterEntry(l, prefix)
	for k, p := range profiles {
		fl.dropfleet[k] = p
	}
	return sideFleet(entry, "", turned), l.Unmodelled(), nil
}

// rosterEntry writes a checked roster's fleet entry, from the first
// player's edge: its admiral, each battlegroup and group, the groups
// spread along the edge; and the profiles its groups name, each its
// ship's entry name after prefix ("red-lysander-stealth-lighter").
func rosterEntry(l *battlescribe.List, prefix string) (*yaml.Node, map[string]dropfleet.Profile) {
	profiles := map[string]dropfleet.Profile{}
	entry := mapping()
	groups := 0
	for _, bg := range l.Ships {
		groups += len(bg)
	}
	a := l.Fleet.Admiral
	bgs := &yaml.Node{Kind: yaml.SequenceNode}
	k := 0
	for b, bg := range l.Fleet.Battlegroups {
		gs := &yaml.Node{Kind: yaml.SequenceNode}
		for g, grp := range bg.Groups {
			ship := l.Ships[b][g]
			key := prefix + slug(ship.Entry)
			profiles[key] = ship.Profile
			x := 4 + 40*(float64(k)+0.5)/float64(groups)
			k++
			gname := fmt.Sprintf("%sg%d-%d", prefix, b+1, g+1)
			gs.Content = append(gs.Content, mapping("ship", key, "name", gname, "count", fmt.Sprint(grp.Ships),
				"at", &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle, Content: []*yaml.Node{scalar(fmt.Sprintf("%.3g", x)), scalar("1")}}))
			if l.Admiral != "" && a.Battlegroup == b && a.Group == g {
				ship := gname // a group of several ships names them gname.1, gname.2, ...
				if grp.Ships > 1 {
					ship += ".1"
				}
				entry.Content = append(entry.Content, scalar("admiral_ship"), scalar(ship))
			}
		}
		bgs.Content = append(bgs.Content, mapping("name", fmt.Sprintf("%sbg%d", prefix, b+1), "type", bg.Type.String(), "groups", gs))
	}
	if l.Admiral != "" {
		// admiral: is the value in play, as the roster names it; the battle's
		// check prices the level bought behind it again (FleetList.BuyAdmiral).
		entry.Content = append(entry.Content, scalar("admiral"), scalar(fmt.Sprint(l.Fleet.AdmiralValue())))
	}
	if l.Fleet.AdmiralShift == 1 {
		entry.Content = append(entry.Content, scalar("admiral_scale"), scalar("resistance"))
	}
	entry.Content = append(entry.Content, scalar("battlegroups"), bgs)
	return entry, profiles
}

// armadaList reads an Armada text list against the card data at
// catalogue ("" the built-in cards), checked, and writes its units: each ship its own profile (its
// card's points) with its upgrades: (a card the rules core knows by name,
// another as {name, points, slot}, which the battle adds to the ship's
// points), each squadron card its copies; and the list's objectives: when
// the rules core plays all three.
func (fl *fleetLists) armadaList(file, catalogue, prefix string, player int) (*yaml.Node, []string, error) {
	l, err := armadalist.Open(file, catalogue)
	if err != nil {
		return nil, nil, err
	}
	units, err := l.Units()
	if err != nil {
		return nil, nil, err
	}
	seq := &yaml.Node{Kind: yaml.SequenceNode}
	for i, u := range units {
		n := fmt.Sprintf("-%d", i+1)
		key := prefix + clip(u.Name, maxName-len(prefix)-len(n)) + n
		fl.armada[key] = u.Profile
		item := mapping("ship", key, "name", key)
		if u.Count > 1 {
			item.Content = append(item.Content, scalar("copies"), scalar(fmt.Sprint(u.Count)))
		}
		if !u.Profile.Squadron && u.Profile.Speeds.Max < 2 {
			item.Content = append(item.Content, scalar("speed"), scalar(fmt.Sprint(u.Profile.Speeds.Max)))
		}
		if len(u.Upgrades) > 0 {
			item.Content = append(item.Content, scalar("upgrades"), listUpgrades(u.Upgrades))
		}
		seq.Content = append(seq.Content, item)
	}
	entry := mapping("units", seq)
	if objs := l.PlayedObjectives(); objs != nil {
		list := &yaml.Node{Kind: yaml.SequenceNode}
		for _, o := range objs {
			list.Content = append(list.Content, scalar(o))
		}
		entry.Content = append(entry.Content, scalar("objectives"), list)
	} else {
		line, why := l.ObjectivesUnplayed()
		if fl.noObjectives == nil {
			fl.noObjectives = map[int]*Error{}
		}
		fl.noObjectives[player] = &Error{File: file, Line: line, Field: "objectives", Err: yamldoc.Problemf("%s", why)}
	}
	fl.notes = append(fl.notes, fmt.Sprintf("%s plays the %s", filepath.Base(file), l.Era.Describe()))
	for _, w := range l.WarningTexts() {
		fl.notes = append(fl.notes, fmt.Sprintf("warning: %s: %s", filepath.Base(file), w))
	}
	if fl.checked == nil {
		fl.checked = map[int]bool{}
	}
	fl.checked[player] = true
	return entry, l.UnmodelledBesidesUpgrades(), nil
}

// listUpgrades writes a ship's upgrade cards as a unit's upgrades: list.
func listUpgrades(cards []armadalist.UnitUpgrade) *yaml.Node {
	seq := &yaml.Node{Kind: yaml.SequenceNode}
	for _, c := range cards {
		if c.Known && c.Points == c.CorePoints {
			seq.Content = append(seq.Content, scalar(c.Name))
			continue
		}
		if c.Known { // at the list's era's price
			seq.Content = append(seq.Content, mapping("name", c.Name, "points", fmt.Sprint(c.Points)))
			continue
		}
		seq.Content = append(seq.Content, mapping("name", c.Name, "points", fmt.Sprint(c.Points), "slot", c.Slot,
			"unique", fmt.Sprint(c.Unique), "modification", fmt.Sprint(c.Modification)))
	}
	return seq
}

// node returns the fleet entry to build for fleet name: its list's, or n.
func (fl *fleetLists) node(name string, n *yaml.Node) *yaml.Node {
	if fl != nil && fl.fleets[name] != nil {
		return fl.fleets[name]
	}
	return n
}

// addProfiles adds the lists' profiles to a scenario's, refusing a name
// the file's ships: already gives.
func addProfiles[P any](d *yamldoc.Decoder, top *yamldoc.Object, profiles, from map[string]P) error {
	for k, p := range from {
		if _, dup := profiles[k]; dup {
			return d.Errorf(top.Value("ships"), "ships."+k, "%s is also the name of a list's profile (fleet name, '-', ship): rename it", k)
		}
		profiles[k] = p
	}
	return nil
}

// mapping returns a mapping node of key, value pairs (a value a string or
// a node).
func mapping(kv ...any) *yaml.Node {
	m := &yaml.Node{Kind: yaml.MappingNode}
	for i := 0; i+1 < len(kv); i += 2 {
		v, ok := kv[i+1].(*yaml.Node)
		if !ok {
			v = scalar(kv[i+1].(string))
		}
		m.Content = append(m.Content, scalar(kv[i].(string)), v)
	}
	return m
}

// maxName is the longest name a scenario allows (yamldoc.ValidName).
const maxName = 64

// clip cuts a slug to at most n characters, not ending in '-'.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.TrimRight(s[:max(n, 1)], "-")
}

// slug writes a name as a scenario name: lower case, '-' between words,
// starting with a letter.
func slug(s string) string {
	out := battlescribe.Slug(s)
	if out == "" || out[0] < 'a' {
		return "s" + out
	}
	return out
}

// setLines gives the nodes a list wrote (line 0) the line of the list:
// key, where the scenario's messages about them point.
func setLines(n *yaml.Node, line int) {
	if n.Line == 0 {
		n.Line = line
	}
	for _, c := range n.Content {
		setLines(c, line)
	}
}
