package scenarios

import (
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// maxClusters bounds a layout's clusters.
const maxClusters = 20

// battle reads the battle section: a whole game instead of a script
// (battle notes §6.1, §3.3). {scenario, variant, size, points, turns,
// unrestricted, critical_locations, survey, sector_vp, kp_bands,
// command_cards, deployment, layout, scenery, stations, solid_objects,
// anomaly...}. A fleet that gives no arrival comes
// on by the scenario's approach. Each fleet is checked as a fleet list of
// that size and points limit (FleetList.Check) unless unrestricted is
// true, and its ships must start where the approach puts them (deploy).
func (b *dropfleetBuild) battle(top *yamldoc.Object) error {
	o, err := b.d.Object(top.Value("battle"), "battle", "scenario", "variant", "size", "points", "turns", "unrestricted",
		"critical_locations", "survey", "sector_vp", "kp_bands", "tabled", "command_cards", "deployment", "layout", "scenery", "stations",
		"anomaly", "anomaly_scan", "anomaly_vp", "solid_objects")
	if err != nil {
		return err
	}
	if top.Has("script") {
		return b.d.Errorf(top.Value("script"), "script", "a battle plays whole turns and its Roundups; it takes no script")
	}
	kind, err := yamldoc.Enum(o, "scenario", dropfleet.TakeAndHold, dropfleet.ParseScenario)
	if err != nil {
		return err
	}
	variant, err := yamldoc.Enum(o, "variant", false, func(s string) (bool, error) {
		switch s {
		case kind.Variant():
			return true, nil
		case "none":
			return false, nil
		}
		return false, yamldoc.Problemf("unknown variant %q of %s (expected %s or none)", s, kind, kind.Variant())
	})
	if err != nil {
		return err
	}
	bt := dropfleet.NewScenario(kind, variant)
	size, err := yamldoc.Enum(o, "size", dropfleet.Clash, dropfleet.ParseGameSize)
	if err != nil {
		return err
	}
	limit, err := o.Integer("points", 1500, 1, 10000)
	if err != nil {
		return err
	}
	turns, err := o.Integer("turns", dropfleet.BattleTurns, 1, dropfleet.MaxTurns)
	if err != nil {
		return err
	}
	unrestricted, err := o.Boolean("unrestricted", false)
	if err != nil {
		return err
	}
	if err := b.battleSwitches(o, bt); err != nil {
		return err
	}
	corners, err := yamldoc.Enum(o, "deployment", kind.Corners(), func(s string) (bool, error) {
		switch s {
		case "edges":
			return false, nil
		case "corners":
			return true, nil
		}
		return false, yamldoc.Problemf("unknown deployment %q (expected edges or corners)", s)
	})
	if err != nil {
		return err
	}
	if o.Has("layout") {
		if bt.Clusters, err = b.layout(o, kind); err != nil {
			return err
		}
	}
	if bt.Scenery, err = b.scenery(o, bt.Scenery); err != nil { // dropfleet_scenery.go
		return err
	}
	if bt.Stations, err = b.stations(o); err != nil {
		return err
	}
	if err := b.solidObjects(o, bt); err != nil { // dropfleet_scenery.go
		return err
	}
	b.g.Battle = bt
	b.g.Script = append(b.g.Script, dropfleet.Step{Kind: dropfleet.StepTurns, Turns: dropfleet.Turns{Count: turns}})
	for f := range b.g.Fleets {
		if !b.arrivalGiven[f] {
			b.g.Fleets[f].Arrival = kind.Approach()
		}
	}
	if corners {
		if err := b.foldIntoCorners(); err != nil { // dropfleet_deploy.go
			return err
		}
	}
	if err := b.deploy(corners); err != nil {
		return err
	}
	for f := range b.g.Fleets {
		l, err := b.fleetList(f, size, limit)
		if err == nil {
			err = l.Check()
		}
		if err != nil && !unrestricted {
			return b.d.Errorf(o.Node(), "fleets."+b.g.Fleets[f].Name, "%v; set battle.unrestricted: true to play it anyway", err)
		}
		b.g.Fleets[f].AdmiralPaid = l.AdmiralCost() // the kill points of its admiral (battle notes §4.3)
	}
	return nil
}

// battleSwitches reads the battle's rules switches (battle notes §6.3):
// critical_locations (U-S1), survey (U-S2), sector_vp (U-S4), kp_bands
// (U-S5), tabled (the engine's: play-on or end), command_cards (U-X6) and
// The Anomaly's (anomalySwitches).
func (b *dropfleetBuild) battleSwitches(o *yamldoc.Object, bt *dropfleet.Game) error {
	choice := func(key string, def bool, yes, no string) (bool, error) {
		return yamldoc.Enum(o, key, def, func(s string) (bool, error) {
			switch s {
			case yes:
				return true, nil
			case no:
				return false, nil
			}
			return false, yamldoc.Problemf("unknown %s %q (expected %s or %s)", key, s, yes, no)
		})
	}
	var err error
	if bt.EveryClusterCritical, err = choice("critical_locations", true, "every-cluster", "surveyed"); err != nil {
		return err
	}
	if bt.Survey, err = o.Boolean("survey", true); err != nil {
		return err
	}
	if bt.SectorVPAtScoring, err = choice("sector_vp", false, "scoring-turns", "immediately"); err != nil {
		return err
	}
	if bt.CumulativeKillPointBands, err = choice("kp_bands", false, "cumulative", "highest"); err != nil {
		return err
	}
	if bt.EndWhenTabled, err = choice("tabled", false, "end", "play-on"); err != nil {
		return err
	}
	if bt.CommandCards, err = o.Boolean("command_cards", false); err != nil {
		return err
	}
	return b.anomalySwitches(o, bt, choice)
}

// anomalySwitches reads The Anomaly (battle notes §3.3): anomaly (an
// add-on to any scenario, off by default), anomaly_scan (U-A1: safe, first
// or never) and anomaly_vp (U-A2: subtract or floor).
func (b *dropfleetBuild) anomalySwitches(o *yamldoc.Object, bt *dropfleet.Game, choice func(string, bool, string, string) (bool, error)) error {
	var err error
	if bt.Anomaly, err = o.Boolean("anomaly", false); err != nil {
		return err
	}
	if bt.AnomalyScanning, err = yamldoc.Enum(o, "anomaly_scan", dropfleet.ScanAnomalySafe, dropfleet.ParseAnomalyScanning); err != nil {
		return err
	}
	bt.AnomalyVPFloor, err = choice("anomaly_vp", false, "floor", "subtract")
	return err
}

// layout reads battle.layout: the clusters, each {name, size, at: [x, y],
// side, double, sectors: [{type, at}]}, positions in inches on the 48"
// table. Names are unique; a sector stands within 6" of its cluster's
// centre and clear of the cluster's other sectors; side (a, b or c) is
// read only by Erupting Battlefront.
func (b *dropfleetBuild) layout(o *yamldoc.Object, kind dropfleet.ScenarioKind) ([]dropfleet.ClusterSpec, error) {
	items, err := o.List("layout", maxClusters)
	if err != nil {
		return nil, err
	}
	if len(items) == 0 { // no clusters: a battle of kill points alone, which no scenario is
		return nil, b.d.Errorf(o.Value("layout"), o.Field("layout"), "an empty layout: the scenario's objectives need clusters; give at least one, or leave layout out for the scenario's own")
	}
	var out []dropfleet.ClusterSpec
	for j, it := range items {
		path := fmt.Sprintf("%s[%d]", o.Field("layout"), j)
		co, err := b.d.Object(it, path, "name", "size", "at", "side", "double", "sectors")
		if err != nil {
			return nil, err
		}
		if err := co.Require("name", "size", "at", "sectors"); err != nil {
			return nil, err
		}
		c := dropfleet.ClusterSpec{}
		var nameAt *yaml.Node
		if c.Name, nameAt, err = co.Name("name"); err != nil {
			return nil, err
		}
		for _, prev := range out {
			if prev.Name == c.Name {
				return nil, b.d.Errorf(nameAt, co.Field("name"), "a second cluster called %s; each cluster has its own name", c.Name)
			}
		}
		if co.Has("side") && kind != dropfleet.EruptingBattlefront {
			return nil, b.d.Errorf(co.Value("side"), co.Field("side"), "only erupting-battlefront has A, B and C clusters; %s has none", kind)
		}
		if c.Side, err = yamldoc.Enum(co, "side", dropfleet.SideC, dropfleet.ParseClusterSide); err != nil {
			return nil, err
		}
		if c.Double, err = co.Boolean("double", false); err != nil {
			return nil, err
		}
		if c.Size, err = yamldoc.Enum(co, "size", dropfleet.SmallCluster, dropfleet.ParseClusterSize); err != nil {
			return nil, err
		}
		if c.Centre, err = b.tablePoint(co, "at"); err != nil {
			return nil, err
		}
		secs, err := co.List("sectors", 8)
		if err != nil {
			return nil, err
		}
		if len(secs) == 0 {
			return nil, b.d.Errorf(co.Value("sectors"), co.Field("sectors"), "a cluster has at least one sector (a standard %s cluster has %d)", c.Size, c.Size.Sectors())
		}
		for k, sn := range secs {
			so, err := b.d.Object(sn, fmt.Sprintf("%s[%d]", co.Field("sectors"), k), "type", "at")
			if err != nil {
				return nil, err
			}
			if err := so.Require("type", "at"); err != nil {
				return nil, err
			}
			var sec dropfleet.SectorSpec
			if sec.Type, err = yamldoc.Enum(so, "type", dropfleet.Commercial, dropfleet.ParseSectorType); err != nil {
				return nil, err
			}
			if sec.At, err = b.tablePoint(so, "at"); err != nil {
				return nil, err
			}
			if d := sec.At.Dist(c.Centre); d > dropfleet.ClusterRange {
				return nil, b.d.Errorf(so.Value("at"), so.Field("at"), "the sector is %.1f\" from its cluster's centre; a sector stands within %d\"", d, dropfleet.ClusterRange)
			}
			for j, other := range c.Sectors {
				if sec.At.Dist(other.At) < 2*dropfleet.SectorRadius {
					return nil, b.d.Errorf(so.Value("at"), so.Field("at"), "the sector overlaps sector %d of the cluster (tokens are %d\" across)", j+1, 2*dropfleet.SectorRadius)
				}
			}
			c.Sectors = append(c.Sectors, sec)
		}
		out = append(out, c)
	}
	return out, nil
}

// tablePoint reads [x, y] inches on the table.
func (b *dropfleetBuild) tablePoint(o *yamldoc.Object, key string) (plane.Vec, error) {
	v, err := b.vec(o, key, plane.Vec{})
	if err != nil {
		return v, err
	}
	if v.X < 0 || v.Y < 0 || v.X > dropfleet.TableSize || v.Y > dropfleet.TableSize {
		return v, b.d.Errorf(o.Value(key), o.Field(key), "[%g, %g] is off the %d\" table", v.X, v.Y, dropfleet.TableSize)
	}
	return v, nil
}

// fleetList returns fleet f as a fleet list of the given size and points
// limit, its lines those of the file, for FleetList.Check. The file's
// admiral: is the Admiral value in play (scenarios/README.md, "fleets");
// the list holds the cheapest level bought that plays it aboard
// admiral_ship (FleetList.BuyAdmiral), and the error when none does.
func (b *dropfleetBuild) fleetList(f int, size dropfleet.GameSize, limit int) (*dropfleet.FleetList, error) {
	g := b.g
	fl := g.Fleets[f]
	l := &dropfleet.FleetList{Line: b.lines.fleet[f], Size: size, Limit: limit, Admiral: dropfleet.ListedAdmiral{Battlegroup: -1, Group: -1, Line: b.lines.fleet[f]}}
	if line := b.lines.admiral[f]; line > 0 {
		l.Admiral.Line = line
	}
	l.CapCountsLanders = g.Rules.Launch.CapCountsLanders // U-L6 (rules:)
	l.AdmiralShift = b.admiralShift[f]
	for _, bg := range fl.Battlegroups {
		lb := dropfleet.ListedBattlegroup{Line: b.lines.battlegroup[bg], Name: g.Battlegroups[bg].Name, Type: g.Battlegroups[bg].Type}
		for _, gi := range g.Battlegroups[bg].Groups {
			p := &g.Ships[g.Groups[gi].Ships[0]].Profile
			for _, n := range g.Groups[gi].Bought {
				if fl.AdmiralShip >= 0 && g.Ships[fl.AdmiralShip].Group == gi && l.Admiral.Group < 0 {
					l.Admiral.Battlegroup, l.Admiral.Group = len(l.Battlegroups), len(lb.Groups)
				}
				lb.Groups = append(lb.Groups, dropfleet.ListedGroup{Line: b.lines.group[gi], Class: p.Name, Tonnage: p.Tonnage, Ships: n,
					GroupMin: p.GroupMin, GroupMax: p.GroupMax, Points: p.Points, Rare: p.Rare, CommandShip: p.CommandShip, Launch: p.Launch})
			}
		}
		l.Battlegroups = append(l.Battlegroups, lb)
	}
	return l, l.BuyAdmiral(fl.Admiral)
}

// listLines are the file lines of each fleet, battlegroup and group, and
// of each fleet's admiral: (its fleet's line when not given), for the
// messages of the fleet-list check.
type listLines struct{ fleet, battlegroup, group, admiral map[int]int }

// note records the first line given for index i in m.
func note(m map[int]int, i, line int) {
	if _, ok := m[i]; !ok {
		m[i] = line
	}
}
