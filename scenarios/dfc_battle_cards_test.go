package scenarios

import (
	"reflect"
	"testing"

	"github.com/fleetlab/fleetlab/scenarios/battlescribe"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// dfcBattleCards are the cards of the built-in catalogue the ships of
// dfc-battle are, by the name the scenario gives each.
var dfcBattleCards = map[string][2]string{
	"toulon":        {"Toulon Frigate", "United Colonies of Mankind"},
	"lysander":      {"Lysander Stealth Lighter", "United Colonies of Mankind"},
	"berlin":        {"Berlin Cruiser", "United Colonies of Mankind"},
	"new-orleans":   {"New Orleans Strike Carrier", "United Colonies of Mankind"},
	"san-francisco": {"San Francisco Troopship", "United Colonies of Mankind"},
	"seattle":       {"Seattle Fleet Carrier", "United Colonies of Mankind"},
	"moscow":        {"Moscow Heavy Cruiser", "United Colonies of Mankind"},
	"st-petersburg": {"St. Petersburg Heavy Cruiser", "United Colonies of Mankind"},
	"europa":        {"Europa Frigate", "Post-Human Republic"},
	"medea":         {"Medea Strike Carrier", "Post-Human Republic"},
	"ajax":          {"Ajax Cruiser", "Post-Human Republic"},
	"ganymede":      {"Ganymede Assault Troopship", "Post-Human Republic"},
	"orion":         {"Orion Cruiser", "Post-Human Republic"},
	"ikarus":        {"Ikarus Vanguard Carrier", "Post-Human Republic"},
	"achilles":      {"Achilles Heavy Cruiser", "Post-Human Republic"},
	"hector":        {"Hector Heavy Cruiser", "Post-Human Republic"},
}

// TestDfcBattleProfilesAreTheCards (issue 31 item 7, issue 32 item 7):
// every ship of dfc-battle plays its printed card, as the built-in
// catalogue gives it (characteristics, points, group size, special rules,
// weapons, launch assets), under the card's own name; and each list is
// legal at the total its description states (UCM 1482, PHR 1491, in a
// 1500-point Clash game).
func TestDfcBattleProfilesAreTheCards(t *testing.T) {
	cat, err := battlescribe.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	s0, err := Load("dfc-battle")
	if err != nil {
		t.Fatal(err)
	}
	c := bind(t, s0)
	g := c.Model.(*dropfleet.Model)
	seen := map[string]bool{}
	for _, s := range g.Ships {
		key := s.Profile.Name
		if seen[key] {
			continue
		}
		seen[key] = true
		card, ok := dfcBattleCards[key]
		if !ok {
			t.Errorf("ship %s: class %q is not a card of the built-in catalogue", s.ID, key)
			continue
		}
		want, ok := cat.Ship(card[0], card[1])
		if !ok || want.Faction != card[1] {
			t.Fatalf("%s: no card %q of %s", key, card[0], card[1])
		}
		got, w := s.Profile, want.Profile
		got.Name, w.Name = "", ""
		if !reflect.DeepEqual(got, w) {
			t.Errorf("%s is not the card %s:\n got  %+v\n card %+v", key, card[0], got, w)
		}
	}
	if len(seen) != len(dfcBattleCards) {
		t.Errorf("%d classes in dfc-battle, %d cards named", len(seen), len(dfcBattleCards))
	}
	for f, want := range []int{1482, 1491} {
		if got := fleetPoints(g, f); got != want {
			t.Errorf("fleet %s costs %d, its description says %d", g.Fleets[f].Name, got, want)
		}
	}
}

// fleetPoints returns fleet f's points: its ships' and its admiral's.
func fleetPoints(g *dropfleet.Model, f int) int {
	n := g.Fleets[f].AdmiralPaid
	for _, s := range g.Ships {
		if s.Fleet == f {
			n += s.Profile.Points
		}
	}
	return n
}
