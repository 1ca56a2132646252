package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
	"github.com/fleetlab/fleetlab/sim/trace"
)

// Objective tokens that an objective's second player places in the play
// area beyond distance d of both player edges, three of them: Planetary
// Ion Cannon's (d 5) and Hyperspace Assault's (d 3) (rules notes battle
// §3.2). Each is a disc of radius ObjectiveTokenRadius.

// bandTokenCount is the number of tokens of such an objective.
const bandTokenCount = 3

// bandTokens are an objective's tokens: at[k] is token k's centre, left a
// bit for each still on the table.
type bandTokens struct {
	at   [bandTokenCount]plane.Vec
	left uint8
}

// token returns token k and whether it is on the table.
func (b *bandTokens) token(k int) (plane.Vec, bool) {
	if k < 0 || k >= bandTokenCount {
		return plane.Vec{}, false
	}
	return b.at[k], b.left&(1<<k) != 0
}

// bandPlaceable reports whether a token may be placed with its centre at
// v: wholly in the play area, beyond distance d (1 to 5) of both player
// edges.
func (t Table) bandPlaceable(v plane.Vec, d int) bool {
	r, gap := ObjectiveTokenRadius, t.Ruler.Distance[d-1]
	return v.X >= r && v.X <= t.PlayArea.X-r && t.edgeGap(v, 0)-r > gap && t.edgeGap(v, 1)-r > gap
}

// randomBandPlace returns the first of placementTries random places in
// the play area that bandPlaceable allows for d, or false.
func (s *State) randomBandPlace(d int, r *sim.Stream) (plane.Vec, bool) {
	t := &s.Model.Battle.Table
	for range placementTries {
		v := plane.Vec{X: r.Float64() * t.PlayArea.X, Y: r.Float64() * t.PlayArea.Y}
		if t.bandPlaceable(v, d) {
			return v, true
		}
	}
	return plane.Vec{}, false
}

// placeBand puts the tokens of b on the table beyond distance d of both
// player edges, token k where place(k) says or, where the rules forbid
// that, at a random legal place; a token with no legal place found is
// left out.
func (s *State) placeBand(b *bandTokens, d int, place func(k int) (plane.Vec, bool), r *sim.Stream) {
	t := &s.Model.Battle.Table
	b.left = 0
	for k := range bandTokenCount {
		v, ok := place(k)
		if !ok || !t.bandPlaceable(v, d) {
			v, ok = s.randomBandPlace(d, r)
		}
		if ok {
			b.at[k] = v
			b.left |= 1 << k
			if s.rec.On() {
				s.rec.Logf("%s places token %d (%s) at (%.0f, %.0f)", s.Model.Battle.Fleets[1-s.first], k+1, s.game.obj.played, v.X, v.Y)
			}
		}
	}
}

// objectiveTokenShapes appends to shapes, for the trace's table pictures,
// the objective tokens on the table: Planetary Ion Cannon's, Hyperspace
// Assault's and Capture the VIP's when it is not held.
func (s *State) objectiveTokenShapes(shapes []trace.Shape) []trace.Shape {
	o := &s.game.obj
	for _, b := range [...]*bandTokens{&o.ion, &o.hyper} {
		for k := range bandTokenCount {
			if at, ok := b.token(k); ok {
				shapes = append(shapes, trace.Shape{At: at, Radius: ObjectiveTokenRadius, Side: trace.Neutral, Label: "token", Faded: true})
			}
		}
	}
	if o.vipOn && o.vipHolder == 0 {
		shapes = append(shapes, trace.Shape{At: o.vipAt, Radius: ObjectiveTokenRadius, Side: trace.Neutral, Label: "VIP", Faded: true})
	}
	return shapes
}
