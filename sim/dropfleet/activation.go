package dropfleet

import (
	"fmt"
	"slices"

	"github.com/fleetlab/fleetlab/sim"
)

// ShipOrder is one ship's part in an activation.
type ShipOrder struct {
	Ship int // index into Model.Ships
	// TakesSpecial says whether the ship takes the battlegroup's special
	// order; the others take Standard Orders.
	TakesSpecial bool
	// Player is the index of the player (State.Player) whose Move and
	// Target decisions move the ship and pick its target: its fleet's, or
	// a scripted one.
	Player int
	// Target is the ship's fixed weapon target, or -1 to ask the player.
	Target int
	// ScanTarget is the fixed Active Scan target, or -1 to ask the
	// activation's player.
	ScanTarget int
}

// Activation is one battlegroup activation: every ship of the battlegroup,
// group by group, each under the battlegroup's special order or Standard
// Orders.
type Activation struct {
	Battlegroup int
	// Special is the fixed special order (or Standard), or OrderNone when
	// the player's Order decision picks it at every activation.
	Special Order
	// Player is the index of the player (State.Player) whose Order and
	// ScanTarget decisions the activation asks: its fleet's, or a
	// scripted one.
	Player int
	// Ships lists each ship's part, in activation order.
	Ships []ShipOrder
}

// effects are an order's spike effects as bit flags, with the spike added
// at the end of the activation in the top bits.
type effects uint8

const (
	removeMinorAtStart effects = 1 << iota
	spikesEnemy
	silentAtEnd
	endSpikeShift = iota
)

// effectsOf packs the spike effects of order o's row of the orders table.
func effectsOf(o Order) effects {
	r := o.Rule()
	e := effects(r.EndSpike) << endSpikeShift
	if r.RemoveMinorAtStart {
		e |= removeMinorAtStart
	}
	if r.SpikesEnemy {
		e |= spikesEnemy
	}
	if r.SilentAtEnd {
		e |= silentAtEnd
	}
	return e
}

func (e effects) endSpike() Spike { return Spike(e >> endSpikeShift) }

// orderEffects caches effectsOf for every order.
var orderEffects = func() (t [len(orderRules)]effects) {
	for o := Standard; int(o) < len(orderRules); o++ {
		t[o] = effectsOf(o)
	}
	return t
}()

// NewActivation builds the activation of battlegroup bg under the special
// order special (see BuildActivation) and checks it with CheckActivation.
func (g *Model) NewActivation(bg int, special Order, takes []int, scanTarget int) (Activation, error) {
	a, err := g.BuildActivation(bg, special, takes, scanTarget)
	if err != nil || special == OrderNone {
		return a, err // the caller sets the Player that chooses, then calls CheckActivation
	}
	return a, g.CheckActivation(&a)
}

// BuildActivation builds the activation of battlegroup bg under the
// special order special (OrderNone with a Player whose Order decision picks
// it each time), without checking it. takes says which ships take the
// special order (nil: every ship, except that under Active Scan only the
// first ship of each group scans, as only one may). Its players are the
// fleet's; point it at a scripted one (Model.AddPlayer) to choose
// otherwise, then call CheckActivation.
func (g *Model) BuildActivation(bg int, special Order, takes []int, scanTarget int) (Activation, error) {
	f := g.Battlegroups[bg].Fleet
	a := Activation{Battlegroup: bg, Special: special, Player: f}
	for _, t := range takes {
		if t < 0 || t >= len(g.Ships) || g.Ships[t].Battlegroup != bg {
			return a, fmt.Errorf("ship %d is not in battlegroup %s", t, g.Battlegroups[bg].Name)
		}
	}
	for _, gi := range g.Battlegroups[bg].Groups {
		for k, si := range g.Groups[gi].Ships {
			o := ShipOrder{Ship: si, Player: f, Target: -1, ScanTarget: scanTarget}
			if takes == nil {
				o.TakesSpecial = special != ActiveScan || k == 0 || g.Ships[si].Profile.Detector
			} else {
				o.TakesSpecial = slices.Contains(takes, si)
			}
			a.Ships = append(a.Ships, o)
		}
	}
	return a, nil
}

