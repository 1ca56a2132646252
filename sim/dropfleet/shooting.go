package dropfleet

import (
	"github.com/fleetlab/fleetlab/sim"
)

// PointDefenceRoll is the d6 a Point Defence die needs: "roll D6 per PD
// point, 5+ = success" (rules notes §2).
const PointDefenceRoll = 5

// lockAgainst returns weapon w's modified Lock from ship firer at ship
// target, and the roll from which a hit is a critical (rules notes §2): +1
// Lock across orbital layers; 6+ when either ship is in the Atmosphere;
// Calibre −1 against its tonnages; Mauler uses the target's Armour; the
// Lock clamped to 2+..6+; a critical on the modified Lock + 2, + 1 for a
// Calibre H or S weapon, + 3 against Reinforced Armour.
func (s *State) lockAgainst(firer int, w *Weapon, target int) (lock, critAt int) {
	g := s.Model
	tp := &g.Ships[target].Profile
	lock = w.Lock
	if w.Mauler && tp.Armour > 0 {
		lock = tp.Armour
	}
	if w.CalibreVs[tp.Tonnage] {
		lock--
	}
	if s.Ships[firer].Layer != s.Ships[target].Layer {
		lock++
	}
	if s.Ships[firer].Layer == Atmosphere || s.Ships[target].Layer == Atmosphere {
		lock = 6
	}
	if s.battle.world.on {
		lock += s.sceneryLock(firer, target) // debris: +1/+2 Lock (scenery.go)
	}
	lock = ClampLock(lock)
	base := lock
	if s.Model.Rules.PrintedCritLock {
		base = ClampLock(w.Lock)
	}
	critAt = base + 2
	if w.CalibreHeavy && !s.Model.Rules.PrintedCalibre {
		critAt = base + 1
	}
	if tp.ReinforcedArmour {
		critAt = base + 3
	}
	return lock, critAt
}

// Shot is the outcome of one weapon system firing at one target.
type Shot struct {
	Hits, Crits int // dice that hit; of them, criticals
	Damage      int // Hull damage after saves
}

// strike is what one weapon system's attack dice did at one target, before
// Point Defence and saves.
type strike struct {
	hits, crits  int // dice that hit (whose damage counts); of them, criticals
	normal, crit int // damage points: normal, and critical (ignoring Armour)
}

// roll rolls weapon w's attack from ship firer at ship target (rules notes
// §2): the attack dice (with Fusillade dice under Weapons Free) against
// the modified Lock, each hit's damage, a critical on the critical
// threshold or always for Particle; Burnthrough round by round (see
// burnthrough); Distortion: each hit deals as many damage as there were
// hits.
func (s *State) roll(firer int, w *Weapon, target int, weaponsFree bool, r *sim.Stream) strike {
	lock, critAt := s.lockAgainst(firer, w, target)
	return s.rollAt(w, lock, critAt, weaponsFree, r)
}

// rollAt rolls weapon w's attack at a modified Lock, criticals from
// critAt (see roll): shared by the shots at ships, at sectors and the
// sector weapons' (bombard.go).
func (s *State) rollAt(w *Weapon, lock, critAt int, weaponsFree bool, r *sim.Stream) strike {
	dice := w.Attacks.Roll(r)
	if weaponsFree {
		dice += w.Fusillade
	}
	var st strike
	switch {
	case w.Burnthrough > 0:
		st = s.burnthrough(w, dice, lock, critAt, r)
	case w.Damage.Count == 0:
		// Fixed damage draws nothing for a hit, so the dice are counted
		// in one call with no branch on them, which the CPU would guess
		// wrong a third of the time: the same hits, criticals and damage
		// as below. A critical is a hit at critAt or more (any hit of a
		// Particle weapon).
		critRoll := max(lock, critAt)
		if w.Particle {
			critRoll = lock
		}
		dmg := w.Damage.Plus
		st.hits, st.crits = r.CountAtLeast(dice, lock, critRoll)
		st.crit, st.normal = st.crits*dmg, (st.hits-st.crits)*dmg
	default:
		for range dice {
			d := r.D6()
			if d < lock {
				continue
			}
			st.hits++
			dmg := w.Damage.Roll(r)
			if w.Particle || d >= critAt {
				st.crits++
				st.crit += dmg
			} else {
				st.normal += dmg
			}
		}
	}
	if w.Distortion { // each hit deals as many damage as there were hits
		st.normal, st.crit = (st.hits-st.crits)*st.hits, st.crits*st.hits
	}
	return st
}

