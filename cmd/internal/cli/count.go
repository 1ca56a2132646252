package cli

import (
	"strconv"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
)

// count is a flag value for a number of trials that also reads 1e6,
// 1_000_000, 250k and 10M.
type count int64

func (c *count) String() string { return strconv.FormatInt(int64(*c), 10) }

func (c *count) Type() string { return "count" }

func (c *count) Set(s string) error {
	n, err := job.ParseTrials(s)
	if err != nil {
		return err
	}
	*c = count(n)
	return nil
}