// CheckActivation reports the first rule a fixed activation breaks at the
// ships' starting positions, as an *IllegalError, or nil.
func (g *Model) CheckActivation(a *Activation) error {
	if a.Special == OrderNone {
		if g.player(a.Player).Order == nil {
			return fmt.Errorf("no order given")
		}
		return nil // chosen at every activation; refusals are counted then
	}
	start := NewState(g)
	scanners := map[int]int{} // group → ships scanning
	for i := range a.Ships {
		o := &a.Ships[i]
		sh := &g.Ships[o.Ship]
		if sh.Battlegroup != a.Battlegroup {
			return &IllegalError{Ship: sh.ID, Rule: "activates with a battlegroup it is not in",
				Source: "seed 003: \"All the ships in a battlegroup have to work together\""}
		}
		if !o.TakesSpecial || a.Special == Standard {
			continue
		}
		if !start.InCoherency(o.Ship) {
			return &IllegalError{Ship: sh.ID, Rule: fmt.Sprintf("is in group %s, which is out of coherency (its ships do not form one %g\" chain), and may only take Standard Orders, not %s", g.Groups[sh.Group].Name, CoherencyRange(&sh.Profile), a.Special),
				Source: "seed 003: \"Ships outside their group cohesion range can only use standard orders.\"; FAQ261: a group split into parts may not take special orders"}
		}
		if a.Special != ActiveScan {
			continue
		}
		if err := activeScanRefusal(start, o.Ship, scanners); err != nil {
			return err
		}
		if o.ScanTarget >= 0 {
			if t := &g.Ships[o.ScanTarget]; t.Fleet == sh.Fleet {
				return &IllegalError{Ship: sh.ID, Rule: fmt.Sprintf("may not Active Scan %s, a friendly ship", t.ID),
					Source: "seed 003: \"place a Minor Spike on any one enemy ship on the tabletop\""}
			}
		} else if g.player(a.Player).ScanTarget == nil {
			return &IllegalError{Ship: sh.ID, Rule: "Active Scan needs a target ship",
				Source: "seed 003: \"place a Minor Spike on any one enemy ship on the tabletop\""}
		}
	}
	return nil
}

// activeScanRefusal returns why ship i may not Active Scan now, or nil;
// scanners counts the ships of each group already scanning.
func activeScanRefusal(s *State, i int, scanners map[int]int) *IllegalError {
	sh := &s.Model.Ships[i]
	if sh.Profile.Hull < ActiveScanMinHull {
		return &IllegalError{Ship: sh.ID, Rule: fmt.Sprintf("may not Active Scan: its starting Hull is %d, 3 or less", sh.Profile.Hull),
			Source: "seed 003: \"Ships in Atmosphere and/or with a starting Hull characteristic of 3 or less may not use this order.\""}
	}
	if s.Ships[i].Layer == Atmosphere {
		return &IllegalError{Ship: sh.ID, Rule: "may not Active Scan from the Atmosphere",
			Source: "seed 003: \"Ships in Atmosphere and/or with a starting Hull characteristic of 3 or less may not use this order.\""}
	}
	if !sh.Profile.Detector {
		if scanners[sh.Group]++; scanners[sh.Group] > 1 {
			return &IllegalError{Ship: sh.ID, Rule: fmt.Sprintf("is the second ship of group %s to Active Scan", s.Model.Groups[sh.Group].Name),
				Source: "seed 003: \"Only one ship per Group may use this order.\""}
		}
	}
	return nil
}

// maxActivationShips is the most ships of one group's part of an
// activation played at once (3 groups of one class, merged, of up to 12):
// the bound of its orders and played-ship mask, kept on the stack.
const maxActivationShips = 36

// mayTake reports whether ship i, in coherency, may take special order o
// now. scanned has a bit per group position in the battlegroup that
// already scans.
func (s *State) mayTake(i int, o Order, scanned *uint8) bool {
	if o == Standard {
		return true
	}
	if s.Ships[i].Cripples&CrippleNoSpecial != 0 {
		return false // crippled: "no special orders"
	}
	if o != ActiveScan {
		return true
	}
	sh := &s.Model.Ships[i]
	if sh.Profile.Hull < ActiveScanMinHull || s.Ships[i].Layer == Atmosphere {
		return false
	}
	if sh.Profile.Detector {
		return true
	}
	bit := s.groupBit[i]
	if *scanned&bit != 0 {
		return false
	}
	*scanned |= bit
	return true
}

