package job

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/sim"
)

// Status is what a set of parts of one run holds: which shards are done
// and which are missing.
type Status struct {
	Identity Identity
	// Parts are the parts read, by shard; nil for a missing shard.
	Parts []*Part
	// Paths are the parts' paths, by shard; "" for a missing shard.
	Paths []string
	// BlocksDone counts the blocks of the shards done, of Identity.Blocks.
	BlocksDone int64
}

// Done returns the shards whose part is there.
func (s *Status) Done() []int { return s.shards(true) }

// Missing returns the shards whose part is not there.
func (s *Status) Missing() []int { return s.shards(false) }

func (s *Status) shards(done bool) []int {
	var out []int
	for i, p := range s.Parts {
		if (p != nil) == done {
			out = append(out, i)
		}
	}
	return out
}

// ReadParts reads the parts at paths (shards' --out folders or their part
// files) and checks that they are of one run, each shard at most once. It
// refuses a part that cannot be read, a foreign part (another run's,
// naming what differs) and a shard given twice, naming the parts.
func ReadParts(paths []string) (*Status, error) {
	if len(paths) == 0 {
		return nil, usagef("merge needs the parts of a run: the --out folders of its shards")
	}
	var st *Status
	var first string
	for _, path := range paths {
		pt, err := ReadPart(path)
		if err != nil {
			return nil, err
		}
		if st == nil {
			st = &Status{Identity: pt.Identity, Parts: make([]*Part, max(0, min(pt.Identity.Shards, MaxShards))),
				Paths: make([]string, max(0, min(pt.Identity.Shards, MaxShards)))}
			first = path
		} else if what, a, b := identityDiff(st.Identity, pt.Identity); what != "" {
			return nil, usagef("part %s is not of the same run as %s: its %s is %s, not %s", path, first, what, b, a)
		}
		if pt.Shard < 0 || pt.Shard >= len(st.Parts) {
			return nil, usagef("part %s: shard %d of %d does not exist", path, pt.Shard, pt.Identity.Shards)
		}
		if other := st.Paths[pt.Shard]; other != "" {
			return nil, usagef("parts %s and %s are both shard %d of %d", other, path, pt.Shard, pt.Identity.Shards)
		}
		st.Parts[pt.Shard], st.Paths[pt.Shard] = pt, path
		st.BlocksDone += pt.BlocksPlayed
	}
	return st, nil
}

// identityDiff returns the first field of Identity, in its order (the
// settings before the counts derived from them), in which a and b differ,
// by its JSON name, with both values; "" when they are the same run. A
// scenario file named by two paths to the same place (good.yaml,
// ./good.yaml) is the same scenario: its text's hash guards its content.
func identityDiff(a, b Identity) (what, va, vb string) {
	a.Scenario, b.Scenario = filepath.Clean(a.Scenario), filepath.Clean(b.Scenario)
	ra, rb := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range ra.NumField() {
		fa, fb := identityField(ra.Field(i)), identityField(rb.Field(i))
		if !bytes.Equal(fa, fb) {
			name, _, _ := strings.Cut(ra.Type().Field(i).Tag.Get("json"), ",")
			return name, show(fa), show(fb)
		}
	}
	return "", "", ""
}

// identityField returns a field of an Identity as JSON, nil for an empty
// list (absent from a part, as omitempty writes it).
func identityField(v reflect.Value) json.RawMessage {
	if v.Kind() == reflect.Slice && v.Len() == 0 {
		return nil
	}
	raw, _ := json.Marshal(v.Interface())
	return raw
}

// show writes a JSON value for a message: "none" when absent.
func show(raw json.RawMessage) string {
	if len(raw) == 0 {
		return "none"
	}
	return string(raw)
}

