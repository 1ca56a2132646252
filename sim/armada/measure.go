package armada

import "github.com/fleetlab/fleetlab/sim/plane"

// Ruler holds the range ruler's band ends in millimetres from its zero end.
// No rules document publishes them (rules notes §2, "Physical band
// lengths"); DefaultRuler takes the figures three independent third-party
// codebases agree on, and a scenario may set its own.
type Ruler struct {
	// Close, Medium and Long are the ends of the range bands.
	Close, Medium, Long float64
	// Distance are the ends of distance bands 1 to 5.
	Distance [5]float64
}

// DefaultRuler returns the band ends of rules notes §2: close 123, medium
// 187, long 305 mm; distance 1–5 at 76, 125, 185, 245 and 305 mm ([JMT];
// distance 1 is 71.5 to 77 mm across sources).
func DefaultRuler() Ruler {
	return Ruler{Close: 123, Medium: 187, Long: 305, Distance: [5]float64{76, 125, 185, 245, 305}}
}

// Band returns the range band of a measurement of d millimetres: "a line
// dividing two bands belongs to the band nearer the ruler's close end"
// (rules notes §2), and beyond the ruler is Extreme.
func (r Ruler) Band(d float64) Range {
	switch {
	case d <= r.Close:
		return Close
	case d <= r.Medium:
		return Medium
	case d <= r.Long:
		return Long
	}
	return Extreme
}

// DistanceBand returns the distance band (1 to 5) of d millimetres, the
// dividing line belonging to the nearer band, or 0 beyond distance 5.
func (r Ruler) DistanceBand(d float64) int {
	for i, end := range r.Distance {
		if d <= end {
			return i + 1
		}
	}
	return 0
}

// Sight is the answer to "may this hull zone attack that one, and how".
type Sight struct {
	// InArc: some part of the defending hull zone is inside the attacking
	// hull zone's firing arc.
	InArc bool
	// Range is the measured attack range in millimetres, from the closest
	// point of the attacking hull zone to the closest point of the part of
	// the defending hull zone inside the arc; Band is its band.
	Range float64
	Band  Range
	// Blocked: the line of sight between the targeting points (seed 004),
	// or the range line (rules notes §2), crosses another hull zone of the
	// defender, so there is no line of sight.
	Blocked bool
	// Obstructed: the line of sight between the two targeting points
	// crosses an obstacle or a ship that is neither attacker nor defender
	// (seed 004); the attacker removes one die.
	Obstructed bool
}

// Legal reports whether the attack may be declared at all: in arc, line of
// sight, and within the ruler.
func (s Sight) Legal() bool { return s.InArc && !s.Blocked && s.Band != Extreme && s.Band != RangeNone }

// Obstructions are what may obstruct a line of sight on the table: the
// bases of the ships and squadrons that are neither attacker nor defender,
// and the obstacle tokens ("Si la línia de visió passa a través d'obstacles
// o d'altres naus/esquadrons (que no siguin ni l'atacant ni el defensor),
// l'atac queda obstaculitzat", seed 004). Squadrons is empty under the
// rules notes' reading that squadrons never obstruct (Rules.Obstruction).
type Obstructions struct {
	Ships     []plane.Polygon
	Squadrons []Disc
	Obstacles []Obstacle
}

// Obstruct reports whether the line of sight a–b is obstructed.
func (o *Obstructions) Obstruct(a, b plane.Vec) bool {
	for i := range o.Ships {
		if o.Ships[i].Crosses(a, b) {
			return true
		}
	}
	for i := range o.Squadrons {
		if o.Squadrons[i].Crosses(a, b) {
			return true
		}
	}
	for i := range o.Obstacles {
		if o.Obstacles[i].Crosses(a, b) {
			return true
		}
	}
	return false
}

