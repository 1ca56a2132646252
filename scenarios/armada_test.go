package scenarios

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/armada"
	"github.com/fleetlab/fleetlab/sim/simtest"
)

// lockedBraceOdds is the exact damage distribution of pool d against a
// lone Brace when the attacker locks it with any accuracy: enumerate
// (damage, accuracy seen) jointly; unlocked, the damage is halved rounding
// up. Accuracy dice deal no damage, so spending one changes nothing else.
func lockedBraceOdds(d armada.Dice) map[int]float64 {
	type key struct {
		dmg int
		acc bool
	}
	p := map[key]float64{{0, false}: 1}
	for _, c := range armada.Colours {
		for range d[c] {
			next := map[key]float64{}
			for k, pk := range p {
				for _, f := range armada.DiceFaces[c] {
					next[key{k.dmg + f.Hits() + f.Crits(), k.acc || f.Accuracies() > 0}] += pk / 8
				}
			}
			p = next
		}
	}
	out := map[int]float64{}
	for k, pk := range p {
		if k.acc {
			out[k.dmg] += pk
		} else {
			out[(k.dmg+1)/2] += pk
		}
	}
	return out
}

// exactDamage is the exact damage distribution of dice with no defense,
// as the map simtest.Distribution takes.
func exactDamage(d armada.Dice, crits bool) map[int]float64 {
	m := map[int]float64{}
	for k, p := range armada.DamageOdds(d, crits) {
		if p > 0 {
			m[k] = p
		}
	}
	return m
}

// TestArmadaAttackMatchesEnumeration plays the armada-attack scenario
// through the whole path (file, engine, rules core, policies) and compares
// it with exact enumeration, for every colour at every range.
func TestArmadaAttackMatchesEnumeration(t *testing.T) {
	big := []string{"shields=9", "hull=40"} // all damage lands, nothing is destroyed
	for _, tc := range []struct {
		red, blue, black int
		rg               string
	}{{1, 0, 0, "long"}, {0, 2, 0, "medium"}, {0, 0, 2, "close"}, {2, 1, 1, "close"}, {2, 1, 1, "medium"}, {2, 1, 1, "long"}, {3, 2, 0, "medium"}} {
		dice := armada.Dice{armada.Red: tc.red, armada.Blue: tc.blue, armada.Black: tc.black}
		rg, _ := armada.ParseRange(tc.rg)
		sets := append([]string{fmt.Sprint("red=", tc.red), fmt.Sprint("blue=", tc.blue), fmt.Sprint("black=", tc.black), "range=" + tc.rg}, big...)
		t.Run(fmt.Sprintf("%v at %s", dice, tc.rg), func(t *testing.T) {
			r := run(t, "armada-attack", 60_000, 7, append(sets, "tokens=none")...)
			simtest.Distribution(t, "damage, no tokens", &metric(t, r, "damage").Histogram, exactDamage(rg.Gather(dice), true))
			r = run(t, "armada-attack", 60_000, 8, append(sets, "tokens=brace")...)
			simtest.Distribution(t, "damage against Brace, locked by any accuracy", &metric(t, r, "damage").Histogram, lockedBraceOdds(rg.Gather(dice)))
		})
	}
}

// TestArmadaAttackAccuracyAndCrit checks the accuracy and crit metrics
// against closed forms for 3 red + 2 blue at medium range with no tokens.
func TestArmadaAttackAccuracyAndCrit(t *testing.T) {
	r := run(t, "armada-attack", 100_000, 3, "tokens=none", "shields=9", "hull=40")
	acc := metric(t, r, "accuracy")
	simtest.Proportion(t, "accuracy", acc.Proportion.Successes, acc.Proportion.Trials, 1-pow(7.0/8, 3)*pow(6.0/8, 2))
	crit := metric(t, r, "crit")
	simtest.Proportion(t, "crit", crit.Proportion.Successes, crit.Proportion.Trials, 1-pow(6.0/8, 3)*pow(6.0/8, 2))
}

func pow(x float64, n int) float64 {
	p := 1.0
	for range n {
		p *= x
	}
	return p
}

// TestArmadaAttackSpeedZero checks seed 004 through the scenario: at speed
// 0 the defender's Brace is never spent.
func TestArmadaAttackSpeedZero(t *testing.T) {
	r := run(t, "armada-attack", 20_000, 1, "speed=0", "tokens=brace", "shields=9", "hull=40")
	if m := metric(t, r, "tokens_spent"); m.Histogram.Max() != 0 {
		t.Errorf("a defender at speed 0 spent tokens: %v", m.Histogram.Bins())
	}
}

// TestArmadaAttackBlueAtLongRangeIsCancelled: only red dice reach long range.
func TestArmadaAttackBlueAtLongRangeIsCancelled(t *testing.T) {
	r := run(t, "armada-attack", 5_000, 1, "red=0", "blue=4", "range=long")
	if m := metric(t, r, "damage"); m.Histogram.Max() != 0 {
		t.Errorf("blue dice dealt damage at long range: %v", m.Histogram.Bins())
	}
}

