package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// StepKind says what a script step does.
type StepKind uint8

// The kinds of script step.
const (
	StepNone      StepKind = iota
	StepAttack             // one attack, or a ship's activation
	StepStatus             // the Status Phase
	StepRounds             // repeat a block of steps for several rounds
	StepManeuver           // a ship executes a maneuver
	StepSquadrons          // the Squadron Phase
)

// MaxAttacks returns how many attacks a ship of size s makes in one
// activation, each from a different hull zone: "up to 2 attacks per
// activation ... (huge ships: up to 3)" (rules notes §3).
func MaxAttacks(s Size) int {
	if s == HugeShip {
		return 3
	}
	return 2
}

// Step is one step of a script.
type Step struct {
	Kind StepKind
	// Attacks are the attacks of a StepAttack: one, or a ship activation's
	// up to MaxAttacks from different hull zones.
	Attacks []Attack
	// Rounds, Body and Until describe a StepRounds: play Body then the
	// Status Phase, Rounds times, stopping early once any unit in Until is
	// destroyed.
	Rounds int
	Body   []Step
	Until  []int
	// Activation marks a StepAttack that is ship Unit's activation: its
	// command dial is revealed first.
	Activation bool
	// Unit, Speed and Course describe a StepManeuver: the ship, the speed
	// its dial is set to first (−1 to keep it) and how the tool is set.
	Unit   int
	Speed  int
	Course Course
	// Navigate is what a StepManeuver asks of the Navigate command: a
	// speed change and an extra yaw click at one joint (TurnLast: the
	// course's clicks go to the last joint of the speed it ends up at).
	Navigate NavigateRequest
	TurnLast bool
	// Chosen: the StepManeuver's course is the ship's player's
	// ManeuverDecision's (by default Approach's), not the script's.
	Chosen bool
}

// Model is a compiled Armada scenario and a [sim.Model]. It is read-only
// once built and safe to share between workers.
type Model struct {
	Rules Rules
	// Tool and Ruler are the maneuver tool's and the range ruler's
	// measurements; Obstacles are the obstacle tokens on the table.
	Tool      Tool
	Ruler     Ruler
	Obstacles []Obstacle
	// SquadronRadius is a squadron base's radius in millimetres; zero
	// means DefaultSquadronRadius.
	SquadronRadius float64
	// PlayArea is the play area's size in millimetres, from (0, 0) to
	// (X, Y); the zero value is a table without edges.
	PlayArea plane.Vec
	Units    []Unit
	Script   []Step
	Probes   []Probe
	// Players[p] makes player p's decisions for one worker (each worker's
	// state asks once, so a decision may keep a plan); a nil maker, or nil
	// fields, mean the defaults (Player).
	Players [Players]func() Player
	// NoShortcuts plays every trial through the rules code, the
	// reference the shortcuts are checked against: every attack's defence
	// played, never taken from a worker's memo of a one-attack script
	// (attack_memo.go), and the probes recorded by [sim.RecordProbes],
	// not by compiled reads (proberead.go). State.Shortcuts says which a
	// worker takes.
	NoShortcuts bool
	// Battle, when set, makes the model a whole game (battle.go): set-up,
	// deployment and six rounds played by the players' decisions, scored.
	// Script and Probes are then unused; Obstacles are placed each game.
	Battle *Battle
}

func (g *Model) squadronRadius() float64 {
	if g.SquadronRadius == 0 {
		return DefaultSquadronRadius
	}
	return g.SquadronRadius
}

// UnitIndex returns the index of the unit with the given ID, or -1.
func (g *Model) UnitIndex(id string) int {
	for i := range g.Units {
		if g.Units[i].ID == id {
			return i
		}
	}
	return -1
}

