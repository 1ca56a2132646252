package scenarios

import "testing"

// TestBadArmadaActivations checks the attacks a ship activation may make
// (rules notes §3).
func TestBadArmadaActivations(t *testing.T) {
	checkBadEdits(t, armadaValid, []badEdit{
		{"two attacks from one zone", "{from: left, defender: wing", "{from: front, defender: wing", 12, "two attacks from the front hull zone"},
		{"three attacks", "range: close}]}", "range: close}, {from: rear, defender: small, range: close}]}", 12, "a large ship makes up to 2 attacks per activation"},
	})
}
