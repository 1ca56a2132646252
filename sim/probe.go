package sim

// probe is a rules core's probe type P seen by [RecordProbes]: it reads one
// metric of a trial from the state S the trial ended in. P is a struct the
// model keeps by value in a list, with its methods on *P, so reading a
// probe copies nothing.
type probe[S, P any] interface {
	*P
	// Record reads the probe from s into metric i of t.
	Record(s S, i int, t *Tally)
}

// metricOf is a probe type seen by what it records.
type metricOf[P any] interface {
	*P
	// Metric returns the metric the probe records.
	Metric() Metric
}

// ProbeMetrics returns the metrics a model's probes record, in order: the
// model's [Model.Metrics].
func ProbeMetrics[P any, PP metricOf[P]](probes []P) []Metric {
	m := make([]Metric, len(probes))
	for i := range probes {
		m[i] = PP(&probes[i]).Metric()
	}
	return m
}

// RecordProbes has every probe read the state s a trial ended in, probe i
// into metric i of t: the last thing a rules core's [Trial] does. It
// allocates nothing. Each probe is called through the instantiation's
// dictionary, an indirect call; make bench-check measures no cost against
// a plain loop in the core (a call is a few nanoseconds of a trial's
// hundreds).
func RecordProbes[S, P any, PP probe[S, P]](s S, probes []P, t *Tally) {
	for i := range probes {
		PP(&probes[i]).Record(s, i, t)
	}
}
