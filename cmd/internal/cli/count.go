package cli

import (
	"math"
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/reports"
)

// count is a flag value for a number of trials that also reads 1e6,
// 1_000_000, 250k and 10M.
type count int64

func (c *count) String() string { return strconv.FormatInt(int64(*c), 10) }

func (c *count) Type() string { return "count" }

func (c *count) Set(s string) error {
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
		return reports.Msgf("%q is not a whole number of trials (examples: 100000, 1e6, 250k, 10M)", s)
	}
	*c = count(v)
	return nil
}
