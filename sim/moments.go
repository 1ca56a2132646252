package sim

import "math"

// Moments accumulates the mean and variance of real-valued observations
// (Welford's update, Chan et al.'s merge). The zero Moments is empty and
// ready to use. Floating-point merging depends on order, so the runner always
// merges block tallies in block order.
type Moments struct {
	n    int64
	mean float64
	m2   float64 // sum of squared deviations from the mean
	// min and max are the least and greatest observation, which bound the
	// interval of the mean (exact and order-free to merge).
	min, max float64
}

// Add records one observation.
func (m *Moments) Add(x float64) {
	if m.n == 0 || x < m.min {
		m.min = x
	}
	if m.n == 0 || x > m.max {
		m.max = x
	}
	m.n++
	d := x - m.mean
	m.mean += d / float64(m.n)
	m.m2 += d * (x - m.mean)
}

// Merge adds o's observations to m.
func (m *Moments) Merge(o *Moments) {
	if o.n == 0 {
		return
	}
	if m.n == 0 {
		*m = *o
		return
	}
	m.min, m.max = math.Min(m.min, o.min), math.Max(m.max, o.max)
	n := m.n + o.n
	d := o.mean - m.mean
	m.mean += d * float64(o.n) / float64(n)
	m.m2 += o.m2 + d*d*float64(m.n)*float64(o.n)/float64(n)
	m.n = n
}

// N returns the number of observations.
func (m *Moments) N() int64 { return m.n }

// Mean returns the sample mean, or 0 when empty.
func (m *Moments) Mean() float64 { return m.mean }

// SD returns the sample standard deviation (n-1 denominator), or 0 with
// fewer than two observations.
func (m *Moments) SD() float64 {
	if m.n < 2 {
		return 0
	}
	return math.Sqrt(m.m2 / float64(m.n-1))
}

// CI95 returns the Student-t 95% interval for the mean, cut to the least
// and greatest observation (a mean lies between them), so that a quantity
// that cannot be negative never gets a negative end.
func (m *Moments) CI95() (lo, hi float64) {
	lo, hi = meanCI(m.mean, m.SD(), m.n)
	if m.n == 0 {
		return lo, hi
	}
	return clipCI(lo, hi, m.min, m.max)
}
