package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// ShipState is what changes about a ship during a trial.
// It is kept small: every trial starts by resetting every ship.
type ShipState struct {
	Pos     Vec     // position of the flight stem, inches
	Heading float64 // compass heading, degrees
	Hull    int16   // Hull points left
	Spike   Spike
	// Silent is true from the end of a Silent Running activation until the
	// start of the ship's next activation, or until an Active Scan spots it.
	Silent bool
	Layer  Layer
	Order  Order // the order of its latest activation, or OrderNone
	// Crippled is set once the ship has lost half its starting Hull.
	Crippled bool
	// Cripples are the lasting effects of its crippling rolls.
	Cripples Cripple
	// PendingCripple counts crippling rolls due at the end of the firing
	// ship's activation.
	PendingCripple int8
	// For metrics: Hull lost, critical hits taken, Hull damage dealt.
	DamageSuffered, CritsSuffered, DamageDealt int16
}

// Signature returns the ship's current Signature in inches: 0 while Silent
// Running, otherwise the profile Signature plus 6" per spike level (rules
// notes §1; seed 003, Silent Running: "The ship's Signature is reduced to 0
// until the start of its next activation").
func (s *ShipState) Signature(p *Profile) int {
	if s.Silent {
		return 0
	}
	return p.Sig + SpikeInches*int(s.Spike)
}

// RevealOutcome is what happened when two battlegroup cards were revealed.
type RevealOutcome struct {
	Chooser  int // fleet that chose who activates first
	First    int // fleet that activates first
	Rolloffs int // roll-offs needed (0 when the Strategy Ratings differed)
}

// State is a game in progress: one trial's mutable state. A State is owned
// by one goroutine.
type State struct {
	_     sim.CacheLinePad // a State is written every trial by one worker
	Game  *Game
	Ships []ShipState
	// Reveal is the outcome of the latest reveal step.
	Reveal RevealOutcome
	// Rolloffs counts every roll-off of the trial so far.
	Rolloffs int
	// Activations counts the activation steps played so far.
	Activations int
	// Illegal counts order requests the rules refused during the trial
	// (a ship outside coherency asked to take a special order, say); the
	// ship took Standard Orders instead.
	Illegal int
	// DetectedAt[i] has bit k set when ship i was within targeting range of
	// an enemy at the end of activation k+1 (for the first 64 activations).
	DetectedAt []uint64
	// HadTarget[i] says whether ship i had a legal target for a weapon at
	// its latest firing step.
	HadTarget []bool
	// Turn is the turn being played (0 outside a turns step).
	Turn int

	arrived      []bool          // battlegroup on the table (or able to enter)
	decks        [Players][]int  // this turn's strategy decks
	position     []int8          // [bg*MaxTurns+turn-1]: place in the turn's sequence, 0 if none
	doubles      [Players]uint16 // bit t-1: the fleet activated twice in a row in turn t
	lastFleet    [MaxTurns]int8  // the fleet that activated last in each turn, -1 if none
	turnRolloffs [MaxTurns]int16 // roll-offs in each turn
	volleys      []volley        // a group's fire: capacity for the largest group

	// Per-worker caches, set once by NewState (see hotpath.go).
	dirs       []headingDir // the unit vector of the heading each ship last moved along
	groupBit   []uint8      // each ship's group's bit in its battlegroup (mayTake)
	solo       []bool       // the ship is always in coherency (InCoherency)
	skip       skips        // work nothing observes (skipsOf)
	arrivedAt0 []bool       // the arrivals at the start, for Reset (set by NewTrial)
	grid       grid         // the ships' positions, for searches on large fleets
	maxScan    int          // the largest profile Scan
	maxSig     int          // the largest profile Signature
	crippleDue bool         // some ship may have a crippling roll due
	startDue   bool         // some ship starts with a crippling roll due
	_          sim.CacheLinePad
}

// NewState returns a state at the game's starting positions.
func NewState(g *Game) *State {
	s := &State{Game: g, Ships: sim.Isolated[ShipState](len(g.Ships)),
		DetectedAt: sim.Isolated[uint64](len(g.Ships)), HadTarget: sim.Isolated[bool](len(g.Ships)),
		arrived: sim.Isolated[bool](len(g.Battlegroups)), position: sim.Isolated[int8](len(g.Battlegroups) * MaxTurns)}
	for f := range g.Fleets {
		s.decks[f%Players] = make([]int, 0, len(g.Battlegroups))
	}
	largest := 1
	for _, grp := range g.Groups {
		largest = max(largest, len(grp.Ships))
	}
	s.volleys = make([]volley, 0, largest)
	s.initCaches()
	s.Reset()
	return s
}

// Reset returns s to the game's starting positions without allocating.
func (s *State) Reset() {
	detected, had := s.DetectedAt[:len(s.Ships)], s.HadTarget[:len(s.Ships)]
	for i := range s.Game.Ships { // one pass: for a few ships, cheaper than three clears
		s.Ships[i] = s.Game.Ships[i].Start
		detected[i], had[i] = 0, false
	}
	s.Reveal = RevealOutcome{}
	s.Rolloffs, s.Activations, s.Illegal, s.Turn = 0, 0, 0, 0
	s.crippleDue = s.startDue
	s.grid.valid = false
	if s.arrivedAt0 != nil {
		copy(s.arrived, s.arrivedAt0)
	} else {
		for bg := range s.arrived {
			s.arrived[bg] = s.Game.Fleets[s.Game.Battlegroups[bg].Fleet].Arrival == DirectlyDeployed
		}
	}
	if s.skip.turnless {
		return // only turns change the sequence: it keeps NewState's
	}
	clear(s.position)
	s.doubles = [Players]uint16{}
	s.turnRolloffs = [MaxTurns]int16{}
	s.lastFleet = noFleets
}

// OnTable reports whether ship i is on the table: not destroyed, and its
// battlegroup has arrived (or activated). A ship off the table cannot be
// targeted, detected, scanned or spiked, and detects nothing ("A BG coming
// on enters from any friendly edge", rules notes §4; a battlegroup not yet
// arrived is off the table).
func (s *State) OnTable(i int) bool {
	return s.Ships[i].Hull > 0 && s.arrived[s.Game.Ships[i].Battlegroup]
}

// Signature returns ship i's current Signature in inches.
func (s *State) Signature(i int) int {
	return s.Ships[i].Signature(&s.Game.Ships[i].Profile)
}

// AddSpike gives ship i a spike of level add. Under the default rule
// (SilentSpikeFAQ) a Silent Running ship that would gain a spike drops out
// of Silent Running instead and gains none (rules notes §1, FAQ261:
// "Silent Running → normal → Minor → Major"). Under SilentSpikeLiteral the
// spike is added but the Signature stays 0 until the ship's next
// activation, as the seed's "until the start of its next activation" reads
// on its own.
func (s *State) AddSpike(i int, add Spike) {
	sh := &s.Ships[i]
	if sh.Silent && s.Game.Rules.SilentSpike == SilentSpikeFAQ {
		sh.Silent = false
		return
	}
	sh.Spike = sh.Spike.Plus(add)
}