// State is one trial's mutable state, owned by one goroutine.
type State struct {
	_     sim.CacheLinePad
	Model *Model
	Units []UnitState
	Deck  Deck
	// Round is the current round, from 1.
	Round int
	// Rounds is the number of rounds played.
	Rounds int
	// Attacks and Cancelled count the attacks declared and those with no
	// dice or not allowed; Measured, NoTarget and Obstructed count the
	// attacks measured on the table, those with no legal target and those
	// obstructed.
	Attacks, Cancelled             int
	Measured, NoTarget, Obstructed int
	// players are each player's decisions, this worker's own.
	players [Players]Player
	// inFlight holds the attack being resolved and its Salvo.
	inFlight [2]Attack
	// zoneOptions: scratch for the attacks a ZoneDecision chooses among.
	zoneOptions ZoneOptions
	start       []UnitState
	obs         Obstructions // scratch: what may obstruct the attack being declared
	shapes      []Shape      // each placed ship's shape (Size none for the others)
	// hulls and bases cache each placed ship's hull and base where it
	// stood when last asked for (hullAt, baseAt; NaN headings when there
	// is none): they are placed again only after the ship moves.
	hulls          []Hull
	bases          []plane.Polygon
	hullAt, baseAt []Placement
	// Scratch sets of units: the squadrons an attack and its additional
	// squadron targets have attacked (fire), the ships a maneuver's base
	// overlaps (overlapping) and all it overlapped (Maneuver), the
	// squadrons lifted off the table to be moved aside (moveAside).
	attacked, overlaps, overlapped, lifted UnitSet
	// shipAttackers are the units that attacked a ship in round
	// shipAttackRound (Coolant Discharge, damagecard.go).
	shipAttackers   UnitSet
	shipAttackRound int
	// cause is what the damage being dealt comes from (events.go).
	cause damageCause
	// executed is the latest maneuver as executeManeuver played it, for
	// its trace: the course navigate left, the dial's speed, the joint a
	// Navigate dial allowed one more click at (0: none).
	executed struct {
		course   Course
		speed    int
		navJoint int
		// thrust is the Thrust-Control Malfunctions held as the course
		// was set; unmoved: the ship was destroyed setting it (Thruster
		// Fissure) and did not move.
		thrust  int
		unmoved bool
		// speedBefore is the speed dial before the Navigate command,
		// navToken whether the ship held a Navigate token then.
		speedBefore int
		navToken    bool
	}
	// squadronsPlaced: some squadron stands on the table, so maneuvers
	// may end on one.
	squadronsPlaced bool

	// chosenFor is the attack a DefenderDecision is asked about, a copy
	// kept here so that the attack declared does not escape to the heap.
	chosenFor Attack
	// obstacles are a battle's obstacles, placed at set-up in this game
	// (tableObstacles).
	obstacles []Obstacle
	// first is the first player (the initiative): 0 but in a battle.
	first int
	// game is a battle's state (battle.go); unused in a script.
	game battleState
	// kw is the squadron keywords' state (keyword_state.go).
	kw keywordState
	// rec records the trial when traced (trace.go); nil when not.
	rec *trace.Recorder
	// reads are the probes compiled for this worker, or nil (proberead.go).
	reads *probeReads
	// placing and dialling say whether a script's trial has any unit to
	// place (jittered) or to set dials for at its start (Play).
	placing, dialling bool
	// grid holds the units' positions for searches on large fleets (grid.go).
	grid unitGrid
	// locks[u] is the default lock decision against unit u, tabulated
	// (lockTable); nil for a unit with no tokens.
	locks []*lockTable
	// memo is the defence of a one-attack script's pools (attack_memo.go),
	// or nil; memoOn says it is used, in a trial played by Play.
	memo   *attackMemo
	memoOn bool
	_      sim.CacheLinePad
}

// NewState returns a state at the game's start.
func NewState(g *Model) *State {
	// what is written during trials lives in memory of its own, so that
	// workers never write to a shared cache line
	n := len(g.Units)
	s := &State{Model: g, Units: sim.Isolated[UnitState](n), Deck: NewDeck(), start: make([]UnitState, n),
		shapes: make([]Shape, n), hulls: sim.Isolated[Hull](n), bases: sim.Isolated[plane.Polygon](n),
		hullAt: sim.Isolated[Placement](n), baseAt: sim.Isolated[Placement](n), players: g.newPlayers()}
	for i := range g.Units {
		s.hullAt[i].Heading, s.baseAt[i].Heading = math.NaN(), math.NaN() // never equal to a placement
	}
	s.obs.Ships, s.obs.Squadrons = sim.Isolated[plane.Polygon](n)[:0], sim.Isolated[Disc](n)[:0]
	s.attacked, s.overlaps, s.overlapped, s.lifted = newUnitSet(n), newUnitSet(n), newUnitSet(n), newUnitSet(n)
	s.shipAttackers = newUnitSet(n)
	if g.Battle != nil {
		s.newBattle()
	}
	s.kw = newKeywordState(g)
	s.locks = make([]*lockTable, n)
	for i := range g.Units {
		if len(g.Units[i].Profile.Tokens) > 0 {
			s.locks[i] = newLockTable(&g.Units[i])
		}
	}
	s.newGrid()
	for i, u := range g.Units {
		if u.Placed && !u.Profile.Squadron {
			s.shapes[i], _ = NewShape(u.Profile.Size, u.Profile.Arcs)
		}
		s.squadronsPlaced = s.squadronsPlaced || u.Placed && u.Profile.Squadron
		s.placing = s.placing || u.Placed
		s.dialling = s.dialling || len(u.Commands) > 0 || u.CommandHeuristic
		st := &s.start[i]
		st.Speed = int8(u.Speed)
		if u.Profile.Squadron {
			st.HullLeft = int8(u.Profile.Hull)
		}
		for z := range zones {
			st.Shields[z] = int8(u.Profile.Shields[z])
		}
	}
	if g.Battle == nil && !g.NoShortcuts {
		s.reads = s.compileProbes()
	}
	s.memo = newAttackMemo(s)
	s.Reset()
	return s
}

