package sim

import "fmt"

// BlockSizer is implemented by a [Model] that chooses its own block size.
// A model whose trials are slow takes smaller blocks, so that a run of few
// trials still spreads over every worker and an interrupted run stops
// soon. The block size is part of the determinism contract: it must depend
// only on the compiled model (never on a clock or the machine), and a
// model's numbers for a seed change when it does.
type BlockSizer interface {
	// BlockSize returns the number of trials in one block, in
	// [MinBlockSize, BlockSize]; [BlockSizeFor] turns a cost estimate into one.
	BlockSize() int
}

// MinBlockSize is the smallest block a model may choose.
const MinBlockSize = 16

// BlockBudget is the time, in nanoseconds, that one block is meant to take
// on one core of the reference machine (the 2-core development machine the
// README's speed figures come from): 50 ms, so that 10,000 slow trials
// still make dozens of blocks and Ctrl-C is answered within about that
// time, while fast trials keep blocks of [BlockSize].
const BlockBudget = 50_000_000

// BlockSizeFor returns the block size of a model whose trial is estimated
// to take costNs nanoseconds on the reference machine: the largest power of
// two, at most [BlockSize] and at least [MinBlockSize], whose block is
// estimated to fit in [BlockBudget]. The estimate must be computed from the
// model's content (units, steps, rounds), never measured, so that the
// block size, and so every number, is the same on every machine; powers of
// two keep it from moving with small changes to the estimate.
func BlockSizeFor(costNs float64) int {
	n := BlockSize
	for n > MinBlockSize && float64(n)*costNs > BlockBudget {
		n /= 2
	}
	return n
}

// declaredBlockSize returns the block size m asks for: BlockSize unless m
// is a BlockSizer.
func declaredBlockSize(m Model) int {
	if bs, ok := m.(BlockSizer); ok {
		return bs.BlockSize()
	}
	return BlockSize
}

// blockSizeOf returns m's block size, or an error when it is out of range.
func blockSizeOf(m Model) (int64, error) {
	n := declaredBlockSize(m)
	if n < MinBlockSize || n > BlockSize {
		return 0, fmt.Errorf("%w: the model's block size %d is outside [%d, %d]", ErrBadOptions, n, MinBlockSize, BlockSize)
	}
	return int64(n), nil
}
