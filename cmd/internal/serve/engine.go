package serve

// engine.go is the one place where the server plays scenarios: it loads
// them, binds parameters as --set does, compiles, runs (with progress and
// cancellation), and builds the report documents and the files --out
// writes. It calls scenarios, sim and reports exactly as the run, sweep and
// compare commands of cmd/internal/cli do today. When cmd/internal/job
// (issue 14 item 3) exists, this file is replaced by calls to it; the rest
// of the server sees only the engine interface.
//
// Written here again because cli's helpers are unexported and cli imports
// serve: typed (cli/run.go), words (cli/words.go), the sweep parsing and
// loop (cli/sweep.go parseSweep, runSweep) and compareAt
// (cli/compare.go). The job package is to own them once for both.

import (
	"bytes"
	"context"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
	"github.com/fleetlab/fleetlab/sim"
)

// engine is what the server needs from the job path.
type engine interface {
	// Load returns the built-in scenario called name, or, when upload is
	// not nil, parses it as a scenario file called name.
	Load(name string, upload []byte) (*scenarios.Scenario, error)
	// Run plays req, adding the trials played to done as it goes, and
	// returns the documents and files of its report. Cancelling ctx stops
	// the run early with its partial result, marked as interrupted.
	Run(ctx context.Context, req request, done *atomic.Int64) (*outcome, error)
}

// The kinds of run the page asks for, as the command line has them.
const (
	modeRun     = "run"     // fleetlab run S --set …
	modeCompare = "compare" // fleetlab compare S --set … --vs "…"
	modeSweep   = "sweep"   // fleetlab run S --set … --sweep … [--sweep …]
)

// request is one run the page asks for, in the command line's terms.
type request struct {
	Scenario  *scenarios.Scenario
	Mode      string
	Sets      []string // --set name=value, in order
	VS        []string // compare: variant B's settings (one --vs)
	Sweeps    []string // sweep: name=a..b or name=v1,v2,… (one or two)
	Trials    int64
	Seed      uint64
	Precision float64
	Workers   int
	Lang      reports.Lang
}

// total returns the trials req plays when it runs to the end, for progress.
func (req request) total() int64 {
	if req.Mode != modeSweep {
		return req.Trials
	}
	points := int64(1)
	for _, spec := range req.Sweeps {
		if ax, err := parseSweep(spec); err == nil {
			points *= int64(len(ax.values))
		}
	}
	return points * req.Trials
}

// outcome is a finished (or interrupted) run: one of its documents, and
// the files `--out` writes for it (results.json, results.csv, report.html).
type outcome struct {
	Run        *reports.Run
	Sweep      *reports.Sweep
	Comparison *reports.Comparison
	// Interrupted is true when the run was stopped early.
	Interrupted bool
	Files       map[string][]byte
}

// maxSweepPoints bounds the points of a sweep, as cli.MaxSweepPoints.
const maxSweepPoints = 400

// errInterrupted is the CLI's message for a run stopped early.
var errInterrupted = reports.Msgf("interrupted: the partial result above covers the trials completed")

// localEngine plays runs in this process with today's packages.
type localEngine struct{}

// Load returns a built-in scenario, or parses an uploaded file.
func (localEngine) Load(name string, upload []byte) (*scenarios.Scenario, error) {
	if upload == nil {
		return scenarios.Builtin(name)
	}
	return scenarios.Parse(name, upload)
}

// Run plays req as `fleetlab run` or `fleetlab compare` would.
func (localEngine) Run(ctx context.Context, req request, done *atomic.Int64) (*outcome, error) {
	switch req.Mode {
	case modeCompare:
		return compare(ctx, req, done)
	case modeSweep:
		return sweep(ctx, req, done)
	}
	return run(ctx, req, done)
}

// run is `fleetlab run` (cli/run.go).
func run(ctx context.Context, req request, done *atomic.Int64) (*outcome, error) {
	s := req.Scenario
	vals, err := s.Bind(req.Sets)
	if err != nil {
		return nil, err
	}
	compiled, err := s.Compile(vals)
	if err != nil {
		return nil, err
	}
	opts := sim.Options{Trials: req.Trials, Seed: req.Seed, Workers: req.Workers, Precision: req.Precision, Done: done}
	res, err := sim.Run(ctx, compiled.Model, opts)
	if err != nil {
		return nil, err
	}
	r := &reports.Run{Scenario: s.Name, Title: s.Title, Description: s.Description, Game: s.Game,
		Precision: req.Precision, Result: res, Lang: req.Lang, Words: words(s, req.Lang)}
	for _, v := range compiled.Values {
		r.Params = append(r.Params, reports.Param{Name: v.Param.Name, Value: typed(v)})
	}
	// JSON and CSV keep the file's English whatever r.Lang (as --out's)
	files, err := reportFiles(
		func(w io.Writer) error { return reports.Write(w, r, reports.JSON) },
		func(w io.Writer) error { return reports.Write(w, r, reports.CSV) },
		func(w io.Writer) error { return reports.Write(w, r, reports.HTML) })
	if err != nil {
		return nil, err
	}
	return &outcome{Run: r, Interrupted: res.Interrupted, Files: files}, nil
}

