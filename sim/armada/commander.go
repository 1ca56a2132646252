package armada

import "github.com/fleetlab/fleetlab/sim"

// Commanders whose effect needs a choice in a ship's activation (battle
// notes §4.4); those that only change dice or statistics are fitted like
// any card (upgrade_cards.go).

// sideArcsOnly is the UpgradesUsed bit of a ship that restricted itself to
// side-arc attacks in its latest activation (Admiral Ackbar).
const sideArcsOnly uint8 = 1 << 7

// ackbarArcs plays Admiral Ackbar's choice for ship u before its Attack
// step (battle notes §4.4: "a ship may restrict itself to side-arc attacks
// this round; then +2 red dice vs ships"): while the flagship lives, the
// ship restricts itself when an enemy ship may be attacked from its left
// or right hull zone, found by the attacks' own search of the zones
// (legalZones, with front and rear closed). It returns the zones the
// restriction closes (front and rear, or none). The choice is the
// default's; no decision asks it yet.
func (s *State) ackbarArcs(u int, r *sim.Stream) uint8 {
	st := &s.Units[u]
	st.UpgradesUsed &^= sideArcsOnly
	if !s.commanderLive(&s.Model.Units[u].Kit) {
		return 0
	}
	const closed = 1<<Front | 1<<Rear // the zones the restriction closes
	a := Attack{Attacker: u, NearestZone: true, Measured: true, Target: TargetNearestShip, State: s}
	if !s.legalZones(&a, closed, r) {
		return 0
	}
	st.UpgradesUsed |= sideArcsOnly
	return closed
}
