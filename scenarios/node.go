package scenarios

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

// decoder reads typed values out of a YAML node tree, substituting
// parameters and reporting every problem as an *Error with its line.
type decoder struct {
	file   string
	params map[string]*paramValue // "$name" scalars take these values
	visits int
}

// paramValue is a parameter's value for one compilation.
type paramValue struct {
	text string  // the value as YAML scalar text
	set  Problem // how it was given, for messages: "the default" or "set"
}

func (d *decoder) errorf(n *yaml.Node, field, format string, args ...any) error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &Error{File: d.file, Line: line, Field: field, Err: problemf(format, args...)}
}

// resolve follows aliases and counts the visit against the node budget.
func (d *decoder) resolve(n *yaml.Node, field string) (*yaml.Node, error) {
	for n != nil && n.Kind == yaml.AliasNode {
		d.visits++
		n = n.Alias
	}
	d.visits++
	if d.visits > maxNodes {
		return nil, d.errorf(n, field, "the file expands to more than %d YAML nodes (aliases included); refusing it as an alias bomb", maxNodes)
	}
	if n == nil {
		return nil, d.errorf(nil, field, "missing value")
	}
	return n, nil
}

// object is a YAML mapping whose keys have been checked against the fields
// a section allows.
type object struct {
	d      *decoder
	node   *yaml.Node
	path   string
	values map[string]*yaml.Node
	keys   map[string]*yaml.Node
	order  []string
}

// object checks that n is a mapping with no unknown or repeated keys.
func (d *decoder) object(n *yaml.Node, path string, known ...string) (*object, error) {
	n, err := d.resolve(n, path)
	if err != nil {
		return nil, err
	}
	if n.Kind != yaml.MappingNode {
		if len(known) == 0 { // an open mapping: ship names, parameter names, …
			return nil, d.errorf(n, path, "expected a mapping, got %s", describe(n))
		}
		return nil, d.errorf(n, path, "expected a mapping of %s, got %s", strings.Join(known, ", "), describe(n))
	}
	o := &object{d: d, node: n, path: path, values: map[string]*yaml.Node{}, keys: map[string]*yaml.Node{}}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, err := d.resolve(n.Content[i], path)
		if err != nil {
			return nil, err
		}
		if k.Kind != yaml.ScalarNode {
			return nil, d.errorf(k, path, "a key must be a plain name, got %s", describe(k))
		}
		key := k.Value
		field := join(path, key)
		if known != nil && !slices.Contains(known, key) {
			return nil, d.errorf(k, field, "unknown field%s (expected one of %s)", suggest(key, known), strings.Join(known, ", "))
		}
		if prev, dup := o.keys[key]; dup {
			return nil, d.errorf(k, field, "given twice (first on line %d)", prev.Line)
		}
		o.keys[key] = k
		o.values[key] = n.Content[i+1]
		o.order = append(o.order, key)
	}
	return o, nil
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// has reports whether the mapping gives key.
func (o *object) has(key string) bool { _, ok := o.values[key]; return ok }

// field returns the path of key, for messages.
func (o *object) field(key string) string { return join(o.path, key) }

// require fails unless every key is given.
func (o *object) require(keys ...string) error {
	for _, k := range keys {
		if !o.has(k) {
			return o.d.errorf(o.node, o.path, "missing required field %s", k)
		}
	}
	return nil
}

// scalar returns the text of the scalar at key (after parameter
// substitution), its node, and a note naming the parameter it came from.
func (o *object) scalar(key string) (text string, n *yaml.Node, from Problem, err error) {
	return o.d.scalar(o.values[key], o.field(key))
}

