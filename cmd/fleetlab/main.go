// Command fleetlab answers questions about Dropfleet Commander and Star
// Wars: Armada by Monte Carlo simulation. Run `fleetlab list` to see the
// built-in scenarios and `fleetlab run NAME` to play one.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/fleetlab/fleetlab/cmd/internal/cli"
	"github.com/fleetlab/fleetlab/reports"
)

// main runs the command. The first Ctrl-C (SIGINT) or SIGTERM cancels the
// run, which then reports what it has; a second signal of either kind ends
// the process at once, removing any report folder half-made.
func main() {
	ctx, cancel := context.WithCancel(context.Background())
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-sigs
		cancel()
		<-sigs
		reports.RemoveUnfinished()
		fmt.Fprintln(os.Stderr, "\nfleetlab: stopped at once by a second signal; nothing more was written")
		os.Exit(cli.ExitInterrupted)
	}()
	os.Exit(cli.Main(ctx, os.Args[1:], os.Stdout, os.Stderr))
}