// oneIf returns 1 if b, else 0, with no branch.
func oneIf(b bool) int {
	n := 0
	if b {
		n = 1
	}
	return n
}

// burnthrough rolls a Burnthrough weapon's attack round by round, as the
// FAQ plays it (rules notes §2, §9 item 5; FAQ261): all the dice are
// rolled together; "You then roll three dice again" — every die that hit
// is rolled again, together, round after round until a round scores no
// hit; the weapon's Hull damage is capped at its Burnthrough value, counted
// before saves, and when a round's hits would pass the cap the best results
// are taken ("Pick the best result ... pick one of the crits and discard
// the other crit and hit"): criticals first, then the other hits, each
// hit's damage as rolled, the last one cut to the cap. "Any further dice
// rolls that hit after scoring at least critical hit ignore armour": after
// a round with a critical, every hit of the later rounds ignores Armour
// (under BurnthroughDieOnly only the critical dice do).
func (s *State) burnthrough(w *Weapon, dice, lock, critAt int, r *sim.Stream) strike {
	var st strike
	budget := w.Burnthrough
	armourless := false
	for dice > 0 && budget > 0 {
		hits, crits := 0, 0
		for range dice {
			if d := r.D6(); d >= lock {
				hits++
				if w.Particle || d >= critAt {
					crits++
				}
			}
		}
		for k := 0; k < hits && budget > 0; k++ { // criticals first
			dmg := min(w.Damage.Roll(r), budget)
			budget -= dmg
			st.hits++
			switch {
			case k < crits:
				st.crits++
				st.crit += dmg
			case armourless:
				st.crit += dmg
			default:
				st.normal += dmg
			}
		}
		if crits > 0 && !s.Model.Rules.BurnthroughDieOnly {
			armourless = true
		}
		dice = hits
	}
	return st
}

// pool sorts a weapon's damage by kind: its normal and critical points,
// Particle criticals apart, and all of them Swarmer's kinds for a Close
// Action (Swarmer) weapon.
func (st *strike) pool(w *Weapon) DamagePool {
	var p DamagePool
	k := NormalDamage
	if w.Swarmer {
		k = SwarmerNormal
	}
	p[k] = st.normal
	if w.Particle {
		p[k+ParticleDamage] = st.crit
	} else {
		p[k+CriticalDamage] = st.crit
	}
	return p
}

// Fire resolves weapon w of ship firer at ship target alone (rules notes
// §2): roll the attack (see roll); Point Defence against a Close Action
// weapon that is not a Beam (see resolve); then one save per point, the
// best that applies ("When a ship has more than one saving throw, players
// choose the best applicable save", v1.7 damage rules): the better of
// Armour and the passive save against normal damage, the passive save
// alone against critical damage (none against Particle); the rest is Hull
// damage. weaponsFree adds Fusillade dice. Crippling, Impel, Bloom and
// Flash follow. A group's Close Action weapons are pooled instead (see
// fireVolleys).
func (s *State) Fire(firer int, w *Weapon, target int, weaponsFree bool, r *sim.Stream) Shot {
	var ev ShotEvent
	evMark := 0
	if s.rec.On() {
		ev, evMark = s.shotFacts(firer, w, target), len(s.rec.Events)
	}
	st := s.roll(firer, w, target, weaponsFree, r)
	mark := s.rec.Mark() // the shot reads before the destruction it causes
	left, critLeft := s.resolve(target, st.pool(w), w.CloseAction && !w.Beam, r)
	s.Ships[target].CritsSuffered += int16(st.crits)
	s.Ships[firer].DamageDealt += int16(left)
	if w.Crippling && critLeft > 0 && s.Ships[target].Hull > 0 {
		s.Ships[target].PendingCripple++
		s.crippleDue = true
	}
	s.afterAttack(firer, target, w.Bloom, w.Flash && st.hits > 0, w.Impel, left)
	if s.rec.On() {
		s.rec.LogAt(mark, "%s fires %s at %s: %d hits (%d critical), %d Hull damage after saves, Hull %d left",
			s.Model.Ships[firer].ID, w.Name, s.Model.Ships[target].ID, st.hits, st.crits, left, s.Ships[target].Hull)
		ev.Hits, ev.Crits, ev.Damage, ev.HullLeft = st.hits, st.crits, left, int(s.Ships[target].Hull)
		s.eventAt(evMark, ev)
	}
	return Shot{Hits: st.hits, Crits: st.crits, Damage: left}
}

