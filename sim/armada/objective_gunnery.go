package armada

import "github.com/fleetlab/fleetlab/sim"

// Advanced Gunnery (core set, assault, no victory tokens; rules notes
// battle §3.2). Set-up: after deployment each player, the first player
// first, names one of its own ships its objective ship (ARC 0.1:
// non-flotilla; by default [ObjectiveShips]: its cheapest, the least to
// give away doubled). Special rule: the second player's objective ship may
// make every attack of an activation from one hull zone, even at the same
// target; the first player's may too, but that zone may not target the
// same hull zone or squadron more than once a round. End of game: a
// destroyed objective ship's card cost counts twice, its upgrades once.
//
// The engine plays it so: the second player's objective ship picks each
// attack's zone among all four (the one its ZoneDecision prefers, so the
// same one again when it is the best); the first player's keeps to a zone
// not yet used while one has a target, and only then fires again from a
// used zone, at a unit it has not attacked in this activation (stricter
// than the card, which forbids only the same hull zone: never more).

// ownObjectiveShips names each player's own objective ship, the first
// player's first (Advanced Gunnery, Intel Sweep).
func (s *State) ownObjectiveShips(r *sim.Stream) {
	o := &s.game.obj
	for _, p := range [Players]int{s.first, 1 - s.first} {
		o.ships[p] = s.objectiveShip(p, p, r)
		if s.rec.On() && o.ships[p] >= 0 {
			s.rec.Logf("%s's objective ship: %s", s.Model.Battle.Fleets[p], s.Model.Units[o.ships[p]].ID)
		}
	}
}

// gunneryMask returns the hull zones ship u may not attack from, used
// being those it has attacked from this activation: none for the second
// player's objective ship under Advanced Gunnery, else used. It also
// clears the attacked units at an activation's first attack.
func (s *State) gunneryMask(u int, used uint8) uint8 {
	o := &s.game.obj
	if o.played != AdvancedGunnery || o.ships[s.Model.Units[u].Player] != u {
		return used
	}
	if used == 0 {
		o.targets.Clear()
	}
	if s.Model.Units[u].Player != s.first {
		return 0
	}
	return used
}

// gunneryAgain declares attack a, whose zones not yet used have no
// target, from a used zone of the first player's objective ship, at a
// unit it has not attacked in this activation; it reports whether it
// found one.
func (s *State) gunneryAgain(a *Attack, used uint8, r *sim.Stream) bool {
	o := &s.game.obj
	u := a.Attacker
	if o.played != AdvancedGunnery || o.ships[s.Model.Units[u].Player] != u || s.Model.Units[u].Player != s.first || used == 0 {
		return false
	}
	a.Skip = o.targets
	return s.chooseZone(a, ^used, r)
}

// gunneryTargeted records the units attack a (and the squadrons it went
// on to) attacked, for the objective ship's later attacks.
func (s *State) gunneryTargeted(a *Attack) {
	o := &s.game.obj
	if o.played != AdvancedGunnery || o.ships[s.Model.Units[a.Attacker].Player] != a.Attacker {
		return
	}
	o.targets.Add(a.Defender)
	if s.Model.Units[a.Defender].Profile.Squadron {
		o.targets.Union(s.attacked)
	}
}
