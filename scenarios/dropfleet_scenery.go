package scenarios

import (
	"fmt"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// maxScenery bounds a battle's scenery pieces.
const maxScenery = 40

// scenery reads battle.scenery: the debris fields and planetary rings on
// the table, each {kind: fine-debris | dense-debris | planetary-ring, at:
// [x, y] (its centre, on the 48" table), size: [length, width] (inches,
// default 6 by 3, the notes' typical field), heading: degrees of its
// length (default 0, along the table's y axis)}. Without the section the
// table has no scenery (battle notes §6.1: "no debris, no stations").
func (b *dropfleetBuild) scenery(o *yamldoc.Object) ([]dropfleet.Scenery, error) {
	items, err := o.List("scenery", maxScenery)
	if err != nil || len(items) == 0 {
		return nil, err
	}
	out := make([]dropfleet.Scenery, 0, len(items))
	for j, it := range items {
		so, err := b.d.Object(it, fmt.Sprintf("%s[%d]", o.Field("scenery"), j), "kind", "at", "size", "heading")
		if err != nil {
			return nil, err
		}
		if err := so.Require("kind", "at"); err != nil {
			return nil, err
		}
		var p dropfleet.Scenery
		if p.Kind, err = yamldoc.Enum(so, "kind", dropfleet.FineDebris, dropfleet.ParseSceneryKind); err != nil {
			return nil, err
		}
		if p.Centre, err = b.tablePoint(so, "at"); err != nil {
			return nil, err
		}
		size, err := so.Pair("size", [2]float64{6, 3}, "inches", dropfleet.TableSize)
		if err != nil {
			return nil, err
		}
		if size[0] <= 0 || size[1] <= 0 {
			return nil, b.d.Errorf(so.Value("size"), so.Field("size"), "a scenery piece's length and width are more than 0\" (got [%g, %g])", size[0], size[1])
		}
		p.Length, p.Width = size[0], size[1]
		if p.Heading, err = so.Number("heading", 0, 0, 360); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}