// Measure checks an attack from hull zone az of attacker at hull zone dz
// of defender (seed 004: "una zona de casc defensora que ha d'estar dins de
// l'arc de tir de la zona atacant i a l'abast d'atac"; rules notes §2, §3):
// the defending zone must be in the attacking arc, the range is measured
// closest point to closest point ignoring the part of the defender outside
// the arc, the line of sight from targeting point to targeting point must
// not cross another of the defender's hull zones ("la línia de visió cap a
// o des d'una zona de casc d'una nau es traça des del punt d'orientació
// groc ...; si la línia de visió cap a una zona de casc defensora passa
// per qualsevol altra zona de casc de la mateixa nau, no hi ha línia de
// visió"), nor may the range line (rules notes §2), and the line between
// the targeting points may be obstructed (Obstructions; nil for a clear
// table).
func (r Ruler) Measure(attacker *Hull, az Zone, defender *Hull, dz Zone, obs *Obstructions) Sight {
	var s Sight
	part := attacker.arcPart(az, defender.Zone(dz))
	if part.N < 3 && !(part.N > 0 && touchesArc(attacker, az, &part)) {
		return s
	}
	s.InArc = true
	// part may be a segment or a point (only an arc line's width of the
	// zone in the arc): Closest measures those too
	from, to, rng := plane.Closest(attacker.Zone(az), &part)
	s.Range = rng
	s.Band = r.Band(s.Range)
	at, dt := attacker.TargetingPoint(az), defender.TargetingPoint(dz)
	s.Blocked = crossesOtherZone(defender, dz, from, to) || crossesOtherZone(defender, dz, at, dt)
	s.Obstructed = obs != nil && obs.Obstruct(at, dt)
	return s
}

// crossesOtherZone reports whether the line from–to (a line of sight or a
// range line) crosses a hull zone of the defender other than dz: no line
// of sight (seed 004).
func crossesOtherZone(defender *Hull, dz Zone, from, to plane.Vec) bool {
	for z := range Zone(zones) {
		if z != dz && defender.Zone(z).Crosses(from, to) {
			return true
		}
	}
	return false
}

// MeasureSquadron checks an attack from hull zone az of attacker at the
// squadron on base sq: some of the base inside the arc, the range from
// the zone to the part of the base in the arc ("squadrons measured from
// the closest point of the base", rules notes §2), and line of sight from
// the zone's targeting point to the squadron's sight point (sight).
func (r Ruler) MeasureSquadron(attacker *Hull, az Zone, sq Disc, sight SquadronSight, obs *Obstructions) Sight {
	var s Sight
	rng, in := attacker.reachSquadron(az, sq)
	if !in {
		return s
	}
	s.InArc, s.Range, s.Band = true, rng, r.Band(rng)
	tp := attacker.TargetingPoint(az)
	s.Obstructed = obs != nil && obs.Obstruct(tp, sight.point(sq, tp))
	return s
}

// MeasureFromSquadron checks a squadron's attack at hull zone dz of
// defender: "each squadron's attack range is distance 1" (rules notes §2),
// measured from the closest point of its base to the closest point of the
// zone, in any direction (a squadron's arc is 360°). Band is Distance1, or
// Extreme beyond it. Neither the range line nor the line of sight, from
// the squadron's sight point to the zone's targeting point, may cross
// another of the defender's hull zones (seed 004), and the line of sight
// may be obstructed.
func (r Ruler) MeasureFromSquadron(sq Disc, defender *Hull, dz Zone, sight SquadronSight, obs *Obstructions) Sight {
	to, dc := defender.Zone(dz).Nearest(sq.C)
	from := sq.Toward(to)
	s := Sight{InArc: true, Range: max(0, dc-sq.R)}
	s.Band = r.squadronBand(s.Range)
	tp := defender.TargetingPoint(dz)
	sp := sight.point(sq, tp)
	s.Blocked = crossesOtherZone(defender, dz, from, to) || crossesOtherZone(defender, dz, sp, tp)
	s.Obstructed = obs != nil && obs.Obstruct(sp, tp)
	return s
}

// MeasureSquadrons checks a squadron's attack at another squadron: at
// distance 1, edge to edge, with line of sight between their sight points.
func (r Ruler) MeasureSquadrons(attacker, defender Disc, sight SquadronSight, obs *Obstructions) Sight {
	s := Sight{InArc: true, Range: max(0, attacker.C.Sub(defender.C).Len()-attacker.R-defender.R)}
	s.Band = r.squadronBand(s.Range)
	a, b := sight.point(attacker, defender.C), sight.point(defender, attacker.C)
	s.Obstructed = obs != nil && obs.Obstruct(a, b)
	return s
}

// squadronBand is a squadron attack's band: Distance1 up to distance 1's
// end, then Extreme (out of a squadron's reach; Snipe is not modelled).
func (r Ruler) squadronBand(d float64) Range {
	if d <= r.Distance[0] {
		return Distance1
	}
	return Extreme
}

// touchesArc reports whether a degenerate clip (a point or a segment on an
// arc line) lies in the arc: the arc line's width counts as in arc.
func touchesArc(h *Hull, z Zone, p *plane.Polygon) bool {
	for i := range p.N {
		if h.InArc(z, p.V[i]) {
			return true
		}
	}
	return false
}
