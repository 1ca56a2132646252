package scenarios

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// raceBlocks is how many blocks of a model's own size a test that plays
// every built-in scenario plays under the race detector: enough for both
// workers to play a block and for the blocks to be merged out of
// order (what the detector watches), while a whole battle's run stays a
// matter of seconds instead of minutes.
const raceBlocks = 2

// testTrials returns the trials a test that plays every built-in scenario
// plays of model m: n, or under the race detector at most raceBlocks
// blocks of m's block size and half a block more (so the last block is a
// partial one). A model's block size is chosen from its cost (the
// sim.BlockSizer contract: a block is about 50 ms on one core), so the cap
// bites only on the slow ones, the whole battles; the fast scenarios play
// n trials in both runs. What these tests check (same numbers whatever the
// workers, nil decisions are the defaults, skips change nothing) holds
// trial by trial, so fewer trials check the same contract; without the
// race detector they play n.
func testTrials(m sim.Model, n int64) int64 {
	if !raceDetector {
		return n
	}
	b := blockSize(m)
	return min(n, raceBlocks*b+b/2)
}

// blockSize returns the block size m declares (sim.BlockSizer), or the
// engine's.
func blockSize(m sim.Model) int64 {
	if bs, ok := m.(sim.BlockSizer); ok {
		return int64(bs.BlockSize())
	}
	return sim.BlockSize
}

// statistical marks a test that measures how whole games come out over
// many of them (a mirror match is fair, a stronger list wins more, a style
// gains what it plays for): what it checks is the rules and the players,
// not concurrency, and the race detector would make its thousands of games
// ten to fifty times slower. Under it the test is skipped; `make
// battle-check` runs every such test without it (CI runs both), and
// TestStatisticalTestsRunInBattleCheck keeps that target's list whole.
func statistical(t *testing.T) {
	t.Helper()
	if raceDetector {
		t.Skip("a statistical test of whole games: make battle-check runs it without the race detector")
	}
}
