package policies

import (
	"strings"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// PointDefenceFunc adapts a function to [dropfleet.PointDefencePolicy].
type PointDefenceFunc func(s *dropfleet.State, target, successes int, pool dropfleet.DamagePool) dropfleet.DamagePool

// Cancel calls f.
func (f PointDefenceFunc) Cancel(s *dropfleet.State, target, successes int, pool dropfleet.DamagePool) dropfleet.DamagePool {
	return f(s, target, successes, pool)
}

// normalFirst and criticalFirst are the damage kinds in the order those
// policies cancel them.
var (
	normalFirst = []dropfleet.DamageKind{dropfleet.NormalDamage, dropfleet.SwarmerNormal,
		dropfleet.CriticalDamage, dropfleet.ParticleDamage, dropfleet.SwarmerCritical, dropfleet.SwarmerParticle}
	criticalFirst = []dropfleet.DamageKind{dropfleet.CriticalDamage, dropfleet.ParticleDamage,
		dropfleet.SwarmerCritical, dropfleet.SwarmerParticle, dropfleet.NormalDamage, dropfleet.SwarmerNormal}
)

type pointDefencePolicy struct {
	Info
	policy dropfleet.PointDefencePolicy
}

// pointDefencePolicies are the Point Defence policies, the default first,
// in the order `fleetlab list` shows them.
var pointDefencePolicies = []pointDefencePolicy{
	{Info{"fewest-hull", "cancel the points that leave the least expected Hull loss after saves (the default)"},
		PointDefenceFunc(dropfleet.FewestHullLost)},
	{Info{"normal-first", "cancel normal damage first, then critical damage"},
		PointDefenceFunc(func(_ *dropfleet.State, _, successes int, pool dropfleet.DamagePool) dropfleet.DamagePool {
			return dropfleet.CancelInOrder(successes, pool, normalFirst)
		})},
	{Info{"critical-first", "cancel critical damage first (two successes a point), then normal damage"},
		PointDefenceFunc(func(_ *dropfleet.State, _, successes int, pool dropfleet.DamagePool) dropfleet.DamagePool {
			return dropfleet.CancelInOrder(successes, pool, criticalFirst)
		})},
}

// PointDefencePolicies lists the Point Defence policies.
func PointDefencePolicies() []Info {
	out := make([]Info, len(pointDefencePolicies))
	for i, p := range pointDefencePolicies {
		out[i] = p.Info
	}
	return out
}

// PointDefence returns the Point Defence policy with the given name.
func PointDefence(name string) (dropfleet.PointDefencePolicy, error) {
	names := make([]string, len(pointDefencePolicies))
	for i, p := range pointDefencePolicies {
		if p.Name == name {
			return p.policy, nil
		}
		names[i] = p.Name
	}
	return nil, wordedf("unknown Point Defence policy %q (expected one of %s)", name, strings.Join(names, ", "))
}
