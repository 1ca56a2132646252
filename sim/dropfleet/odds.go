package dropfleet

// ClampLock limits a to-hit or save target number to 2+..6+: "Target
// numbers are clamped to 2+..6+ (a natural 1 always misses, a 6 always
// hits)" (rules notes §2).
func ClampLock(lock int) int { return min(6, max(2, lock)) }

// DieOdds returns the chances that one attack die at the given Lock misses,
// hits normally, or scores a critical: it hits on a d6 of Lock or more
// (clamped to 2+..6+), and "a die rolling Lock + 2 or more is a critical"
// (rules notes §2), so at Lock 5+ or 6+ no die crits.
func DieOdds(lock int) (miss, hit, crit float64) {
	lock = ClampLock(lock)
	hits := float64(7-lock) / 6
	if lock+2 <= 6 {
		crit = float64(7-(lock+2)) / 6
	}
	return 1 - hits, hits - crit, crit
}

// binomial returns the distribution of successes among n dice that each
// succeed with probability p.
func binomial(n int, p float64) []float64 {
	dist := []float64{1}
	for range n {
		next := make([]float64, len(dist)+1)
		for k, q := range dist {
			next[k] += q * (1 - p)
			next[k+1] += q * p
		}
		dist = next
	}
	return dist
}

// HitOdds returns the exact distribution of hits (criticals included) of
// dice attack dice at the given Lock: dist[k] = P(k hits).
func HitOdds(dice, lock int) []float64 {
	_, hit, crit := DieOdds(lock)
	return binomial(dice, hit+crit)
}

// DamageOdds returns the exact distribution of the Hull damage of dice
// attack dice of 1 damage each at the given Lock against the given Armour
// (0 for none): "One Armour save die is rolled per point of Hull damage",
// each success removing it, while "Critical damage ignores Armour
// completely" (rules notes §2). Each die then deals 1 damage with
// probability crit + hit·(1 − save).
func DamageOdds(dice, lock, armour int) []float64 {
	_, hit, crit := DieOdds(lock)
	save := 0.0
	if armour > 0 {
		save = float64(7-ClampLock(armour)) / 6
	}
	return binomial(dice, crit+hit*(1-save))
}
