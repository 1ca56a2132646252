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
	v, err := ParseTrials(text)
	switch {
	case err != nil:
		return 0, d.Errorf(n, "trials", "expected a whole number of trials such as 5000, 5k or 1e6, got %q", text)
	case v < 1 || v > sim.MaxTrials:
		return 0, d.Errorf(n, "trials", "must be from 1 to %d, got %s", int64(sim.MaxTrials), text)
	}
	return v, nil
}

// ParseTrials reads a number of trials written 1000000, 1e6, 1_000_000,
// 250k, 10M or 1G (--trials and a scenario file's trials: alike); the
// range is the caller's to check.
func ParseTrials(s string) (int64, error) {
	t := strings.ReplaceAll(strings.TrimSpace(s), "_", "")
	mult := 1.0
	switch {
	case strings.HasSuffix(t, "k"), strings.HasSuffix(t, "K"):
		mult, t = 1e3, t[:len(t)-1]
	case strings.HasSuffix(t, "M"):
		mult, t = 1e6, t[:len(t)-1]
	case strings.HasSuffix(t, "G"):
		mult, t = 1e9, t[:len(t)-1]
	}
	f, err := strconv.ParseFloat(t, 64)
	v := f * mult
	if err != nil || math.IsNaN(v) || v != math.Trunc(v) || math.Abs(v) > 1<<62 {
		return 0, yamldoc.Problemf("%q is not a whole number of trials (examples: 100000, 1e6, 250k, 10M)", s)
	}
	return int64(v), nil
}
