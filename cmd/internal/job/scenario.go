package job

import (
	"context"
	"errors"
	"strconv"

	"github.com/fleetlab/fleetlab/reports"
	"github.com/fleetlab/fleetlab/scenarios"
)

// Load returns the request's scenario alone, unbound (what a form shows
// before anything is set): the uploaded text r.Source parsed, the built-in
// called r.Scenario, or (unless r.Builtin) the file at that path. Its
// errors are New's.
func Load(ctx context.Context, r Request) (*scenarios.Scenario, error) { return load(ctx, &r) }

// load reads the request's scenario, giving up when ctx is cancelled:
// reading a file can block for ever (a FIFO with no writer, a stalled
// network mount), and Ctrl-C must still end the command. The abandoned
// read ends with the process.
func load(ctx context.Context, r *Request) (*scenarios.Scenario, error) {
	switch {
	case r.Source != nil && r.locate != nil:
		return scenarios.ParseListsAt(r.Scenario, r.Source, r.locate)
	case r.Source != nil && r.Lists:
		return scenarios.ParseLists(r.Scenario, r.Source)
	case r.Source != nil:
		return scenarios.Parse(r.Scenario, r.Source)
	case r.Builtin:
		return scenarios.Builtin(r.Scenario)
	}
	type loaded struct {
		s   *scenarios.Scenario
		err error
	}
	ch := make(chan loaded, 1)
	go func() {
		s, err := scenarios.Load(r.Scenario)
		ch <- loaded{s, err}
	}()
	select {
	case l := <-ch:
		return l.s, l.err
	case <-ctx.Done():
		return nil, Interrupted(reports.Msgf("interrupted while reading %s: nothing was run", r.Scenario))
	}
}

// words returns the scenario's title, description and metric docs in l,
// from its translations: section, or nil in English.
func words(s *scenarios.Scenario, l reports.Lang) *reports.Words {
	if l == reports.English {
		return nil
	}
	tr := s.Translated(l.String(), nil)
	return &reports.Words{Title: tr.Title, Description: tr.Description, Docs: tr.Measure}
}

// typed returns a parameter value as the Go type JSON should carry.
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

// param returns a bound value as a report shows it.
func param(v scenarios.Value) reports.Param {
	return reports.Param{Name: v.Param.Name, Value: typed(v)}
}

// indexOf returns the index of the value of parameter name, or -1.
func indexOf(vals scenarios.Values, name string) int {
	for i, v := range vals {
		if v.Param.Name == name {
			return i
		}
	}
	return -1
}

// checkSets binds the settings of compare's --set, --a and each --vs
// (several settings separated by spaces) on their own, so that a bad one is
// reported with the flag it came with.
func checkSets(s *scenarios.Scenario, sets, a, vs []string) error {
	if _, err := s.BindFlag("--set", sets); err != nil {
		return err
	}
	if _, err := s.BindFlag("--a", a); err != nil {
		return err
	}
	for _, v := range vs {
		if _, err := s.BindFlag("--vs", VariantSettings(v)); err != nil {
			return err
		}
	}
	return nil
}

// checkSweepValue binds one value of a --sweep spec (such as
// admiral_a=0..3), so that a bad one is reported as "--sweep SPEC: …".
func checkSweepValue(s *scenarios.Scenario, spec, name, value string) error {
	_, err := s.BindFlag("--sweep", []string{name + "=" + value})
	var se *scenarios.SetError
	if errors.As(err, &se) {
		se.Setting = spec
	}
	return err
}
