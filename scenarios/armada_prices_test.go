package scenarios

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// TestArmadaBuiltinPrices checks the card points of every ship and
// squadron in the built-in Armada battle against the notes' default card
// version, the AMG final errata (rules notes battle §4.6, §7.3
// card_version "amg_final (default)"; [ISB] ships/ and squadrons/, which
// merge it). The FFG printing of the Assault Frigate Mark II A says 81;
// the errata, 77.
func TestArmadaBuiltinPrices(t *testing.T) {
	want := map[string]int{
		"victory-i":         73, // Victory I-class Star Destroyer
		"gladiator-i":       56, // Gladiator I-class Star Destroyer
		"gladiator-ii":      62, // Gladiator II-class Star Destroyer
		"assault-frigate-a": 77, // Assault Frigate Mark II A (AMG final errata; FFG printed 81)
		"nebulon-b":         57, // Nebulon-B Escort Frigate
		"cr90-a":            44, // CR90 Corvette A
		"tie-fighter":       8,  // TIE Fighter Squadron
		"x-wing":            13, // X-wing Squadron
	}
	g := compile(t, "armada-battle").Model.(*armada.Model)
	for _, u := range g.Units {
		p, ok := want[u.Profile.Name]
		if !ok {
			t.Errorf("%s (%s): no AMG final errata price listed here", u.ID, u.Profile.Name)
			continue
		}
		if u.Profile.Points != p {
			t.Errorf("%s (%s) costs %d, the AMG final errata %d", u.ID, u.Profile.Name, u.Profile.Points, p)
		}
	}
	if got := g.FleetPoints(1); got != 389 {
		t.Errorf("the Rebel fleet costs %d, want 389 (the description's)", got)
	}
}
