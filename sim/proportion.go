package sim

import "math"

// z95 is the standard normal quantile for a two-sided 95% interval,
// distuv.UnitNormal.Quantile(0.975) (checked in the tests).
const z95 = 1.959963984540054

// Proportion counts successes among trials. The zero Proportion is empty and
// ready to use. Merging is exact integer addition, so order never matters.
type Proportion struct {
	Successes int64
	Trials    int64
}

// Add records one trial.
func (p *Proportion) Add(success bool) { p.AddN(success, 1) }

// AddN records n trials with the same outcome, as n calls of Add would.
func (p *Proportion) AddN(success bool, n int64) {
	p.Trials += n
	var k int64
	if success { // a conditional move, not a branch the processor may guess wrong
		k = n
	}
	p.Successes += k
}

// Merge adds q's counts to p.
func (p *Proportion) Merge(q *Proportion) {
	p.Successes += q.Successes
	p.Trials += q.Trials
}

// Estimate returns successes / trials, or 0 with no trials.
func (p *Proportion) Estimate() float64 {
	if p.Trials == 0 {
		return 0
	}
	return float64(p.Successes) / float64(p.Trials)
}

// CI95 returns the Wilson score 95% interval, which stays inside [0, 1] and
// behaves well near 0 and 1 where the normal approximation does not. With no
// trials it returns [0, 1].
func (p *Proportion) CI95() (lo, hi float64) {
	return Wilson(p.Successes, p.Trials, z95)
}

// Wilson returns the Wilson score interval for k successes in n trials at
// standard normal quantile z. With n == 0 it returns [0, 1].
func Wilson(k, n int64, z float64) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	nf := float64(n)
	p := float64(k) / nf
	z2 := z * z
	den := 1 + z2/nf
	centre := (p + z2/(2*nf)) / den
	half := z / den * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	lo, hi = centre-half, centre+half
	// The exact interval touches the bounds when k is 0 or n; rounding may not.
	if k == 0 {
		lo = 0
	}
	if k == n {
		hi = 1
	}
	return math.Max(0, lo), math.Min(1, hi)
}
