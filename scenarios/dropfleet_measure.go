package scenarios

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// measureExtras reads the fields only some measures take: to and by (a
// ship), after (an activation number), order.
func (b *dropfleetBuild) measureExtras(o *yamldoc.Object, p *dropfleet.Probe) error {
	var err error
	wants := map[string]bool{}
	switch p.What {
	case dropfleet.DistanceTo:
		wants["to"] = true
		if err := o.Require("to"); err != nil {
			return err
		}
		if p.Other, err = b.ship(o, "to"); err != nil {
			return err
		}
	case dropfleet.TargetedFrom:
		wants["by"] = true
		if err := o.Require("by"); err != nil {
			return err
		}
		if p.Other, err = b.ship(o, "by"); err != nil {
			return err
		}
	case dropfleet.DetectedAfter, dropfleet.UndetectedThrough:
		wants["after"] = true
		lo := 0
		if p.What == dropfleet.DetectedAfter {
			lo = 1
			if err := o.Require("after"); err != nil {
				return err
			}
		}
		if p.After, err = o.Integer("after", 0, lo, dropfleet.MaxWatchedActivations); err != nil {
			return err
		}
		if p.After > 0 {
			p.Doc = fmt.Sprintf("%s (activation %d)", p.Doc, p.After)
		}
	case dropfleet.Position, dropfleet.Before, dropfleet.Double, dropfleet.Last, dropfleet.TurnRolloffs, dropfleet.VictoryPointsAfter:
		wants["turn"] = true
		lo := 1
		if p.What == dropfleet.Double {
			lo = 0
		}
		if p.What == dropfleet.VictoryPointsAfter && o.Has("turn") {
			text, n, from, err := o.Scalar("turn")
			if err != nil {
				return err
			}
			if text == everyTurn {
				p.Turn = 0 // every turn: eachProbes makes one probe a turn
				break
			}
			if _, err := strconv.Atoi(text); err != nil {
				return b.d.Errorf(n, o.Field("turn"), "expected a turn from 1 to %d, or %s (one metric a turn), got %q%s", dropfleet.MaxTurns, everyTurn, text, from)
			}
		}
		if p.Turn, err = o.Integer("turn", 1, lo, dropfleet.MaxTurns); err != nil {
			return err
		}
		if p.What == dropfleet.Double && !o.Has("turn") {
			p.Turn = 0
		}
		if p.What == dropfleet.Before {
			wants["than"] = true
			if err := o.Require("than"); err != nil {
				return err
			}
			bgs, err := b.battlegroups(o, "than")
			if err != nil {
				return err
			}
			if len(bgs) != 1 {
				return b.d.Errorf(o.Value("than"), o.Field("than"), "name one copy of a copied battlegroup")
			}
			p.Other = bgs[0]
		}
	case dropfleet.Took:
		wants["order"] = true
		if err := o.Require("order"); err != nil {
			return err
		}
		if p.Order, err = yamldoc.Enum(o, "order", dropfleet.OrderNone, dropfleet.ParseOrder); err != nil {
			return err
		}
	case dropfleet.ShipsLostOfClass:
		wants["class"] = true // read by classProbes, once the fleet is known
	}
	for _, k := range []string{"to", "by", "after", "order", "turn", "than", "class"} {
		if o.Has(k) && !wants[k] {
			return b.d.Errorf(o.Value(k), o.Field(k), "a %s measure takes no %s", p.What, k)
		}
	}
	return nil
}

func (b *dropfleetBuild) measures(top *yamldoc.Object) error {
	made := map[string]*yamldoc.Object{} // the metrics a measure made for a class or a turn
	err := measures(b.d, top, []string{"name", "what", "of", "to", "by", "after", "order", "than", "turn", "class", "doc"}, func(o *yamldoc.Object, name string) error {
		what, err := yamldoc.Enum(o, "what", dropfleet.QuantityNone, dropfleet.ParseQuantity)
		if err != nil {
			return err
		}
		if what.Battle() && b.g.Battle == nil {
			return b.d.Errorf(o.Value("what"), o.Field("what"), "%s is measured of a whole game: the scenario needs a battle section", what)
		}
		p := dropfleet.Probe{Name: name, What: what, Doc: what.Doc()}
		if p.Doc, err = o.Str("doc", p.Doc); err != nil {
			return err
		}
		if err := b.measureExtras(o, &p); err != nil {
			return err
		}
		switch what.Of() {
		case "battlegroup":
			if err := o.Require("of"); err != nil {
				return err
			}
			bgs, err := b.battlegroups(o, "of")
			if err != nil {
				return err
			}
			if len(bgs) != 1 {
				return b.d.Errorf(o.Value("of"), o.Field("of"), "name one copy of a copied battlegroup, like %s", b.g.Battlegroups[bgs[0]].Name)
			}
			p.Battlegroup = bgs[0]
		case "ship":
			if err := o.Require("of"); err != nil {
				return err
			}
			if p.Ship, err = b.ship(o, "of"); err != nil {
				return err
			}
			if what == dropfleet.DetectedAfter || what == dropfleet.UndetectedThrough {
				b.g.Watch = append(b.g.Watch, p.Ship)
			}
		case "fleet":
			if err := o.Require("of"); err != nil {
				return err
			}
			fleet, fn, _, err := o.Scalar("of")
			if err != nil {
				return err
			}
			p.Fleet = slices.IndexFunc(b.g.Fleets, func(f dropfleet.Fleet) bool { return f.Name == fleet })
			if p.Fleet < 0 {
				return b.d.Errorf(fn, o.Field("of"), "no fleet %q", fleet)
			}
		default:
			if o.Has("of") {
				return b.d.Errorf(o.Value("of"), o.Field("of"), "%s is measured of the whole trial, not of a ship or fleet", what)
			}
		}
		ps, err := b.eachProbes(o, p) // dropfleet_measure_each.go
		if err != nil {
			return err
		}
		for _, q := range ps {
			if q.Name != name {
				made[q.Name] = o
			}
		}
		b.g.Probes = append(b.g.Probes, ps...)
		return nil
	})
	if err != nil {
		return err
	}
	return b.uniqueMetrics(made)
}
