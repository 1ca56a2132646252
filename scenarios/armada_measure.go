package scenarios

import (
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
)

func (b *armadaBuild) measures(top *yamldoc.Object) error {
	return measures(b.d, top, []string{"name", "what", "of", "card", "doc"}, func(o *yamldoc.Object, name string) error {
		what, err := yamldoc.Enum(o, "what", armada.QuantityNone, armada.ParseQuantity)
		if err != nil {
			return err
		}
		p := armada.Probe{Name: name, What: what, Doc: what.Doc()}
		if what == armada.FaceupCard {
			if err := o.Require("card"); err != nil {
				return err
			}
			if p.Card, err = yamldoc.Enum(o, "card", armada.CardNone, armada.ParseCard); err != nil {
				return err
			}
			p.Doc = "the unit holds " + p.Card.String() + " faceup at the end"
		} else if o.Has("card") {
			return b.d.Errorf(o.Value("card"), o.Field("card"), "only a faceup-card measure names a card")
		}
		if p.Doc, err = o.Str("doc", p.Doc); err != nil {
			return err
		}
		if what.OfUnit() {
			if err := o.Require("of"); err != nil {
				return err
			}
			if p.Unit, err = b.unit(o, "of"); err != nil {
				return err
			}
		} else if o.Has("of") {
			return b.d.Errorf(o.Value("of"), o.Field("of"), "%s is measured of the whole trial, not of a unit", what)
		}
		b.g.Probes = append(b.g.Probes, p)
		return nil
	})
}
