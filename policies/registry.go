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
			return e.style, nil
		}
	}
	if r.listed {
		return nil, wordedf(r.unknown, name, strings.Join(r.Names(), ", "))
	}
	return nil, wordedf(r.unknown, name)
}
