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
	g := s.Game
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
	lock = ClampLock(lock)
	base := lock
	if s.Game.Rules.PrintedCritLock {
		base = ClampLock(w.Lock)
	}
	critAt = base + 2
	if w.CalibreHeavy && !s.Game.Rules.PrintedCalibre {
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

// Fire resolves weapon w of ship firer at ship target (rules notes §2):
// roll the attack dice against the modified Lock; roll each hit's damage
// (Distortion: as many as the hits); Point Defence first against Close
// Action weapons (not Beam), each success cancelling a point of normal
// damage, two (three against Swarmer) a point of critical damage; then one
// Armour save per point of normal damage; then the passive save on every
// point left (none against Particle); the rest is Hull damage. weaponsFree
// adds Fusillade dice. Bloom and Flash spikes follow.
func (s *State) Fire(firer int, w *Weapon, target int, weaponsFree bool, r *sim.Stream) Shot {
	var shot Shot
	tp := &s.Game.Ships[target].Profile
	lock, critAt := s.lockAgainst(firer, w, target)
	dice := w.Attacks.Roll(r)
	if weaponsFree {
		dice += w.Fusillade
	}
	// Roll to hit. Each hit records whether it is a critical and whether it
	// ignores Armour (a critical; under Burnthrough also every later hit
	// once one die has crit, FAQ261). Burnthrough re-rolls a hitting die
	// until it misses.
	normal, crit, armourless := 0, 0, false
	budget := -1 // Burnthrough's damage cap, counted before saves
	if w.Burnthrough > 0 {
		budget = w.Burnthrough
	}
	for range dice {
		for d := r.D6(); d >= lock && budget != 0; d = r.D6() {
			shot.Hits++
			isCrit := w.Particle || d >= critAt
			if isCrit {
				shot.Crits++
				if w.Burnthrough > 0 && !s.Game.Rules.BurnthroughDieOnly {
					armourless = true
				}
			}
			dmg := w.Damage.Roll(r)
			if budget >= 0 {
				dmg = min(dmg, budget)
				budget -= dmg
			}
			if isCrit || armourless {
				crit += dmg
			} else {
				normal += dmg
			}
			if w.Burnthrough == 0 {
				break
			}
		}
	}
	if w.Distortion { // each hit deals as many damage as there were hits
		normal, crit = (shot.Hits-shot.Crits)*shot.Hits, shot.Crits*shot.Hits
	}
	if w.CloseAction && !w.Beam && tp.PD > 0 && normal+crit > 0 {
		successes := 0
		for range tp.PD {
			if r.D6() >= PointDefenceRoll {
				successes++
			}
		}
		perNormal, perCrit := 1, 2
		if w.Swarmer {
			perNormal, perCrit = 2, 3
		}
		cancel := min(normal, successes/perNormal) // normal damage first, then criticals
		normal -= cancel
		successes -= cancel * perNormal
		crit -= min(crit, successes/perCrit)
	}
	// One Armour save per point of normal damage; criticals ignore Armour.
	// Then the passive save on every point left, criticals too, unless the
	// weapon is Particle.
	normal -= rollSaves(r, normal, s.armour(target))
	critLeft := crit
	if !w.Particle {
		normal -= rollSaves(r, normal, tp.Passive)
		critLeft -= rollSaves(r, crit, tp.Passive)
	}
	left := normal + critLeft
	shot.Damage = left
	s.damageHull(target, left, r)
	s.Ships[target].CritsSuffered += int16(shot.Crits)
	s.Ships[firer].DamageDealt += int16(left)
	if w.Crippling && critLeft > 0 && s.Ships[target].Hull > 0 {
		s.Ships[target].PendingCripple++
		s.crippleDue = true
	}
	if w.Impel > 0 && left >= w.Impel && s.Ships[target].Hull > 0 {
		s.Ships[target].Heading = Normalize(s.Ships[target].Heading + MaxTurnDegrees)
	}
	if w.Bloom {
		s.AddSpike(firer, MinorSpike)
	}
	if w.Flash && shot.Hits > 0 {
		s.AddSpike(target, MinorSpike)
		if left >= 3 {
			s.AddSpike(target, MinorSpike)
		}
	}
	return shot
}

// rollSaves rolls a save of the given target number (0 for none; worse
// than 6+ never succeeds) for each of n points and returns how many were
// saved.
func rollSaves(r *sim.Stream, n, target int) int {
	if target <= 0 || target > 6 {
		return 0
	}
	saved := 0
	for range n {
		if r.D6() >= target {
			saved++
		}
	}
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
	start := s.Game.Ships[i].Profile.Hull
	if !sh.Crippled && start > 3 && 2*(start-int(sh.Hull)) >= start {
		sh.Crippled = true
		sh.PendingCripple++
		s.crippleDue = true
	}
	if sh.Hull == 0 {
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
// §2). Ships the blast destroys explode in turn.
func (s *State) explode(i int, r *sim.Stream) {
	p := &s.Game.Ships[i].Profile
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
	for j := range s.Game.Ships {
		o := &s.Ships[j]
		if j == i || o.Hull <= 0 || o.Layer != s.Ships[i].Layer || o.Pos.Dist(s.Ships[i].Pos) > reach+moveEpsilon {
			continue
		}
		switch {
		case result == blastMinorSpike:
			s.AddSpike(j, MinorSpike)
		case result == blastOneDamage, result == blastTwoDamage:
			n := result - blastMinorSpike // 1 or 2
			n -= rollSaves(r, n, s.armour(j))
			n -= rollSaves(r, n, s.Game.Ships[j].Profile.Passive)
			s.loseHull(j, n, r)
		case result == blastTwoNoSave:
			s.loseHull(j, 2, r)
		default:
			s.loseHull(j, Roll{Count: 1, Sides: 6}.Roll(r), r)
		}
	}
}

// resolveCrippling rolls every crippling roll that has fallen due. When
// none can be (no PendingCripple was raised since the last time), there is
// nothing to look at.
func (s *State) resolveCrippling(r *sim.Stream) {
	if !s.crippleDue {
		return
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

// maxWeapons bounds the weapon systems of a profile.
const maxWeapons = 16

// fireAll fires ship i's weapons at ship t as order allows (rules notes
// §6): no weapon under Max Thrust or Silent Running; one weapon system
// (the one expected to deal most, Linked weapons counting as one) under the
// other orders, all of them under Weapons Free; Close Action weapons in
// addition whenever the order allows firing. Only weapons that can target
// t (range and arc) fire. The firing order is fixed — Close Action weapons,
// then systems from the most expected damage down — so that orders firing
// fewer systems use a prefix of the same dice, which keeps comparisons on
// common random numbers sharp. It returns the weapon systems fired.
func (s *State) fireAll(i, t int, order Order, r *sim.Stream) int {
	return s.fireAllFrom(i, t, order, -1, r)
}

// fireAllFrom is fireAll when the caller knows, at the state as it is,
// that weapon first is the first of ship i's weapons that can target t:
// those before it are not asked again, nor is it (-1: every weapon is
// asked).
func (s *State) fireAllFrom(i, t int, order Order, first int, r *sim.Stream) int {
	systems := orderRules[order].WeaponSystems
	if systems == 0 || t < 0 {
		return 0
	}
	ws := s.Game.Ships[i].Profile.Weapons
	wf := order == WeaponsFree
	fired := 0
	var cand [maxWeapons]int
	var value [maxWeapons]float64
	n := 0
	// Without Close Action weapons nothing fires in this loop, so the
	// values may wait until there are two candidates to order.
	lazy := true
	for k := range ws {
		lazy = lazy && !ws[k].CloseAction
	}
	for k := range min(len(ws), maxWeapons) {
		w := &ws[k]
		if k < first || k > first && !s.CanTarget(i, w, t) {
			continue // (no weapon fires before first is reached: the state is as the caller saw it)
		}
		if w.CloseAction {
			s.Fire(i, w, t, wf, r)
			fired++
			continue
		}
		cand[n] = k
		if !lazy {
			value[n] = s.systemValue(i, k, t)
		}
		n++
	}
	if lazy && n > 1 {
		for j := range n {
			value[j] = s.systemValue(i, cand[j], t)
		}
	}
	for a := 1; a < n; a++ { // most expected damage first; ties as written
		for b := a; b > 0 && value[b] > value[b-1]; b-- {
			cand[b], cand[b-1] = cand[b-1], cand[b]
			value[b], value[b-1] = value[b-1], value[b]
		}
	}
	if n == 0 {
		return fired
	}
	if systems == AllWeapons {
		var altFired [10]bool // Alt-X: "only one of the alternatives per turn", the best
		for _, k := range cand[:n] {
			if alt := ws[k].Alt; alt > 0 && alt < len(altFired) {
				if altFired[alt] {
					continue
				}
				altFired[alt] = true
			}
			s.Fire(i, &ws[k], t, wf, r)
			fired++
		}
		return fired
	}
	best := &ws[cand[0]]
	for _, k := range cand[:n] { // the best system: one weapon, or its linked set
		if k == cand[0] || best.Linked != 0 && ws[k].Linked == best.Linked {
			s.Fire(i, &ws[k], t, wf, r)
		}
	}
	return fired + 1
}

// systemValue is the expected damage of weapon k's system: the weapon, or
// with its linked weapons that can also fire.
func (s *State) systemValue(i, k, t int) float64 {
	ws := s.Game.Ships[i].Profile.Weapons
	w := &ws[k]
	if w.Linked == 0 {
		return s.ExpectedDamage(i, w, t)
	}
	e := 0.0
	for j := range ws {
		if ws[j].Linked == w.Linked && !ws[j].CloseAction && s.CanTarget(i, &ws[j], t) {
			e += s.ExpectedDamage(i, &ws[j], t)
		}
	}
	return e
}
