package scenarios

import (
	"context"
	"reflect"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestEveryBuiltinIsDeterministic: the same seed gives the same numbers,
// bit for bit, whatever the worker count (the determinism contract), for
// every built-in scenario. With five blocks, one worker plays them all in
// order while three workers share them as they come, so a trial that
// depended on the trials its worker played before (state a reset missed)
// would show here.
func TestEveryBuiltinIsDeterministic(t *testing.T) {
	all, err := Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		t.Run(s.Name, func(t *testing.T) {
			c := compile(t, s.Name)
			var first *sim.Result
			for _, workers := range []int{1, 3} {
				r, err := sim.Run(context.Background(), c.Model, sim.Options{Trials: 4*4096 + 100, Seed: 31, Workers: workers})
				if err != nil {
					t.Fatal(err)
				}
				if first == nil {
					first = r
				} else if !reflect.DeepEqual(first.Metrics, r.Metrics) {
					t.Errorf("%d workers give different metrics from 1", workers)
				}
			}
		})
	}
}
