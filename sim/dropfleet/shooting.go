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
	critAt = lock + 2
	if w.CalibreHeavy {
		critAt = lock + 1
	}
	if tp.ReinforcedArmour {
		critAt = lock + 3
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
	for range dice {
		d := r.D6()
		if d < lock {
			continue
		}
		shot.Hits++
		if w.Particle || d >= critAt {
			shot.Crits++
		}
	}
	normal, crit := 0, 0
	for k := range shot.Hits {
		dmg := w.Damage.Roll(r)
		if w.Distortion {
			dmg = shot.Hits
		}
		if k < shot.Crits {
			crit += dmg
		} else {
			normal += dmg
		}
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
	if tp.Armour > 0 {
		for range normal {
			if r.D6() >= tp.Armour {
				normal--
			}
		}
	}
	left := normal + crit
	if tp.Passive > 0 && !w.Particle {
		for range normal + crit {
			if r.D6() >= tp.Passive {
				left--
			}
		}
	}
	shot.Damage = left
	s.damageHull(target, left)
	s.Ships[target].CritsSuffered += int16(shot.Crits)
	s.Ships[firer].DamageDealt += int16(left)
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

// damageHull takes n Hull points from ship i, never below 0, and marks it
// crippled once it has lost half its starting Hull or more ("Crippled when
// cumulative Hull lost ≥ 50% of starting Hull ... Ships with starting Hull
// ≤3 are never crippled", rules notes §2); at 0 it is destroyed.
func (s *State) damageHull(i, n int) {
	sh := &s.Ships[i]
	if n <= 0 || sh.Hull <= 0 {
		return
	}
	n = min(n, int(sh.Hull))
	sh.Hull -= int16(n)
	sh.DamageSuffered += int16(n)
	start := s.Game.Ships[i].Profile.Hull
	if start > 3 && 2*(start-int(sh.Hull)) >= start {
		sh.Crippled = true
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
	for k := range min(len(ws), maxWeapons) {
		w := &ws[k]
		if !s.CanTarget(i, w, t) {
			continue
		}
		if w.CloseAction {
			s.Fire(i, w, t, wf, r)
			fired++
			continue
		}
		cand[n], value[n] = k, s.systemValue(i, k, t)
		n++
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
		for _, k := range cand[:n] {
			s.Fire(i, &ws[k], t, wf, r)
		}
		return fired + n
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
