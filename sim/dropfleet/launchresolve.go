package dropfleet

import (
	"fmt"

	"github.com/fleetlab/fleetlab/sim"
)

// resolveAssets plays the launch step's resolution (battle notes §2.2,
// Procedure 5): "starting with the highest initiative, each player picks
// one enemy ship and resolves all tokens on it, alternating until all are
// done". A player's ships are taken in the order its tokens were placed
// (an engine choice: the order changes only when crippling rolls come).
func (s *State) resolveAssets(r *sim.Stream) {
	l := &s.battle.assets
	if len(l.waves) == 0 {
		return
	}
	order := [Players]int{s.battle.initiative, 1 - s.battle.initiative}
	for more := true; more; {
		more = false
		for _, p := range order {
			if t := s.nextDueTarget(p); t >= 0 {
				s.strikeShip(t, p, false, r)
				more = true
			}
		}
	}
	s.compactWaves()
}

// nextDueTarget returns the first ship on which player p has tokens that
// take effect in this Roundup, or -1.
func (s *State) nextDueTarget(p int) int {
	for _, w := range s.battle.assets.waves {
		if int(w.owner) == p && w.tokens > 0 && !w.atActivation && int(w.target) >= 0 &&
			s.Model.Ships[w.target].Fleet%Players != p && s.Ships[w.target].Hull > 0 {
			return int(w.target)
		}
	}
	return -1
}

// due reports whether wave w of player p's on ship t takes effect now:
// in the Roundup (atActivation false) or at the end of t's activation
// (atActivation true: launched in an earlier Roundup, and not a torpedo
// delayed by Manoeuvre).
func (s *State) due(w *wave, p, t int, atActivation bool) bool {
	if w.tokens == 0 || int(w.owner) != p || int(w.target) != t || w.atActivation != atActivation {
		return false
	}
	return !atActivation || int(w.turn) < s.Turn && !w.delayed
}

// strikeShip resolves player p's tokens due on enemy ship t (battle notes
// §2.2, per-type rules): first p's fighters there each remove one of the
// owner's escort fighters on t; then p's bombers as one pooled attack,
// then its fire ships as another, then (at an activation's end) its
// torpedoes. Each token is removed as it takes effect.
func (s *State) strikeShip(t, p int, atActivation bool, r *sim.Stream) {
	l := &s.battle.assets
	intercept := 0
	for j := range l.waves {
		if w := &l.waves[j]; w.kind == Fighters && s.due(w, p, t, atActivation) {
			intercept += int(w.tokens)
			w.tokens = 0
		}
	}
	if intercept > 0 {
		gone, _ := s.takeEscorts(t, intercept)
		if s.rec.On() {
			s.rec.Logf("%d fighters intercept at %s: %d escort fighters removed", intercept, s.Model.Ships[t].ID, gone)
		}
	}
	for _, k := range [...]LaunchKind{Bombers, FireShips, Torpedoes} {
		if s.Ships[t].Hull > 0 {
			s.poolAttack(t, p, k, atActivation, r)
		}
	}
	if s.crippleDue {
		s.resolveCrippling(r)
	}
}

// escorts returns the escort fighters on ship t: its owner's fighters
// there.
func (s *State) escorts(t int) int {
	n := 0
	own := int8(s.Model.Ships[t].Fleet % Players)
	for _, w := range s.battle.assets.waves {
		if w.kind == Fighters && int(w.target) == t && w.owner == own {
			n += int(w.tokens)
		}
	}
	return n
}

// takeEscorts removes up to n escort fighters from ship t, the earliest
// placed first, and returns how many it removed and the Point Defence
// dice they add (each its own profile's bonus).
func (s *State) takeEscorts(t, n int) (removed, pdDice int) {
	own := int8(s.Model.Ships[t].Fleet % Players)
	l := &s.battle.assets
	for j := range l.waves {
		w := &l.waves[j]
		if removed == n {
			break
		}
		if w.kind != Fighters || int(w.target) != t || w.owner != own || w.tokens == 0 {
			continue
		}
		take := min(int(w.tokens), n-removed)
		w.tokens -= int16(take)
		removed += take
		pdDice += take * s.assetProfile(int(w.carrier), Fighters).PDBonus
	}
	return removed, pdDice
}

