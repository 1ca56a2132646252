package scenarios

import (
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/profile"
	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
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
	lists    *fleetLists
}

// decodeArmada compiles the Armada scenario top, section by section:
// rules, ships, fleets (with each unit's placement and commands),
// obstacles, the script and the measures; or, with a battle: section, a
// whole game (armada_battle.go).
func decodeArmada(d *yamldoc.Decoder, top *yamldoc.Object, lists *fleetLists) (*armada.Model, error) {
	b := &armadaBuild{d: d, g: &armada.Model{Tool: armada.DefaultTool(), Ruler: armada.DefaultRuler()}, lists: lists}
	if err := b.rules(top); err != nil {
		return nil, err
	}
	profiles, err := readProfiles(top, profile.Armada)
	if err != nil {
		return nil, err
	}
	b.profiles = profiles
	if err := addProfiles(d, top, profiles, lists.armada); err != nil {
		return nil, err
	}
	if top.Has("battle") {
		if err := b.battle(top); err != nil {
			return nil, err
		}
		return b.g, nil
	}
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
