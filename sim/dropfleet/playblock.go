package dropfleet

import (
	"sync/atomic"

	"github.com/fleetlab/fleetlab/sim"
)

var _ sim.BlockTrial = (*State)(nil)

// PlayBlock plays up to n trials as n calls of Play would (a State is a
// [sim.BlockTrial]): where the compiled probes record is settled once for
// the block, and the trials are played with no dynamic call.
func (s *State) PlayBlock(r *sim.Stream, t *sim.Tally, n int64, stop *atomic.Bool) int64 {
	pr := s.reads
	if pr == nil || !t.Accumulating() {
		return sim.PlayEach(s, r, t, n, stop)
	}
	if t != pr.tally {
		pr.bind(t)
	}
	played := int64(0)
	switch p := s.reveals; s.way { // the ways of play (ways.go)
	case wayFlatScans:
		played = s.playFlatScans(s.flatScan, r, n, stop)
	case wayFlat:
		for ; played < n && !stop.Load(); played++ {
			s.playFlat(r, 0)
			pr.record(1)
		}
	case wayRevealOutcomes:
		played = s.playOutcomes(p, r, n, stop)
	case wayFixedReveals:
		for ; played < n && !stop.Load(); played++ {
			s.playFixedReveals(p, r)
			pr.record(1)
		}
	default:
		for ; played < n && !stop.Load(); played++ {
			if s.play(r); r.Cut() {
				break
			}
			pr.record(1)
		}
	}
	return played
}

// A fixed reveal program of one reveal ends each trial in a state that
// depends only on who chose (the roll-off's winner) and how many
// roll-offs it took: nothing else a probe reads changes (flat turns). So
// its block counts the trials by outcome in p.outcomes, and then records
// each outcome seen once, weighted by its count: the same tally as
// recording trial by trial (its counts are exact integers), with the same
// draws, and the probes read once an outcome rather than once a trial.

// outcomeRolls is the number of roll-off counts, from 0, that a block
// counts by outcome (p.outcomes holds Players times as many counts); a
// rarer trial (chance below 6^-15) is recorded on its own.
const outcomeRolls = 16

// playOutcomes plays up to n trials of p, a fixed program of one reveal,
// into the tally s.reads is bound to, and returns the number played.
func (s *State) playOutcomes(p *revealProgram, r *sim.Stream, n int64, stop *atomic.Bool) int64 {
	fr, counts := &p.reveals[0], p.outcomes
	width := len(counts) / Players
	played := int64(0)
	for ; played < n && !stop.Load(); played++ {
		chooser, rolls := fr.chooser, 0
		if chooser == rolloffChooser {
			chooser, rolls = rollOff(r, fr.bonus)
		}
		if rolls < width {
			counts[chooser*width+rolls]++
			continue
		}
		s.endFixedReveals(p, chooser, rolls, rolls)
		s.reads.record(1)
	}
	for i, m := range counts {
		if m > 0 {
			counts[i] = 0
			chooser, rolls := i/width, i%width
			s.endFixedReveals(p, chooser, rolls, rolls)
			s.reads.record(m)
		}
	}
	return played
}
