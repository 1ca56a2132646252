package job

import (
	"context"
	"slices"
	"strings"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// Plan is a checked request: its scenario loaded, every point's and
// variant's settings bound and compiled, every limit checked, so that
// Execute can only be stopped, not refused.
type Plan struct {
	req      Request
	scenario *scenarios.Scenario
	// sweep is true for a sweep (of a run or a comparison).
	sweep bool
	// runs are the points of a run: one, or one per point of a sweep in
	// row-major order (the last axis changes fastest).
	runs []*scenarios.Compiled
	// compares are the points of a comparison: one, or one per value of
	// the swept parameter.
	compares []*comparePoint
	// axes are the swept parameters as the report shows them.
	axes []reports.Axis
	// fixed are the parameters a sweep of a run does not change.
	fixed []reports.Param
	// blocks are each point's blocks, in the job's block numbering.
	blocks []pointBlocks
}

// pointBlocks are the blocks of one point of a job: size trials each (the
// last fewer), count of them, numbered from first in the job.
type pointBlocks struct {
	size         int
	first, count int64
}

// comparePoint is one comparison: variant A and the others, compiled.
type comparePoint struct {
	a      *scenarios.Compiled
	others []*scenarios.Compiled
}

// New checks req and returns its plan: the numbers within limits, the
// scenario loaded (from its file, the built-ins, or req.Source), the
// trials its default when req names none, every
// setting bound and every point compiled. A cancelled ctx stops the
// reading of a scenario file that does not come. Its errors are worded as
// the command line words them; IsBadInput tells the requester's mistakes.
func New(ctx context.Context, req Request) (*Plan, error) {
	if err := req.check(); err != nil {
		return nil, err
	}
	s, err := load(ctx, &req)
	if err != nil {
		return nil, err
	}
	if req.Trials == 0 {
		req.Trials = s.DefaultTrials()
		if req.DefaultCap > 0 {
			req.Trials = min(req.Trials, req.DefaultCap)
		}
	}
	p := &Plan{req: req, scenario: s, sweep: len(req.Sweeps) > 0}
	if req.Mode == Compare {
		err = p.planCompare()
	} else {
		err = p.planRun()
	}
	if err != nil {
		return nil, err
	}
	if err := p.numberBlocks(); err != nil {
		return nil, err
	}
	return p, nil
}

// numberBlocks numbers the blocks of every point in order.
func (p *Plan) numberBlocks() error {
	var first int64
	for _, models := range p.models() {
		size, err := sim.BlockSizeOf(models...)
		if err != nil {
			return err
		}
		n := (p.req.Trials + int64(size) - 1) / int64(size)
		p.blocks = append(p.blocks, pointBlocks{size: size, first: first, count: n})
		first += n
	}
	return nil
}

// models returns the models each point plays: a run's one, or A and the
// other variants of a comparison.
func (p *Plan) models() [][]sim.Model {
	var out [][]sim.Model
	for _, c := range p.runs {
		out = append(out, []sim.Model{c.Model})
	}
	for _, cp := range p.compares {
		ms := []sim.Model{cp.a.Model}
		for _, c := range cp.others {
			ms = append(ms, c.Model)
		}
		out = append(out, ms)
	}
	return out
}

// Blocks returns the number of blocks of the whole job, which shards
// share (see Shard).
func (p *Plan) Blocks() int64 {
	last := p.blocks[len(p.blocks)-1]
	return last.first + last.count
}

// Scenario returns the plan's scenario.
func (p *Plan) Scenario() *scenarios.Scenario { return p.scenario }

// Request returns the request the plan was made from.
func (p *Plan) Request() Request { return p.req }

// Trials returns the trials the job plays (every point's, or its shard's
// share), the total of a progress display.
func (p *Plan) Trials() int64 {
	var n int64
	for _, pb := range p.blocks {
		n += pb.trials(p.req.Trials, p.req.Shard)
	}
	return n
}

// trials returns the trials of the point's blocks that are shard's, of a
// point of total trials.
func (pb pointBlocks) trials(total int64, shard Shard) int64 {
	n := shard.blocksIn(pb.first, pb.count) * int64(pb.size)
	if last := pb.first + pb.count - 1; shard.has(last) {
		n -= pb.count*int64(pb.size) - total // the last block is short
	}
	return n
}

// Label returns what a progress display calls the job.
func (p *Plan) Label() string {
	name := p.scenario.Name
	switch {
	case p.req.Mode == Run && p.sweep:
		return name + " " + p.req.Lang.T("sweep")
	case p.req.Mode == Run:
		return name
	case p.sweep:
		return name + " A/B sweep"
	case len(p.req.Vs) > 1:
		return name + " A/" + reports.VariantName(0) + "…" + reports.VariantName(len(p.req.Vs)-1)
	}
	return name + " A/B"
}

// planRun binds and compiles a run, or every point of its sweep.
func (p *Plan) planRun() error {
	s, req := p.scenario, &p.req
	if !p.sweep {
		vals, err := s.Bind(req.Sets)
		if err != nil {
			return err
		}
		c, err := s.Compile(vals)
		if err != nil {
			return err
		}
		p.runs = []*scenarios.Compiled{c}
		return nil
	}
	if len(req.Sweeps) > 2 {
		return usagef("at most two --sweep parameters, got %d", len(req.Sweeps))
	}
	if req.Precision > 0 {
		return usagef("--precision and --sweep do not go together: every point plays --trials trials")
	}
	base, err := s.Bind(req.Sets)
	if err != nil {
		return err
	}
	var axes []sweepAxis
	points := 1
	for _, spec := range req.Sweeps {
		ax, err := parseSweep(spec)
		if err != nil {
			return err
		}
		for _, other := range axes {
			if other.name == ax.name {
				return usagef("--sweep %s is given twice", ax.name)
			}
		}
		for _, v := range ax.values { // check every value before anything runs
			if err := checkSweepValue(s, spec, ax.name, v); err != nil {
				return err
			}
		}
		axes = append(axes, ax)
		points *= len(ax.values)
	}
	if points > MaxSweepPoints {
		return usagef("the sweep has %d points; the most is %d", points, MaxSweepPoints)
	}
	swept := map[string]bool{}
	for _, ax := range axes {
		swept[ax.name] = true
	}
	for _, v := range base {
		if !swept[v.Param.Name] {
			p.fixed = append(p.fixed, param(v))
		}
	}
	for k := range points {
		sets := slices.Clone(req.Sets)
		idx := []int{k}
		if len(axes) == 2 {
			idx = []int{k / len(axes[1].values), k % len(axes[1].values)}
		}
		for a, i := range idx {
			sets = append(sets, axes[a].name+"="+axes[a].values[i])
		}
		vals, err := s.Bind(sets)
		if err != nil {
			return err
		}
		c, err := s.Compile(vals)
		if err != nil {
			return err
		}
		p.runs = append(p.runs, c)
	}
	for _, ax := range axes {
		a, err := ax.reportAxis(s, req.Sets)
		if err != nil {
			return err
		}
		p.axes = append(p.axes, a)
	}
	return nil
}

// planCompare binds and compiles a comparison, or every point of its
// sweep.
func (p *Plan) planCompare() error {
	s, req := p.scenario, &p.req
	if err := checkSets(s, req.Sets, req.A, req.Vs); err != nil {
		return err
	}
	if !p.sweep {
		cp, err := p.compilePoint(nil)
		if err != nil {
			return err
		}
		p.compares = []*comparePoint{cp}
		return nil
	}
	if len(req.Sweeps) > 1 {
		return usagef("compare takes one --sweep parameter, got %d", len(req.Sweeps))
	}
	if req.Precision > 0 {
		return usagef("--precision and --sweep do not go together: every point plays --trials trials")
	}
	spec := req.Sweeps[0]
	ax, err := parseSweep(spec)
	if err != nil {
		return err
	}
	for _, flag := range []struct {
		name string
		sets []string
	}{{"--set", req.Sets}, {"--a", req.A}, {"--vs", VariantSettings(strings.Join(req.Vs, " "))}} {
		if slices.ContainsFunc(flag.sets, func(set string) bool { return strings.HasPrefix(set, ax.name+"=") }) {
			return usagef("--sweep %s: %s also sets %s; the sweep gives it every value", spec, flag.name, ax.name)
		}
	}
	for _, v := range ax.values { // check every value before anything runs
		if err := checkSweepValue(s, spec, ax.name, v); err != nil {
			return err
		}
	}
	axis, err := ax.reportAxis(s, req.Sets)
	if err != nil {
		return err
	}
	p.axes = []reports.Axis{axis}
	for _, v := range ax.values {
		cp, err := p.compilePoint([]string{ax.name + "=" + v})
		if err != nil {
			return err
		}
		p.compares = append(p.compares, cp)
	}
	return nil
}

// compilePoint binds and compiles A and every --vs variant, each with
// extra settings after its own (a swept value).
func (p *Plan) compilePoint(extra []string) (*comparePoint, error) {
	s, req := p.scenario, &p.req
	valsA, err := s.Bind(append(append(slices.Clone(req.Sets), req.A...), extra...))
	if err != nil {
		return nil, err
	}
	cp := &comparePoint{}
	if cp.a, err = s.Compile(valsA); err != nil {
		return nil, err
	}
	for i, v := range req.Vs {
		settings := VariantSettings(v)
		if len(settings) == 0 {
			return nil, usagef("--vs %q: expected name=value settings for variant %s", v, reports.VariantName(i))
		}
		vals, err := s.Bind(append(append(slices.Clone(req.Sets), settings...), extra...))
		if err != nil {
			return nil, err
		}
		cv, err := s.Compile(vals)
		if err != nil {
			return nil, err
		}
		cp.others = append(cp.others, cv)
	}
	return cp, nil
}

// options returns the engine's options for point k of the plan: its
// shard's blocks alone when the request names a shard.
func (p *Plan) options(k int, precision float64) sim.Options {
	o := sim.Options{Trials: p.req.Trials, Seed: p.req.Seed, Workers: p.req.Workers, Precision: precision}
	if sh := p.req.Shard; sh.Sharded() {
		first := p.blocks[k].first
		o.Blocks = func(b int64) bool { return sh.has(first + b) }
	}
	return o
}
