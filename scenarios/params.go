package scenarios

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/fleetlab/fleetlab/scenarios/internal/yamldoc"
	"go.yaml.in/yaml/v3"
)

// ParamType is the type of a scenario parameter, taken from its default.
type ParamType uint8

// The parameter types.
const (
	ParamInt ParamType = iota + 1
	ParamFloat
	ParamBool
	ParamString
)

// String names the type as messages do: "whole number", "number",
// "true or false", "word".
func (t ParamType) String() string {
	switch t {
	case ParamInt:
		return "whole number"
	case ParamFloat:
		return "number"
	case ParamBool:
		return "true or false"
	case ParamString:
		return "word"
	}
	return "unknown"
}

// Param is a named scenario parameter: a value used as $name in the file,
// with a default that `--set name=value` overrides.
type Param struct {
	Name    string
	Doc     string
	Type    ParamType
	Default string   // the default, as text
	Min     *float64 // lowest allowed value, or nil
	Max     *float64 // highest allowed value, or nil
	Values  []string // allowed values of a word parameter, or nil for any
	line    int
}

// Check returns the canonical text of value for p, or an error saying what
// p accepts.
func (p *Param) Check(value string) (string, error) {
	var x float64
	switch p.Type {
	case ParamInt:
		v, err := strconv.ParseInt(strings.TrimSpace(value), 10, 64)
		if err != nil {
			return "", yamldoc.Problemf("%s takes a whole number%s, got %q", p.Name, p.bounds(), value)
		}
		x, value = float64(v), strconv.FormatInt(v, 10)
	case ParamFloat:
		v, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			return "", yamldoc.Problemf("%s takes a number%s, got %q", p.Name, p.bounds(), value)
		}
		x, value = v, strconv.FormatFloat(v, 'g', -1, 64)
	case ParamBool:
		if value != "true" && value != "false" {
			return "", yamldoc.Problemf("%s takes true or false, got %q%s", p.Name, value, yamldoc.Suggest(value, []string{"true", "false"}))
		}
		return value, nil
	case ParamString:
		if p.Values != nil && !slices.Contains(p.Values, value) {
			return "", yamldoc.Problemf("%s takes one of %s, got %q%s", p.Name, strings.Join(p.Values, ", "), value, yamldoc.Suggest(value, p.Values))
		}
		if value == "" {
			return "", yamldoc.Problemf("%s must not be empty", p.Name)
		}
		return value, nil
	}
	if p.Min != nil && x < *p.Min || p.Max != nil && x > *p.Max {
		near := p.Max
		if p.Min != nil && x < *p.Min {
			near = p.Min
		}
		return "", yamldoc.Problemf("%s must be%s, got %s (the nearest allowed is %g)", p.Name, p.bounds(), value, *near)
	}
	return value, nil
}

// bounds describes p's range, such as " from 1 to 100", or nothing (an
// empty Problem) with none.
func (p *Param) bounds() Problem {
	switch {
	case p.Min != nil && p.Max != nil:
		return yamldoc.Problemf(" from %g to %g", *p.Min, *p.Max)
	case p.Min != nil:
		return yamldoc.Problemf(" of at least %g", *p.Min)
	case p.Max != nil:
		return yamldoc.Problemf(" of at most %g", *p.Max)
	}
	return Problem{}
}

// Describe is a one-line summary of p for `fleetlab list`, such as
// "scanners=1 (whole number of at least 1): Active Scan attempts".
func (p *Param) Describe() string {
	kind := p.Type.String() + p.bounds().Error()
	if p.Values != nil {
		kind = strings.Join(p.Values, "|")
	}
	s := fmt.Sprintf("%s=%s (%s)", p.Name, p.Default, kind)
	if p.Doc != "" {
		s += ": " + p.Doc
	}
	return s
}

// Value is one parameter's value in a run.
type Value struct {
	Param *Param
	Text  string
}

// MarshalJSON writes the value as a JSON number, boolean or string
// according to its parameter's type.
func (v Value) MarshalJSON() ([]byte, error) {
	switch v.Param.Type {
	case ParamInt, ParamFloat, ParamBool:
		return []byte(v.Text), nil
	}
	return json.Marshal(v.Text)
}

// Values are a run's parameter values, in the scenario's declared order.
type Values []Value

// Get returns the value of the named parameter, or "" if there is none.
func (vs Values) Get(name string) string {
	for _, v := range vs {
		if v.Param.Name == name {
			return v.Text
		}
	}
	return ""
}

// String is "name=value name=value", in declared order.
func (vs Values) String() string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = v.Param.Name + "=" + v.Text
	}
	return strings.Join(parts, " ")
}

// Bind returns the scenario's parameter values: every default, overridden by
// each "name=value" of sets in turn (the last setting of a name wins). Its
// errors say the settings came from --set.
func (s *Scenario) Bind(sets []string) (Values, error) { return s.BindFlag("--set", sets) }

