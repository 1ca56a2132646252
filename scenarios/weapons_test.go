package scenarios

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// weaponScenario is a minimal Dropfleet scenario whose gunship carries the
// weapon line WEAPON and whose target carries the profile specials TARGET.
const weaponScenario = `name: w
title: weapons
game: dropfleet
rules: RULES
ships:
  gun: {scan: 30, sig: 6, thrust: 0, hull: 10, tonnage: M, weapons: [WEAPON]}
  tgt: {scan: 6, sig: 6, thrust: 0, hull: 6, tonnage: M, special: [TARGET]}
fleets:
  a: {battlegroups: [{name: g, type: line, groups: [{ship: gun, at: [0, 0]}]}]}
  b: {battlegroups: [{name: t, type: line, groups: [{ship: tgt, at: [0, 10], heading: 180}]}]}
script:
  - activate: {battlegroup: g, order: weapons-free, target: tgt}
measure:
  - {name: damage, what: damage, of: tgt}
`

func weaponGame(t *testing.T, weapon, target, rules string) (*dropfleet.Model, error) {
	t.Helper()
	src := strings.NewReplacer("WEAPON", weapon, "TARGET", target, "RULES", rules).Replace(weaponScenario)
	return compileDropfleet(src)
}

// TestWeaponRulesLoad checks that every weapon special rule of rules notes
// §2 ("Weapon special rules") is read from a scenario into the weapon the
// rules core fires, and that the dice forms of Attacks and Damage parse.
func TestWeaponRulesLoad(t *testing.T) {
	const base = "{name: w, lock: 4, attacks: ATT, damage: 1, arc: F, special: [SP]}"
	tests := []struct {
		name, attacks, special string
		check                  func(w dropfleet.Weapon) bool
	}{
		{"Close Action", "2", "close-action", func(w dropfleet.Weapon) bool { return w.CloseAction }},
		{"Swarmer is Close Action", "2", "swarmer", func(w dropfleet.Weapon) bool { return w.CloseAction && w.Swarmer }},
		{"Beam is Close Action", "2", "beam", func(w dropfleet.Weapon) bool { return w.CloseAction && w.Beam }},
		{"Bloom", "2", "bloom", func(w dropfleet.Weapon) bool { return w.Bloom }},
		{"Flash", "2", "flash", func(w dropfleet.Weapon) bool { return w.Flash }},
		{"Particle", "2", "particle", func(w dropfleet.Weapon) bool { return w.Particle }},
		{"Distortion", "2", "distortion", func(w dropfleet.Weapon) bool { return w.Distortion }},
		{"Mauler", "2", "mauler", func(w dropfleet.Weapon) bool { return w.Mauler }},
		{"Crippling", "2", "crippling", func(w dropfleet.Weapon) bool { return w.Crippling }},
		{"Fusillade (X)", "2", "{fusillade: 3}", func(w dropfleet.Weapon) bool { return w.Fusillade == 3 }},
		{"Linked (X)", "2", "{linked: 1}", func(w dropfleet.Weapon) bool { return w.Linked == 1 }},
		{"Alt", "2", "{alt: 2}", func(w dropfleet.Weapon) bool { return w.Alt == 2 }},
		{"Burnthrough (X)", "2", "{burnthrough: 4}", func(w dropfleet.Weapon) bool { return w.Burnthrough == 4 }},
		{"Impel (X)", "2", "{impel: 2}", func(w dropfleet.Weapon) bool { return w.Impel == 2 }},
		{"Calibre (L, M)", "2", "{calibre: [L, M]}", func(w dropfleet.Weapon) bool {
			return w.CalibreVs[dropfleet.Light] && w.CalibreVs[dropfleet.Medium] && !w.CalibreVs[dropfleet.Heavy] && !w.CalibreHeavy
		}},
		{"Calibre (H) crits at Lock + 1", "2", "{calibre: [H]}", func(w dropfleet.Weapon) bool { return w.CalibreVs[dropfleet.Heavy] && w.CalibreHeavy }},
		{"Calibre none", "2", "{calibre: [none]}", func(w dropfleet.Weapon) bool { return !w.CalibreHeavy && w.CalibreVs == [len(w.CalibreVs)]bool{} }},
		{"Attacks D3", "D3", "bloom", func(w dropfleet.Weapon) bool { return w.Attacks.Mean() == 2 }},
		{"Attacks D6+1", "D6+1", "bloom", func(w dropfleet.Weapon) bool { return w.Attacks.Mean() == 4.5 }},
		{"Attacks 2D6", "2D6", "bloom", func(w dropfleet.Weapon) bool { return w.Attacks.Mean() == 7 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			weapon := strings.NewReplacer("ATT", tc.attacks, "SP", tc.special).Replace(base)
			g, err := weaponGame(t, weapon, "open", "{}")
			if err != nil {
				t.Fatal(err)
			}
			if w := g.Ships[0].Profile.Weapons[0]; !tc.check(w) {
				t.Errorf("special %s read as %+v", tc.special, w)
			}
		})
	}
}

// TestShootingSwitchesLoad checks the shooting rules switches (rules notes
// §9 items 4, 5, 6) and Reinforced Armour on a target profile.
func TestShootingSwitchesLoad(t *testing.T) {
	const weapon = "{name: w, lock: 4, attacks: 2, damage: 1, arc: F}"
	g, err := weaponGame(t, weapon, "reinforced-armour", "{crit_lock: printed, calibre_crit: printed, burnthrough: die-only}")
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Rules; !r.PrintedCritLock || !r.PrintedCalibre || !r.BurnthroughDieOnly {
		t.Errorf("switches read as %+v", r)
	}
	if !g.Ships[1].Profile.ReinforcedArmour {
		t.Error("reinforced-armour not read")
	}
	g, err = weaponGame(t, weapon, "open", "{}")
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Rules; r.PrintedCritLock || r.PrintedCalibre || r.BurnthroughDieOnly {
		t.Errorf("defaults read as %+v, want the modified Lock, the errata Calibre and FAQ261", r)
	}
}

// TestWeaponRuleErrors checks that a bad weapon rule is refused with its
// file, line and field.
func TestWeaponRuleErrors(t *testing.T) {
	tests := []struct{ name, weapon, rules, want string }{
		{"Fusillade out of range", "{name: w, lock: 4, attacks: 2, damage: 1, arc: F, special: [{fusillade: 40}]}", "{}", "w.yaml:6: ships.gun.weapons[0].special[0].fusillade: must be from 1 to 12, got 40"},
		{"unknown valued rule", "{name: w, lock: 4, attacks: 2, damage: 1, arc: F, special: [{fusilade: 2}]}", "{}", `fusilade`},
		{"bad Calibre tonnage", "{name: w, lock: 4, attacks: 2, damage: 1, arc: F, special: [{calibre: [X]}]}", "{}", "ships.gun.weapons[0].special[0].calibre[0]"},
		{"bad dice", "{name: w, lock: 4, attacks: D7, damage: 1, arc: F}", "{}", "ships.gun.weapons[0].attacks"},
		{"bad switch", "{name: w, lock: 4, attacks: 2, damage: 1, arc: F}", "{crit_lock: modifed}", "rules.crit_lock"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := weaponGame(t, tc.weapon, "open", tc.rules)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}