// compare is `fleetlab compare S --set … --vs "…"` with one variant
// (cli/compare.go's compareAt).
func compare(ctx context.Context, req request, done *atomic.Int64) (*outcome, error) {
	s := req.Scenario
	if _, err := s.BindFlag("--set", req.Sets); err != nil {
		return nil, err
	}
	if len(req.VS) == 0 {
		return nil, reports.Msgf("compare needs at least one --vs name=value: what makes variant B differ")
	}
	if _, err := s.BindFlag("--vs", req.VS); err != nil {
		return nil, err
	}
	valsA, err := s.Bind(req.Sets)
	if err != nil {
		return nil, err
	}
	ca, err := s.Compile(valsA)
	if err != nil {
		return nil, err
	}
	valsB, err := s.Bind(append(append([]string{}, req.Sets...), req.VS...))
	if err != nil {
		return nil, err
	}
	cb, err := s.Compile(valsB)
	if err != nil {
		return nil, err
	}
	opts := sim.Options{Trials: req.Trials, Seed: req.Seed, Workers: req.Workers, Precision: req.Precision, Done: done}
	cs, err := sim.CompareAll(ctx, ca.Model, []sim.Model{cb.Model}, opts)
	if err != nil {
		return nil, err
	}
	c := &reports.Comparison{Scenario: s.Name, Title: s.Title, Result: cs[0], Precision: req.Precision, Lang: req.Lang, Words: words(s, req.Lang)}
	for i, v := range valsA {
		if valsB[i].Text == v.Text {
			c.Params = append(c.Params, reports.Param{Name: v.Param.Name, Value: typed(v)})
			continue
		}
		c.SetA = append(c.SetA, reports.Param{Name: v.Param.Name, Value: typed(v)})
		c.SetB = append(c.SetB, reports.Param{Name: v.Param.Name, Value: typed(valsB[i])})
	}
	files, err := reportFiles(
		func(w io.Writer) error { return reports.Write(w, c, reports.JSON) },
		func(w io.Writer) error { return reports.Write(w, c, reports.CSV) },
		func(w io.Writer) error { return reports.Write(w, c, reports.HTML) })
	if err != nil {
		return nil, err
	}
	return &outcome{Comparison: c, Interrupted: cs[0].A.Interrupted, Files: files}, nil
}

// sweepAxis is a parsed --sweep: a parameter and its values as text.
type sweepAxis struct {
	name   string
	values []string
}

// parseSweep reads "name=a..b" (whole numbers from a to b) or
// "name=v1,v2,..." (cli/sweep.go).
func parseSweep(spec string) (sweepAxis, error) {
	name, vals, ok := strings.Cut(spec, "=")
	if !ok || name == "" || vals == "" {
		return sweepAxis{}, reports.Msgf("--sweep %s: expected name=a..b or name=v1,v2,...", spec)
	}
	ax := sweepAxis{name: name}
	if a, b, isRange := strings.Cut(vals, ".."); isRange {
		lo, err1 := strconv.ParseInt(strings.TrimSpace(a), 10, 64)
		hi, err2 := strconv.ParseInt(strings.TrimSpace(b), 10, 64)
		if err1 != nil || err2 != nil || lo > hi {
			return ax, reports.Msgf("--sweep %s: a range is two whole numbers, the first not above the second", spec)
		}
		if gap := uint64(hi) - uint64(lo); gap >= maxSweepPoints {
			n := "18446744073709551616" // 2^64: every int64
			if gap < math.MaxUint64 {
				n = strconv.FormatUint(gap+1, 10)
			}
			return ax, reports.Msgf("--sweep %s: the range has %s values; a sweep has at most %d points", spec, n, maxSweepPoints)
		}
		for i := range hi - lo + 1 {
			ax.values = append(ax.values, strconv.FormatInt(lo+i, 10))
		}
		return ax, nil
	}
	if n := strings.Count(vals, ",") + 1; n > maxSweepPoints {
		return ax, reports.Msgf("--sweep %s: %d values; a sweep has at most %d points", name, n, maxSweepPoints)
	}
	for _, v := range strings.Split(vals, ",") {
		ax.values = append(ax.values, strings.TrimSpace(v))
	}
	return ax, nil
}

