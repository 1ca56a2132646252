package sim

import "sync/atomic"

// BlockTrial is a [Trial] that can also play a run of trials in one call,
// so that what is the same for every trial of a block (which program the
// trial plays, where its metrics are recorded) is worked out once a block
// rather than once a trial, and a trial costs no dynamic call. Run plays a
// worker's blocks through PlayBlock when its Trial has it.
type BlockTrial interface {
	Trial
	// PlayBlock plays up to n trials in turn, drawing only from s and
	// recording into t exactly as n calls of Play would. Before each trial
	// it reads stop, and once stop is set it plays no more; a trial cut
	// short inside (s.Cut) is neither recorded nor counted. It returns the
	// number of trials played.
	PlayBlock(s *Stream, t *Tally, n int64, stop *atomic.Bool) int64
}

// PlayEach plays up to n trials of p in turn, as [BlockTrial.PlayBlock]
// does, one call of Play a trial: the loop Run plays a Trial's blocks with,
// for a BlockTrial to fall back on where it has nothing to hoist.
func PlayEach(p Trial, s *Stream, t *Tally, n int64, stop *atomic.Bool) int64 {
	played := int64(0)
	for played < n && !stop.Load() {
		p.Play(s, t)
		if s.cut {
			break // cut short inside: it recorded nothing
		}
		played++
	}
	return played
}

// playBlock plays up to n trials of p into t, through PlayBlock when p is
// a BlockTrial, and returns the number played.
func playBlock(p Trial, s *Stream, t *Tally, n int64, stop *atomic.Bool) int64 {
	if bp, ok := p.(BlockTrial); ok {
		return bp.PlayBlock(s, t, n, stop)
	}
	return PlayEach(p, s, t, n, stop)
}
