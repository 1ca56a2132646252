package profile

import (
	"errors"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
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

// badEdit breaks the profile called name: old replaced with new in its
// source, and part of the message its decoder must give.
type badEdit struct {
	name, profile, old, new string
	want                    string
}

// checkBadEdits decodes each edited profile (one line of flow YAML) with
// decode, as the profile of ships.NAME in probe.yaml, and checks that it
// is refused with an error at that file's line 1 that says what it wants.
func checkBadEdits[P any](t *testing.T, profiles map[string]string, decode func(d *yamldoc.Decoder, n *yaml.Node, path, name string) (P, error), tests []badEdit) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := profiles[tc.profile]
			if !strings.Contains(src, tc.old) {
				t.Fatalf("case does not apply: %q not in profile %s", tc.old, tc.profile)
			}
			_, err := decode(&yamldoc.Decoder{File: "probe.yaml"}, node(t, strings.Replace(src, tc.old, tc.new, 1)), "ships."+tc.profile, tc.profile)
			var e *yamldoc.Error
			if !errors.As(err, &e) || !errors.Is(err, yamldoc.ErrScenario) || e.File != "probe.yaml" || e.Line != 1 {
				t.Fatalf("error %v, want a scenario error at probe.yaml:1", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not say %q", err, tc.want)
			}
		})
	}
}
