package scenarios

import (
	"github.com/fleetlab/fleetlab/sim/armada"
)

func (b *armadaBuild) measures(top *object) error {
	return b.d.measures(top, []string{"name", "what", "of", "card", "doc"}, func(o *object, name string) error {
		what, err := enum(o, "what", armada.QuantityNone, armada.ParseQuantity)
		if err != nil {
			return err
		}
		p := armada.Probe{Name: name, What: what, Doc: what.Doc()}
		if what == armada.FaceupCard {
			if err := o.require("card"); err != nil {
				return err
			}
			if p.Card, err = enum(o, "card", armada.CardNone, armada.ParseCard); err != nil {
				return err
			}
			p.Doc = "the unit holds " + p.Card.String() + " faceup at the end"
		} else if o.has("card") {
			return b.d.errorf(o.values["card"], o.field("card"), "only a faceup-card measure names a card")
		}
		if p.Doc, err = o.str("doc", p.Doc); err != nil {
			return err
		}
		if what.OfUnit() {
			if err := o.require("of"); err != nil {
				return err
			}
			if p.Unit, err = b.unit(o, "of"); err != nil {
				return err
			}
		} else if o.has("of") {
			return b.d.errorf(o.values["of"], o.field("of"), "%s is measured of the whole trial, not of a unit", what)
		}
		b.g.Probes = append(b.g.Probes, p)
		return nil
	})
}
