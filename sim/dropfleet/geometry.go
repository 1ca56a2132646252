package dropfleet

import (
	"math"

	"github.com/fleetlab/fleetlab/sim/internal/names"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Positions on the table are [plane.Vec]s, in inches. Distances are
// "measured from flight stem to flight stem" (rules notes §1): between the
// centres of the bases, [plane.Vec.Dist].

// Headings are compass bearings in degrees: 0 points along +Y ("north" on
// the table), 90 along +X, increasing clockwise ([plane.Direction] gives
// a heading's unit vector).

// Bearing returns the heading from v towards w, in [0, 360).
func Bearing(v, w plane.Vec) float64 {
	d := w.Sub(v)
	return Normalize(math.Atan2(d.X, d.Y) * 180 / math.Pi)
}

// Normalize returns h in [0, 360).
func Normalize(h float64) float64 {
	switch {
	case h >= 0 && h < 360:
		return h
	case h >= 360 && h < 720:
		return h - 360
	case h < 0 && h >= -360:
		if h += 360; h == 360 { // -0.0…01 rounds up to 360
			return 0
		}
		return h
	}
	h = math.Mod(h, 360)
	if h < 0 {
		h += 360
	}
	return h
}

// Relative returns the smallest signed turn from heading from to heading
// to, in (-180, 180]: positive is clockwise (to the right).
func Relative(from, to float64) float64 {
	d := Normalize(to - from)
	if d > 180 {
		d -= 360
	}
	return d
}

// angleEpsilon absorbs floating-point error in arc and turn comparisons, so
// that a target exactly on an arc line is in the arc.
const angleEpsilon = 1e-9

// Arc is a weapon's firing arc. The zero Arc is "none".
type Arc uint8

// The firing arcs of rules notes §2: normal arcs are 90°, the narrow front
// arc 22°; a Side weapon fires to either side unless it is marked left or
// right.
const (
	ArcNone Arc = iota
	FrontArc
	NarrowFrontArc
	SideArc
	LeftArc
	RightArc
	RearArc
)

var arcNames = []string{"none", "F", "F(N)", "S", "S(L)", "S(R)", "R"}

// String returns the arc as printed on profiles: F, F(N), S, S(L), S(R), R.
func (a Arc) String() string {
	if int(a) < len(arcNames) {
		return arcNames[a]
	}
	return "invalid"
}

// ParseArc parses F, F(N), S, S(L), S(R) or R.
func ParseArc(s string) (Arc, error) {
	i, err := names.Parse("arc", s, arcNames)
	return Arc(i), err
}

// NarrowArcDegrees is the width of the narrow front arc, F(N).
const NarrowArcDegrees = 22

// Contains reports whether a target at relative bearing rel (degrees from
// the firer's heading, as Relative gives) is inside arc a. Arc lines belong
// to the arc: a target exactly on one may be fired at.
func (a Arc) Contains(rel float64) bool {
	abs := math.Abs(rel)
	switch a {
	case FrontArc:
		return abs <= 45+angleEpsilon
	case NarrowFrontArc:
		return abs <= NarrowArcDegrees/2.0+angleEpsilon
	case RearArc:
		return abs >= 135-angleEpsilon
	case LeftArc:
		return rel >= -135-angleEpsilon && rel <= -45+angleEpsilon
	case RightArc:
		return rel >= 45-angleEpsilon && rel <= 135+angleEpsilon
	case SideArc:
		return LeftArc.Contains(rel) || RightArc.Contains(rel)
	}
	return false
}
