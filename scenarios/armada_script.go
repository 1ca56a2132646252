package scenarios

import (
	"fmt"
	"slices"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
)

func (b *armadaBuild) script(top *yamldoc.Object) error {
	steps, err := b.steps(top.Value("script"), "script", 0)
	b.g.Script = steps
	return err
}

// steps reads a list of script steps; depth counts nested rounds.
func (b *armadaBuild) steps(n *yaml.Node, path string, depth int) ([]armada.Step, error) {
	if n == nil {
		return nil, nil
	}
	items, err := b.d.List(n, path, maxSteps)
	if err != nil {
		return nil, err
	}
	var out []armada.Step
	for i, it := range items {
		spath := fmt.Sprintf("%s[%d]", path, i)
		o, err := b.d.Object(it, spath, "attack", "activate", "status", "rounds", "maneuver", "squadron_phase")
		if err != nil {
			return nil, err
		}
		if len(o.Keys()) != 1 {
			return nil, b.d.Errorf(o.Node(), spath, "a step is one of attack, activate, status, rounds, maneuver, squadron_phase; this one has %d", len(o.Keys()))
		}
		if b.nsteps++; b.nsteps > maxSteps {
			return nil, b.d.Errorf(o.Node(), spath, "the script has more than %d steps", maxSteps)
		}
		key := o.Keys()[0]
		v, vpath := o.Value(key), spath+"."+key
		var st armada.Step
		switch key {
		case "attack":
			a, err := b.attack(v, vpath, -1)
			if err != nil {
				return nil, err
			}
			st = armada.Step{Kind: armada.StepAttack, Attacks: []armada.Attack{a}}
		case "activate":
			sts, err := b.activate(v, vpath)
			if err != nil {
				return nil, err
			}
			out = append(out, sts...)
			continue
		case "status":
			st = armada.Step{Kind: armada.StepStatus}
		case "squadron_phase":
			st = armada.Step{Kind: armada.StepSquadrons}
		case "rounds":
			st, err = b.rounds(v, vpath, depth)
		case "maneuver":
			st, err = b.maneuver(v, vpath, -1)
		}
		if err != nil {
			return nil, err
		}
		out = append(out, st)
	}
	return out, nil
}

// activate reads a ship's activation: its attacks, then its maneuver when
// it gives one (a second step).
func (b *armadaBuild) activate(n *yaml.Node, path string) ([]armada.Step, error) {
	st, o, err := b.activation(n, path)
	if err != nil {
		return nil, err
	}
	steps := []armada.Step{st}
	if o.Has("maneuver") {
		m, err := b.maneuver(o.Value("maneuver"), o.Field("maneuver"), st.Unit)
		if err != nil {
			return nil, err
		}
		steps = append(steps, m)
	}
	return steps, nil
}

func (b *armadaBuild) activation(n *yaml.Node, path string) (armada.Step, *yamldoc.Object, error) {
	st := armada.Step{Kind: armada.StepAttack, Activation: true}
	o, err := b.d.Object(n, path, "ship", "attacks", "maneuver")
	if err != nil {
		return st, nil, err
	}
	if err := o.Require("ship"); err != nil {
		return st, nil, err
	}
	ship, err := b.unit(o, "ship")
	if err != nil {
		return st, nil, err
	}
	if b.g.Units[ship].Profile.Squadron {
		return st, nil, b.d.Errorf(o.Value("ship"), o.Field("ship"), "%s is a squadron: a ship activation needs a ship", b.g.Units[ship].ID)
	}
	st.Unit = ship
	most := armada.MaxAttacks(b.g.Units[ship].Profile.Size)
	items, err := o.List("attacks", most)
	if err != nil {
		return st, nil, b.d.Errorf(o.Value("attacks"), o.Field("attacks"), "illegal activation: a %s ship makes up to %d attacks per activation (rules notes §3)", b.g.Units[ship].Profile.Size, most)
	}
	for j, it := range items {
		a, err := b.attack(it, fmt.Sprintf("%s[%d]", o.Field("attacks"), j), ship)
		if err != nil {
			return st, nil, err
		}
		if !a.BestZone && slices.ContainsFunc(st.Attacks, func(x armada.Attack) bool { return !x.BestZone && x.From == a.From }) {
			return st, nil, b.d.Errorf(it, fmt.Sprintf("%s[%d].from", o.Field("attacks"), j),
				"illegal activation: two attacks from the %s hull zone; each attack comes from a different hull zone (rules notes §3)", a.From)
		}
		if u := &b.g.Units[ship]; a.Concentrate != armada.NoConcentrate && (len(u.Commands) > 0 || u.CommandHeuristic) {
			return st, nil, b.d.Errorf(it, fmt.Sprintf("%s[%d].concentrate_fire", o.Field("attacks"), j),
				"%s sets command dials (commands:), so its dials and tokens decide Concentrate Fire: remove concentrate_fire here", b.g.Units[ship].ID)
		}
		st.Attacks = append(st.Attacks, a)
	}
	return st, o, nil
}

func (b *armadaBuild) rounds(n *yaml.Node, path string, depth int) (armada.Step, error) {
	st := armada.Step{Kind: armada.StepRounds}
	if depth > 0 {
		return st, b.d.Errorf(n, path, "rounds cannot be nested")
	}
	o, err := b.d.Object(n, path, "count", "until_destroyed", "steps")
	if err != nil {
		return st, err
	}
	if err := o.Require("count", "steps"); err != nil {
		return st, err
	}
	if st.Rounds, err = o.Integer("count", 0, 1, maxRounds); err != nil {
		return st, err
	}
	items, err := o.List("until_destroyed", maxUnits)
	if err != nil {
		return st, err
	}
	for j, it := range items {
		id, itn, _, err := b.d.Scalar(it, fmt.Sprintf("%s[%d]", o.Field("until_destroyed"), j))
		if err != nil {
			return st, err
		}
		u := b.g.UnitIndex(id)
		if u < 0 {
			return st, b.d.Errorf(itn, o.Field("until_destroyed"), "no unit %q", id)
		}
		st.Until = append(st.Until, u)
	}
	st.Body, err = b.steps(o.Value("steps"), o.Field("steps"), depth+1)
	return st, err
}
