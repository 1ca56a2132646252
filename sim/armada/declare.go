package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// declare measures attack a on the table (seed 004; rules notes §2, §3):
// the attacking hull zone's arc, the attack range and its band, line of
// sight and obstruction, against the named defending hull zone or, with
// NearestZone, the nearest one it may attack (front first on a tie), of
// the named defender or, by a.Target, the enemy its attacker's
// DefenderDecision chooses (by default the nearest it may attack).
// Squadrons attack at distance 1 in any direction and are attacked where
// their base is in arc. Other ships' and (under the seed's rule) squadrons'
// bases and the obstacles obstruct. It sets the attack's zone, range and
// obstruction and reports whether the attack may be declared.
func (s *State) declare(a *Attack, r *sim.Stream) bool { return s.declareSighted(a, true, r) }

// declareSighted is declare; without sighted it leaves out obstruction,
// which decides no choice of target or zone, only the dice.
func (s *State) declareSighted(a *Attack, sighted bool, r *sim.Stream) bool {
	if a.Target != TargetNamed {
		return s.declareOpen(a, sighted, r)
	}
	return s.declareAt(a, sighted)
}

// declareOpen declares attack a, its defender left open, at the enemy its
// attacker's DefenderDecision chooses.
func (s *State) declareOpen(a *Attack, sighted bool, r *sim.Stream) bool {
	// Which enemy to attack is the attacker's choice (the rules ask only
	// that it be in arc, range and sight), so it is a DefenderDecision;
	// without one, the nearest, found with pruning by declareNearest.
	if d := s.player(a.Attacker).Defender; d != nil {
		s.chosenFor = *a
		return s.declareChosen(a, d.Defender(s, &s.chosenFor, r), sighted)
	}
	return s.declareNearest(a, sighted)
}

