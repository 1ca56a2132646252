package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// Headings and bearings are compass bearings in degrees: 0 is +Y, 90 is
// +X, clockwise ([plane.Direction] gives their unit vectors).

// starboard returns the unit vector 90° clockwise of unit vector p: the
// bearing 90° greater.
func starboard(p plane.Vec) plane.Vec { return plane.Vec{X: p.Y, Y: -p.X} }

// normalise returns a bearing in [0, 360).
func normalise(deg float64) float64 {
	deg = math.Mod(deg, 360)
	if deg < 0 {
		deg += 360
	}
	return deg
}

// bearingOf returns the compass bearing of v in degrees, in [0, 360).
func bearingOf(v plane.Vec) float64 {
	b := math.Atan2(v.X, v.Y) * 180 / math.Pi
	if b < 0 {
		b += 360
	}
	return b
}
