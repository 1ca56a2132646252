package dropfleet

import (
	"fmt"
	"slices"

	"github.com/fleetlab/fleetlab/sim"
)

// OrderChooser picks the one special order a battlegroup takes in an
// activation (or Standard). Implementations are in package policies.
type OrderChooser interface {
	ChooseOrder(s *State, a *Activation, r *sim.Stream) Order
}

// Mover decides how a ship turns and moves under its order. The movement
// it returns must pass CheckMovement for that order and the ship's Thrust;
// one that does not is counted as illegal and replaced by the order's least
// move straight ahead.
type Mover interface {
	Move(s *State, ship int, o Order, r *sim.Stream) Movement
}

// Targeter picks an enemy ship for a ship, or returns -1 for none.
type Targeter interface {
	Target(s *State, ship int, r *sim.Stream) int
}

// ShipOrder is one ship's part in an activation.
type ShipOrder struct {
	Ship int // index into Game.Ships
	// TakesSpecial says whether the ship takes the battlegroup's special
	// order; the others take Standard Orders.
	TakesSpecial bool
	// Mover moves the ship; nil moves it straight ahead the least its order
	// allows.
	Mover Mover
	// Target is the ship's fixed weapon target, or -1 to ask Targeter.
	Target   int
	Targeter Targeter
	// ScanTarget is the fixed Active Scan target, or -1 to ask the
	// activation's ScanTargeter.
	ScanTarget int
}

