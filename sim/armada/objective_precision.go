package armada

import "github.com/fleetlab/fleetlab/sim"

// Precision Strike (core set, assault, 15 points a victory token; rules
// notes battle §3.2). Set-up: after deployment each of the second
// player's ships gains a concentrate-fire token. Special rule: a ship, or
// a squadron with Bomber, attacking a ship may spend 1 die showing a hit
// icon to flip one random facedown damage card of the defender faceup;
// after each such attack its player gains 1 victory token per damage card
// dealt faceup or flipped faceup during that attack.
//
// The engine plays it so: the attacker spends a die showing one hit and
// nothing else (the least damage given up), when the defender holds a
// facedown card and the pool's damage, that die included, could not
// destroy it outright (ignoring shields); a salvo flips nothing, as no
// objective effect applies to one (objectiveAttackEffects). Cards count
// only on the attack's defender: a salvo's cards on the attacker do not.

// precisionSetUp gives each of the second player's ships its
// concentrate-fire token.
func (s *State) precisionSetUp() {
	for u := range s.Model.Units {
		un := &s.Model.Units[u]
		if !un.Profile.Squadron && un.Player != s.first && !s.Units[u].Destroyed {
			s.GainToken(u, ConcentrateFireCommand)
		}
	}
}

// precisionAttacker reports whether attack a may use Precision Strike: a
// ship's or a Bomber squadron's, on a ship.
func (s *State) precisionAttacker(a *Attack) bool {
	att := &s.Model.Units[a.Attacker]
	bomber := att.Profile.Keywords.Set&(1<<KeywordBomber) != 0
	return (!att.Profile.Squadron || bomber) && !s.Model.Units[a.Defender].Profile.Squadron
}

// precisionFlip starts counting the cards attack a deals faceup, and
// spends a hit die to flip one of the defender's facedown cards faceup
// when the attack may and it is worth it.
func (s *State) precisionFlip(a *Attack, r *sim.Stream) {
	o := &s.game.obj
	o.faceupOn, o.faceupDealt = a.Defender+1, 0
	if !s.precisionAttacker(a) {
		return
	}
	st := &s.Units[a.Defender]
	down := 0
	for c := range cardKinds {
		down += int(st.Facedown[c])
	}
	if down == 0 || st.Destroyed || a.PoolDamage() >= s.hullValue(a.Defender)-int(st.Cards) {
		return
	}
	die := -1
	for i := range a.N {
		if a.Pool[i].Face == Hit {
			die = i
			break
		}
	}
	if die < 0 {
		return
	}
	a.Pool[die].Face = FaceNone
	k := r.IntN(down)
	for c := range cardKinds {
		if k -= int(st.Facedown[c]); k < 0 {
			st.Facedown[c]--
			o.faceupDealt++
			if s.rec.On() {
				s.rec.Logf("%s spends a hit die to flip %s's %s faceup", s.Model.Units[a.Attacker].ID, s.Model.Units[a.Defender].ID, Card(c))
			}
			s.faceup(a.Defender, Card(c), r)
			return
		}
	}
}

// precisionTokens gives attack a's player a victory token per card dealt
// or flipped faceup on its defender during a.
func (s *State) precisionTokens(a *Attack) {
	o := &s.game.obj
	n := o.faceupDealt
	o.faceupOn, o.faceupDealt = 0, 0
	if a.Cancelled || !s.precisionAttacker(a) {
		return
	}
	for range n {
		s.gainVictoryToken(s.Model.Units[a.Attacker].Player, "a damage card faceup")
	}
}
