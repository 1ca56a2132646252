package dropfleet

// TargetingRange returns how far ship firer can target ship target: its
// Scan plus the target's current Signature (rules notes §1), or its Scan
// alone for a Close Action weapon or when either ship is in the Atmosphere.
// The Scan includes the Scanner Uplink of the Comms Station sectors the
// firer's player holds (battle notes §4.1; uplink.go); a crippled "Scan
// 1"" stays 1".
func (s *State) TargetingRange(firer, target int, closeAction bool) float64 {
	scan := s.scanOf(firer)
	if s.battle.world.on { // debris and rings between them (scenery.go)
		if scan = s.sceneryRange(firer, target, scan); scan < 0 {
			return scan
		}
	}
	return s.plusSignature(scan, firer, target, closeAction)
}

// scanOf returns ship i's Scan before the scenery: its profile's, with
// the Scanner Uplink of its player's Comms Stations (uplink.go), or 1
// when crippled ("Scan 1"").
func (s *State) scanOf(i int) float64 {
	if s.Ships[i].Cripples&CrippleScanOne != 0 {
		return 1
	}
	return float64(s.Model.Ships[i].Profile.Scan) + s.uplinkScan(i)
}

// plusSignature returns the targeting range of a Scan of scan at ship
// target: the Scan plus the target's Signature, or the Scan alone for
// Close Action or into or out of the Atmosphere.
func (s *State) plusSignature(scan float64, firer, target int, closeAction bool) float64 {
	if closeAction || s.Ships[firer].Layer == Atmosphere || s.Ships[target].Layer == Atmosphere {
		return scan
	}
	return scan + float64(s.Signature(target))
}

// inTargetingRange reports whether ship target, d inches from ship firer,
// is within firer's targeting range (TargetingRange; "within" includes
// the boundary). Scenery only shortens the range (every sceneryEffect
// takes Scan away), so a target beyond the open range is out of it
// without tracing the line through the scenery: the answer is
// TargetingRange's, found for less.
func (s *State) inTargetingRange(firer, target int, closeAction bool, d float64) bool {
	scan := s.scanOf(firer)
	if d > s.plusSignature(scan, firer, target, closeAction)+moveEpsilon {
		return false
	}
	if !s.battle.world.on {
		return true
	}
	if scan = s.sceneryRange(firer, target, scan); scan < 0 {
		return false
	}
	return d <= s.plusSignature(scan, firer, target, closeAction)+moveEpsilon
}

// CanTarget reports whether ship firer may fire weapon w at ship target:
// an enemy on the table, within targeting range ("within" includes the
// boundary), and inside the weapon's arc. Ships never block each other:
// there is no line of sight in space (rules notes §1). A Close Action
// weapon never fires into or out of the Atmosphere ("Close Action weapons
// may not fire into or out of Atmosphere", v1.7 firing rules; rules notes
// §2).
func (s *State) CanTarget(firer int, w *Weapon, target int) bool {
	g := s.Model
	if g.Ships[firer].Fleet == g.Ships[target].Fleet || !s.OnTable(target) || !s.OnTable(firer) {
		return false
	}
	f, t := &s.Ships[firer], &s.Ships[target]
	if w.CloseAction && (f.Layer == Atmosphere || t.Layer == Atmosphere) || w.Bombard {
		return false // Bombardment weapons fire at sectors only (bombard.go)
	}
	d := f.Pos.Dist(t.Pos)
	if !s.inTargetingRange(firer, target, w.CloseAction, d) {
		return false
	}
	if d <= moveEpsilon { // on the firer's own point: on every arc's edge (a bearing of nothing would favour one heading)
		return w.Arc != ArcNone
	}
	return w.Arc.Contains(Relative(f.Heading, Bearing(f.Pos, t.Pos)))
}

// FirstWeaponAt returns the first of ship i's weapons that can fire at
// ship t (CanTarget), or -1. It finds what the weapons share once: the
// distance, the bearing, and the scenery between the two ships, traced only
// for a weapon in arc and in the open range, so that asking it costs
// little more than asking CanTarget of one weapon. The answer is
// CanTarget's, weapon by weapon: every test of CanTarget is made, in
// another order, on the same state.
func (s *State) FirstWeaponAt(i, t int) int {
	g := s.Model
	if g.Ships[i].Fleet == g.Ships[t].Fleet || !s.OnTable(t) || !s.OnTable(i) {
		return -1
	}
	f, tg := &s.Ships[i], &s.Ships[t]
	d := f.Pos.Dist(tg.Pos)
	scan := s.scanOf(i)
	rel, relFound := 0.0, false
	traced, sceneryScan := false, 0.0
	ws := g.Ships[i].Profile.Weapons
	for w := range ws {
		wp := &ws[w]
		if wp.CloseAction && (f.Layer == Atmosphere || tg.Layer == Atmosphere) || wp.Bombard {
			continue // Bombardment weapons fire at sectors only (bombard.go)
		}
		if d > s.plusSignature(scan, i, t, wp.CloseAction)+moveEpsilon {
			continue // beyond the open range: scenery only shortens it
		}
		if d <= moveEpsilon { // on the firer's own point: on every arc's edge
			if wp.Arc == ArcNone {
				continue
			}
		} else {
			if !relFound {
				rel, relFound = Relative(f.Heading, Bearing(f.Pos, tg.Pos)), true
			}
			if !wp.Arc.Contains(rel) {
				continue
			}
		}
		if !s.battle.world.on {
			return w
		}
		if !traced {
			sceneryScan, traced = s.sceneryRange(i, t, scan), true
		}
		if sceneryScan >= 0 && d <= s.plusSignature(sceneryScan, i, t, wp.CloseAction)+moveEpsilon {
			return w
		}
	}
	return -1
}

// Detected reports whether some enemy on the table has ship i, on the
// table, within its targeting range (its Scan plus i's Signature), whatever
// its arcs.
func (s *State) Detected(i int) bool {
	g := s.Model
	if !s.OnTable(i) {
		return false
	}
	for e := range g.Ships {
		if g.Ships[e].Fleet == g.Ships[i].Fleet || !s.OnTable(e) {
			continue
		}
		if s.inTargetingRange(e, i, false, s.Ships[e].Pos.Dist(s.Ships[i].Pos)) {
			return true
		}
	}
	return false
}

// HasTarget reports whether ship i can fire some weapon at some enemy.
func (s *State) HasTarget(i int) bool {
	for w := range s.Model.Ships[i].Profile.Weapons {
		for t := range s.Model.Ships {
			if s.CanTarget(i, &s.Model.Ships[i].Profile.Weapons[w], t) {
				return true
			}
		}
	}
	return false
}
