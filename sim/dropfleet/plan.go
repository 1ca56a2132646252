package dropfleet

import (
	"sync/atomic"

	"github.com/fleetlab/fleetlab/sim"
)

// A flat script is a script compiled, once for each worker, into the only
// work its trials can do. It is made when every step activates one ship
// by a written order, no player is asked anything, no ship moves or has a
// weapon (skips.moves), every activating battlegroup is on the table from
// the start and no crippling roll is due at the start. Then nothing in a
// trial changes a ship's Hull, Layer, lasting cripples or place, nor which
// battlegroups are on the table; so which order each ship takes, whether
// it was refused, and whether its Active Scan target is on the table are
// the same in every trial, and are worked out here by the rules' own
// functions (shipOrder, OnTable). A trial only starts and ends each ship's
// activation and rolls its scans: the rules, the random draws and every
// result are Activate's (TestSkipsChangeNothing plays every built-in with
// and without plans).
//
// Only a scan's roll differs between trials, and it changes only the
// scanned ship. A ship that no plan scans goes through the same
// activations from the same start in every trial, so it ends every trial
// in the same state: its activations are played once, here, and its state
// is left as they leave it. A trial restores and plays only the scanned
// ships: their own activations and the scans at them.

// A shipPlan is one step of a flat script: one ship's activation.
type shipPlan struct {
	ship  int   // the activating ship
	order Order // the order it takes
	// scan is the Active Scan target, or -1 when the ship scans nothing
	// (its order does not, it is destroyed, or the target is off the
	// table).
	scan int
	// plays says the ship takes part: it is not destroyed.
	plays bool
	// own says the trial plays the ship's own activation, its start and
	// end: the ship is scanned, so its state differs between trials.
	own bool
	// scans is how many Active Scans in a row the step makes at scan:
	// the scans of the plans that follow at the same ship, when neither
	// they nor this plan are own, are merged into this one.
	scans int
}

// flatScript returns the script compiled into the plans a trial plays, or
// nil when the script is not flat. It is called by compileWays (ways.go)
// once the skips are worked out, on the state at the start, and leaves the
// state as every trial of the plans ends it but for the scanned ships: the
// refusals and the activation count are the script's.
func (s *State) flatScript() []shipPlan {
	g := s.Model
	if !s.skip.moves || s.startDue || len(g.Script) == 0 {
		return nil
	}
	plans := sim.Isolated[shipPlan](len(g.Script))
	for k := range g.Script {
		st := &g.Script[k]
		if st.Kind != StepActivate {
			return nil
		}
		p, ok := s.planShip(&st.Activate)
		if !ok {
			return nil
		}
		plans[k] = p
	}
	s.Activations = len(g.Script) // and s.Illegal the refusals, counted by planShip
	return s.settleUnscanned(plans)
}

// settleUnscanned plays, on s.Ships, the activations of the ships that no
// plan scans, and returns the plans a trial still plays: the scans, and
// the activations of scanned ships (marked own). It sets s.scanned to the
// scanned ships, which a trial restores.
func (s *State) settleUnscanned(plans []shipPlan) []shipPlan {
	scanned := make([]bool, len(s.Ships))
	for _, p := range plans {
		if p.scan >= 0 {
			scanned[p.scan] = true
		}
	}
	left := plans[:0] // plans keeps its capacity (and its padding)
	for _, p := range plans {
		if !p.plays {
			continue
		}
		if p.own = scanned[p.ship]; !p.own {
			sh := &s.Ships[p.ship]
			sh.startPlanned(p.order)
			sh.endOrder(p.order)
		}
		switch last := len(left) - 1; {
		case last >= 0 && p.scan >= 0 && !p.own && !left[last].own && left[last].scan == p.scan:
			left[last].scans++
		case p.own || p.scan >= 0:
			p.scans = 1
			left = append(left, p)
		}
	}
	var restore []int
	for i, in := range scanned {
		if in {
			restore = append(restore, i)
		}
	}
	s.scanned = append(sim.Isolated[int](len(restore))[:0], restore...)
	return left
}

// planShip compiles activation a into a plan, as Activate's one-ship path
// would play it from the state s; ok is false when a cannot be planned: it
// activates several ships or a battlegroup off the table, or asks a player
// for its order or a target. A refused order is counted in s.Illegal.
func (s *State) planShip(a *Activation) (p shipPlan, ok bool) {
	if len(a.Ships) != 1 || a.Special == OrderNone || !s.entered[a.Battlegroup] {
		return p, false
	}
	o := &a.Ships[0]
	if s.asks && (s.players[a.Player].Order != nil ||
		o.Target < 0 && s.players[o.Player].Target != nil ||
		o.ScanTarget < 0 && s.players[a.Player].ScanTarget != nil) {
		return p, false
	}
	coherent := a.Special != Standard && o.TakesSpecial && (s.solo[o.Ship] || s.InCoherency(o.Ship))
	var scanned uint8
	p = shipPlan{ship: o.Ship, order: s.shipOrder(o, a.Special, coherent, &scanned), scan: -1, plays: s.Ships[o.Ship].Hull > 0}
	if t := o.ScanTarget; p.plays && orderEffects[p.order]&spikesEnemy != 0 && t >= 0 && s.OnTable(t) {
		p.scan = t
	}
	return p, true
}