// Merge reads the parts at paths, checks that they are of one run and
// cover every block once (a missing, duplicated or foreign part is refused
// with a message naming it), and returns the run's document, in lang: the
// same document, bit for bit, as the run played whole on one machine (the
// workers are the shards' and the time the slowest shard's).
func Merge(ctx context.Context, paths []string, lang reports.Lang) (reports.Document, error) {
	st, err := ReadParts(paths)
	if err != nil {
		return nil, err
	}
	if missing := st.Missing(); len(missing) > 0 {
		return nil, usagef("missing shards of %d: %s (no part among those given; fleetlab merge --status lists what is done)", st.Identity.Shards, List(missing))
	}
	if st.Identity.Mode == TournamentMode {
		return mergeTournament(st, lang)
	}
	id, first := st.Identity, st.Parts[0]
	mode := Run
	if id.Mode == Compare.String() {
		mode = Compare
	}
	// the scenario's fleets read the part's own copies of their lists and
	// catalogues, never a path the part names (a forged part could name
	// any file of the machine that merges)
	locate, cleanup, err := materialise(st.Paths[0], first.Files)
	if err != nil {
		return nil, err
	}
	defer cleanup()
	req := Request{Mode: mode, Scenario: id.Scenario, Source: []byte(first.Source), locate: locate, Sets: id.Sets, A: id.A, Vs: id.Vs,
		Sweeps: id.Sweeps, Trials: id.Trials, Seed: id.Seed, Workers: 1, Lang: lang}
	p, err := New(ctx, req)
	if err != nil {
		return nil, err
	}
	want := p.identity(req.Source, first.Files)
	want.Shards = id.Shards
	if what, a, b := identityDiff(want, id); what != "" {
		return nil, usagef("part %s was not made by this fleetlab from its own scenario: its %s is %s, not %s", st.Paths[0], what, b, a)
	}
	if err := checkShares(st, p); err != nil {
		return nil, err
	}
	var results []*sim.Result
	for k, models := range p.models() {
		metrics := models[0].Metrics()
		if mode == Compare {
			metrics = sim.PairedMetrics(models[0], models[1:])
		}
		total := sim.NewTally(metrics)
		workers, elapsed := 0, time.Duration(0)
		for i, pt := range st.Parts {
			if len(pt.Points) != len(p.blocks) {
				return nil, usagef("part %s holds %d points, the run has %d", st.Paths[i], len(pt.Points), len(p.blocks))
			}
			t, err := partTally(st.Paths[i], pt, k, metrics)
			if err != nil {
				return nil, err
			}
			total.Merge(t)
			workers, elapsed = max(workers, pt.Workers), max(elapsed, time.Duration(pt.Points[k].ElapsedNs))
		}
		res, err := sim.ResultOf(metrics, total)
		if err != nil {
			return nil, err
		}
		if res.Trials != id.Trials {
			return nil, usagef("the parts hold %d trials of point %d, the run has %d: a part was altered", res.Trials, k+1, id.Trials)
		}
		res.Seed, res.Workers, res.BlockSize, res.Elapsed = id.Seed, workers, p.blocks[k].size, elapsed
		results = append(results, res)
	}
	return p.document(results)
}

// checkShares refuses a part whose blocks or trials are not its shard's
// share of the job: a part of another shard relabelled, or altered.
func checkShares(st *Status, p *Plan) error {
	for i, pt := range st.Parts {
		sh := Shard{Index: i, Count: st.Identity.Shards}
		if len(pt.Points) != len(p.blocks) {
			return usagef("part %s holds %d points, the run has %d", st.Paths[i], len(pt.Points), len(p.blocks))
		}
		var blocks int64
		for k, pb := range p.blocks {
			blocks += sh.blocksIn(pb.first, pb.count)
			var t sim.Tally
			if err := t.UnmarshalBinary(pt.Points[k].Tally); err != nil {
				return usagef("part %s, point %d: %v", st.Paths[i], k+1, err)
			}
			if got, want := t.Trials(), pb.trials(p.req.Trials, sh); got != want {
				return usagef("part %s holds %d trials of point %d, shard %s plays %d: a part of another shard, or altered", st.Paths[i], got, k+1, sh.String(), want)
			}
		}
		if pt.BlocksPlayed != blocks {
			return usagef("part %s played %d blocks, shard %s has %d: a part of another shard, or altered", st.Paths[i], pt.BlocksPlayed, sh.String(), blocks)
		}
	}
	return nil
}

// partTally decodes point k of the part at path and checks it holds
// metrics.
func partTally(path string, pt *Part, k int, metrics []sim.Metric) (*sim.Tally, error) {
	var t sim.Tally
	if err := t.UnmarshalBinary(pt.Points[k].Tally); err != nil {
		return nil, usagef("part %s, point %d: %v", path, k+1, err)
	}
	if _, err := sim.ResultOf(metrics, &t); err != nil {
		return nil, usagef("part %s, point %d: %v", path, k+1, err)
	}
	return &t, nil
}

// List writes shard numbers as "1, 3, 4".
func List(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}
