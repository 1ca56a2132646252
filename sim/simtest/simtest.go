// Package simtest holds the checks that tests across fleetlab use to compare
// Monte Carlo estimates with exact answers.
//
// The tolerance is derived from the estimate's own standard error: an
// estimate from n trials fails when it lies more than Z standard errors from
// the exact value. Tests use fixed seeds, so a check either always passes or
// always fails; with Z = 4.5 a correct engine fails a given check with
// probability below 1e-5, so a failure means a wrong rule, not bad luck.
package simtest

import (
	"math"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// Z is the tolerance in standard errors.
const Z = 4.5

// Proportion fails t unless the estimate k/n is within Z standard errors of
// the exact probability p.
func Proportion(t testing.TB, what string, k, n int64, p float64) {
	t.Helper()
	if n == 0 {
		t.Errorf("%s: no trials", what)
		return
	}
	got := float64(k) / float64(n)
	se := math.Sqrt(p * (1 - p) / float64(n))
	if se == 0 {
		if got != p {
			t.Errorf("%s = %v, exact %v (a certain outcome)", what, got, p)
		}
		return
	}
	if d := math.Abs(got - p); d > Z*se {
		t.Errorf("%s = %.6f, exact %.6f: %.1f standard errors away (n = %d)", what, got, p, d/se, n)
	}
}

// Distribution fails t unless every P(X = v) of h is within Z standard
// errors of exact[v], and h holds no value that exact lacks.
func Distribution(t testing.TB, what string, h *sim.Histogram, exact map[int]float64) {
	t.Helper()
	for _, b := range h.Bins() {
		if _, ok := exact[b.Value]; !ok {
			t.Errorf("%s: value %d seen %d times, exact probability 0", what, b.Value, b.Count)
		}
	}
	for v, p := range exact {
		Proportion(t, what+" P(="+itoa(v)+")", h.Count(v), h.N(), p)
	}
}

// Mean fails t unless the mean m of n observations with standard deviation
// sd is within Z standard errors of the exact mean mu.
func Mean(t testing.TB, what string, m, sd float64, n int64, mu float64) {
	t.Helper()
	se := sd / math.Sqrt(float64(n))
	if d := math.Abs(m - mu); d > Z*se && d > 1e-12 {
		t.Errorf("%s = %.6f, exact %.6f: %.1f standard errors away (n = %d)", what, m, mu, d/se, n)
	}
}

func itoa(v int) string {
	if v < 0 {
		return "-" + itoa(-v)
	}
	if v < 10 {
		return string(rune('0' + v))
	}
	return itoa(v/10) + string(rune('0'+v%10))
}
