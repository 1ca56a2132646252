package job

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// Progress is told the trials played so far, out of the plan's Trials,
// about ten times a second while a job plays, and once more when it ends.
// It is called from one goroutine at a time.
type Progress func(done int64)

// progressEvery is how often Execute tells its Progress.
const progressEvery = 100 * time.Millisecond

// Execute plays the plan and returns its document: a *reports.Run,
// *reports.Sweep, *reports.Comparison or *reports.ComparisonSweep. When ctx
// is cancelled it stops within a trial per worker and returns the partial
// document, its Incomplete true (a comparison sweep stopped before any
// trial returns ErrInterrupted). progress, when not nil, is told how many
// trials have been played.
func (p *Plan) Execute(ctx context.Context, progress Progress) (reports.Document, error) {
	done := new(atomic.Int64)
	if progress != nil {
		quit, finished := make(chan struct{}), make(chan struct{})
		go func() {
			defer close(finished)
			t := time.NewTicker(progressEvery)
			defer t.Stop()
			for {
				select {
				case <-quit:
					return
				case <-t.C:
					progress(done.Load())
				}
			}
		}()
		defer func() {
			close(quit)
			<-finished
			progress(done.Load())
		}()
	}
	switch {
	case p.req.Mode == Compare && p.sweep:
		return document(p.compareSweep(ctx, done))
	case p.req.Mode == Compare:
		return document(p.compare(ctx, p.compares[0], done))
	case p.sweep:
		return document(p.runSweep(ctx, done))
	}
	return document(p.run(ctx, done))
}

// document returns d as a Document, or nil (not a nil *T) with an error.
func document[T reports.Document](d T, err error) (reports.Document, error) {
	if err != nil {
		return nil, err
	}
	return d, nil
}

// run plays a single run.
func (p *Plan) run(ctx context.Context, done *atomic.Int64) (*reports.Run, error) {
	c := p.runs[0]
	opts := p.options(p.req.Precision)
	opts.Done = done
	res, err := sim.Run(ctx, c.Model, opts)
	if err != nil {
		return nil, err
	}
	return p.runReport(c, res), nil
}

// runReport gathers what the reports show about a compiled run.
func (p *Plan) runReport(c *scenarios.Compiled, res *sim.Result) *reports.Run {
	s := c.Scenario
	r := &reports.Run{Scenario: s.Name, Title: s.Title, Description: s.Description, Game: s.Game,
		Precision: p.req.Precision, Result: res, Lang: p.req.Lang, Words: words(s, p.req.Lang)}
	for _, v := range c.Values {
		r.Params = append(r.Params, param(v))
	}
	return r
}

// runSweep plays every point of a sweep, each on the same seed.
func (p *Plan) runSweep(ctx context.Context, done *atomic.Int64) (*reports.Sweep, error) {
	s := p.scenario
	sw := &reports.Sweep{Scenario: s.Name, Title: s.Title, Trials: p.req.Trials, Params: p.fixed, Axes: p.axes,
		Lang: p.req.Lang, Words: words(s, p.req.Lang)}
	for _, c := range p.runs {
		opts := p.options(0)
		opts.Done = done
		res, err := sim.Run(ctx, c.Model, opts)
		if err != nil {
			return nil, err
		}
		if res.Interrupted { // a point cut short is left out: every point shown played every trial
			sw.Interrupted = true
			break
		}
		sw.Points = append(sw.Points, p.sweepPoint(c, res))
	}
	return sw, nil
}

// sweepPoint returns a point of a sweep: its swept values and result.
func (p *Plan) sweepPoint(c *scenarios.Compiled, res *sim.Result) reports.SweepPoint {
	pt := reports.SweepPoint{Result: res}
	for _, ax := range p.axes {
		pt.At = append(pt.At, typed(c.Values[indexOf(c.Values, ax.Name)]))
	}
	return pt
}

// compare plays one comparison on common random numbers.
func (p *Plan) compare(ctx context.Context, cp *comparePoint, done *atomic.Int64) (*reports.Comparison, error) {
	models := make([]sim.Model, len(cp.others))
	for i, c := range cp.others {
		models[i] = c.Model
	}
	opts := p.options(p.req.Precision)
	opts.Done = done
	cs, err := sim.CompareAll(ctx, cp.a.Model, models, opts)
	if err != nil {
		return nil, err
	}
	return p.comparisonReport(cp, cs), nil
}

// comparisonReport gathers what the reports show about a comparison: the
// parameters every variant shares, and what makes each differ.
func (p *Plan) comparisonReport(cp *comparePoint, cs []*sim.Comparison) *reports.Comparison {
	s := p.scenario
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

// compareSweep plays the comparison at every value of the swept parameter,
// each on the same seed.
func (p *Plan) compareSweep(ctx context.Context, done *atomic.Int64) (*reports.ComparisonSweep, error) {
	sw := &reports.ComparisonSweep{Axis: p.axes[0]}
	for _, cp := range p.compares {
		c, err := p.compare(ctx, cp, done)
		if err != nil {
			return nil, err
		}
		if c.Result.A.Interrupted {
			sw.Interrupted = true
			if c.Result.A.Trials > 0 {
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
