package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Exogorths (Rebellion in the Rim obstacles; rules notes battle §3.2,
// "New-obstacle rules", rrg15): placed touching another obstacle — a
// non-exogorth obstacle, the objectives that place them (Infested Fields,
// objective_infested.go) each touching a different one; a ship
// overlapping one after it moves suffers 1 damage; at the start of each
// Squadron Phase the second player, then the first, each pick a
// different exogorth, which makes a 3-blue-dice anti-squadron attack
// against every squadron at distance 1 of it, rolled by the defender's
// opponent. (The 1.5 slider toggle is not modelled.)
//
// The engine plays them so: an exogorth is a disc ExogorthRadius across
// (no size is published); it neither obstructs nor blocks moves; its
// attack has no attacking unit (as Planetary Ion Cannon's), its
// accuracies lock the defender's most valuable token (MaxDamage) and the
// 1 damage a ship suffers goes to the hull zone its player's
// DebrisDecision names (by default the one with the most shields).

// ExogorthRadius is the radius, in millimetres, of an exogorth on the
// table (an approximation: rules notes battle §8, "Physical sizes").
const ExogorthRadius = 20.0

// Exogorths is how many exogorths the objectives place.
const Exogorths = 2

// exogorthDice is the blue dice of an exogorth's attack.
const exogorthDice = 3

// exogorths are the exogorths on the table: at[k] is exogorth k's centre
// while on[k], touching obstacle touches[k].
type exogorths struct {
	at      [Exogorths]plane.Vec
	touches [Exogorths]int
	on      [Exogorths]bool
}

// ExogorthPlaceDecision is a player's placing of an exogorth (rules notes
// battle §3.2): which obstacle it touches and from which side.
type ExogorthPlaceDecision interface {
	// PlaceExogorth returns the obstacle exogorth k touches and the
	// heading, in degrees, from that obstacle's centre towards it, or
	// false for no choice; a place the rules forbid is replaced by the
	// default's.
	PlaceExogorth(s *State, player, k int, r *sim.Stream) (obstacle int, heading float64, ok bool)
}

// ExogorthPickDecision is a player's pick of the exogorth that attacks at
// the start of the Squadron Phase.
type ExogorthPickDecision interface {
	// PickExogorth returns the exogorth that attacks (one on the table and
	// not picked by the other player this phase). The attack is mandatory:
	// when the answer is -1 or illegal while an exogorth is available, the
	// engine uses ExogorthSense's pick instead.
	PickExogorth(s *State, player int, taken int, r *sim.Stream) int
}

// ExogorthSense is the default ExogorthPlaceDecision and
// ExogorthPickDecision: it places an exogorth beside the free obstacle
// nearest the enemy's squadrons (their centroid; the enemy's ships when
// it has none), on the side facing them, and picks the exogorth whose
// attack reaches the most enemy squadrons less own ones (the first on a
// tie), even when that count is negative: the attack is mandatory; -1
// only when no exogorth is available.
type ExogorthSense struct{}

// PlaceExogorth implements ExogorthPlaceDecision.
func (ExogorthSense) PlaceExogorth(s *State, player, _ int, _ *sim.Stream) (int, float64, bool) {
	aim, ok := s.enemyCentre(player)
	best, bestD := -1, 0.0
	for i := range s.obstacles {
		if !s.exogorthFree(i) {
			continue
		}
		d := centroid(&s.obstacles[i].Polygon).Dist(aim)
		if best < 0 || d < bestD {
			best, bestD = i, d
		}
	}
	if best < 0 || !ok {
		return best, 0, best >= 0
	}
	v := aim.Sub(centroid(&s.obstacles[best].Polygon))
	return best, bearingOf(v), true
}

// PickExogorth implements ExogorthPickDecision.
func (ExogorthSense) PickExogorth(s *State, player, taken int, _ *sim.Stream) int {
	best, bestN := -1, 0
	for k := range Exogorths {
		if !s.exogorthPickable(k, taken) {
			continue
		}
		n := 0
		for u := range s.Model.Units {
			if s.exogorthReaches(k, u) {
				if s.Model.Units[u].Player == player {
					n--
				} else {
					n++
				}
			}
		}
		if best < 0 || n > bestN {
			best, bestN = k, n
		}
	}
	return best
}

// enemyCentre returns the centroid of player's enemy squadrons on the
// table, or of its ships when it has none, and false when it has neither.
func (s *State) enemyCentre(player int) (plane.Vec, bool) {
	for _, squadrons := range [2]bool{true, false} {
		var sum plane.Vec
		n := 0
		for u := range s.Model.Units {
			un := &s.Model.Units[u]
			if un.Player != player && un.Profile.Squadron == squadrons && s.onTable(u) {
				sum, n = sum.Add(s.unitCentre(u)), n+1
			}
		}
		if n > 0 {
			return sum.Scale(1 / float64(n)), true
		}
	}
	return plane.Vec{}, false
}

// unitCentre returns where unit u stands: a squadron's centre, a ship's
// base centroid.
func (s *State) unitCentre(u int) plane.Vec {
	if s.Model.Units[u].Profile.Squadron {
		return s.Units[u].At.At
	}
	return centroid(s.base(u))
}

// centroid returns the mean of polygon p's vertices.
func centroid(p *plane.Polygon) plane.Vec {
	var c plane.Vec
	for i := range p.N {
		c = c.Add(p.V[i])
	}
	return c.Scale(1 / float64(max(p.N, 1)))
}

// Exogorth returns exogorth k's disc and whether it is on the table.
func (s *State) Exogorth(k int) (Disc, bool) {
	x := &s.game.obj.exo
	if k < 0 || k >= Exogorths || !x.on[k] {
		return Disc{}, false
	}
	return Disc{C: x.at[k], R: ExogorthRadius}, true
}

// exogorthFree reports whether obstacle i may have an exogorth placed
// touching it: no exogorth on the table touches it.
func (s *State) exogorthFree(i int) bool {
	x := &s.game.obj.exo
	for k := range Exogorths {
		if x.on[k] && x.touches[k] == i {
			return false
		}
	}
	return i >= 0 && i < len(s.obstacles)
}

// exogorthBeside returns the exogorth disc touching obstacle i on the
// side heading (degrees) from its centre: its centre on that ray, at
// ExogorthRadius from the obstacle.
func (s *State) exogorthBeside(i int, heading float64) Disc {
	p := &s.obstacles[i].Polygon
	c, dir := centroid(p), plane.Direction(heading)
	lo, hi := 0.0, ExogorthRadius+1
	for k := range p.N {
		hi = max(hi, p.V[k].Dist(c)+ExogorthRadius+1)
	}
	for range 40 {
		t := (lo + hi) / 2
		q := c.Add(dir.Scale(t))
		if _, d := p.Nearest(q); p.Contains(q) || d < ExogorthRadius {
			lo = t
		} else {
			hi = t
		}
	}
	return Disc{C: c.Add(dir.Scale(hi)), R: ExogorthRadius}
}

// ExogorthPlaceable reports whether an exogorth may stand as disc d
// touching obstacle i: obstacle i free (exogorthFree), d on the play
// area, touching it and overlapping no obstacle, exogorth or unit on
// the table.
func (s *State) ExogorthPlaceable(i int, d Disc) bool {
	if !s.exogorthFree(i) || !s.Model.holdsDisc(d) {
		return false
	}
	if _, gap := s.obstacles[i].Nearest(d.C); gap > d.R+0.01 {
		return false
	}
	for j := range s.obstacles {
		if d.Overlaps(&s.obstacles[j].Polygon) {
			return false
		}
	}
	for k := range Exogorths {
		if e, on := s.Exogorth(k); on && d.OverlapsDisc(e) {
			return false
		}
	}
	for u := range s.Model.Units {
		if s.standing(u) && s.discOverlaps(d, u) {
			return false
		}
	}
	return true
}

// placeExogorth has player place exogorth k, where its
// ExogorthPlaceDecision says if the rules allow it, else at the first
// legal of placementTries random obstacles and sides; with none found it
// stays off the table.
func (s *State) placeExogorth(player, k int, r *sim.Stream) {
	x := &s.game.obj.exo
	var dec ExogorthPlaceDecision = ExogorthSense{}
	if d := s.players[player].ExogorthPlace; d != nil {
		dec = d
	}
	i, h, ok := dec.PlaceExogorth(s, player, k, r)
	placed := ok && i >= 0 && i < len(s.obstacles) && s.ExogorthPlaceable(i, s.exogorthBeside(i, h))
	for try := 0; !placed && try < placementTries && len(s.obstacles) > 0; try++ {
		i, h = r.IntN(len(s.obstacles)), 360*r.Float64()
		placed = s.ExogorthPlaceable(i, s.exogorthBeside(i, h))
	}
	if !placed {
		return
	}
	x.at[k], x.touches[k], x.on[k] = s.exogorthBeside(i, h).C, i, true
	if s.rec.On() {
		s.rec.Logf("%s places an exogorth at (%.0f, %.0f)", s.Model.Battle.Fleets[player], x.at[k].X, x.at[k].Y)
	}
}

// exogorthReaches reports whether exogorth k's attack reaches unit u: a
// squadron on the table at distance 1 of it.
func (s *State) exogorthReaches(k, u int) bool {
	e, on := s.Exogorth(k)
	if !on || !s.Model.Units[u].Profile.Squadron || !s.onTable(u) {
		return false
	}
	d := s.Disc(u)
	return d.C.Dist(e.C)-d.R-e.R <= s.Model.Ruler.Distance[0]
}

// exogorthPickable reports whether exogorth k (in range) may be picked
// this phase: it is on the table and not taken by the other player.
func (s *State) exogorthPickable(k, taken int) bool {
	return k != taken && s.game.obj.exo.on[k]
}

// exogorthAttacks plays the start of the Squadron Phase: the second
// player, then the first, each pick a different exogorth, which attacks
// every squadron at distance 1 of it.
func (s *State) exogorthAttacks(r *sim.Stream) {
	taken := -1
	for _, p := range [2]int{1 - s.first, s.first} {
		var dec ExogorthPickDecision = ExogorthSense{}
		if d := s.players[p].ExogorthPick; d != nil {
			dec = d
		}
		k := dec.PickExogorth(s, p, taken, r)
		if k < 0 || k >= Exogorths || !s.exogorthPickable(k, taken) {
			k = ExogorthSense{}.PickExogorth(s, p, taken, r)
		}
		if k < 0 {
			continue
		}
		taken = k
		for u := range s.Model.Units {
			if s.exogorthReaches(k, u) {
				s.exogorthAttack(u, r)
			}
		}
	}
}

// exogorthAttack resolves an exogorth's attack on squadron u: 3 blue
// dice, accuracies locking tokens, the squadron's defense tokens, then
// its damage (hits only: crits count against ships alone).
func (s *State) exogorthAttack(u int, r *sim.Stream) {
	a := &s.inFlight[0]
	*a = Attack{Attacker: u, Defender: u, Range: Distance1, State: s} // no attacking unit
	a.bind()
	for range exogorthDice {
		a.Pool[a.N] = Die{Colour: Blue, Face: Blue.Roll(r)}
		a.N++
	}
	def := &s.Model.Units[u]
	lockUnowned(a, r)
	a.spendTokens(r, -1)
	total := a.PoolDamage()
	if a.spentType[Brace] {
		total = (total + 1) / 2
	}
	a.Damage = min(total, int(s.Units[u].HullLeft))
	s.damageSquadron(u, total)
	s.Units[u].Damage += int16(a.Damage)
	if s.rec.On() {
		s.rec.Logf("an exogorth attacks %s: [%s] → %d damage%s", def.ID, diceText(a), a.Damage, destroyedNote(&s.Units[u]))
	}
}

// exogorthBites deals 1 damage to ship u for each exogorth it overlaps,
// having moved, on the hull zone its DebrisDecision names.
func (s *State) exogorthBites(u int, r *sim.Stream) {
	for k := range Exogorths {
		e, on := s.Exogorth(k)
		if !on || s.Units[u].Destroyed || !e.Overlaps(s.base(u)) {
			continue
		}
		if s.rec.On() {
			s.rec.Logf("%s overlaps an exogorth: 1 damage", s.Model.Units[u].ID)
		}
		d := s.damageZone(u, s.debrisZone(u, r), 1, false, r)
		s.Units[u].ObstacleDamage += int16(d)
	}
}

// removeExogorths takes every exogorth off the table.
func (s *State) removeExogorths() { s.game.obj.exo.on = [Exogorths]bool{} }

// exogorthAvoid is what a ship's maneuver loses, in the points of
// Approach.place, per exogorth it ends on: about its 1 damage, half an
// asteroid field's faceup card (onAsteroid).
const exogorthAvoid = -150.0

// exogorthPlace scores a ship ending at base: exogorthAvoid per exogorth
// it overlaps (every style, like the obstacles).
func (s *State) exogorthPlace(base *plane.Polygon) float64 {
	score := 0.0
	for k := range Exogorths {
		if e, on := s.Exogorth(k); on && e.Overlaps(base) {
			score += exogorthAvoid
		}
	}
	return score
}
