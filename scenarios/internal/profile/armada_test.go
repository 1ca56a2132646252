package profile

import (
	"testing"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/armada"
)

// armadaProfiles are valid Armada profiles, two ships and a squadron, that
// the bad-input cases break one way each.
var armadaProfiles = map[string]string{
	"big":   "{size: large, hull: 11, shields: {front: 4}, battery: {front: {red: 4, blue: 4}, left: {red: 2}}, tokens: [brace, redirect]}",
	"small": `{size: small, hull: 4, shields: {front: 2}, battery: {front: {red: 2, blue: 1}}, tokens: "evade,evade,redirect"}`,
	"wing":  "{squadron: true, hull: 5, battery: {blue: 1}, anti_squadron: {blue: 3}}",
}

func TestArmadaProfile(t *testing.T) {
	p, err := Armada(&yamldoc.Decoder{File: "probe.yaml"}, node(t, armadaProfiles["big"]), "ships.big", "big")
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "big" || p.Size != armada.LargeShip || p.Hull != 11 || p.Shields[armada.Front] != 4 ||
		p.Battery[armada.Front] != (armada.Dice{armada.Red: 4, armada.Blue: 4}) || p.Battery[armada.Left] != (armada.Dice{armada.Red: 2}) ||
		len(p.Tokens) != 2 || p.Speeds.Max != armada.MaxSpeed {
		t.Errorf("decoded %+v", p)
	}
}

// TestBadArmadaProfiles checks that each broken profile is refused with an
// error that names the field and what was expected.
func TestBadArmadaProfiles(t *testing.T) {
	checkBadEdits(t, armadaProfiles, Armada, []badEdit{
		{"unknown token", "small", `"evade,evade,redirect"`, `"evade,dodge"`, `unknown defense token "dodge"`},
		{"seven tokens", "small", `"evade,evade,redirect"`, `"evade,evade,evade,evade,evade,evade,evade"`, "a unit has at most 6"},
		{"dice out of range", "big", "red: 4, blue: 4", "red: 40, blue: 4", "ships.big.battery.front.red: must be from 0 to 12"},
		{"more dice than the pool holds", "big", "red: 4, blue: 4", "red: 12, blue: 12, black: 1", "ships.big.battery.front: at most 23 dice in all"},
		{"unknown zone", "big", "left: {red: 2}", "top: {red: 2}", "ships.big.battery.top: unknown field"},
		{"squadron with a size", "wing", "{squadron: true, hull: 5", "{squadron: true, size: small, hull: 5", "a squadron has no size class"},
		{"unknown token gets a suggestion", "small", `"evade,evade,redirect"`, `"evade,evade,redirct"`, `unknown defense token "redirct" (did you mean redirect?)`},
	})
}
