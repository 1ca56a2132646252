package policies

import (
	"strconv"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/armada"
)

// ArmadaAttack is the registry of a fleet's `attack:` policies.
var ArmadaAttack = &Registry[armada.Player]{
	entries: []entry[armada.Player]{
		{Info: Info{"max-damage", "remove and reroll for the most damage, add the strongest die, lock the most valuable token type"},
			style: func(*armada.Player) {}}, // the default, armada.MaxDamage
		{Info: Info{"fish-accuracies", "add and reroll blue and red dice to roll accuracies, then lock tokens with them"},
			style: func(p *armada.Player) {
				var f fishAccuracies
				p.Obstruct, p.Concentrate, p.Reroll = f, f, f
			}},
	},
	unknown: "unknown attacker policy %q (expected max-damage or fish-accuracies)",
}

// fishAccuracies fishes for accuracies rather than damage; it locks tokens
// as max-damage does.
type fishAccuracies struct{}

// Obstruct removes black first, as it has no accuracy, then red, then blue.
func (fishAccuracies) Obstruct(a *armada.Attack, _ *sim.Stream) armada.Colour {
	for _, c := range [...]armada.Colour{armada.Black, armada.Red, armada.Blue} {
		if a.Gathered(c) > 0 {
			return c
		}
	}
	return armada.MaxDamage{}.Obstruct(a, nil)
}

// Concentrate adds blue, then red, then black.
func (fishAccuracies) Concentrate(a *armada.Attack, _ *sim.Stream) armada.Colour {
	for _, c := range [...]armada.Colour{armada.Blue, armada.Red, armada.Black} {
		if a.InPool(c) {
			return c
		}
	}
	return armada.ColourNone
}

// Reroll rerolls the lowest-damage die that is not an accuracy, of a
// colour that has them (blue or red).
func (fishAccuracies) Reroll(a *armada.Attack, _ *sim.Stream) int {
	best, bestGain := -1, 0.0
	for i := range a.N {
		d := a.Pool[i]
		if d.Face == armada.FaceNone || d.Face == armada.Accuracy || d.Colour == armada.Black {
			continue
		}
		if gain := 10 - float64(a.DieDamage(i)); gain > bestGain {
			best, bestGain = i, gain
		}
	}
	return best
}

// ArmadaDefence is the registry of a fleet's `defence:` policies.
var ArmadaDefence = &Registry[armada.Player]{
	entries: []entry[armada.Player]{
		{Info: Info{"minimise-damage", "spend every token that lowers this attack's damage now (Scatter, Evade, Brace, Redirect, Contain, Salvo), Evade's extra die against a larger ship too"},
			style: func(*armada.Player) {}}, // the default, armada.TokenSpending{}
		{Info: Info{"save-tokens:N", "as minimise-damage, but only when the attack would deal at least N (default 2), never discard an exhausted token, and no extra Evade die"},
			param: func(arg string, given bool) (Style[armada.Player], error) {
				k := 2
				if given {
					n, err := strconv.Atoi(arg)
					if err != nil || n < 1 || n > 50 {
						return nil, wordedf("save-tokens:N needs a whole number N from 1 to 50, got %q", arg)
					}
					k = n
				}
				return spending(armada.TokenSpending{Threshold: k, Keep: true}), nil
			}},
		{Info: Info{"none", "spend no defense tokens (bare dice)"}, style: spending(armada.TokenSpending{Never: true})},
	},
	unknown: "unknown defender policy %q (expected minimise-damage, save-tokens:N or none)",
}

// spending is the style whose tokens and Evade dice go by t.
func spending(t armada.TokenSpending) Style[armada.Player] {
	return func(p *armada.Player) { p.Token, p.Evade = t, t }
}

// ArmadaSquadrons is the registry of a fleet's `squadrons:` policies. Each
// goes for any enemy once none of its preferred kind is left on the table.
var ArmadaSquadrons = &Registry[armada.Player]{
	entries: []entry[armada.Player]{
		{Info: Info{"hunt", "Bombers attack and fly at the nearest enemy ship, squadrons with Escort, Counter or Snipe at the nearest squadron, others at the nearest enemy"},
			style: func(*armada.Player) {}}, // the default, armada.Hunt
		{Info: Info{"strike", "every squadron attacks and flies at the nearest enemy ship"},
			style: squadronStyle(armada.SquadronStyle{Others: armada.TargetNearestShip, Bombers: armada.TargetNearestShip})},
		{Info: Info{"intercept", "every squadron attacks and flies at the nearest enemy squadron"},
			style: squadronStyle(armada.SquadronStyle{Others: armada.TargetNearestSquadron, Bombers: armada.TargetNearestSquadron})},
		{Info: Info{"hold", "as hunt, but a squadron with no target stays where it is (a screen)"},
			style: squadronStyle(armada.SquadronStyle{Others: armada.Hunt.Others, Bombers: armada.Hunt.Bombers, Interceptors: armada.Hunt.Interceptors, Hold: true})},
	},
	unknown: "unknown squadron policy %q (expected hunt, strike, intercept or hold)",
}

// squadronStyle is the style whose squadrons go by st.
func squadronStyle(st armada.SquadronStyle) Style[armada.Player] {
	return func(p *armada.Player) { p.Prey, p.SquadronMoves = st, st }
}
