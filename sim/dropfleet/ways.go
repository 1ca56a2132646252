package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// The ways a worker plays its trials, each beside the check that makes a
// game eligible for it. Model.NewTrial compiles what the shortcuts need
// (compileWays) and chooses the quickest eligible way once (chooseWay);
// Play and PlayBlock then only switch on it. Every way but wayScript is a
// shortcut: it plays the rules' own functions on less work, to the same
// numbers and the same random draws. Model.NoSkips leaves wayScript only,
// the reference every shortcut is tested against (TestSkipsChangeNothing,
// FuzzParse), and the tests check, through State.Shortcuts, that each
// shortcut they cover is the way taken.
//
// What all the shortcuts stand on are the skips of unobserved work
// (hotpath.go), which the probes allow by what they are declared to ignore
// (probeIgnores): a quantity not declared there takes the full path.
type way uint8

const (
	// wayScript plays the script step by step (playScript): every game
	// is eligible.
	wayScript way = iota
	// wayReveals plays flat turns compiled into their reveals
	// (playReveals, turnplan.go): eligible when the script is whole turns
	// with no scripted losses, the turn plans are inert (skips.plans),
	// every fleet is directly deployed and stacks its deck as written
	// (flatTurnDecks), and no probe reads the activation sequence
	// (skips.sequence).
	wayReveals
	// wayFixedReveals plays a reveal program's roll-offs only
	// (playFixedReveals): eligible when besides no player is asked who
	// goes first (revealProgram.fixed).
	wayFixedReveals
	// wayRevealOutcomes counts a block's trials by the outcome of a fixed
	// program's one reveal and records each outcome once (playOutcomes,
	// playblock.go): eligible when the fixed program has one reveal
	// (revealProgram.outcomes), in a block whose probes are compiled. A
	// trial played alone takes wayFixedReveals.
	wayRevealOutcomes
	// wayFlat plays a flat script: the one-ship activations by written
	// orders compiled into the scans a trial rolls (playFlat, plan.go):
	// eligible when ships need not move (skips.moves), no crippling roll
	// is due at the start, and every step activates one ship of a
	// battlegroup on the table, asking no player (flatScript).
	wayFlat
	// wayFlatScans counts a block's trials of a flat script by how many
	// scans of its one scanning plan missed (playFlatScans, plan.go):
	// eligible when one plan of the flat script scans (compileFlatScan),
	// in a block whose probes are compiled. A trial played alone takes
	// wayFlat.
	wayFlatScans
)

// wayNames are the ways' names, for State.Shortcuts.
var wayNames = [...]string{
	wayScript:         "script",
	wayReveals:        "reveals",
	wayFixedReveals:   "fixed-reveals",
	wayRevealOutcomes: "reveal-outcomes",
	wayFlat:           "flat",
	wayFlatScans:      "flat-scans",
}

// compileWays works out, for a new worker's state at the start, the skips
// and what every shortcut needs: the starting state a trial restores, the
// flat script, the flat turns' decks and their reveal program, the
// probes' compiled reads and the memo of aims. Then it chooses the way.
// With g.NoSkips it compiles nothing: the state plays wayScript and does
// all the work.
func (s *State) compileWays() {
	g := s.Model
	if !g.NoSkips {
		s.skip = skipsOf(g, s.players)
		s.arrivedAt0 = sim.Isolated[bool](len(s.arrived))
		copy(s.arrivedAt0, s.arrived) // NewState's Reset worked them out
		s.shipsAt0 = sim.Isolated[ShipState](len(g.Ships))
		copy(s.shipsAt0, s.Ships)
		s.plans = s.flatScript()
		s.flatScan = s.compileFlatScan()
		s.flatTurns = s.flatTurnDecks()
		s.reveals = s.flatRevealProgram()
		s.reads = s.compileProbes()
		if s.aimKeeps() {
			s.aims = sim.Isolated[aimMemo](aimMemos)
		}
	}
	s.way = s.chooseWay()
}

// chooseWay returns the quickest way the compiled shortcuts make eligible.
func (s *State) chooseWay() way {
	p := s.reveals
	switch {
	case s.plans != nil && s.flatScan != nil && s.reads != nil:
		return wayFlatScans
	case s.plans != nil:
		return wayFlat
	case p != nil && p.outcomes != nil && s.reads != nil:
		return wayRevealOutcomes
	case p != nil && p.fixed:
		return wayFixedReveals
	case p != nil:
		return wayReveals
	}
	return wayScript
}

// Shortcuts says which of the engine's shortcuts a worker's trials take:
// for the tests, which check that the shortcut each covers is taken. It
// costs the trials nothing: the state keeps it for the way it plays.
type Shortcuts struct {
	// Way is the way a block of trials is played: "script" (no
	// shortcut), "reveals", "fixed-reveals", "reveal-outcomes", "flat" or
	// "flat-scans" (see ways.go).
	Way string
	// SkipsMoves, SkipsPlans and SkipsSequence are the skips of
	// unobserved work (hotpath.go): ships are not moved, inert turn plans
	// not played, the activation sequence not recorded.
	SkipsMoves, SkipsPlans, SkipsSequence bool
	// CompiledProbes: the probes are recorded by compiled reads
	// (proberead.go).
	CompiledProbes bool
	// KeptAims counts the aims kept so far by the memo of a trial's first
	// aims (aimmemo.go): above 0 once a trial has taken one.
	KeptAims int
}

// Shortcuts reports the shortcuts s's trials take.
func (s *State) Shortcuts() Shortcuts {
	kept := 0
	for i := range s.aims {
		if s.aims[i].kept {
			kept++
		}
	}
	return Shortcuts{Way: wayNames[s.way], SkipsMoves: s.skip.moves, SkipsPlans: s.skip.plans, SkipsSequence: s.skip.sequence,
		CompiledProbes: s.reads != nil, KeptAims: kept}
}
