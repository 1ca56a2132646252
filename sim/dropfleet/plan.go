package dropfleet

import "github.com/fleetlab/fleetlab/sim"

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
}

// flatScript returns the script compiled into plans, one a step, and the
// orders refused in a trial; or nil when the script is not flat. It is
// called by Model.NewTrial once the skips are worked out, on the state at
// the start.
func (s *State) flatScript() (plans []shipPlan, refused int) {
	g := s.Model
	if !s.skip.moves || s.startDue || len(g.Script) == 0 {
		return nil, 0
	}
	plans = sim.Isolated[shipPlan](len(g.Script))
	for k := range g.Script {
		st := &g.Script[k]
		if st.Kind != StepActivate {
			return nil, 0
		}
		p, ok := s.planShip(&st.Activate)
		if !ok {
			return nil, 0
		}
		plans[k] = p
	}
	refused = s.Illegal // planShip counted them on the starting state
	s.Illegal = 0
	return plans, refused
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

// playFlat plays one trial of a flat script (see flatScript): the ships
// as they start, then each plan's activation; the refusals and the
// activation count are the script's.
func (s *State) playFlat(r *sim.Stream) {
	s.restoreShips() // plans are built only beside shipsAt0 (NewTrial)
	// in registers across the scans' calls:
	ships, plans := s.Ships, s.plans
	for k := range plans {
		p := &plans[k]
		if !p.plays {
			continue
		}
		sh := &ships[p.ship]
		sh.startActivation(p.order)
		sh.Cripples &^= CrippleHoldFire // it holds its fire, if it was to: it has no weapon
		if p.scan >= 0 {
			s.scan(p.scan, r)
		}
		sh.endOrder(p.order)
	}
	s.Activations, s.Illegal = len(plans), s.refused
}
