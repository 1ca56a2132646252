// Package cli is the fleetlab command line: its subcommands, flags, exit
// codes and output. main only supplies the context and the streams, so the
// whole command can be tested in-process.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/cmd/internal/version"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// Exit codes.
const (
	ExitOK          = 0
	ExitFailure     = 1   // something went wrong while running or writing
	ExitBadInput    = 2   // a bad scenario file, parameter or flag
	ExitInterrupted = 130 // stopped by Ctrl-C; the partial result was printed
)

// errInterrupted is returned when a run was stopped early.
var errInterrupted = errors.New("interrupted")

// usageError marks a mistake in the command line itself.
type usageError struct{ error }

// Main runs the fleetlab command with args (without the program name),
// writing results to stdout and messages to stderr, and returns the exit
// code. Cancelling ctx stops a run early with its partial result.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	root := newRoot(stdout, stderr)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	switch {
	case err == nil:
		return ExitOK
	case errors.Is(err, errInterrupted):
		fmt.Fprintln(stderr, "fleetlab: interrupted: the partial result above covers the trials completed")
		return ExitInterrupted
	}
	fmt.Fprintln(stderr, "fleetlab:", err)
	var ue usageError
	if errors.Is(err, scenarios.ErrScenario) || errors.Is(err, sim.ErrBadOptions) || errors.As(err, &ue) {
		return ExitBadInput
	}
	return ExitFailure
}

func newRoot(stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "fleetlab",
		Short: "Monte Carlo analyser for Dropfleet Commander and Star Wars: Armada",
		Long: `fleetlab plays millions of scripted activations through a faithful rules core
and reports every figure with its 95% interval. Results are reproducible: the
same seed gives the same numbers on any machine with any number of workers.`,
		Version:       version.String(), // --version; make dist stamps it
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usageError{fmt.Errorf("%s: %w (see fleetlab %s --help)", c.Name(), err, c.Name())}
	})
	root.AddCommand(newList(stdout), newRun(stdout, stderr), newShow(stdout), newCompare(stdout, stderr), newTable(stdout, stderr))
	return root
}

// exactArgs is cobra.ExactArgs with a message that says what is wanted.
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) != n {
			return usageError{fmt.Errorf("%s needs %s (got %d arguments)", c.Name(), what, len(args))}
		}
		return nil
	}
}
