// Package yamldoc reads typed values out of a YAML node tree for the
// scenario compilers, the catalogue and the list importers: mappings whose
// keys are checked against the fields a section allows, numbers in range,
// names, pairs, lists and enumerations, with "$name" parameters
// substituted. Every problem is an [*Error] naming the file, the line and
// the field's path, its wording a [Problem] (a format and its arguments)
// that the command line translates by its format string: a format here
// must not change without the translations in reports/lang.go. A decoding
// visits at most a fixed number of nodes, aliases counted each time they
// are followed, so an alias bomb is refused.
package yamldoc

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// maxNodes bounds how many YAML nodes one decoding may visit, aliases
// followed each time they are used. Real scenarios use a few hundred; an
// alias bomb ("billion laughs") would need billions.
const maxNodes = 200_000

// Decoder reads typed values out of a YAML node tree, substituting
// parameters and reporting every problem as an *Error with its line.
type Decoder struct {
	File   string                 // the file's name, for messages
	Params map[string]*ParamValue // "$name" scalars take these values
	visits int
}

// ParamValue is a parameter's value for one compilation.
type ParamValue struct {
	Text string  // the value as YAML scalar text
	Set  Problem // how it was given, for messages: "the default" or "set"
}

// Errorf returns an *Error at n's line (0 for nil: the whole file) naming
// field, its problem worded by format and args as [Problemf] keeps them.
func (d *Decoder) Errorf(n *yaml.Node, field, format string, args ...any) error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &Error{File: d.File, Line: line, Field: field, Err: Problemf(format, args...)}
}

// Resolve follows aliases and counts the visit against the node budget.
func (d *Decoder) Resolve(n *yaml.Node, field string) (*yaml.Node, error) {
	for n != nil && n.Kind == yaml.AliasNode {
		d.visits++
		n = n.Alias
	}
	d.visits++
	if d.visits > maxNodes {
		return nil, d.Errorf(n, field, "the file expands to more than %d YAML nodes (aliases included); refusing it as an alias bomb", maxNodes)
	}
	if n == nil {
		return nil, d.Errorf(nil, field, "missing value")
	}
	return n, nil
}

// Object is a YAML mapping whose keys have been checked against the fields
// a section allows.
type Object struct {
	d      *Decoder
	node   *yaml.Node
	path   string
	values map[string]*yaml.Node
	keys   map[string]*yaml.Node
	order  []string
}

// Object checks that n is a mapping with no unknown or repeated keys.
func (d *Decoder) Object(n *yaml.Node, path string, known ...string) (*Object, error) {
	n, err := d.Resolve(n, path)
	if err != nil {
		return nil, err
	}
	if n.Kind != yaml.MappingNode {
		if len(known) == 0 { // an open mapping: ship names, parameter names, …
			return nil, d.Errorf(n, path, "expected a mapping, got %s", Describe(n))
		}
		return nil, d.Errorf(n, path, "expected a mapping of %s, got %s", strings.Join(known, ", "), Describe(n))
	}
	o := &Object{d: d, node: n, path: path, values: map[string]*yaml.Node{}, keys: map[string]*yaml.Node{}}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, err := d.Resolve(n.Content[i], path)
		if err != nil {
			return nil, err
		}
		if k.Kind != yaml.ScalarNode {
			return nil, d.Errorf(k, path, "a key must be a plain name, got %s", Describe(k))
		}
		key := k.Value
		field := join(path, key)
		if known != nil && !slices.Contains(known, key) {
			return nil, d.Errorf(k, field, "unknown field%s (expected one of %s)", Suggest(key, known), strings.Join(known, ", "))
		}
		if prev, dup := o.keys[key]; dup {
			return nil, d.Errorf(k, field, "given twice (first on line %d)", prev.Line)
		}
		o.keys[key] = k
		o.values[key] = n.Content[i+1]
		o.order = append(o.order, key)
	}
	return o, nil
}

// Value returns the node given for key, or nil.
func (o *Object) Value(key string) *yaml.Node { return o.values[key] }

// Key returns the node of key itself (for its line), or nil.
func (o *Object) Key(key string) *yaml.Node { return o.keys[key] }

// Keys returns the mapping's keys in file order.
func (o *Object) Keys() []string { return o.order }

// Node returns the mapping's node.
func (o *Object) Node() *yaml.Node { return o.node }

// Path returns the mapping's path, such as fleets.red, for messages.
func (o *Object) Path() string { return o.path }

// Decoder returns the decoder that read the mapping.
func (o *Object) Decoder() *Decoder { return o.d }

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// Has reports whether the mapping gives key.
func (o *Object) Has(key string) bool { _, ok := o.values[key]; return ok }

// Field returns the path of key, for messages.
func (o *Object) Field(key string) string { return join(o.path, key) }

