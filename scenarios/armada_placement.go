package scenarios

import (
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// placement reads where a unit stands: at [x, y] in millimetres on the
// play area plus shift [x, y] (which lets a parameter move a unit placed
// with constants), heading in degrees, and jitter {mm, deg}, the most each
// trial moves it at random.
func (b *armadaBuild) placement(o *yamldoc.Object, u *armada.Unit) error {
	if !o.Has("at") {
		for _, k := range []string{"heading", "jitter", "shift"} {
			if o.Has(k) {
				return b.d.Errorf(o.Value(k), o.Field(k), "%s needs at: a unit placed on the table", k)
			}
		}
		return nil
	}
	xy, err := o.Pair("at", [2]float64{}, "millimetres", 2000)
	if err != nil {
		return err
	}
	shift, err := o.Pair("shift", [2]float64{}, "millimetres", 2000)
	if err != nil {
		return err
	}
	u.Placed, u.Start.At = true, plane.Vec{X: xy[0] + shift[0], Y: xy[1] + shift[1]}
	if u.Start.Heading, err = o.Number("heading", 0, -360, 360); err != nil {
		return err
	}
	if !b.g.OnPlayArea(u.Profile.Size, u.Start) {
		return b.d.Errorf(o.Value("at"), o.Field("at"), "%s at [%g, %g] is not wholly on the play area, [0, 0] to [%g, %g]",
			u.ID, u.Start.At.X, u.Start.At.Y, b.g.PlayArea.X, b.g.PlayArea.Y)
	}
	if o.Has("jitter") {
		jo, err := b.d.Object(o.Value("jitter"), o.Field("jitter"), "mm", "deg")
		if err != nil {
			return err
		}
		if u.JitterMM, err = jo.Number("mm", 0, 0, 100); err != nil {
			return err
		}
		if u.JitterDeg, err = jo.Number("deg", 0, 0, 45); err != nil {
			return err
		}
	}
	return nil
}
