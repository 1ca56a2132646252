package sim

import (
	"math"

	"gonum.org/v1/gonum/stat/distuv"
)

// Histogram is an exact integer distribution: a count for every value seen.
// Memory grows with the range of values, never with the number of trials.
// The zero Histogram is empty and ready to use. Merging is exact integer
// addition, so its statistics do not depend on merge order.
type Histogram struct {
	lo     int     // value of counts[0]
	counts []int64 // counts[i] is how often lo+i was seen
	n      int64
}

// Add records one observation of v. It allocates only when v falls outside
// every value seen so far.
func (h *Histogram) Add(v int) { h.AddN(v, 1) }

// AddN records n observations of v, as n calls of Add would. It allocates
// only when v falls outside every value seen so far.
func (h *Histogram) AddN(v int, n int64) {
	i := v - h.lo
	if uint(i) >= uint(len(h.counts)) { // also below lo, and no counts yet
		h.grow(v)
		i = v - h.lo
	}
	h.counts[i] += n
	h.n += n
}

// grow widens the dense range so that it holds v, with some headroom.
func (h *Histogram) grow(v int) {
	if h.counts == nil {
		h.lo = v
		h.counts = Isolated[int64](8)
		return
	}
	lo, hi := h.lo, h.lo+len(h.counts)-1
	if v < lo {
		lo = v - len(h.counts)/2
	}
	if v > hi {
		hi = v + len(h.counts)/2
	}
	// Counts are written every trial; isolated, they share no cache line
	// with the counts another worker is filling.
	counts := Isolated[int64](hi - lo + 1)
	copy(counts[h.lo-lo:], h.counts)
	h.lo, h.counts = lo, counts
}

// Merge adds o's counts to h.
func (h *Histogram) Merge(o *Histogram) {
	if o.n == 0 {
		return
	}
	min, max := o.Min(), o.Max()
	if h.n == 0 || h.counts == nil {
		h.lo = min
		h.counts = Isolated[int64](max - min + 1)
	}
	if min < h.lo || max >= h.lo+len(h.counts) {
		h.grow(min)
		h.grow(max)
	}
	for v := min; v <= max; v++ {
		h.counts[v-h.lo] += o.counts[v-o.lo]
	}
	h.n += o.n
}

// trim drops the zero counts below h's least value and above its
// greatest, so that histograms of the same observations hold the same
// fields however they were merged (in whichever groups the workers played
// the blocks).
func (h *Histogram) trim() {
	if h.n == 0 {
		h.lo, h.counts = 0, nil
		return
	}
	lo, hi := h.Min()-h.lo, h.Max()-h.lo
	h.lo, h.counts = h.lo+lo, h.counts[lo:hi+1:hi+1]
}

// Reset empties h, keeping its memory.
func (h *Histogram) Reset() {
	clear(h.counts)
	h.n = 0
}

// N returns the number of observations.
func (h *Histogram) N() int64 { return h.n }

// Count returns how often v was seen.
func (h *Histogram) Count(v int) int64 {
	i := v - h.lo
	if i < 0 || i >= len(h.counts) {
		return 0
	}
	return h.counts[i]
}

// Min returns the smallest value seen, or 0 when h is empty.
func (h *Histogram) Min() int {
	for i, c := range h.counts {
		if c != 0 {
			return h.lo + i
		}
	}
	return 0
}

// Max returns the largest value seen, or 0 when h is empty.
func (h *Histogram) Max() int {
	for i := len(h.counts) - 1; i >= 0; i-- {
		if h.counts[i] != 0 {
			return h.lo + i
		}
	}
	return 0
}

// Bin is one value of a histogram and how often it was seen.
type Bin struct {
	Value int
	Count int64
}

// Bins returns the values seen, in increasing order, with their counts.
func (h *Histogram) Bins() []Bin {
	var bins []Bin
	for i, c := range h.counts {
		if c != 0 {
			bins = append(bins, Bin{Value: h.lo + i, Count: c})
		}
	}
	return bins
}

// P returns the fraction of observations equal to v.
func (h *Histogram) P(v int) float64 {
	if h.n == 0 {
		return 0
	}
	return float64(h.Count(v)) / float64(h.n)
}

// AtLeast returns the number of observations greater than or equal to v.
func (h *Histogram) AtLeast(v int) int64 {
	var k int64
	for i, c := range h.counts {
		if h.lo+i >= v {
			k += c
		}
	}
	return k
}

// PAtLeast returns the fraction of observations greater than or equal to v.
func (h *Histogram) PAtLeast(v int) float64 {
	if h.n == 0 {
		return 0
	}
	return float64(h.AtLeast(v)) / float64(h.n)
}

// Mean returns the sample mean, or 0 when h is empty.
func (h *Histogram) Mean() float64 {
	if h.n == 0 {
		return 0
	}
	var sum float64
	for i, c := range h.counts {
		sum += float64(h.lo+i) * float64(c)
	}
	return sum / float64(h.n)
}

// SD returns the sample standard deviation (n-1 denominator), or 0 with
// fewer than two observations.
func (h *Histogram) SD() float64 {
	if h.n < 2 {
		return 0
	}
	m := h.Mean()
	var ss float64
	for i, c := range h.counts {
		d := float64(h.lo+i) - m
		ss += d * d * float64(c)
	}
	return math.Sqrt(ss / float64(h.n-1))
}

// CI95 returns a 95% interval for the mean: the empirical likelihood
// interval, which follows the distribution's skew and stays inside the
// values seen (see elCI in interval.go). With fewer than two observations,
// or no spread, both ends are the mean.
func (h *Histogram) CI95() (lo, hi float64) { return elCI(h) }

// Quantile returns the smallest value v with P(X <= v) >= p, the inverse of
// the empirical distribution function. Quantile panics if p is outside
// [0, 1]; it returns 0 when h is empty.
func (h *Histogram) Quantile(p float64) int {
	if p < 0 || p > 1 || math.IsNaN(p) {
		panic("sim: Histogram.Quantile: p outside [0, 1]")
	}
	if h.n == 0 {
		return 0
	}
	need := int64(math.Ceil(p * float64(h.n)))
	if need < 1 {
		need = 1
	}
	var cum int64
	for i, c := range h.counts {
		cum += c
		if cum >= need {
			return h.lo + i
		}
	}
	return h.Max()
}

// meanCI is the Student-t 95% interval for a mean of n observations with
// sample standard deviation sd.
func meanCI(mean, sd float64, n int64) (lo, hi float64) {
	if n < 2 || sd == 0 {
		return mean, mean
	}
	t := distuv.StudentsT{Mu: 0, Sigma: 1, Nu: float64(n - 1)}.Quantile(0.975)
	half := t * sd / math.Sqrt(float64(n))
	return mean - half, mean + half
}
