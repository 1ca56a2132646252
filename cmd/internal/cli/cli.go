// Package cli is the fleetlab command line: its subcommands, flags, exit
// codes and output. main only supplies the context and the streams, so the
// whole command can be tested in-process.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
)

// Exit codes.
const (
	ExitOK          = 0
	ExitFailure     = 1   // something went wrong while running or writing
	ExitBadInput    = 2   // a bad scenario file, parameter, flag or command
	ExitInterrupted = 130 // stopped by Ctrl-C; the partial result was printed
)

// usageError marks a mistake in the command line itself.
type usageError struct{ error }

// Unwrap returns the mistake, so that its words can be translated.
func (u usageError) Unwrap() error { return u.error }

// Main runs the fleetlab command with args (without the program name),
// writing results to stdout and messages to stderr, and returns the exit
// code. Cancelling ctx stops a run early with its partial result.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	root := newRoot(stdout, stderr)
	root.SetArgs(args)
	l := argsLang(args)
	err := root.ExecuteContext(withLang(ctx, l))
	if err == nil {
		return ExitOK
	}
	fmt.Fprintln(stderr, job.Message(err, l))
	var ue usageError
	switch {
	case errors.Is(err, job.ErrInterrupted):
		return ExitInterrupted
	case job.IsBadInput(err) || errors.As(err, &ue):
		return ExitBadInput
	}
	return ExitFailure
}

func newRoot(stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "fleetlab",
		Short: "Monte Carlo analyser for Dropfleet Commander and Star Wars: Armada",
		Long: `fleetlab answers questions about two fleet wargames, Dropfleet Commander and
Star Wars: Armada: it plays a scenario millions of times through a faithful
rules core and reports every figure with its 95% interval, or prints exact
probability tables. Results are reproducible: the same seed gives the same
numbers on any machine with any number of workers.

Start with "fleetlab list", then "fleetlab run NAME". Shell completion of
commands, scenarios, tables and parameters: "fleetlab completion --help".`,
		Version:                    version(),
		Args:                       unknownCommand,
		SuggestionsMinimumDistance: 2,
		SilenceUsage:               true,
		SilenceErrors:              true,
		RunE: func(c *cobra.Command, args []string) error {
			return c.Help()
		},
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetVersionTemplate("{{.Version}}\n")
	root.SetFlagErrorFunc(flagError)
	root.AddCommand(newList(stdout), newRun(stdout, stderr), newShow(stdout), newCompare(stdout, stderr), newMerge(stdout, stderr), newTournament(stdout, stderr), newTrace(stdout), newTable(stdout, stderr), newServe(stderr), newFleet(stdout), newBattle(stdout, stderr), newVersion(stdout))
	registerCompletions(root)
	return root
}

// unknownCommand refuses words the root does not know, with the nearest
// command when there is one.
func unknownCommand(c *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	var names []string
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() {
			names = append(names, sub.Name())
		}
	}
	if s := c.SuggestionsFor(args[0]); len(s) > 0 {
		return usageError{reports.Msgf("unknown command %q (the commands: %s); did you mean %s?", args[0], strings.Join(names, ", "), s[0])}
	}
	return usageError{reports.Msgf("unknown command %q (the commands: %s)", args[0], strings.Join(names, ", "))}
}

// flagError says which command refused a flag and, for an unknown flag, the
// nearest one it has.
func flagError(c *cobra.Command, err error) error {
	where := ""
	if c.HasParent() {
		where = c.Name() + ": "
	}
	var invalid *pflag.InvalidValueError
	if errors.As(err, &invalid) { // the value's own error may be worded in the reader's language
		return usageError{reports.Msgf("%sinvalid value %q for --%s: %v (see %s --help)", where, invalid.GetValue(), invalid.GetFlag().Name, errors.Unwrap(invalid), c.CommandPath())}
	}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "unknown flag: --"); ok {
		if near := nearestFlag(c, name); near != "" {
			return usageError{reports.Msgf("%sunknown flag: --%s; did you mean --%s? (see %s --help)", where, name, near, c.CommandPath())}
		}
		return usageError{reports.Msgf("%sunknown flag: --%s (see %s --help)", where, name, c.CommandPath())}
	}
	return usageError{reports.Msgf("%s%s (see %s --help)", where, msg, c.CommandPath())}
}

// exactArgs is cobra.ExactArgs with a message that says what is wanted.
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		switch {
		case len(args) == 1 && n != 1:
			return usageError{reports.Msgf("%s needs %s (got 1 argument)", c.Name(), reports.Msgf(what))}
		case len(args) != n:
			return usageError{reports.Msgf("%s needs %s (got %d arguments)", c.Name(), reports.Msgf(what), len(args))}
		}
		return nil
	}
}
