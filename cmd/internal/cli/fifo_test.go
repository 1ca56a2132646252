package cli

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestFIFOsHonourTheFirstCtrlC (issue 36 items 3 and 6): a FIFO with no
// writer given to fleet, tournament or merge blocked the read, and the
// first Ctrl-C was ignored; fleet and tournament now give the read up at
// the first Ctrl-C, as run does, and merge refuses a part that is not a
// regular file without opening it.
func TestFIFOsHonourTheFirstCtrlC(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "list.txt")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFO here:", err)
	}
	yamlFIFO := filepath.Join(dir, "list.yaml")
	if err := syscall.Mkfifo(yamlFIFO, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { // let the abandoned reads end
		for _, f := range []string{fifo, yamlFIFO} {
			for range 4 {
				if w, err := os.OpenFile(f, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
					w.Close()
				}
			}
		}
	})
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"fleet", "show", fifo, "--catalogue", fixtureCards}, "interrupted while reading"},
		{[]string{"tournament", yamlFIFO, "../../../scenarios/lists/ucm-clash.yaml", "--games", "2"}, "interrupted while reading"},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(300*time.Millisecond, cancel) // Ctrl-C, once
		start := time.Now()
		code, _, errs := fleetlabWithin(t, ctx, 5*time.Second, tc.args...)
		if took := time.Since(start); code != ExitInterrupted || !strings.Contains(errs, tc.want) || took > 1300*time.Millisecond {
			t.Errorf("%v: exit %d after %v: %s\nwant exit %d within a second of Ctrl-C, saying %q", tc.args[:2], code, took, errs, ExitInterrupted, tc.want)
		}
		cancel()
	}
	code, _, errs := fleetlabWithin(t, context.Background(), 5*time.Second, "merge", fifo)
	if code != ExitBadInput || !strings.Contains(errs, "not a regular file") {
		t.Errorf("merge of a FIFO: exit %d: %s, want it refused unopened", code, errs)
	}
}