// hull returns placed ship u's hull where it stands.
func (s *State) hull(u int) *Hull {
	if at := s.Units[u].At; s.hullAt[u] != at {
		s.hulls[u], s.hullAt[u] = s.shapes[u].Place(at), at
	}
	return &s.hulls[u]
}

// base returns placed ship u's base where it stands: what overlapping,
// obstruction and distances look at.
func (s *State) base(u int) *plane.Polygon {
	if at := s.Units[u].At; s.baseAt[u] != at {
		s.bases[u], _ = BasePolygon(s.Model.Units[u].Profile.Size, at)
		s.baseAt[u] = at
	}
	return &s.bases[u]
}

// Reset returns s to the game's start without allocating.
func (s *State) Reset() {
	units := s.Units[:len(s.start)]
	for i := range units {
		units[i] = s.start[i] // unit by unit: no call to memmove for a few units
	}
	s.Deck.Reset()
	s.Round, s.Rounds, s.Attacks, s.Cancelled = 1, 0, 0, 0
	s.Measured, s.NoTarget, s.Obstructed = 0, 0, 0
	s.grid.valid = false
	s.shipAttackRound = 0
}

// playSteps plays steps in order.
func (s *State) playSteps(steps []Step, r *sim.Stream) {
	for i := range steps {
		st := &steps[i]
		switch st.Kind {
		case StepAttack:
			cf := NoConcentrate
			if st.Activation {
				dial := s.Reveal(st.Unit, len(st.Attacks) > 0, s.Model.Units[st.Unit].Placed, r)
				dial = s.squadronCommand(st.Unit, dial, r)
				cf = s.concentrateFire(st.Unit, dial)
				s.Units[st.Unit].KeptDial = dial // a Navigate dial waits for the maneuver
			}
			var used uint8 // the zones attacked from, or kept for an attack from a named zone
			for j := range st.Attacks {
				if !st.Attacks[j].BestZone {
					used |= 1 << st.Attacks[j].From
				}
			}
			for j := range st.Attacks {
				a := &s.inFlight[0] // resolveCounted's scratch: the attack is not copied again
				*a = st.Attacks[j]
				if cf != NoConcentrate {
					// commands: dial and token go together to the first
					// attack that rolls dice (rules notes §5)
					a.Concentrate |= cf
					a.spendCF = cf&TokenCF != 0
				}
				if a.BestZone {
					a.State = s
					s.chooseZone(a, used, r)
					used |= 1 << a.From
				}
				if s.fire(a, r) {
					cf = NoConcentrate
				}
			}
		case StepStatus:
			s.StatusPhase()
		case StepRounds:
			s.playRounds(st, r)
		case StepSquadrons:
			s.SquadronPhase(r)
		case StepManeuver:
			if st.Speed >= 0 {
				s.Units[st.Unit].Speed = int8(st.Speed)
			}
			if st.Chosen {
				nav, c := s.maneuver(st.Unit, r)
				s.executeManeuver(st.Unit, nav, c, false, r)
				break
			}
			s.executeManeuver(st.Unit, st.Navigate, st.Course, st.TurnLast, r)
		}
	}
}

// executeManeuver is an activation's Execute Maneuver step for ship u:
// Navigate applied to course c (navigate), the move with its overlaps, the
// play area's edge, the obstacles it ends on and the squadrons it moves
// aside; the activation then ends, an unspent dial discarded.
func (s *State) executeManeuver(u int, nav NavigateRequest, c Course, turnLast bool, r *sim.Stream) {
	s.executed.navJoint = 0
	if s.Units[u].KeptDial == Navigate {
		s.executed.navJoint = nav.ExtraJoint
	}
	s.executed.thrust = int(s.Units[u].Faceup[ThrustControlMalfunction])
	s.executed.speedBefore, s.executed.navToken = int(s.Units[u].Speed), s.Units[u].HasToken(Navigate)
	c = s.navigate(u, nav, c, turnLast, r)
	s.executed.course, s.executed.speed = c, int(s.Units[u].Speed)
	if s.executed.unmoved = s.Units[u].Destroyed; s.executed.unmoved {
		s.Units[u].SpeedUsed = 0 // destroyed before it moved
	}
	s.Maneuver(u, s.Model.Tool, c, r)
	s.leavePlayArea(u)
	s.objectiveAfterMove(u, r)
	s.landOnObstacles(u, r)
	s.moveAside(u, r)
	if s.Units[u].Faceup[RupturedEngine] > 0 {
		s.rupturedEngine(u, r) // "After you execute a maneuver" (damagecard.go)
	}
	s.Units[u].KeptDial = CommandNone
}