func (d *decoder) scalar(n *yaml.Node, field string) (text string, at *yaml.Node, from Problem, err error) {
	n, err = d.resolve(n, field)
	if err != nil {
		return "", nil, Problem{}, err
	}
	if n.Kind != yaml.ScalarNode {
		return "", n, Problem{}, d.errorf(n, field, "expected a single value, got %s", describe(n))
	}
	text = n.Value
	ref, negate := strings.CutPrefix(text, "-")
	if name, ok := strings.CutPrefix(ref, "$"); ok && n.Style == 0 {
		p, ok := d.params[name]
		if !ok {
			return "", n, Problem{}, d.errorf(n, field, "unknown parameter $%s (declared: %s)", name, d.paramNames())
		}
		text, from = p.text, problemf(" (from $%s = %s, %s)", name, p.text, p.set)
		if negate { // -$name: the parameter's value negated, for numbers
			if _, err := strconv.ParseFloat(p.text, 64); err != nil {
				return "", n, Problem{}, d.errorf(n, field, "-$%s negates a number, but $%s = %q%s", name, name, p.text, from)
			}
			if t, neg := strings.CutPrefix(p.text, "-"); neg {
				text = t
			} else {
				text = "-" + p.text
			}
			from = problemf(" (from -$%s, $%s = %s, %s)", name, name, p.text, p.set)
		}
	}
	return text, n, from, nil
}

