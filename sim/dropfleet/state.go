package dropfleet

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// ShipState is what changes about a ship during a trial.
// It is kept small: every trial starts by resetting every ship.
type ShipState struct {
	Pos     plane.Vec // position of the flight stem, inches
	Heading float64   // compass heading, degrees
	Hull    int16     // Hull points left
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
	sig := p.Sig + SpikeInches*int(s.Spike)
	if s.Silent { // a conditional move, not a branch the CPU must guess
		sig = 0
	}
	return sig
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
	Model *Model
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
	// HadTarget[i] says whether ship i had a legal target for a weapon at
	// its latest firing step.
	HadTarget []bool
	// Turn is the turn being played (0 outside a turns step).
	Turn int

	arrived []bool         // battlegroup's arrival turn has come: its card is in the deck, and it may enter
	entered []bool         // battlegroup on the table: directly deployed, or it has activated
	decks   [Players][]int // this turn's strategy decks
	// arrivals: each fleet's battlegroups in the order its player brings
	// them on (decide.go), when it chooses.
	arrivals [Players][]int
	// Sized from the script when the state is made (capacity.go):
	room         capacity
	detected     []uint64        // [slot*words + k/64] bit k%64: watched ship Model.Watch[slot] detected at the end of activation k+1
	position     []int16         // [bg*turns+turn-1]: place in the turn's sequence, 0 if none
	doubles      []bool          // [fleet*turns+turn-1]: the fleet activated twice in a row in the turn
	lastFleet    []int8          // [turn-1]: the fleet that activated last in the turn, -1 if none
	turnRolloffs []int16         // [turn-1]: roll-offs in the turn
	coherent     []bool          // scratch: each ship of the activation being played is in coherency
	volleys      []volley        // a group's fire: capacity for the largest group
	players      []Player        // this worker's players (Model.Players; decide.go)
	taker        SpecialTaker    // the SpecialTaker that chose the order of the activation being played, or nil
	told         []bool          // traced: the ship's destruction is logged (eventrec.go)
	spikeAt      [][2]Spike      // traced: the ship's spike at the start of its activation, and after the order's start
	systems      [maxWeapons]int // scratch: the weapon systems a WeaponDecision orders

	battle battleState     // a whole game's clusters and points (battle.go)
	rec    *trace.Recorder // nil unless the trial is traced (Trace)

	// Per-worker caches, set once by NewState (see hotpath.go).
	dirs       []headingDir   // the unit vector of the heading each ship last moved along
	groupBit   []uint8        // each ship's group's bit in its battlegroup (mayTake)
	solo       []bool         // the ship is always in coherency (InCoherency)
	skip       skips          // work nothing observes (skipsOf)
	way        way            // how the worker plays its trials (ways.go)
	asks       bool           // some player may decide an order, a move or a target (asks)
	arrivedAt0 []bool         // the arrivals at the start, for Reset (set by compileWays)
	shipsAt0   []ShipState    // every ship's Start, side by side, for Reset (set by compileWays)
	plans      []shipPlan     // the script compiled for this worker, or nil (plan.go)
	scanned    []int          // the ships the plans scan, which a trial restores (plan.go)
	flatScan   *flatScan      // the blocks of a flat script that scans from one plan, or nil (plan.go)
	aims       []aimMemo      // what a trial's first aim calls found, or nil (aimmemo.go)
	aimCalls   int            // the trial's aim calls so far
	trialMark  sim.StreamMark // the stream at the trial's start
	flatTurns  bool           // the script plays flat turns, whose decks are set (turnplan.go)
	reads      *probeReads    // the probes compiled for this worker, or nil (proberead.go)
	grid       grid           // the ships' positions, for searches on large fleets
	maxScan    int            // the largest profile Scan
	maxSig     int            // the largest profile Signature
	crippleDue bool           // some ship may have a crippling roll due
	startDue   bool           // some ship starts with a crippling roll due

	// Also per worker: the fixed answers (NewState), the reveal program (NewTrial).
	firstAnswers []int8         // each player's answer to "go first?" where it never changes (decide.go)
	reveals      *revealProgram // the flat turns compiled into their reveals, or nil (turnplan.go)
	_            sim.CacheLinePad
}

