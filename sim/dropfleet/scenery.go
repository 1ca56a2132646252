package dropfleet

import (
	"fmt"
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/internal/names"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// SceneryKind is a kind of scenery piece that affects ships (rules notes
// §1, §7; battle notes §1.4).
type SceneryKind uint8

// The scenery kinds played.
const (
	FineDebris SceneryKind = iota
	DenseDebris
	PlanetaryRing
	sceneryKinds
)

var sceneryKindNames = []string{"fine-debris", "dense-debris", "planetary-ring"}

// String returns the kind's scenario name, such as "fine-debris".
func (k SceneryKind) String() string { return names.Of(sceneryKindNames, int(k)) }

// ParseSceneryKind parses fine-debris, dense-debris or planetary-ring.
func ParseSceneryKind(s string) (SceneryKind, error) {
	i, err := names.Index("scenery", s, sceneryKindNames)
	return SceneryKind(i), err
}

// sceneryEffect is what a kind does (rules notes §1: "Fine debris −6"
// Scan and +1 Lock, Dense −12" Scan and +2 Lock, Planetary Ring −6" Scan
// and +1 Lock when firing through/in them"; §7: "debris fields deal hits
// when entered/turned in (Fine: 2 attacks Lock 3+, Dense: 2 attacks Lock
// 2+, Ring crossing in High Orbit: 2 hits Lock 2+, 1 damage each)").
var sceneryEffect = [sceneryKinds]struct {
	scan, lock int
	hazard     Weapon
	debris     bool // obscures: more than 6" of debris blocks a shot
}{
	FineDebris:    {6, 1, Weapon{Name: "fine debris", Lock: 3, Attacks: Fixed(2), Damage: Fixed(1)}, true},
	DenseDebris:   {12, 2, Weapon{Name: "dense debris", Lock: 2, Attacks: Fixed(2), Damage: Fixed(1)}, true},
	PlanetaryRing: {6, 1, Weapon{Name: "planetary ring", Lock: 2, Attacks: Fixed(2), Damage: Fixed(1)}, false},
}

// ObscuringDebris is the length of debris a line of fire may cross: "target
// obscured by more than 6" of debris cannot be shot" (rules notes §1).
const ObscuringDebris = 6

// Scenery is one scenery piece on the table: a rectangle of Length along
// Heading (degrees, as ships' headings) and Width across, centred on
// Centre, in inches. Debris fields stand in every orbital layer; a
// planetary ring's movement hits touch ships in High Orbit only ("Ring
// crossing in High Orbit"), its shooting penalty every layer: the notes
// restrict neither, these are the engine's readings.
type Scenery struct {
	Kind          SceneryKind
	Centre        plane.Vec
	Length, Width float64
	Heading       float64
}

// far reports whether the segment from a to b stays clear of the square
// about the piece's centre whose half side, (Length + Width) / 2, is no
// less than its half diagonal: then no point of it is inside the piece, or
// within an edge's tolerance of it. A few comparisons, before the exact
// test turns the piece's heading into a direction: most lines of fire and
// moves pass far from every piece.
func (p *Scenery) far(a, b plane.Vec) bool {
	q := p.bounds()
	return q.far(a, b)
}

// bounds returns the square of far.
func (p *Scenery) bounds() square {
	r := (p.Length+p.Width)/2 + 1e-6
	return square{p.Centre.X - r, p.Centre.Y - r, p.Centre.X + r, p.Centre.Y + r}
}

// square is an axis-aligned box: x0 ≤ x1, y0 ≤ y1.
type square struct{ x0, y0, x1, y1 float64 }

// far reports whether the segment from a to b stays outside the box.
func (q *square) far(a, b plane.Vec) bool {
	return max(a.X, b.X) < q.x0 || min(a.X, b.X) > q.x1 || max(a.Y, b.Y) < q.y0 || min(a.Y, b.Y) > q.y1
}

// Crossing returns how far the segment from a to b runs inside the piece.
func (p *Scenery) Crossing(a, b plane.Vec) float64 {
	if p.far(a, b) {
		return 0
	}
	return p.crossingAlong(plane.Direction(p.Heading), a, b)
}

// crossingAlong is Crossing, the piece's length running along u (its
// heading's direction).
func (p *Scenery) crossingAlong(u, a, b plane.Vec) float64 {
	v := plane.Vec{X: u.Y, Y: -u.X}
	da, db := a.Sub(p.Centre), b.Sub(p.Centre)
	t0, t1, ok := clipBox(plane.Vec{X: da.Dot(u), Y: da.Dot(v)}, plane.Vec{X: db.Dot(u), Y: db.Dot(v)},
		plane.Vec{X: -p.Length / 2, Y: -p.Width / 2}, plane.Vec{X: p.Length / 2, Y: p.Width / 2})
	if !ok {
		return 0
	}
	return (t1 - t0) * a.Dist(b)
}

// Contains reports whether point q is inside the piece (its edge
// included).
func (p *Scenery) Contains(q plane.Vec) bool {
	if p.far(q, q) {
		return false
	}
	return p.containsAlong(plane.Direction(p.Heading), q)
}

// containsAlong is Contains, the piece's length running along u.
func (p *Scenery) containsAlong(u, q plane.Vec) bool {
	d := q.Sub(p.Centre)
	return math.Abs(d.Dot(u)) <= p.Length/2+moveEpsilon && math.Abs(d.X*u.Y-d.Y*u.X) <= p.Width/2+moveEpsilon
}

// clipBox clips the segment a→b to the box lo..hi (Liang–Barsky) and
// returns the part inside as parameters t0 ≤ t1 in [0, 1], or false.
func clipBox(a, b, lo, hi plane.Vec) (t0, t1 float64, ok bool) {
	t0, t1 = 0, 1
	d := b.Sub(a)
	for _, c := range [...]struct{ p, q float64 }{
		{-d.X, a.X - lo.X}, {d.X, hi.X - a.X}, {-d.Y, a.Y - lo.Y}, {d.Y, hi.Y - a.Y},
	} {
		if c.p == 0 {
			if c.q < 0 {
				return 0, 0, false
			}
			continue
		}
		t := c.q / c.p
		if c.p < 0 {
			t0 = max(t0, t)
		} else {
			t1 = min(t1, t)
		}
	}
	return t0, t1, t0 <= t1
}

// world is the table's scenery in play, read by the shooting and movement
// rules of a battle; on is false without scenery, so that nothing else
// pays for it.
type world struct {
	on     bool
	pieces []Scenery
	dirs   []plane.Vec   // dirs[k]: the direction of piece k's heading, turned once
	boxes  []square      // boxes[k]: piece k's bounds (Scenery.far)
	solids []SolidObject // solidobject.go
}

// newWorld returns the world of the pieces and solid objects.
func newWorld(pieces []Scenery, solids []SolidObject) world {
	w := world{on: len(pieces)+len(solids) > 0, pieces: pieces, solids: solids,
		dirs: make([]plane.Vec, len(pieces)), boxes: make([]square, len(pieces))}
	for k := range pieces {
		w.dirs[k] = plane.Direction(pieces[k].Heading)
		w.boxes[k] = pieces[k].bounds()
	}
	return w
}

// crossing is pieces[k].Crossing, contains pieces[k].Contains, without
// turning the heading into a direction again.
func (w *world) crossing(k int, a, b plane.Vec) float64 {
	if !w.boxes[k].far(a, b) {
		return w.pieces[k].crossingAlong(w.dirs[k], a, b)
	}
	return 0
}

func (w *world) contains(k int, q plane.Vec) bool {
	return !w.boxes[k].far(q, q) && w.pieces[k].containsAlong(w.dirs[k], q)
}

// EntersDebris reports whether the straight move from from to to enters
// a debris field it does not start in (rules notes §7: the move that
// enters one is attacked): what the players ask to go around them.
func (s *State) EntersDebris(from, to plane.Vec) bool {
	w := &s.battle.world
	for k := range w.pieces {
		if w.pieces[k].Kind != PlanetaryRing && !w.contains(k, from) && w.crossing(k, from, to) > 0 {
			return true
		}
	}
	return false
}

// DebrisHazard reports whether a straight move from from to to, turning
// (at its start) when turned, is attacked by a debris field: it enters one
// it does not start in, or it turns inside one (rules notes §7: "debris
// fields deal hits when entered/turned in").
func (s *State) DebrisHazard(from, to plane.Vec, turned bool) bool {
	w := &s.battle.world
	for k := range w.pieces {
		if w.pieces[k].Kind == PlanetaryRing {
			continue
		}
		if inside := w.contains(k, from); !inside && w.crossing(k, from, to) > 0 || inside && turned {
			return true
		}
	}
	return false
}

// through returns a line of fire's Scan after the scenery it crosses
// (from scan), the Lock penalty it adds, and false when more than 6" of
// debris obscures it. Each piece crossed counts, penalties adding up (an
// engine reading: the notes give one field's).
func (w *world) through(a, b plane.Vec, scan float64) (float64, int, bool) {
	lock, debris := 0, 0.0
	for k := range w.pieces {
		p := &w.pieces[k]
		l := w.crossing(k, a, b)
		if l <= 0 && !w.contains(k, a) {
			continue
		}
		e := &sceneryEffect[p.Kind]
		scan -= float64(e.scan)
		lock += e.lock
		if e.debris {
			debris += l
		}
	}
	return max(0, scan), lock, debris <= ObscuringDebris+moveEpsilon
}

// sceneryRange returns ship firer's Scan at ship target after the scenery
// between them, or −1 when debris obscures the target or a Large Solid
// Object blocks it (solidobject.go).
func (s *State) sceneryRange(firer, target int, scan float64) float64 {
	if s.battle.world.solidBetween(s.Ships[firer].Pos, s.Ships[firer].Layer, s.Ships[target].Pos, s.Ships[target].Layer) {
		return -1
	}
	sc, _, ok := s.battle.world.through(s.Ships[firer].Pos, s.Ships[target].Pos, scan)
	if !ok {
		return -1
	}
	return sc
}

// sceneryLock returns the Lock penalty of the scenery between two ships.
func (s *State) sceneryLock(firer, target int) int {
	_, lock, _ := s.battle.world.through(s.Ships[firer].Pos, s.Ships[target].Pos, 0)
	return lock
}

// sceneryHazards attacks ship i with every piece its move entered, or
// turned inside (rules notes §7): the move ran from from through mid to
// the ship's position now, and turned when turned. A planetary ring
// touches only a ship in High Orbit. Each is an attack of 2 dice, 1
// damage a hit, criticals on Lock + 2, Armour saves as for any attack
// (no Point Defence).
func (s *State) sceneryHazards(i int, from, mid plane.Vec, turned bool, r *sim.Stream) {
	if s.Ships[i].Hull <= 0 {
		return // a destroyed ship takes no hazard
	}
	to := s.Ships[i].Pos
	w := &s.battle.world
	for k := range w.pieces {
		p := &w.pieces[k]
		if p.Kind == PlanetaryRing && s.Ships[i].Layer != HighOrbit {
			continue
		}
		inside := w.contains(k, from)
		crossed := w.crossing(k, from, mid)+w.crossing(k, mid, to) > 0
		if !(crossed && !inside || inside && turned) || s.Ships[i].Hull <= 0 { // a hit may have destroyed it
			continue
		}
		w := &sceneryEffect[p.Kind].hazard
		critAt := w.Lock + 2
		if s.Model.Ships[i].Profile.ReinforcedArmour {
			critAt = w.Lock + 3
		}
		st := s.rollAt(w, w.Lock, critAt, false, r)
		left, _ := s.resolve(i, st.pool(w), false, r)
		if s.rec.On() {
			how := "moves through"
			if inside {
				how = "turns inside"
			}
			s.rec.Logf("%s %s %s: %d hits, %d Hull damage after saves", s.Model.Ships[i].ID, how, p.Kind, st.hits, left)
		}
	}
}

// launchDebrisRoll is the D6 that removes a launch asset whose line
// crosses a scenery piece: "Fine debris: D6 per asset, removed on 3+;
// Dense: removed on 5+; roll per field crossed" (battle notes §2.2 step 4;
// U-L4's default: any layer, and planetary rings do nothing). The second
// row is U-L4's alternative (FAQ261 experimental: "only scenery on the
// same layer, Planetary Ring 4+"): debris stands in every layer, so it
// rolls as before; a ring, which the engine stands in High Orbit (its
// movement hazard's layer), rolls 4+ for a line with an end in High Orbit.
var launchDebrisRoll = [2][sceneryKinds]int{
	{FineDebris: 3, DenseDebris: 5},
	{FineDebris: 3, DenseDebris: 5, PlanetaryRing: 4},
}

// launchLosses rolls for n launch assets on the straight line from a in
// layer la to b in layer lb through each scenery piece it crosses that
// removes them (launchDebrisRoll; sameLayer is U-L4's alternative), and
// returns how many are removed.
func (w *world) launchLosses(a plane.Vec, la Layer, b plane.Vec, lb Layer, n int, sameLayer bool, r *sim.Stream) int {
	lost := 0
	rolls := &launchDebrisRoll[boolIndex(sameLayer)]
	for k := range w.pieces {
		p := &w.pieces[k]
		if p.Kind == PlanetaryRing && la != HighOrbit && lb != HighOrbit {
			continue // a ring stands in High Orbit (U-L4's alternative)
		}
		if x := rolls[p.Kind]; x > 0 && n-lost > 0 && (w.crossing(k, a, b) > 0 || w.contains(k, a)) {
			lost += countAtLeast(n-lost, x, r)
		}
	}
	return lost
}

// worldShapes appends the trace's pictures of the scenery pieces (pale
// rectangles), the Large Solid Objects (pale discs) and the stations
// (discs coloured by their holder, their Hull and tokens in the hint) to
// shapes.
func (s *State) worldShapes(shapes []trace.Shape) []trace.Shape {
	for _, p := range s.Model.Battle.Scenery {
		u := plane.Direction(p.Heading).Scale(p.Length / 2)
		v := plane.Vec{X: u.Y, Y: -u.X}.Scale(p.Width / p.Length)
		poly, _ := plane.NewPolygon(p.Centre.Add(u).Add(v), p.Centre.Add(u).Sub(v), p.Centre.Sub(u).Sub(v), p.Centre.Sub(u).Add(v))
		shapes = append(shapes, trace.Shape{Polygon: poly, Side: trace.Neutral, Faded: true, Label: p.Kind.String(),
			Hint: fmt.Sprintf("%s, %g\" by %g\"", p.Kind, p.Length, p.Width)})
	}
	for _, o := range s.Model.Battle.SolidObjects {
		shapes = append(shapes, trace.Shape{At: o.Centre, Radius: o.Diameter / 2, Side: trace.Neutral, Faded: true, Label: "solid object",
			Hint: fmt.Sprintf("Large Solid Object, %g\" across, High and Low Orbit", o.Diameter)})
	}
	for k, spec := range s.Model.Battle.Stations {
		st := &s.battle.stations[k]
		shapes = append(shapes, trace.Shape{At: spec.At, Radius: 1.5, Side: trace.Side(s.StationController(k)), Label: spec.Name, Faded: st.Hull <= 0,
			Hint: fmt.Sprintf("%s station %s, %s, Hull %d, tokens %v", spec.Size, spec.Name, spec.Layer, st.Hull, st.Ground.Tokens)})
	}
	return shapes
}