func (d *decoder) paramNames() string {
	if len(d.params) == 0 {
		return "none"
	}
	names := make([]string, 0, len(d.params))
	for n := range d.params {
		names = append(names, "$"+n)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// integer reads a whole number in [lo, hi] at key, or def when absent.
func (o *object) integer(key string, def, lo, hi int) (int, error) {
	if !o.has(key) {
		return def, nil
	}
	text, n, from, err := o.scalar(key)
	if err != nil {
		return 0, err
	}
	return o.d.integer(text, n, o.field(key), from, lo, hi)
}

func (d *decoder) integer(text string, n *yaml.Node, field string, from Problem, lo, hi int) (int, error) {
	v, err := strconv.ParseInt(strings.ReplaceAll(text, "_", ""), 10, 64)
	if err != nil {
		return 0, d.errorf(n, field, "expected a whole number from %d to %d, got %q%s", lo, hi, text, from)
	}
	if v < int64(lo) || v > int64(hi) {
		return 0, d.errorf(n, field, "must be from %d to %d, got %d%s", lo, hi, v, from)
	}
	return int(v), nil
}

// number reads a real number in [lo, hi] at key, or def when absent.
func (o *object) number(key string, def, lo, hi float64) (float64, error) {
	if !o.has(key) {
		return def, nil
	}
	text, n, from, err := o.scalar(key)
	if err != nil {
		return 0, err
	}
	v, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, o.d.errorf(n, o.field(key), "expected a number from %g to %g, got %q%s", lo, hi, text, from)
	}
	if v < lo || v > hi {
		return 0, o.d.errorf(n, o.field(key), "must be from %g to %g, got %g%s", lo, hi, v, from)
	}
	return v, nil
}

// profileEntries returns the names and nodes of the ships: section, at most
// maxProfiles of them.
func (o *object) profileEntries() ([]string, []*yaml.Node, error) {
	names, _, nodes, err := o.entries("ships")
	if err != nil {
		return nil, nil, err
	}
	if len(names) > maxProfiles {
		return nil, nil, o.d.errorf(o.values["ships"], "ships", "lists %d profiles; the most is %d", len(names), maxProfiles)
	}
	return names, nodes, nil
}

// pair reads [x, y] at key, each from −limit to limit in unit (named in
// messages), or def when absent.
func (o *object) pair(key string, def [2]float64, unit string, limit float64) ([2]float64, error) {
	if !o.has(key) {
		return def, nil
	}
	return o.d.pair(o.values[key], o.field(key), unit, limit)
}

// pair reads the [x, y] at n, each from −limit to limit in unit.
func (d *decoder) pair(n *yaml.Node, field, unit string, limit float64) ([2]float64, error) {
	var xy [2]float64
	items, err := d.list(n, field, 2)
	if err != nil {
		return xy, err
	}
	if len(items) != 2 {
		return xy, d.errorf(n, field, "expected [x, y] in %s", unit)
	}
	for j, it := range items {
		f := fmt.Sprintf("%s[%d]", field, j)
		text, at, from, err := d.scalar(it, f)
		if err != nil {
			return xy, err
		}
		v, err := strconv.ParseFloat(text, 64)
		if err != nil || math.IsNaN(v) || math.Abs(v) > limit {
			return xy, d.errorf(at, f, "expected a number of %s from %g to %g, got %q%s", unit, -limit, limit, text, from)
		}
		xy[j] = v
	}
	return xy, nil
}

// boolean reads true or false at key, or def when absent.
func (o *object) boolean(key string, def bool) (bool, error) {
	if !o.has(key) {
		return def, nil
	}
	text, n, from, err := o.scalar(key)
	if err != nil {
		return false, err
	}
	switch text {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, o.d.errorf(n, o.field(key), "expected true or false, got %q%s", text, from)
}

// str reads a string at key, or def when absent. A given string must not
// be empty.
func (o *object) str(key, def string) (string, error) {
	if !o.has(key) {
		return def, nil
	}
	text, n, _, err := o.scalar(key)
	if err != nil {
		return "", err
	}
	if text == "" {
		return "", o.d.errorf(n, o.field(key), "must not be empty")
	}
	return text, nil
}

// name reads an identifier at key: letters, digits, '-' and '_'.
func (o *object) name(key string) (string, *yaml.Node, error) {
	text, n, from, err := o.scalar(key)
	if err != nil {
		return "", n, err
	}
	if !validName(text) {
		return "", n, o.d.errorf(n, o.field(key), "%q is not a valid name: use letters, digits, '-' and '_', starting with a letter%s", text, from)
	}
	return text, n, nil
}

func validName(s string) bool {
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

// enum reads a value at key with parse, or returns def when absent.
func enum[T any](o *object, key string, def T, parse func(string) (T, error)) (T, error) {
	if !o.has(key) {
		return def, nil
	}
	text, n, from, err := o.scalar(key)
	if err != nil {
		return def, err
	}
	v, err := parse(text)
	if err != nil {
		return def, o.d.errorf(n, o.field(key), "%v%s", nearName(err), from)
	}
	return v, nil
}

// unknownName is the error of the rules cores' name tables for a name they
// do not hold (an order, a colour, a measure's what): it gives the name and
// the table, and takes a hint to print after the name.
type unknownName interface {
	error
	Choices() (name string, known []string)
	WithHint(hint string) error
	Parts() (what, name string, known []string, hint string)
}

// unknownProblem words u as a Problem, so that it can be translated: the
// same sentence as u's own, its did-you-mean (when it has one) included.
func unknownProblem(u unknownName) Problem {
	what, name, known, hint := u.Parts()
	var near Problem
	if hint != "" {
		near = suggest(name, known)
	}
	return problemf("unknown %s %q%s (expected one of %s)", Problem{what, nil}, name, near, strings.Join(known, ", "))
}

// nearName adds a did-you-mean to an unknown-name error when a known name
// is near the one given, as an unknown field gets; other errors come back
// as they are (a wrapped one too: its wrapping says more than the name).
func nearName(err error) error {
	u, ok := err.(unknownName)
	if !ok {
		return err
	}
	name, known := u.Choices()
	if hint := suggest(name, known); hint.Format != "" {
		return u.WithHint(hint.Error())
	}
	return err
}

// list checks that the value at key is a sequence of at most max items and
// returns them.
func (o *object) list(key string, max int) ([]*yaml.Node, error) {
	if !o.has(key) {
		return nil, nil
	}
	return o.d.list(o.values[key], o.field(key), max)
}

func (d *decoder) list(n *yaml.Node, field string, max int) ([]*yaml.Node, error) {
	n, err := d.resolve(n, field)
	if err != nil {
		return nil, err
	}
	if n.Kind != yaml.SequenceNode {
		return nil, d.errorf(n, field, "expected a list, got %s", describe(n))
	}
	if len(n.Content) > max {
		return nil, d.errorf(n, field, "has %d items; the most is %d", len(n.Content), max)
	}
	return n.Content, nil
}

// entries returns the keys and values of the mapping at key, in file order,
// each key checked to be a valid name.
func (o *object) entries(key string) ([]string, []*yaml.Node, []*yaml.Node, error) {
	if !o.has(key) {
		return nil, nil, nil, nil
	}
	m, err := o.d.object(o.values[key], o.field(key))
	if err != nil {
		return nil, nil, nil, err
	}
	var vals, keys []*yaml.Node
	for _, k := range m.order {
		if !validName(k) {
			return nil, nil, nil, o.d.errorf(m.keys[k], m.field(k), "%q is not a valid name: use letters, digits, '-' and '_', starting with a letter", k)
		}
		vals = append(vals, m.values[k])
		keys = append(keys, m.keys[k])
	}
	return m.order, keys, vals, nil
}

// describe names a node's kind for messages.
func describe(n *yaml.Node) Problem {
	switch n.Kind {
	case yaml.MappingNode:
		return Problem{"a mapping", nil}
	case yaml.SequenceNode:
		return Problem{"a list", nil}
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return Problem{"nothing", nil}
		}
		return Problem{"%q", []any{n.Value}}
	case yaml.DocumentNode:
		return Problem{"a document", nil}
	}
	return Problem{"something else", nil}
}

// suggest returns ` (did you mean x?)` for the known name closest to got,
// when one is close enough to be a likely typo, else nothing.
func suggest(got string, known []string) Problem {
	best := Nearest(got, known)
	if best == "" {
		return Problem{}
	}
	return Problem{" (did you mean %s?)", []any{best}}
}

// Nearest returns the name of known closest to got when it is a likely
// typo: at most two edits away, or one for a name of three characters or
// fewer (so "2.0" does not suggest "1.5"); else "".
func Nearest(got string, known []string) string {
	best, bestD := "", 3
	if len(got) <= 3 {
		bestD = 2
	}
	for _, k := range known {
		if d := editDistance(got, k); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// measures reads the measure: list shared by every game: each item a
// mapping with a unique metric name, a "what", and the game's other
// fields. each is called with the item, its name, and its path.
func (d *decoder) measures(top *object, fields []string, each func(o *object, name string) error) error {
	items, err := top.list("measure", maxMeasures)
	if err != nil {
		return err
	}
	if len(items) == 0 {
		return d.errorf(top.values["measure"], "measure", "a scenario measures at least one thing")
	}
	seen := map[string]bool{}
	for i, n := range items {
		o, err := d.object(n, fmt.Sprintf("measure[%d]", i), fields...)
		if err != nil {
			return err
		}
		if err := o.require("name", "what"); err != nil {
			return err
		}
		name, nn, err := o.name("name")
		if err != nil {
			return err
		}
		if seen[name] {
			return d.errorf(nn, o.field("name"), "metric %s is measured twice", name)
		}
		seen[name] = true
		if err := each(o, name); err != nil {
			return err
		}
	}
	return nil
}

// profileRef reads the required "ship" field naming a profile in profiles,
// and the optional "name" field (default: the profile's name).
func profileRef[P any](o *object, profiles map[string]P) (P, string, error) {
	var zero P
	if err := o.require("ship"); err != nil {
		return zero, "", err
	}
	name, n, _, err := o.scalar("ship")
	if err != nil {
		return zero, "", err
	}
	p, ok := profiles[name]
	if !ok {
		return zero, "", o.d.errorf(n, o.field("ship"), "no profile %q in ships:%s", name, suggest(name, mapKeys(profiles)))
	}
	id := name
	if o.has("name") {
		if id, _, err = o.name("name"); err != nil {
			return zero, "", err
		}
	}
	return p, id, nil
}
