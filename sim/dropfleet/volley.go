package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// maxWeapons bounds the weapon systems of a profile.
const maxWeapons = 16

// volley is one ship's allocated fire in its group's firing: its target,
// the weapons that fire at it in firing order, and its pooled Close Action
// attack once rolled.
type volley struct {
	ship, target int
	weaponsFree  bool
	systems      int // weapon systems it fires (Close Action weapons, each system once)
	n            int
	weapons      [maxWeapons]uint8
	// The Close Action attack, pooled with the group's others at the same
	// target: damage by kind, whether a Flash weapon hit, whether a
	// Crippling weapon scored a critical, the least Impel value among its
	// weapons that hit (0: none).
	pool       DamagePool
	flash      bool
	crippling  bool
	impel      int
	closeFired bool
}

// allocate chooses the weapons ship i fires at ship t under order (rules
// notes §6): none under Max Thrust or Silent Running; one weapon system
// (the first its player's WeaponDecision puts forward, by default the one
// expected to deal most, Linked weapons counting as one) under the other
// orders, all of them under Weapons Free (Alt: only the first of the
// alternatives); Close Action weapons in addition whenever the order
// allows firing. Only weapons that can target t (range and arc) fire. The
// firing order is Close Action weapons, then the systems in the player's
// order, so that orders firing fewer systems use a prefix of the same
// dice, which keeps comparisons on common random numbers sharp.
func (s *State) allocate(i, t int, order Order, r *sim.Stream) volley {
	return s.allocateFrom(i, t, order, -1, r)
}

// allocateFrom is allocate when the caller knows, at the state as it is,
// that weapon first is the first of ship i's weapons that can target t:
// those before it are not asked again, nor is it (-1: every weapon is
// asked).
func (s *State) allocateFrom(i, t int, order Order, first int, r *sim.Stream) volley {
	v := volley{ship: i, target: t, weaponsFree: order == WeaponsFree}
	systems := orderRules[order].WeaponSystems
	if systems == 0 || t < 0 {
		return v
	}
	ws := s.Model.Ships[i].Profile.Weapons
	var cand [maxWeapons]int
	n := 0
	for k := range min(len(ws), maxWeapons) {
		w := &ws[k]
		if k < first || k > first && !s.CanTarget(i, w, t) {
			continue
		}
		if w.CloseAction {
			v.add(k)
			continue
		}
		cand[n] = k
		n++
	}
	if n > 1 {
		s.orderSystems(i, t, cand[:n], r)
	}
	if n == 0 {
		return v
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
			v.add(k)
		}
		return v
	}
	best := &ws[cand[0]]
	for _, k := range cand[:n] { // the best system: one weapon, or its linked set
		if k == cand[0] || best.Linked != 0 && ws[k].Linked == best.Linked {
			v.weapons[v.n] = uint8(k)
			v.n++
		}
	}
	v.systems++
	return v
}

// add appends weapon k to the volley as a weapon system of its own.
func (v *volley) add(k int) {
	v.weapons[v.n] = uint8(k)
	v.n++
	v.systems++
}

