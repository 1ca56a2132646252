package scenarios

import (
	"fmt"
	"slices"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

func (b *dropfleetBuild) script(top *yamldoc.Object) error {
	steps, err := top.List("script", maxSteps)
	if err != nil {
		return err
	}
	for i, n := range steps {
		path := fmt.Sprintf("script[%d]", i)
		o, err := b.d.Object(n, path, "activate", "reveal", "turns")
		if err != nil {
			return err
		}
		if len(o.Keys()) != 1 {
			return b.d.Errorf(o.Node(), path, "a step is one of activate, reveal, turns; this one has %d", len(o.Keys()))
		}
		switch o.Keys()[0] {
		case "activate":
			err = b.activate(o.Value("activate"), path+".activate")
		case "reveal":
			err = b.reveal(o.Value("reveal"), path+".reveal")
		case "turns":
			err = b.turns(o.Value("turns"), path+".turns")
		}
		if err != nil {
			return err
		}
		if len(b.g.Script) > maxSteps {
			return b.d.Errorf(o.Node(), path, "the script has more than %d steps with copies", maxSteps)
		}
	}
	return nil
}

func (b *dropfleetBuild) activate(n *yaml.Node, path string) error {
	o, err := b.d.Object(n, path, append([]string{"battlegroup"}, activationFields...)...)
	if err != nil {
		return err
	}
	if err := o.Require("battlegroup", "order"); err != nil {
		return err
	}
	bgs, err := b.battlegroups(o, "battlegroup")
	if err != nil {
		return err
	}
	return b.activation(o, path, bgs, func(a dropfleet.Activation) {
		b.g.Script = append(b.g.Script, dropfleet.Step{Kind: dropfleet.StepActivate, Activate: a})
	})
}

// turns reads a turns step: {count: N, losses: [{ship, before_turn}]}.
func (b *dropfleetBuild) turns(n *yaml.Node, path string) error {
	o, err := b.d.Object(n, path, "count", "losses")
	if err != nil {
		return err
	}
	if err := o.Require("count"); err != nil {
		return err
	}
	st := dropfleet.Step{Kind: dropfleet.StepTurns}
	if st.Turns.Count, err = o.Integer("count", 1, 1, dropfleet.MaxTurns); err != nil {
		return err
	}
	items, err := o.List("losses", len(b.g.Ships))
	if err != nil {
		return err
	}
	for j, it := range items {
		lo, err := b.d.Object(it, fmt.Sprintf("%s[%d]", o.Field("losses"), j), "ship", "before_turn")
		if err != nil {
			return err
		}
		if err := lo.Require("ship", "before_turn"); err != nil {
			return err
		}
		var l dropfleet.Loss
		if l.Ship, err = b.ship(lo, "ship"); err != nil {
			return err
		}
		if l.BeforeTurn, err = lo.Integer("before_turn", 1, 1, dropfleet.MaxTurns); err != nil {
			return err
		}
		st.Turns.Losses = append(st.Turns.Losses, l)
	}
	b.g.Script = append(b.g.Script, st)
	return nil
}

func (b *dropfleetBuild) reveal(n *yaml.Node, path string) error {
	o, err := b.d.Object(n, path, "cards", "choice")
	if err != nil {
		return err
	}
	if err := o.Require("cards"); err != nil {
		return err
	}
	cards, err := o.List("cards", dropfleet.Players)
	if err != nil {
		return err
	}
	if len(cards) != dropfleet.Players {
		return b.d.Errorf(o.Value("cards"), o.Field("cards"), "expected one battlegroup per player (%d), got %d", dropfleet.Players, len(cards))
	}
	rv := dropfleet.Reveal{Cards: [dropfleet.Players]int{-1, -1}}
	for j, c := range cards {
		field := fmt.Sprintf("%s[%d]", o.Field("cards"), j)
		name, cn, _, err := b.d.Scalar(c, field)
		if err != nil {
			return err
		}
		bg := slices.IndexFunc(b.g.Battlegroups, func(x dropfleet.Battlegroup) bool { return x.Name == name })
		if bg < 0 {
			return b.d.Errorf(cn, field, "no battlegroup %q (a copied battlegroup is named like name#1)", name)
		}
		f := b.g.Battlegroups[bg].Fleet
		if rv.Cards[f] >= 0 {
			return b.d.Errorf(cn, field, "both cards belong to fleet %s; each player reveals one", b.g.Fleets[f].Name)
		}
		rv.Cards[f] = bg
	}
	choice, err := o.Str("choice", "first")
	if err != nil {
		return err
	}
	st, err := policies.First.Lookup(choice)
	if err != nil {
		return b.d.Errorf(o.Value("choice"), o.Field("choice"), "%v", err)
	}
	rv.Player = policies.Script(b.g, -1, st)
	b.g.Script = append(b.g.Script, dropfleet.Step{Kind: dropfleet.StepReveal, Reveal: rv})
	return nil
}
