package cli

import (
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/fleetlab/fleetlab/cmd/internal/job"
	"github.com/fleetlab/fleetlab/reports"
)

// progress shows a run's progress bar on a terminal.
type progress struct {
	bar *progressbar.ProgressBar
}

// startProgress starts a progress bar on w for a run of total trials, its
// words in l, or does nothing when quiet is set or w is not a terminal.
func startProgress(l reports.Lang, w io.Writer, quiet bool, name string, total int64) *progress {
	p := &progress{}
	f, ok := w.(*os.File)
	if quiet || !ok || !term.IsTerminal(int(f.Fd())) {
		return p
	}
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
	return p
}

// report returns what the job tells of its progress: nil when no bar is
// shown, so that nothing polls.
func (p *progress) report() job.Progress {
	if p.bar == nil {
		return nil
	}
	return func(done int64) { p.bar.Set64(done) }
}

// stop ends the bar: cleared after a complete run, left in place (with a
// line break) after an interrupted one.
func (p *progress) stop(complete bool) {
	if p.bar == nil {
		return
	}
	if complete {
		p.bar.Finish()
		p.bar.Clear()
		return
	}
	p.bar.Exit()
}