// fire declares and resolves attack a and counts it; a ship's attack at a
// squadron on the table then declares additional squadron targets (rules
// notes §3, step 6: "another enemy squadron in the same arc and range ...
// each squadron once per attack"), the nearest first, for as long as there
// are any, each resolved as an attack of its own from the same hull zone
// (without the Concentrate Fire of the first). It reports whether the first
// attack rolled its dice (was not cancelled).
func (s *State) fire(a *Attack, r *sim.Stream) bool {
	f := s.resolveCounted(a, r)
	g := s.Model
	if f.Cancelled {
		return false
	}
	if !f.Measured || g.Units[f.Attacker].Profile.Squadron || !g.Units[f.Defender].Profile.Squadron {
		return true
	}
	attacker, from, attacked := f.Attacker, f.From, s.attacked
	attacked.Clear()
	attacked.Add(f.Defender)
	for {
		next := Attack{Attacker: attacker, From: from, Measured: true, Target: TargetNearestSquadron, Skip: attacked, State: s}
		if !s.declare(&next, r) {
			return true
		}
		attacked.Add(next.Defender)
		s.resolveCounted(&next, r)
	}
}

// resolveCounted resolves attack a and counts it. The attack is played in
// the state's own scratch space, which it returns: the script stays
// read-only, and policies, which see the attack through an interface, do
// not make it escape to the heap. a may be that space already (playSteps
// reads its script's attack into it).
func (s *State) resolveCounted(a *Attack, r *sim.Stream) *Attack {
	f := &s.inFlight[0]
	if f != a {
		*f = *a
	}
	s.Attacks++
	var m traceMark
	if s.rec.On() {
		m = s.markTrace()
	}
	s.Resolve(f, r)
	if f.Cancelled {
		s.Cancelled++
	}
	if s.rec.On() {
		s.traceAttack(f, m)
	}
	if s.Model.Battle != nil {
		s.afterAttack(f)
	}
	if f.Measured {
		s.Measured++
		if f.NoTarget {
			s.NoTarget++
		} else if f.Obstructed {
			s.Obstructed++
		}
	}
	return f
}

func (s *State) playRounds(st *Step, r *sim.Stream) {
	for round := 1; round <= st.Rounds; round++ {
		s.Round = round
		s.CommandPhase(r)
		s.playSteps(st.Body, r)
		s.StatusPhase()
		s.Rounds = round
		for _, u := range st.Until {
			if s.Units[u].Destroyed {
				return
			}
		}
	}
}

// Metrics lists the probes as metrics, or a battle's measures.
func (g *Model) Metrics() []sim.Metric {
	if g.Battle != nil {
		return g.Battle.metrics()
	}
	return sim.ProbeMetrics(g.Probes)
}

// NewTrial returns a state for one worker: a State is the [sim.Trial] of
// its Model.
func (g *Model) NewTrial() sim.Trial { return NewState(g) }

// Play plays one trial: it resets s, places the units, plays the script
// after the first Command Phase and records every probe. A one-attack
// script's trial may take the worker's memo of its defence
// (attack_memo.go), to the same numbers.
func (s *State) Play(r *sim.Stream, tally *sim.Tally) {
	if s.Model.Battle != nil {
		s.playBattle(r, tally)
		return
	}
	if m := s.memo; m != nil && m.fast && !s.rec.On() {
		s.playMemo(m, r)
		s.recordProbes(tally)
		return
	}
	s.Reset()
	if s.placing {
		s.place(r)
	}
	if s.rec.On() {
		s.rec.Heading("The script")
	}
	if s.dialling {
		s.CommandPhase(r)
	}
	s.memoOn = s.memo != nil && !s.rec.On()
	s.playSteps(s.Model.Script, r)
	s.memoOn = false
	if r.Cut() {
		return
	}
	s.recordProbes(tally)
}
