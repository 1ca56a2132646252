package dropfleet

// TargetingRange returns how far ship firer can target ship target: its
// Scan plus the target's current Signature (rules notes §1), or its Scan
// alone for a Close Action weapon or when either ship is in the Atmosphere.
// The Scan includes the Scanner Uplink of the Comms Station sectors the
// firer's player holds (battle notes §4.1; uplink.go); a crippled "Scan
// 1"" stays 1".
func (s *State) TargetingRange(firer, target int, closeAction bool) float64 {
	scan := float64(s.Model.Ships[firer].Profile.Scan) + s.uplinkScan(firer)
	if s.Ships[firer].Cripples&CrippleScanOne != 0 {
		scan = 1 // crippled: "Scan 1""
	}
	if s.battle.world.on { // debris and rings between them (scenery.go)
		if scan = s.sceneryRange(firer, target, scan); scan < 0 {
			return scan
		}
	}
	if closeAction || s.Ships[firer].Layer == Atmosphere || s.Ships[target].Layer == Atmosphere {
		return scan
	}
	return scan + float64(s.Signature(target))
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
	if d > s.TargetingRange(firer, target, w.CloseAction)+moveEpsilon {
		return false
	}
	if d <= moveEpsilon { // on the firer's own point: on every arc's edge (a bearing of nothing would favour one heading)
		return w.Arc != ArcNone
	}
	return w.Arc.Contains(Relative(f.Heading, Bearing(f.Pos, t.Pos)))
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
		if s.Ships[e].Pos.Dist(s.Ships[i].Pos) <= s.TargetingRange(e, i, false)+moveEpsilon {
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