// poolAttack resolves player p's due tokens of kind k on ship t as one
// attack (battle notes §2.2): "All bombers (any carriers) on one target
// roll together as one attack: the target rolls PD once against the pool,
// then Armour per remaining damage"; Fire Ships likewise, as a separate
// pool; torpedoes with no Point Defence. Each token rolls its profile's
// Attack dice at its Lock, a critical on Lock + 2 (+ 3 against Reinforced
// Armour). Before Point Defence the owner may spend escort fighters for
// their bonus dice (EscortDecision). The pool's special rules apply to the
// whole attack when any of its tokens has them (the table gives every
// token of a faction and kind the same): Scald, Corruptor and Flash
// (strikeDamage).
func (s *State) poolAttack(t, p int, k LaunchKind, atActivation bool, r *sim.Stream) {
	l := &s.battle.assets
	var pool DamagePool
	var special AssetSpecial
	tokens, hits, crits, critSize, flashHits := 0, 0, 0, 1, 0
	for j := range l.waves {
		w := &l.waves[j]
		if w.kind != k || !s.due(w, p, t, atActivation) {
			continue
		}
		a := s.assetProfile(int(w.carrier), k)
		h, c := rollAsset(a, int(w.tokens), s.Model.Ships[t].Profile.ReinforcedArmour, &pool, r)
		hits += h
		crits += c
		tokens += int(w.tokens)
		special |= a.Special
		if a.Special&AssetCorruptor != 0 {
			critSize = max(critSize, a.Damage)
		}
		if a.Special&AssetFlash != 0 {
			flashHits += h
		}
		w.tokens = 0
	}
	if tokens == 0 {
		return
	}
	spent := 0
	if k != Torpedoes { // "PD has no effect" on torpedoes
		var bonus int
		spent, bonus = s.spendEscorts(t, pool, r)
		if pool.Total() > 0 {
			if ok := PointDefenceSuccesses(s.Model.Ships[t].Profile.PD+bonus, r); ok > 0 {
				s.pointDefence(t, ok, &pool, r)
			}
		}
	}
	hull := s.Ships[t].Hull
	left, corrupted := s.strikeDamage(t, pool, special, critSize, r)
	s.Ships[t].CritsSuffered += int16(crits)
	s.addCorruptor(t, corrupted)
	s.afterAttack(t, t, false, flashHits > 0, 0, left)
	if s.rec.On() {
		s.rec.Logf("%d %s strike %s: %d hits (%d critical), %d escort fighters spent, %d Hull damage after Point Defence and saves, Hull %d → %d%s",
			tokens, k, s.Model.Ships[t].ID, hits, crits, spent, left, hull, s.Ships[t].Hull, specialNote(special, corrupted))
	}
}

// specialNote describes what an attack's special rules did, for the
// trace.
func specialNote(sp AssetSpecial, corrupted int) string {
	switch {
	case sp == 0:
		return ""
	case sp&AssetCorruptor != 0:
		return fmt.Sprintf(" (%s, %d Corruptor tokens)", sp, corrupted)
	}
	return fmt.Sprintf(" (%s)", sp)
}

