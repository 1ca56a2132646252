package battlescribe_test

import (
	"testing"

	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/scenarios/battlescribe"
)

// TestSizeLimitIsTheScenarios: a roster or catalogue file has the size
// limit a scenario file has (issue 18 item 5).
func TestSizeLimitIsTheScenarios(t *testing.T) {
	if battlescribe.MaxFileSize != scenarios.MaxFileSize {
		t.Errorf("MaxFileSize %d, scenarios.MaxFileSize %d", battlescribe.MaxFileSize, scenarios.MaxFileSize)
	}
}
