package yamldoc

import (
	"errors"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestNodeBudget checks that decoding stops once the node budget is spent,
// whatever shape of file spent it.
func TestNodeBudget(t *testing.T) {
	d := &Decoder{File: "probe.yaml", visits: maxNodes}
	_, err := d.Object(&yaml.Node{Kind: yaml.MappingNode, Line: 3}, "ships")
	var e *Error
	if !errors.As(err, &e) || e.File != "probe.yaml" || e.Line != 3 || !errors.Is(err, ErrScenario) {
		t.Fatalf("error %v, want a scenario error at probe.yaml:3", err)
	}
	if want := "refusing it as an alias bomb"; !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not say %q", err, want)
	}
}
