package dropfleet

import (
	"testing"

	"github.com/fleetlab/fleetlab/sim"
)

// fixedFirstFunc is a First decision that always answers the same and
// says so (FixedFirst, Blind).
type fixedFirstFunc bool

func (f fixedFirstFunc) GoFirst(*State, int, [Players]int, *sim.Stream) bool { return bool(f) }
func (f fixedFirstFunc) FixedFirst() bool                                    { return bool(f) }
func (fixedFirstFunc) Blind()                                                {}

// coinFirst is a blind First decision that draws: it goes first on a
// coin toss.
type coinFirst struct{}

func (coinFirst) GoFirst(_ *State, _ int, _ [Players]int, r *sim.Stream) bool { return r.IntN(2) == 0 }
func (coinFirst) Blind()                                                      {}

// revealGame is a game of reveals for the tests: fleets of the decks
// (decks) at Strategy Ratings a and b, with the given Admiral values and
// First decisions (nil: the default), whose script is a turns step of each
// count.
type revealGame struct {
	name     string
	a, b     []int
	admirals [Players]int
	first    [Players]FirstDecision
	counts   []int
}

// model builds the game.
func (rg revealGame) model() *Model {
	g := decks(rg.a, rg.b)
	for f := range Players {
		g.Fleets[f].Admiral = rg.admirals[f]
		if rg.first[f] != nil {
			fleetPlayer(g, f, Player{First: rg.first[f]})
		}
	}
	for _, n := range rg.counts {
		g.Script = append(g.Script, Step{Kind: StepTurns, Turns: Turns{Count: n}})
	}
	return g
}

// TestRevealProgramPlaysAsTurns checks that flat turns compiled into a
// reveal program (turnplan.go) end every trial in the state the turns
// step by step end it in, with the same draws: the latest reveal, the
// roll-offs, the turn and the stream's position. Seed 001's reveals:
// the lower Strategy Rating chooses, equal ratings roll off (1d6 +
// Admiral), the chooser's First decision says who goes first; a deck
// that runs out leaves the other's cards to activate alone. A probe of
// the activation sequence (Position) leaves the turns to be played step by
// step, and so does NoSkips.
func TestRevealProgramPlaysAsTurns(t *testing.T) {
	tests := []struct {
		revealGame
		sequence bool // a probe reads the activation sequence
	}{
		{revealGame: revealGame{name: "one tie", a: []int{10}, b: []int{10}, admirals: [Players]int{2, 1}, counts: []int{1}}},
		{revealGame: revealGame{name: "ties and not, decks of 3 and 2, two steps", a: []int{3, 10, 10}, b: []int{3, 12},
			admirals: [Players]int{3, 2}, first: [Players]FirstDecision{fixedFirstFunc(false), fixedFirstFunc(true)}, counts: []int{2, 0, 3}}},
		{revealGame: revealGame{name: "a First decision that draws", a: []int{4, 7}, b: []int{4, 7}, admirals: [Players]int{1, 1},
			first: [Players]FirstDecision{coinFirst{}, fixedFirstFunc(false)}, counts: []int{3}}},
		{revealGame: revealGame{name: "no ties", a: []int{2, 9}, b: []int{5, 6}, admirals: [Players]int{1, 4}, counts: []int{2}}},
		{revealGame: revealGame{name: "no reveal: b has no cards", a: []int{5}, b: []int{}, admirals: [Players]int{1, 1}, counts: []int{2}}},
		{revealGame: revealGame{name: "sequence read", a: []int{10}, b: []int{10}, admirals: [Players]int{2, 1}, counts: []int{1}}, sequence: true},
	}
	for _, tc := range tests {
		g := tc.model()
		g.Probes = []Probe{{What: Chooses, Fleet: 0}, {What: RolloffCount}}
		if tc.sequence {
			g.Probes = append(g.Probes, Probe{What: Position, Battlegroup: 0, Turn: 1})
		}
		fast := g.NewTrial().(*State)
		if got := fast.reveals != nil; got == tc.sequence {
			t.Fatalf("%s: reveal program compiled %v, want %v", tc.name, got, !tc.sequence)
		}
		if tc.sequence {
			continue
		}
		full := *g
		full.NoSkips = true
		slow := full.NewTrial().(*State)
		if slow.reveals != nil {
			t.Fatalf("%s: a reveal program with NoSkips", tc.name)
		}
		rf, rs := sim.NewStream(1, 0), sim.NewStream(1, 0)
		for trial := range 2000 {
			fast.playReveals(fast.reveals, rf)
			slow.playScript(rs)
			if fast.Reveal != slow.Reveal || fast.Rolloffs != slow.Rolloffs || fast.Turn != slow.Turn {
				t.Fatalf("%s, trial %d: reveal %+v, %d roll-offs, turn %d; played step by step %+v, %d, %d",
					tc.name, trial, fast.Reveal, fast.Rolloffs, fast.Turn, slow.Reveal, slow.Rolloffs, slow.Turn)
			}
		}
		if a, b := rf.Uint64(), rs.Uint64(); a != b {
			t.Errorf("%s: the streams part: %x, step by step %x", tc.name, a, b)
		}
	}
}
