package policies

import (
	"strings"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// FirstChooserFunc adapts a function to [dropfleet.FirstChooser].
type FirstChooserFunc func(s *dropfleet.State, chooser int, cards [dropfleet.Players]int, r *sim.Stream) bool

// GoFirst calls f.
func (f FirstChooserFunc) GoFirst(s *dropfleet.State, chooser int, cards [dropfleet.Players]int, r *sim.Stream) bool {
	return f(s, chooser, cards, r)
}

type firstChooser struct {
	Info
	policy dropfleet.FirstChooser
}

// firstChoosers are the policies for "who activates first" when a player
// wins the choice at a reveal, in the order `fleetlab list` shows them.
// blindFirst is a first-or-second policy that reads nothing an activation
// changes (dropfleet.Blind): the engine may skip activations nothing else
// reads.
type blindFirst struct{ FirstChooserFunc }

// Blind marks the policy as dropfleet.Blind.
func (blindFirst) Blind() {}

var firstChoosers = []firstChooser{
	{Info{"first", "always activate first"}, blindFirst{FirstChooserFunc(
		func(*dropfleet.State, int, [dropfleet.Players]int, *sim.Stream) bool { return true })}},
	{Info{"second", "always let the opponent activate first"}, blindFirst{FirstChooserFunc(
		func(*dropfleet.State, int, [dropfleet.Players]int, *sim.Stream) bool { return false })}},
	{Info{"random", "go first or second with even chances"}, blindFirst{FirstChooserFunc(
		func(_ *dropfleet.State, _ int, _ [dropfleet.Players]int, r *sim.Stream) bool { return r.IntN(2) == 0 })}},
	{Info{"second-if-heavier", "go second when the opponent's card has the higher Strategy Rating, else first"}, blindFirst{FirstChooserFunc(
		func(s *dropfleet.State, chooser int, cards [dropfleet.Players]int, _ *sim.Stream) bool {
			g := s.Model
			return g.StrategyRating(cards[1-chooser]) <= g.StrategyRating(cards[chooser])
		})}},
}

// FirstChoosers lists the first-or-second policies.
func FirstChoosers() []Info {
	out := make([]Info, len(firstChoosers))
	for i, c := range firstChoosers {
		out[i] = c.Info
	}
	return out
}

// FirstChooser returns the first-or-second policy with the given name.
func FirstChooser(name string) (dropfleet.FirstChooser, error) {
	names := make([]string, len(firstChoosers))
	for i, c := range firstChoosers {
		if c.Name == name {
			return c.policy, nil
		}
		names[i] = c.Name
	}
	return nil, wordedf("unknown first-or-second policy %q (expected one of %s)", name, strings.Join(names, ", "))
}
