package scenarios

import (
	"fmt"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// maxClusters bounds a layout's clusters.
const maxClusters = 20

// battle reads the battle section: a whole game instead of a script
// (battle notes §6.1). {scenario: take-and-hold, size, points, turns,
// unrestricted, critical_locations, survey, layout}. Each fleet is checked
// as a fleet list of that size and points limit (FleetList.Check) unless
// unrestricted is true.
func (b *dropfleetBuild) battle(top *yamldoc.Object) error {
	o, err := b.d.Object(top.Value("battle"), "battle", "scenario", "size", "points", "turns", "unrestricted", "critical_locations", "survey", "layout", "scenery", "stations")
	if err != nil {
		return err
	}
	if top.Has("script") {
		return b.d.Errorf(top.Value("script"), "script", "a battle plays whole turns and its Roundups; it takes no script")
	}
	bt := dropfleet.NewTakeAndHold()
	if _, err := yamldoc.Enum(o, "scenario", "take-and-hold", func(s string) (string, error) {
		if s != "take-and-hold" {
			return "", yamldoc.Problemf("unknown battle scenario %q (expected take-and-hold; the other v1.7 scenarios are not played yet)", s)
		}
		return s, nil
	}); err != nil {
		return err
	}
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
	crit, err := yamldoc.Enum(o, "critical_locations", true, func(s string) (bool, error) {
		switch s {
		case "every-cluster":
			return true, nil
		case "surveyed":
			return false, nil
		}
		return false, yamldoc.Problemf("unknown critical_locations %q (expected every-cluster or surveyed)", s)
	})
	if err != nil {
		return err
	}
	bt.EveryClusterCritical = crit
	if bt.Survey, err = o.Boolean("survey", true); err != nil {
		return err
	}
	if o.Has("layout") {
		if bt.Clusters, err = b.layout(o); err != nil {
			return err
		}
	}
	if bt.Scenery, err = b.scenery(o); err != nil { // dropfleet_scenery.go
		return err
	}
	if bt.Stations, err = b.stations(o); err != nil {
		return err
	}
	b.g.Battle = bt
	b.g.Script = append(b.g.Script, dropfleet.Step{Kind: dropfleet.StepTurns, Turns: dropfleet.Turns{Count: turns}})
	if unrestricted {
		return nil
	}
	for f := range b.g.Fleets {
		if err := b.fleetList(f, size, limit).Check(); err != nil {
			return b.d.Errorf(o.Node(), "fleets."+b.g.Fleets[f].Name, "%v; set battle.unrestricted: true to play it anyway", err)
		}
	}
	return nil
}

// layout reads battle.layout: the clusters, each {name, size, at: [x, y],
// sectors: [{type, at}]}, positions in inches on the 48" table.
func (b *dropfleetBuild) layout(o *yamldoc.Object) ([]dropfleet.ClusterSpec, error) {
	items, err := o.List("layout", maxClusters)
	if err != nil {
		return nil, err
	}
	var out []dropfleet.ClusterSpec
	for j, it := range items {
		path := fmt.Sprintf("%s[%d]", o.Field("layout"), j)
		co, err := b.d.Object(it, path, "name", "size", "at", "sectors")
		if err != nil {
			return nil, err
		}
		if err := co.Require("name", "size", "at", "sectors"); err != nil {
			return nil, err
		}
		c := dropfleet.ClusterSpec{}
		if c.Name, _, err = co.Name("name"); err != nil {
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
// limit, its lines those of the file, for FleetList.Check. The admiral's
// value is the one the file gives for play, bought at that level.
func (b *dropfleetBuild) fleetList(f int, size dropfleet.GameSize, limit int) *dropfleet.FleetList {
	g := b.g
	fl := g.Fleets[f]
	l := &dropfleet.FleetList{Size: size, Limit: limit, Admiral: dropfleet.ListedAdmiral{Level: fl.Admiral, Battlegroup: -1, Group: -1, Line: b.lines.fleet[f]}}
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
	return l
}

// listLines are the file lines of each fleet, battlegroup and group, for
// the messages of the fleet-list check.
type listLines struct{ fleet, battlegroup, group map[int]int }

// note records the first line given for index i in m.
func note(m map[int]int, i, line int) {
	if _, ok := m[i]; !ok {
		m[i] = line
	}
}
