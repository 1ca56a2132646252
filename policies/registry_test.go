package policies

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// dropfleetPlayer returns the Player the named policy of reg sets on an
// empty one.
func dropfleetPlayer(reg *Registry[dropfleet.Player], name string) (dropfleet.Player, error) {
	var p dropfleet.Player
	st, err := reg.Lookup(name)
	if err == nil {
		st(&p)
	}
	return p, err
}

// TestEveryListedNameLooksUp checks that every name each registry lists
// (a parameterised one bare) builds a style, and that an unknown name gets
// the registry's own wording, as users saw it before the registries were
// one type.
func TestEveryListedNameLooksUp(t *testing.T) {
	type lookup interface {
		Infos() []Info
		Names() []string
	}
	for _, tc := range []struct {
		reg     any
		unknown string
	}{
		{Deck, `unknown deck policy "x" (expected one of as-written, lowest-first, highest-first, random, pathfinders-first, heaviest-last, or a scripted list)`},
		{First, `unknown first-or-second policy "x" (expected one of first, second, random, second-if-heavier)`},
		{PointDefence, `unknown Point Defence policy "x" (expected one of fewest-hull, normal-first, critical-first)`},
		{Orders, `unknown order policy "x" (expected spike-aware or random-legal)`},
		{Moves, `unknown movement policy "x" (expected one of close-on, keep-at, max, min)`},
		{Targets, `unknown targeting policy "x" (expected nearest, nearest-silent or nearest-detected)`},
		{ArmadaAttack, `unknown attacker policy "x" (expected max-damage or fish-accuracies)`},
		{ArmadaDefence, `unknown defender policy "x" (expected minimise-damage, save-tokens:N or none)`},
		{ArmadaSquadrons, `unknown squadron policy "x" (expected hunt, strike, intercept or hold)`},
	} {
		var err error
		switch r := tc.reg.(type) {
		case *Registry[dropfleet.Player]:
			for _, name := range r.Names() {
				if st, err := r.Lookup(name); err != nil || st == nil {
					t.Errorf("%s: %v", name, err)
				}
			}
			_, err = r.Lookup("x")
		default:
			a := armadaRegistry(r)
			for _, name := range a.Names() {
				if st, err := a.Lookup(name); err != nil || st == nil {
					t.Errorf("%s: %v", name, err)
				}
			}
			_, err = a.Lookup("x")
		}
		if err == nil || err.Error() != tc.unknown {
			t.Errorf("unknown name: %v, want %s", err, tc.unknown)
		}
		for _, info := range tc.reg.(lookup).Infos() {
			if info.Doc == "" || len(info.Doc) > 200 {
				t.Errorf("%s: documentation must be one short line", info.Name)
			}
		}
	}
}

// TestMovesBuild checks that the movement registry builds each policy with
// the move's target and range, and refuses a range where none is taken
// and its absence where one is needed.
func TestMovesBuild(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    Params
		want dropfleet.MoveDecision
		err  string
	}{
		{"close-on", Params{Target: 3}, CloseOn{Target: 3}, ""},
		{"keep-at", Params{Target: -1, Range: 14, HasRange: true}, KeepAt{Range: 14, Target: -1}, ""},
		{"max", Params{Target: 2}, Straight{Max: true}, ""},
		{"keep-at", Params{Target: -1}, nil, "keep-at needs a range"},
		{"min", Params{Target: -1, Range: 3, HasRange: true}, nil, "only keep-at takes a range"},
		{"maxx", Params{Target: -1}, nil, `unknown movement policy "maxx" (expected one of close-on, keep-at, max, min)`},
	} {
		st, err := Moves.Build(tc.name, tc.p)
		if tc.err != "" {
			if err == nil || err.Error() != tc.err {
				t.Errorf("%s %+v: error %v, want %s", tc.name, tc.p, err, tc.err)
			}
			continue
		}
		var p dropfleet.Player
		if err == nil {
			st(&p)
		}
		if err != nil || p.Move != tc.want {
			t.Errorf("%s %+v: %v, %v; want %v", tc.name, tc.p, p.Move, err, tc.want)
		}
	}
}
