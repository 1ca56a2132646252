package cli

import (
	"context"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
)

// shardDoc is the help of --shard.
const shardDoc = "play shard i of n of the blocks (i/n from 0, or /n to read i from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID) and write its part to --out, for fleetlab merge"

// shardFlag reads --shard (empty: the whole run), refusing it without
// --out, where the part goes, and with --format: a shard writes a part,
// and its report is the merge's.
func shardFlag(c *cobra.Command, spec, out string) (job.Shard, error) {
	if spec == "" {
		return job.Shard{}, nil
	}
	sh, err := job.ParseShard(spec, os.Getenv)
	switch {
	case err != nil:
		return sh, err
	case out == "":
		return sh, usageError{reports.Msgf("--shard writes a part for fleetlab merge: give its folder with --out")}
	case c.Flags().Changed("format"):
		return sh, usageError{reports.Msgf("--shard writes a part, not a report: --format goes to fleetlab merge")}
	}
	return sh, nil
}

// shardJob is a job that plays a shard into a part: a *job.Plan or a
// *job.Tournament.
type shardJob interface {
	Label() string
	Trials() int64
	ExecuteShard(ctx context.Context, progress job.Progress) (*job.Part, error)
}

// executeShard plays shard sh of j with a progress bar on stderr, in
// language l, and writes its part to o.out.
func executeShard(ctx context.Context, j shardJob, sh job.Shard, l reports.Lang, o output, stderr io.Writer) error {
	bar := startProgress(l, stderr, o.quiet, j.Label()+" "+sh.String(), j.Trials())
	part, err := j.ExecuteShard(ctx, bar.report())
	bar.stop(err == nil)
	if err != nil {
		return err
	}
	data, err := part.Marshal()
	if err != nil {
		return err
	}
	return writeOut(ctx, false, o.out, stderr, o.quiet, func(ctx context.Context) ([]string, error) {
		return reports.WritePart(ctx, o.out, data)
	})
}
