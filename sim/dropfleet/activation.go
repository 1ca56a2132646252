package dropfleet

import (
	"fmt"

	"github.com/fleetlab/fleetlab/sim"
)

// ShipOrder is the order one ship takes in an activation.
type ShipOrder struct {
	Ship  int   // index into Game.Ships
	Order Order // the battlegroup's special order, or Standard
	// ScanTarget is the enemy ship an Active Scan aims at (index into
	// Game.Ships); unused for other orders.
	ScanTarget int
	// effects caches what Order does to spikes, from the orders table, so
	// that playing the activation reads no table.
	effects effects
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

// Activation is one battlegroup activation: every ship of the battlegroup,
// group by group, each under the battlegroup's special order or Standard
// Orders.
type Activation struct {
	Battlegroup int
	// Special is the one special order chosen for this activation, or
	// Standard when every ship takes Standard Orders.
	Special Order
	// Ships lists each ship's order, in activation order.
	Ships []ShipOrder
}

// NewActivation builds the activation of battlegroup bg under the special
// order special. takes says which ships take the special order (nil means
// the default: every ship, except that under Active Scan only the first ship
// of each group scans, as only one may). Each scanning ship aims at
// scanTarget. The activation is checked against the rules; the error names
// the ship and the rule.
func (g *Game) NewActivation(bg int, special Order, takes []int, scanTarget int) (Activation, error) {
	a := Activation{Battlegroup: bg, Special: special}
	if special == OrderNone {
		return a, fmt.Errorf("no order given")
	}
	inTakes := func(ship int, first bool) bool {
		if takes == nil {
			return special != ActiveScan || first || g.Ships[ship].Profile.Detector
		}
		for _, t := range takes {
			if t == ship {
				return true
			}
		}
		return false
	}
	for _, t := range takes {
		if g.Ships[t].Battlegroup != bg {
			return a, fmt.Errorf("ship %s is not in battlegroup %s", g.Ships[t].ID, g.Battlegroups[bg].Name)
		}
	}
	for _, gi := range g.Battlegroups[bg].Groups {
		for k, si := range g.Groups[gi].Ships {
			o := ShipOrder{Ship: si, Order: Standard, ScanTarget: -1}
			if inTakes(si, k == 0) {
				o.Order = special
				if special == ActiveScan {
					o.ScanTarget = scanTarget
				}
			}
			o.effects = effectsOf(o.Order)
			a.Ships = append(a.Ships, o)
		}
	}
	return a, g.CheckActivation(&a)
}

// CheckActivation reports the first rule a broke, as an *IllegalError, or
// nil if every ship's order is legal. It also prepares a to be played, so
// an activation built or changed by hand must pass it before Activate.
func (g *Game) CheckActivation(a *Activation) error {
	scanners := map[int]int{} // group → ships scanning
	for i := range a.Ships {
		o := &a.Ships[i]
		sh := &g.Ships[o.Ship]
		if o.Order == OrderNone || int(o.Order) >= len(orderRules) {
			return &IllegalError{Ship: sh.ID, Rule: "has no order", Source: "seed 003: \"the player may opt to use Standard Orders or one of many special orders\""}
		}
		o.effects = effectsOf(o.Order)
		if sh.Battlegroup != a.Battlegroup {
			return &IllegalError{Ship: sh.ID, Rule: "activates with a battlegroup it is not in",
				Source: "seed 003: \"All the ships in a battlegroup have to work together\""}
		}
		if o.Order != Standard && o.Order != a.Special {
			return &IllegalError{Ship: sh.ID, Rule: fmt.Sprintf("takes %s while the battlegroup's special order is %s: only one special order per battlegroup activation", o.Order, a.Special),
				Source: "seed 003: \"only one 'special' order can be chosen each time the battlegroup activates\""}
		}
		if o.Order != ActiveScan {
			continue
		}
		if sh.Profile.Hull < ActiveScanMinHull {
			return &IllegalError{Ship: sh.ID, Rule: fmt.Sprintf("may not Active Scan: its starting Hull is %d, 3 or less", sh.Profile.Hull),
				Source: "seed 003: \"Ships in Atmosphere and/or with a starting Hull characteristic of 3 or less may not use this order.\""}
		}
		if sh.Start.Layer == Atmosphere {
			return &IllegalError{Ship: sh.ID, Rule: "may not Active Scan from the Atmosphere",
				Source: "seed 003: \"Ships in Atmosphere and/or with a starting Hull characteristic of 3 or less may not use this order.\""}
		}
		if !sh.Profile.Detector {
			if scanners[sh.Group]++; scanners[sh.Group] > 1 {
				return &IllegalError{Ship: sh.ID, Rule: fmt.Sprintf("is the second ship of group %s to Active Scan", g.Groups[sh.Group].Name),
					Source: "seed 003: \"Only one ship per Group may use this order.\""}
			}
		}
		if o.ScanTarget < 0 || o.ScanTarget >= len(g.Ships) {
			return &IllegalError{Ship: sh.ID, Rule: "Active Scan needs a target ship",
				Source: "seed 003: \"place a Minor Spike on any one enemy ship on the tabletop\""}
		}
		if t := &g.Ships[o.ScanTarget]; t.Fleet == sh.Fleet {
			return &IllegalError{Ship: sh.ID, Rule: fmt.Sprintf("may not Active Scan %s, a friendly ship", t.ID),
				Source: "seed 003: \"place a Minor Spike on any one enemy ship on the tabletop\""}
		}
	}
	return nil
}

// Activate plays activation a: each ship in turn starts its activation,
// carries out its order, and ends it.
func (s *State) Activate(a *Activation, r *sim.Stream) {
	for i := range a.Ships {
		s.activateShip(&a.Ships[i], r)
	}
}

// activateShip plays one ship's activation under o.
func (s *State) activateShip(o *ShipOrder, r *sim.Stream) {
	sh := &s.Ships[o.Ship]
	e := o.effects
	// Start of activation. Silent Running lasts "until the start of its
	// next activation" (seed 003).
	sh.Silent = false
	if e&removeMinorAtStart != 0 && sh.Spike == MinorSpike {
		sh.Spike = NoSpike
	}
	// Turn, move and fire come here (the orders and shooting issues).
	if e&spikesEnemy != 0 {
		// Active Scan, after moving and firing (seed 003). Against a
		// Silent Runner: roll a d6, spotted on 4+, no spike either way.
		// Any other target gains a Minor Spike.
		if t := &s.Ships[o.ScanTarget]; t.Silent {
			t.Silent = r.D6() < ScanRevealRoll
		} else {
			t.Spike = t.Spike.Plus(MinorSpike)
		}
	}
	// End of activation.
	if e&silentAtEnd != 0 {
		sh.Spike = NoSpike
		sh.Silent = true
	} else {
		sh.Spike = sh.Spike.Plus(e.endSpike())
	}
	sh.Order = o.Order
}

// ScanRevealRoll is the d6 result an Active Scan needs to spot a Silent
// Runner: "On a 4 or more, the Silent Runner is spotted" (seed 003).
const ScanRevealRoll = 4
