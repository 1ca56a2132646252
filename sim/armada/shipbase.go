package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// BaseSize returns a ship base's width and length in millimetres: "Small
// 43 × 71 mm, Medium 63 × 102 mm, Large 77.5 × 129 mm" (RRG 1.5 "Size
// Class", rules notes §6). Huge ships stand on "two large bases under one
// token" (rules notes §6): end to end, one 77.5 × 258 mm rectangle. It
// reports ok false for a squadron, which has a round base (SquadronRadius).
func BaseSize(s Size) (width, length float64, ok bool) {
	switch s {
	case HugeShip:
		return 77.5, 2 * 129, true
	case SmallShip:
		return 43, 71, true
	case MediumShip:
		return 63, 102, true
	case LargeShip:
		return 77.5, 129, true
	}
	return 0, 0, false
}

// ArcLines are a ship token's printed arc lines, as the angles between the
// ship's heading and its front arc lines, and between its stern and its
// rear arc lines, in degrees; all four lines start at the base's centre.
// The rules give no angles (rules notes §6, "Arc angles per ship token are
// not numeric"); the zero value means fleetlab's default, DefaultArcLines.
type ArcLines struct{ Front, Rear float64 }

// DefaultArcLines returns the arc lines fleetlab uses when a profile gives
// none: from the centre through the base's corners, so that each hull zone
// holds one whole edge of the base. For a small base that is 31.2° either
// side of the heading.
func DefaultArcLines(s Size) ArcLines {
	w, l, _ := BaseSize(s)
	a := math.Atan2(w/2, l/2) * 180 / math.Pi
	return ArcLines{Front: a, Rear: a}
}

// Placement is where a ship stands: its base's centre, in millimetres on
// the play area (X along the 6' edge, Y along the 3' edge), and its heading
// as a compass bearing in degrees (0 is +Y, clockwise).
type Placement struct {
	At      plane.Vec
	Heading float64
}

// Shape is a ship token's geometry in ship coordinates (X to starboard, Y
// forward, the base's centre at the origin): its base, its hull zones, their
// firing arcs and targeting points. It depends only on the size class and
// the arc lines, so it is computed once per unit and placed many times.
type Shape struct {
	Size Size
	Arcs ArcLines
	// span[z] is hull zone z's firing arc: the bearings, relative to the
	// heading and clockwise, from the first arc line to the second.
	span    [zones][2]float64
	zones   [zones]plane.Polygon
	targets [zones]plane.Vec
}

// NewShape returns the shape of a ship of size s with arc lines arcs (the
// zero value for the default). It returns false for a squadron, which has
// no hull zones.
func NewShape(s Size, arcs ArcLines) (Shape, bool) {
	w, l, ok := BaseSize(s)
	if !ok {
		return Shape{}, false
	}
	if arcs == (ArcLines{}) {
		arcs = DefaultArcLines(s)
	}
	sh := Shape{Size: s, Arcs: arcs}
	f, r := arcs.Front, arcs.Rear
	sh.span = [zones][2]float64{
		Front: {-f, f},
		Right: {f, 180 - r},
		Rear:  {180 - r, 180 + r},
		Left:  {180 + r, 360 - f},
	}
	hw, hl := w/2, l/2
	corner := math.Atan2(hw, hl) * 180 / math.Pi
	corners := [4]struct {
		bearing float64
		local   plane.Vec
	}{{corner, plane.Vec{X: hw, Y: hl}}, {180 - corner, plane.Vec{X: hw, Y: -hl}}, {180 + corner, plane.Vec{X: -hw, Y: -hl}}, {360 - corner, plane.Vec{X: -hw, Y: hl}}}
	for z := range Zone(zones) {
		a, b := sh.span[z][0], sh.span[z][1]
		p := &sh.zones[z]
		p.Append(plane.Vec{})
		p.Append(exit(a, hw, hl))
		for k := range 8 { // the corners strictly between the arc lines, clockwise
			c := corners[k%4]
			bb := c.bearing + 360*float64(k/4)
			if a < 0 {
				bb -= 360
			}
			if bb > a+plane.Eps && bb < b-plane.Eps {
				p.Append(c.local)
			}
		}
		p.Append(exit(b, hw, hl))
		// the yellow targeting point: tokens print it; fleetlab puts it on
		// the zone's bisector, halfway from the centre to the base's edge
		sh.targets[z] = exit((a+b)/2, hw, hl).Scale(0.5)
	}
	return sh, true
}

// Hull is the geometry of one placed ship: its base and hull zones on the
// table.
type Hull struct {
	Placement
	shape *Shape
	// fwd and right are the unit vectors ahead and to starboard.
	fwd, right plane.Vec
	base       plane.Polygon
	zones      [zones]plane.Polygon
}