// BindFlag is Bind for settings given with flag, such as "--vs": its errors
// are *SetError naming the flag and the setting, with the nearest parameter
// name or value when one is near.
func (s *Scenario) BindFlag(flag string, sets []string) (Values, error) {
	vals := make(Values, len(s.Params))
	for i, p := range s.Params {
		vals[i] = Value{Param: p, Text: p.Default}
	}
	for _, set := range sets {
		name, value, ok := strings.Cut(set, "=")
		if !ok {
			if near := s.param(Nearest(set, s.paramNames())); near != nil {
				return nil, &SetError{flag, set, yamldoc.Problemf("expected name=value, such as %s=%s", near.Name, near.Default)}
			}
			return nil, &SetError{flag, set, yamldoc.Problemf("expected name=value (the parameters of %s: %s)", s.Name, s.paramList())}
		}
		i := slices.IndexFunc(s.Params, func(p *Param) bool { return p.Name == name })
		if i < 0 {
			return nil, &SetError{flag, set, yamldoc.Problemf("scenario %s has no parameter %q%s (its parameters: %s)",
				s.Name, name, yamldoc.Suggest(name, s.paramNames()), s.paramList())}
		}
		text, err := s.Params[i].Check(value)
		if err != nil {
			return nil, &SetError{flag, set, yamldoc.Problemf("%v (%s:%d)", err, s.File, s.Params[i].line)}
		}
		vals[i].Text = text
	}
	return vals, nil
}

// param returns the parameter called name, or nil.
func (s *Scenario) param(name string) *Param {
	for _, p := range s.Params {
		if p.Name == name {
			return p
		}
	}
	return nil
}

func (s *Scenario) paramNames() []string {
	names := make([]string, len(s.Params))
	for i, p := range s.Params {
		names[i] = p.Name
	}
	return names
}

// paramList lists the parameters' names, or says there are none.
func (s *Scenario) paramList() Problem {
	if len(s.Params) == 0 {
		return Problem{Format: "none"}
	}
	return Problem{Format: "%s", Args: []any{strings.Join(s.paramNames(), ", ")}}
}

// maxParams bounds the parameters one scenario declares.
const maxParams = 64

// parseParams reads the params: section.
func parseParams(d *yamldoc.Decoder, top *yamldoc.Object) ([]*Param, error) {
	names, keys, nodes, err := top.Entries("params")
	if err != nil {
		return nil, err
	}
	if len(names) > maxParams {
		return nil, d.Errorf(top.Value("params"), "params", "declares %d parameters; the most is %d", len(names), maxParams)
	}
	var params []*Param
	for i, name := range names {
		path := "params." + name
		o, err := d.Object(nodes[i], path, "default", "min", "max", "values", "doc")
		if err != nil {
			return nil, err
		}
		if err := o.Require("default"); err != nil {
			return nil, err
		}
		p := &Param{Name: name, line: keys[i].Line}
		def, err := d.Resolve(o.Value("default"), o.Field("default"))
		if err != nil {
			return nil, err
		}
		if def.Kind != yaml.ScalarNode {
			return nil, d.Errorf(def, o.Field("default"), "expected a single value, got %s", yamldoc.Describe(def))
		}
		switch def.ShortTag() {
		case "!!int":
			p.Type = ParamInt
		case "!!float":
			p.Type = ParamFloat
		case "!!bool":
			p.Type = ParamBool
		case "!!str":
			p.Type = ParamString
		default:
			return nil, d.Errorf(def, o.Field("default"), "expected a whole number, a number, true/false or a word, got %s", yamldoc.Describe(def))
		}
		if p.Doc, err = o.Str("doc", ""); err != nil {
			return nil, err
		}
		for _, bound := range []struct {
			key string
			to  **float64
		}{{"min", &p.Min}, {"max", &p.Max}} {
			if !o.Has(bound.key) {
				continue
			}
			if p.Type != ParamInt && p.Type != ParamFloat {
				return nil, d.Errorf(o.Value(bound.key), o.Field(bound.key), "only number parameters have a %s", bound.key)
			}
			v, err := o.Number(bound.key, 0, -math.MaxFloat64, math.MaxFloat64)
			if err != nil {
				return nil, err
			}
			*bound.to = &v
		}
		if o.Has("values") {
			if p.Type != ParamString {
				return nil, d.Errorf(o.Value("values"), o.Field("values"), "only word parameters have a list of values")
			}
			items, err := o.List("values", 100)
			if err != nil {
				return nil, err
			}
			for j, it := range items {
				text, _, _, err := d.Scalar(it, fmt.Sprintf("%s[%d]", o.Field("values"), j))
				if err != nil {
					return nil, err
				}
				p.Values = append(p.Values, text)
			}
		}
		if p.Default, err = p.Check(def.Value); err != nil {
			return nil, d.Errorf(def, o.Field("default"), "%v", err)
		}
		params = append(params, p)
	}
	return params, nil
}
