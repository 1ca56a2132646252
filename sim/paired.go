package sim

import (
	"context"
	"fmt"
	"math"
)

// Comparison is the outcome of playing two variants of a scenario on common
// random numbers: every trial plays variant A, then variant B from the same
// random-stream state, so both meet the same dice as far as their play
// allows, and the difference B − A of each metric is measured trial by
// trial.
type Comparison struct {
	A, B *Result
	// Diff[i] holds the paired differences B − A of metric i.
	Diff []Moments
}

// DiffCI95 returns the 95% interval of the mean paired difference B − A of
// metric i.
func (c *Comparison) DiffCI95(i int) (lo, hi float64) { return c.Diff[i].CI95() }

// IndependentHalfWidth returns the half-width of the 95% interval that the
// difference of metric i would have if A and B had been played as two
// independent runs of the same size: the yardstick for how much the pairing
// gains.
func (c *Comparison) IndependentHalfWidth(i int) float64 {
	a, b := &c.A.Metrics[i], &c.B.Metrics[i]
	va, vb := metricVariance(&a.Accumulator, a.Kind), metricVariance(&b.Accumulator, b.Kind)
	n := float64(a.N())
	if n < 2 {
		return math.Inf(1)
	}
	return z95 * math.Sqrt(va/n+vb/n)
}

func metricVariance(a *Accumulator, k Kind) float64 {
	switch k {
	case KindProbability:
		p := a.Proportion.Estimate()
		return p * (1 - p)
	case KindDistribution:
		sd := a.Histogram.SD()
		return sd * sd
	case KindMean:
		sd := a.Moments.SD()
		return sd * sd
	}
	return 0
}

// paired is the model that plays A and B in one trial.
type paired struct {
	a, b    Model
	metrics []Metric
}

// Compare plays models a and b (which must record the same metrics) on
// common random numbers, o.Trials trials each, and returns both results and
// the paired differences. Options and determinism are those of Run.
func Compare(ctx context.Context, a, b Model, o Options) (*Comparison, error) {
	ma, mb := a.Metrics(), b.Metrics()
	if len(ma) != len(mb) {
		return nil, fmt.Errorf("%w: the variants record %d and %d metrics", ErrBadOptions, len(ma), len(mb))
	}
	for i := range ma {
		if ma[i].Name != mb[i].Name || ma[i].Kind != mb[i].Kind {
			return nil, fmt.Errorf("%w: metric %d is %s (%v) in one variant and %s (%v) in the other", ErrBadOptions, i, ma[i].Name, ma[i].Kind, mb[i].Name, mb[i].Kind)
		}
	}
	p := &paired{a: a, b: b, metrics: make([]Metric, 0, 3*len(ma))}
	p.metrics = append(p.metrics, ma...)
	p.metrics = append(p.metrics, mb...)
	for _, m := range ma {
		p.metrics = append(p.metrics, Metric{Name: m.Name + " (B - A)", Kind: KindMean})
	}
	res, err := Run(ctx, p, o)
	if err != nil {
		return nil, err
	}
	n := len(ma)
	split := func(from int) *Result {
		r := *res
		r.Metrics = res.Metrics[from : from+n]
		return &r
	}
	c := &Comparison{A: split(0), B: split(n), Diff: make([]Moments, n)}
	for i := range n {
		c.Diff[i] = res.Metrics[2*n+i].Moments
	}
	return c, nil
}

// BlockSize returns the smaller of the two variants' block sizes, so that a
// comparison whose variants share a block size plays A exactly as a run
// of A alone would.
func (p *paired) BlockSize() int {
	return min(declaredBlockSize(p.a), declaredBlockSize(p.b))
}

// Metrics lists A's metrics, then B's, then the differences.
func (p *paired) Metrics() []Metric { return p.metrics }

// NewTrial returns a player of both variants for one worker.
func (p *paired) NewTrial() Trial {
	return &pairedTrial{a: p.a.NewTrial(), b: p.b.NewTrial(),
		ca: NewCapture(p.a.Metrics()), cb: NewCapture(p.b.Metrics()), metrics: p.metrics[:len(p.metrics)/3]}
}

type pairedTrial struct {
	a, b    Trial
	ca, cb  *Tally
	metrics []Metric
}

// Play plays A, rewinds the stream to where A started, plays B, and
// records both and their difference.
func (p *pairedTrial) Play(s *Stream, t *Tally) {
	start := *s
	p.a.Play(s, p.ca)
	*s = start
	p.b.Play(s, p.cb)
	n := len(p.metrics)
	for i, m := range p.metrics {
		va, vb := p.ca.values[i], p.cb.values[i]
		switch m.Kind {
		case KindProbability:
			t.Bool(i, va != 0)
			t.Bool(n+i, vb != 0)
		case KindDistribution:
			t.Int(i, int(va))
			t.Int(n+i, int(vb))
		case KindMean:
			t.Real(i, va)
			t.Real(n+i, vb)
		}
		t.Real(2*n+i, vb-va)
	}
}
