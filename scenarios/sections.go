package scenarios

import (
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
)

// Limits on the sections both games share, so that a hostile file cannot
// ask for millions of things.
const (
	maxProfiles = 200
	maxSteps    = 1000 // script steps, copies included
	maxMeasures = 100
)

// readProfiles reads the ships: section, at most maxProfiles profiles,
// each with the game's profile decoder (see package profile), and returns
// them by name.
func readProfiles[P any](top *yamldoc.Object, decode func(d *yamldoc.Decoder, n *yaml.Node, path, name string) (P, error)) (map[string]P, error) {
	names, _, nodes, err := top.Entries("ships")
	if err != nil {
		return nil, err
	}
	if len(names) > maxProfiles {
		return nil, top.Decoder().Errorf(top.Value("ships"), "ships", "lists %d profiles; the most is %d", len(names), maxProfiles)
	}
	profiles := make(map[string]P, len(names))
	for i, name := range names {
		p, err := decode(top.Decoder(), nodes[i], "ships."+name, name)
		if err != nil {
			return nil, err
		}
		profiles[name] = p
	}
	return profiles, nil
}

// measures reads the measure: list shared by every game: each item a
// mapping with a unique metric name, a "what", and the game's other
// fields. each is called with the item, its name, and its path.
func measures(d *yamldoc.Decoder, top *yamldoc.Object, fields []string, each func(o *yamldoc.Object, name string) error) error {
	items, err := top.List("measure", maxMeasures)
	if err != nil {
		return err
	}
	if len(items) == 0 {
		return d.Errorf(top.Value("measure"), "measure", "a scenario measures at least one thing")
	}
	seen := map[string]bool{}
	for i, n := range items {
		o, err := d.Object(n, fmt.Sprintf("measure[%d]", i), fields...)
		if err != nil {
			return err
		}
		if err := o.Require("name", "what"); err != nil {
			return err
		}
		name, nn, err := o.Name("name")
		if err != nil {
			return err
		}
		if seen[name] {
			return d.Errorf(nn, o.Field("name"), "metric %s is measured twice", name)
		}
		seen[name] = true
		if err := each(o, name); err != nil {
			return err
		}
	}
	return nil
}

// profileRef reads the required "ship" field naming a profile in profiles,
// and the optional "name" field (default: the profile's name).
func profileRef[P any](o *yamldoc.Object, profiles map[string]P) (P, string, error) {
	var zero P
	if err := o.Require("ship"); err != nil {
		return zero, "", err
	}
	name, n, _, err := o.Scalar("ship")
	if err != nil {
		return zero, "", err
	}
	p, ok := profiles[name]
	if !ok {
		return zero, "", o.Decoder().Errorf(n, o.Field("ship"), "no profile %q in ships:%s", name, yamldoc.Suggest(name, yamldoc.SortedKeys(profiles)))
	}
	id := name
	if o.Has("name") {
		if id, _, err = o.Name("name"); err != nil {
			return zero, "", err
		}
	}
	return p, id, nil
}
