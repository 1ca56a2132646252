package sim

import "testing"

// testProbe reads one field of a testState.
type testProbe struct {
	name  string
	what  colour
	field int
}

type testState struct{ values []int }

func (p *testProbe) Metric() Metric {
	return Metric{Name: p.name, Kind: colours[p.what].Kind, Doc: colours[p.what].Doc}
}

func (p *testProbe) Record(s *testState, i int, t *Tally) {
	if p.what == 1 {
		t.Bool(i, s.values[p.field] > 0)
	} else {
		t.Int(i, s.values[p.field])
	}
}

// TestProbes: the probes' metrics come in order, and each probe records
// into its own metric, once a trial, without allocating.
func TestProbes(t *testing.T) {
	probes := []testProbe{{"first-red", 1, 0}, {"reds", 2, 1}}
	metrics := ProbeMetrics(probes)
	if len(metrics) != 2 || metrics[0] != (Metric{"first-red", KindProbability, "the ship is red"}) || metrics[1] != (Metric{"reds", KindDistribution, "red ships"}) {
		t.Fatalf("ProbeMetrics = %v", metrics)
	}
	tally := NewTally(metrics)
	s := &testState{values: []int{1, 3}}
	if n := testing.AllocsPerRun(10, func() { RecordProbes(s, probes, tally) }); n != 0 {
		t.Errorf("RecordProbes allocates %v times", n)
	}
	if p, h := tally.Accumulator(0).Proportion, &tally.Accumulator(1).Histogram; p.Trials != 11 || p.Successes != 11 || h.N() != 11 || h.Mean() != 3 {
		t.Errorf("recorded %+v and %d values of mean %v; want 11 trials of each", p, h.N(), h.Mean())
	}
}
