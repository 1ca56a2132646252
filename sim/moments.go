package sim

import (
	"math"
	"math/big"
)

// Moments accumulates the mean and variance of real-valued observations.
// The zero Moments is empty and ready to use.
//
// Observations added one by one update a running mean and sum of squared
// deviations (Welford's update), which depend on the order of the
// observations; the runner adds a block's trials in trial order, so they
// are fixed for a block. Merging is exact and independent of order: Merge
// turns each side's running part into the exact sums it stands for,
// Σx = n·mean and Σx² = m2 + n·mean² (the products taken exactly, split
// into a rounded product and its error), and adds them to fixed-point sums
// wide enough that no float64 rounds in them. Any grouping of the same
// blocks therefore leaves the same state, bit for bit; the mean and the
// standard deviation are read from the exact sums and rounded once.
// A Moments that holds a single running part reads exactly as Welford's.
//
// The exact part is allocated by the first Merge, so that the per-block
// Moments a run fills trial by trial stay small. A copied Moments shares
// it until either side writes: the writer first takes a copy of its own.
type Moments struct {
	// the running part: observations added directly
	n    int64
	mean float64
	m2   float64 // sum of squared deviations from the mean
	// min and max are the least and greatest observation, which bound the
	// interval of the mean (exact and order-free to merge).
	min, max float64
	// the exact part: observations of merged Moments; nil when none
	exact *exactMoments
}

// exactMoments is a Moments' exact part.
type exactMoments struct {
	// owner is the Moments that may write it; any other holder is a copy
	// and writes into a copy of its own (see own).
	owner      *Moments
	merged     int64
	sum, sumSq exactSum
	// oddSum and oddSq are the sums of the non-finite terms of Σx and Σx²
	// (0 when there are none): infinities and NaN cannot be fixed-point,
	// and a float sum of only non-finite values does not depend on order.
	oddSum, oddSq float64
}

// own returns m's exact part ready to be written: allocated on first use,
// and copied first when m is a copy of the Moments that owns it, so that
// writing never changes another Moments.
func (m *Moments) own() *exactMoments {
	if m.exact == nil {
		m.exact = &exactMoments{owner: m}
	} else if m.exact.owner != m {
		c := *m.exact
		c.owner = m
		m.exact = &c
	}
	return m.exact
}

// merged returns the number of observations in m's exact part.
func (m *Moments) merged() int64 {
	if m.exact == nil {
		return 0
	}
	return m.exact.merged
}

// Add records one observation.
func (m *Moments) Add(x float64) {
	if m.n == 0 && m.merged() == 0 {
		m.min, m.max = x, x
	} else if x < m.min {
		m.min = x
	} else if x > m.max {
		m.max = x
	}
	m.n++
	d := x - m.mean
	m.mean += d / float64(m.n)
	m.m2 += d * (x - m.mean)
}

// Merge adds o's observations to m, exactly: the result does not depend on
// the order or grouping of merges. m's own running part moves into its
// exact part too, so that a merged Moments is in its one canonical form.
func (m *Moments) Merge(o *Moments) {
	switch {
	case o.N() == 0:
	case m.N() == 0:
		m.min, m.max = o.min, o.max
	default:
		m.min, m.max = math.Min(m.min, o.min), math.Max(m.max, o.max)
	}
	e := m.own()
	e.fold(o.n, o.mean, o.m2)
	if oe := o.exact; oe != nil {
		e.merged += oe.merged
		e.sum.merge(&oe.sum)
		e.sumSq.merge(&oe.sumSq)
		e.oddSum += oe.oddSum
		e.oddSq += oe.oddSq
	}
	e.fold(m.n, m.mean, m.m2)
	m.n, m.mean, m.m2 = 0, 0, 0
}

// fold adds a running part of n observations with the given mean and sum
// of squared deviations to e.
func (e *exactMoments) fold(n int64, mean, m2 float64) {
	if n == 0 {
		return
	}
	e.merged += n
	nf := float64(n)
	s, se := twoProduct(nf, mean)
	q, qe := twoProduct(mean, mean)
	p, pe := twoProduct(nf, q)
	r, re := twoProduct(nf, qe)
	if finite(s) {
		e.sum.add(s)
		e.sum.add(se)
	} else {
		e.oddSum += s
	}
	if finite(m2) && finite(p) && finite(r) {
		for _, x := range [...]float64{m2, p, pe, r, re} {
			e.sumSq.add(x)
		}
	} else {
		e.oddSq += m2 + p + r // non-finite, since one of them is
	}
}

// finite reports whether x is neither infinite nor NaN.
func finite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }

// canonical returns m's observations as an exact part alone: its own
// exact part with its running part folded in (a fresh copy, m unchanged).
func (m *Moments) canonical() exactMoments {
	var c exactMoments
	if m.exact != nil {
		c = *m.exact
	}
	c.owner = nil
	c.fold(m.n, m.mean, m.m2)
	return c
}

// N returns the number of observations.
func (m *Moments) N() int64 { return m.n + m.merged() }

// Mean returns the sample mean, or 0 when empty.
func (m *Moments) Mean() float64 {
	if m.merged() == 0 {
		return m.mean
	}
	c := m.canonical()
	if c.oddSum != 0 {
		return c.oddSum
	}
	mean, _ := new(big.Rat).Quo(c.sum.rat(), new(big.Rat).SetInt64(c.merged)).Float64()
	return mean
}

// sumSquares returns the sum of squared deviations from the mean.
func (m *Moments) sumSquares() float64 {
	if m.merged() == 0 {
		return m.m2
	}
	c := m.canonical()
	if c.oddSum != 0 {
		return math.NaN()
	}
	if c.oddSq != 0 {
		return c.oddSq
	}
	// Σx² − (Σx)²/N, exactly, rounded once
	s := c.sum.rat()
	ss := new(big.Rat).Mul(s, s)
	ss.Quo(ss, new(big.Rat).SetInt64(c.merged))
	ss.Sub(c.sumSq.rat(), ss)
	m2, _ := ss.Float64()
	return max(m2, 0)
}

// SD returns the sample standard deviation (n-1 denominator), or 0 with
// fewer than two observations.
func (m *Moments) SD() float64 {
	n := m.N()
	if n < 2 {
		return 0
	}
	return math.Sqrt(m.sumSquares() / float64(n-1))
}

// CI95 returns the Student-t 95% interval for the mean, cut to the least
// and greatest observation (a mean lies between them), so that a quantity
// that cannot be negative never gets a negative end.
func (m *Moments) CI95() (lo, hi float64) {
	n := m.N()
	lo, hi = meanCI(m.Mean(), m.SD(), n)
	if n == 0 {
		return lo, hi
	}
	return clipCI(lo, hi, m.min, m.max)
}
