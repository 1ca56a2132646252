package scenarios

import (
	"math"
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"github.com/fleetlab/fleetlab/sim"
)

// DefaultTrials is the trials a run of a scenario plays when neither the
// run nor the scenario file (trials:) names a number.
const DefaultTrials = 1_000_000

// DefaultTrials returns the trials a run of s plays when the run names
// none: the file's trials:, else the package's DefaultTrials. A whole
// battle names fewer, so that its answer comes in seconds.
func (s *Scenario) DefaultTrials() int64 {
	if s.Trials > 0 {
		return s.Trials
	}
	return DefaultTrials
}

// parseTrials reads the optional top-level trials: of a scenario file, a
// whole number from 1 to sim.MaxTrials written as --trials is (4000,
// 4_000, 4k, 1e6); 0 when absent.
func parseTrials(d *yamldoc.Decoder, top *yamldoc.Object) (int64, error) {
	if !top.Has("trials") {
		return 0, nil
	}
	text, n, _, err := top.Scalar("trials")
	if err != nil {
		return 0, err
	}
	v, ok := wholeCount(text)
	switch {
	case !ok:
		return 0, d.Errorf(n, "trials", "expected a whole number of trials such as 5000, 5k or 1e6, got %q", text)
	case v < 1 || v > sim.MaxTrials:
		return 0, d.Errorf(n, "trials", "must be from 1 to %d, got %s", int64(sim.MaxTrials), text)
	}
	return v, nil
}

// wholeCount reads a count written 5000, 5_000, 5k, 2M or 1e6; a count
// beyond sim.MaxTrials reads as sim.MaxTrials+1 and one below 1 as 0, for
// the range message (which quotes the text).
func wholeCount(text string) (int64, bool) {
	t := strings.ReplaceAll(strings.TrimSpace(text), "_", "")
	mult := 1.0
	switch {
	case strings.HasSuffix(t, "k"), strings.HasSuffix(t, "K"):
		mult, t = 1e3, t[:len(t)-1]
	case strings.HasSuffix(t, "M"):
		mult, t = 1e6, t[:len(t)-1]
	}
	if v, err := strconv.ParseInt(t, 10, 64); err == nil && mult == 1 {
		return max(min(v, sim.MaxTrials+1), 0), true
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || strings.ContainsAny(t, "xXpPnNiI") {
		return 0, false // not a number, or hexadecimal, NaN or Inf
	}
	f *= mult
	switch {
	case f > sim.MaxTrials:
		return sim.MaxTrials + 1, true
	case f < 1:
		return 0, f == math.Trunc(f)
	case f != math.Trunc(f):
		return 0, false
	}
	return int64(f), true
}
