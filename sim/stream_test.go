package sim

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"
)

func TestStreamIsReproducible(t *testing.T) {
	a, b := NewStream(7, 3), NewStream(7, 3)
	for i := range 100 {
		if x, y := a.Uint64(), b.Uint64(); x != y {
			t.Fatalf("draw %d: %d != %d", i, x, y)
		}
	}
	var c Stream
	c.Reset(7, 3)
	if c.Uint64() != NewStream(7, 3).Uint64() {
		t.Error("Reset and NewStream disagree")
	}
}

func TestStreamBlocksAndSeedsDiffer(t *testing.T) {
	seen := map[uint64]string{}
	for seed := uint64(0); seed < 20; seed++ {
		for b := uint64(0); b < 20; b++ {
			x := NewStream(seed, b).Uint64()
			if prev, ok := seen[x]; ok {
				t.Fatalf("seed %d block %d repeats the first draw of %s", seed, b, prev)
			}
			seen[x] = "another stream"
		}
	}
}

// TestStreamFrozen pins the first dice of seed 1, block 0: if this changes,
// every published result changes with it. (They changed once, when D6
// began dealing twenty dice a draw, dice.go.)
func TestStreamFrozen(t *testing.T) {
	s := NewStream(1, 0)
	got := []int{s.D6(), s.D6(), s.D6(), s.D6(), s.D6(), s.D6(), s.D6(), s.D6()}
	want := []int{3, 4, 4, 2, 6, 5, 3, 4}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("seed 1 block 0 rolls %v, want %v: the stream contract changed", got, want)
		}
	}
}

func TestStreamD6IsUniform(t *testing.T) {
	s := NewStream(11, 0)
	const n = 600_000
	var counts [7]int
	for range n {
		d := s.D6()
		if d < 1 || d > 6 {
			t.Fatalf("D6 = %d", d)
		}
		counts[d]++
	}
	// chi-square with 5 degrees of freedom; the 99.99th percentile is 25.7
	var chi float64
	for f := 1; f <= 6; f++ {
		e := float64(n) / 6
		chi += (float64(counts[f]) - e) * (float64(counts[f]) - e) / e
	}
	if limit := (distuv.ChiSquared{K: 5}).Quantile(0.9999); chi > limit {
		t.Errorf("chi-square %v > %v: D6 counts %v", chi, limit, counts[1:])
	}
}

func TestStreamIntNRange(t *testing.T) {
	s := NewStream(3, 3)
	for _, n := range []int{1, 2, 3, 7, 1 << 40} {
		for range 1000 {
			if v := s.IntN(n); v < 0 || v >= n {
				t.Fatalf("IntN(%d) = %d", n, v)
			}
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("IntN(0) did not panic")
		}
	}()
	s.IntN(0)
}

func TestStreamFloat64Range(t *testing.T) {
	s := NewStream(3, 4)
	for range 10000 {
		if f := s.Float64(); f < 0 || f >= 1 || math.IsNaN(f) {
			t.Fatalf("Float64 = %v", f)
		}
	}
}

// TestStreamD6PairIsTwoD6 checks that D6Pair draws as two D6 calls in turn.
func TestStreamD6PairIsTwoD6(t *testing.T) {
	for seed := range uint64(4) {
		pair, single := NewStream(seed, 7), NewStream(seed, 7)
		for i := range 10_000 {
			a, b := pair.D6Pair()
			if x, y := single.D6(), single.D6(); a != x || b != y {
				t.Fatalf("seed %d, pair %d: D6Pair %d %d, two D6 %d %d", seed, i, a, b, x, y)
			}
		}
	}
}

// TestStreamMark checks that a mark changes with every kind of draw and
// every die, and not otherwise.
func TestStreamMark(t *testing.T) {
	s := NewStream(6, 1)
	draws := []func(){
		func() { s.D6() },
		func() { s.D6Pair() },
		func() { s.FirstAtLeast(2, 7) },
		func() { s.CountAtLeast(1, 3, 5) },
		func() { s.Uint64() },
		func() { s.IntN(3) },
		func() { s.Float64() },
		func() { s.Source().Uint64() },
	}
	for round := range 30 { // past several draws' dice
		for i, draw := range draws {
			m := s.Mark()
			if s.Mark() != m {
				t.Fatal("two marks with nothing drawn between them differ")
			}
			draw()
			if s.Mark() == m {
				t.Fatalf("round %d: draw %d left the mark as it was", round, i)
			}
		}
	}
}