// Activate plays activation a: the battlegroup's special order is fixed or
// chosen now; then each group in turn plays its part (see activateGroup).
// A ship that may not take the special order now (its group out of
// coherency, say) takes Standard Orders, and the refusal is counted.
// Afterwards every watched ship's detection is recorded. A battlegroup
// that activates is on the table from then on: it comes on now if it was
// off the table, whatever its fleet's arrival scheme.
func (s *State) Activate(a *Activation, r *sim.Stream) {
	s.comeOn(a.Battlegroup)
	special := a.Special // the order written, unless the player chooses (decide.go)
	s.taker = nil
	if s.asks && s.players[a.Player].Order != nil {
		special = s.chooseOrder(a, r)
		s.taker, _ = s.players[a.Player].Order.(SpecialTaker)
	}
	if s.rec.On() {
		s.announce(a, special)
	}
	if len(a.Ships) == 1 { // most scripted activations: one ship, one part, no scratch
		o := &a.Ships[0]
		coherent := special != Standard && o.TakesSpecial && (s.solo[o.Ship] || s.InCoherency(o.Ship))
		var scanned uint8
		orders := [1]Order{s.playedOrder(a, o, special, coherent, &scanned)}
		s.activateGroup(a, a.Ships, orders[:], r)
		if s.crippleDue {
			s.resolveCrippling(r)
		}
	} else {
		s.activateParts(a, special, r)
	}
	s.Activations++
	if s.told != nil {
		s.untold("in its activation")
	}
	if len(s.Model.Watch) > 0 {
		s.recordDetection()
	}
}

// activateParts plays activation a under special group part by group
// part: each group's ships (at most a part's worth) play together, and
// crippling rolls come at the end of each part.
func (s *State) activateParts(a *Activation, special Order, r *sim.Stream) {
	// Coherency is judged once, before any ship moves: ships move one by
	// one and the group's coherency is checked at the end (rules notes §6).
	if len(a.Ships) > len(s.coherent) { // never for the game's own activations (capacity.go)
		s.coherent = make([]bool, len(a.Ships))
	}
	coherent := s.coherent[:len(a.Ships)]
	if special != Standard { // Standard Orders need no coherency
		for i := range a.Ships {
			o := &a.Ships[i]
			coherent[i] = o.TakesSpecial && (s.solo[o.Ship] || s.InCoherency(o.Ship))
		}
	}
	var scanned uint8
	var orders [maxActivationShips]Order
	most := min(cap(s.volleys), maxActivationShips) // ships in one part
	for start := 0; start < len(a.Ships); {
		end := start + 1
		if end < len(a.Ships) { // a part of one ship needs no group
			group := s.Model.Ships[a.Ships[start].Ship].Group
			for end < len(a.Ships) && end-start < most && s.Model.Ships[a.Ships[end].Ship].Group == group {
				end++
			}
		}
		for i := start; i < end; i++ {
			orders[i-start] = s.playedOrder(a, &a.Ships[i], special, coherent[i], &scanned)
		}
		s.activateGroup(a, a.Ships[start:end], orders[:end-start], r)
		if s.crippleDue {
			s.resolveCrippling(r) // crippling rolls come at the end of the firing group's activation
		}
		start = end
	}
}

// shipOrder returns the order ship o takes when its battlegroup takes
// special: Standard Orders unless it takes the special order and is not
// destroyed; the special order if it may (coherent says its group is in
// coherency), else Standard Orders with the refusal counted.
func (s *State) shipOrder(o *ShipOrder, special Order, coherent bool, scanned *uint8) Order {
	if !o.TakesSpecial || special == Standard || s.Ships[o.Ship].Hull <= 0 {
		return Standard
	}
	if coherent && s.mayTake(o.Ship, special, scanned) {
		return special
	}
	s.Illegal++
	return Standard
}

