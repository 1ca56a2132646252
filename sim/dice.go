package sim

import (
	"math/bits"
	"sync/atomic"
)

// How a Stream rolls six-sided dice: twenty to one draw.
//
// A draw x of the generator is read as the fraction x/2^64 in [0, 1). Its
// first DicePerDraw digits in base 6 are H = floor(x·6^20 / 2^64), and the
// draw is kept only when the low word of x·6^20 is at least 2^64 mod 6^20
// (Lemire's rejection: a draw is refused with probability 7.7e-5 and the
// next one taken). Every H in [0, 6^20) is then reached by exactly
// floor(2^64 / 6^20) draws, so H is uniform and its twenty base-6 digits
// are twenty independent, exactly uniform dice. D6 deals them most
// significant first: multiplying the fraction by 6, the high word is the
// die (0..5) and the low word the fraction of the dice left.
//
// A die that must show at least r is a comparison of the fraction before
// it with a threshold ((r-1)/6 of 2^64, rounded up), with no multiply and
// no branch: this is what lets FirstAtLeast roll a run of dice, and
// CountFirstAtLeast a block of such runs, without a branch a trial.

// DicePerDraw is the number of six-sided dice a Stream deals from one draw
// of its generator.
const DicePerDraw = 20

// dicePower is 6^DicePerDraw: the number of values twenty dice can show.
const dicePower = 3656158440062976

// diceRefused is 2^64 mod 6^20: a draw whose low word of x·6^20 is below it
// is refused (it would make some twenty-dice values likelier than others).
const diceRefused = (1 << 64) % dicePower

// diceReservoir holds the dice dealt from a draw and not yet rolled.
type diceReservoir struct {
	frac uint64 // the fraction whose leading base-6 digits are the dice left
	left int    // how many dice are left, 0..DicePerDraw
}

// powersOf6 holds 6^k for k in 0..DicePerDraw: multiplying a reservoir's
// fraction by 6^k (mod 2^64) rolls k dice.
var powersOf6 = func() (p [DicePerDraw + 1]uint64) {
	p[0] = 1
	for k := 1; k <= DicePerDraw; k++ {
		p[k] = p[k-1] * 6
	}
	return p
}()

// atLeastFraction[r] is the smallest fraction (of 2^64) before a die whose
// die shows r or more: ceil((r-1)·2^64/6), for r in 1..6.
var atLeastFraction = [7]uint64{
	0,
	0,
	(1<<64 + 5) / 6,
	(2<<64 + 5) / 6,
	(3<<64 + 5) / 6,
	(4<<64 + 5) / 6,
	(5<<64 + 5) / 6,
}

// acceptDiceDraw reports whether a draw x of the generator may deal its
// twenty dice: whether the low word of x·6^20 is at least 2^64 mod 6^20.
func acceptDiceDraw(x uint64) bool { return x*dicePower >= diceRefused }

// refillDice deals the next twenty dice from the generator: once every
// twenty dice, so it is kept out of D6's body.
//
//go:noinline
func (s *Stream) refillDice() {
	s.dice = diceReservoir{frac: s.diceDraw(), left: DicePerDraw}
}

// D6 rolls one six-sided die: a uniformly distributed int in [1, 6], the
// next of the dice dealt from the last draw (a fresh draw deals twenty
// more when none is left).
func (s *Stream) D6() int {
	d := &s.dice
	if d.left == 0 {
		s.refillDice()
	}
	d.left--
	hi, lo := bits.Mul64(d.frac, 6)
	d.frac = lo
	return 1 + int(hi)
}

// D6Pair rolls two six-sided dice, as two calls of D6 in turn do (first is
// the first call's), in one call.
func (s *Stream) D6Pair() (first, second int) {
	if s.dice.left < 2 {
		first = s.D6()
		return first, s.D6()
	}
	hi, lo := bits.Mul64(s.dice.frac, 6)
	hi2, lo2 := bits.Mul64(lo, 6)
	s.dice = diceReservoir{frac: lo2, left: s.dice.left - 2}
	return 1 + int(hi), 1 + int(hi2)
}

// CountAtLeast rolls n dice and returns how many show a or more, and how
// many show b or more. It rolls exactly the dice, and draws exactly as, n
// calls of D6 would, in one call and with no branch on the dice: a hit
// roll's hits and criticals, or a batch of saves.
func (s *Stream) CountAtLeast(n, a, b int) (atA, atB int) {
	ta, nevA := atLeastThreshold(a)
	tb, nevB := atLeastThreshold(b)
	frac, left := s.dice.frac, s.dice.left
	for range n {
		if left == 0 {
			s.refillDice()
			frac, left = s.dice.frac, s.dice.left
		}
		_, belowA := bits.Sub64(frac, ta, 0)
		_, belowB := bits.Sub64(frac, tb, 0)
		atA += int(belowA ^ 1)
		atB += int(belowB ^ 1)
		frac *= 6
		left--
	}
	s.dice = diceReservoir{frac: frac, left: left}
	if nevA {
		atA = 0
	}
	if nevB {
		atB = 0
	}
	return atA, atB
}

// atLeastThreshold returns the fraction before a die at or above which
// the die shows roll or more, and never: no die shows roll (roll > 6).
func atLeastThreshold(roll int) (t uint64, never bool) {
	if roll > 6 {
		return 0, true
	}
	return atLeastFraction[max(roll, 1)], false
}