// playFlat plays one trial of a flat script (see flatScript): the
// scanned ships as they start, then each plan left for a trial. With r
// nil it draws nothing: the scans of the one plan that scans
// (State.flatScan) miss missed times before one spots its target, as
// FirstAtLeast would have rolled them.
func (s *State) playFlat(r *sim.Stream, missed int) {
	// in registers across the scans' calls:
	ships, at0, plans := s.Ships, s.shipsAt0, s.plans // plans are built only beside shipsAt0 (NewTrial)
	for _, i := range s.scanned {
		ships[i] = at0[i]
	}
	for k := range plans {
		p := &plans[k]
		sh := &ships[p.ship]
		if p.own {
			sh.startPlanned(p.order)
		}
		switch {
		case p.scan < 0:
		case r != nil:
			s.scans(p.scan, p.scans, r)
		default:
			s.scansEnd(p.scan, p.scans, missed)
		}
		if p.own {
			sh.endOrder(p.order)
		}
	}
}

// A flat script whose plans scan once (one plan, after merging the scans
// in a row at one ship) draws, in a trial, only that plan's dice: if its
// target is Silent when it scans, FirstAtLeast(scans, ScanRevealRoll),
// and nothing otherwise. Everything else a trial plays is the same in
// every trial, so a trial ends in a state that depends only on how many
// scans missed. A block counts its trials by that number (the dice are
// read a draw at a time, sim.Stream.CountFirstAtLeast), then plays and
// records each number seen once, weighted by its count: the same tally
// as trial by trial, with the same draws.

// A flatScan is how a worker plays the blocks of a flat script that scans
// from one plan.
type flatScan struct {
	scans  int     // the plan's scans
	rolls  bool    // its target is Silent when it scans: a trial rolls dice
	counts []int64 // a block's trials by scans missed
}

// compileFlatScan returns how s plays the blocks of its flat script, or
// nil when no plan or more than one scans. It is called by compileWays
// (ways.go) once the plans are made; the scanned ships it changes are
// restored by every trial.
func (s *State) compileFlatScan() *flatScan {
	only := -1
	for k, p := range s.plans {
		if p.scan >= 0 {
			if only >= 0 {
				return nil
			}
			only = k
		}
	}
	if only < 0 {
		return nil
	}
	p := &s.plans[only]
	return &flatScan{scans: p.scans, rolls: s.flatScanRolls(only), counts: sim.Isolated[int64](p.scans + 1)}
}

// flatScanRolls reports whether the target of plan k is Silent when the
// plan scans it: whether a trial of the plans rolls dice. It plays the
// plans before k, which draw nothing.
func (s *State) flatScanRolls(k int) bool {
	for _, i := range s.scanned {
		s.Ships[i] = s.shipsAt0[i]
	}
	for _, p := range s.plans[:k] {
		if p.own {
			sh := &s.Ships[p.ship]
			sh.startPlanned(p.order)
			sh.endOrder(p.order)
		}
	}
	p := &s.plans[k]
	if p.own {
		s.Ships[p.ship].startPlanned(p.order)
	}
	return s.Ships[p.scan].Silent
}

// playFlatScans plays up to n trials of the flat script f was compiled
// from into the tally s.reads is bound to, counting them by the scans
// missed in f.counts, and returns the number played.
func (s *State) playFlatScans(f *flatScan, r *sim.Stream, n int64, stop *atomic.Bool) int64 {
	counts := f.counts
	var played int64
	if f.rolls {
		played = r.CountFirstAtLeast(f.scans, ScanRevealRoll, counts, n, stop)
	} else {
		for played < n && !stop.Load() {
			played++
		}
		counts[f.scans] = played // no dice: every trial is the same
	}
	for missed, m := range counts {
		if m > 0 {
			counts[missed] = 0
			s.playFlat(nil, missed)
			s.reads.record(m)
		}
	}
	return played
}

// startPlanned starts a planned ship's activation under order: it holds
// its fire, if it was to, since it has no weapon.
func (sh *ShipState) startPlanned(order Order) {
	sh.startActivation(order)
	sh.Cripples &^= CrippleHoldFire
}
