package profile

import (
	"testing"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// dropfleetProfiles are valid Dropfleet profiles that the bad-input cases
// break one way each.
var dropfleetProfiles = map[string]string{
	"scout": "{scan: 12, sig: 3, thrust: 12, hull: 4, armour: 5, tonnage: L, group: 1-3}",
	"ghost": "{scan: 6, sig: 6, thrust: 10, hull: 6, armour: 4, tonnage: M}",
}

func TestDropfleetProfile(t *testing.T) {
	p, err := Dropfleet(&yamldoc.Decoder{File: "probe.yaml"}, node(t, dropfleetProfiles["scout"]), "ships.scout", "scout")
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "scout" || p.Scan != 12 || p.Sig != 3 || p.Thrust != 12 || p.Hull != 4 || p.Armour != 5 ||
		p.Tonnage != dropfleet.Light || p.GroupMin != 1 || p.GroupMax != 3 {
		t.Errorf("decoded %+v", p)
	}
}

// TestBadDropfleetProfiles checks that each broken profile is refused with
// an error that names the field and what was expected.
func TestBadDropfleetProfiles(t *testing.T) {
	checkBadEdits(t, dropfleetProfiles, Dropfleet, []badEdit{
		{"typo gets a suggestion", "scout", "scan: 12, sig: 3", "sacn: 12, sig: 3", "ships.scout.sacn: unknown field (did you mean scan?)"},
		{"wrong type", "scout", "thrust: 12", "thrust: fast", `ships.scout.thrust: expected a whole number from 0 to 120, got "fast"`},
		{"negative thrust", "scout", "thrust: 12", "thrust: -4", "ships.scout.thrust: must be from 0 to 120, got -4"},
		{"armour of 7", "scout", "armour: 5", "armour: 7", "ships.scout.armour: must be from 2 to 6, got 7"},
		{"hull 0", "scout", "hull: 4, armour: 5", "hull: 0, armour: 5", "ships.scout.hull: must be from 1 to 100"},
		{"missing required field", "ghost", "scan: 6, sig: 6, thrust: 10, hull: 6", "scan: 6, sig: 6, thrust: 10", "ships.ghost: missing required field hull"},
		{"unknown tonnage", "scout", "tonnage: L", "tonnage: XL", `ships.scout.tonnage: unknown tonnage "XL"`},
		{"unknown tonnage gets a suggestion too", "ghost", "tonnage: M}", "tonnage: N}", `unknown tonnage "N" (did you mean`},
	})
}
