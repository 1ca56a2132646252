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
	a := s.sight(firer, target)
	return a.can(w)
}

// FirstWeaponAt returns the first of ship i's weapons that can fire at
// ship t (CanTarget), or -1. Its weapons share one sighting, so the
// bearing and the scenery between the ships are found once, and only for
// a weapon in the open range (and, for the scenery, in arc).
func (s *State) FirstWeaponAt(i, t int) int {
	a := s.sight(i, t)
	ws := s.Model.Ships[i].Profile.Weapons
	for w := range ws {
		if a.can(&ws[w]) {
			return w
		}
	}
	return -1
}

// sighting is ship firer's sight of ship target: what every weapon of the
// firer shares when CanTarget asks whether it may fire. The bearing and
// the Scan the scenery leaves are found when a weapon first needs them,
// and kept for the next.
type sighting struct {
	s             *State
	firer, target int
	enemies       bool    // enemies, both on the table
	d, scan       float64 // their distance, and the firer's Scan before the scenery
	rel           float64 // the target's bearing from the firer's heading (Relative), once found
	relFound      bool
	sceneryScan   float64 // the firer's Scan after the scenery between them, once traced (< 0: blocked)
	traced        bool
}

// sight returns ship firer's sighting of ship target.
func (s *State) sight(firer, target int) sighting {
	g := s.Model
	a := sighting{s: s, firer: firer, target: target}
	if g.Ships[firer].Fleet == g.Ships[target].Fleet || !s.OnTable(target) || !s.OnTable(firer) {
		return a
	}
	a.enemies = true
	a.d = s.Ships[firer].Pos.Dist(s.Ships[target].Pos)
	a.scan = s.scanOf(firer)
	return a
}

// can reports whether weapon w, of the firer, may fire along a (CanTarget):
// the cheap tests first (enemies, the weapon's kind and layers, the open
// range, which scenery only shortens, and the arc), then the scenery.
func (a *sighting) can(w *Weapon) bool {
	s := a.s
	f, t := &s.Ships[a.firer], &s.Ships[a.target]
	switch {
	case !a.enemies:
		return false
	case w.CloseAction && (f.Layer == Atmosphere || t.Layer == Atmosphere) || w.Bombard:
		return false // Bombardment weapons fire at sectors only (bombard.go)
	case a.d > s.plusSignature(a.scan, a.firer, a.target, w.CloseAction)+moveEpsilon:
		return false
	}
	if a.d <= moveEpsilon { // on the firer's own point: on every arc's edge (a bearing of nothing would favour one heading)
		if w.Arc == ArcNone {
			return false
		}
	} else {
		if !a.relFound {
			a.rel, a.relFound = Relative(f.Heading, Bearing(f.Pos, t.Pos)), true
		}
		if !w.Arc.Contains(a.rel) {
			return false
		}
	}
	if !s.battle.world.on {
		return true
	}
	if !a.traced {
		a.sceneryScan, a.traced = s.sceneryRange(a.firer, a.target, a.scan), true
	}
	return a.sceneryScan >= 0 && a.d <= s.plusSignature(a.sceneryScan, a.firer, a.target, w.CloseAction)+moveEpsilon
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