// strikeDamage rolls ship t's saves against a launch asset attack's
// pool, once its Point Defence is done, and takes the damage left from
// its Hull: one save per point, the better of Armour and the passive save
// against normal damage, the passive save against critical damage (as
// resolve). Scald makes the Armour one worse ("target Armour +1
// (worse)"). Under Corruptor the critical points are saved a critical at
// a time, critSize points each (the last may have fewer once Point
// Defence cancelled some), and each critical that does damage gives a
// Corruptor token (rules notes §2, "each crit that damages gives a
// token"). The dice are those resolve rolls, in its order. It returns the
// Hull damage and the Corruptor tokens gained.
func (s *State) strikeDamage(t int, pool DamagePool, sp AssetSpecial, critSize int, r *sim.Stream) (left, corrupted int) {
	save := s.normalSave(t)
	if sp&AssetScald != 0 {
		save = betterSave(worseArmour(s.armour(t), 1), s.Model.Ships[t].Profile.Passive)
	}
	normal := pool[NormalDamage] - rollSaves(r, pool[NormalDamage], save)
	passive := s.Model.Ships[t].Profile.Passive
	crit := pool[CriticalDamage]
	if sp&AssetCorruptor == 0 {
		crit -= rollSaves(r, crit, passive)
	} else {
		through := 0
		for n := crit; n > 0; n -= critSize {
			g := min(n, critSize)
			if d := g - rollSaves(r, g, passive); d > 0 {
				through += d
				corrupted++
			}
		}
		crit = through
	}
	left = normal + crit
	s.damageHull(t, left, r)
	return left, corrupted
}

// worseArmour returns Armour save a made n worse (0, none, stays none).
func worseArmour(a, n int) int {
	if a == 0 {
		return 0
	}
	return a + n
}

// rollAsset rolls n tokens of profile a against a target (Reinforced
// Armour or not) and adds their damage to pool: each token's Attack dice
// hit on its Lock, a critical on Lock + 2 (Lock + 3 against Reinforced
// Armour). It returns the hits and the criticals.
func rollAsset(a AssetProfile, n int, reinforced bool, pool *DamagePool, r *sim.Stream) (hits, crits int) {
	lock := ClampLock(a.Lock)
	critAt := lock + 2
	if reinforced {
		critAt = lock + 3
	}
	for range n * a.Attacks {
		d := r.D6()
		if d < lock {
			continue
		}
		hits++
		if d >= critAt {
			crits++
			pool[CriticalDamage] += a.Damage
		} else {
			pool[NormalDamage] += a.Damage
		}
	}
	return hits, crits
}

// PointDefenceSuccesses rolls dice Point Defence dice and returns the
// successes: "roll D6 per PD point, 5+ = success" (rules notes §2).
func PointDefenceSuccesses(dice int, r *sim.Stream) int {
	n := 0
	for range dice {
		if r.D6() >= PointDefenceRoll {
			n++
		}
	}
	return n
}

// spendEscorts asks ship t's player how many of its escort fighters to
// spend against one attack whose damage is pool, "deciding after damage
// is known and before PD is rolled" (battle notes §2.2, Fighters), and
// removes them: it returns how many it spent and the Point Defence dice
// they add.
func (s *State) spendEscorts(t int, pool DamagePool, r *sim.Stream) (spent, dice int) {
	e := s.escorts(t)
	if e == 0 || pool.Total() == 0 {
		return 0, 0
	}
	var n int
	if d := s.players[s.Model.Ships[t].Fleet].Escort; d != nil {
		n = d.Spend(s, t, e, pool, r)
	} else {
		n = EnoughEscorts{}.Spend(s, t, e, pool, r)
	}
	return s.takeEscorts(t, min(max(n, 0), e))
}

// closeActionEscorts spends ship t's escort fighters against a Close
// Action attack of pool (battle notes §2.2, Fighters: "against one attack
// from launch assets or Close Action weapons"; resolve calls it for the
// Close Action attacks Point Defence applies to) and returns the Point
// Defence dice they add.
func (s *State) closeActionEscorts(t int, pool DamagePool, r *sim.Stream) int {
	if s.battle.assets.carriers == 0 {
		return 0
	}
	spent, dice := s.spendEscorts(t, pool, r)
	if spent > 0 && s.rec.On() {
		s.rec.Logf("%s spends %d escort fighters against Close Action fire: %d Point Defence dice more", s.Model.Ships[t].ID, spent, dice)
	}
	return dice
}