// Require fails unless every key is given.
func (o *Object) Require(keys ...string) error {
	for _, k := range keys {
		if !o.Has(k) {
			return o.d.Errorf(o.node, o.path, "missing required field %s", k)
		}
	}
	return nil
}

// Scalar returns the text of the scalar at key (after parameter
// substitution), its node, and a note naming the parameter it came from.
func (o *Object) Scalar(key string) (text string, n *yaml.Node, from Problem, err error) {
	return o.d.Scalar(o.values[key], o.Field(key))
}

// Scalar returns the text of the scalar at n (after parameter substitution),
// its node, and a note naming the parameter it came from; field names it in
// messages.
func (d *Decoder) Scalar(n *yaml.Node, field string) (text string, at *yaml.Node, from Problem, err error) {
	n, err = d.Resolve(n, field)
	if err != nil {
		return "", nil, Problem{}, err
	}
	if n.Kind != yaml.ScalarNode {
		return "", n, Problem{}, d.Errorf(n, field, "expected a single value, got %s", Describe(n))
	}
	text = n.Value
	ref, negate := strings.CutPrefix(text, "-")
	if name, ok := strings.CutPrefix(ref, "$"); ok && n.Style == 0 {
		p, ok := d.Params[name]
		if !ok {
			return "", n, Problem{}, d.Errorf(n, field, "unknown parameter $%s (declared: %s)", name, d.paramNames())
		}
		text, from = p.Text, Problemf(" (from $%s = %s, %s)", name, p.Text, p.Set)
		if negate { // -$name: the parameter's value negated, for numbers
			if _, err := strconv.ParseFloat(p.Text, 64); err != nil {
				return "", n, Problem{}, d.Errorf(n, field, "-$%s negates a number, but $%s = %q%s", name, name, p.Text, from)
			}
			if t, neg := strings.CutPrefix(p.Text, "-"); neg {
				text = t
			} else {
				text = "-" + p.Text
			}
			from = Problemf(" (from -$%s, $%s = %s, %s)", name, name, p.Text, p.Set)
		}
	}
	return text, n, from, nil
}

