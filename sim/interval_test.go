package sim

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/stat"
	"gonum.org/v1/gonum/stat/distuv"
)

func TestZ95IsTheNormalQuantile(t *testing.T) {
	if q := distuv.UnitNormal.Quantile(0.975); math.Abs(q-z95) > 1e-12 {
		t.Errorf("z95 = %v, normal quantile %v", z95, q)
	}
}

func TestWilson(t *testing.T) {
	tests := []struct {
		k, n   int64
		lo, hi float64
	}{
		// reference values from the closed form (Wilson 1927), rounded to 1e-4
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{5, 10, 0.2366, 0.7634},
		{1, 100, 0.0018, 0.0545},
		{0, 0, 0, 1},
	}
	for _, tc := range tests {
		lo, hi := Wilson(tc.k, tc.n, z95)
		if math.Abs(lo-tc.lo) > 1e-4 || math.Abs(hi-tc.hi) > 1e-4 {
			t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", tc.k, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}

func TestHistogramStatisticsMatchGonum(t *testing.T) {
	values := []int{3, -2, 7, 7, 0, 3, 3, 12, -2, 5}
	var h Histogram
	x := make([]float64, len(values))
	for i, v := range values {
		h.Add(v)
		x[i] = float64(v)
	}
	if m := stat.Mean(x, nil); math.Abs(h.Mean()-m) > 1e-12 {
		t.Errorf("Mean = %v, gonum %v", h.Mean(), m)
	}
	if sd := stat.StdDev(x, nil); math.Abs(h.SD()-sd) > 1e-12 {
		t.Errorf("SD = %v, gonum %v", h.SD(), sd)
	}
	sorted := append([]float64(nil), x...)
	for i := range sorted {
		for j := i + 1; j < len(sorted); j++ {
			if sorted[j] < sorted[i] {
				sorted[i], sorted[j] = sorted[j], sorted[i]
			}
		}
	}
	for _, p := range []float64{0, 0.1, 0.25, 0.5, 0.75, 0.9, 1} {
		want := stat.Quantile(p, stat.Empirical, sorted, nil)
		if got := h.Quantile(p); float64(got) != want {
			t.Errorf("Quantile(%v) = %d, gonum %v", p, got, want)
		}
	}
	if h.Min() != -2 || h.Max() != 12 || h.N() != 10 {
		t.Errorf("Min, Max, N = %d, %d, %d", h.Min(), h.Max(), h.N())
	}
	if got := h.PAtLeast(5); got != 0.4 {
		t.Errorf("P(>=5) = %v, want 0.4", got)
	}
	if got := h.P(3); got != 0.3 {
		t.Errorf("P(=3) = %v, want 0.3", got)
	}
	if lo, hi := h.CI95(); !(lo < h.Mean() && h.Mean() < hi) {
		t.Errorf("CI95 [%v, %v] does not hold the mean %v", lo, hi, h.Mean())
	}
}

func TestHistogramMerge(t *testing.T) {
	var a, b, all Histogram
	for v := -5; v <= 40; v += 3 {
		a.Add(v)
		all.Add(v)
	}
	for v := 100; v >= -30; v -= 7 {
		b.Add(v)
		all.Add(v)
	}
	a.Merge(&b)
	ab, want := a.Bins(), all.Bins()
	if len(ab) != len(want) {
		t.Fatalf("merged %d bins, want %d", len(ab), len(want))
	}
	for i := range want {
		if ab[i] != want[i] {
			t.Errorf("bin %d = %v, want %v", i, ab[i], want[i])
		}
	}
	var empty Histogram
	a.Merge(&empty)
	empty.Merge(&a)
	if empty.N() != a.N() || empty.Mean() != a.Mean() {
		t.Error("merging into an empty histogram lost observations")
	}
}

func TestMomentsMergeMatchesDirect(t *testing.T) {
	var a, b, all Moments
	for i := range 100 {
		x := math.Sin(float64(i)) * 10
		all.Add(x)
		if i < 37 {
			a.Add(x)
		} else {
			b.Add(x)
		}
	}
	a.Merge(&b)
	if a.N() != all.N() || math.Abs(a.Mean()-all.Mean()) > 1e-12 || math.Abs(a.SD()-all.SD()) > 1e-12 {
		t.Errorf("merged (%d, %v, %v), direct (%d, %v, %v)", a.N(), a.Mean(), a.SD(), all.N(), all.Mean(), all.SD())
	}
}