// TestArmadaDuelIsReproducible plays the duel with two worker counts.
func TestArmadaDuel(t *testing.T) {
	r := run(t, "armada-duel", 20_000, 5)
	if p := metric(t, r, "nebulon_destroyed").Estimate(); p < 0.5 {
		t.Errorf("the Nebulon-B survives six rounds against a Victory II with probability %v", 1-p)
	}
	rounds := metric(t, r, "nebulon_round")
	if rounds.Histogram.Min() < 0 || rounds.Histogram.Max() > 6 {
		t.Errorf("destroyed in rounds %d to %d, want 0 to 6", rounds.Histogram.Min(), rounds.Histogram.Max())
	}
}

// armadaValid is a small Armada scenario that the bad-input cases break.
const armadaValid = `name: duel
game: armada
ships:
  big: {size: large, hull: 11, shields: {front: 4}, battery: {front: {red: 4, blue: 4}, left: {red: 2}}, tokens: [brace, redirect]}
  small: {size: small, hull: 4, shields: {front: 2}, battery: {front: {red: 2, blue: 1}}, tokens: "evade,evade,redirect"}
  wing: {squadron: true, hull: 5, battery: {blue: 1}, anti_squadron: {blue: 3}}
fleets:
  empire: {units: [{ship: big, speed: 2}]}
  rebels: {defence: save-tokens:3, units: [{ship: small, speed: 3}, {ship: wing}]}
script:
  - attack: {attacker: big, defender: small, range: medium}
  - activate: {ship: big, attacks: [{from: front, defender: small, range: close}, {from: left, defender: wing, range: close}]}
measure:
  - {name: damage, what: damage, of: small}
`

func TestArmadaValidParses(t *testing.T) {
	if _, err := Parse("probe.yaml", []byte(armadaValid)); err != nil {
		t.Fatal(err)
	}
}

// TestFaceupCardMeasure checks the faceup-card measure against its exact
// value: with no shields and no tokens, any crit icon deals the first card
// faceup, and that card is Blinded Gunners 2 times in 52 (rules notes §3,
// §6), so P = (1 - (6/8)^5) · 2/52 for 3 red + 2 blue.
func TestFaceupCardMeasure(t *testing.T) {
	src, err := BuiltinSource("armada-attack")
	if err != nil {
		t.Fatal(err)
	}
	src = append(src, "  - {name: blinded, what: faceup-card, of: target, card: blinded-gunners}\n"...)
	c := compileSource(t, "faceup.yaml", string(src), "tokens=none", "shields=0", "hull=40")
	r, err := sim.Run(context.Background(), c.Model, sim.Options{Trials: 400_000, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	m := metric(t, r, "blinded")
	simtest.Proportion(t, "Blinded Gunners faceup", m.Proportion.Successes, m.Proportion.Trials, (1-pow(6.0/8, 5))*2/52)
	bad := strings.Replace(string(src), "card: blinded-gunners", "card: blinded-gunner", 1)
	_, err = Parse("bad.yaml", []byte(bad))
	if err == nil || !strings.Contains(err.Error(), `unknown damage card "blinded-gunner"`) {
		t.Errorf("a misspelt card: %v", err)
	}
}

// TestConcentrateFireRerollsAnAccuracyThatLocksNothing: an accuracy is
// "spent to choose one of the defender's defense tokens" (RRG 1.5,
// Accuracy); against a defender with no token it locks nothing and deals
// nothing, so the max-damage attacker's Concentrate Fire token rerolls it
// like a blank. Two red dice at long range, every token gone: the exact
// damage distribution, where a die showing no damage (blank or accuracy)
// is rerolled once.
func TestConcentrateFireRerollsAnAccuracyThatLocksNothing(t *testing.T) {
	red := []int{0, 0, 1, 1, 1, 1, 0, 2} // blank ×2, hit ×2, crit ×2, accuracy, hit+hit (crits count)
	exact := map[int]float64{}
	for _, a := range red {
		for _, b := range red {
			switch {
			case a == 0: // the first die showing no damage is rerolled
				for _, c := range red {
					exact[c+b] += 1.0 / (8 * 8 * 8)
				}
			case b == 0:
				for _, c := range red {
					exact[a+c] += 1.0 / (8 * 8 * 8)
				}
			default:
				exact[a+b] += 1.0 / (8 * 8)
			}
		}
	}
	r := run(t, "armada-attack", 100_000, 3, "red=2", "blue=0", "tokens=none", "concentrate_fire=token", "range=long", "shields=9", "hull=20")
	simtest.Distribution(t, "damage", &metric(t, r, "damage").Histogram, exact)
}
