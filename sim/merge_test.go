package sim

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

func TestExactSumIsExactAndOrderFree(t *testing.T) {
	vals := []float64{1, -1, 0.1, 1e300, -1e300, 3e-310, -5e-324, math.MaxFloat64, math.MaxFloat64,
		-math.MaxFloat64, 1.5, 2.25, -7e-20, 123456789.123, math.SmallestNonzeroFloat64, 0, math.Copysign(0, -1)}
	want := new(big.Rat)
	for _, v := range vals {
		want.Add(want, new(big.Rat).SetFloat64(v))
	}
	var first exactSum
	r := rand.New(rand.NewPCG(1, 2))
	for k := range 50 {
		var s exactSum
		for _, i := range r.Perm(len(vals)) {
			s.add(vals[i])
		}
		if got := s.rat(); got.Cmp(want) != 0 {
			t.Fatalf("order %d: sum %s, want %s", k, got.FloatString(20), want.FloatString(20))
		}
		if k == 0 {
			first = s
		} else if s != first {
			t.Fatalf("order %d: words differ from order 0", k)
		}
	}
	// splitting into two sums and merging gives the same words
	var a, b exactSum
	for i, v := range vals {
		if i%3 == 0 {
			a.add(v)
		} else {
			b.add(v)
		}
	}
	b.merge(&a)
	if b != first {
		t.Error("merged halves differ from the sum of all")
	}
	var zero exactSum
	zero.add(2.5)
	zero.add(-2.5)
	if !zero.isZero() {
		t.Error("2.5 - 2.5 is not 0")
	}
}

// TestMomentsSinglePartReadsAsWelford: a Moments holding one running part,
// merged or not, reads exactly as Welford's running mean and deviations
// (a single block's numbers do not change with the exact merge).
func TestMomentsSinglePartReadsAsWelford(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, scale := range []float64{1, 1e-3, 1e6, 1e150} {
		var m Moments
		for range 1000 {
			m.Add((r.Float64()*2 + 0.5) * scale)
		}
		var merged Moments
		merged.Merge(&m)
		if merged.Mean() != m.mean || merged.sumSquares() != m.m2 || merged.SD() != m.SD() || merged.N() != m.N() {
			t.Errorf("scale %g: merged (%v, %v) differs from Welford (%v, %v)", scale, merged.Mean(), merged.sumSquares(), m.mean, m.m2)
		}
	}
}

func TestMomentsNonFinite(t *testing.T) {
	var a, b Moments
	a.Add(1)
	b.Add(math.Inf(1))
	a.Merge(&b)
	if !math.IsInf(a.Mean(), 1) || !math.IsNaN(a.SD()) {
		t.Errorf("with +Inf: mean %v, sd %v", a.Mean(), a.SD())
	}
	var c, d Moments
	c.Add(1e300)
	c.Add(-1e300)
	d.Merge(&c)
	if d.Mean() != 0 || !math.IsInf(d.SD(), 1) {
		t.Errorf("squares overflowing: mean %v, sd %v", d.Mean(), d.SD())
	}
}

// wideModel records every kind of metric, with real values over many
// orders of magnitude and both signs, so that a float sum in another order
// would round differently.
type wideModel struct{}

func (wideModel) Metrics() []Metric {
	return []Metric{
		{Name: "four_plus", Kind: KindProbability},
		{Name: "two_d6", Kind: KindDistribution},
		{Name: "wide", Kind: KindMean},
		{Name: "uniform", Kind: KindMean},
	}
}

func (wideModel) NewTrial() Trial { return wideTrial{} }

type wideTrial struct{}

func (wideTrial) Play(s *Stream, t *Tally) {
	t.Bool(0, s.D6() >= 4)
	t.Int(1, s.D6()+s.D6()-20*s.IntN(2))
	t.Real(2, (s.Float64()-0.3)*math.Pow(10, float64(s.IntN(30)-15)))
	t.Real(3, s.Float64())
}