// playedOrder returns the order ship o of activation a plays when its
// battlegroup takes special: shipOrder's, but Standard Orders where the
// player that chose the order gives the ship Standard (SpecialTaker), and
// traced (orderPlayed).
func (s *State) playedOrder(a *Activation, o *ShipOrder, special Order, coherent bool, scanned *uint8) Order {
	chosen := !o.TakesSpecial || s.taker != nil && special != Standard && s.Ships[o.Ship].Hull > 0 && !s.taker.TakesSpecial(s, a, o.Ship, special)
	order := Standard
	if !chosen || !o.TakesSpecial {
		order = s.shipOrder(o, special, coherent, scanned)
	}
	if s.rec.On() && s.Ships[o.Ship].Hull > 0 {
		s.orderPlayed(o, special, order, chosen, coherent)
	}
	return order
}

// comeOn puts battlegroup bg on the table, as its activation does.
func (s *State) comeOn(bg int) { s.arrived[bg], s.entered[bg] = true, true }

// activateGroup plays one group's part of activation a, each ship under
// its order (v1.7 firing rules: "Once a group has moved, all of its ships
// may fire weapon systems if their orders permit them to do so"; seed 003:
// "Generally a ship may turn, then move, then fire its weapons"). Each
// ship in turn starts its activation, turns and moves. Then the group
// allocates all its fire before any die is rolled: each ship's target
// (fixed, or picked by its targeting policy now, after the group's moves)
// and the weapons that can fire at it ("All of a Group's Attack Dice must
// be allocated between the available targets before any rolls to hit are
// made", rules notes §2 step 2), so no ship re-targets after another's
// shot. Then the dice are rolled (see fireVolleys). Last, each ship's
// Active Scan ("After the ship has moved and fired") and the end of its
// activation. Destroyed ships take no part.
func (s *State) activateGroup(a *Activation, ships []ShipOrder, orders []Order, r *sim.Stream) {
	if len(ships) == 1 { // most parts: one ship, the same steps without the loops
		o := &ships[0]
		if s.Ships[o.Ship].Hull <= 0 {
			return
		}
		s.startAndMove(o, orders[0], r)
		if vs := s.aim(s.volleys[:0], o, orders[0], r); len(vs) > 0 {
			s.fireVolleys(vs, r)
		}
		s.endActivation(a, o, orders[0], r)
		return
	}
	var played uint64 // bit k: ships[k] plays (a group part has at most maxActivationShips ships)
	for k := range ships {
		if s.Ships[ships[k].Ship].Hull > 0 {
			played |= 1 << k
			s.startAndMove(&ships[k], orders[k], r)
		}
	}
	vs := s.volleys[:0]
	for k := range ships {
		if played&(1<<k) != 0 {
			vs = s.aim(vs, &ships[k], orders[k], r)
		}
	}
	if len(vs) > 0 {
		s.fireVolleys(vs, r)
	}
	for k := range ships {
		if played&(1<<k) != 0 {
			s.endActivation(a, &ships[k], orders[k], r)
		}
	}
}

// aimRules allocates ship o's fire under order, after its group's moves: its
// target (written, else its player's, else none) and the weapons that can
// fire at it, appended to vs as a volley. A ship crippled to hold fire
// holds it this activation only; HadTarget[o.Ship] records whether a
// weapon could fire.
func (s *State) aimRules(vs []volley, o *ShipOrder, order Order, r *sim.Stream) []volley {
	i := o.Ship
	sh := &s.Ships[i]
	s.HadTarget[i] = false
	holdFire := sh.Cripples&CrippleHoldFire != 0 // crippled: "no firing/launch next activation"
	sh.Cripples &^= CrippleHoldFire
	if orderRules[order].WeaponSystems == 0 || holdFire {
		return vs
	}
	if s.asks && s.players[o.Player].Sector != nil && s.Model.Battle != nil {
		if ref := s.players[o.Player].Sector.SectorTarget(s, i, order, r); s.validSector(ref) {
			s.HadTarget[i] = s.FireAtSector(i, ref, order, r) > 0 // a sector instead of a ship (bombard.go)
			if s.HadTarget[i] {
				return vs
			}
		}
	}
	if s.asks && s.players[o.Player].Station != nil && s.Model.Battle != nil {
		if k := s.players[o.Player].Station.StationTarget(s, i, order, r); k >= 0 && k < len(s.Model.Battle.Stations) {
			if s.HadTarget[i] = s.FireAtStation(i, k, order, r) > 0; s.HadTarget[i] { // station.go
				return vs
			}
		}
	}
	t := o.Target // the target written, else the player's, else none
	if t < 0 && s.asks && s.players[o.Player].Target != nil {
		t = s.chooseTarget(o, r)
	}
	if t < 0 {
		return vs
	}
	if first := s.FirstWeaponAt(i, t); first >= 0 {
		s.HadTarget[i] = true
		vs = append(vs, s.allocateFrom(i, t, order, first, r))
	}
	return vs
}

