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

	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// Exit codes.
const (
	ExitOK          = 0
	ExitFailure     = 1   // something went wrong while running or writing
	ExitBadInput    = 2   // a bad scenario file, parameter, flag or command
	ExitInterrupted = 130 // stopped by Ctrl-C; the partial result was printed
)

// errInterrupted is returned when a run was stopped early; its text is
// what the user reads.
var errInterrupted = errors.New("interrupted: the partial result above covers the trials completed")

// stopped is an interruption before or after the run: reading a file or
// writing --out. It is errInterrupted for errors.Is, with its own message.
type stopped struct{ msg string }

func (s stopped) Error() string        { return "interrupted " + s.msg }
func (s stopped) Is(target error) bool { return target == errInterrupted }

// usageError marks a mistake in the command line itself.
type usageError struct{ error }

// Main runs the fleetlab command with args (without the program name),
// writing results to stdout and messages to stderr, and returns the exit
// code. Cancelling ctx stops a run early with its partial result.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	root := newRoot(stdout, stderr)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return ExitOK
	}
	fmt.Fprintln(stderr, "fleetlab:", strings.TrimPrefix(err.Error(), "fleetlab: "))
	var ue usageError
	switch {
	case errors.Is(err, errInterrupted):
		return ExitInterrupted
	case errors.Is(err, scenarios.ErrScenario) || errors.Is(err, sim.ErrBadOptions) || errors.As(err, &ue):
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
	root.AddCommand(newList(stdout), newRun(stdout, stderr), newShow(stdout), newCompare(stdout, stderr), newTable(stdout, stderr), newVersion(stdout))
	return root
}

// unknownCommand refuses words the root does not know, with the nearest
// command when there is one.
func unknownCommand(c *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	msg := fmt.Sprintf("unknown command %q (the commands: ", args[0])
	var names []string
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() {
			names = append(names, sub.Name())
		}
	}
	msg += strings.Join(names, ", ") + ")"
	if s := c.SuggestionsFor(args[0]); len(s) > 0 {
		msg += fmt.Sprintf("; did you mean %s?", s[0])
	}
	return usageError{errors.New(msg)}
}

// flagError says which command refused a flag and, for an unknown flag, the
// nearest one it has.
func flagError(c *cobra.Command, err error) error {
	where := ""
	if c.HasParent() {
		where = c.Name() + ": "
	}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "unknown flag: --"); ok {
		if near := nearestFlag(c, name); near != "" {
			msg += fmt.Sprintf("; did you mean --%s?", near)
		}
	}
	return usageError{fmt.Errorf("%s%s (see %s --help)", where, msg, c.CommandPath())}
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