// sweep is `fleetlab run S --set … --sweep …` (cli/sweep.go's runSweep).
func sweep(ctx context.Context, req request, done *atomic.Int64) (*outcome, error) {
	s := req.Scenario
	switch {
	case len(req.Sweeps) > 2:
		return nil, reports.Msgf("at most two --sweep parameters, got %d", len(req.Sweeps))
	case req.Precision > 0:
		return nil, reports.Msgf("--precision and --sweep do not go together: every point plays --trials trials")
	}
	base, err := s.Bind(req.Sets)
	if err != nil {
		return nil, err
	}
	var axes []sweepAxis
	points := 1
	for _, spec := range req.Sweeps {
		ax, err := parseSweep(spec)
		if err != nil {
			return nil, err
		}
		for _, other := range axes {
			if other.name == ax.name {
				return nil, reports.Msgf("--sweep %s is given twice", ax.name)
			}
		}
		for _, v := range ax.values { // every value is checked before anything runs
			if _, err := s.BindFlag("--sweep", []string{ax.name + "=" + v}); err != nil {
				var se *scenarios.SetError
				if errors.As(err, &se) {
					se.Setting = spec
				}
				return nil, err
			}
		}
		axes = append(axes, ax)
		points *= len(ax.values)
	}
	if points > maxSweepPoints {
		return nil, reports.Msgf("the sweep has %d points; the most is %d", points, maxSweepPoints)
	}
	sw := &reports.Sweep{Scenario: s.Name, Title: s.Title, Trials: req.Trials, Lang: req.Lang, Words: words(s, req.Lang)}
	swept := map[string]bool{}
	for _, ax := range axes {
		swept[ax.name] = true
	}
	for _, v := range base {
		if !swept[v.Param.Name] {
			sw.Params = append(sw.Params, reports.Param{Name: v.Param.Name, Value: typed(v)})
		}
	}
	for k := range points {
		sets := append([]string{}, req.Sets...)
		idx := []int{k}
		if len(axes) == 2 {
			idx = []int{k / len(axes[1].values), k % len(axes[1].values)}
		}
		for a, i := range idx {
			sets = append(sets, axes[a].name+"="+axes[a].values[i])
		}
		vals, err := s.Bind(sets)
		if err != nil {
			return nil, err
		}
		c, err := s.Compile(vals)
		if err != nil {
			return nil, err
		}
		res, err := sim.Run(ctx, c.Model, sim.Options{Trials: req.Trials, Seed: req.Seed, Workers: req.Workers, Done: done})
		if err != nil {
			return nil, err
		}
		if res.Interrupted { // a point cut short is left out: every point shown played every trial
			sw.Interrupted = true
			break
		}
		pt := reports.SweepPoint{Result: res}
		for a := range idx {
			pt.At = append(pt.At, valueOf(vals, axes[a].name))
		}
		sw.Points = append(sw.Points, pt)
	}
	for _, ax := range axes {
		a := reports.Axis{Name: ax.name}
		for _, v := range ax.values {
			vals, _ := s.Bind(append(append([]string{}, req.Sets...), ax.name+"="+v))
			a.Values = append(a.Values, valueOf(vals, ax.name))
		}
		sw.Axes = append(sw.Axes, a)
	}
	if len(sw.Points) == 0 {
		return nil, errInterrupted
	}
	files, err := reportFiles(
		func(w io.Writer) error { return reports.Write(w, sw, reports.JSON) },
		func(w io.Writer) error { return reports.Write(w, sw, reports.CSV) },
		func(w io.Writer) error { return reports.Write(w, sw, reports.HTML) })
	if err != nil {
		return nil, err
	}
	return &outcome{Sweep: sw, Interrupted: sw.Interrupted, Files: files}, nil
}

// reportFiles renders the files of --out the page offers for download.
func reportFiles(json, csv, html func(io.Writer) error) (map[string][]byte, error) {
	files := map[string][]byte{}
	for _, f := range []struct {
		name  string
		write func(io.Writer) error
	}{{reports.JSONFile, json}, {reports.CSVFile, csv}, {reports.HTMLFile, html}} {
		var b bytes.Buffer
		if err := f.write(&b); err != nil {
			return nil, err
		}
		files[f.name] = b.Bytes()
	}
	return files, nil
}

// valueOf returns the typed value of the named parameter in vals.
func valueOf(vals scenarios.Values, name string) any {
	for _, v := range vals {
		if v.Param.Name == name {
			return typed(v)
		}
	}
	return nil
}

// typed returns a parameter value as the Go type JSON should carry
// (cli/run.go).
func typed(v scenarios.Value) any {
	switch v.Param.Type {
	case scenarios.ParamInt:
		if n, err := strconv.ParseInt(v.Text, 10, 64); err == nil {
			return n
		}
	case scenarios.ParamFloat:
		if x, err := strconv.ParseFloat(v.Text, 64); err == nil {
			return x
		}
	case scenarios.ParamBool:
		return v.Text == "true"
	}
	return v.Text
}

// words returns the scenario's title, description and metric docs in l,
// or nil in English (cli/words.go).
func words(s *scenarios.Scenario, l reports.Lang) *reports.Words {
	if l == reports.English {
		return nil
	}
	tr := s.Translated(l.String(), nil)
	return &reports.Words{Title: tr.Title, Description: tr.Description, Docs: tr.Measure}
}
