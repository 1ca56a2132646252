package armada

import (
	"fmt"
	"math"
)

// ManeuverWeights are the named weights of the battle maneuver planner
// (Approach.Maneuver, Approach.Dial): what a place a maneuver ends at is
// worth, in points where one point is one millimetre of range error. A
// scenario may set any of them for a fleet (fleets.NAME.weights), the
// others keeping their defaults (DefaultManeuverWeights).
type ManeuverWeights struct {
	// RangeMiss is lost per millimetre the gap to the nearest enemy ship
	// misses the gap the ship's battery favours (preferredGap).
	RangeMiss float64
	// ArcDie is won per battery die of the hull zone the nearest enemy
	// ship would stand in.
	ArcDie float64
	// EdgeMargin is the distance from the table's edge, in mm, inside
	// which a place loses EdgePerMM a millimetre.
	EdgeMargin, EdgePerMM float64
	// LookAhead is lost per millimetre the best of the next moves at the
	// speed the ship ends at (straight on, or turning hard either way)
	// would take its base off the table (half as much for the move after);
	// Trapped is lost when every next move would; NextMove is the share
	// of the obstacles' cost the best next move would land on that is
	// lost (Approach.nextMove).
	LookAhead, Trapped, NextMove float64
	// DamageCard is lost per facedown damage card the maneuver deals the
	// ship itself (an overlap); Asteroid per faceup card an asteroid field
	// deals it; ShieldLost per shield a debris field takes off it (the
	// damage past the shields counting as DamageCard).
	DamageCard, Asteroid, ShieldLost float64
	// StationRepair is won per damage card a station lets the ship
	// discard.
	StationRepair float64
	// FriendCard is lost per damage card an overlap deals a friendly
	// ship; EnemyCard is won per card it deals an enemy ship; EnemyKill
	// is won when that card destroys it.
	FriendCard, EnemyCard, EnemyKill float64
	// SpeedLost is lost per speed step an overlap takes off the move.
	SpeedLost float64
	// SelfDestruction is lost when the damage the maneuver deals the ship
	// destroys it.
	SelfDestruction float64
	// SpeedChange is lost per speed step a Navigate dial or token changes:
	// a tie-breaker that keeps tokens for when they pay.
	SpeedChange float64
	// StandoffMargin is how far inside long range, in mm, the standoff
	// style holds the nearest enemy ship.
	StandoffMargin float64
}

// DefaultManeuverWeights returns the planner's defaults. A damage card is
// worth about 700 mm of range error, a friend's as much as the ship's own:
// a careful player overlaps a friend or lands on an asteroid only for a
// kill or an objective. They were set by hand against the play counts of
// TestArmadaPlayReport, not fitted.
func DefaultManeuverWeights() ManeuverWeights {
	return ManeuverWeights{
		RangeMiss: 1, ArcDie: 20, EdgeMargin: 200, EdgePerMM: 15, LookAhead: 10, Trapped: 5000, NextMove: 0.5,
		DamageCard: 700, Asteroid: 700, ShieldLost: 80, StationRepair: 150,
		FriendCard: 700, EnemyCard: 100, EnemyKill: 1000, SpeedLost: 40,
		SelfDestruction: 1e5, SpeedChange: 30, StandoffMargin: 60,
	}
}

// maneuverWeightNames are the scenario names of the weights, in the order
// of the fields they set (ManeuverWeights.field).
var maneuverWeightNames = []string{
	"range_miss", "arc_die", "edge_margin", "edge_per_mm", "look_ahead", "trapped", "next_move",
	"damage_card", "asteroid", "shield_lost", "station_repair",
	"friend_card", "enemy_card", "enemy_kill", "speed_lost",
	"self_destruction", "speed_change", "standoff_margin",
}

// ManeuverWeightNames lists the weights' scenario names.
func ManeuverWeightNames() []string { return append([]string(nil), maneuverWeightNames...) }

// field returns the weight of scenario name i (maneuverWeightNames).
func (w *ManeuverWeights) field(i int) *float64 {
	return [...]*float64{
		&w.RangeMiss, &w.ArcDie, &w.EdgeMargin, &w.EdgePerMM, &w.LookAhead, &w.Trapped, &w.NextMove,
		&w.DamageCard, &w.Asteroid, &w.ShieldLost, &w.StationRepair,
		&w.FriendCard, &w.EnemyCard, &w.EnemyKill, &w.SpeedLost,
		&w.SelfDestruction, &w.SpeedChange, &w.StandoffMargin,
	}[i]
}

// Set sets the weight named name (a ManeuverWeightNames entry) to v, a
// finite number from 0 up.
func (w *ManeuverWeights) Set(name string, v float64) error {
	if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
		return fmt.Errorf("weight %s must be a number from 0 up, got %v", name, v)
	}
	for i, n := range maneuverWeightNames {
		if n == name {
			*w.field(i) = v
			return nil
		}
	}
	return fmt.Errorf("unknown maneuver weight %q (expected one of %v)", name, maneuverWeightNames)
}

// defaultWeights are the weights of an Approach that names none.
var defaultWeights = DefaultManeuverWeights()
