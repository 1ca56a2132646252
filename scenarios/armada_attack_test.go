package scenarios

import "testing"

// TestBadArmadaAttacks checks the errors of an attack: unknown units and
// ranges, and attacks the rules refuse (rules notes §2, §3).
func TestBadArmadaAttacks(t *testing.T) {
	checkBadEdits(t, armadaValid, []badEdit{
		{"friendly fire", "{attacker: big, defender: small, range: medium}", "{attacker: big, defender: big, range: medium}", 11, "may not attack big, a friendly unit"},
		{"squadron at medium range", "- attack: {attacker: big, defender: small, range: medium}", "- attack: {attacker: wing, defender: big, range: medium}", 11, "squadron wing attacks at distance-1"},
		{"ship at distance 1", "{attacker: big, defender: small, range: medium}", "{attacker: big, defender: small, range: distance-1}", 11, "ship big attacks at close, medium or long range"},
		{"unknown unit", "defender: small, range: medium", "defender: smal, range: medium", 11, `no unit "smal" (did you mean small?)`},
		{"unknown range", "range: medium}", "range: far}", 11, `unknown range "far"`},
	})
}
