package sim

import (
	"bytes"
	"context"
	"fmt"
	"reflect"
	"testing"
)

// TestShardsMergeToTheRun: the blocks of a run played as n shards (block b
// in shard b mod n, a shard with no block among them), each part encoded,
// decoded and merged, give the single run's exact state and readings, for
// a run and a comparison.
func TestShardsMergeToTheRun(t *testing.T) {
	const nblocks, bs = 7, 300
	m := sizedModel{Model: wideModel{}, size: bs}
	o := Options{Trials: nblocks*bs - 17, Seed: 9, Workers: 2}
	single := mustRun(t, m, o)
	want := mustEncode(t, single.Tally())
	pairedWant := func() *Result {
		cs, err := CompareAll(context.Background(), m, []Model{m, m}, o)
		if err != nil {
			t.Fatal(err)
		}
		return PairedResult(cs)
	}()
	for _, n := range []int{1, 2, 3, 10} {
		metrics := m.Metrics()
		total := NewTally(metrics)
		pairedMetrics := PairedMetrics(m, []Model{m, m})
		pairedTotal := NewTally(pairedMetrics)
		for i := range n {
			so := o
			so.Blocks = func(b int64) bool { return b%int64(n) == int64(i) }
			part := mustRun(t, m, so)
			var back Tally
			if err := back.UnmarshalBinary(mustEncode(t, part.Tally())); err != nil {
				t.Fatal(err)
			}
			total.Merge(&back)
			cs, err := CompareAll(context.Background(), m, []Model{m, m}, so)
			if err != nil {
				t.Fatal(err)
			}
			pairedTotal.Merge(PairedResult(cs).Tally())
		}
		if got := mustEncode(t, total); !bytes.Equal(got, want) {
			t.Errorf("%d shards: the merged state differs from the run's", n)
		}
		res, err := ResultOf(metrics, total)
		if err != nil {
			t.Fatal(err)
		}
		for i := range res.Metrics {
			a, b := &res.Metrics[i], &single.Metrics[i]
			alo, ahi := a.CI95()
			blo, bhi := b.CI95()
			if a.Estimate() != b.Estimate() || alo != blo || ahi != bhi || a.N() != b.N() {
				t.Errorf("%d shards: metric %s reads differently", n, a.Name)
			}
		}
		paired, err := ResultOf(pairedMetrics, pairedTotal)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(mustEncode(t, paired.Tally()), mustEncode(t, pairedWant.Tally())) {
			t.Errorf("%d shards: the merged comparison differs", n)
		}
		cs := SplitPaired(paired, 2)
		wantCs := SplitPaired(pairedWant, 2)
		for j := range cs {
			for i := range cs[j].Diff {
				if fmt.Sprint(cs[j].DiffCI95(i)) != fmt.Sprint(wantCs[j].DiffCI95(i)) {
					t.Errorf("%d shards: variant %d metric %d: the paired interval differs", n, j, i)
				}
			}
		}
	}
	if _, err := ResultOf(m.Metrics()[:1], single.Tally()); err == nil {
		t.Error("a tally of other metrics was taken")
	}
	if err := (Options{Trials: 10, Precision: 0.1, Blocks: func(int64) bool { return true }}).Validate(); err == nil {
		t.Error("a precision run over a selection of blocks was accepted")
	}
	if !reflect.DeepEqual(PairedMetrics(m, []Model{m}), func() []Metric {
		cs, _ := CompareAll(context.Background(), m, []Model{m}, o)
		var out []Metric
		for _, r := range PairedResult(cs).Metrics {
			out = append(out, r.Metric)
		}
		return out
	}()) {
		t.Error("PairedMetrics and PairedResult list different metrics")
	}
}