func (d *Decoder) paramNames() string {
	if len(d.Params) == 0 {
		return "none"
	}
	names := make([]string, 0, len(d.Params))
	for n := range d.Params {
		names = append(names, "$"+n)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// Integer reads a whole number in [lo, hi] at key, or def when absent.
func (o *Object) Integer(key string, def, lo, hi int) (int, error) {
	if !o.Has(key) {
		return def, nil
	}
	text, n, from, err := o.Scalar(key)
	if err != nil {
		return 0, err
	}
	return o.d.Integer(text, n, o.Field(key), from, lo, hi)
}

// Integer reads text, the scalar at n (from a parameter when from says so),
// as a whole number in [lo, hi]; field names it in messages.
func (d *Decoder) Integer(text string, n *yaml.Node, field string, from Problem, lo, hi int) (int, error) {
	v, err := strconv.ParseInt(strings.ReplaceAll(text, "_", ""), 10, 64)
	if err != nil {
		return 0, d.Errorf(n, field, "expected a whole number from %d to %d, got %q%s", lo, hi, text, from)
	}
	if v < int64(lo) || v > int64(hi) {
		return 0, d.Errorf(n, field, "must be from %d to %d, got %d%s", lo, hi, v, from)
	}
	return int(v), nil
}

// Number reads a real number in [lo, hi] at key, or def when absent.
func (o *Object) Number(key string, def, lo, hi float64) (float64, error) {
	if !o.Has(key) {
		return def, nil
	}
	text, n, from, err := o.Scalar(key)
	if err != nil {
		return 0, err
	}
	v, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, o.d.Errorf(n, o.Field(key), "expected a number from %g to %g, got %q%s", lo, hi, text, from)
	}
	if v < lo || v > hi {
		return 0, o.d.Errorf(n, o.Field(key), "must be from %g to %g, got %g%s", lo, hi, v, from)
	}
	return v, nil
}

// Pair reads [x, y] at key, each from −limit to limit in unit (named in
// messages), or def when absent.
func (o *Object) Pair(key string, def [2]float64, unit string, limit float64) ([2]float64, error) {
	if !o.Has(key) {
		return def, nil
	}
	return o.d.Pair(o.values[key], o.Field(key), unit, limit)
}

// Pair reads the [x, y] at n, each from −limit to limit in unit.
func (d *Decoder) Pair(n *yaml.Node, field, unit string, limit float64) ([2]float64, error) {
	var xy [2]float64
	items, err := d.List(n, field, 2)
	if err != nil {
		return xy, err
	}
	if len(items) != 2 {
		return xy, d.Errorf(n, field, "expected [x, y] in %s", unit)
	}
	for j, it := range items {
		f := fmt.Sprintf("%s[%d]", field, j)
		text, at, from, err := d.Scalar(it, f)
		if err != nil {
			return xy, err
		}
		v, err := strconv.ParseFloat(text, 64)
		if err != nil || math.IsNaN(v) || math.Abs(v) > limit {
			return xy, d.Errorf(at, f, "expected a number of %s from %g to %g, got %q%s", unit, -limit, limit, text, from)
		}
		xy[j] = v
	}
	return xy, nil
}

// Boolean reads true or false at key, or def when absent.
func (o *Object) Boolean(key string, def bool) (bool, error) {
	if !o.Has(key) {
		return def, nil
	}
	text, n, from, err := o.Scalar(key)
	if err != nil {
		return false, err
	}
	switch text {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, o.d.Errorf(n, o.Field(key), "expected true or false, got %q%s", text, from)
}

// Str reads a string at key, or def when absent. A given string must not
// be empty.
func (o *Object) Str(key, def string) (string, error) {
	if !o.Has(key) {
		return def, nil
	}
	text, n, _, err := o.Scalar(key)
	if err != nil {
		return "", err
	}
	if text == "" {
		return "", o.d.Errorf(n, o.Field(key), "must not be empty")
	}
	return text, nil
}

// Name reads an identifier at key: letters, digits, '-' and '_'.
func (o *Object) Name(key string) (string, *yaml.Node, error) {
	text, n, from, err := o.Scalar(key)
	if err != nil {
		return "", n, err
	}
	if !ValidName(text) {
		return "", n, o.d.Errorf(n, o.Field(key), "%q is not a valid name: use letters, digits, '-' and '_', starting with a letter%s", text, from)
	}
	return text, n, nil
}

// ValidName reports whether s is an identifier a scenario may give: 1 to
// 64 letters, digits, '-' and '_', starting with a letter.
func ValidName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i, r := range s {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (i == 0 || !(r >= '0' && r <= '9' || r == '-' || r == '_')) {
			return false
		}
	}
	return true
}

// Enum reads a value at key with parse, or returns def when absent.
func Enum[T any](o *Object, key string, def T, parse func(string) (T, error)) (T, error) {
	if !o.Has(key) {
		return def, nil
	}
	text, n, from, err := o.Scalar(key)
	if err != nil {
		return def, err
	}
	v, err := parse(text)
	if err != nil {
		return def, o.d.Errorf(n, o.Field(key), "%v%s", NearName(err), from)
	}
	return v, nil
}

// List checks that the value at key is a sequence of at most max items and
// returns them.
func (o *Object) List(key string, max int) ([]*yaml.Node, error) {
	if !o.Has(key) {
		return nil, nil
	}
	return o.d.List(o.values[key], o.Field(key), max)
}

// List checks that n is a sequence of at most max items and returns them.
func (d *Decoder) List(n *yaml.Node, field string, max int) ([]*yaml.Node, error) {
	n, err := d.Resolve(n, field)
	if err != nil {
		return nil, err
	}
	if n.Kind != yaml.SequenceNode {
		return nil, d.Errorf(n, field, "expected a list, got %s", Describe(n))
	}
	if len(n.Content) > max {
		return nil, d.Errorf(n, field, "has %d items; the most is %d", len(n.Content), max)
	}
	return n.Content, nil
}

// Entries returns the keys and values of the mapping at key, in file order,
// each key checked to be a valid name.
func (o *Object) Entries(key string) ([]string, []*yaml.Node, []*yaml.Node, error) {
	if !o.Has(key) {
		return nil, nil, nil, nil
	}
	m, err := o.d.Object(o.values[key], o.Field(key))
	if err != nil {
		return nil, nil, nil, err
	}
	var vals, keys []*yaml.Node
	for _, k := range m.order {
		if !ValidName(k) {
			return nil, nil, nil, o.d.Errorf(m.keys[k], m.Field(k), "%q is not a valid name: use letters, digits, '-' and '_', starting with a letter", k)
		}
		vals = append(vals, m.values[k])
		keys = append(keys, m.keys[k])
	}
	return m.order, keys, vals, nil
}

// Describe names a node's kind for messages, quoting a scalar (its first
// maxQuoted characters when it is longer).
func Describe(n *yaml.Node) Problem {
	switch n.Kind {
	case yaml.MappingNode:
		return Problem{"a mapping", nil}
	case yaml.SequenceNode:
		return Problem{"a list", nil}
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return Problem{"nothing", nil}
		}
		if r := []rune(n.Value); len(r) > maxQuoted {
			return Problem{"%q… (a text of %d characters)", []any{string(r[:maxQuoted]), len(r)}}
		}
		return Problem{"%q", []any{n.Value}}
	case yaml.DocumentNode:
		return Problem{"a document", nil}
	}
	return Problem{"something else", nil}
}

// maxQuoted is the most characters of a value Describe quotes: a file
// given where a list was expected is named, not printed.
const maxQuoted = 60
