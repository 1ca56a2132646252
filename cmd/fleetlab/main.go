// Command fleetlab answers questions about Dropfleet Commander and Star
// Wars: Armada by Monte Carlo simulation. Run `fleetlab list` to see the
// built-in scenarios and `fleetlab run NAME` to play one.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/fleetlab/fleetlab/cmd/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := cli.Main(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
