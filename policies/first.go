package policies

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// FirstChooserFunc adapts a function to [dropfleet.FirstDecision].
type FirstChooserFunc func(s *dropfleet.State, chooser int, cards [dropfleet.Players]int, r *sim.Stream) bool

// GoFirst calls f.
func (f FirstChooserFunc) GoFirst(s *dropfleet.State, chooser int, cards [dropfleet.Players]int, r *sim.Stream) bool {
	return f(s, chooser, cards, r)
}

// blindFirst is a first-or-second policy that reads nothing an activation
// changes (dropfleet.Blind): the engine may skip activations nothing else
// reads.
type blindFirst struct{ FirstChooserFunc }

// Blind marks the policy as dropfleet.Blind.
func (blindFirst) Blind() {}

// fixedFirst is a first-or-second policy that always answers the same
// (dropfleet.FixedFirst): the rules core asks it once per worker.
type fixedFirst bool

// GoFirst returns f.
func (f fixedFirst) GoFirst(*dropfleet.State, int, [dropfleet.Players]int, *sim.Stream) bool {
	return bool(f)
}

// FixedFirst returns f: GoFirst's answer.
func (f fixedFirst) FixedFirst() bool { return bool(f) }

// Blind marks the policy as dropfleet.Blind.
func (fixedFirst) Blind() {}

// fixedFirstStyle is the style that always goes first, or always second.
func fixedFirstStyle(first bool) Style[dropfleet.Player] {
	return func(p *dropfleet.Player) { p.First = fixedFirst(first) }
}

// firstStyle is the style whose choice of going first goes by f.
func firstStyle(f func(s *dropfleet.State, chooser int, cards [dropfleet.Players]int, r *sim.Stream) bool) Style[dropfleet.Player] {
	d := blindFirst{f}
	return func(p *dropfleet.Player) { p.First = d }
}

// First is the registry of the policies for "who activates first" when a
// player wins the choice at a reveal (a fleet's or a reveal's `choice:`),
// in the order `fleetlab list` shows them.
var First = &Registry[dropfleet.Player]{
	entries: []entry[dropfleet.Player]{
		{Info: Info{"first", "always activate first"}, style: fixedFirstStyle(true)},
		{Info: Info{"second", "always let the opponent activate first"}, style: fixedFirstStyle(false)},
		{Info: Info{"random", "go first or second with even chances"}, style: firstStyle(
			func(_ *dropfleet.State, _ int, _ [dropfleet.Players]int, r *sim.Stream) bool { return r.IntN(2) == 0 })},
		{Info: Info{"second-if-heavier", "go second when the opponent's card has the higher Strategy Rating, else first"}, style: firstStyle(
			func(s *dropfleet.State, chooser int, cards [dropfleet.Players]int, _ *sim.Stream) bool {
				g := s.Model
				return g.StrategyRating(cards[1-chooser]) <= g.StrategyRating(cards[chooser])
			})},
	},
	unknown: "unknown first-or-second policy %q (expected one of %s)",
	listed:  true,
}
