package policies

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// PointDefenceFunc adapts a function to [dropfleet.PointDefenceDecision].
type PointDefenceFunc func(s *dropfleet.State, target, successes int, pool dropfleet.DamagePool) dropfleet.DamagePool

// Cancel calls f.
func (f PointDefenceFunc) Cancel(s *dropfleet.State, target, successes int, pool dropfleet.DamagePool, _ *sim.Stream) dropfleet.DamagePool {
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

// pointDefenceStyle is the style whose Point Defence goes by f.
func pointDefenceStyle(f PointDefenceFunc) Style[dropfleet.Player] {
	return func(p *dropfleet.Player) { p.PointDefence = f }
}

// PointDefence is the registry of a fleet's `point_defence:` policies,
// the default first, in the order `fleetlab list` shows them.
var PointDefence = &Registry[dropfleet.Player]{
	entries: []entry[dropfleet.Player]{
		{Info: Info{"fewest-hull", "cancel the points that leave the least expected Hull loss after saves (the default)"},
			style: func(*dropfleet.Player) {}}, // the default, dropfleet.FewestHullLost
		{Info: Info{"normal-first", "cancel normal damage first, then critical damage"},
			style: pointDefenceStyle(func(_ *dropfleet.State, _, successes int, pool dropfleet.DamagePool) dropfleet.DamagePool {
				return dropfleet.CancelInOrder(successes, pool, normalFirst)
			})},
		{Info: Info{"critical-first", "cancel critical damage first (two successes a point), then normal damage"},
			style: pointDefenceStyle(func(_ *dropfleet.State, _, successes int, pool dropfleet.DamagePool) dropfleet.DamagePool {
				return dropfleet.CancelInOrder(successes, pool, criticalFirst)
			})},
	},
	unknown: "unknown Point Defence policy %q (expected one of %s)",
	listed:  true,
}
