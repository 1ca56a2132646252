package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// corruptorCarried reports whether a ship of g launches tokens with
// Corruptor: only then does a battle keep Corruptor tokens.
func corruptorCarried(g *Model) bool {
	for i := range g.Ships {
		p := &g.Ships[i].Profile
		for _, k := range spaceKinds {
			if p.LaunchValue(k) > 0 && (AssetProfileOf(p.Assets, k, g.Rules.Launch).Special|p.launchSpecial(k))&AssetCorruptor != 0 {
				return true
			}
		}
	}
	return false
}

// CorruptorTokens returns the Corruptor tokens on ship i.
func (s *State) CorruptorTokens(i int) int {
	if c := s.battle.assets.corruptor; c != nil {
		return int(c[i])
	}
	return 0
}

// addCorruptor gives ship i n Corruptor tokens.
func (s *State) addCorruptor(i, n int) {
	if c := s.battle.assets.corruptor; c != nil && n > 0 {
		c[i] = int8(min(int(c[i])+n, 127))
	}
}

// corruptorDamage plays the Corruptor tokens at the start of Damage
// Control (battle notes §2.3 step 1): "1 damage per Corruptor token, no
// saves of any kind". The engine plays them before the Fire (the notes
// leave their order an engine choice).
func (s *State) corruptorDamage(i int, r *sim.Stream) {
	if n := s.CorruptorTokens(i); n > 0 {
		s.loseHull(i, n, r)
		if s.rec.On() {
			s.rec.Logf("%s takes %d damage from its Corruptor tokens, Hull %d left", s.Model.Ships[i].ID, n, s.Ships[i].Hull)
		}
	}
}

// repairCorruptor rolls ship i's damage-control dice for its Corruptor
// tokens, each a repairable effect (battle notes §2.3 step 3: "Corruptor
// tokens and Orbital Decay count as effects"): a 1 deals 1 damage, no
// save, and the token stays; 2-3 it stays; 4-6 it is removed. They are
// rolled after the crippling effects' dice.
func (s *State) repairCorruptor(i int, r *sim.Stream) {
	c := s.battle.assets.corruptor
	if c == nil || c[i] == 0 {
		return
	}
	for range c[i] {
		if s.Ships[i].Hull <= 0 {
			return
		}
		switch s.repairRoll(r) { // U-D1 (scoring.go)
		case RepairFailedHurt:
			s.loseHull(i, 1, r)
		case Repaired:
			c[i]--
		}
	}
}
