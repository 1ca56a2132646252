package scenarios

import "github.com/fleetlab/fleetlab/sim"

// raceBlocks is how many blocks of a model's own size a test that plays
// every built-in scenario plays under the race detector: enough for both
// workers to play a block and for the blocks to be merged out of
// order (what the detector watches), while a whole battle's run stays a
// matter of seconds instead of minutes.
const raceBlocks = 3

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
