package sim

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"
)

// TestD6DealsTwentyDiceADraw checks the contract of dice.go: D6 takes one
// draw of the generator for twenty dice, refusing a draw whose low word of
// x·6^20 is below 2^64 mod 6^20, and deals the twenty base-6 digits of
// H = floor(x·6^20 / 2^64), most significant first.
func TestD6DealsTwentyDiceADraw(t *testing.T) {
	for seed := range uint64(3) {
		s, raw := NewStream(seed, 9), NewStream(seed, 9)
		for draw := range 2000 {
			x := raw.Uint64()
			for !acceptDiceDraw(x) {
				x = raw.Uint64()
			}
			h, _ := bits.Mul64(x, dicePower)
			var want [DicePerDraw]int
			for i := DicePerDraw - 1; i >= 0; i-- {
				want[i] = int(h%6) + 1
				h /= 6
			}
			for i, w := range want {
				if d := s.D6(); d != w {
					t.Fatalf("seed %d, draw %d, die %d: D6 %d, the draw's base-6 digit %d", seed, draw, i, d, w)
				}
			}
		}
		if s.Uint64() != raw.Uint64() {
			t.Fatalf("seed %d: the streams drew differently", seed)
		}
	}
}

// TestDiceDrawRefusal checks Lemire's rejection at its edge: a draw is
// refused exactly when the low word of x·6^20 is below 2^64 mod 6^20, so
// that each of the 6^20 values of twenty dice is reached by the same
// number of draws, floor(2^64/6^20).
func TestDiceDrawRefusal(t *testing.T) {
	if want := uint64(math.MaxUint64)%dicePower + 1; diceRefused != want {
		t.Fatalf("diceRefused = %d, want 2^64 mod 6^20 = %d", uint64(diceRefused), want)
	}
	for _, c := range []struct {
		x    uint64
		want bool
	}{
		{0, false}, // low word 0
		{1, true},  // low word 6^20, above 2^64 mod 6^20
		{math.MaxUint64, true},
	} {
		if got := acceptDiceDraw(c.x); got != c.want {
			t.Errorf("acceptDiceDraw(%#x) = %v, want %v", c.x, got, c.want)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 100_000 {
		x := r.Uint64()
		if got, want := acceptDiceDraw(x), x*dicePower >= diceRefused; got != want {
			t.Fatalf("acceptDiceDraw(%#x) = %v, want %v", x, got, want)
		}
	}
	// A stream whose first draw is refused deals its first dice from the
	// second draw.
	for block := uint64(0); ; block++ {
		raw := NewStream(4, block)
		if acceptDiceDraw(raw.Uint64()) {
			continue
		}
		next := raw.Uint64()
		h, _ := bits.Mul64(next, dicePower)
		if !acceptDiceDraw(next) || NewStream(4, block).D6() != int(h/powersOf6[DicePerDraw-1])+1 {
			t.Fatalf("block %d: the first die is not the second draw's", block)
		}
		break
	}
}

// TestD6IsUniformOverPairs checks two dice in a row as well as one: a
// chi-square over the 36 pairs of consecutive dice, which would catch a
// dependence between the digits of a draw.
func TestD6IsUniformOverPairs(t *testing.T) {
	s := NewStream(12, 0)
	const n = 720_000
	var counts [36]int
	for range n {
		a, b := s.D6Pair()
		counts[(a-1)*6+b-1]++
	}
	var chi float64
	e := float64(n) / 36
	for _, c := range counts {
		chi += (float64(c) - e) * (float64(c) - e) / e
	}
	if limit := (distuv.ChiSquared{K: 35}).Quantile(0.9999); chi > limit {
		t.Errorf("chi-square %v > %v over the 36 pairs: %v", chi, limit, counts)
	}
}

// firstAtLeastByD6 is FirstAtLeast's definition: D6 in turn until one
// shows roll or more.
func firstAtLeastByD6(s *Stream, n, roll int) int {
	for k := range n {
		if s.D6() >= roll {
			return k
		}
	}
	return max(n, 0)
}

// TestFirstAtLeastIsD6InTurn checks FirstAtLeast against D6 one die at a
// time, for every run length up to past a draw's dice and every roll from
// below 1 to above 6, with draws of other kinds in between, and the
// streams after.
func TestFirstAtLeastIsD6InTurn(t *testing.T) {
	for n := -2; n <= DicePerDraw+3; n++ {
		for roll := -1; roll <= 8; roll++ {
			a, b := NewStream(uint64(n), uint64(roll+2)), NewStream(uint64(n), uint64(roll+2))
			for i := range 400 {
				if i%7 == 3 { // another kind of draw leaves the dice dealt
					if x, y := a.IntN(5), b.IntN(5); x != y {
						t.Fatalf("n %d roll %d, run %d: IntN %d != %d", n, roll, i, x, y)
					}
				}
				if got, want := a.FirstAtLeast(n, roll), firstAtLeastByD6(b, n, roll); got != want {
					t.Fatalf("n %d roll %d, run %d: FirstAtLeast %d, D6 in turn %d", n, roll, i, got, want)
				}
			}
			if a.D6() != b.D6() || a.Uint64() != b.Uint64() {
				t.Fatalf("n %d roll %d: the streams differ after the runs", n, roll)
			}
		}
	}
}

// TestCountFirstAtLeastIsRunsInTurn checks the block kernel against
// FirstAtLeast run by run: the same counts, the same runs played, and the
// streams the same after, for runs that cross draws, blocks that start
// with some dice of a draw rolled, a cap on the runs, and every roll.
func TestCountFirstAtLeastIsRunsInTurn(t *testing.T) {
	var stop atomic.Bool
	for n := -1; n <= DicePerDraw+2; n++ {
		for _, roll := range []int{0, 1, 2, 4, 6, 7} {
			for _, pre := range []int{0, 1, 19, 20, 21} {
				for _, trials := range []int64{0, 1, 5, 997} {
					a, b := NewStream(uint64(pre), uint64(n)), NewStream(uint64(pre), uint64(n))
					for range pre {
						a.D6()
						b.D6()
					}
					got := make([]int64, max(n, 0)+1)
					played := a.CountFirstAtLeast(n, roll, got, trials, &stop)
					want := make([]int64, max(n, 0)+1)
					for range trials {
						want[b.FirstAtLeast(n, roll)]++
					}
					if played != trials {
						t.Fatalf("n %d roll %d pre %d: played %d of %d", n, roll, pre, played, trials)
					}
					for k := range want {
						if got[k] != want[k] {
							t.Fatalf("n %d roll %d pre %d trials %d: counts %v, run by run %v", n, roll, pre, trials, got, want)
						}
					}
					if a.D6() != b.D6() || a.Uint64() != b.Uint64() {
						t.Fatalf("n %d roll %d pre %d trials %d: the streams differ after the block", n, roll, pre, trials)
					}
				}
			}
		}
	}
}

// TestCountFirstAtLeastStops checks that a block whose stop is set before
// it starts plays nothing and draws nothing.
func TestCountFirstAtLeastStops(t *testing.T) {
	var stop atomic.Bool
	stop.Store(true)
	a, b := NewStream(3, 3), NewStream(3, 3)
	counts := make([]int64, 4)
	if played := a.CountFirstAtLeast(3, 4, counts, 100, &stop); played != 0 || counts[0]+counts[1]+counts[2]+counts[3] != 0 {
		t.Fatalf("stopped block played %d, counts %v", played, counts)
	}
	if a.Uint64() != b.Uint64() {
		t.Fatal("a stopped block drew")
	}
}

// TestFirstAtLeastExact checks the chance of each answer of
// FirstAtLeast(3, roll) against the exact geometric one, p(1-p)^k for a
// die that meets roll with chance p (k = 3: (1-p)^3), within 4.5 standard
// errors of a fixed seed's 600,000 runs, through the block kernel.
func TestFirstAtLeastExact(t *testing.T) {
	var stop atomic.Bool
	const runs = 600_000
	for roll := 2; roll <= 6; roll++ {
		s := NewStream(uint64(roll), 0)
		counts := make([]int64, 4)
		s.CountFirstAtLeast(3, roll, counts, runs, &stop)
		p := float64(7-roll) / 6
		for k, c := range counts {
			want := math.Pow(1-p, float64(k))
			if k < 3 {
				want *= p
			}
			got := float64(c) / runs
			if se := math.Sqrt(want * (1 - want) / runs); math.Abs(got-want) > 4.5*se {
				t.Errorf("roll %d+: P(answer %d) = %.5f, exact %.5f (±%.5f)", roll, k, got, want, 4.5*se)
			}
		}
	}
}

// TestCountAtLeastIsD6InTurn checks CountAtLeast against n calls of D6:
// the same counts for every pair of rolls from below 1 to above 6, runs
// past a draw's dice, and the streams the same after.
func TestCountAtLeastIsD6InTurn(t *testing.T) {
	for n := 0; n <= DicePerDraw+5; n += 3 {
		for a := 0; a <= 7; a++ {
			for b := a; b <= 8; b += 2 {
				x, y := NewStream(uint64(n), uint64(a*10+b)), NewStream(uint64(n), uint64(a*10+b))
				for i := range 50 {
					gotA, gotB := x.CountAtLeast(n, a, b)
					wantA, wantB := 0, 0
					for range n {
						d := y.D6()
						wantA += oneIf(d >= a)
						wantB += oneIf(d >= b)
					}
					if gotA != wantA || gotB != wantB {
						t.Fatalf("n %d, rolls %d+ and %d+, batch %d: counts %d %d, D6 in turn %d %d", n, a, b, i, gotA, gotB, wantA, wantB)
					}
				}
				if x.Uint64() != y.Uint64() || x.D6() != y.D6() {
					t.Fatalf("n %d, rolls %d+ and %d+: the streams differ after", n, a, b)
				}
			}
		}
	}
}

// TestD6PairAcrossDraws checks D6Pair against two D6 calls where a pair
// falls across two draws: after an odd number of dice.
func TestD6PairAcrossDraws(t *testing.T) {
	pair, single := NewStream(8, 8), NewStream(8, 8)
	pair.D6()
	single.D6()
	for i := range 1000 {
		a, b := pair.D6Pair()
		if x, y := single.D6(), single.D6(); a != x || b != y {
			t.Fatalf("pair %d: D6Pair %d %d, two D6 %d %d", i, a, b, x, y)
		}
	}
}

func oneIf(b bool) int {
	if b {
		return 1
	}
	return 0
}