// Activation is one battlegroup activation: every ship of the battlegroup,
// group by group, each under the battlegroup's special order or Standard
// Orders.
type Activation struct {
	Battlegroup int
	// Special is the fixed special order (or Standard), or OrderNone when
	// Chooser picks it at every activation.
	Special      Order
	Chooser      OrderChooser
	ScanTargeter Targeter
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
func (g *Game) NewActivation(bg int, special Order, takes []int, scanTarget int) (Activation, error) {
	a, err := g.BuildActivation(bg, special, takes, scanTarget)
	if err != nil || special == OrderNone {
		return a, err // the caller sets Chooser, then calls CheckActivation
	}
	return a, g.CheckActivation(&a)
}

// BuildActivation builds the activation of battlegroup bg under the
// special order special (OrderNone with a Chooser that picks it each
// time), without checking it. takes says which ships take the special
// order (nil: every ship, except that under Active Scan only the first ship
// of each group scans, as only one may). Set any policies on the result,
// then call CheckActivation.
func (g *Game) BuildActivation(bg int, special Order, takes []int, scanTarget int) (Activation, error) {
	a := Activation{Battlegroup: bg, Special: special}
	for _, t := range takes {
		if t < 0 || t >= len(g.Ships) || g.Ships[t].Battlegroup != bg {
			return a, fmt.Errorf("ship %d is not in battlegroup %s", t, g.Battlegroups[bg].Name)
		}
	}
	for _, gi := range g.Battlegroups[bg].Groups {
		for k, si := range g.Groups[gi].Ships {
			o := ShipOrder{Ship: si, Target: -1, ScanTarget: scanTarget}
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
func (g *Game) CheckActivation(a *Activation) error {
	if a.Special == OrderNone {
		if a.Chooser == nil {
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
			return &IllegalError{Ship: sh.ID, Rule: fmt.Sprintf("is outside its group's coherency (%g\" chain) and may only take Standard Orders, not %s", CoherencyRange(&sh.Profile), a.Special),
				Source: "seed 003: \"Ships outside their group cohesion range can only use standard orders.\""}
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
		} else if a.ScanTargeter == nil {
			return &IllegalError{Ship: sh.ID, Rule: "Active Scan needs a target ship",
				Source: "seed 003: \"place a Minor Spike on any one enemy ship on the tabletop\""}
		}
	}
	return nil
}

// activeScanRefusal returns why ship i may not Active Scan now, or nil;
// scanners counts the ships of each group already scanning.
func activeScanRefusal(s *State, i int, scanners map[int]int) *IllegalError {
	sh := &s.Game.Ships[i]
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
			return &IllegalError{Ship: sh.ID, Rule: fmt.Sprintf("is the second ship of group %s to Active Scan", s.Game.Groups[sh.Group].Name),
				Source: "seed 003: \"Only one ship per Group may use this order.\""}
		}
	}
	return nil
}

// maxActivationShips is the most ships of one activation whose coherency
// is judged without allocating (3 groups of up to 12).
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
	sh := &s.Game.Ships[i]
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
// chosen now; each ship in turn starts its activation, turns and moves,
// fires, and ends it. A ship that may not take the special order now (out
// of coherency, say) takes Standard Orders, and the refusal is counted.
// Afterwards every watched ship's detection is recorded.
func (s *State) Activate(a *Activation, r *sim.Stream) {
	special := a.Special
	if a.Chooser != nil {
		special = a.Chooser.ChooseOrder(s, a, r)
	}
	// Coherency is judged once, before any ship moves: ships move one by
	// one and the group's coherency is checked at the end (rules notes §6).
	var coherent [maxActivationShips]bool
	if special != Standard { // Standard Orders need no coherency
		for i := range min(len(a.Ships), maxActivationShips) {
			o := &a.Ships[i]
			coherent[i] = o.TakesSpecial && (s.solo[o.Ship] || s.InCoherency(o.Ship))
		}
	}
	var scanned uint8
	group := -1
	for i := range a.Ships {
		o := &a.Ships[i]
		if g := s.Game.Ships[o.Ship].Group; g != group {
			if s.crippleDue {
				s.resolveCrippling(r) // crippling rolls come at the end of the firing group's activation
			}
			group = g
		}
		if s.Ships[o.Ship].Hull <= 0 {
			continue // destroyed: it no longer activates
		}
		order := Standard
		if o.TakesSpecial && special != Standard {
			if (i >= maxActivationShips || coherent[i]) && s.mayTake(o.Ship, special, &scanned) {
				order = special
			} else {
				s.Illegal++
			}
		}
		s.activateShip(a, o, order, r)
	}
	if s.crippleDue {
		s.resolveCrippling(r)
	}
	s.Activations++
	if k := s.Activations - 1; k < 64 {
		for _, w := range s.Game.Watch {
			if s.Detected(w) {
				s.DetectedAt[w] |= 1 << k
			}
		}
	}
}

// activateShip plays one ship's activation under order: start, turn and
// move, fire, Active Scan, end (seed 003: "Generally a ship may turn, then
// move, then fire its weapons").
func (s *State) activateShip(a *Activation, o *ShipOrder, order Order, r *sim.Stream) {
	i := o.Ship
	sh := &s.Ships[i]
	e := orderEffects[order]
	// Start of activation. Silent Running lasts "until the start of its
	// next activation" (seed 003).
	sh.Silent = false
	if e&removeMinorAtStart != 0 && sh.Spike == MinorSpike {
		sh.Spike = NoSpike
	}
	if !s.skip.moves {
		s.turnAndMove(i, o, order, r)
	}
	// Fire: at the fixed target, or the one the targeting policy picks.
	s.HadTarget[i] = false
	holdFire := sh.Cripples&CrippleHoldFire != 0 // crippled: "no firing/launch next activation"
	sh.Cripples &^= CrippleHoldFire
	if orderRules[order].WeaponSystems != 0 && !holdFire {
		t := o.Target
		if t < 0 && o.Targeter != nil {
			t = o.Targeter.Target(s, i, r)
		}
		if t >= 0 && s.Ships[t].Hull > 0 {
			if first := s.firstWeaponAt(i, t); first >= 0 {
				s.HadTarget[i] = true
				s.fireAllFrom(i, t, order, first, r)
			}
		}
	}
	// Active Scan, after moving and firing.
	if e&spikesEnemy != 0 {
		t := o.ScanTarget
		if t < 0 && a.ScanTargeter != nil {
			t = a.ScanTargeter.Target(s, i, r)
		}
		if t >= 0 {
			s.activeScan(t, r)
		}
	}
	// End of activation.
	if e&silentAtEnd != 0 {
		sh.Spike = NoSpike
		sh.Silent = true
	} else {
		sh.Spike = sh.Spike.Plus(e.endSpike())
	}
	sh.Order = order
}

// turnAndMove turns and moves ship i under order: as its Mover decides,
// or straight ahead the least the order allows.
func (s *State) turnAndMove(i int, o *ShipOrder, order Order, r *sim.Stream) {
	sh := &s.Ships[i]
	thrust := s.Thrust(i)
	if o.Mover == nil { // straight ahead, the least the order allows
		lo, _ := order.Bounds(thrust)
		s.move(i, Movement{Distance: lo})
		return
	}
	m := o.Mover.Move(s, i, order, r)
	if CheckMovement(m, order, thrust) != nil {
		s.Illegal++
		m = Movement{}
	}
	if sh.Cripples&CrippleSlow != 0 { // crippled: "Thrust halved, no turning"
		m = Movement{Distance: m.Total() / 2}
	}
	if m == (Movement{}) { // no move: the least
		m.Distance, _ = order.Bounds(thrust)
	}
	s.move(i, m)
}

// canTargetAny reports whether ship i can fire any of its weapons at t.
func (s *State) canTargetAny(i, t int) bool { return s.firstWeaponAt(i, t) >= 0 }

// firstWeaponAt returns the first of ship i's weapons that can fire at t,
// or -1.
func (s *State) firstWeaponAt(i, t int) int {
	ws := s.Game.Ships[i].Profile.Weapons
	for w := range ws {
		if s.CanTarget(i, &ws[w], t) {
			return w
		}
	}
	return -1
}

// activeScan resolves an Active Scan at ship t (seed 003): against a
// Silent Runner, roll a d6 and spot it on 4+, with no spike either way;
// any other enemy gains a Minor Spike.
func (s *State) activeScan(t int, r *sim.Stream) {
	if ts := &s.Ships[t]; ts.Silent {
		ts.Silent = r.D6() < ScanRevealRoll // an assignment, not a branch the CPU must guess
		return
	}
	s.AddSpike(t, MinorSpike)
}

// ScanRevealRoll is the d6 result an Active Scan needs to spot a Silent
// Runner: "On a 4 or more, the Silent Runner is spotted" (seed 003).
const ScanRevealRoll = 4
