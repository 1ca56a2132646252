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

// paired is the model that plays A and every variant in one trial.
type paired struct {
	models  []Model // A first
	metrics []Metric
}

// Compare plays models a and b (which must record the same metrics) on
// common random numbers, o.Trials trials each, and returns both results and
// the paired differences. Options and determinism are those of Run.
func Compare(ctx context.Context, a, b Model, o Options) (*Comparison, error) {
	cs, err := CompareAll(ctx, a, []Model{b}, o)
	if err != nil {
		return nil, err
	}
	return cs[0], nil
}

// CompareAll plays a and every model of bs (all recording the same
// metrics) on common random numbers: every trial plays a, then each
// variant in turn from the same random-stream state. It returns one
// Comparison per variant, each against the same result of a. With one
// variant it is Compare.
func CompareAll(ctx context.Context, a Model, bs []Model, o Options) ([]*Comparison, error) {
	ma := a.Metrics()
	if len(bs) == 0 {
		return nil, fmt.Errorf("%w: no variant to compare", ErrBadOptions)
	}
	for _, b := range bs {
		mb := b.Metrics()
		if len(ma) != len(mb) {
			return nil, fmt.Errorf("%w: the variants record %d and %d metrics", ErrBadOptions, len(ma), len(mb))
		}
		for i := range ma {
			if ma[i].Name != mb[i].Name || ma[i].Kind != mb[i].Kind {
				return nil, fmt.Errorf("%w: metric %d is %s (%v) in one variant and %s (%v) in the other", ErrBadOptions, i, ma[i].Name, ma[i].Kind, mb[i].Name, mb[i].Kind)
			}
		}
	}
	p := &paired{models: append([]Model{a}, bs...), metrics: PairedMetrics(a, bs)}
	res, err := Run(ctx, p, o)
	if err != nil {
		return nil, err
	}
	return SplitPaired(res, len(bs)), nil
}

// BlockSize returns the smallest of the variants' block sizes, so that a
// comparison whose variants share a block size plays A exactly as a run
// of A alone would.
func (p *paired) BlockSize() int {
	bs := declaredBlockSize(p.models[0])
	for _, m := range p.models[1:] {
		bs = min(bs, declaredBlockSize(m))
	}
	return bs
}

// Metrics lists A's metrics, then each variant's, then the differences of
// each variant from A.
func (p *paired) Metrics() []Metric { return p.metrics }

// NewTrial returns a player of every variant for one worker.
func (p *paired) NewTrial() Trial {
	t := &pairedTrial{n: len(p.models[0].Metrics()), kinds: p.metrics[:len(p.models[0].Metrics())]}
	for _, m := range p.models {
		t.trials = append(t.trials, m.NewTrial())
		t.caps = append(t.caps, NewCapture(m.Metrics()))
	}
	return t
}

type pairedTrial struct {
	trials []Trial  // A first
	caps   []*Tally // each variant's capture
	kinds  []Metric // A's metrics
	n      int      // metrics per variant
}

// Play plays A, then rewinds the stream to where A started and plays each
// variant in turn, and records them all and each variant's difference from
// A. The next trial starts where the last variant's dice ended.
func (p *pairedTrial) Play(s *Stream, t *Tally) {
	start := *s
	cut := false
	for j, tr := range p.trials {
		if j > 0 {
			*s = start
		}
		tr.Play(s, p.caps[j])
		cut = cut || s.cut
	}
	if cut { // a variant was cut short by a stop: the trial records nothing
		s.cut = true
		return
	}
	n, v := p.n, len(p.trials)-1
	for i, m := range p.kinds {
		va := p.caps[0].values[i]
		for j, c := range p.caps {
			x := c.values[i]
			switch m.Kind {
			case KindProbability:
				t.Bool(j*n+i, x != 0)
			case KindDistribution:
				t.Int(j*n+i, int(x))
			case KindMean:
				t.Real(j*n+i, x)
			}
			if j > 0 {
				t.Real((v+j)*n+i, x-va)
			}
		}
	}
}
