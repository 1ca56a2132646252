package scenarios

import (
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// vec reads [x, y] in inches at key, or def when absent.
func (b *dropfleetBuild) vec(o *yamldoc.Object, key string, def plane.Vec) (plane.Vec, error) {
	xy, err := o.Pair(key, [2]float64{def.X, def.Y}, "inches", 1000)
	return plane.Vec{X: xy[0], Y: xy[1]}, err
}

var stateNames = []string{"normal", "minor-spike", "major-spike", "silent-running"}

func parseState(s string) (dropfleet.ShipState, error) {
	switch s {
	case "normal":
		return dropfleet.ShipState{}, nil
	case "minor-spike":
		return dropfleet.ShipState{Spike: dropfleet.MinorSpike}, nil
	case "major-spike":
		return dropfleet.ShipState{Spike: dropfleet.MajorSpike}, nil
	case "silent-running":
		return dropfleet.ShipState{Silent: true}, nil
	}
	return dropfleet.ShipState{}, yamldoc.Problemf("unknown state %q (expected one of %s)", s, strings.Join(stateNames, ", "))
}

func (b *dropfleetBuild) group(bg int, n *yaml.Node, path, suffix string, shift plane.Vec, ids map[string]int) error {
	o, err := b.d.Object(n, path, "ship", "name", "count", "layer", "state", "at", "heading", "spacing")
	if err != nil {
		return err
	}
	p, name, err := profileRef(o, b.profiles)
	if err != nil {
		return err
	}
	count, err := o.Integer("count", 1, 1, maxGroupShips)
	if err != nil {
		return err
	}
	start, err := yamldoc.Enum(o, "state", dropfleet.ShipState{}, parseState)
	if err != nil {
		return err
	}
	if start.Layer, err = yamldoc.Enum(o, "layer", dropfleet.HighOrbit, dropfleet.ParseLayer); err != nil {
		return err
	}
	at, err := b.vec(o, "at", plane.Vec{})
	if err != nil {
		return err
	}
	heading, err := o.Number("heading", 0, -360, 360)
	if err != nil {
		return err
	}
	spacing, err := o.Number("spacing", 2, 0, 100)
	if err != nil {
		return err
	}
	start.Heading = dropfleet.Normalize(heading)
	first := len(b.g.Ships)
	gi := b.g.AddGroup(bg, name+suffix, p, count, start) // a group of a class already in bg joins it
	note(b.lines.group, gi, o.Node().Line)
	right := plane.Direction(start.Heading + 90)
	for k := range count { // line abreast, to the right of the first
		b.g.Ships[first+k].Start.Pos = at.Add(shift).Add(right.Scale(spacing * float64(k)))
	}
	for si := first; si < len(b.g.Ships); si++ {
		id := b.g.Ships[si].ID
		if line, dup := ids[id]; dup {
			return b.d.Errorf(o.Node(), path, "a second ship called %s (the first is on line %d); give the group its own name:", id, line)
		}
		ids[id] = o.Node().Line
	}
	if err := b.g.Check(); err != nil {
		return b.d.Errorf(o.Node(), path, "%v", err)
	}
	return nil
}
