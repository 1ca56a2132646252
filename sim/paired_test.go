package sim

import (
	"context"
	"testing"
)

// thresholdModel records whether a d6 shows at least k, and the die.
type thresholdModel struct{ k int }

func (m thresholdModel) Metrics() []Metric {
	return []Metric{{Name: "hit", Kind: KindProbability}, {Name: "die", Kind: KindDistribution}}
}
func (m thresholdModel) NewTrial() Trial { return thresholdTrial(m) }

type thresholdTrial struct{ k int }

func (t thresholdTrial) Play(s *Stream, tally *Tally) {
	d := s.D6()
	tally.Bool(0, d >= t.k)
	tally.Int(1, d)
}

// TestCompareUsesCommonRandomNumbers: A hits on 4+, B on 3+, reading the
// same die, so B − A is 1 exactly when the die shows 3: a mean of 1/6,
// and the die itself never differs.
func TestCompareUsesCommonRandomNumbers(t *testing.T) {
	c, err := Compare(context.Background(), thresholdModel{4}, thresholdModel{3}, Options{Trials: 200_000, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	d := &c.Diff[0]
	se := d.SD() / 447.2 // √200000
	if m := d.Mean(); m < 1.0/6-4.5*se || m > 1.0/6+4.5*se {
		t.Errorf("mean paired difference %v, exact 1/6", m)
	}
	if lo, hi := c.DiffCI95(1); lo != 0 || hi != 0 {
		t.Errorf("the die differs between variants: interval [%v, %v], want [0, 0]", lo, hi)
	}
	// The pairing narrows the interval by √(Var(1{die=3}) / (Var A + Var B))
	// = √((1/6·5/6) / (1/4 + 2/9)) ≈ 0.542.
	lo, hi := c.DiffCI95(0)
	if ratio := (hi - lo) / 2 / c.IndependentHalfWidth(0); ratio < 0.52 || ratio > 0.56 {
		t.Errorf("paired / independent half-width = %v, want about 0.542", ratio)
	}
	if c.A.Trials != 200_000 || c.B.Trials != 200_000 {
		t.Errorf("trials %d and %d", c.A.Trials, c.B.Trials)
	}
}

func TestCompareIsIdenticalForAnyWorkerCount(t *testing.T) {
	var first *Comparison
	for _, w := range []int{1, 2, 8} {
		c, err := Compare(context.Background(), thresholdModel{4}, thresholdModel{5}, Options{Trials: 100_000, Seed: 9, Workers: w})
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = c
			continue
		}
		if !sameMoments(&c.Diff[0], &first.Diff[0]) || c.A.Metrics[0].Proportion != first.A.Metrics[0].Proportion {
			t.Errorf("workers %d: a different comparison", w)
		}
	}
}

func TestCompareRefusesDifferentMetrics(t *testing.T) {
	if _, err := Compare(context.Background(), thresholdModel{4}, diceModel{}, Options{Trials: 10}); err == nil {
		t.Error("variants with different metrics were compared")
	}
}

// TestCompareAllPlaysEveryVariantOnTheSameDice: A hits on 4+, B on 3+, C on
// 5+, all reading the same die: B − A is +1/6 and C − A is −1/6 on average,
// the die never differs, and both comparisons share A's one result.
func TestCompareAllPlaysEveryVariantOnTheSameDice(t *testing.T) {
	cs, err := CompareAll(context.Background(), thresholdModel{4}, []Model{thresholdModel{3}, thresholdModel{5}}, Options{Trials: 200_000, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 2 || cs[0].A != cs[1].A {
		t.Fatalf("%d comparisons, sharing A: %v", len(cs), len(cs) == 2 && cs[0].A == cs[1].A)
	}
	for j, want := range []float64{1.0 / 6, -1.0 / 6} {
		d := &cs[j].Diff[0]
		se := d.SD() / 447.2 // √200000
		if m := d.Mean(); m < want-4.5*se || m > want+4.5*se {
			t.Errorf("variant %d: mean paired difference %v, exact %v", j, m, want)
		}
		if lo, hi := cs[j].DiffCI95(1); lo != 0 || hi != 0 {
			t.Errorf("variant %d: the die differs: [%v, %v]", j, lo, hi)
		}
		if got := cs[j].B.Metrics[0].Name; got != "hit" {
			t.Errorf("variant %d's first metric is %q", j, got)
		}
	}
	if _, err := CompareAll(context.Background(), thresholdModel{4}, nil, Options{Trials: 10}); err == nil {
		t.Error("a comparison with no variant ran")
	}
}
