package scenarios

import (
	"fmt"
	"slices"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/policies"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

func (b *dropfleetBuild) script(top *object) error {
	steps, err := top.list("script", maxSteps)
	if err != nil {
		return err
	}
	for i, n := range steps {
		path := fmt.Sprintf("script[%d]", i)
		o, err := b.d.object(n, path, "activate", "reveal", "turns")
		if err != nil {
			return err
		}
		if len(o.order) != 1 {
			return b.d.errorf(o.node, path, "a step is one of activate, reveal, turns; this one has %d", len(o.order))
		}
		switch o.order[0] {
		case "activate":
			err = b.activate(o.values["activate"], path+".activate")
		case "reveal":
			err = b.reveal(o.values["reveal"], path+".reveal")
		case "turns":
			err = b.turns(o.values["turns"], path+".turns")
		}
		if err != nil {
			return err
		}
		if len(b.g.Script) > maxSteps {
			return b.d.errorf(o.node, path, "the script has more than %d steps with copies", maxSteps)
		}
	}
	return nil
}

func (b *dropfleetBuild) activate(n *yaml.Node, path string) error {
	o, err := b.d.object(n, path, append([]string{"battlegroup"}, activationFields...)...)
	if err != nil {
		return err
	}
	if err := o.require("battlegroup", "order"); err != nil {
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
	o, err := b.d.object(n, path, "count", "losses")
	if err != nil {
		return err
	}
	if err := o.require("count"); err != nil {
		return err
	}
	st := dropfleet.Step{Kind: dropfleet.StepTurns}
	if st.Turns.Count, err = o.integer("count", 1, 1, dropfleet.MaxTurns); err != nil {
		return err
	}
	items, err := o.list("losses", len(b.g.Ships))
	if err != nil {
		return err
	}
	for j, it := range items {
		lo, err := b.d.object(it, fmt.Sprintf("%s[%d]", o.field("losses"), j), "ship", "before_turn")
		if err != nil {
			return err
		}
		if err := lo.require("ship", "before_turn"); err != nil {
			return err
		}
		var l dropfleet.Loss
		if l.Ship, err = b.ship(lo, "ship"); err != nil {
			return err
		}
		if l.BeforeTurn, err = lo.integer("before_turn", 1, 1, dropfleet.MaxTurns); err != nil {
			return err
		}
		st.Turns.Losses = append(st.Turns.Losses, l)
	}
	b.g.Script = append(b.g.Script, st)
	return nil
}

func (b *dropfleetBuild) reveal(n *yaml.Node, path string) error {
	o, err := b.d.object(n, path, "cards", "choice")
	if err != nil {
		return err
	}
	if err := o.require("cards"); err != nil {
		return err
	}
	cards, err := o.list("cards", dropfleet.Players)
	if err != nil {
		return err
	}
	if len(cards) != dropfleet.Players {
		return b.d.errorf(o.values["cards"], o.field("cards"), "expected one battlegroup per player (%d), got %d", dropfleet.Players, len(cards))
	}
	rv := dropfleet.Reveal{Cards: [dropfleet.Players]int{-1, -1}}
	for j, c := range cards {
		field := fmt.Sprintf("%s[%d]", o.field("cards"), j)
		name, cn, _, err := b.d.scalar(c, field)
		if err != nil {
			return err
		}
		bg := slices.IndexFunc(b.g.Battlegroups, func(x dropfleet.Battlegroup) bool { return x.Name == name })
		if bg < 0 {
			return b.d.errorf(cn, field, "no battlegroup %q (a copied battlegroup is named like name#1)", name)
		}
		f := b.g.Battlegroups[bg].Fleet
		if rv.Cards[f] >= 0 {
			return b.d.errorf(cn, field, "both cards belong to fleet %s; each player reveals one", b.g.Fleets[f].Name)
		}
		rv.Cards[f] = bg
	}
	choice, err := o.str("choice", "first")
	if err != nil {
		return err
	}
	if rv.Chooser, err = policies.FirstChooser(choice); err != nil {
		return b.d.errorf(o.values["choice"], o.field("choice"), "%v", err)
	}
	b.g.Script = append(b.g.Script, dropfleet.Step{Kind: dropfleet.StepReveal, Reveal: rv})
	return nil
}
