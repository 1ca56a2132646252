package policies

import "strings"

// Info names a policy and documents it in one line.
type Info struct {
	Name string
	Doc  string
}

// A Style sets some of a player's decisions (P is a rules core's Player).
// It is called once for each worker, so the decisions it sets are that
// worker's own and may keep a plan across rounds.
type Style[P any] func(p *P)

// Compose returns the style that applies styles in order (a nil one is
// skipped).
func Compose[P any](styles ...Style[P]) Style[P] {
	return func(p *P) {
		for _, st := range styles {
			if st != nil {
				st(p)
			}
		}
	}
}

// With makes *newPlayer, a rules core's maker of one player's decisions
// (nil: the defaults), also set what style sets, after what it set
// before. The decisions are made afresh each time the maker is called:
// once for every worker.
func With[P any](newPlayer *func() P, style Style[P]) {
	before := *newPlayer
	*newPlayer = func() P {
		var p P
		if before != nil {
			p = before()
		}
		style(&p)
		return p
	}
}

// Registry holds the named policies of one decision of one game (P is that
// game's Player), in the order `fleetlab list` shows them. Every policy
// name a scenario may give is looked up in one.
type Registry[P any] struct {
	entries []entry[P]
	// unknown is the format of the error for an unknown name: a %q for
	// the name, then, when listed, a %s for the names joined by commas.
	unknown string
	listed  bool
	// extra are documented choices the registry does not build (a
	// scripted list), shown after its entries.
	extra []Info
}

// entry is one policy: the style it sets, or, when it takes a parameter
// (name:N), what builds the style from the text after the colon (given
// false when the name comes bare).
type entry[P any] struct {
	Info
	style Style[P]
	param func(arg string, given bool) (Style[P], error)
	// build, when set, builds the style from the parameters a scenario
	// gives beside the name (Build); ranged says it takes, and needs, a
	// range.
	build  func(Params) Style[P]
	ranged bool
}

// Infos lists the registry's policies (and its documented extras).
func (r *Registry[P]) Infos() []Info {
	out := make([]Info, 0, len(r.entries)+len(r.extra))
	for _, e := range r.entries {
		out = append(out, e.Info)
	}
	return append(out, r.extra...)
}

// Names lists the names a scenario may give (a parameterised one without
// its parameter).
func (r *Registry[P]) Names() []string {
	out := make([]string, len(r.entries))
	for i, e := range r.entries {
		out[i], _, _ = strings.Cut(e.Name, ":")
	}
	return out
}

// Lookup returns the style of the policy with the given name, or an
// *Error in the registry's words.
func (r *Registry[P]) Lookup(name string) (Style[P], error) {
	base, arg, hasArg := strings.Cut(name, ":")
	for _, e := range r.entries {
		if e.param != nil {
			if b, _, _ := strings.Cut(e.Name, ":"); b == base {
				return e.param(arg, hasArg)
			}
			continue
		}
		if e.Name == name {
			if e.build != nil {
				return e.build(Params{Target: -1}), nil
			}
			return e.style, nil
		}
	}
	return nil, r.unknownName(name)
}

// unknownName returns the error for a name the registry does not hold.
func (r *Registry[P]) unknownName(name string) error {
	if r.listed {
		return wordedf(r.unknown, name, strings.Join(r.Names(), ", "))
	}
	return wordedf(r.unknown, name)
}

// Params are what a scenario gives a policy beside its name: a move's
// target and range.
type Params struct {
	// Target is the unit aimed at, -1 for none named (the nearest enemy).
	Target int
	// Range is the range to keep, when HasRange.
	Range    float64
	HasRange bool
}

// MissingParam is the error of a policy built without a parameter it
// needs.
type MissingParam struct {
	Policy, Param string
}

// Error returns the sentence in English.
func (e *MissingParam) Error() string { return e.Policy + " needs a " + e.Param }

// Has reports whether the registry holds a policy of the given name (a
// parameterised one without its parameter).
func (r *Registry[P]) Has(name string) bool {
	base, _, _ := strings.Cut(name, ":")
	for _, n := range r.Names() {
		if n == base {
			return true
		}
	}
	return false
}

// Build returns the style of the policy with the given name, built with
// the parameters p: a *MissingParam when it needs a range and p has none,
// an *Error when p has a range it does not take or the name is unknown.
func (r *Registry[P]) Build(name string, p Params) (Style[P], error) {
	for _, e := range r.entries {
		if e.Name != name {
			continue
		}
		switch {
		case e.ranged && !p.HasRange:
			return nil, &MissingParam{name, "range"}
		case !e.ranged && p.HasRange:
			return nil, wordedf("only %s takes a range", r.ranged())
		case e.build != nil:
			return e.build(p), nil
		}
		return e.style, nil
	}
	return r.Lookup(name) // a parameterised name (name:N), or unknown
}

// ranged lists the policies that take a range, joined by " or ".
func (r *Registry[P]) ranged() string {
	var names []string
	for _, e := range r.entries {
		if e.ranged {
			names = append(names, e.Name)
		}
	}
	return strings.Join(names, " or ")
}
