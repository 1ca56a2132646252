package sim

import "math"

// This file holds the 95% intervals of the means, chosen so that an
// interval never leaves the range the quantity can take:
//
//   - a probability: the Wilson score interval (proportion.go), inside [0, 1];
//   - the mean of a whole-number distribution (a count, a round, a
//     Signature): the empirical likelihood interval (Owen 1988), below;
//   - the mean of real values (KindMean, and the paired differences of a
//     comparison): Student's t, cut to the least and greatest value seen.

// chi2One95 is the 95% point of the chi-squared distribution with one
// degree of freedom, z95², the threshold of a 95% likelihood-ratio interval.
const chi2One95 = z95 * z95

// elCI returns the 95% empirical likelihood interval for the mean of the
// distribution in h: every μ whose empirical likelihood ratio statistic
// −2 log R(μ) is at most χ²₁(0.95). It needs no assumption about the shape
// of the distribution, follows its skew (a rare large value widens the
// interval upwards, not downwards), and lies strictly inside [Min, Max]
// whenever two different values were seen, so a count's interval never
// goes below 0. For a yes/no count it is the binomial likelihood-ratio
// interval. With fewer than two observations, or a single value seen,
// both ends are the mean.
func elCI(h *Histogram) (lo, hi float64) {
	mean := h.Mean()
	min, max := h.Min(), h.Max()
	if h.n < 2 || min == max {
		return mean, mean
	}
	// −2 log R(μ) grows from 0 at the mean to +∞ at Min and at Max;
	// bisect for the crossing of the threshold on each side.
	cross := func(inside, outside float64) float64 {
		for range 60 {
			mid := (inside + outside) / 2
			if mid == inside || mid == outside {
				break
			}
			if elStatistic(h, mid) <= chi2One95 {
				inside = mid
			} else {
				outside = mid
			}
		}
		return inside
	}
	return cross(mean, float64(min)), cross(mean, float64(max))
}

// elStatistic returns −2 log R(μ), the empirical likelihood ratio
// statistic of mean μ for the distribution in h, for Min < μ < Max:
// 2 Σ c·log(1 + λ(x − μ)) over the values x seen c times, where λ solves
// Σ c·(x − μ)/(1 + λ(x − μ)) = 0 (found by Newton's method kept inside
// the bracket where every weight is positive, bisecting when a step would
// leave it).
func elStatistic(h *Histogram, mu float64) float64 {
	lo, hi := -1/(float64(h.Max())-mu), -1/(float64(h.Min())-mu) // 1 + λ(x − μ) > 0 for every x
	lambda := 0.0
	for range 100 {
		var g, dg float64 // Σ c·d/(1+λd) and its derivative in λ
		for i, c := range h.counts {
			if c == 0 {
				continue
			}
			d := float64(h.lo+i) - mu
			q := d / (1 + lambda*d)
			g += float64(c) * q
			dg -= float64(c) * q * q
		}
		if g == 0 {
			break
		}
		if g > 0 { // g falls as λ grows: the root is above
			lo = lambda
		} else {
			hi = lambda
		}
		next := lambda - g/dg
		if !(next > lo && next < hi) {
			next = (lo + hi) / 2
		}
		step := math.Abs(next - lambda)
		lambda = next
		if step <= 1e-15*math.Max(1, math.Abs(lambda)) {
			break
		}
	}
	var s float64
	for i, c := range h.counts {
		if c != 0 {
			s += float64(c) * math.Log1p(lambda*(float64(h.lo+i)-mu))
		}
	}
	return 2 * s
}

// clipCI cuts the interval [lo, hi] to [min, max], the least and greatest
// value seen: a mean lies between them.
func clipCI(lo, hi, min, max float64) (float64, float64) {
	return math.Min(math.Max(lo, min), max), math.Max(math.Min(hi, max), min)
}
