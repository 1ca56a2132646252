package armada

import (
	"slices"

	"github.com/fleetlab/fleetlab/sim"
)

// ScriptedDials is the default DialDecision: ship u's scripted dials
// (Unit.Commands, in a cycle), or with Unit.CommandHeuristic the simple
// command heuristic's: Repair when
// the ship has lost two shields or more, or holds a damage card, and no
// Repair dial is already in its stack; else Squadron when it has a
// squadron value, a friendly squadron is in reach now and no Squadron dial
// is in its stack; otherwise Concentrate Fire.
type ScriptedDials struct{}

// Dial implements DialDecision.
func (ScriptedDials) Dial(s *State, u int, _ *sim.Stream) Command {
	g, st := &s.Model.Units[u], &s.Units[u]
	if !g.CommandHeuristic {
		return g.Commands[int(st.DialsSet)%len(g.Commands)]
	}
	lost := 0
	for z := range Zone(zones) {
		lost += g.Profile.Shields[z] - int(st.Shields[z])
	}
	if lost >= 2 || st.Cards > 0 {
		if !slices.Contains(st.Dials[:st.NDials], Repair) {
			return Repair
		}
	}
	if g.Profile.SquadronValue > 0 && s.squadronsInReach(u) > 0 && !slices.Contains(st.Dials[:st.NDials], SquadronCommand) {
		return SquadronCommand
	}
	return ConcentrateFireCommand
}

// CardsThenShields is the default RepairDecision: discard a damage card
// while the points pay for it (faceup first); then recover a shield on the
// zone missing most; then move a shield from the zone with most to spare
// to the zone missing most, while that narrows the gap.
type CardsThenShields struct{}

// NextRepair implements RepairDecision.
func (CardsThenShields) NextRepair(s *State, u, points int, _ *sim.Stream) RepairEffect {
	st, full := &s.Units[u], &s.Model.Units[u].Profile.Shields
	if points >= RepairHullCost && st.Cards > 0 {
		return RepairEffect{Kind: DiscardCard}
	}
	missing := func(z Zone) int {
		if capacitorFailed(st, z) {
			return 0 // Capacitor Failure: no shield recovered in it or moved to it
		}
		return full[z] - int(st.Shields[z])
	}
	to := Front // the neediest zone, the first of those missing most
	for z := range Zone(zones) {
		if missing(z) > missing(to) {
			to = z
		}
	}
	if points >= RecoverShieldCost && missing(to) > 0 {
		return RepairEffect{Kind: RecoverShield, To: to}
	}
	if points >= MoveShieldCost {
		from := to
		for z := range Zone(zones) {
			if st.Shields[z] > 0 && missing(z) < missing(to)-1 && (from == to || st.Shields[z] > st.Shields[from]) {
				from = z
			}
		}
		if from != to {
			return RepairEffect{Kind: MoveShield, From: from, To: to}
		}
	}
	return RepairEffect{}
}

// MostShieldsZone is the default DebrisDecision: the hull zone with the
// most shields left (the first of them), which loses the fewest cards.
type MostShieldsZone struct{}

// DebrisZone implements DebrisDecision.
func (MostShieldsZone) DebrisZone(s *State, u int, _ *sim.Stream) Zone {
	st := &s.Units[u]
	z := Front
	for y := Left; y < zones; y++ {
		if st.Shields[y] > st.Shields[z] {
			z = y
		}
	}
	return z
}

// KeepUseful is the default KeepDialDecision: a dial is kept when its
// effect applies in this activation: Repair when the ship has lost shields
// or holds damage cards, Concentrate Fire when the activation attacks,
// Navigate when it maneuvers, Squadron when the ship has a squadron value
// and a friendly squadron is in reach.
type KeepUseful struct{}

// KeepDial implements KeepDialDecision.
func (KeepUseful) KeepDial(s *State, u int, dial Command, attacks, maneuvers bool, _ *sim.Stream) bool {
	switch dial {
	case Repair:
		return s.needsRepair(u)
	case ConcentrateFireCommand:
		return attacks
	case Navigate:
		return maneuvers
	case SquadronCommand:
		return s.Model.Units[u].Profile.SquadronValue > 0 && s.squadronsInReach(u) > 0
	}
	return false
}

// MostDamageZone is the default ZoneDecision: the zone whose declared
// attack gathers the most expected damage (front, left, right, rear on a
// tie).
type MostDamageZone struct{}

// Zone implements ZoneDecision.
func (MostDamageZone) Zone(_ *State, o *ZoneOptions, _ *sim.Stream) Zone {
	best, chosen := -1.0, zones
	for z := range Zone(zones) {
		if !o.Legal[z] {
			continue
		}
		if e := o.Attacks[z].ExpectedGathered(); chosen == zones || e > best {
			best, chosen = e, z
		}
	}
	return chosen
}

// ExpectedGathered returns the expected damage of the dice declared attack
// a gathers at its range, before any is rolled.
func (a *Attack) ExpectedGathered() float64 {
	crits := a.countsCrits()
	gathered := a.Range.Gather(a.armament())
	e := 0.0
	for col := Red; col <= Black; col++ {
		e += float64(gathered[col]) * ExpectedDamage(col, crits)
	}
	return e
}

// FaceupFirst is the default CardDiscardDecision: a faceup damage card
// before a facedown one, the first kind listed of each.
type FaceupFirst struct{}

// CardToDiscard implements CardDiscardDecision.
func (FaceupFirst) CardToDiscard(s *State, u int, _ *sim.Stream) (Card, bool) {
	st := &s.Units[u]
	for _, faceup := range [2]bool{true, false} {
		for c := range Card(cardKinds) {
			if st.holds(c, faceup) {
				return c, faceup
			}
		}
	}
	return 0, false // holds none: not asked
}

// SpendWhenUseful is the default NavigateTokenDecision and
// RepairTokenDecision: a Navigate token is spent when the speed change
// asked for is more than the kept dial gives; a Repair token with the
// Repair dial, or without it when the ship has lost shields or holds
// damage cards.
type SpendWhenUseful struct{}

// SpendNavigateToken implements NavigateTokenDecision.
func (SpendWhenUseful) SpendNavigateToken(s *State, u int, want NavigateRequest, _ *sim.Stream) bool {
	dial := 0
	if s.Units[u].KeptDial == Navigate {
		dial = 1
	}
	return min(abs(want.Speed), 2) > dial
}

// SpendRepairToken implements RepairTokenDecision.
func (SpendWhenUseful) SpendRepairToken(s *State, u int, dial bool, _ *sim.Stream) bool {
	return dial || s.needsRepair(u)
}
