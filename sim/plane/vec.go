package plane

import "math"

// Vec is a point or a displacement on the table. It has no unit of its
// own: Dropfleet measures in inches, Armada in millimetres.
type Vec struct{ X, Y float64 }

// Add returns v + w.
func (v Vec) Add(w Vec) Vec { return Vec{v.X + w.X, v.Y + w.Y} }

// Sub returns v − w.
func (v Vec) Sub(w Vec) Vec { return Vec{v.X - w.X, v.Y - w.Y} }

// Scale returns v·k.
func (v Vec) Scale(k float64) Vec { return Vec{v.X * k, v.Y * k} }

// Dot returns the dot product v·w.
func (v Vec) Dot(w Vec) float64 { return v.X*w.X + v.Y*w.Y }

// Cross returns the z component of v × w: positive when w is
// counter-clockwise of v.
func (v Vec) Cross(w Vec) float64 { return v.X*w.Y - v.Y*w.X }

// Len returns the length of v. Table coordinates are far from overflow, so
// the plain square root serves (math.Hypot's scaling costs several times
// more on the hot path).
func (v Vec) Len() float64 { return math.Sqrt(v.X*v.X + v.Y*v.Y) }

// Dist returns the distance from v to w.
func (v Vec) Dist(w Vec) float64 { return w.Sub(v).Len() }

// Direction returns the unit vector of a compass bearing in degrees, as
// both games measure headings: 0 points along +Y ("north" on the table),
// 90 along +X, increasing clockwise.
func Direction(deg float64) Vec {
	sin, cos := math.Sincos(deg * math.Pi / 180)
	return Vec{sin, cos}
}