// playBlocks plays blocks [0, n) of m, bs trials each, as Run would, and
// returns one tally per block.
func playBlocks(m Model, seed uint64, n, bs int) []*Tally {
	p := m.NewTrial()
	var s Stream
	out := make([]*Tally, n)
	for b := range out {
		t := NewTally(m.Metrics())
		s.Reset(seed, uint64(b))
		for range bs {
			p.Play(&s, t)
		}
		t.trials = int64(bs)
		out[b] = t
	}
	return out
}

// mergeTree merges blocks by a random binary tree over a random order.
func mergeTree(metrics []Metric, blocks []*Tally, r *rand.Rand) *Tally {
	if len(blocks) == 1 {
		t := NewTally(metrics)
		t.Merge(blocks[0])
		return t
	}
	cut := 1 + r.IntN(len(blocks)-1)
	left, right := mergeTree(metrics, blocks[:cut], r), mergeTree(metrics, blocks[cut:], r)
	if r.IntN(2) == 0 {
		left, right = right, left
	}
	left.Merge(right)
	return left
}

func mustEncode(t *testing.T, ty *Tally) []byte {
	t.Helper()
	b, err := ty.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// readings lists every statistic a report reads, as bits.
func readings(ty *Tally) []uint64 {
	var out []uint64
	for i := range ty.acc {
		a := &ty.acc[i]
		lo, hi := a.CI95()
		out = append(out, math.Float64bits(a.Estimate()), math.Float64bits(lo), math.Float64bits(hi),
			math.Float64bits(a.Moments.SD()), math.Float64bits(a.Histogram.SD()), uint64(a.N()))
	}
	return out
}

// TestAnyGroupingOfBlocksGivesTheSameBytes is the order-free merge: the
// same blocks merged in block order, in reverse, one by one into the
// first, and by many random trees over random orders give the same
// encoding, byte for byte, and the same readings, bit for bit; and so
// does Run, whatever its workers.
func TestAnyGroupingOfBlocksGivesTheSameBytes(t *testing.T) {
	const nblocks, bs = 23, 300
	m := wideModel{}
	metrics := m.Metrics()
	blocks := playBlocks(m, 7, nblocks, bs)

	inOrder := NewTally(metrics)
	for _, b := range blocks {
		inOrder.Merge(b)
	}
	want := mustEncode(t, inOrder)
	wantReadings := readings(inOrder)

	check := func(what string, got *Tally) {
		t.Helper()
		if g := mustEncode(t, got); !bytes.Equal(g, want) {
			t.Errorf("%s: encoding differs from the merge in block order", what)
		}
		for i, g := range readings(got) {
			if g != wantReadings[i] {
				t.Errorf("%s: reading %d is %x, want %x", what, i, g, wantReadings[i])
			}
		}
	}

	reversed := NewTally(metrics)
	for i := range blocks {
		reversed.Merge(blocks[len(blocks)-1-i])
	}
	check("reverse order", reversed)

	// into the first block's own tally, which holds a running part
	intoFirst := playBlocks(m, 7, nblocks, bs)
	for _, b := range intoFirst[1:] {
		intoFirst[0].Merge(b)
	}
	check("into the first block", intoFirst[0])

	r := rand.New(rand.NewPCG(11, 12))
	for k := range 20 {
		order := make([]*Tally, nblocks)
		for i, j := range r.Perm(nblocks) {
			order[i] = blocks[j]
		}
		check(fmt.Sprintf("random tree %d", k), mergeTree(metrics, order, r))
	}

	// Run: blocks of the model's size on 1, 2 and 3 workers
	sized := sizedModel{Model: m, size: bs}
	for _, w := range []int{1, 2, 3} {
		res := mustRun(t, sized, Options{Trials: nblocks * bs, Seed: 7, Workers: w})
		if res.BlockSize != bs {
			t.Fatalf("block size %d, want %d", res.BlockSize, bs)
		}
		got := &Tally{acc: make([]Accumulator, len(res.Metrics)), trials: res.Trials}
		for i := range res.Metrics {
			got.acc[i] = res.Metrics[i].Accumulator
		}
		check("Run", got)
	}

	// The old float merge (Chan et al.) in reverse order gives other bits
	// for these blocks, so the test would catch an order-dependent merge.
	forward, backward := chanMerge(blocks, false), chanMerge(blocks, true)
	if forward == backward {
		t.Error("the float merge does not depend on order for these blocks: the test shows nothing")
	}
}

// chanMerge merges the wide metric's running parts by Chan et al.'s float
// formula, in block order or reversed, and returns the mean and m2.
func chanMerge(blocks []*Tally, reverse bool) [2]float64 {
	var n, mean, m2 float64
	for i := range blocks {
		if reverse {
			i = len(blocks) - 1 - i
		}
		o := &blocks[i].acc[2].Moments
		on := float64(o.n)
		d := o.mean - mean
		mean += d * on / (n + on)
		m2 += o.m2 + d*d*n*on/(n+on)
		n += on
	}
	return [2]float64{mean, m2}
}

// sameMoments reports whether a and b hold the same observations: the same
// canonical encoding.
func sameMoments(a, b *Moments) bool {
	enc := func(m *Moments) []byte {
		out, err := (&Tally{acc: []Accumulator{{kind: KindMean, Moments: *m}}}).MarshalBinary()
		if err != nil {
			panic(err)
		}
		return out
	}
	return bytes.Equal(enc(a), enc(b))
}

// TestMomentsCopiesDoNotShareWrites: a copy of a merged Moments shares its
// exact part until one side merges more, and then neither sees the
// other's observations.
func TestMomentsCopiesDoNotShareWrites(t *testing.T) {
	var a, b Moments
	a.Add(1)
	b.Add(3)
	a.Merge(&b)
	c := a
	var d Moments
	d.Add(100)
	c.Merge(&d)
	if a.N() != 2 || a.Mean() != 2 || c.N() != 3 || c.Mean() != 104.0/3 {
		t.Errorf("original n %d mean %v, copy n %d mean %v; want 2, 2 and 3, %v", a.N(), a.Mean(), c.N(), c.Mean(), 104.0/3)
	}
	a.Merge(&d)
	if !sameMoments(&a, &c) {
		t.Error("the same observations merged into the original and the copy differ")
	}
}

// sizedModel is a model with a chosen block size.
type sizedModel struct {
	Model
	size int
}

func (m sizedModel) BlockSize() int { return m.size }

func TestTallyEncodingRoundTrip(t *testing.T) {
	m := wideModel{}
	blocks := playBlocks(m, 3, 4, 100)
	all := NewTally(m.Metrics())
	for _, b := range blocks {
		all.Merge(b)
	}
	for _, ty := range []*Tally{blocks[0], all, NewTally(m.Metrics())} {
		enc := mustEncode(t, ty)
		var back Tally
		if err := back.UnmarshalBinary(enc); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(mustEncode(t, &back), enc) {
			t.Error("decoding and encoding again changes the bytes")
		}
		for i, r := range readings(&back) {
			if want := readings(ty)[i]; r != want {
				t.Errorf("reading %d: %x after decoding, %x before", i, r, want)
			}
		}
		if back.Trials() != ty.Trials() {
			t.Errorf("trials %d after decoding, %d before", back.Trials(), ty.Trials())
		}
	}
	good := mustEncode(t, all)
	for name, bad := range map[string][]byte{
		"empty":     nil,
		"magic":     append([]byte("fltally9"), good[8:]...),
		"truncated": good[:len(good)-3],
		"left over": append(append([]byte{}, good...), 0),
		"kind":      append([]byte(tallyMagic), 0, 1, 99),
	} {
		var ty Tally
		if err := ty.UnmarshalBinary(bad); !errors.Is(err, errTallyEncoding) {
			t.Errorf("%s: error %v, want a bad tally encoding", name, err)
		}
	}
	if _, err := NewCapture(m.Metrics()).MarshalBinary(); err == nil {
		t.Error("a capture tally was encoded")
	}
}

func TestBlockSizeFor(t *testing.T) {
	for _, c := range []struct {
		cost float64
		want int
	}{
		{0, BlockSize}, {30, BlockSize}, {12_000, BlockSize}, {12_300, 2048},
		{200_000, 128}, {1e9, MinBlockSize},
	} {
		if got := BlockSizeFor(c.cost); got != c.want {
			t.Errorf("BlockSizeFor(%v) = %d, want %d", c.cost, got, c.want)
		}
	}
}

func TestRunUsesTheModelsBlockSize(t *testing.T) {
	m := sizedModel{Model: diceModel{}, size: 64}
	r := mustRun(t, m, Options{Trials: 1000, Seed: 1, Workers: 2})
	if r.BlockSize != 64 || r.Trials != 1000 {
		t.Errorf("block size %d, trials %d; want 64, 1000", r.BlockSize, r.Trials)
	}
	if d := mustRun(t, diceModel{}, Options{Trials: 10, Seed: 1}); d.BlockSize != BlockSize {
		t.Errorf("default block size %d, want %d", d.BlockSize, BlockSize)
	}
	// a precision run stops between rounds of blocks of the model's size
	p := mustRun(t, m, Options{Trials: 1 << 20, Seed: 1, Precision: 0.05})
	if !p.Converged || p.Trials%(precisionRoundBlocks*64) != 0 {
		t.Errorf("precision run: converged %v after %d trials, want a multiple of %d", p.Converged, p.Trials, precisionRoundBlocks*64)
	}
	for _, bad := range []int{0, MinBlockSize - 1, BlockSize + 1} {
		_, err := Run(context.Background(), sizedModel{Model: diceModel{}, size: bad}, Options{Trials: 10})
		if !errors.Is(err, ErrBadOptions) {
			t.Errorf("block size %d: error %v, want bad options", bad, err)
		}
	}
}

// TestCompareBlockSize: a comparison plays blocks of the smaller of its
// variants' sizes, and variants of one size play A as a run of A alone.
func TestCompareBlockSize(t *testing.T) {
	a, b := sizedModel{Model: diceModel{}, size: 64}, sizedModel{Model: diceModel{}, size: 256}
	o := Options{Trials: 1000, Seed: 3, Workers: 2}
	c, err := Compare(context.Background(), a, b, o)
	if err != nil {
		t.Fatal(err)
	}
	if c.A.BlockSize != 64 {
		t.Errorf("comparison block size %d, want 64", c.A.BlockSize)
	}
	same, err := Compare(context.Background(), a, a, o)
	if err != nil {
		t.Fatal(err)
	}
	alone := mustRun(t, a, o)
	for i := range alone.Metrics {
		if same.A.Metrics[i].Estimate() != alone.Metrics[i].Estimate() || same.A.Metrics[i].N() != alone.Metrics[i].N() {
			t.Errorf("metric %d: %v in the comparison, %v alone", i, same.A.Metrics[i].Estimate(), alone.Metrics[i].Estimate())
		}
	}
	if _, err := Compare(context.Background(), a, sizedModel{Model: diceModel{}, size: 1}, o); !errors.Is(err, ErrBadOptions) {
		t.Errorf("a variant of block size 1: error %v", err)
	}
}

// BenchmarkMergeBlock is the per-block cost of the exact merge: one block's
// tally of wideModel (a proportion, a histogram and two means) folded into
// a run's total. Compare it with a block's trials (BlockSize of them).
func BenchmarkMergeBlock(b *testing.B) {
	m := wideModel{}
	block := playBlocks(m, 1, 1, BlockSize)[0]
	total := NewTally(m.Metrics())
	for b.Loop() {
		total.Merge(block)
	}
}
