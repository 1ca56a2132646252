package policies

import "github.com/fleetlab/fleetlab/sim/armada"

// ArmadaBattle is the registry of a battle fleet's `style:`: its free-play
// decisions (armada.Approach), from set-up to each maneuver and attack.
var ArmadaBattle = &Registry[armada.Player]{
	entries: []entry[armada.Player]{
		{Info: Info{"aggressive", "close to the range the battery favours (black dice: close, blue: medium, red: long), keep the strongest arc on the nearest enemy ship, attack ships first"},
			style: func(*armada.Player) {}}, // the default, armada.Approach{}
		{Info: Info{"standoff", "hold at long range from the nearest enemy ship whatever the dice, keep the strongest arc on it, attack ships first"},
			style: approach(armada.Approach{Standoff: true})},
		{Info: Info{"anti-squadron", "as aggressive, but ships with two or more anti-squadron dice attack squadrons first"},
			style: approach(armada.Approach{Squadrons: true})},
		{Info: Info{"objective-focused", "as aggressive, but plays for the objective's victory tokens: picks the objective whose tokens are worth the most, places Contested Outpost's station on its side and holds it, gets behind enemy ships under Superior Positions, sends squadrons at ships under Fighter Ambush, places Capture the VIP's token on its side and goes for it, flies onto Dangerous Territory's obstacles for their tokens, takes its Intel Sweep objective ship to the tokens, brings its guns to bear on the fire lanes, places objective tokens where they serve it"},
			style: objectiveFocused},
	},
	unknown: "unknown battle style %q (expected aggressive, standoff, anti-squadron or objective-focused)",
}

// approach is the style whose battle decisions are a's.
func approach(a armada.Approach) Style[armada.Player] {
	return func(p *armada.Player) {
		p.FirstPlayer, p.DeployOrder, p.Pass, p.ShipOrder, p.AttackTarget, p.Maneuver, p.Dial, p.KeepDial = a, a, a, a, a, a, a, a
		p.Objective = a
	}
}

// objectiveFocused is the objective-focused style: armada.Approach with
// Objectives, its squadrons going for ships when that scores
// (armada.ObjectivePrey around the squadron policy's choice).
func objectiveFocused(p *armada.Player) {
	approach(armada.Approach{Objectives: true})(p)
	p.Prey = armada.ObjectivePrey{Inner: p.Prey}
	p.Obstacle = armada.ObjectivePlaces{}
	p.VIP = armada.VIPPlay{Near: true}
	p.ObjectiveToken = armada.ObjectivePlaces{}
}

// ArmadaManeuvers is the part of battle style st a scripted scenario
// plays: its ManeuverDecision, for the maneuvers the script leaves to the
// fleet's style; every other choice stays the script's.
func ArmadaManeuvers(st Style[armada.Player]) Style[armada.Player] {
	return func(p *armada.Player) {
		var all armada.Player
		st(&all)
		p.Maneuver = all.Maneuver
	}
}

// ArmadaWeights is the style that gives the maneuver planner of the battle
// style set before it (armada.Approach, the default included) the weights
// w: in a battle its maneuvers, dials and kept dials; in a script
// (battle false) its maneuvers only.
func ArmadaWeights(w armada.ManeuverWeights, battle bool) Style[armada.Player] {
	return func(p *armada.Player) {
		a, ok := p.Maneuver.(armada.Approach)
		if !ok && p.Maneuver != nil {
			return // not the planner: nothing weighs
		}
		a.Weights = &w
		p.Maneuver = a
		if battle {
			p.Dial, p.KeepDial = a, a
		}
	}
}
