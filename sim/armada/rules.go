package armada

import (
	"github.com/fleetlab/fleetlab/sim/internal/names"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// EvadeRule selects the Evade token's behaviour.
type EvadeRule uint8

const (
	// Evade15 is Rules Reference 1.5.0 (and 1.6.0): long range cancels a
	// die, close and medium reroll one, extreme cancels two, and a ship
	// defending against a larger ship may affect one extra die and then
	// discards the token. It is the default.
	Evade15 EvadeRule = iota
	// EvadePre15 is the original rules with FAQ 5.1.1: long range cancels
	// a die, medium rerolls one, close range and distance 1 nothing,
	// extreme cancels two.
	EvadePre15
)

var evadeNames = []string{"1.5", "pre-1.5"}

// String returns "1.5" or "pre-1.5".
func (e EvadeRule) String() string { return names.Of(evadeNames, int(e)) }

// ParseEvadeRule parses "1.5" or "pre-1.5".
func ParseEvadeRule(s string) (EvadeRule, error) {
	i, err := names.Index("evade rule", s, evadeNames)
	return EvadeRule(i), err
}

// SquadronSight selects where line of sight to or from a squadron is
// traced (rules notes §3).
type SquadronSight uint8

const (
	// SightClosestPoint is RRG 1.5.0 and seed 004: "La línia de visió cap
	// a o des d'un esquadró es traça fins al punt de la seva base més
	// proper a l'objectiu". It is the default.
	SightClosestPoint SquadronSight = iota
	// SightCentre is RRG 1.6.0: the centre of the squadron's base.
	SightCentre
)

var sightNames = []string{"1.5", "1.6"}

// String returns "1.5" or "1.6".
func (q SquadronSight) String() string { return names.Of(sightNames, int(q)) }

// ParseSquadronSight parses "1.5" (closest point) or "1.6" (centre).
func ParseSquadronSight(s string) (SquadronSight, error) {
	i, err := names.Index("squadron sight rule", s, sightNames)
	return SquadronSight(i), err
}

// point returns the squadron's sight point toward q.
func (q SquadronSight) point(d Disc, toward plane.Vec) plane.Vec {
	if q == SightCentre {
		return d.C
	}
	return d.Toward(toward)
}

// Obstruction selects whether squadrons obstruct lines of sight, where the
// seed and the rules notes disagree.
type Obstruction uint8

const (
	// ObstructSeed is seed 004: lines of sight through "altres
	// naus/esquadrons" are obstructed. It is the default, as the seed is
	// the source of truth.
	ObstructSeed Obstruction = iota
	// ObstructRRG is the rules notes' reading of RRG 1.5.0 (§3):
	// "Squadrons never block or obstruct".
	ObstructRRG
)

var obstructionNames = []string{"seed", "rrg"}

// String returns "seed" or "rrg".
func (o Obstruction) String() string { return names.Of(obstructionNames, int(o)) }

// ParseObstruction parses "seed" (squadrons obstruct) or "rrg" (they never
// do).
func ParseObstruction(s string) (Obstruction, error) {
	i, err := names.Index("squadron obstruction rule", s, obstructionNames)
	return Obstruction(i), err
}

// Rules are the rules switches of an Armada game. The zero Rules are RRG
// 1.5.0 with seed 004's squadrons obstructing. (The 1.6.0 differences the
// notes list, such as the wording of Redirect's timing and when accuracies
// may be spent, change no outcome this core computes.)
type Rules struct {
	Evade         EvadeRule
	SquadronSight SquadronSight
	Obstruction   Obstruction
}
