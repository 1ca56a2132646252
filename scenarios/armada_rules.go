package scenarios

import (
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// rules reads an Armada scenario's rules: section: the rules switches
// (evade, squadron sight and obstruction), the squadron base, the play
// area, the maneuver tool and the range ruler.
func (b *armadaBuild) rules(top *yamldoc.Object) error {
	if !top.Has("rules") {
		return nil
	}
	o, err := b.d.Object(top.Value("rules"), "rules", "evade", "squadron_sight", "squadrons_obstruct", "squadron_radius",
		"tool_segment", "tool_width", "range_close", "range_medium", "range_long", "play_area")
	if err != nil {
		return err
	}
	if b.g.Rules.Evade, err = yamldoc.Enum(o, "evade", armada.Evade15, armada.ParseEvadeRule); err != nil {
		return err
	}
	if b.g.Rules.SquadronSight, err = yamldoc.Enum(o, "squadron_sight", armada.SightClosestPoint, armada.ParseSquadronSight); err != nil {
		return err
	}
	if b.g.Rules.Obstruction, err = yamldoc.Enum(o, "squadrons_obstruct", armada.ObstructSeed, armada.ParseObstruction); err != nil {
		return err
	}
	if b.g.SquadronRadius, err = o.Number("squadron_radius", armada.DefaultSquadronRadius, 5, 50); err != nil {
		return err
	}
	if o.Has("play_area") {
		size, err := o.Pair("play_area", [2]float64{}, "millimetres", 5000)
		if err != nil {
			return err
		}
		if size[0] < 300 || size[1] < 300 {
			std := armada.ThreeBySix()
			return b.d.Errorf(o.Value("play_area"), o.Field("play_area"), "a play area is at least 300 × 300 mm (3' × 6' is [%g, %g])", std.X, std.Y)
		}
		b.g.PlayArea = plane.Vec{X: size[0], Y: size[1]}
	}
	t := &b.g.Tool
	if t.Segment, err = o.Number("tool_segment", t.Segment, 40, 100); err != nil {
		return err
	}
	if t.Width, err = o.Number("tool_width", t.Width, 5, 30); err != nil {
		return err
	}
	ru := &b.g.Ruler
	for _, band := range []struct {
		key string
		at  *float64
	}{{"range_close", &ru.Close}, {"range_medium", &ru.Medium}, {"range_long", &ru.Long}} {
		if *band.at, err = o.Number(band.key, *band.at, 50, 500); err != nil {
			return err
		}
	}
	if !(ru.Close < ru.Medium && ru.Medium < ru.Long) {
		return b.d.Errorf(o.Node(), "rules", "the range bands must end in order: close %g < medium %g < long %g mm", ru.Close, ru.Medium, ru.Long)
	}
	return nil
}
