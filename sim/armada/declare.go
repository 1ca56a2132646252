package armada

// declare measures attack a on the table (seed 004; rules notes §2, §3):
// the attacking hull zone's arc, the attack range and its band, line of
// sight and obstruction, against the named defending hull zone or, with
// NearestZone, the nearest one it may attack (front first on a tie). Other
// ships' bases and the obstacles obstruct. It sets the attack's zone,
// range and obstruction and reports whether the attack may be declared.
func (s *State) declare(a *Attack) bool {
	g := s.Game
	att, def := &g.Units[a.Attacker], &g.Units[a.Defender]
	if !att.Placed || !def.Placed || s.shapes[a.Attacker].Size == SizeNone || s.shapes[a.Defender].Size == SizeNone {
		return false
	}
	ah := s.shapes[a.Attacker].Place(s.Units[a.Attacker].At)
	dh := s.shapes[a.Defender].Place(s.Units[a.Defender].At)
	others := s.bases[:0] // scratch space, allocated once per state
	for i := range g.Units {
		u := &g.Units[i]
		if i == a.Attacker || i == a.Defender || !u.Placed || u.Profile.Squadron || s.Units[i].Destroyed {
			continue
		}
		if b, ok := BasePolygon(u.Profile.Size, s.Units[i].At); ok {
			others = append(others, b)
		}
	}
	zonesToTry := [zones]Zone{a.Zone}
	tries := 1
	if a.NearestZone {
		zonesToTry, tries = [zones]Zone{Front, Left, Right, Rear}, int(zones)
	}
	found := false
	var best Sight
	for _, z := range zonesToTry[:tries] {
		sight := g.Ruler.Measure(&ah, a.From, &dh, z, others, g.Obstacles)
		if sight.Legal() && (!found || sight.Range < best.Range) {
			found, best, a.Zone = true, sight, z
		}
	}
	if !found {
		return false
	}
	a.Range, a.Obstructed = best.Band, best.Obstructed
	return true
}
