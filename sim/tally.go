package sim

// Accumulator holds one metric's observations; which field is used depends
// on the metric's Kind. It is a plain struct rather than an interface so that recording a
// trial is an index and an add, with no dynamic call.
type Accumulator struct {
	kind       Kind
	Proportion Proportion
	Histogram  Histogram
	Moments    Moments
}

// Merge adds o's observations to a. Both must hold the same kind of metric.
func (a *Accumulator) Merge(o *Accumulator) {
	switch a.kind {
	case KindProbability:
		a.Proportion.Merge(&o.Proportion)
	case KindDistribution:
		a.Histogram.Merge(&o.Histogram)
	case KindMean:
		a.Moments.Merge(&o.Moments)
	}
}

// N returns the number of observations recorded.
func (a *Accumulator) N() int64 {
	switch a.kind {
	case KindProbability:
		return a.Proportion.Trials
	case KindDistribution:
		return a.Histogram.N()
	case KindMean:
		return a.Moments.N()
	}
	return 0
}

// Estimate returns the probability, or the mean for the other kinds.
func (a *Accumulator) Estimate() float64 {
	switch a.kind {
	case KindProbability:
		return a.Proportion.Estimate()
	case KindDistribution:
		return a.Histogram.Mean()
	case KindMean:
		return a.Moments.Mean()
	}
	return 0
}

// CI95 returns the 95% interval of Estimate.
func (a *Accumulator) CI95() (lo, hi float64) {
	switch a.kind {
	case KindProbability:
		return a.Proportion.CI95()
	case KindDistribution:
		return a.Histogram.CI95()
	case KindMean:
		return a.Moments.CI95()
	}
	return 0, 0
}

// reset empties a, keeping its memory.
func (a *Accumulator) reset() {
	a.Proportion = Proportion{}
	a.Histogram.Reset()
	a.Moments = Moments{}
}

// Tally is the accumulators of one block of trials, one per metric in the
// model's metric order. A Trial records into it by metric index.
//
// A Tally is not safe for concurrent use; each block has its own.
type Tally struct {
	acc    []Accumulator
	trials int64
	// values, when not nil, makes the tally a capture: it keeps the latest
	// value of each metric instead of accumulating (see NewCapture).
	values []float64
}

// NewCapture returns a tally that remembers the value each metric was last
// given (1 or 0 for yes/no) instead of accumulating, so that a caller can
// read one trial's outcome: Value(i).
func NewCapture(metrics []Metric) *Tally {
	return &Tally{values: Isolated[float64](len(metrics))}
}

// Value returns the latest value a capture tally was given for metric i.
func (t *Tally) Value(i int) float64 { return t.values[i] }

// NewTally returns an empty tally for metrics.
func NewTally(metrics []Metric) *Tally {
	t := &Tally{acc: Isolated[Accumulator](len(metrics))}
	for i, m := range metrics {
		t.acc[i].kind = m.Kind
	}
	return t
}

// Bool records a yes/no outcome for probability metric i.
func (t *Tally) Bool(i int, v bool) {
	if t.values != nil {
		t.values[i] = 0
		if v {
			t.values[i] = 1
		}
		return
	}
	t.acc[i].Proportion.Add(v)
}

// Int records a whole-number outcome for distribution metric i.
func (t *Tally) Int(i int, v int) {
	if t.values != nil {
		t.values[i] = float64(v)
		return
	}
	t.acc[i].Histogram.AddN(v, 1) // not Add: Int stays within the inlining budget
}

// Real records a real-valued outcome for mean metric i.
func (t *Tally) Real(i int, x float64) {
	if t.values != nil {
		t.values[i] = x
		return
	}
	t.acc[i].Moments.Add(x)
}

// Accumulating reports whether t accumulates (not a capture): then a
// core may add to [Tally.Accumulator]'s fields directly, as [Tally.Bool],
// [Tally.Int] and [Tally.Real] would.
func (t *Tally) Accumulating() bool { return t.values == nil }

// Trials returns the number of trials the tally holds.
func (t *Tally) Trials() int64 { return t.trials }

// Accumulator returns metric i's accumulator.
func (t *Tally) Accumulator(i int) *Accumulator { return &t.acc[i] }

// Merge adds o's observations and trials to t.
func (t *Tally) Merge(o *Tally) {
	for i := range t.acc {
		t.acc[i].Merge(&o.acc[i])
	}
	t.trials += o.trials
}

// reset empties t, keeping its memory.
func (t *Tally) reset() {
	for i := range t.acc {
		t.acc[i].reset()
	}
	t.trials = 0
}
