package armada

import "github.com/fleetlab/fleetlab/sim"

// Assault and raid tokens (battle notes §5): "Attacking a ship: spend 1
// hit die → defender gains a raid token of your choice. Raid tokens: can't
// resolve that command; revealing a dial may discard all raids (by
// discarding the dial) or a token can cancel a matching raid; max one per
// type; only ships with a size class can get them." A ship's raid tokens
// are UnitState.Raids, a bit per Command.

// assault lets an Assault squadron attacking a ship spend a die showing a
// hit (a plain hit first) to give the defender the raid token its
// player's RaidDecision names; one the defender already holds is not
// given and costs nothing.
func (s *State) assault(a *Attack, r *sim.Stream) {
	def, defSt := a.DefenderUnit()
	if def.Profile.Squadron || def.Profile.Size == SizeNone {
		return
	}
	die := -1
	for i := range a.N {
		if f := a.Pool[i].Face; f.Hits() > 0 && (die < 0 || f == Hit) {
			die = i
		}
	}
	if die < 0 {
		return
	}
	c := s.raid(a, r)
	if c <= CommandNone || c >= commands || defSt.Raids&(1<<c) != 0 {
		return
	}
	a.Pool[die].Face = FaceNone // spent
	defSt.Raids |= 1 << c
}

// resolveRaids applies ship u's raid tokens as its dial is revealed: a
// revealed dial matching a raid token cannot be resolved, so the ship
// discards it to discard all its raid tokens; each command token matching
// a raid token left is spent to cancel it. It returns the dial, CommandNone
// when it was discarded.
func (s *State) resolveRaids(u int, dial Command) Command {
	st := &s.Units[u]
	if dial > CommandNone && st.Raids&(1<<dial) != 0 {
		st.Raids = 0
		return CommandNone
	}
	for c := Navigate; c < commands; c++ {
		if st.Raids&(1<<c) != 0 && s.spendToken(u, c) {
			st.Raids &^= 1 << c
		}
	}
	return dial
}

// Raided reports whether ship u holds a raid token of command c.
func (u *UnitState) Raided(c Command) bool { return u.Raids&(1<<c) != 0 }
