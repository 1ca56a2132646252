package dropfleet

// The default of the PointDefenceDecision (decide.go).

// costClasses are the kinds by Point Defence cost: 2 and 3 successes.
var costClasses = [2][]DamageKind{
	{CriticalDamage, ParticleDamage, SwarmerNormal},
	{SwarmerCritical, SwarmerParticle},
}

// FewestHullLost is the default Point Defence policy: it cancels the points
// that minimise the target's expected Hull loss, the expected number of
// points that would get through its saves. Cancelling a point of kind k
// saves its pass chance (1 − the chance of its save) at the cost of k's
// successes, so a critical point (2 successes, only the passive save
// against it) is worth cancelling before two normal points when the normal
// save is good: against Armour 3+ with no passive save, a critical point
// saves 1 Hull for 2 successes, two normal points 2/3. Ties go to normal
// damage first. It is exact: within a cost it takes the kinds with the
// highest pass chance first, and it tries every split of the successes
// between the costs.
func FewestHullLost(s *State, target, successes int, pool DamagePool) DamagePool {
	var pass [DamageKinds]float64
	for k := range pass {
		if pool[k] > 0 {
			pass[k] = s.passChance(target, DamageKind(k))
		}
	}
	return fewestPassing(pass, successes, pool)
}

// fewestPassing returns the points of pool that successes cancel to
// minimise the expected points getting through, pass[k] being the chance
// that a point of kind k gets through its save (FewestHullLost's rule, for
// a ship or a station).
func fewestPassing(pass [DamageKinds]float64, successes int, pool DamagePool) DamagePool {
	var order [2][3]DamageKind // each cost class, highest pass chance first
	var size [2]int
	for c, kinds := range costClasses {
		for _, k := range kinds {
			j := size[c]
			for ; j > 0 && pass[k] > pass[order[c][j-1]]; j-- {
				order[c][j] = order[c][j-1]
			}
			order[c][j] = k
			size[c]++
		}
	}
	var in [2]int // points held in each cost class
	for c := range in {
		for _, k := range order[c][:size[c]] {
			in[c] += pool[k]
		}
	}
	fill := func(c, n int) float64 { // the best value of cancelling n points of class c
		v := 0.0
		for _, k := range order[c][:size[c]] {
			take := min(n, pool[k])
			v += float64(take) * pass[k]
			n -= take
		}
		return v
	}
	best, bestN2, bestN3 := -1.0, 0, 0
	for n3 := 0; n3 <= min(in[1], successes/3); n3++ {
		for n2 := 0; n2 <= min(in[0], (successes-3*n3)/2); n2++ {
			n1 := min(pool[NormalDamage], successes-3*n3-2*n2)
			if v := float64(n1)*pass[NormalDamage] + fill(0, n2) + fill(1, n3); v > best+1e-12 {
				best, bestN2, bestN3 = v, n2, n3
			}
		}
	}
	var cancel DamagePool
	cancel[NormalDamage] = min(pool[NormalDamage], successes-3*bestN3-2*bestN2)
	for c, n := range [2]int{bestN2, bestN3} {
		for _, k := range order[c][:size[c]] {
			cancel[k] = min(n, pool[k])
			n -= cancel[k]
		}
	}
	return cancel
}
