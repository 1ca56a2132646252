package scenarios

import (
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/profile"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Limits on the size of an Armada scenario. The number of units is bounded
// only to keep a file's cost in reason: the rules core sizes its sets of
// units when the scenario is compiled.
const (
	maxUnits  = 1000
	maxRounds = 50
)

// armadaBuild is the state of compiling one Armada scenario.
type armadaBuild struct {
	d        *yamldoc.Decoder
	g        *armada.Model
	profiles map[string]armada.Profile
	nsteps   int // steps read so far, nested ones included
}

func decodeArmada(d *yamldoc.Decoder, top *yamldoc.Object) (*armada.Model, error) {
	b := &armadaBuild{d: d, g: &armada.Model{Tool: armada.DefaultTool(), Ruler: armada.DefaultRuler()}}
	if top.Has("rules") {
		o, err := d.Object(top.Value("rules"), "rules", "evade", "squadron_sight", "squadrons_obstruct", "squadron_radius",
			"tool_segment", "tool_width", "range_close", "range_medium", "range_long", "play_area")
		if err != nil {
			return nil, err
		}
		if b.g.Rules.Evade, err = yamldoc.Enum(o, "evade", armada.Evade15, armada.ParseEvadeRule); err != nil {
			return nil, err
		}
		if b.g.Rules.SquadronSight, err = yamldoc.Enum(o, "squadron_sight", armada.SightClosestPoint, armada.ParseSquadronSight); err != nil {
			return nil, err
		}
		if b.g.Rules.Obstruction, err = yamldoc.Enum(o, "squadrons_obstruct", armada.ObstructSeed, armada.ParseObstruction); err != nil {
			return nil, err
		}
		if b.g.SquadronRadius, err = o.Number("squadron_radius", armada.DefaultSquadronRadius, 5, 50); err != nil {
			return nil, err
		}
		if o.Has("play_area") {
			size, err := o.Pair("play_area", [2]float64{}, "millimetres", 5000)
			if err != nil {
				return nil, err
			}
			if size[0] < 300 || size[1] < 300 {
				std := armada.ThreeBySix()
				return nil, d.Errorf(o.Value("play_area"), o.Field("play_area"), "a play area is at least 300 × 300 mm (3' × 6' is [%g, %g])", std.X, std.Y)
			}
			b.g.PlayArea = plane.Vec{X: size[0], Y: size[1]}
		}
		t := &b.g.Tool
		if t.Segment, err = o.Number("tool_segment", t.Segment, 40, 100); err != nil {
			return nil, err
		}
		if t.Width, err = o.Number("tool_width", t.Width, 5, 30); err != nil {
			return nil, err
		}
		ru := &b.g.Ruler
		for _, band := range []struct {
			key string
			at  *float64
		}{{"range_close", &ru.Close}, {"range_medium", &ru.Medium}, {"range_long", &ru.Long}} {
			if *band.at, err = o.Number(band.key, *band.at, 50, 500); err != nil {
				return nil, err
			}
		}
		if !(ru.Close < ru.Medium && ru.Medium < ru.Long) {
			return nil, d.Errorf(o.Node(), "rules", "the range bands must end in order: close %g < medium %g < long %g mm", ru.Close, ru.Medium, ru.Long)
		}
	}
	profiles, err := readProfiles(top, profile.Armada)
	if err != nil {
		return nil, err
	}
	b.profiles = profiles
	for _, f := range []func(*yamldoc.Object) error{b.fleets, b.obstacles, b.script, b.measures} {
		if err := f(top); err != nil {
			return nil, err
		}
	}
	return b.g, nil
}

// unit resolves a unit ID at key.
func (b *armadaBuild) unit(o *yamldoc.Object, key string) (int, error) {
	id, n, _, err := o.Scalar(key)
	if err != nil {
		return -1, err
	}
	if i := b.g.UnitIndex(id); i >= 0 {
		return i, nil
	}
	ids := make([]string, len(b.g.Units))
	for i, u := range b.g.Units {
		ids[i] = u.ID
	}
	return -1, b.d.Errorf(n, o.Field(key), "no unit %q%s (units: %s)", id, yamldoc.Suggest(id, ids), strings.Join(ids, ", "))
}