// NewState returns a state at the game's starting positions.
func NewState(g *Model) *State {
	room := g.capacity()
	s := &State{Model: g, Ships: sim.Isolated[ShipState](len(g.Ships)), HadTarget: sim.Isolated[bool](len(g.Ships)),
		arrived: sim.Isolated[bool](len(g.Battlegroups)), entered: sim.Isolated[bool](len(g.Battlegroups)), room: room,
		detected:  sim.Isolated[uint64](len(g.Watch) * detectWords(room.activations)),
		position:  sim.Isolated[int16](len(g.Battlegroups) * room.turns),
		doubles:   sim.Isolated[bool](Players * room.turns),
		lastFleet: sim.Isolated[int8](room.turns), turnRolloffs: sim.Isolated[int16](room.turns),
		coherent: sim.Isolated[bool](room.actShips), players: g.newPlayers(), battle: newBattleState(g, room.turns)}
	s.asks = asks(s.players)
	s.firstAnswers = fixedFirstAnswers(s.players)
	if g.NoSkips {
		clear(s.firstAnswers) // askFirst: every First decision is asked
	}
	for f := range g.Fleets {
		s.decks[f%Players] = sim.Isolated[int](len(g.Battlegroups))[:0]
		s.arrivals[f%Players] = sim.Isolated[int](len(g.Fleets[f].Battlegroups))
	}
	largest := 1
	for _, grp := range g.Groups {
		largest = max(largest, len(grp.Ships))
	}
	s.volleys = sim.Isolated[volley](largest)[:0]
	s.initCaches()
	s.Reset()
	return s
}

// restoreShips puts every ship back as it starts the game.
func (s *State) restoreShips() {
	if at0 := s.shipsAt0; at0 != nil {
		// One flat pass, not a stride through the Model's ships; a loop
		// rather than copy, which for a few ships costs more in the call.
		ships := s.Ships[:len(at0)]
		for i := range at0 {
			ships[i] = at0[i]
		}
		return
	}
	for i := range s.Model.Ships {
		s.Ships[i] = s.Model.Ships[i].Start
	}
}

// Reset returns s to the game's starting positions without allocating.
func (s *State) Reset() {
	s.aimCalls = aimMemos // no kept aim until a trial starts its count (startAims)
	s.restoreShips()
	s.Reveal = RevealOutcome{}
	s.Rolloffs, s.Activations, s.Illegal, s.Turn = 0, 0, 0, 0
	clear(s.detected)
	clear(s.HadTarget)
	clear(s.position)
	clear(s.doubles)
	clear(s.turnRolloffs)
	for t := range s.lastFleet {
		s.lastFleet[t] = -1
	}
	s.crippleDue = s.startDue
	s.grid.valid = false
	s.battle.reset(s.Model)
	if at0 := s.arrivedAt0; at0 != nil {
		arrived, entered := s.arrived[:len(at0)], s.entered[:len(at0)]
		for bg, in := range at0 { // a loop, not two calls of copy: a few battlegroups
			arrived[bg], entered[bg] = in, in // on the table from the start: the directly deployed
		}
		return
	}
	for bg := range s.arrived {
		s.arrived[bg] = s.Model.Fleets[s.Model.Battlegroups[bg].Fleet].Arrival == DirectlyDeployed
		s.entered[bg] = s.arrived[bg]
	}
}

// OnTable reports whether ship i is on the table: not destroyed, and its
// battlegroup directly deployed or already activated. A ship off the table
// cannot be targeted, detected, scanned or spiked, and detects nothing. A
// battlegroup whose arrival turn has come is not on the table until it
// activates: Battleline battlegroups "all start off-table; each may be
// activated normally and come on", and "A BG coming on enters from any
// friendly edge, in High Orbit, and may be given orders" (rules notes,
// battle §1.3).
func (s *State) OnTable(i int) bool {
	return s.Ships[i].Hull > 0 && s.entered[s.Model.Ships[i].Battlegroup]
}

// Signature returns ship i's current Signature in inches.
func (s *State) Signature(i int) int {
	return s.Ships[i].Signature(&s.Model.Ships[i].Profile)
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
	if sh.Silent && s.Model.Rules.SilentSpike == SilentSpikeFAQ {
		sh.Silent = false
		return
	}
	sh.Spike = sh.Spike.Plus(add)
}