// FirstAtLeast rolls up to n dice in turn, stopping at the first that
// shows roll or more, and returns how many rolled less before it: the
// index of that die, or n when none showed roll. It rolls exactly the
// dice, and draws exactly as, that many calls of D6 would. A roll of 1 or
// less is met by the first die; a roll above 6 by none; n below 0 rolls
// nothing, as 0.
func (s *Stream) FirstAtLeast(n, roll int) int {
	t, never := atLeastThreshold(roll)
	if n > s.dice.left || n <= 0 || never {
		return s.firstAtLeastSlow(n, roll)
	}
	k, used := firstAtLeast(s.dice.frac, n, t)
	s.dice.frac *= powersOf6[used]
	s.dice.left -= used
	return k
}

// firstAtLeast finds, among the n (1..DicePerDraw) dice of the fraction
// frac, the index k of the first whose fraction before it is at least t (n
// when none is), and how many dice that rolls, with no branch on the dice.
func firstAtLeast(frac uint64, n int, t uint64) (k, used int) {
	met := uint64(1) << n // a sentinel: none met gives n
	for j := range n {
		_, below := bits.Sub64(frac, t, 0)
		met |= (below ^ 1) << j
		frac *= 6
	}
	k = bits.TrailingZeros64(met)
	return k, runDice(k, n)
}

// metMask returns the mask of the dice, among the left dice of the
// fraction frac, whose fraction before them is at least t: bit j for the
// die j dice on. Each die's fraction is frac·6^j, all found at once; the
// mask is built from the last die down, a borrow a die.
func metMask(frac uint64, left int, t uint64) uint64 {
	below := uint64(0)
	for j := left - 1; j >= 0; j-- {
		_, b := bits.Sub64(frac*powersOf6[j], t, 0)
		below = below<<1 | b
	}
	return ^below & (1<<left - 1)
}

// firstAtLeastSlow is FirstAtLeast one D6 at a time: for a run that goes
// past the dice dealt, or a roll no die can show.
func (s *Stream) firstAtLeastSlow(n, roll int) int {
	for k := range n {
		if s.D6() >= roll {
			return k
		}
	}
	return max(n, 0)
}

// CountFirstAtLeast plays up to trials runs of FirstAtLeast(n, roll) in
// turn and adds one to counts[k] for each run's answer k, so counts must
// hold n+1 counts. Before each run it reads stop, and once stop is set it
// plays no more; it returns the number of runs played. It draws exactly as
// that many calls of FirstAtLeast would: a block of trials whose only
// randomness is such a run counts its trials by outcome here, and records
// each outcome once.
//
// It reads the dice a draw at a time: which of a draw's twenty dice meet
// roll is one mask, found with no branch, and each run is then a few bit
// operations on it; only a run that goes past the draw's dice takes a
// branch, to the next draw.
func (s *Stream) CountFirstAtLeast(n, roll int, counts []int64, trials int64, stop *atomic.Bool) int64 {
	n = max(n, 0)
	counts = counts[:n+1]
	played := int64(0)
	t, never := atLeastThreshold(roll)
	if n < 1 || n > DicePerDraw || never {
		for ; played < trials && !stop.Load(); played++ {
			counts[s.FirstAtLeast(n, roll)]++
		}
		return played
	}
	// The draw being read: its fraction and dice when its mask was made,
	// the dice left, and the mask of those that meet roll, the next die
	// at bit 0.
	base, baseLeft := s.dice.frac, s.dice.left
	left, met := baseLeft, metMask(base, baseLeft, t)
	for {
		var k int
		played, k, _, left = countRuns(n, met, left, counts, played, trials, stop) // the mask left is read only when the run did not fail
		if k <= left {
			break // trials played, or stop set
		}
		// The run failed every die left and goes on with a fresh draw.
		missed := left
		base = s.diceDraw()
		baseLeft, left, met = DicePerDraw, DicePerDraw, metMask(base, DicePerDraw, t)
		k = bits.TrailingZeros64(met | 1<<(n-missed))
		used := runDice(k, n-missed)
		met >>= used
		left -= used
		counts[missed+k]++
		played++
	}
	s.dice = diceReservoir{frac: base * powersOf6[baseLeft-left], left: left}
	return played
}

// countRuns plays runs of at most n dice from the mask met of the left
// dice of a draw, adding each run's answer to counts, until trials runs
// are played, stop is set, or a run fails every die left. It returns the
// runs played in all, the mask and dice left, and k: the failing run's
// (k > left), or 0.
func countRuns(n int, met uint64, left int, counts []int64, played, trials int64, stop *atomic.Bool) (int64, int, uint64, int) {
	none, last := uint64(1)<<(n&63), uint64(1)<<((n-1)&63)
	for ; played < trials && !stop.Load(); played++ {
		k := bits.TrailingZeros64(met | none)
		if k > left {
			return played, k, met, left
		}
		// the dice the run rolls, found from met beside k rather than
		// from k, for a shorter path from one run's mask to the next's
		used := bits.TrailingZeros64(met|last) + 1
		met >>= used & 63
		left -= used
		counts[k]++
	}
	return played, 0, met, left
}

// runDice is how many dice a run of at most n rolls when the first that
// meets its roll is die k (k = n: none): min(k+1, n), with no branch.
func runDice(k, n int) int { return k + 1 + (n-k-1)>>63 }

// diceDraw takes the next draw of the generator that may deal dice.
func (s *Stream) diceDraw() uint64 {
	x := s.pcg.Uint64()
	for !acceptDiceDraw(x) {
		x = s.pcg.Uint64()
	}
	return x
}
