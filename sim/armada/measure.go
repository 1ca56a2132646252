package armada

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
	// Blocked: the range line crosses another hull zone of the defender,
	// so there is no line of sight (seed 004).
	Blocked bool
	// Obstructed: the line of sight between the two targeting points
	// crosses an obstacle or a ship that is neither attacker nor defender
	// (seed 004); the attacker removes one die.
	Obstructed bool
}

// Legal reports whether the attack may be declared at all: in arc, line of
// sight, and within the ruler.
func (s Sight) Legal() bool { return s.InArc && !s.Blocked && s.Band != Extreme && s.Band != RangeNone }

// Measure checks an attack from hull zone az of attacker at hull zone dz
// of defender (seed 004: "una zona de casc defensora que ha d'estar dins de
// l'arc de tir de la zona atacant i a l'abast d'atac"; rules notes §2, §3):
// the defending zone must be in the attacking arc, the range is measured
// closest point to closest point ignoring the part of the defender outside
// the arc, the range line must not cross another of the defender's hull
// zones ("si la línia de visió cap a una zona de casc defensora passa per
// qualsevol altra zona de casc de la mateixa nau, no hi ha línia de
// visió"), and the line between the targeting points is obstructed by
// obstacles and by other ships ("Si la línia de visió passa a través
// d'obstacles o d'altres naus ... l'atac queda obstaculitzat"). others are
// the bases of every other ship on the table; obstacles are the obstacle
// tokens.
func (r Ruler) Measure(attacker *Hull, az Zone, defender *Hull, dz Zone, others, obstacles []Polygon) Sight {
	var s Sight
	part := attacker.arcPart(az, defender.Zone(dz))
	if part.N < 3 && !(part.N > 0 && touchesArc(attacker, az, &part)) {
		return s
	}
	s.InArc = true
	// part may be a segment or a point (only an arc line's width of the
	// zone in the arc): Closest measures those too
	from, to, rng := Closest(attacker.Zone(az), &part)
	s.Range = rng
	s.Band = r.Band(s.Range)
	for z := range Zone(zones) {
		if z != dz && defender.Zone(z).Crosses(from, to) {
			s.Blocked = true
		}
	}
	a, b := attacker.TargetingPoint(az), defender.TargetingPoint(dz)
	for i := range others {
		if others[i].Crosses(a, b) {
			s.Obstructed = true
		}
	}
	for i := range obstacles {
		if obstacles[i].Crosses(a, b) {
			s.Obstructed = true
		}
	}
	return s
}

// touchesArc reports whether a degenerate clip (a point or a segment on an
// arc line) lies in the arc: the arc line's width counts as in arc.
func touchesArc(h *Hull, z Zone, p *Polygon) bool {
	for i := range p.N {
		if h.InArc(z, p.V[i]) {
			return true
		}
	}
	return false
}
