package dropfleet

import (
	"fmt"
	"math"
)

// Movement is how one ship turns and moves in its activation: a turn at
// the start, a first leg, a turn partway, a second leg, and a turn at the
// end. Turns are in degrees, positive clockwise; legs in inches. Which
// turns an order allows is its Turning.
type Movement struct {
	Turn         float64 // at the start of the movement
	Distance     float64 // first leg
	ThenTurn     float64 // partway, between the legs (Course Change)
	ThenDistance float64 // second leg
	TurnEnd      float64 // at the end of the movement
	// Layer is the orbital layer the ship moves to as part of the move,
	// one layer up or down (LayerNone: it stays), where its order lets it
	// turn: "Once per turn a ship may change one layer as part of its move
	// if it is able to turn ...; going down is free, going up costs 4\" of
	// Thrust. Only \"Atmospheric\" ships may enter Atmosphere" (rules
	// notes §6). Only whole battles ask for it (battle.go).
	Layer Layer
}

// LayerUpCost is the Thrust a move up one layer costs (rules notes §6).
const LayerUpCost = 4

// layerChangeAllowed reports whether ship i may end move m, under order o
// with the given Thrust, in m.Layer: one layer from its own, an order
// that lets it turn, the Thrust to climb, Atmospheric to enter the
// Atmosphere, not slowed by a crippling effect ("no turning or layer
// change"), and some Thrust: a layer is changed "as part of its move"
// (rules notes §6), and a ship of Thrust 0 has no move to change it in.
// A ship with Thrust that moves 0" (Station Keeping: "from none to half
// of its Thrust") may still change layer: the notes tie the change to an
// order that can turn, not to the distance.
func (s *State) layerChangeAllowed(i int, m Movement, o Order, thrust int) bool {
	from, to := int(s.Ships[i].Layer), int(m.Layer)
	if from-to != 1 && to-from != 1 || o.rule().Turning == NoTurn || s.Ships[i].Cripples&CrippleSlow != 0 || thrust <= 0 {
		return false
	}
	if m.Layer == Atmosphere && !s.Model.Ships[i].Profile.Atmospheric {
		return false
	}
	_, hi := o.Bounds(thrust)
	return to > from || m.Total()+LayerUpCost <= hi+moveEpsilon
}

// Total returns the distance moved.
func (m Movement) Total() float64 { return m.Distance + m.ThenDistance }

// AtmosphereThrust is a ship's Thrust in the Atmosphere: "in Atmosphere
// Thrust is 2"" (rules notes §6).
const AtmosphereThrust = 2

// moveEpsilon absorbs floating-point error in distance comparisons.
const moveEpsilon = 1e-9

// Bounds returns the least and greatest distance order o lets a ship of
// the given Thrust move (seed 003: "between half and full its Thrust
// value", "from none to half", "between its full and double").
func (o Order) Bounds(thrust int) (lo, hi float64) {
	r := o.rule()
	return r.MinMove * float64(thrust), r.MaxMove * float64(thrust)
}

// Thrust returns ship i's Thrust now: its profile's, or 2" in the
// Atmosphere.
func (s *State) Thrust(i int) int {
	if s.Ships[i].Layer == Atmosphere {
		return AtmosphereThrust
	}
	return s.Model.Ships[i].Profile.Thrust
}

// CheckMovement reports the first way m breaks order o's turning and
// movement rules for a ship of the given Thrust, naming the seed sentence.
func CheckMovement(m Movement, o Order, thrust int) error {
	r := o.Rule()
	for _, t := range []float64{m.Turn, m.ThenTurn, m.TurnEnd} {
		if math.Abs(t) > MaxTurnDegrees+angleEpsilon || math.IsNaN(t) {
			return fmt.Errorf("turns %g°: a turn is up to %d° (seed 003)", t, MaxTurnDegrees)
		}
	}
	if m.Distance < 0 || m.ThenDistance < 0 || math.IsNaN(m.Total()) {
		return fmt.Errorf("moves a negative distance")
	}
	turns := 0
	for _, t := range []float64{m.Turn, m.ThenTurn, m.TurnEnd} {
		if t != 0 {
			turns++
		}
	}
	seed := orderSentence[o]
	switch r.Turning {
	case NoTurn:
		if turns > 0 {
			return fmt.Errorf("may not turn under %s (seed 003: %q)", o, seed)
		}
	case TurnAtStart:
		if m.ThenTurn != 0 || m.TurnEnd != 0 {
			return fmt.Errorf("may turn only at the start of its movement under %s (seed 003: %q)", o, seed)
		}
	case TurnAtStartOrEnd:
		if m.ThenTurn != 0 || m.Turn != 0 && m.TurnEnd != 0 {
			return fmt.Errorf("may turn once, at the start or the end of its movement, under %s (seed 003: %q)", o, seed)
		}
	case TurnTwiceAnywhere:
		if turns > 2 {
			return fmt.Errorf("may turn at most twice under %s (seed 003: %q)", o, seed)
		}
	}
	if m.ThenDistance != 0 && r.Turning != TurnTwiceAnywhere {
		return fmt.Errorf("moves in two legs, which only Course Change's turn partway needs")
	}
	lo, hi := o.Bounds(thrust)
	if d := m.Total(); d < lo-moveEpsilon || d > hi+moveEpsilon {
		return fmt.Errorf("moves %g\" under %s with Thrust %d\": it must move from %g\" to %g\" (seed 003: %q)", d, o, thrust, lo, hi, seed)
	}
	return nil
}

// orderSentence quotes each order's movement sentence from seed 003.
var orderSentence = [...]string{
	Standard:       "The ship may turn by up to 45 degrees at the beginning of its activation, and then must move between half and full its Thrust value.",
	WeaponsFree:    "The ship may not turn, but must move between half and full its Thrust value.",
	StationKeeping: "The ship may use from none to half of its Thrust value to move, turn by up to 45 degrees at the beginning or end of its movement",
	CourseChange:   "The ship must move between half and full its Thrust value, and may turn up to 45 degrees twice at any point in its movement.",
	MaxThrust:      "The ship may turn up to 45 degrees at the beginning of its movement and then must move between its full and double its Thrust value.",
	SilentRunning:  "The ship may not turn, and must move between half and full its Thrust value.",
	ActiveScan:     "The ship may not turn, and must move between half and full its Thrust value.",
}

// move carries out m for ship i: turn, leg, turn, leg, turn.
func (s *State) move(i int, m Movement) {
	sh := &s.Ships[i]
	if h := sh.Heading; m == (Movement{}) && h >= 0 && h < 360 && !math.Signbit(h) {
		return // no turn, no distance: the same heading (Normalize keeps it) and position
	}
	sh.Heading = Normalize(sh.Heading + m.Turn)
	if m.Distance != 0 {
		sh.Pos = sh.Pos.Add(s.direction(i, sh.Heading).Scale(m.Distance))
	}
	sh.Heading = Normalize(sh.Heading + m.ThenTurn)
	if m.ThenDistance != 0 {
		sh.Pos = sh.Pos.Add(s.direction(i, sh.Heading).Scale(m.ThenDistance))
	}
	sh.Heading = Normalize(sh.Heading + m.TurnEnd)
	s.gridMoved(i)
}
