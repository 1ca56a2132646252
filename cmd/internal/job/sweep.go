package job

import (
	"math"
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

// sweepAxis is a parsed --sweep: a parameter and its values as text.
type sweepAxis struct {
	name   string
	values []string
}

// parseSweep reads "name=a..b" (whole numbers from a to b) or
// "name=v1,v2,...".
func parseSweep(spec string) (sweepAxis, error) {
	name, vals, ok := strings.Cut(spec, "=")
	if !ok || name == "" || vals == "" {
		return sweepAxis{}, usagef("--sweep %s: expected name=a..b or name=v1,v2,...", spec)
	}
	ax := sweepAxis{name: name}
	if a, b, isRange := strings.Cut(vals, ".."); isRange {
		lo, err1 := strconv.ParseInt(strings.TrimSpace(a), 10, 64)
		hi, err2 := strconv.ParseInt(strings.TrimSpace(b), 10, 64)
		if err1 != nil || err2 != nil || lo > hi {
			return ax, usagef("--sweep %s: a range is two whole numbers, the first not above the second", spec)
		}
		// hi − lo in unsigned arithmetic cannot overflow, even from the
		// least int64 to the greatest
		if gap := uint64(hi) - uint64(lo); gap >= MaxSweepPoints {
			n := "18446744073709551616" // 2^64: every int64
			if gap < math.MaxUint64 {
				n = strconv.FormatUint(gap+1, 10)
			}
			return ax, usagef("--sweep %s: the range has %s values; a sweep has at most %d points", spec, n, MaxSweepPoints)
		}
		for i := range hi - lo + 1 {
			ax.values = append(ax.values, strconv.FormatInt(lo+i, 10))
		}
		return ax, nil
	}
	if n := strings.Count(vals, ",") + 1; n > MaxSweepPoints {
		return ax, usagef("--sweep %s: %d values; a sweep has at most %d points", name, n, MaxSweepPoints)
	}
	for _, v := range strings.Split(vals, ",") {
		ax.values = append(ax.values, strings.TrimSpace(v))
	}
	return ax, nil
}

// reportAxis returns the axis as a report shows it: each value typed as the
// parameter is, bound on top of sets.
func (ax sweepAxis) reportAxis(s *scenarios.Scenario, sets []string) (reports.Axis, error) {
	a := reports.Axis{Name: ax.name}
	for _, v := range ax.values {
		vals, err := s.Bind(append(append([]string{}, sets...), ax.name+"="+v))
		if err != nil {
			return a, err
		}
		a.Values = append(a.Values, typed(vals[indexOf(vals, ax.name)]))
	}
	return a, nil
}
