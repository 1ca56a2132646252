package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim/plane"
)

// MaxSpeed is the highest speed on any speed chart.
const MaxSpeed = 4

// SpeedChart is a ship card's speed chart (rules notes §6): Chart[s-1][j]
// is the most yaw clicks joint j allows at speed s, either way; Max is the
// highest speed the ship may take (columns beyond it are absent).
type SpeedChart struct {
	Max   int
	Chart [MaxSpeed][MaxSpeed]int8
}

// Allows reports whether the course may be set at speed: each joint
// clicked at most its chart value either way, and no clicks past the
// speed's joints.
func (c *SpeedChart) Allows(speed int, yaw [MaxSpeed]int8) bool {
	if speed < 0 || speed > c.Max {
		return false
	}
	for j, y := range yaw {
		limit := int8(0)
		if speed > 0 && j < speed {
			limit = c.Chart[speed-1][j]
		}
		if y > limit || -y > limit {
			return false
		}
	}
	return true
}

// Tool holds the maneuver tool's measurements. The rules publish none
// (rules notes §7, "Maneuver tool geometry (NOT in the rules)"):
// DefaultTool takes the third-party figures the notes quote, and a scenario
// may set its own.
type Tool struct {
	// Segment is the distance, in mm, the ship's front travels along the
	// tool per speed step (one segment and its joint).
	Segment float64
	// Width is the tool's width in mm: the ship's side stands this far from
	// the tool's centre line, and half of it again from the tool's edge.
	Width float64
	// Click is one yaw click in degrees.
	Click float64
}

// DefaultTool returns 68.4 mm a speed step (46.13 + 22.27 mm in [ALPH]), a
// 15.25 mm wide tool and 22.5° a click (4 clicks make 90°; rules notes §7).
func DefaultTool() Tool { return Tool{Segment: 68.4, Width: 15.25, Click: defaultClick} }

// Course is how the maneuver tool is set: yaw clicks at each joint
// (positive to starboard) and the side of the ship the tool is put on
// (+1 starboard, −1 port).
type Course struct {
	Yaw  [MaxSpeed]int8
	Side int8
}

// turns reports whether the course clicks any joint of the speed.
func (c Course) turns(speed int) bool {
	for j := range min(speed, MaxSpeed) {
		if c.Yaw[j] != 0 {
			return true
		}
	}
	return false
}

// Place returns where a ship of size s standing at from ends a maneuver at
// speed with course c (rules notes §7, "Executing a maneuver"): the tool's
// first segment starts at the front of the base on the chosen side; each
// speed step runs one segment forward and then turns by its joint's yaw;
// the ship is put back with the front of that side at the joint for its
// speed, along the tool's direction there. A huge ship takes the tool at
// the front of its rear base, the middle of its token ("huge ships: rear
// base"). Speed 0 leaves it where it is.
func (t Tool) Place(s Size, from Placement, c Course, speed int) Placement {
	if speed <= 0 {
		return from
	}
	w, notch := notchAt(s)
	side := float64(c.Side)
	if side == 0 {
		side = 1
	}
	off := w/2 + t.Width/2 // the tool's centre line from the ship's centre line
	d0 := plane.Direction(from.Heading)
	p := from.At.Add(d0.Scale(notch)).Add(starboard(d0).Scale(side * off))
	clicks := 0
	for j := range min(speed, MaxSpeed) {
		p = p.Add(t.turned(d0, clicks).Scale(t.Segment))
		clicks += int(c.Yaw[j])
	}
	dir := t.turned(d0, clicks)
	centre := p.Sub(dir.Scale(notch)).Sub(starboard(dir).Scale(side * off))
	return Placement{At: centre, Heading: normalise(from.Heading + float64(clicks)*t.Click)}
}

// turned returns direction d turned clockwise by clicks yaw clicks: from a
// table of the default click's turns, else by its sine and cosine.
func (t Tool) turned(d plane.Vec, clicks int) plane.Vec {
	var sin, cos float64
	if k := clicks + maxClicks; t.Click == defaultClick && k >= 0 && k < len(clickTurns) {
		sin, cos = clickTurns[k].X, clickTurns[k].Y
	} else {
		sin, cos = math.Sincos(float64(clicks) * t.Click * math.Pi / 180)
	}
	return plane.Vec{X: d.X*cos + d.Y*sin, Y: d.Y*cos - d.X*sin}
}

// defaultClick is DefaultTool's click, 22.5°; maxClicks the most clicks
// either way clickTurns holds.
const (
	defaultClick = 22.5
	maxClicks    = 16
)

// clickTurns[k] is the sine and cosine (X, Y) of k − maxClicks default
// clicks.
var clickTurns = func() (t [2*maxClicks + 1]plane.Vec) {
	for k := range t {
		t[k] = plane.Direction(float64(k-maxClicks) * defaultClick)
	}
	return t
}()

// PlaceSided returns where a ship of size s standing at from ends a
// maneuver at speed with course c, and the course with the side of the
// ship the tool went on: "it may not overlap the tool in its final
// position — if it would, use the other side; if both sides work, owner
// chooses" (rules notes §7), c's side when both work. The side is settled
// at the full speed only, as at a reduced speed the ship may overlap the
// tool; a straight tool runs along the ship's side, which only touches
// it.
func (t Tool) PlaceSided(s Size, from Placement, c Course, speed int) (Placement, Course) {
	at := t.Place(s, from, c, speed)
	if speed > 0 && c.turns(speed) && t.overlapsTool(s, from, at, c, speed) {
		other := c
		other.Side = -sideOf(c)
		if e := t.Place(s, from, other, speed); !t.overlapsTool(s, from, e, other, speed) {
			return e, other
		}
	}
	return at, c
}

// notchAt returns a base's width and how far ahead of its centre the
// maneuver tool's guides go: the front of the base, or for a huge ship the
// front of its rear base (rules notes §7), which is the token's middle.
func notchAt(s Size) (width, ahead float64) {
	w, l, _ := BaseSize(s)
	if s == HugeShip {
		return w, 0 // two large bases end to end: the rear one's front is the middle
	}
	return w, l / 2
}

// overlapsTool reports whether a ship of size s ending at end overlaps the
// maneuver tool set with course c at speed from its start: each speed
// step's segment is a rectangle of the tool's width along its centre line
// (the joints' round ends are not modelled). Touching is not overlapping.
func (t Tool) overlapsTool(s Size, from, end Placement, c Course, speed int) bool {
	w, notch := notchAt(s)
	side := float64(c.Side)
	if side == 0 {
		side = 1
	}
	d0 := plane.Direction(from.Heading)
	p := from.At.Add(d0.Scale(notch)).Add(starboard(d0).Scale(side * (w/2 + t.Width/2)))
	base, _ := BasePolygon(s, end)
	// a segment whose centre is farther from the base's than the circles
	// round both cannot overlap it
	bw, bl, _ := BaseSize(s)
	apart := math.Hypot(bw, bl)/2 + math.Hypot(t.Segment, t.Width)/2
	clicks := 0
	for j := range min(speed, MaxSpeed) {
		d := t.turned(d0, clicks)
		q := p.Add(d.Scale(t.Segment))
		if m := p.Add(q).Scale(0.5).Sub(end.At); m.Dot(m) > apart*apart {
			p = q
			clicks += int(c.Yaw[j])
			continue
		}
		half := starboard(d).Scale(t.Width / 2)
		seg, _ := plane.NewPolygon(p.Add(half), q.Add(half), q.Sub(half), p.Sub(half))
		if base.Overlaps(&seg) {
			return true
		}
		p = q
		clicks += int(c.Yaw[j])
	}
	return false
}
