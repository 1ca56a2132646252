package dropfleet

import (
	"bytes"
	"sync/atomic"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestPlayBlockRecordsAsPlay checks that a block played by PlayBlock
// leaves the tally and the stream as the same trials played one by one
// (Play) on a state that takes no shortcut do, for each program a trial
// may play: a reveal program of one
// reveal counted by outcome (also with room for only 0 or 1 roll-offs, so
// that rarer trials are recorded on their own), a fixed program of several
// reveals, one whose First decision draws, and one with no reveal. Seed
// 001's reveals: the lower Strategy Rating chooses, equal ratings roll off
// (1d6 + Admiral) until a total is higher.
func TestPlayBlockRecordsAsPlay(t *testing.T) {
	tests := []struct {
		revealGame
		counted  bool // the block counts the trials by outcome (playOutcomes)
		outcomes int  // the roll-off counts it counts by outcome, when not outcomeRolls
	}{
		{revealGame: revealGame{name: "one tie", a: []int{10}, b: []int{10}, admirals: [Players]int{2, 1}, counts: []int{1}}, counted: true},
		{revealGame: revealGame{name: "one tie, equal Admirals, room for 1 roll-off", a: []int{10}, b: []int{10}, admirals: [Players]int{3, 3}, counts: []int{1}}, counted: true, outcomes: 2},
		{revealGame: revealGame{name: "one tie, room for none", a: []int{10}, b: []int{10}, admirals: [Players]int{1, 2}, counts: []int{1}}, counted: true, outcomes: 1},
		{revealGame: revealGame{name: "one reveal, no tie", a: []int{9}, b: []int{5}, admirals: [Players]int{1, 4}, counts: []int{1},
			first: [Players]FirstDecision{fixedFirstFunc(false), fixedFirstFunc(false)}}, counted: true},
		{revealGame: revealGame{name: "ties and not, decks of 3 and 2, two steps", a: []int{3, 10, 10}, b: []int{3, 12},
			admirals: [Players]int{3, 2}, first: [Players]FirstDecision{fixedFirstFunc(false), fixedFirstFunc(true)}, counts: []int{2, 0, 3}}},
		{revealGame: revealGame{name: "a First decision that draws", a: []int{4}, b: []int{4}, admirals: [Players]int{1, 1},
			first: [Players]FirstDecision{coinFirst{}, fixedFirstFunc(false)}, counts: []int{1}}},
		{revealGame: revealGame{name: "no reveal: b has no cards", a: []int{5}, b: []int{}, admirals: [Players]int{1, 1}, counts: []int{2}}},
	}
	const trials = 3000
	for _, tc := range tests {
		g := tc.model()
		g.Probes = []Probe{{What: Chooses, Fleet: 0}, {What: GoesFirst, Fleet: 1}, {What: RolloffCount}}
		block, each := g.NewTrial().(*State), reference(g)
		if counted := block.way == wayRevealOutcomes; counted != tc.counted {
			t.Fatalf("%s: counted by outcome %v", tc.name, counted)
		}
		if tc.outcomes > 0 {
			block.reveals.outcomes = make([]int64, Players*tc.outcomes)
		}
		checkBlocksPlayAsTrials(t, tc.name, g, block, each, 1, trials)
	}
}

// reference returns a worker's state of g that takes no shortcut: it
// plays every trial by the script, step by step (Model.NoSkips).
func reference(g *Model) *State {
	full := *g
	full.NoSkips = true
	return full.NewTrial().(*State)
}

// checkBlocksPlayAsTrials plays two blocks of trials trials of g, from
// streams of the same seed into tallies of their own: by PlayBlock on
// worker state block, and trial by trial (sim.PlayEach) on worker state
// each, the reference. It fails the test (its case named name) when a block plays fewer
// trials, when the two tallies differ in any byte, when the two streams
// part after, or when a block asked to stop plays a trial or changes the
// tally.
func checkBlocksPlayAsTrials(t *testing.T, name string, g *Model, block, each *State, seed uint64, trials int64) {
	t.Helper()
	tb, te := sim.NewTally(g.Metrics()), sim.NewTally(g.Metrics())
	rb, re := sim.NewStream(seed, 0), sim.NewStream(seed, 0)
	var stop atomic.Bool
	for range 2 { // a second block into the same tally
		if n := block.PlayBlock(rb, tb, trials, &stop); n != trials {
			t.Fatalf("%s: PlayBlock played %d trials of %d", name, n, trials)
		}
		sim.PlayEach(each, re, te, trials, &stop)
	}
	b, errB := tb.AppendBinary(nil)
	e, errE := te.AppendBinary(nil)
	if errB != nil || errE != nil {
		t.Fatal(errB, errE)
	}
	if !bytes.Equal(b, e) {
		for i := range g.Metrics() {
			bi, ei := tb.Accumulator(i), te.Accumulator(i)
			t.Errorf("%s: metric %d: %+v %v by block, %+v %v trial by trial", name, i,
				bi.Proportion, bi.Histogram.Bins(), ei.Proportion, ei.Histogram.Bins())
		}
	}
	if x, y := rb.Uint64(), re.Uint64(); x != y {
		t.Errorf("%s: the streams part: %x by block, %x trial by trial", name, x, y)
	}
	stop.Store(true)
	if n := block.PlayBlock(rb, tb, trials, &stop); n != 0 || tb.Accumulator(0).N() != 2*trials {
		t.Errorf("%s: stopped, PlayBlock played %d trials and the tally holds %d", name, n, tb.Accumulator(0).N())
	}
}
