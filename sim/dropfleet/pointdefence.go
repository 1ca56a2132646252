package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// DamageKind sorts a point of damage by what Point Defence and saves do to
// it (rules notes §2): how many Point Defence successes cancel it, and
// which save it gets.
type DamageKind uint8

// The kinds of damage. Swarmer's kinds are the plain kinds plus
// SwarmerNormal.
const (
	// NormalDamage: one success cancels a point; the best save applies.
	NormalDamage DamageKind = iota
	// CriticalDamage: two successes; only the passive save applies.
	CriticalDamage
	// ParticleDamage: a Particle weapon's critical: two successes; no save.
	ParticleDamage
	// SwarmerNormal, SwarmerCritical and SwarmerParticle come from a Close
	// Action (Swarmer) weapon: one success more each.
	SwarmerNormal
	SwarmerCritical
	SwarmerParticle
	// DamageKinds is the number of kinds.
	DamageKinds
)

// pdCost is the Point Defence successes a point of each kind takes: "each
// success cancels 1 normal damage, a critical damage point needs 2
// successes (Swarmer: +1 success needed)" (rules notes §2).
var pdCost = [DamageKinds]int{1, 2, 2, 2, 3, 3}

// PointDefenceCost returns the Point Defence successes that cancel one
// point of damage of kind k.
func (k DamageKind) PointDefenceCost() int { return pdCost[k] }

// DamagePool is damage points by kind: one weapon's attack, or a group's
// pooled Close Action attacks at one target.
type DamagePool [DamageKinds]int

// Total returns the points of every kind.
func (p *DamagePool) Total() int {
	n := 0
	for _, v := range p {
		n += v
	}
	return n
}

// pointDefence spends successes on pool for ship target by the defender's
// policy.
func (s *State) pointDefence(target, successes int, pool *DamagePool, r *sim.Stream) {
	cancel := s.cancelled(target, successes, *pool, r)
	for k := range pool {
		c := min(cancel[k], pool[k], successes/pdCost[k])
		if c > 0 {
			pool[k] -= c
			successes -= c * pdCost[k]
		}
	}
}

// CancelInOrder cancels points kind by kind in the order given, as many of
// each as the pool holds and the successes pay for.
func CancelInOrder(successes int, pool DamagePool, order []DamageKind) DamagePool {
	var cancel DamagePool
	for _, k := range order {
		c := min(pool[k], successes/pdCost[k])
		cancel[k] = c
		successes -= c * pdCost[k]
	}
	return cancel
}

// passChance returns the chance that a point of damage of kind k gets
// through ship i's save: the best save for normal damage, the passive save
// for critical damage, none for Particle criticals.
func (s *State) passChance(i int, k DamageKind) float64 {
	var save int
	switch k {
	case NormalDamage, SwarmerNormal:
		save = s.normalSave(i)
	case CriticalDamage, SwarmerCritical:
		save = s.Model.Ships[i].Profile.Passive
	}
	return savePass(save)
}

// savePass returns the chance that a point of damage gets through a save
// of save+ (1 for none).
func savePass(save int) float64 {
	if save < 2 || save > 6 {
		return 1
	}
	return float64(save-1) / 6
}
