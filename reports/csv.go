package reports

import (
	"io"
	"strconv"

	"github.com/fleetlab/fleetlab/sim"
)

// CSVHeader is the header row of the CSV format. Each metric has one
// summary row (statistic "probability", "mean"), and each value of a
// distribution has a "P(=k)" and a "P(>=k)" row with its own interval.
var CSVHeader = []string{"scenario", "seed", "trials", "metric", "kind", "statistic", "value", "estimate", "ci95_low", "ci95_high", "count"}

func ftoa(x float64) string { return strconv.FormatFloat(x, 'g', 10, 64) }

// writeCSV writes r as one tidy table, one observation per row.
func writeCSV(w io.Writer, r *Run) error {
	cw := newCSV(w)
	res := r.Result
	base := []string{r.Scenario, strconv.FormatUint(res.Seed, 10), strconv.FormatInt(res.Trials, 10)}
	row := func(m *sim.MetricResult, stat, value string, est, lo, hi float64, count int64) error {
		rec := append(append([]string{}, base...), m.Name, m.Kind.String(), stat, value, ftoa(est), ftoa(lo), ftoa(hi), strconv.FormatInt(count, 10))
		return cw.Write(rec)
	}
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	for i := range res.Metrics {
		m := &res.Metrics[i]
		lo, hi := m.CI95()
		switch m.Kind {
		case sim.KindProbability:
			if err := row(m, "probability", "", m.Estimate(), lo, hi, m.Proportion.Successes); err != nil {
				return err
			}
		case sim.KindMean:
			if err := row(m, "mean", "", m.Estimate(), lo, hi, m.N()); err != nil {
				return err
			}
		case sim.KindDistribution:
			if err := row(m, "mean", "", m.Estimate(), lo, hi, m.N()); err != nil {
				return err
			}
			for _, b := range binRows(&m.Histogram) {
				v := strconv.FormatInt(b.value, 10)
				if err := row(m, "P(=k)", v, b.eq, b.eqLo, b.eqHi, b.count); err != nil {
					return err
				}
				if err := row(m, "P(>=k)", v, b.atLeast, b.alLo, b.alHi, m.Histogram.AtLeast(int(b.value))); err != nil {
					return err
				}
			}
		}
	}
	cw.Flush()
	return cw.Error()
}