// afterAttack applies an attack's effects once its damage is done: Impel
// turns the target 45° when the attack dealt at least its value; Bloom
// gives the firer a Minor Spike; Flash, when the attack hit, gives the
// target a Minor Spike, and another when it dealt 3 or more.
func (s *State) afterAttack(firer, target int, bloom, flashHit bool, impel, left int) {
	if impel > 0 && left >= impel && s.Ships[target].Hull > 0 {
		s.Ships[target].Heading = Normalize(s.Ships[target].Heading + MaxTurnDegrees)
	}
	if bloom {
		s.AddSpike(firer, MinorSpike)
	}
	if flashHit {
		s.AddSpike(target, MinorSpike)
		if left >= 3 {
			s.AddSpike(target, MinorSpike)
		}
	}
}

// resolve applies pooled damage to ship target: when pd, its Point Defence
// first, one roll against the whole pool ("roll D6 per PD point, 5+ =
// success; each success cancels 1 normal damage, a critical damage point
// needs 2 successes (Swarmer: +1 success needed) ... A group's pooled Close
// Action attacks ... get one PD roll", rules notes §2), with the bonus dice
// of the escort fighters its player spends (pd is set for Close Action
// attacks only: battle notes §2.2, Fighters), the defender's
// PointDefenceDecision choosing which points its successes cancel; then one
// save per point, the best that applies: the better of Armour and the
// passive save for normal damage, the passive save for critical damage,
// none for Particle criticals. It takes what is left from the Hull and
// returns it, and the critical damage among it.
func (s *State) resolve(target int, pool DamagePool, pd bool, r *sim.Stream) (left, critLeft int) {
	tp := &s.Model.Ships[target].Profile
	if pd && pool.Total() > 0 {
		dice := tp.PD + s.closeActionEscorts(target, pool, r) // escort fighters (launchresolve.go)
		if successes := PointDefenceSuccesses(dice, r); successes > 0 {
			s.pointDefence(target, successes, &pool, r)
		}
	}
	normal := pool[NormalDamage] + pool[SwarmerNormal]
	normal -= rollSaves(r, normal, s.normalSave(target))
	crit := pool[CriticalDamage] + pool[SwarmerCritical]
	crit -= rollSaves(r, crit, tp.Passive)
	critLeft = crit + pool[ParticleDamage] + pool[SwarmerParticle]
	left = normal + critLeft
	s.damageHull(target, left, r)
	return left, critLeft
}

// normalSave returns the save ship i rolls against a point of normal
// damage: the better (lower) of its Armour now and its passive save, 0 for
// none. Critical damage ignores Armour, so only the passive save applies
// to it.
func (s *State) normalSave(i int) int {
	return betterSave(s.armour(i), s.Model.Ships[i].Profile.Passive)
}

// betterSave returns the better (lower) of Armour save a and passive save
// p, 0 for none.
func betterSave(a, p int) int {
	if a == 0 || p != 0 && p < a {
		return p
	}
	return a
}

// rollSaves rolls a save of the given target number (0 for none; worse
// than 6+ never succeeds) for each of n points and returns how many were
// saved.
func rollSaves(r *sim.Stream, n, target int) int {
	if target <= 0 || target > 6 {
		return 0
	}
	saved, _ := r.CountAtLeast(n, target, target)
	return saved
}

// damageHull takes n Hull points of weapon damage from ship i (counted as
// damage suffered) and applies the consequences (see loseHull).
func (s *State) damageHull(i, n int, r *sim.Stream) {
	if n <= 0 || s.Ships[i].Hull <= 0 {
		return
	}
	s.Ships[i].DamageSuffered += int16(min(n, int(s.Ships[i].Hull)))
	s.loseHull(i, n, r)
}

