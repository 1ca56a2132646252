package job

import (
	"sync/atomic"
	"time"
)

// Progress is told the trials played so far, out of the plan's Trials,
// about ten times a second while a job plays, and once more when it ends.
// It is called from one goroutine at a time.
type Progress func(done int64)

// progressEvery is how often Execute tells its Progress.
const progressEvery = 100 * time.Millisecond

// reportProgress tells progress, when not nil, the count of done about
// ten times a second, until the returned stop is called (which tells it
// once more).
func reportProgress(progress Progress, done *atomic.Int64) (stop func()) {
	if progress == nil {
		return func() {}
	}
	quit, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(progressEvery)
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-t.C:
				progress(done.Load())
			}
		}
	}()
	return func() {
		close(quit)
		<-finished
		progress(done.Load())
	}
}
