package scenarios

import (
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// placement reads where a unit stands: at [x, y] in millimetres on the
// play area plus shift [x, y] (which lets a parameter move a unit placed
// with constants), heading in degrees, and jitter {mm, deg}, the most each
// trial moves it at random.
func (b *armadaBuild) placement(o *object, u *armada.Unit) error {
	if !o.has("at") {
		for _, k := range []string{"heading", "jitter", "shift"} {
			if o.has(k) {
				return b.d.errorf(o.values[k], o.field(k), "%s needs at: a unit placed on the table", k)
			}
		}
		return nil
	}
	xy, err := o.pair("at", [2]float64{}, "millimetres", 2000)
	if err != nil {
		return err
	}
	shift, err := o.pair("shift", [2]float64{}, "millimetres", 2000)
	if err != nil {
		return err
	}
	u.Placed, u.Start.At = true, plane.Vec{X: xy[0] + shift[0], Y: xy[1] + shift[1]}
	if u.Start.Heading, err = o.number("heading", 0, -360, 360); err != nil {
		return err
	}
	if !b.g.OnPlayArea(u.Profile.Size, u.Start) {
		return b.d.errorf(o.values["at"], o.field("at"), "%s at [%g, %g] is not wholly on the play area, [0, 0] to [%g, %g]",
			u.ID, u.Start.At.X, u.Start.At.Y, b.g.PlayArea.X, b.g.PlayArea.Y)
	}
	if o.has("jitter") {
		jo, err := b.d.object(o.values["jitter"], o.field("jitter"), "mm", "deg")
		if err != nil {
			return err
		}
		if u.JitterMM, err = jo.number("mm", 0, 0, 100); err != nil {
			return err
		}
		if u.JitterDeg, err = jo.number("deg", 0, 0, 45); err != nil {
			return err
		}
	}
	return nil
}
