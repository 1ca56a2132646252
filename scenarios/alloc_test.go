package scenarios

import (
	"strings"
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// TestTrialsDoNotAllocate plays every built-in scenario's trials and checks
// that, once warm, a trial makes no heap allocation (the engine contract).
func TestTrialsDoNotAllocate(t *testing.T) {
	all, err := Builtins()
	if err != nil {
		t.Fatal(err)
	}
	type variant struct {
		name string
		sets []string
	}
	var cases []variant
	for _, s := range all {
		cases = append(cases, variant{s.Name, nil})
	}
	// paths the defaults do not take: command dials, Repair, Concentrate
	// Fire, Squadron commands
	cases = append(cases, variant{"armada-duel", []string{"victory_dial=concentrate-fire", "nebulon_dial=repair"}},
		variant{"engagement", []string{"victory_dial=squadron", "nebulon_dial=squadron", "squadrons=4"}})
	for _, v := range cases {
		t.Run(strings.Join(append([]string{v.name}, v.sets...), ","), func(t *testing.T) {
			c := compile(t, v.name, v.sets...)
			m := c.Model
			tally := sim.NewTally(m.Metrics())
			trial := m.NewTrial()
			stream := sim.NewStream(1, 0)
			for range 2000 { // warm up: histograms find their range
				trial.Play(stream, tally)
			}
			if n := testing.AllocsPerRun(2000, func() { trial.Play(stream, tally) }); n != 0 {
				t.Errorf("a trial allocates %v times", n)
			}
		})
	}
}