// systemValue is the expected damage of weapon k's system: the weapon, or
// with its linked weapons that can also fire.
func (s *State) systemValue(i, k, t int) float64 {
	ws := s.Model.Ships[i].Profile.Weapons
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

// fireAll allocates ship i's fire at ship t under order and fires it as a
// group of one; it returns the weapon systems fired.
func (s *State) fireAll(i, t int, order Order, r *sim.Stream) int {
	vs := append(s.volleys[:0], s.allocate(i, t, order, r))
	s.fireVolleys(vs, r)
	return vs[0].systems
}

// fireVolleys rolls a group's fire, every die of which was allocated
// before any is rolled ("All of a Group's Attack Dice must be allocated
// between the available targets before any rolls to hit are made", v1.7
// firing rules; rules notes §2 step 2). Close Action weapons first: every
// ship's Close Action dice at one target are rolled together and the
// target rolls its Point Defence once against the pool ("you get one roll
// of PD against the entire pool of attacks – roll all the close action
// attacks together and then roll one PD against the roll", FAQ261); Beam
// weapons, which Point Defence does not touch, resolve alone. Then each
// ship's other weapon systems in its firing order. A weapon whose target
// is destroyed by then rolls nothing, as nothing it rolled could matter,
// but a Bloom weapon still spikes its firer.
func (s *State) fireVolleys(vs []volley, r *sim.Stream) {
	ws := func(v *volley, k int) *Weapon { return &s.Model.Ships[v.ship].Profile.Weapons[v.weapons[k]] }
	pooled := false
	for a := range vs {
		v := &vs[a]
		for k := 0; k < v.n && ws(v, k).CloseAction; k++ {
			w := ws(v, k)
			switch {
			case s.Ships[v.target].Hull <= 0:
				s.afterAttack(v.ship, v.target, w.Bloom, false, 0, 0)
			case w.Beam:
				s.Fire(v.ship, w, v.target, v.weaponsFree, r)
			default:
				var ev ShotEvent
				if s.rec.On() {
					ev = s.shotFacts(v.ship, w, v.target)
				}
				st := s.roll(v.ship, w, v.target, v.weaponsFree, r)
				if s.rec.On() {
					ev.Hits, ev.Crits, ev.Damage, ev.HullLeft = st.hits, st.crits, -1, int(s.Ships[v.target].Hull)
					s.rec.Event(ev)
				}
				p := st.pool(w)
				for kind := range p {
					v.pool[kind] += p[kind]
				}
				s.Ships[v.target].CritsSuffered += int16(st.crits)
				v.flash = v.flash || w.Flash && st.hits > 0
				v.crippling = v.crippling || w.Crippling && st.crits > 0
				if w.Impel > 0 && st.hits > 0 && (v.impel == 0 || w.Impel < v.impel) {
					v.impel = w.Impel
				}
				if w.Bloom {
					s.AddSpike(v.ship, MinorSpike)
				}
				v.closeFired = true
				pooled = true
			}
		}
	}
	if pooled {
		for a := range vs {
			if vs[a].closeFired {
				s.resolvePool(vs[a:], r)
			}
		}
	}
	for a := range vs {
		v := &vs[a]
		for k := range v.n {
			w := ws(v, k)
			if w.CloseAction {
				continue
			}
			if s.Ships[v.target].Hull <= 0 {
				s.afterAttack(v.ship, v.target, w.Bloom, false, 0, 0)
				continue
			}
			s.Fire(v.ship, w, v.target, v.weaponsFree, r)
		}
	}
}

// resolvePool resolves the pooled Close Action attack of vs[0] and of every
// later volley at the same target as one attack: one Point Defence roll,
// then the saves (see resolve). The pool is one attack for its effects:
// Flash when a Flash weapon in it hit (a second Minor Spike at 3 or more
// damage), a crippling roll when a Crippling weapon in it scored a
// critical and critical damage got through, Impel when the pool dealt at
// least the least Impel value among its weapons that hit. The Hull damage
// is credited to the firing ships in proportion to the points each put in
// the pool.
func (s *State) resolvePool(vs []volley, r *sim.Stream) {
	head := &vs[0]
	t := head.target
	var pool DamagePool
	flash, crippling, impel := false, false, 0
	for a := range vs {
		v := &vs[a]
		if !v.closeFired || v.target != t {
			continue
		}
		for k := range pool {
			pool[k] += v.pool[k]
		}
		flash, crippling = flash || v.flash, crippling || v.crippling
		if v.impel > 0 && (impel == 0 || v.impel < impel) {
			impel = v.impel
		}
	}
	total := pool.Total()
	if s.Ships[t].Hull <= 0 || total == 0 {
		for a := range vs {
			if vs[a].target == t {
				vs[a].closeFired = false
			}
		}
		return
	}
	left, critLeft := s.resolve(t, pool, true, r)
	if s.rec.On() {
		s.rec.Logf("Close Action fire pooled at %s: %d damage points, %d Hull damage after Point Defence and saves", s.Model.Ships[t].ID, total, left)
	}
	credited, cum := 0, 0
	for a := range vs {
		v := &vs[a]
		if !v.closeFired || v.target != t {
			continue
		}
		v.closeFired = false
		cum += v.pool.Total()
		share := left * cum / total
		s.Ships[v.ship].DamageDealt += int16(share - credited)
		credited = share
	}
	if crippling && critLeft > 0 && s.Ships[t].Hull > 0 {
		s.Ships[t].PendingCripple++
		s.crippleDue = true
	}
	s.afterAttack(head.ship, t, false, flash, impel, left)
}
