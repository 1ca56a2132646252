package sim

import (
	"fmt"
	"math"
)

// Check reports whether t holds a state that trials could have left, for
// a tally read from outside (a shard's part): at most MaxTrials trials,
// every metric observed once a trial, a proportion's successes between 0
// and its trials, and a mean of finite observations inside its least and
// greatest with an interval that is a number. UnmarshalBinary checks the
// encoding; Check checks what it says.
func (t *Tally) Check() error {
	if t.values != nil {
		return fmt.Errorf("%w: a capture tally holds no observations", errTallyEncoding)
	}
	if t.trials < 0 || t.trials > MaxTrials {
		return fmt.Errorf("%w: %d trials, outside [0, %d]", errTallyEncoding, t.trials, int64(MaxTrials))
	}
	for i := range t.acc {
		a := &t.acc[i]
		if n := a.N(); n != t.trials {
			return fmt.Errorf("%w: metric %d holds %d observations in %d trials", errTallyEncoding, i+1, n, t.trials)
		}
		switch a.kind {
		case KindProbability:
			if p := a.Proportion; p.Successes < 0 || p.Successes > p.Trials {
				return fmt.Errorf("%w: metric %d has %d successes in %d trials", errTallyEncoding, i+1, p.Successes, p.Trials)
			}
		case KindMean:
			m := &a.Moments
			if m.N() == 0 || !finite(m.min) || !finite(m.max) {
				continue
			}
			mean := m.Mean()
			lo, hi := m.CI95()
			if m.min > m.max || !(mean >= m.min && mean <= m.max) || math.IsNaN(lo) || math.IsNaN(hi) {
				return fmt.Errorf("%w: metric %d has a mean of %g [%g, %g] outside its observations' range [%g, %g]",
					errTallyEncoding, i+1, mean, lo, hi, m.min, m.max)
			}
		}
	}
	return nil
}
