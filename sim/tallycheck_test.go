package sim

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"math"
	"strings"
	"testing"
)

// TestTallyCheckRefusesImpossibleStates checks issue 36's finding that a
// part's tallies were believed whatever they said: a probability above 1
// (5.9158 [NaN, NaN] was reported), a metric observed more often than the
// tally has trials, a mean outside its observations (8.3e14 from wrapped
// counts) are each refused by Check, while real tallies pass.
func TestTallyCheckRefusesImpossibleStates(t *testing.T) {
	metrics := []Metric{{Name: "p", Kind: KindProbability}, {Name: "d", Kind: KindDistribution}, {Name: "m", Kind: KindMean}}
	good := NewTally(metrics)
	for i := range 100 {
		good.Bool(0, i%3 == 0)
		good.Int(1, i%7)
		good.Real(2, float64(i%5))
		good.trials++
	}
	if err := good.Check(); err != nil {
		t.Fatalf("a tally trials left is refused: %v", err)
	}
	var round Tally
	enc, _ := good.MarshalBinary()
	if err := round.UnmarshalBinary(enc); err != nil || round.Check() != nil {
		t.Fatalf("a decoded tally is refused: %v, %v", err, round.Check())
	}
	cases := map[string]func(tl *Tally){
		"successes": func(tl *Tally) { tl.acc[0].Proportion.Successes = 592 },
		"observations": func(tl *Tally) {
			tl.acc[0].Proportion.Trials += 5
			tl.acc[0].Proportion.Successes += 5
		},
		"trials": func(tl *Tally) { tl.trials = MaxTrials + 1 },
		"mean": func(tl *Tally) {
			tl.acc[2].Moments.exact.sum[len(tl.acc[2].Moments.exact.sum)-2] = 1 << 40
		},
	}
	for name, spoil := range cases {
		t.Run(name, func(t *testing.T) {
			var tl Tally
			if err := tl.UnmarshalBinary(enc); err != nil {
				t.Fatal(err)
			}
			spoil(&tl)
			if err := tl.Check(); err == nil {
				t.Errorf("a spoilt tally (%s) passes Check", name)
			}
		})
	}
}

// TestTallyDecodingRefusesWrappedHistogramCounts checks that histogram
// counts whose sum wraps past the largest int64 round to the stated
// observations are refused rather than read as a huge mean.
func TestTallyDecodingRefusesWrappedHistogramCounts(t *testing.T) {
	b := []byte(tallyMagic)
	b = binary.AppendUvarint(b, 2)
	b = binary.AppendUvarint(b, 1)
	b = append(b, byte(KindDistribution))
	b = binary.AppendUvarint(b, 2) // n
	b = binary.AppendVarint(b, 0)
	b = binary.AppendUvarint(b, 1)             // two values
	b = binary.AppendUvarint(b, math.MaxInt64) // wraps with the next
	b = binary.AppendUvarint(b, math.MaxInt64-(math.MaxInt64-1))
	b = binary.AppendUvarint(b, 0)
	var tl Tally
	err := tl.UnmarshalBinary(b[:len(b)-1])
	if err == nil || !strings.Contains(err.Error(), "add up") {
		t.Fatalf("wrapped counts: got %v, want a refusal of counts that add up past the largest int64", err)
	}
}

// TestEngineVersionPinsTheDraws checks that the draws of the engine's
// streams are those EngineVersion names: a change to the seeding, the
// integer, float or dice draws or the block size changes the hash below,
// and then EngineVersion must change with it (parts of two engines must
// not merge).
func TestEngineVersionPinsTheDraws(t *testing.T) {
	h := sha256.New()
	for _, seed := range []uint64{0, 1, 42} {
		for _, block := range []uint64{0, 1, 1 << 40} {
			s := NewStream(seed, block)
			for range 64 {
				h.Write(binary.LittleEndian.AppendUint64(nil, s.Uint64()))
				h.Write(binary.LittleEndian.AppendUint64(nil, math.Float64bits(s.Float64())))
				h.Write(binary.LittleEndian.AppendUint64(nil, uint64(s.IntN(1000))))
				a, b := s.D6Pair()
				h.Write([]byte{byte(s.D6()), byte(a), byte(b), byte(s.FirstAtLeast(9, 4))})
			}
		}
	}
	h.Write(binary.LittleEndian.AppendUint64(nil, BlockSize))
	got := hex.EncodeToString(h.Sum(nil))
	pinned := map[string]string{
		"stream-pcg-splitmix/1 dice-reservoir/1 block-4096/1": "dd0d7f4b3fca363a1ee158743e70fa45d62a5430f4310b2f43d02b86825ae610",
	}
	if want := pinned[EngineVersion]; got != want {
		t.Fatalf("the engine's draws hash to %s, EngineVersion %q pins %s: the draws changed, so change EngineVersion (and pin the new hash here)", got, EngineVersion, want)
	}
}
