package armada

// DamageOdds returns the exact distribution of the damage of a pool of
// dice with no defense: p[k] is P(damage = k), counting hits, and crits too
// when crits is true (ship against ship). It convolves the faces of every
// die, so it is exact for any pool.
func DamageOdds(d Dice, crits bool) []float64 {
	p := []float64{1}
	for _, c := range Colours {
		for range d[c] {
			next := make([]float64, len(p)+2)
			for k, pk := range p {
				if pk == 0 {
					continue
				}
				for _, f := range DiceFaces[c] {
					v := f.Hits()
					if crits {
						v += f.Crits()
					}
					next[k+v] += pk / 8
				}
			}
			p = next
		}
	}
	for len(p) > 1 && p[len(p)-1] == 0 {
		p = p[:len(p)-1]
	}
	return p
}

// Braced returns the distribution of ceil(X/2) for X distributed as p: the
// damage after Brace ("halve it, rounding up").
func Braced(p []float64) []float64 {
	out := make([]float64, (len(p)+2)/2)
	for k, pk := range p {
		out[(k+1)/2] += pk
	}
	return out
}

// AtLeast returns P(X >= k) for X distributed as p.
func AtLeast(p []float64, k int) float64 {
	s := 0.0
	for i := max(0, k); i < len(p); i++ {
		s += p[i]
	}
	return s
}
