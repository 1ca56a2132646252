package sim

// Kind says what a metric records and so which accumulator holds it.
// Values are appended at the end only: reports and golden files depend on them.
type Kind uint8

const (
	// KindNone is the zero Kind; no metric has it.
	KindNone Kind = iota
	// KindProbability records a yes/no outcome per trial (a [Proportion]).
	KindProbability
	// KindDistribution records a whole number per trial (a [Histogram]).
	KindDistribution
	// KindMean records a real number per trial (a [Moments]).
	KindMean
)

// String returns the name used in reports and JSON: "probability",
// "distribution" or "mean".
func (k Kind) String() string {
	switch k {
	case KindProbability:
		return "probability"
	case KindDistribution:
		return "distribution"
	case KindMean:
		return "mean"
	}
	return "none"
}

// Metric names one quantity a model records every trial.
type Metric struct {
	// Name is the metric's identifier in reports and JSON, such as "revealed".
	Name string
	// Kind says which accumulator records it.
	Kind Kind
	// Doc is a one-line description for reports.
	Doc string
}
