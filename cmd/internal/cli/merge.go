package cli

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
)

// mergeFlags are the flags of `fleetlab merge`.
type mergeFlags struct {
	format string
	out    string
	quiet  bool
	lang   string
	status bool
}

func newMerge(stdout, stderr io.Writer) *cobra.Command {
	f := &mergeFlags{}
	c := &cobra.Command{
		Use:   "merge PART... [--out DIR]",
		Short: "Merge the parts of a run played as shards (--shard) into its report",
		Long: `Merge the parts that the shards of a run, sweep or comparison wrote (run or
compare with --shard i/n --out PART) into the report of the whole run: the
same numbers, bit for bit, as the run played on one machine. Each PART is a
shard's --out folder (or its part.json). The parts must be of the same run
(scenario text, parameters, seed, trials, block sizes, fleetlab version)
and hold every shard once: a missing, duplicated or foreign part is refused,
named.

With --status, merge only says which shards are done and which are missing.

Exit codes: 0 complete (merged, or every shard done with --status), 1 parts
missing (--status), 2 refused: a part that cannot be read, a foreign part, a
shard given twice, or a missing shard (without --status). A script waiting
for the parts waits while the status is 1 and stops on 2.`,
		Example: `  fleetlab run tie-break --trials 10M --shard 0/3 --out part-0   # and 1/3, 2/3 elsewhere
  fleetlab merge part-0 part-1 part-2 --out report
  fleetlab merge --status part-*`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageError{reports.Msgf("merge needs the parts of a run: the --out folders of its shards")}
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			return f.run(c.Context(), args, stdout, stderr)
		},
	}
	fl := c.Flags()
	fl.StringVar(&f.format, "format", "text", "what goes to stdout: "+strings.Join(formats, ", "))
	fl.StringVar(&f.out, "out", "", "also write the report folder (report.md, report.html, results.json, results.csv, plots) here")
	fl.BoolVar(&f.quiet, "quiet", false, "no message about the files written")
	fl.StringVar(&f.lang, "lang", "", "language of the text, Markdown and plots: en, es, ca (default: from LC_ALL, LANG)")
	fl.BoolVar(&f.status, "status", false, "only say which shards are done and which are missing")
	return c
}

func (f *mergeFlags) run(ctx context.Context, parts []string, stdout, stderr io.Writer) error {
	for _, part := range parts {
		if f.out != "" && filepath.Clean(part) == filepath.Clean(f.out) {
			return usageError{reports.Msgf("--out %s is one of the parts: the report would replace it", f.out)}
		}
	}
	if err := checkOutput(f.format, f.lang, f.out, false); err != nil {
		return err
	}
	lang, _ := language(f.lang)
	if f.status {
		return status(parts, lang, stdout)
	}
	doc, err := job.Merge(ctx, parts, lang)
	if err != nil {
		return err
	}
	return render(ctx, doc, output{format: f.format, out: f.out, quiet: f.quiet}, stdout, stderr)
}

// status writes what the parts hold: the run, the shards done and those
// missing; it fails (exit 1) when some are missing.
func status(parts []string, l reports.Lang, stdout io.Writer) error {
	st, err := job.ReadParts(parts)
	if err != nil {
		return err
	}
	id := st.Identity
	var b strings.Builder
	done, missing := st.Done(), st.Missing()
	if id.Mode == job.TournamentMode { // a tournament's units are pairings of games
		fmt.Fprintln(&b, l.Tf("%s %s: seed %d, %s games a pairing, %s pairings in %d shards", id.Mode, id.Scenario, id.Seed, l.Int(id.Trials), l.Int(id.Blocks), id.Shards))
		fmt.Fprintln(&b, l.Tf("done: %d of %d shards (%s), %s of %s pairings", len(done), id.Shards, job.List(done), l.Int(st.BlocksDone), l.Int(id.Blocks)))
	} else {
		fmt.Fprintln(&b, l.Tf("%s %s: seed %d, %s trials a point, %s blocks in %d shards", id.Mode, id.Scenario, id.Seed, l.Int(id.Trials), l.Int(id.Blocks), id.Shards))
		fmt.Fprintln(&b, l.Tf("done: %d of %d shards (%s), %s of %s blocks", len(done), id.Shards, job.List(done), l.Int(st.BlocksDone), l.Int(id.Blocks)))
	}
	switch {
	case len(missing) == 1:
		fmt.Fprintln(&b, l.Tf("missing: 1 shard (%s)", job.List(missing)))
	case len(missing) > 1:
		fmt.Fprintln(&b, l.Tf("missing: %d shards (%s)", len(missing), job.List(missing)))
	}
	if _, err := io.WriteString(stdout, b.String()); err != nil {
		return err
	}
	if len(missing) > 0 {
		return reports.Msgf("%d of %d shards missing", len(missing), id.Shards)
	}
	return nil
}
