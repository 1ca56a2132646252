package scenarios

import (
	"fmt"

	"go.yaml.in/yaml/v3"

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
// scenario's stand (dropfleet.ScenarioScenery: its debris fields, or its
// planetary ring, battle notes §3.3); an empty list takes them away
// (battle notes §6.1: "no debris, no stations").
func (b *dropfleetBuild) scenery(o *yamldoc.Object, engine []dropfleet.Scenery) ([]dropfleet.Scenery, error) {
	if !o.Has("scenery") {
		return engine, nil
	}
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

// stations reads battle.stations: the space stations on the table, each
// {name, size: small | medium | large, at: [x, y] (its stem, on the
// table), layer (default low-orbit, battle notes §1.4: "deployed in Low
// Orbit unless the scenario says otherwise"), armament: a list of
// mass-driver, laser, missile (default none)}. Without the section the
// table has none (battle notes §6.1).
func (b *dropfleetBuild) stations(o *yamldoc.Object) ([]dropfleet.StationSpec, error) {
	items, err := o.List("stations", maxScenery)
	if err != nil || len(items) == 0 {
		return nil, err
	}
	out := make([]dropfleet.StationSpec, 0, len(items))
	seen := map[string]bool{}
	for j, it := range items {
		so, err := b.d.Object(it, fmt.Sprintf("%s[%d]", o.Field("stations"), j), "name", "size", "at", "layer", "armament")
		if err != nil {
			return nil, err
		}
		if err := so.Require("name", "at"); err != nil {
			return nil, err
		}
		st := dropfleet.StationSpec{Layer: dropfleet.LowOrbit}
		var at *yaml.Node
		if st.Name, at, err = so.Name("name"); err != nil {
			return nil, err
		}
		if seen[st.Name] {
			return nil, b.d.Errorf(at, so.Field("name"), "a second station named %q", st.Name)
		}
		seen[st.Name] = true
		if st.Size, err = yamldoc.Enum(so, "size", dropfleet.MediumStation, dropfleet.ParseStationSize); err != nil {
			return nil, err
		}
		if st.At, err = b.tablePoint(so, "at"); err != nil {
			return nil, err
		}
		if st.Layer, err = yamldoc.Enum(so, "layer", dropfleet.LowOrbit, dropfleet.ParseLayer); err != nil {
			return nil, err
		}
		arms, err := so.List("armament", 3)
		if err != nil {
			return nil, err
		}
		for k, a := range arms {
			f := fmt.Sprintf("%s[%d]", so.Field("armament"), k)
			text, tn, _, err := b.d.Scalar(a, f)
			if err != nil {
				return nil, err
			}
			w, err := dropfleet.StationArmament(text)
			if err != nil {
				return nil, b.d.Errorf(tn, f, "%v", err)
			}
			st.Armament = append(st.Armament, w)
		}
		out = append(out, st)
	}
	return out, nil
}

// solidObjects reads battle.solid_objects: the Large Solid Objects on the
// table, each {at: [x, y] (its centre, on the 48" table), diameter:
// inches (default 12, Moonshot's "one LSO 12\" diameter")}. Without the
// section the scenario's stand (Moonshot's layout: one in the centre, 12"
// or, with the variant, 18" across; battle notes §3.3); an empty list
// takes them away. Nothing may stand on one (solidobject.go): a sector
// token that overlaps it, a station's stem on it, or a ship that starts
// on it is refused, with the object's field.
func (b *dropfleetBuild) solidObjects(o *yamldoc.Object, bt *dropfleet.Game) error {
	if !o.Has("solid_objects") {
		return b.clearOfSolids(o, bt)
	}
	items, err := o.List("solid_objects", maxScenery)
	if err != nil {
		return err
	}
	bt.SolidObjects = nil
	for j, it := range items {
		so, err := b.d.Object(it, fmt.Sprintf("%s[%d]", o.Field("solid_objects"), j), "at", "diameter")
		if err != nil {
			return err
		}
		if err := so.Require("at"); err != nil {
			return err
		}
		var s dropfleet.SolidObject
		if s.Centre, err = b.tablePoint(so, "at"); err != nil {
			return err
		}
		if s.Diameter, err = so.Number("diameter", dropfleet.LargeSolidObject, 0, dropfleet.TableSize); err != nil {
			return err
		}
		if s.Diameter <= 0 {
			return b.d.Errorf(so.Value("diameter"), so.Field("diameter"), "a solid object is more than 0\" across")
		}
		bt.SolidObjects = append(bt.SolidObjects, s)
	}
	return b.clearOfSolids(o, bt)
}

// clearOfSolids refuses a sector token or a station's stem on one of the
// battle's solid objects, naming the object's field (battle.solid_objects
// or, for the scenario's own, battle.scenario).
func (b *dropfleetBuild) clearOfSolids(o *yamldoc.Object, bt *dropfleet.Game) error {
	for j := range bt.SolidObjects {
		s := &bt.SolidObjects[j]
		node, field := o.Value("scenario"), o.Field("scenario")
		if o.Has("solid_objects") {
			field = fmt.Sprintf("%s[%d]", o.Field("solid_objects"), j)
			node = nil
			if items, err := o.List("solid_objects", maxScenery); err == nil && j < len(items) {
				node = items[j]
			}
		}
		for _, c := range bt.Clusters {
			for k, sec := range c.Sectors {
				if s.Clearance(sec.At) < dropfleet.SectorRadius {
					return b.d.Errorf(node, field, "the %g\" solid object at [%g, %g] covers sector %d of cluster %s at [%g, %g]; nothing stands on a solid object (battle notes §3.3)",
						s.Diameter, s.Centre.X, s.Centre.Y, k+1, c.Name, sec.At.X, sec.At.Y)
				}
			}
		}
		for _, st := range bt.Stations {
			if s.Clearance(st.At) <= 0 {
				return b.d.Errorf(node, field, "the %g\" solid object at [%g, %g] covers station %s at [%g, %g]; nothing stands on a solid object (battle notes §3.3)",
					s.Diameter, s.Centre.X, s.Centre.Y, st.Name, st.At.X, st.At.Y)
			}
		}
	}
	return nil
}