// NewHull places a ship of size s with arc lines arcs (the zero value for
// the default) at pl. It returns false for a size without a base (a
// squadron or a huge ship). Code that places the same ship many times
// keeps its Shape and calls Place.
func NewHull(s Size, arcs ArcLines, pl Placement) (Hull, bool) {
	sh, ok := NewShape(s, arcs)
	if !ok {
		return Hull{}, false
	}
	return sh.Place(pl), true
}

// Place returns the ship standing at pl. The hull refers to sh, which must
// outlive it.
func (sh *Shape) Place(pl Placement) Hull {
	h := Hull{Placement: pl, shape: sh, fwd: plane.Direction(pl.Heading)}
	h.right = starboard(h.fwd)
	w, l, _ := BaseSize(sh.Size)
	h.base = rectangle(pl.At, h.fwd.Scale(l/2), h.right.Scale(w/2))
	for z := range Zone(zones) {
		src, dst := &sh.zones[z], &h.zones[z]
		dst.N = src.N
		for i := range src.N {
			dst.V[i] = h.world(src.V[i])
		}
	}
	return h
}

// exit returns where the ray from the centre at relative bearing deg
// leaves a base of half-width hw and half-length hl, in ship coordinates
// (X to starboard, Y forward).
func exit(deg, hw, hl float64) plane.Vec {
	d := plane.Direction(deg)
	t := math.Inf(1)
	if math.Abs(d.X) > 1e-12 {
		t = hw / math.Abs(d.X)
	}
	if math.Abs(d.Y) > 1e-12 {
		t = min(t, hl/math.Abs(d.Y))
	}
	return d.Scale(t)
}

// BasePolygon returns the base of a ship of size s standing at pl, without
// its hull zones: what overlapping looks at. It returns false for a size
// without a base.
func BasePolygon(s Size, pl Placement) (plane.Polygon, bool) {
	w, l, ok := BaseSize(s)
	if !ok {
		return plane.Polygon{}, false
	}
	dir := plane.Direction(pl.Heading)
	return rectangle(pl.At, dir.Scale(l/2), starboard(dir).Scale(w/2)), true
}

// rectangle returns the rectangle centred on c with half-length vector fwd
// and half-width vector right.
func rectangle(c, fwd, right plane.Vec) plane.Polygon {
	var p plane.Polygon
	p.Append(c.Add(fwd).Add(right))
	p.Append(c.Sub(fwd).Add(right))
	p.Append(c.Sub(fwd).Sub(right))
	p.Append(c.Add(fwd).Sub(right))
	return p
}

// world turns ship coordinates (X to starboard, Y forward) into play-area
// coordinates.
func (h *Hull) world(local plane.Vec) plane.Vec {
	return h.At.Add(h.right.Scale(local.X)).Add(h.fwd.Scale(local.Y))
}

// Base returns the ship's base as a polygon.
func (h *Hull) Base() *plane.Polygon { return &h.base }

// Zone returns hull zone z as a polygon: the part of the base between its
// arc lines.
func (h *Hull) Zone(z Zone) *plane.Polygon { return &h.zones[z] }

// TargetingPoint returns hull zone z's yellow targeting point, which line
// of sight is traced from and to (rules notes §3). Tokens print it; fleetlab
// puts it on the zone's bisector, halfway from the centre to the base's
// edge.
func (h *Hull) TargetingPoint(z Zone) plane.Vec { return h.world(h.shape.targets[z]) }

// InArc reports whether point p is inside hull zone z's firing arc, arc
// lines included ("infinite in length, including the arc-line width",
// rules notes §6).
func (h *Hull) InArc(z Zone, p plane.Vec) bool {
	v := p.Sub(h.At)
	if v.Len() < plane.Eps {
		return true
	}
	rel := math.Mod(bearingOf(v)-h.Heading+720, 360)
	a, b := h.shape.span[z][0], h.shape.span[z][1]
	if a < 0 && rel > 180 {
		rel -= 360
	}
	return rel >= a-1e-9 && rel <= b+1e-9
}

// arcPart returns the part of polygon p inside hull zone z's firing arc.
func (h *Hull) arcPart(z Zone, p *plane.Polygon) plane.Polygon {
	a, b := h.shape.span[z][0], h.shape.span[z][1]
	// the arc is the wedge clockwise from bearing a to b (at most 180°):
	// to the right of the line along a and to the left of the line along b
	da, db := plane.Direction(h.Heading+a), plane.Direction(h.Heading+b)
	out := plane.ClipHalfPlane(*p, h.At, da.Scale(-1)) // right of a: left of −a
	return plane.ClipHalfPlane(out, h.At, db)
}
