package sim

import "fmt"

// Tally returns the exact state of r's observations (its trials and every
// metric's accumulator) as a tally, to be encoded (MarshalBinary) as a
// shard's partial result and merged with the other shards'. The tally
// shares memory with r: read it, do not record into it.
func (r *Result) Tally() *Tally {
	t := &Tally{acc: make([]Accumulator, len(r.Metrics)), trials: r.Trials}
	for i := range r.Metrics {
		t.acc[i] = r.Metrics[i].Accumulator
	}
	return t
}

// ResultOf returns a result holding t's observations of metrics, as Run
// would have returned them had it merged the same blocks: its Trials and
// Metrics set, the rest (Seed, Workers, BlockSize, Elapsed) left for the
// caller. It refuses a tally whose metrics are not metrics' kinds.
func ResultOf(metrics []Metric, t *Tally) (*Result, error) {
	if len(t.acc) != len(metrics) {
		return nil, fmt.Errorf("%w: the tally holds %d metrics, the model records %d", ErrBadOptions, len(t.acc), len(metrics))
	}
	for i, m := range metrics {
		if t.acc[i].kind != m.Kind {
			return nil, fmt.Errorf("%w: metric %s is a %v, the tally holds a %v", ErrBadOptions, m.Name, m.Kind, t.acc[i].kind)
		}
	}
	r := &Result{}
	r.setTally(metrics, t)
	return r, nil
}

// BlockSizeOf returns the block size of a run of models[0], or of a
// comparison of models on common random numbers (the smallest of theirs):
// with Options.Trials it fixes the blocks a run is split into.
func BlockSizeOf(models ...Model) (int, error) {
	if len(models) == 0 {
		return 0, fmt.Errorf("%w: no model", ErrBadOptions)
	}
	n := declaredBlockSize(models[0])
	for _, m := range models[1:] {
		n = min(n, declaredBlockSize(m))
	}
	if n < MinBlockSize || n > BlockSize {
		return 0, fmt.Errorf("%w: the model's block size %d is outside [%d, %d]", ErrBadOptions, n, MinBlockSize, BlockSize)
	}
	return n, nil
}

// PairedResult returns the one result the comparisons cs (CompareAll's,
// all against the same A) were split from: A's metrics, each variant's,
// then each variant's differences from A. Its Tally is a comparison's
// exact state; SplitPaired turns it back into comparisons.
func PairedResult(cs []*Comparison) *Result {
	r := *cs[0].A
	r.Metrics = append([]MetricResult{}, cs[0].A.Metrics...)
	for _, c := range cs {
		r.Metrics = append(r.Metrics, c.B.Metrics...)
	}
	for j, c := range cs {
		for i, m := range c.A.Metrics {
			r.Metrics = append(r.Metrics, MetricResult{Metric: Metric{Name: m.Name + diffSuffix(j, len(cs)), Kind: KindMean},
				Accumulator: Accumulator{kind: KindMean, Moments: c.Diff[i]}})
		}
	}
	return &r
}

// SplitPaired returns the comparisons of variants variants against A held
// in res, the result of playing them on common random numbers (CompareAll's
// paired run, or PairedResult).
func SplitPaired(res *Result, variants int) []*Comparison {
	n := len(res.Metrics) / (2*variants + 1)
	split := func(from int) *Result {
		r := *res
		r.Metrics = res.Metrics[from : from+n]
		return &r
	}
	resA := split(0)
	cs := make([]*Comparison, variants)
	for j := range variants {
		c := &Comparison{A: resA, B: split((j + 1) * n), Diff: make([]Moments, n)}
		for i := range n {
			c.Diff[i] = res.Metrics[(variants+1+j)*n+i].Moments
		}
		cs[j] = c
	}
	return cs
}

// PairedMetrics returns the metrics of a paired run of a against every
// model of bs (CompareAll's): a's metrics, each variant's, then each
// variant's differences from A, in the order PairedResult lists them.
func PairedMetrics(a Model, bs []Model) []Metric {
	ma := a.Metrics()
	out := append([]Metric{}, ma...)
	for _, b := range bs {
		out = append(out, b.Metrics()...)
	}
	for j := range bs {
		for _, m := range ma {
			out = append(out, Metric{Name: m.Name + diffSuffix(j, len(bs)), Kind: KindMean})
		}
	}
	return out
}

// diffSuffix names the difference of variant j (of variants) from A.
func diffSuffix(j, variants int) string {
	if variants > 1 {
		return fmt.Sprintf(" (%d - A)", j+1)
	}
	return " (B - A)"
}
