package armada

import "github.com/fleetlab/fleetlab/sim"

// Most Wanted (core set, assault, no victory tokens; rules notes battle
// §3.2). Set-up: after deployment the second player names one of its own
// ships and one of the first player's as objective ships (ARC 0.1:
// non-flotilla). Special rule: a ship attacking an objective ship may add
// 1 die of a colour already in its pool (the FAQ 2.2.1 errata: a ship, not
// a squadron). End of game: a destroyed objective ship's ship-card cost
// counts twice, its upgrades once (State.doubled, Casualty.Doubled).

// mostWantedSetUp names the objective ships: the second player's
// ObjectiveShipDecision picks one of each fleet.
func (s *State) mostWantedSetUp(r *sim.Stream) {
	second := 1 - s.first
	o := &s.game.obj
	o.ships[second] = s.objectiveShip(second, second, r)
	o.ships[s.first] = s.objectiveShip(second, s.first, r)
	if s.rec.On() {
		for p, u := range o.ships {
			if u >= 0 {
				s.rec.Logf("%s's objective ship: %s", s.Model.Battle.Fleets[p], s.Model.Units[u].ID)
			}
		}
	}
}

// mostWantedDie adds the extra die to a ship's attack on an objective
// ship: the colour its ConcentrateDecision names among those in the pool
// (the same choice as the Concentrate Fire dial's).
func (s *State) mostWantedDie(a *Attack, r *sim.Stream) {
	o := &s.game.obj
	if a.Defender != o.ships[0] && a.Defender != o.ships[1] || s.Model.Units[a.Attacker].Profile.Squadron || a.N >= MaxDice || a.N == 0 {
		return
	}
	c := s.concentrate(a, r)
	if !a.inPool(c) {
		c = a.Pool[0].Colour
	}
	a.Pool[a.N] = Die{Colour: c, Face: c.Roll(r)} // added dice ignore range
	a.N++
}