// declareAt declares attack a at its named Defender, its line of sight
// checked for obstruction when sighted.
func (s *State) declareAt(a *Attack, sighted bool) bool {
	g := s.Model
	att, def := &g.Units[a.Attacker], &g.Units[a.Defender]
	if !att.Placed || !def.Placed {
		return false
	}
	if s.apart(a.Attacker, a.Defender) > s.attackReach(a.Attacker) {
		return false // beyond reach whatever the zones: nothing to measure
	}
	var obs *Obstructions
	if sighted {
		obs = s.obstructions(a.Attacker, a.Defender)
	}
	if def.Profile.Squadron {
		var sight Sight
		if att.Profile.Squadron {
			sight = g.Ruler.MeasureSquadrons(s.Disc(a.Attacker), s.Disc(a.Defender), g.Rules.SquadronSight, obs)
		} else {
			sight = g.Ruler.MeasureSquadron(s.hull(a.Attacker), a.From, s.Disc(a.Defender), g.Rules.SquadronSight, obs)
		}
		if !sight.Legal() {
			return false
		}
		a.Range, a.Obstructed, a.Distance = sight.Band, sight.Obstructed, sight.Range
		return true
	}
	dh := s.hull(a.Defender)
	var ah *Hull
	if !att.Profile.Squadron {
		ah = s.hull(a.Attacker)
		if part := ah.arcPart(a.From, dh.Base()); part.N == 0 {
			return false // no part of the defender's base in the arc: none of its zones
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
		var sight Sight
		if att.Profile.Squadron {
			sight = g.Ruler.MeasureFromSquadron(s.Disc(a.Attacker), dh, z, g.Rules.SquadronSight, obs)
		} else {
			sight = g.Ruler.Measure(ah, a.From, dh, z, obs)
		}
		if sight.Legal() && (!found || sight.Range < best.Range) {
			found, best, a.Zone = true, sight, z
		}
	}
	if !found {
		return false
	}
	a.Range, a.Obstructed, a.Distance = best.Band, best.Obstructed, best.Range
	return true
}

// attackReach returns the farthest unit u may attack at: long range for a
// ship, distance 1 for a squadron.
func (s *State) attackReach(u int) float64 {
	if s.Model.Units[u].Profile.Squadron {
		return s.Model.Ruler.Distance[0]
	}
	return s.Model.Ruler.Long
}

// declareNearest declares attack a at the nearest enemy unit on the table
// it may attack (only ships or only squadrons, as a.Target says): the one
// with the shortest attack range, the first listed on a tie. The
// candidates are measured without obstruction; the one chosen, when
// sighted, once more with it. On large fleets it looks only at the units
// in the grid cells near the attacker; the answer is the same.
func (s *State) declareNearest(a *Attack, sighted bool) bool {
	g := s.Model
	player := g.Units[a.Attacker].Player
	best, found := *a, false
	noShips, noObstructed := s.targetCards(a.Attacker) // damagecard.go
	try := func(j int) bool {
		u := &g.Units[j] // mayDefend, written out: it is too big to inline
		if u.Player == player || !s.onTable(j) || !a.Target.admits(u) || a.Skip.Has(j) || noShips && !u.Profile.Squadron {
			return true
		}
		if found && s.apart(a.Attacker, j) > best.Distance+apartSlack {
			return true // no attack at j can be shorter than the one found
		}
		c := *a
		c.Defender, c.Target = j, TargetNamed
		if s.declareAt(&c, noObstructed) && !(noObstructed && c.Obstructed) &&
			(!found || c.Distance < best.Distance || c.Distance == best.Distance && j < best.Defender) {
			best, found = c, true
		}
		return true
	}
	if s.usesGrid() {
		// a unit whose centre is d from the attacker's is at least
		// d - radii from it, beyond reach or the attack found
		radii, reach := s.reachRadius(a.Attacker)+s.grid.maxRadius+apartSlack, s.attackReach(a.Attacker)
		beyond := func(d float64) bool { return d-radii > reach || found && d-radii > best.Distance }
		for p := range Players {
			if p != player {
				s.eachNear(a.Attacker, p, try, beyond)
			}
		}
	} else {
		for j := range g.Units {
			try(j)
		}
	}
	if found {
		*a = best
		a.NearestZone = false // its zone is chosen
		if sighted {
			s.declareAt(a, true)
		}
	}
	return found
}

// mayDefend reports whether attack a, its defender left open, may choose
// unit j: an enemy on the table of the kind a.Target admits, not in
// a.Skip.
func (s *State) mayDefend(a *Attack, j int) bool {
	g := s.Model
	u := &g.Units[j]
	return u.Player != g.Units[a.Attacker].Player && s.onTable(j) && a.Target.admits(u) && !a.Skip.Has(j)
}

// declareChosen declares attack a at unit j, the defender its attacker's
// DefenderDecision chose, as declareNearest declares at the one it finds:
// a unit a may not choose (or -1), or one out of arc, range or sight,
// declares nothing.
func (s *State) declareChosen(a *Attack, j int, sighted bool) bool {
	if j < 0 || j >= len(s.Model.Units) || !s.mayDefend(a, j) {
		return false
	}
	noShips, noObstructed := s.targetCards(a.Attacker) // damagecard.go
	if noShips && !s.Model.Units[j].Profile.Squadron {
		return false
	}
	c := *a
	c.Defender, c.Target = j, TargetNamed
	if !s.declareAt(&c, noObstructed) || noObstructed && c.Obstructed {
		return false
	}
	*a = c
	a.NearestZone = false // its zone is chosen
	if sighted {
		s.declareAt(a, true)
	}
	return true
}

// chooseZone sets the attacking hull zone of a ship's attack a whose
// BestZone is set: of the zones not in used (those the activation has
// attacked from or reserved, a bit each), the one its player's
// ZoneDecision picks among those with a legal attack, and names the
// defender and defending zone that declaration found, so that the attack
// is measured once more only. It reports false when no zone has a legal
// attack; From is then the first zone not used.
func (s *State) chooseZone(a *Attack, used uint8, r *sim.Stream) bool {
	o := &s.zoneOptions
	found := s.legalZones(a, used, r)
	if found {
		if z := s.zone(a.Attacker, o, r); z < zones && o.Legal[z] {
			chosen := &o.Attacks[z]
			a.From, a.Defender, a.Target = chosen.From, chosen.Defender, TargetNamed
			a.Zone, a.NearestZone = chosen.Zone, false
		} else {
			found = false
		}
	}
	if a.From == zones {
		a.From = Front
	}
	return found
}

// legalZones fills the ZoneOptions of ship attack a (s.zoneOptions): for
// each zone not in used, whether a may be declared from it and at which
// defender, measured without obstruction. It reports whether some zone
// has a legal attack and sets a.From to the first zone not used (zones:
// none).
func (s *State) legalZones(a *Attack, used uint8, r *sim.Stream) bool {
	o := &s.zoneOptions
	found := false
	a.From = zones
	for z := range Zone(zones) {
		o.Legal[z] = false
		if used&(1<<z) != 0 {
			continue
		}
		if a.From == zones {
			a.From = z // without a legal attack, the first zone free
		}
		c := &o.Attacks[z]
		*c = *a
		c.From = z
		if s.declareSighted(c, false, r) {
			o.Legal[z], found = true, true
		}
	}
	return found
}

// apartSlack absorbs rounding when apart, a lower bound, is compared with
// a measured range: a unit is passed over only when it is surely farther.
const apartSlack = 1e-6

// apart returns a lower bound on the distance between units i and j's
// bases: their centres' distance less the radii of the circles round them.
func (s *State) apart(i, j int) float64 {
	return s.Units[i].At.At.Sub(s.Units[j].At.At).Len() - s.reachRadius(i) - s.reachRadius(j)
}

// reachRadius returns the radius of the smallest circle round unit u's
// base, centred on it.
func (s *State) reachRadius(u int) float64 {
	p := &s.Model.Units[u].Profile
	if p.Squadron {
		return s.Model.squadronRadius()
	}
	if int(p.Size) < len(baseRadius) {
		return baseRadius[p.Size]
	}
	w, l, _ := BaseSize(p.Size)
	return math.Sqrt(w*w+l*l) / 2
}

// baseRadius[size] is the radius of the circle round a ship base of that
// size, worked out once (reachRadius).
var baseRadius = func() (t [HugeShip + 1]float64) {
	for s := range t {
		w, l, _ := BaseSize(Size(s))
		t[s] = math.Sqrt(w*w+l*l) / 2
	}
	return t
}()

// obstructions gathers, in the state's scratch space, what may obstruct an
// attack between units attacker and defender: every other ship's base, every
// other squadron's base unless Rules.Obstruction says squadrons never
// obstruct, and the obstacles.
func (s *State) obstructions(attacker, defender int) *Obstructions {
	g := s.Model
	o := &s.obs
	o.Ships, o.Squadrons, o.Obstacles = o.Ships[:0], o.Squadrons[:0], s.tableObstacles()
	add := func(i int) bool {
		u := &g.Units[i]
		if i == attacker || i == defender || !u.Placed || s.Units[i].Destroyed {
			return true
		}
		if u.Profile.Squadron {
			if g.Rules.Obstruction == ObstructSeed {
				o.Squadrons = append(o.Squadrons, s.Disc(i))
			}
		} else {
			o.Ships = append(o.Ships, *s.base(i))
		}
		return true
	}
	if s.usesGrid() {
		// a line of sight runs between points of the two bases, within
		// the box of their centres grown by their radii: only bases
		// reaching into it may obstruct (the order of the list does not
		// matter)
		a, d := s.Units[attacker].At.At, s.Units[defender].At.At
		margin := max(s.reachRadius(attacker), s.reachRadius(defender)) + s.grid.maxRadius + gridSlack
		s.eachInBox(plane.Vec{X: min(a.X, d.X), Y: min(a.Y, d.Y)}, plane.Vec{X: max(a.X, d.X), Y: max(a.Y, d.Y)}, margin, add)
	} else {
		for i := range g.Units {
			add(i)
		}
	}
	return o
}

// Disc returns squadron u's base where it stands.
func (s *State) Disc(u int) Disc {
	return Disc{C: s.Units[u].At.At, R: s.Model.squadronRadius()}
}
