package job

import (
	"context"
	"errors"
	"sync/atomic"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// Execute plays the plan and returns its document: a *reports.Run,
// *reports.Sweep, *reports.Comparison or *reports.ComparisonSweep. When ctx
// is cancelled it stops within a trial per worker and returns the partial
// document, its Incomplete true (a comparison sweep stopped before any
// trial returns ErrInterrupted). progress, when not nil, is told how many
// trials have been played.
func (p *Plan) Execute(ctx context.Context, progress Progress) (reports.Document, error) {
	if p.req.Shard.Sharded() {
		return nil, errors.New("job: a shard's plan is played by ExecuteShard, into a part for fleetlab merge")
	}
	results, err := p.play(ctx, progress)
	if err != nil {
		return nil, err
	}
	return p.document(results)
}

// play plays every point of the plan in order (its shard's blocks alone
// when it has one) and returns each point's result: a comparison's is the
// paired result of all its variants (sim.PairedResult). It stops after a
// point cut short by ctx, whose result is the last. progress, when not
// nil, is told the trials played.
func (p *Plan) play(ctx context.Context, progress Progress) ([]*sim.Result, error) {
	done := new(atomic.Int64)
	defer reportProgress(progress, done)()
	var out []*sim.Result
	for k, models := range p.models() {
		opts := p.options(k, p.req.Precision)
		opts.Done = done
		var res *sim.Result
		if p.req.Mode == Compare {
			cs, err := sim.CompareAll(ctx, models[0], models[1:], opts)
			if err != nil {
				return nil, err
			}
			res = sim.PairedResult(cs)
		} else {
			var err error
			if res, err = sim.Run(ctx, models[0], opts); err != nil {
				return nil, err
			}
		}
		out = append(out, res)
		if res.Interrupted {
			break
		}
	}
	return out, nil
}

// document returns the document of the plan's results, one per point
// (fewer when the job was interrupted): a *reports.Run, *reports.Sweep,
// *reports.Comparison or *reports.ComparisonSweep. A comparison sweep
// stopped before any trial returns ErrInterrupted.
func (p *Plan) document(results []*sim.Result) (reports.Document, error) {
	switch {
	case p.req.Mode == Compare && p.sweep:
		return document(p.compareSweep(results))
	case p.req.Mode == Compare:
		return p.comparisonReport(0, results[0]), nil
	case p.sweep:
		return p.runSweep(results), nil
	}
	return p.runReport(p.runs[0], results[0]), nil
}

// document returns d as a Document, or nil (not a nil *T) with an error.
func document[T reports.Document](d T, err error) (reports.Document, error) {
	if err != nil {
		return nil, err
	}
	return d, nil
}

// runReport gathers what the reports show about a compiled run.
func (p *Plan) runReport(c *scenarios.Compiled, res *sim.Result) *reports.Run {
	s := c.Scenario
	r := &reports.Run{Scenario: s.Name, Title: s.Title, Description: s.Description, Game: s.Game,
		Precision: p.req.Precision, Result: res, Lang: p.req.Lang, Words: words(s, p.req.Lang), Unmodelled: c.Unmodelled(), Notes: c.Notes()}
	for _, v := range c.Values {
		r.Params = append(r.Params, param(v))
	}
	return r
}

// runSweep returns the sweep of the points' results, each on the same
// seed; a point cut short is left out, so that every point shown played
// every trial.
func (p *Plan) runSweep(results []*sim.Result) *reports.Sweep {
	s := p.scenario
	sw := &reports.Sweep{Scenario: s.Name, Title: s.Title, Trials: p.req.Trials, Params: p.fixed, Axes: p.axes,
		Lang: p.req.Lang, Words: words(s, p.req.Lang)}
	for k, res := range results {
		if res.Interrupted {
			sw.Interrupted = true
			break
		}
		c := p.runs[k]
		pt := reports.SweepPoint{Result: res}
		for _, ax := range p.axes {
			pt.At = append(pt.At, typed(c.Values[indexOf(c.Values, ax.Name)]))
		}
		sw.Points = append(sw.Points, pt)
	}
	return sw
}

// comparisonReport gathers what the reports show about comparison k, its
// paired result res: the parameters every variant shares, and what makes
// each differ.
func (p *Plan) comparisonReport(k int, res *sim.Result) *reports.Comparison {
	s, cp := p.scenario, p.compares[k]
	cs := sim.SplitPaired(res, len(cp.others))
	report := &reports.Comparison{Scenario: s.Name, Title: s.Title, Result: cs[0], Precision: p.req.Precision,
		Lang: p.req.Lang, Words: words(s, p.req.Lang)}
	for j := 1; j < len(cs); j++ {
		report.Others = append(report.Others, reports.Variant{Name: reports.VariantName(j), Result: cs[j]})
	}
	for i, v := range cp.a.Values {
		same := true
		for _, o := range cp.others {
			same = same && o.Values[i].Text == v.Text
		}
		if same {
			report.Params = append(report.Params, param(v))
			continue
		}
		report.SetA = append(report.SetA, param(v))
		for j, o := range cp.others {
			if j == 0 {
				report.SetB = append(report.SetB, param(o.Values[i]))
			} else {
				report.Others[j-1].Set = append(report.Others[j-1].Set, param(o.Values[i]))
			}
		}
	}
	return report
}

// compareSweep returns the comparison sweep of the points' results; a
// point cut short is kept when it played any trial.
func (p *Plan) compareSweep(results []*sim.Result) (*reports.ComparisonSweep, error) {
	sw := &reports.ComparisonSweep{Axis: p.axes[0]}
	for k, res := range results {
		c := p.comparisonReport(k, res)
		if res.Interrupted {
			sw.Interrupted = true
			if res.Trials > 0 {
				sw.Points = append(sw.Points, c)
			}
			break
		}
		sw.Points = append(sw.Points, c)
	}
	if len(sw.Points) == 0 {
		return nil, ErrInterrupted
	}
	return sw, nil
}
