package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// ManoeuvreOutcome is what a Manoeuvre roll does to one enemy token on a
// ship that activated on Course Change or Max Thrust.
type ManoeuvreOutcome uint8

// The outcomes of a Manoeuvre roll.
const (
	// ManoeuvreStrikes: the token strikes at the end of the activation.
	ManoeuvreStrikes ManoeuvreOutcome = iota
	// ManoeuvreShakenOff: the token is removed.
	ManoeuvreShakenOff
	// ManoeuvreDelayed: a torpedo waits until the end of the ship's next
	// activation.
	ManoeuvreDelayed
)

// Manoeuvre returns what a Manoeuvre roll d does to a token of kind k
// (battle notes §2.2, "Manoeuvre (shaking off)"; U-L3): by default "roll
// D6 per enemy asset: 5+ removed, otherwise it strikes at the end of the
// activation. Torpedo: 6 removed, 5 survives and waits until the end of the
// ship's next activation, 1-4 strikes now"; under the FAQ261 experimental
// rule only Bombers and Fire Ships roll, removed on 5+.
func Manoeuvre(k LaunchKind, d int, experimental bool) ManoeuvreOutcome {
	switch {
	case experimental && k != Bombers && k != FireShips:
		return ManoeuvreStrikes
	case k == Torpedoes && d == 6:
		return ManoeuvreShakenOff
	case k == Torpedoes && d == 5:
		return ManoeuvreDelayed
	case k != Torpedoes && d >= 5:
		return ManoeuvreShakenOff
	}
	return ManoeuvreStrikes
}

// shakesOff reports whether order lets a ship roll to shake off the enemy
// tokens on it: Course Change or Max Thrust (battle notes §2.2).
func shakesOff(o Order) bool { return o == CourseChange || o == MaxThrust }

// assetsAfterActivation plays the launch assets at the end of activation
// a (battle notes §2.2): each of its ships that entered the Atmosphere
// loses every token on it; each that activated on Course Change or Max
// Thrust rolls for every enemy token on it (Manoeuvre); then the enemy
// tokens waiting for the end of that ship's activation (placed beyond
// their Thrust in an earlier Roundup, and torpedoes) take effect, fighters
// first, then bombers, fire ships and torpedoes. The engine plays these at
// the end of the battlegroup's activation, after all its ships have moved
// and fired. A delayed torpedo waits for the next one.
func (s *State) assetsAfterActivation(a *Activation, r *sim.Stream) {
	l := &s.battle.assets
	for k := range a.Ships {
		i := a.Ships[k].Ship
		if s.Ships[i].Hull <= 0 || s.Ships[i].Layer == Atmosphere {
			continue // compactWaves drops its tokens
		}
		enemy := 1 - s.Model.Ships[i].Fleet%Players
		if shakesOff(s.Ships[i].Order) {
			s.manoeuvre(i, enemy, r)
		}
		s.strikeShip(i, enemy, true, r)
		for j := range l.waves { // a torpedo delayed now strikes at the next activation
			if w := &l.waves[j]; int(w.target) == i && w.delayed {
				w.delayed = false
			}
		}
	}
	s.compactWaves()
}

// manoeuvre rolls for every token of player enemy's on ship i, one die
// each (Manoeuvre).
func (s *State) manoeuvre(i, enemy int, r *sim.Stream) {
	l := &s.battle.assets
	exp := s.Model.Rules.Launch.ExperimentalManoeuvre
	for j := range l.waves {
		w := &l.waves[j]
		if int(w.target) != i || int(w.owner) != enemy || w.tokens == 0 || w.delayed {
			continue
		}
		off, delayed := 0, 0
		for range w.tokens {
			switch Manoeuvre(w.kind, r.D6(), exp) {
			case ManoeuvreShakenOff:
				off++
			case ManoeuvreDelayed:
				delayed++
			}
		}
		if delayed > 0 && len(l.waves) < cap(l.waves) {
			d := *w
			d.tokens, d.delayed = int16(delayed), true
			w.tokens -= int16(delayed)
			l.waves = append(l.waves, d)
			w = &l.waves[j]
		}
		w.tokens -= int16(off)
		if s.rec.On() && off+delayed > 0 {
			s.rec.Logf("%s manoeuvres: %d %s shaken off, %d delayed", s.Model.Ships[i].ID, off, w.kind, delayed)
		}
	}
}
