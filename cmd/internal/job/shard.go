package job

import (
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/reports"
)

// MaxShards is the most shards a job may be split into.
const MaxShards = 100_000

// Shard is one task's share of a job: shard Index of Count, 0 ≤ Index <
// Count. The zero Shard (Count 0) is the whole job.
//
// The assignment of blocks to shards is fixed: the job's blocks are
// numbered in order, point by point (a sweep's points in row-major order,
// the last swept parameter changing fastest; a block of a comparison plays
// every variant), and block g goes to shard g mod Count. Round-robin keeps
// the shards' loads within one block of each other, even for a sweep whose
// points have a block each; a shard of a job with fewer blocks than shards
// may have none, and its part is still needed by the merge.
type Shard struct {
	Index, Count int
}

// Sharded reports whether s is a share of a job rather than the whole.
func (s Shard) Sharded() bool { return s.Count > 0 }

// String writes s as --shard takes it: index/count.
func (s Shard) String() string { return strconv.Itoa(s.Index) + "/" + strconv.Itoa(s.Count) }

// has reports whether the job's block g is the shard's.
func (s Shard) has(g int64) bool { return !s.Sharded() || g%int64(s.Count) == int64(s.Index) }

// blocksIn returns how many of the blocks [from, from+n) are the shard's.
func (s Shard) blocksIn(from, n int64) int64 {
	if !s.Sharded() {
		return n
	}
	c := int64(s.Count)
	upTo := func(g int64) int64 { // blocks of the shard in [0, g)
		return g/c + min(1, max(0, g%c-int64(s.Index)))
	}
	return upTo(from+n) - upTo(from)
}

// ShardEnv are the environment variables a batch system gives each task
// of an array its index in: a Kubernetes Indexed Job, then a Slurm job
// array (less SLURM_ARRAY_TASK_MIN, so that --array=1-100 is shards 0 to
// 99).
var ShardEnv = []string{"JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"}

// ParseShard reads --shard: "i/n" (shard i of n, counted from 0), or "/n"
// for the index the batch system gives the task (see ShardEnv), read with
// getenv.
func ParseShard(spec string, getenv func(string) string) (Shard, error) {
	is, ns, ok := strings.Cut(spec, "/")
	n, err := strconv.Atoi(strings.TrimSpace(ns))
	if !ok || err != nil || n < 1 || n > MaxShards {
		return Shard{}, usagef("--shard %s: expected i/n, shard i of n counted from 0 (n from 1 to %d), or /n to read i from %s", spec, MaxShards, strings.Join(ShardEnv, " or "))
	}
	if strings.TrimSpace(is) == "" {
		var from string
		for _, name := range ShardEnv {
			if is = getenv(name); is != "" {
				from = name
				break
			}
		}
		if from == "" {
			return Shard{}, usagef("--shard %s: no shard index: neither %s is set (give --shard i/%d)", spec, strings.Join(ShardEnv, " nor "), n)
		}
		if from == "SLURM_ARRAY_TASK_ID" {
			if lo, err := strconv.Atoi(getenv("SLURM_ARRAY_TASK_MIN")); err == nil {
				if id, err := strconv.Atoi(is); err == nil {
					is = strconv.Itoa(id - lo)
				}
			}
		}
		spec = is + "/" + ns + " (" + from + ")"
	}
	i, err := strconv.Atoi(strings.TrimSpace(is))
	if err != nil || i < 0 || i >= n {
		return Shard{}, BadRequest(reports.Msgf("--shard %s: the index must be a whole number from 0 to %d", spec, n-1))
	}
	return Shard{Index: i, Count: n}, nil
}