// loseHull takes n Hull points from ship i, never below 0. A ship that
// reaches half its starting Hull lost is crippled once, its crippling roll
// due at the end of the firing ship's activation ("Crippled when cumulative
// Hull lost ≥ 50% of starting Hull ... Ships with starting Hull ≤3 are never
// crippled", rules notes §2); at 0 it is destroyed and may explode.
func (s *State) loseHull(i, n int, r *sim.Stream) {
	sh := &s.Ships[i]
	if n <= 0 || sh.Hull <= 0 {
		return
	}
	sh.Hull -= int16(min(n, int(sh.Hull)))
	start := s.Model.Ships[i].Profile.Hull
	if !sh.Crippled && start > 3 && 2*(start-int(sh.Hull)) >= start {
		sh.Crippled = true
		sh.PendingCripple++
		s.crippleDue = true
	}
	if sh.Hull == 0 {
		if s.rec.On() {
			s.rec.Logf("%s is destroyed", s.Model.Ships[i].ID)
			s.toldDestroyed(i, "damage")
		}
		sh.PendingCripple = 0
		s.explode(i, r)
	}
}

// Catastrophic explosion results (rules notes §2).
const (
	blastMinorSpike  = 3 // Minor Spike
	blastOneDamage   = 4 // one damage, saves allowed
	blastTwoDamage   = 5 // two damage, saves allowed
	blastTwoNoSave   = 6 // two damage, no saves
	blastD6NoSave    = 7 // D6 damage, no saves
	heavyBlastHull   = 10
	largeBlastRadius = 7 // starting Hull from which the blast is D6", else D3"
)

// explode rolls ship i's catastrophic explosion: "Starting Hull ≥4 rolls
// Catastrophic D6 (+1 if starting Hull ≥10); blast radius D3" (Hull 4-6) or
// D6" (Hull 7+), same orbital layer only: 1-2 nothing, 3 Minor Spike, 4 one
// damage (saves allowed), 5 two damage (saves), 6 two damage (no saves), 7+
// D6 damage each (no saves). Ships in Atmosphere do not roll" (rules notes
// §2). A point "with saves" gets one save, the better of Armour and the
// passive save ("Armour and Passive Countermeasures may be used as
// normal", v1.7 damage rules). Ships the blast destroys explode in turn.
func (s *State) explode(i int, r *sim.Stream) {
	p := &s.Model.Ships[i].Profile
	if p.Hull < 4 || s.Ships[i].Layer == Atmosphere {
		return
	}
	result := r.D6()
	if p.Hull >= heavyBlastHull {
		result++
	}
	if result < blastMinorSpike {
		return
	}
	radius := Roll{Count: 1, Sides: 3}
	if p.Hull >= largeBlastRadius {
		radius.Sides = 6
	}
	reach := float64(radius.Roll(r))
	if s.rec.On() {
		s.rec.Logf("%s explodes: %s within %.0f\"", s.Model.Ships[i].ID, blastText[result-blastMinorSpike], reach)
	}
	for j := range s.Model.Ships {
		o := &s.Ships[j]
		if j == i || !s.OnTable(j) || o.Layer != s.Ships[i].Layer || o.Pos.Dist(s.Ships[i].Pos) > reach+moveEpsilon {
			continue
		}
		switch {
		case result == blastMinorSpike:
			s.AddSpike(j, MinorSpike)
		case result == blastOneDamage, result == blastTwoDamage:
			n := result - blastMinorSpike // 1 or 2
			n -= rollSaves(r, n, s.normalSave(j))
			s.loseHull(j, n, r)
		case result == blastTwoNoSave:
			s.loseHull(j, 2, r)
		default:
			s.loseHull(j, Roll{Count: 1, Sides: 6}.Roll(r), r)
		}
	}
}

// resolveCrippling rolls every crippling roll that has fallen due.
func (s *State) resolveCrippling(r *sim.Stream) {
	if !s.crippleDue {
		return // no roll fell due since the last time
	}
	s.crippleDue = false // raised again by any roll that falls due meanwhile
	for i := range s.Ships {
		for s.Ships[i].PendingCripple > 0 && s.Ships[i].Hull > 0 {
			s.Ships[i].PendingCripple--
			s.rollCrippling(i, r)
		}
		s.Ships[i].PendingCripple = 0
	}
}

// ExpectedDamage returns weapon w's mean Hull damage from ship firer at
// ship target, before Point Defence, Armour and passive saves: the mean
// attack dice times the chance to hit times the mean damage. The firing
// rules use it to choose which weapon system an order's one shot uses.
func (s *State) ExpectedDamage(firer int, w *Weapon, target int) float64 {
	lock, _ := s.lockAgainst(firer, w, target)
	return w.Attacks.Mean() * float64(7-lock) / 6 * w.Damage.Mean()
}