// startAndMove starts ship o's activation under order and moves it: at
// the start Silent Running ends ("until the start of its next activation",
// seed 003) and Standard Orders remove a Minor Spike; then the move its
// player's MoveDecision gives, checked against the order (an illegal one is counted and
// replaced by the least move straight ahead), halved and straight when
// crippled so.
func (s *State) startAndMove(o *ShipOrder, order Order, r *sim.Stream) {
	i := o.Ship
	sh := &s.Ships[i]
	start := sh.Spike
	sh.startActivation(order)
	if s.told != nil {
		s.spikeAt[i] = [2]Spike{start, sh.Spike}
	}
	if s.skip.moves {
		return // nothing reads where ships are (see skips)
	}
	thrust := s.Thrust(i)
	// the trace's move line goes before what the edges and scenery did
	mark, layer, hull := s.rec.Mark(), sh.Layer, sh.Hull
	if !s.asks || s.players[o.Player].Move == nil { // the default: straight ahead, the least the order allows (crippled or not)
		lo, _ := order.Bounds(thrust)
		s.moveOnTable(i, order, thrust, false, false, false, Movement{Distance: lo}, mark, layer, hull, r)
		return
	}
	m := s.chooseMove(o, order, r)
	replaced := CheckMovement(m, order, thrust) != nil
	if replaced {
		s.Illegal++
		m = Movement{}
	}
	refused := false
	if m.Layer != LayerNone && m.Layer != sh.Layer {
		if s.layerChangeAllowed(i, m, order, thrust) {
			sh.Layer = m.Layer
		} else {
			s.Illegal++
			refused = true
		}
	}
	slowed := sh.Cripples&CrippleSlow != 0
	if slowed { // crippled: "Thrust halved, no turning"
		m = Movement{Distance: m.Total() / 2}
	}
	if m == (Movement{}) {
		m.Distance, _ = order.Bounds(thrust)
	}
	s.moveOnTable(i, order, thrust, slowed, replaced, refused, m, mark, layer, hull, r)
}

// moveOnTable carries out ship i's movement m under order: the move, then
// in a battle the table's edges and scenery (edge.go) and a survey at its
// end (survey.go); traced, the move is logged at mark and recorded, with
// the layer and Hull the ship had before it.
func (s *State) moveOnTable(i int, order Order, thrust int, slowed, replaced, refused bool, m Movement, mark int, layer Layer, hull int16, r *sim.Stream) {
	sh := &s.Ships[i]
	from, h0 := sh.Pos, sh.Heading
	s.move(i, m)
	asked := sh.Pos
	if s.Model.Battle != nil {
		s.tableMoved(i, from, h0, m, r) // edges and scenery (edge.go)
		if s.rec.On() {
			s.recordMove(mark, i, order, thrust, slowed, replaced, refused, m, from, asked, h0, layer, hull)
		}
		s.surveyAfterMove(i, order, r) // survey.go
		return
	}
	if s.rec.On() {
		s.logMove(mark, i, from, layer)
	}
}

// startActivation starts the ship's activation under order: Silent
// Running ends ("until the start of its next activation", seed 003) and
// Standard Orders remove a Minor Spike.
func (sh *ShipState) startActivation(order Order) {
	sh.Silent = false
	if orderEffects[order]&removeMinorAtStart != 0 && sh.Spike == MinorSpike {
		sh.Spike = NoSpike
	}
}

