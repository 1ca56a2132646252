package scenarios

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestEveryBuiltinIsDeterministic: the same seed gives the same numbers,
// bit for bit, whatever the worker count (the determinism contract), for
// every built-in scenario. With three blocks (more for a model that
// chooses smaller ones, so merges of many blocks too), one worker plays them in
// order while with two, block 1 is the second worker's first, so a trial
// that depended on the trials its worker played before (state a reset
// missed) would show here.
func TestEveryBuiltinIsDeterministic(t *testing.T) {
	for _, v := range builtinVariants(t) {
		t.Run(v.String(), func(t *testing.T) {
			c := compile(t, v.name, v.sets...)
			sameOnOneAndTwoWorkers(t, c.Model, testTrials(c.Model, 2*4096+100))
		})
	}
}

// sameOnOneAndTwoWorkers checks that n trials of m on seed 31 give the
// same metrics on 1 and 2 workers.
func sameOnOneAndTwoWorkers(t *testing.T, m sim.Model, n int64) {
	t.Helper()
	var first *sim.Result
	for _, workers := range []int{1, 2} {
		r, err := sim.Run(context.Background(), m, sim.Options{Trials: n, Seed: 31, Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = r
		} else if !reflect.DeepEqual(first.Metrics, r.Metrics) {
			t.Errorf("%d workers give different metrics from 1", workers)
		}
	}
}

// variant is a built-in scenario with parameters set.
type variant struct {
	name string
	sets []string
}

// String names the variant as its subtest: name,set,set...
func (v variant) String() string { return strings.Join(append([]string{v.name}, v.sets...), ",") }

// builtinVariants lists every built-in scenario with its defaults, and the
// variants that take paths the defaults do not: command dials, Repair,
// Concentrate Fire, Squadron commands, random decks and choices.
func builtinVariants(t *testing.T) []variant {
	all, err := Builtins()
	if err != nil {
		t.Fatal(err)
	}
	var cases []variant
	for _, s := range all {
		cases = append(cases, variant{s.Name, nil})
	}
	return append(cases,
		variant{"armada-duel", []string{"victory_dial=concentrate-fire", "nebulon_dial=repair"}},
		variant{"armada-duel", []string{"victory_dial=heuristic", "nebulon_dial=repair"}},
		variant{"engagement", []string{"victory_dial=squadron", "nebulon_dial=squadron", "squadrons=4", "rounds=1"}},
		variant{"activation-order", []string{"deck_ucm=random", "choice_ucm=random"}},
		variant{"dfc-battle", []string{"player_ucm=attrition-first", "player_phr=attrition-first"}},
		variant{"dfc-battle", []string{"anomaly=true"}})
}
