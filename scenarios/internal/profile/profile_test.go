package profile

import (
	"errors"
	"fmt"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
)

// node parses src, a YAML mapping, and returns its node.
func node(t *testing.T, src string) *yaml.Node {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(src), &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Content[0]
}

// TestDecoders checks that each game's profile decoder reads a profile out
// of any node, and words its problems with the path it is given and the
// line of the node at fault, as the scenario compiler's ships: section does.
func TestDecoders(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		decode    func(d *yamldoc.Decoder, n *yaml.Node, path, name string) (string, error)
		want      string // the profile's summary, or the error
	}{
		{"dropfleet", "scan: 6\nsig: 4\nthrust: 10\nhull: 3\ntonnage: L\ngroup: 1-3\n", dropfleetSummary, "frig L scan 6 group 1-3"},
		{"dropfleet bad", "scan: 6\nsig: 4\nthrust: 10\nhull: 3\ntonnage: L\narmour: 9\n", dropfleetSummary,
			"cat.yaml:6: fleet.frig.armour: must be from 2 to 6, got 9"},
		{"dropfleet missing", "scan: 6\n", dropfleetSummary, "cat.yaml:1: fleet.frig: missing required field sig"},
		{"armada", "size: small\nhull: 3\nshields: {front: 2}\n", armadaSummary, "frig small hull 3 front shields 2"},
		{"armada bad", "size: small\nhull: 3\nbattery: {front: {red: 13}}\n", armadaSummary,
			"cat.yaml:3: fleet.frig.battery.front.red: must be from 0 to 12, got 13"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.decode(&yamldoc.Decoder{File: "cat.yaml"}, node(t, tc.src), "fleet.frig", "frig")
			if err != nil {
				if !errors.Is(err, yamldoc.ErrScenario) {
					t.Errorf("error %v is not a positioned scenario error", err)
				}
				got = err.Error()
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func dropfleetSummary(d *yamldoc.Decoder, n *yaml.Node, path, name string) (string, error) {
	p, err := Dropfleet(d, n, path, name)
	return fmt.Sprintf("%s %s scan %d group %d-%d", p.Name, p.Tonnage, p.Scan, p.GroupMin, p.GroupMax), err
}

func armadaSummary(d *yamldoc.Decoder, n *yaml.Node, path, name string) (string, error) {
	p, err := Armada(d, n, path, name)
	return fmt.Sprintf("%s %s hull %d front shields %d", p.Name, p.Size, p.Hull, p.Shields[armada.Front]), err
}
