package scenarios

import (
	"errors"
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// moveSpec is a parsed move: a fixed movement or a movement policy.
type moveSpec struct {
	fixed *dropfleet.Movement
	style policies.Style[dropfleet.Player] // the ships' MoveDecision
	node  *yaml.Node
}

var moveFields = []string{"turn", "distance", "then_turn", "then_distance", "turn_end", "policy", "target", "range"}

// move reads a move: {turn, distance, then_turn, then_distance, turn_end}
// or {policy: close-on|keep-at|max|min, target, range}.
func (b *dropfleetBuild) move(n *yaml.Node, path string) (moveSpec, error) {
	o, err := b.d.Object(n, path, moveFields...)
	if err != nil {
		return moveSpec{}, err
	}
	spec := moveSpec{node: o.Node()}
	if !o.Has("policy") {
		if o.Has("target") || o.Has("range") {
			return spec, b.d.Errorf(o.Node(), path, "target and range go with a movement policy (policy: close-on or keep-at)")
		}
		var m dropfleet.Movement
		for _, f := range []struct {
			key    string
			to     *float64
			lo, hi float64
		}{{"turn", &m.Turn, -360, 360}, {"distance", &m.Distance, 0, 2 * maxInches}, {"then_turn", &m.ThenTurn, -360, 360},
			{"then_distance", &m.ThenDistance, 0, 2 * maxInches}, {"turn_end", &m.TurnEnd, -360, 360}} {
			if *f.to, err = o.Number(f.key, 0, f.lo, f.hi); err != nil {
				return spec, err
			}
		}
		spec.fixed = &m
		spec.style = policies.MoveStyle(policies.FixedMove{Movement: m})
		return spec, nil
	}
	name, pn, _, err := o.Scalar("policy")
	if err != nil {
		return spec, err
	}
	target := -1
	if o.Has("target") {
		if target, err = b.ship(o, "target"); err != nil {
			return spec, err
		}
	}
	for _, k := range []string{"turn", "distance", "then_turn", "then_distance", "turn_end"} {
		if o.Has(k) {
			return spec, b.d.Errorf(o.Value(k), o.Field(k), "a movement policy decides the turns and distances itself")
		}
	}
	if !policies.Moves.Has(name) {
		names := policies.Moves.Names()
		return spec, b.d.Errorf(pn, o.Field("policy"), "unknown movement policy %q%s (expected one of %s)", name, yamldoc.Suggest(name, names), strings.Join(names, ", "))
	}
	params := policies.Params{Target: target}
	if o.Has("range") {
		if params.Range, err = o.Number("range", 0, 0, 2*maxInches); err != nil {
			return spec, err
		}
		params.HasRange = true
	}
	spec.style, err = policies.Moves.Build(name, params)
	var missing *policies.MissingParam
	switch {
	case errors.As(err, &missing):
		return spec, o.Require(missing.Param)
	case err != nil:
		return spec, b.d.Errorf(o.Value("range"), o.Field("range"), "%v", err)
	}
	return spec, nil
}

// shipOrPolicy reads a ship ID or the name of a targeting policy.
func (b *dropfleetBuild) shipOrPolicy(o *yamldoc.Object, key string) (int, policies.Style[dropfleet.Player], error) {
	text, n, _, err := o.Scalar(key)
	if err != nil {
		return -1, nil, err
	}
	if i := b.g.ShipIndex(text); i >= 0 {
		return i, nil, nil
	}
	if t, err := policies.Targets.Lookup(text); err == nil {
		return -1, t, nil
	}
	known := policies.Targets.Names()
	for i := range b.g.Ships {
		known = append(known, b.g.Ships[i].ID)
	}
	return -1, nil, b.d.Errorf(n, o.Field(key), "no ship or targeting policy %q%s (policies: nearest, nearest-silent, nearest-detected)", text, yamldoc.Suggest(text, known))
}

// activationFields are the fields of an activation, in a script step
// (with battlegroup) or a battlegroup's plan.
var activationFields = []string{"order", "ships", "scan_target", "target", "move", "moves"}

// activation reads the activation fields of o for each battlegroup of bgs
// and hands each checked activation to emit.
func (b *dropfleetBuild) activation(o *yamldoc.Object, path string, bgs []int, emit func(dropfleet.Activation)) error {
	if err := o.Require("order"); err != nil {
		return err
	}
	orderText, on, from, err := o.Scalar("order")
	if err != nil {
		return err
	}
	special, oerr := dropfleet.ParseOrder(orderText)
	var chooser policies.Style[dropfleet.Player]
	if oerr != nil {
		if chooser, err = policies.Orders.Lookup(orderText); err != nil {
			return b.d.Errorf(on, o.Field("order"), "%q is neither an order (standard, weapons-free, station-keeping, course-change, max-thrust, silent-running, active-scan) nor an order policy (spike-aware, random-legal)%s", orderText, from)
		}
		special = dropfleet.OrderNone
	}
	scanTarget, target := -1, -1
	var scanTargeter, targeter policies.Style[dropfleet.Player]
	if o.Has("scan_target") {
		if scanTarget, scanTargeter, err = b.shipOrPolicy(o, "scan_target"); err != nil {
			return err
		}
	} else if special == dropfleet.ActiveScan {
		return b.d.Errorf(o.Node(), path, "missing required field scan_target: an Active Scan needs an enemy ship (or a targeting policy) to aim at")
	}
	if o.Has("target") {
		if target, targeter, err = b.shipOrPolicy(o, "target"); err != nil {
			return err
		}
	}
	var moveAll moveSpec
	if o.Has("move") {
		if moveAll, err = b.move(o.Value("move"), o.Field("move")); err != nil {
			return err
		}
	}
	perShip := map[string]moveSpec{}
	if o.Has("moves") {
		mo, err := b.d.Object(o.Value("moves"), o.Field("moves"))
		if err != nil {
			return err
		}
		for _, id := range mo.Keys() { // keys are ship names, such as frig.2
			if perShip[id], err = b.move(mo.Value(id), mo.Field(id)); err != nil {
				return err
			}
		}
	}
	items, err := o.List("ships", maxGroupShips*dropfleet.MaxGroupsPerBattlegroup)
	if err != nil {
		return err
	}
	for _, bg := range bgs {
		suffix := suffixOf(b.g.Battlegroups[bg].Name)
		var takes []int
		if items != nil {
			takes = []int{}
			for j, it := range items {
				field := fmt.Sprintf("%s[%d]", o.Field("ships"), j)
				id, itn, _, err := b.d.Scalar(it, field)
				if err != nil {
					return err
				}
				if si := b.shipIn(bg, id, suffix); si >= 0 {
					takes = append(takes, si)
				} else if !b.shipInAny(bgs, id) {
					names := b.fileShipNames(bgs)
					return b.d.Errorf(itn, field, "no ship %q in battlegroup %s%s (its ships: %s)", id, b.activated(bgs), yamldoc.Suggest(id, names), strings.Join(names, ", "))
				}
			}
		}
		a, err := b.g.BuildActivation(bg, special, takes, scanTarget)
		if err != nil {
			return b.illegal(o, path, err)
		}
		// the activation's scripted choices, and each ship's (see policies.Script)
		f := b.g.Battlegroups[bg].Fleet
		a.Player = policies.Script(b.g, f, chooser, policies.ScanTargetStyle(scanTargeter), targeter, moveAll.style)
		for k := range a.Ships {
			so := &a.Ships[k]
			so.Target, so.Player = target, a.Player
			spec := moveAll
			id := b.g.Ships[so.Ship].ID
			if ps, ok := perShip[fileShipName(id, suffix)]; ok {
				spec = ps // the name as written: this ship in every copy
			}
			if ps, ok := perShip[id]; ok {
				spec = ps // the full name (frig#2.1): this copy's ship only, first
			}
			if spec.node != moveAll.node {
				so.Player = policies.Script(b.g, f, targeter, spec.style) // a move of its own
			}
			if spec.fixed == nil {
				continue
			}
			if chooser != nil {
				return b.d.Errorf(spec.node, path, "a fixed move needs a fixed order: with an order policy, give a movement policy (close-on, keep-at, max, min)")
			}
			order := dropfleet.Standard
			if so.TakesSpecial {
				order = special
			}
			sh := &b.g.Ships[so.Ship]
			thrust := sh.Profile.Thrust
			if sh.Start.Layer == dropfleet.Atmosphere {
				thrust = dropfleet.AtmosphereThrust
			}
			if err := dropfleet.CheckMovement(*spec.fixed, order, thrust); err != nil {
				return b.d.Errorf(spec.node, path, "illegal move: ship %s %v", id, err)
			}
		}
		for id := range perShip {
			if !b.shipInAny(bgs, id) {
				names := b.fileShipNames(bgs)
				return b.d.Errorf(o.Value("moves"), o.Field("moves"), "no ship %q in battlegroup %s%s (its ships: %s)", id, b.activated(bgs), yamldoc.Suggest(id, names), strings.Join(names, ", "))
			}
		}
		if err := b.g.CheckActivation(&a); err != nil {
			return b.illegal(o, path, err)
		}
		emit(a)
	}
	return nil
}

// illegal reports an activation the rules refuse.
func (b *dropfleetBuild) illegal(o *yamldoc.Object, path string, err error) error {
	var ill *dropfleet.IllegalError
	if errors.As(err, &ill) {
		return b.d.Errorf(o.Node(), path, "illegal order: %v", err)
	}
	return b.d.Errorf(o.Node(), path, "%v", err)
}
