package scenarios

import (
	"slices"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/armada"
)

// armadaUpgradesSource is armadaBattleSource with upgrade bars and cards:
// a's Victory carries Admiral Motti, a's Gladiator External Racks,
// Ordnance Experts and a card the engine does not know.
var armadaUpgradesSource = strings.NewReplacer(
	"speed_chart: [[2], [1, 1], [0, 1, 1]]}", "speed_chart: [[2], [1, 1], [0, 1, 1]],\n     upgrade_bar: [commander, officer, weapons-team, support-team, ordnance, title]}",
	"speed_chart: [[1], [0, 1]]}", "speed_chart: [[1], [0, 1]],\n     upgrade_bar: [officer, weapons-team, offensive-retro, turbolaser, ordnance, title]}",
	"      - {ship: victory-i, name: a-victory}", "      - {ship: victory-i, name: a-victory, upgrades: [Admiral Motti]}",
	"      - {ship: gladiator-i, name: a-gladiator}", "      - {ship: gladiator-i, name: a-gladiator, upgrades: [External Racks, Ordnance Experts, {name: Engineering Team, points: 3, slot: support-team}]}",
).Replace(armadaBattleSource)

// TestArmadaUpgradesFitted checks that a scenario's cards are fitted
// (battle notes §4): their points counted in the fleet's (§1.1 rule 1,
// §2.6), Motti's hull on every friendly ship (§4.4), the dice cards
// compiled into the Gladiator's kit (§4.3), and the unknown card named
// as played without effect (issue 17 item 6).
func TestArmadaUpgradesFitted(t *testing.T) {
	c := compileSource(t, "battle.yaml", armadaUpgradesSource)
	g := c.Model.(*armada.Model)
	if got := g.FleetPoints(0); got != 73+56+16+24+4+4+3 {
		t.Errorf("fleet a's points = %d, want the ships', squadrons' and cards'", got)
	}
	glad := &g.Units[g.UnitIndex("a-gladiator")]
	if glad.Profile.Hull != 6 || glad.Kit.RacksBlack != 2 || glad.Kit.RerollBlack != 2 || !glad.Kit.Attacking {
		t.Errorf("a-gladiator: hull %d, kit %+v", glad.Profile.Hull, glad.Kit)
	}
	if h := g.Units[g.UnitIndex("b-gladiator")].Profile.Hull; h != 5 {
		t.Errorf("the enemy's Gladiator has hull %d, want 5 (Motti is fleet a's)", h)
	}
	if un := g.Unmodelled(); !slices.Contains(un, "Engineering Team") || slices.Contains(un, "External Racks") {
		t.Errorf("Unmodelled = %q, want Engineering Team and not External Racks", un)
	}
}

// TestArmadaUpgradesRefused checks that a scenario's cards breaking a
// fleet-building rule (battle notes §1.1) are refused with the line, the
// field and the rule.
func TestArmadaUpgradesRefused(t *testing.T) {
	src := armadaUpgradesSource
	for _, tc := range []struct{ name, from, to, want string }{
		{"an unknown card", "[Admiral Motti]", "[Admiral Nobody]", `fleets.a.units[0].upgrades[0]: unknown upgrade card "Admiral Nobody"`},
		{"a known card with points", "[Admiral Motti]", "[{name: Admiral Motti, points: 1, slot: commander}]", "Admiral Motti is a card fleetlab knows"},
		{"§1.1 one card per matching icon", "[Admiral Motti]", "[Admiral Motti, Expanded Hangar Bay, Boosted Comms]",
			"fleets.a.units[0].upgrades[2]: a-victory has no free offensive-retro icon in its upgrade bar for Boosted Comms"},
		{"§1.1 rule 4 one commander", "a-gladiator, upgrades: [", "a-gladiator, upgrades: [Admiral Ackbar, ", "a second commander, Admiral Ackbar"},
		{"§1.1 rule 6 unique names", "name: b-victory}", "name: b-victory, upgrades: [Admiral Motti]}", ""},
		{"§1.1 rule 6 unique names across copies", "name: a-extra, copies: $extra}", "name: a-extra, copies: 2, upgrades: [{name: Demolisher, points: 10, slot: title}]}",
			"fleets.a.units[2].upgrades[0]: a second card named Demolisher"},
		{"§1.1 per ship: one Modification", "[Admiral Motti]", "[Admiral Motti, Spinal Armament, {name: Point-Defense Reroute, points: 5, slot: offensive-retro, modification: true}]",
			"a-victory carries a second Modification"},
		{"squadrons carry no cards", "name: a-tie, copies: 2}", "name: a-tie, copies: 2, upgrades: [External Racks]}", "squadrons carry no upgrade cards"},
		{"§1.1 rule 1 cards count in the limit", "battle: {points: 600}", "battle: {points: 175}", "costs 180 points, more than the battle's 175"},
		{"a card on a ship without an upgrade bar", ",\n     upgrade_bar: [commander, officer, weapons-team, support-team, ordnance, title]}", "}",
			"fleets.a.units[1].upgrades[0]: External Racks needs an upgrade icon, and ship a-gladiator has no upgrade_bar"},
		{"a squadron has no upgrade bar", "tie-fighter: {squadron: true,", "tie-fighter: {upgrade_bar: [officer], squadron: true,", "ships.tie-fighter.upgrade_bar: squadrons carry no upgrade cards"},
		{"an empty upgrade bar", "upgrade_bar: [officer, weapons-team, offensive-retro, turbolaser, ordnance, title]", "upgrade_bar: []", "ships.victory-i.upgrade_bar: an empty upgrade_bar"},
		{"an unknown icon", "upgrade_bar: [officer, weapons-team, offensive", "upgrade_bar: [officer, weapon-team, offensive", `unknown upgrade icon "weapon-team"`},
	} {
		s := strings.Replace(src, tc.from, tc.to, 1)
		if s == src {
			t.Fatalf("%s: %q not in the source", tc.name, tc.from)
		}
		if tc.want == "" { // b's own Motti: fleets are checked apiece
			compileSource(t, "battle.yaml", s)
			continue
		}
		_, err := compileErr(s)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "battle.yaml:") {
			t.Errorf("%s: got %v, want an error naming the line and %q", tc.name, err, tc.want)
		}
	}
}

// compileErr parses, binds and compiles src as battle.yaml, returning the
// first error.
func compileErr(src string) (*Compiled, error) {
	s, err := Parse("battle.yaml", []byte(src))
	if err != nil {
		return nil, err
	}
	vals, err := s.Bind(nil)
	if err != nil {
		return nil, err
	}
	return s.Compile(vals)
}
