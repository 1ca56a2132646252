package cli

import (
	"context"
	"fmt"
	"io"
	"net"
	"os/exec"
	"runtime"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/fleetlab/fleetlab/cmd/internal/serve"
	"github.com/fleetlab/fleetlab/reports"
)

// serveFlags are the flags of `fleetlab serve`.
type serveFlags struct {
	addr      string
	open      bool
	maxRuns   int
	maxTrials count
	workers   int
	lang      string
}

func newServe(stderr io.Writer) *cobra.Command {
	f := &serveFlags{maxTrials: serve.DefaultMaxTrials}
	c := &cobra.Command{
		Use:   "serve",
		Short: "Open a local web page to pick a scenario, set its parameters and see the answer",
		Long: `Serve a web page that does what the command line does, for people who
would rather not type --set: pick a built-in scenario or upload a file, set
its parameters in a form, run, compare two variants on the same dice or
sweep a parameter, and download the files --out writes. Every figure has
its 95% interval; the same seed gives the same numbers as fleetlab run.

It listens on 127.0.0.1 on a free port and prints the page's address;
--addr changes that (other machines can then reach it: a warning says so).
Ctrl-C stops the server.`,
		Example: `  fleetlab serve --open
  fleetlab serve --addr 127.0.0.1:8080 --lang es`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(c *cobra.Command, args []string) error {
			return f.run(c.Context(), stderr)
		},
	}
	fl := c.Flags()
	fl.StringVar(&f.addr, "addr", serve.DefaultAddr, "address to listen on (port 0: a free port)")
	fl.BoolVar(&f.open, "open", false, "open the page in the web browser")
	fl.IntVar(&f.maxRuns, "max-runs", runtime.GOMAXPROCS(0), "runs played at once, at most")
	fl.Var(&f.maxTrials, "max-trials", "trials one run (or sweep point) may ask for, at most")
	fl.IntVar(&f.workers, "workers", runtime.GOMAXPROCS(0), "goroutines playing each run's trials (changes speed, never results)")
	fl.StringVar(&f.lang, "lang", "", "the page's language when the browser asks for none of en, es, ca (default: from LC_ALL, LANG)")
	return c
}

func (f *serveFlags) run(ctx context.Context, stderr io.Writer) error {
	switch {
	case f.maxRuns < 1:
		return usageError{reports.Msgf("--max-runs must be at least 1, got %d", f.maxRuns)}
	case f.maxTrials < 1:
		return usageError{reports.Msgf("--max-trials must be at least 1, got %d", f.maxTrials)}
	case f.workers < 1 || f.workers > 4096:
		return usageError{reports.Msgf("--workers must be from 1 to 4096, got %d", f.workers)}
	case !validAddr(f.addr):
		return usageError{reports.Msgf("--addr %s: expected host:port, such as 127.0.0.1:8080 (port 0: a free port)", f.addr)}
	}
	lang, err := language(f.lang)
	if err != nil {
		return err
	}
	s := serve.New(serve.Options{Addr: f.addr, MaxRuns: f.maxRuns, MaxTrials: int64(f.maxTrials), Workers: f.workers, Lang: lang, Log: stderr})
	return s.Serve(ctx, func(url string) {
		fmt.Fprintln(stderr, "fleetlab:", lang.Tf("serving %s (Ctrl-C stops)", url))
		if f.open {
			openBrowser(url)
		}
	})
}

// openBrowser asks the system to open url in the web browser, and says
// nothing when it cannot: the address is printed anyway.
func openBrowser(url string) {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.Command("open", url)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if cmd.Start() == nil {
		go cmd.Wait()
	}
}

// validAddr reports whether addr is host:port with a port number from 0
// to 65535 (the host may be empty: every address).
func validAddr(addr string) bool {
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	n, err := strconv.Atoi(port)
	return err == nil && n >= 0 && n <= 65535
}
