package job

import (
	"context"
	"strings"
	"testing"
)

// TestParseShard: --shard i/n, and /n with the index from a Kubernetes
// Indexed Job or a Slurm job array (less its first task's id).
func TestParseShard(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(name string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == name {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	for _, tc := range []struct {
		spec string
		env  func(string) string
		want Shard
		err  string
	}{
		{"2/5", env(), Shard{2, 5}, ""},
		{"0/1", env(), Shard{0, 1}, ""},
		{"/4", env("JOB_COMPLETION_INDEX", "3"), Shard{3, 4}, ""},
		{"/4", env("SLURM_ARRAY_TASK_ID", "2"), Shard{2, 4}, ""},
		{"/4", env("SLURM_ARRAY_TASK_ID", "4", "SLURM_ARRAY_TASK_MIN", "1"), Shard{3, 4}, ""},
		{"/4", env("JOB_COMPLETION_INDEX", "0", "SLURM_ARRAY_TASK_ID", "3"), Shard{0, 4}, ""},
		{"/4", env(), Shard{}, "no shard index"},
		{"/4", env("JOB_COMPLETION_INDEX", "4"), Shard{}, "from 0 to 3"},
		{"5/5", env(), Shard{}, "from 0 to 4"},
		{"-1/5", env(), Shard{}, "from 0 to 4"},
		{"1/0", env(), Shard{}, "expected i/n"},
		{"3", env(), Shard{}, "expected i/n"},
	} {
		got, err := ParseShard(tc.spec, tc.env)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) || !IsBadInput(err) {
				t.Errorf("%q: %v, want an error saying %q", tc.spec, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q: %v, %v; want %v", tc.spec, got, err, tc.want)
		}
	}
}

// TestShardsShareTheBlocks: every block of a job is in exactly one shard,
// and the shards' trials add up to the job's, for a sweep whose points'
// last blocks are short.
func TestShardsShareTheBlocks(t *testing.T) {
	for _, n := range []int{1, 2, 3, 7, 50} {
		var trials int64
		for i := range n {
			req := Request{Scenario: "tie-break", Sweeps: []string{"admiral_a=1..3"}, Trials: 10_000, Workers: 1, Shard: Shard{i, n}}
			p, err := New(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			trials += p.Trials()
			var blocks int64
			for _, pb := range p.blocks {
				for b := range pb.count {
					if req.Shard.has(pb.first + b) {
						blocks++
					}
				}
			}
			if got := req.Shard.blocksIn(0, p.Blocks()); got != blocks {
				t.Errorf("shard %d/%d: blocksIn counts %d blocks, has %d", i, n, got, blocks)
			}
		}
		if trials != 30_000 {
			t.Errorf("%d shards play %d trials in all, want 30000", n, trials)
		}
	}
}
