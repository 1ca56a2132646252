package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
)

// traceFlags are the flags of `fleetlab trace`.
type traceFlags struct {
	trial int64
	seed  uint64
	sets  []string
	out   string
}

func newTrace(stdout io.Writer) *cobra.Command {
	f := &traceFlags{seed: 1}
	c := &cobra.Command{
		Use:   "trace SCENARIO --trial N",
		Short: "Play one trial of a scenario again and print what happened in it, with pictures of the table",
		Long: `Play trial N (from 0) of a run of SCENARIO exactly as fleetlab run plays it
with the same --seed and --set, and print its log: for a whole battle the
set-up, each round's dials, activations, attacks with their dice and tokens,
damage, maneuvers and the score. With --out, also write a picture of the
table after the set-up and after each round or turn, titled the same as
its file: setup.svg ("Set-up"), then round-1.svg ("Round 1"), … for
Armada, turn-1.svg ("Turn 1"), … for Dropfleet. Each shows every ship's
bow and firing arcs (and a Dropfleet ship's orbital layer) and a legend.
A scenario whose game does not record its trials is refused.`,
		Example: `  fleetlab trace armada-battle --trial 3
  fleetlab trace armada-battle --trial 0 --seed 7 --set rebel_style=standoff --out game`,
		Args: exactArgs(1, "a scenario: a built-in name (see fleetlab list) or the path of a YAML file"),
		RunE: func(c *cobra.Command, args []string) error {
			return f.run(c.Context(), args[0], stdout)
		},
	}
	fl := c.Flags()
	fl.Int64Var(&f.trial, "trial", 0, "the trial to play, from 0, as numbered in a run")
	fl.Uint64Var(&f.seed, "seed", 1, "the run's seed")
	fl.StringArrayVar(&f.sets, "set", nil, "set a parameter, name=value (repeatable)")
	fl.StringVar(&f.out, "out", "", "also write the pictures of the table here: setup.svg, then round-N.svg or turn-N.svg")
	return c
}

func (f *traceFlags) run(ctx context.Context, scenario string, stdout io.Writer) error {
	rec, err := job.Trace(ctx, job.Request{Mode: job.Run, Scenario: scenario, Sets: f.sets, Seed: f.seed}, f.trial)
	if err != nil {
		return err
	}
	heading := ""
	for i, e := range rec.Entries {
		if i == 0 || e.Heading != heading {
			heading = e.Heading
			fmt.Fprintf(stdout, "\n== %s ==\n", heading)
		}
		fmt.Fprintln(stdout, e.Text)
	}
	if f.out == "" {
		return nil
	}
	if err := os.MkdirAll(f.out, 0o755); err != nil {
		return err
	}
	for i := range rec.Frames {
		name := rec.Frames[i].Name
		if name == "" {
			name = fmt.Sprintf("frame-%d", i)
		}
		path := filepath.Join(f.out, name+".svg")
		w, err := os.Create(path)
		if err != nil {
			return err
		}
		err = rec.Frames[i].WriteSVG(w, 0)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	fmt.Fprintln(stdout, reports.Msgf("%d pictures of the table written to %s", len(rec.Frames), f.out))
	return nil
}
