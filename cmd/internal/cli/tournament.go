package cli

import (
	"context"
	"io"
	"runtime"
	"strings"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
)

// DefaultGames is the games of a pairing without --games.
const DefaultGames = 1000

// tournamentFlags are the flags of `fleetlab tournament`.
type tournamentFlags struct {
	games   count
	seed    uint64
	workers int
	format  string
	out     string
	quiet   bool
	lang    string
	shard   string
}

func newTournament(stdout, stderr io.Writer) *cobra.Command {
	f := &tournamentFlags{games: DefaultGames}
	c := &cobra.Command{
		Use:   "tournament LIST... [--games N] [--shard i/n] [--out DIR]",
		Short: "Play every pairing of fleet lists and report the win-rate matrix and ratings",
		Long: `Play a round robin of fleet lists: every pairing, --games games each, half
with each list on the first player's side, in the game's built-in battle
(dfc-battle for Dropfleet Commander). Report the win-rate matrix with 95%
intervals, each list's overall win rate, and a Bradley-Terry rating fitted
from the matrix by maximum likelihood, with its 95% interval.

Each LIST is a list file (see scenarios/README.md, "Fleet lists for
tournaments"; scenarios/lists holds four) or a list a builder exported, as
fleetlab battle takes it: an Armada text list from Star Forge or Armada
Warlords, read against the built-in cards and played in armada-battle. Pairings are the unit of
sharding: --shard i/n plays pairing p when p mod n is i, and fleetlab merge
combines the parts into the same report, bit for bit.`,
		Example: `  fleetlab tournament scenarios/lists/*.yaml --games 1000
  fleetlab tournament a.yaml b.yaml c.yaml --games 100k --shard 0/4 --out part-0
  fleetlab tournament empire.txt rebels.txt republic.txt --games 200
  fleetlab merge part-* --out report`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) < 2 {
				return usageError{reports.Msgf("a tournament needs at least two lists: the paths of list files (see scenarios/lists)")}
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			return f.run(c.Context(), c, args, stdout, stderr)
		},
	}
	fl := c.Flags()
	fl.Var(&f.games, "games", "games of every pairing, even: half with each list first (e.g. 1000, 100k)")
	fl.Uint64Var(&f.seed, "seed", 1, "seed of the random streams")
	fl.IntVar(&f.workers, "workers", runtime.GOMAXPROCS(0), "goroutines playing games (changes speed, never results)")
	fl.StringVar(&f.format, "format", "text", "what goes to stdout: "+strings.Join(formats, ", "))
	fl.StringVar(&f.out, "out", "", "also write report.md, report.html, results.json, results.csv and the heat map to this folder")
	fl.BoolVar(&f.quiet, "quiet", false, "no progress bar")
	fl.StringVar(&f.lang, "lang", "", "language of the text, Markdown and plot: en, es, ca (default: from LC_ALL, LANG)")
	fl.StringVar(&f.shard, "shard", "", "play shard i of n of the pairings (i/n from 0, or /n to read i from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID) and write its part to --out, for fleetlab merge")
	return c
}

func (f *tournamentFlags) run(ctx context.Context, c *cobra.Command, lists []string, stdout, stderr io.Writer) error {
	lang, err := language(f.lang)
	if err != nil {
		return err
	}
	req := job.TournamentRequest{Lists: lists, Games: int64(f.games), Seed: f.seed, Workers: f.workers, Lang: lang}
	if req.Shard, err = shardFlag(c, f.shard, f.out); err != nil {
		return err
	}
	if err := checkOutput(f.format, f.lang, f.out, req.Shard.Sharded()); err != nil {
		return err
	}
	t, err := whileReading(ctx, strings.Join(lists, ", "), func() (*job.Tournament, error) { return job.NewTournament(req) })
	if err != nil {
		return err
	}
	o := output{format: f.format, out: f.out, quiet: f.quiet}
	if req.Shard.Sharded() {
		return executeShard(ctx, t, req.Shard, lang, o, stderr)
	}
	bar := startProgress(lang, stderr, f.quiet, t.Label(), t.Trials())
	doc, err := t.Execute(ctx, bar.report())
	bar.stop(err == nil)
	if err != nil {
		return err
	}
	return render(ctx, doc, o, stdout, stderr)
}
