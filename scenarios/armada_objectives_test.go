package scenarios

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// tokenObjectiveVariants are the built-in armada-battle played with each
// objective that puts objective tokens on the table (rules notes battle
// §3.2), one fleet objective-focused, and with Surprise Attack (its
// station, deployment and raid dials): the paths the default objective
// (none) does not take.
var tokenObjectiveVariants = []variant{
	{"armada-battle", []string{"objective=dangerous-territory", "rebel_style=objective-focused"}},
	{"armada-battle", []string{"objective=intel-sweep", "rebel_style=objective-focused"}},
	{"armada-battle", []string{"objective=fire-lanes", "empire_style=objective-focused"}},
	{"armada-battle", []string{"objective=minefields", "empire_style=objective-focused"}},
	{"armada-battle", []string{"objective=infested-fields", "rebel_style=objective-focused"}},
	{"armada-battle", []string{"objective=asteroid-tactics", "empire_style=objective-focused"}},
	{"armada-battle", []string{"objective=surprise-attack"}},
}

// TestTokenObjectivesDoNotAllocate checks the engine contract on the token
// objectives' trials (as TestTrialsDoNotAllocate does on the built-ins'
// defaults): once warm, a whole game makes no heap allocation.
func TestTokenObjectivesDoNotAllocate(t *testing.T) {
	if raceDetector {
		t.Skip("allocations are checked without the race detector (make alloc-check)")
	}
	for _, v := range tokenObjectiveVariants {
		t.Run(v.String(), func(t *testing.T) {
			m := compile(t, v.name, v.sets...).Model
			tally := sim.NewTally(m.Metrics())
			trial := m.NewTrial()
			stream := sim.NewStream(1, 0)
			for range 300 {
				trial.Play(stream, tally)
			}
			if n := testing.AllocsPerRun(100, func() { trial.Play(stream, tally) }); n != 0 {
				t.Errorf("a trial allocates %v times", n)
			}
		})
	}
}

// TestTokenObjectivesAreDeterministic checks that the token objectives'
// games give the same metrics on 1 and 2 workers (as
// TestEveryBuiltinIsDeterministic does, on fewer games).
func TestTokenObjectivesAreDeterministic(t *testing.T) {
	for _, v := range tokenObjectiveVariants {
		t.Run(v.String(), func(t *testing.T) {
			m := compile(t, v.name, v.sets...).Model
			sameOnOneAndTwoWorkers(t, m, testTrials(m, 2*blockSize(m)+100))
		})
	}
}
