package armada

import "github.com/fleetlab/fleetlab/sim"

// Opening Salvo (core set, assault, no victory tokens; rules notes battle
// §3.2). Set-up: after deployment every ship gains an objective token.
// Special rule: the first time a ship attacks another ship it discards its
// token and adds 2 dice after the roll: 2 red for the first player's
// ship, 2 of any colours for the second's (the engine adds black, the
// colour of the most damage a die, as the rules notes §1 faces give it;
// added dice ignore range). End of game: each player adds half the cost,
// rounded up, of every enemy ship still in play with at least 1 damage
// card: its fleet point cost, upgrades included (the card clarification the
// notes cite), halved once for the whole ship.

// openingSalvoSetUp gives every ship its objective token.
func (s *State) openingSalvoSetUp() {
	o := &s.game.obj
	o.tokens.Clear()
	for i := range s.Model.Units {
		if !s.Model.Units[i].Profile.Squadron {
			o.tokens.Add(i)
		}
	}
}

// openingSalvoDice adds the 2 dice of a ship's first attack on a ship.
func (s *State) openingSalvoDice(a *Attack, r *sim.Stream) {
	g := s.Model
	o := &s.game.obj
	if !o.tokens.Has(a.Attacker) || g.Units[a.Defender].Profile.Squadron || a.N == 0 {
		return
	}
	o.tokens.Remove(a.Attacker)
	c := Black
	if g.Units[a.Attacker].Player == s.first {
		c = Red
	}
	for range 2 {
		if a.N < MaxDice {
			a.Pool[a.N] = Die{Colour: c, Face: c.Roll(r)}
			a.N++
		}
	}
}

// openingSalvoScore is what player p adds at the end: half the cost,
// rounded up, of each enemy ship in play that holds a damage card.
func (s *State) openingSalvoScore(p int) int {
	n := 0
	for i := range s.Model.Units {
		u, st := &s.Model.Units[i], &s.Units[i]
		if u.Player != p && !u.Profile.Squadron && !st.Destroyed && st.Cards > 0 {
			n += (u.Points() + 1) / 2
		}
	}
	return n
}
