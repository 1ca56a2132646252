package sim

import (
	"math/bits"
	"math/rand/v2"
	"sync/atomic"
)

// Stream is the random stream of one block of trials: a PCG generator whose
// 128-bit state is derived from (run seed, block index) by splitmix64, so
// that neighbouring blocks and neighbouring seeds get unrelated streams.
//
// A Stream is not safe for concurrent use by multiple goroutines; each worker
// owns one and re-seeds it with [Stream.Reset] for every block it plays.
type Stream struct {
	pcg  rand.PCG
	dice diceReservoir // the dice D6 deals: several to one draw (dice.go)
	// stop is the run's stop flag, which Run gives its workers' streams
	// (nil: never stopped); cut is set once a trial read it set (Stopped).
	stop *atomic.Bool
	cut  bool
}

// NewStream returns the stream of block block of a run seeded with seed.
func NewStream(seed, block uint64) *Stream {
	s := new(Stream)
	s.Reset(seed, block)
	return s
}

// Reset re-seeds s in place as the stream of block block of a run seeded
// with seed. It does not allocate.
func (s *Stream) Reset(seed, block uint64) {
	hi, lo := streamState(seed, block)
	s.pcg.Seed(hi, lo)
	s.dice = diceReservoir{}
	s.cut = false
}

// Stopped reports whether the run the stream draws for has been asked to
// stop (Ctrl-C, a closed page), for a long trial to read between its
// rounds and activations: one atomic load, no draw, so a run that is not
// stopped plays and draws exactly as if it never asked. Once Stopped has
// returned true the trial in play is cut: it must end at once and record
// nothing, and the loop that plays it does not count it (see Cut).
func (s *Stream) Stopped() bool {
	if s.stop == nil || !s.stop.Load() {
		return false
	}
	s.cut = true
	return true
}

// Cut reports whether the trial in play was cut short by a stop (Stopped
// returned true): it recorded nothing, and it is not counted as played.
func (s *Stream) Cut() bool { return s.cut }

// Uint64 returns a uniformly distributed 64-bit value. Uint64, IntN and
// Float64 each take a fresh draw of the generator; the dice D6 has dealt
// from an earlier draw and not yet rolled stay for the next D6.
func (s *Stream) Uint64() uint64 { return s.pcg.Uint64() }

// IntN returns a uniformly distributed int in [0, n), without bias
// (Lemire's multiply-and-reject method). IntN panics if n <= 0.
func (s *Stream) IntN(n int) int {
	if n <= 0 {
		panic("sim: Stream.IntN: n must be positive")
	}
	un := uint64(n)
	hi, lo := bits.Mul64(s.pcg.Uint64(), un)
	if lo < un {
		return s.lemireSlow(un, hi, lo)
	}
	return int(hi)
}

// lemireSlow finishes IntN(n) after a first draw that gave (hi, lo) with
// lo < n: it rejects and redraws while lo is below 2^64 mod n.
func (s *Stream) lemireSlow(n, hi, lo uint64) int {
	threshold := -n % n
	for lo < threshold {
		hi, lo = bits.Mul64(s.pcg.Uint64(), n)
	}
	return int(hi)
}

// Float64 returns a uniformly distributed float64 in [0, 1).
func (s *Stream) Float64() float64 {
	return float64(s.pcg.Uint64()>>11) / (1 << 53)
}

// A StreamMark is a stream's position. Two marks of one stream are equal
// exactly when nothing was drawn between them: no draw of its generator
// (through any method or Source) and no die rolled.
type StreamMark struct {
	pcg  rand.PCG
	dice int
}

// Mark returns the stream's position.
func (s *Stream) Mark() StreamMark { return StreamMark{pcg: s.pcg, dice: s.dice.left} }

// Source returns the stream as a [rand.Source], for libraries such as
// gonum's distuv that take one. Draws through it advance s.
func (s *Stream) Source() rand.Source { return &s.pcg }

// splitmix64 is Vigna's SplitMix64 finaliser: a bijective 64-bit mixer.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// streamState derives the PCG state of block block of a run seeded with
// seed. Raw consecutive integers never reach the generator: related PCG
// states are a known weakness, so both words go through the mixer.
func streamState(seed, block uint64) (hi, lo uint64) {
	k := splitmix64(seed)
	hi = splitmix64(k ^ splitmix64(block^0x6a09e667f3bcc909))
	lo = splitmix64(hi ^ 0xd1b54a32d192ed03)
	return hi, lo
}
