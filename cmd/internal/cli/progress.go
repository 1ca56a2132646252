package cli

import (
	"io"
	"os"
	"sync/atomic"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/fleetlab/fleetlab/reports"
)

// progress shows a run's progress bar on a terminal.
type progress struct {
	done *atomic.Int64
	bar  *progressbar.ProgressBar
	quit chan struct{}
	wait chan struct{}
}

// startProgress starts a progress bar on w for a run of total trials, its
// words in l, or does nothing when quiet is set or w is not a terminal.
func startProgress(l reports.Lang, w io.Writer, quiet bool, name string, total int64) *progress {
	p := &progress{}
	f, ok := w.(*os.File)
	if quiet || !ok || !term.IsTerminal(int(f.Fd())) {
		return p
	}
	p.done = new(atomic.Int64)
	p.bar = progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(name),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString(l.T("trials")),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionSetWidth(30),
	)
	p.quit, p.wait = make(chan struct{}), make(chan struct{})
	go func() {
		defer close(p.wait)
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-p.quit:
				return
			case <-t.C:
				p.bar.Set64(p.done.Load())
			}
		}
	}()
	return p
}

// stop ends the bar: cleared after a complete run, left in place (with a
// line break) after an interrupted one.
func (p *progress) stop(complete bool) {
	if p.bar == nil {
		return
	}
	close(p.quit)
	<-p.wait
	if complete {
		p.bar.Finish()
		p.bar.Clear()
		return
	}
	p.bar.Exit()
}