// endActivation ends ship o's activation under order: an Active Scan
// first, "After the ship has moved and fired" (seed 003), unless the ship
// was destroyed meanwhile; then the order's spike at the end, or Silent
// Running's.
func (s *State) endActivation(a *Activation, o *ShipOrder, order Order, r *sim.Stream) {
	i := o.Ship
	sh := &s.Ships[i]
	e := orderEffects[order]
	anomalyScanned := s.battle.anomaly.on && s.anomalyActivation(i, e&spikesEnemy != 0, r)
	if e&spikesEnemy != 0 && sh.Hull > 0 && !anomalyScanned {
		t := o.ScanTarget // the target written, else the player's, else none
		if t < 0 && s.asks && s.players[a.Player].ScanTarget != nil {
			t = s.chooseScanTarget(a, o, r)
		}
		if t >= 0 && !(s.battle.world.on && s.battle.world.solidBetween(sh.Pos, sh.Layer, s.Ships[t].Pos, s.Ships[t].Layer)) {
			s.activeScan(t, r) // "not behind an LSO" (rules notes; solidobject.go)
			if s.rec.On() {
				s.rec.Logf("%s Active Scans %s", s.Model.Ships[i].ID, s.Model.Ships[t].ID)
				s.rec.Event(ScanEvent{Turn: s.Turn, Ship: s.Model.Ships[i].ID, Order: order, Target: s.Model.Ships[t].ID})
			}
		}
	}
	before := sh.Spike
	sh.endOrder(order)
	if s.told != nil {
		s.rec.Event(SpikeEvent{Turn: s.Turn, Ship: s.Model.Ships[i].ID, Order: order, Start: s.spikeAt[i][0], AfterStart: s.spikeAt[i][1],
			BeforeEnd: before, End: sh.Spike, SilentAtEnd: sh.Silent})
	}
}

// endOrder ends the ship's activation under order: the order's spike at
// the end, or Silent Running's; the order is recorded.
func (sh *ShipState) endOrder(order Order) {
	if e := orderEffects[order]; e&silentAtEnd != 0 {
		sh.Spike = NoSpike
		sh.Silent = true
	} else {
		sh.Spike = sh.Spike.Plus(e.endSpike())
	}
	sh.Order = order
}

// activeScan resolves an Active Scan at ship t (seed 003), if t is on the
// table: against a
// Silent Runner, roll a d6 and spot it on 4+, with no spike either way;
// any other enemy gains a Minor Spike.
func (s *State) activeScan(t int, r *sim.Stream) {
	if !s.OnTable(t) {
		return // "any one enemy ship on the tabletop" (seed 003)
	}
	s.scans(t, 1, r)
}

// scans resolves n Active Scans in a row at ship t, on the table: each
// against a Silent Runner rolls a d6 and spots it on 4+, with no spike
// either way; each at any other enemy gives it a Minor Spike (seed 003).
// The dice are rolled until one spots the ship (FirstAtLeast), and
// scansEnd applies the scans.
func (s *State) scans(t, n int, r *sim.Stream) {
	missed := n
	if s.Ships[t].Silent {
		missed = r.FirstAtLeast(n, ScanRevealRoll)
	}
	s.scansEnd(t, n, missed)
}

// scansEnd applies n Active Scans in a row at ship t of which, if t is a
// Silent Runner, the first missed rolled less than ScanRevealRoll and the
// next (if missed < n) spotted it. Spotted, t takes a Minor Spike from
// each scan left (AddSpike on a ship not Silent), Minor plus Minor a
// Major; a ship not Silent takes one from each of the n.
func (s *State) scansEnd(t, n, missed int) {
	ts := &s.Ships[t]
	if ts.Silent {
		if missed >= n {
			return
		}
		ts.Silent = false
		n -= missed + 1
	}
	ts.Spike = ts.Spike.Plus(Spike(min(n, int(MajorSpike))))
}

// ScanRevealRoll is the d6 result an Active Scan needs to spot a Silent
// Runner: "On a 4 or more, the Silent Runner is spotted" (seed 003).
const ScanRevealRoll = 4
