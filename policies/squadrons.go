package policies

import "github.com/fleetlab/fleetlab/sim/armada"

// armadaSquadrons implements armada.SquadronPolicy: the kind of enemy
// Bombers and other squadrons go for, and whether they hold their place.
type armadaSquadrons struct {
	prey, bomberPrey armada.Target
	hold             bool
}

// Prey returns the kind of enemy the squadron goes for.
func (p armadaSquadrons) Prey(s *armada.State, u int) armada.Target {
	if s.Model.Units[u].Profile.Bomber {
		return p.bomberPrey
	}
	return p.prey
}

// Moves reports whether the squadron moves when it has no target.
func (p armadaSquadrons) Moves(*armada.State, int) bool { return !p.hold }

// ArmadaSquadronPolicies lists the Armada squadron policies.
func ArmadaSquadronPolicies() []Info {
	return []Info{
		{"hunt", "Bombers attack and fly at the nearest enemy ship, other squadrons at the nearest enemy of any kind"},
		{"strike", "every squadron attacks and flies at the nearest enemy ship"},
		{"intercept", "every squadron attacks and flies at the nearest enemy squadron"},
		{"hold", "as hunt, but a squadron with no target stays where it is (a screen)"},
	}
}

// ArmadaSquadrons returns the squadron policy with the given name. Each
// goes for any enemy once none of its preferred kind is left on the table.
func ArmadaSquadrons(name string) (armada.SquadronPolicy, error) {
	hunt := armadaSquadrons{prey: armada.TargetNearest, bomberPrey: armada.TargetNearestShip}
	switch name {
	case "hunt":
		return hunt, nil
	case "strike":
		return armadaSquadrons{prey: armada.TargetNearestShip, bomberPrey: armada.TargetNearestShip}, nil
	case "intercept":
		return armadaSquadrons{prey: armada.TargetNearestSquadron, bomberPrey: armada.TargetNearestSquadron}, nil
	case "hold":
		hunt.hold = true
		return hunt, nil
	}
	return nil, wordedf("unknown squadron policy %q (expected hunt, strike, intercept or hold)", name)
}
