package armada

import "github.com/fleetlab/fleetlab/sim/internal/names"

import "github.com/fleetlab/fleetlab/sim"

// Quantity is something a probe reads from a unit at the end of a trial.
type Quantity uint8

// The quantities an Armada scenario can measure. Append only.
const (
	QuantityNone Quantity = iota
	DamageSuffered
	CritShown
	AccuracyRolled
	FaceupDealt
	TokensSpent
	TokensDiscarded
	ShieldsLeft
	HullLeft
	Destroyed
	RoundDestroyed
	DamagePerRound
	AttacksCancelled
	FaceupCard
	OverlappedShip
	OverlapCards
	SpeedUsed
	ShieldsRecovered
	CardsRepaired
	CommandTokensHeld
	ObstructedFraction
	NoTargetCount
	NavigatedSteps
	SquadronsActivated
	MovedAside
	LeftPlayArea
	ObstacleDamage
	OnObstacle
)

var quantityInfo = []struct {
	name string
	unit bool // read of a unit (else of the whole trial)
	kind sim.Kind
	doc  string
}{
	QuantityNone:       {"none", false, sim.KindNone, ""},
	DamageSuffered:     {"damage", true, sim.KindDistribution, "damage the unit suffered (shields and damage cards, or hull points)"},
	CritShown:          {"crit", true, sim.KindProbability, "an attack on the unit ended with a crit icon in its pool"},
	AccuracyRolled:     {"accuracy", true, sim.KindProbability, "an attack on the unit rolled at least one accuracy"},
	FaceupDealt:        {"faceup", true, sim.KindProbability, "the unit was dealt a faceup damage card"},
	TokensSpent:        {"tokens-spent", true, sim.KindDistribution, "defense tokens the unit spent"},
	TokensDiscarded:    {"tokens-discarded", true, sim.KindDistribution, "defense tokens the unit discarded"},
	ShieldsLeft:        {"shields", true, sim.KindDistribution, "shields left on all the unit's hull zones"},
	HullLeft:           {"hull", true, sim.KindDistribution, "hull left: hull value minus damage cards, or a squadron's hull points"},
	Destroyed:          {"destroyed", true, sim.KindProbability, "the unit was destroyed"},
	RoundDestroyed:     {"round-destroyed", true, sim.KindDistribution, "the round the unit was destroyed in, 0 if it survived"},
	DamagePerRound:     {"damage-per-round", true, sim.KindMean, "damage the unit suffered per round played"},
	AttacksCancelled:   {"cancelled", false, sim.KindDistribution, "attacks with no dice to roll or not allowed"},
	FaceupCard:         {"faceup-card", true, sim.KindProbability, "the unit holds the named damage card faceup at the end"},
	OverlappedShip:     {"overlapped", true, sim.KindProbability, "the ship overlapped another ship, or was overlapped, in a maneuver"},
	OverlapCards:       {"overlap-cards", true, sim.KindDistribution, "facedown damage cards overlapping dealt the ship"},
	SpeedUsed:          {"speed-used", true, sim.KindDistribution, "the speed the ship's latest maneuver was executed at (overlaps lower it)"},
	ShieldsRecovered:   {"shields-recovered", true, sim.KindDistribution, "shields the ship's Repair commands recovered"},
	CardsRepaired:      {"cards-repaired", true, sim.KindDistribution, "damage cards the ship's Repair commands discarded"},
	CommandTokensHeld:  {"command-tokens", true, sim.KindDistribution, "command tokens the ship holds at the end"},
	ObstructedFraction: {"obstructed", false, sim.KindMean, "the fraction of the attacks measured on the table, with a legal target, that were obstructed"},
	NoTargetCount:      {"no-target", false, sim.KindDistribution, "attacks measured on the table whose defender was out of arc, range or sight"},
	NavigatedSteps:     {"navigated", true, sim.KindDistribution, "speed steps the ship's Navigate commands changed"},
	SquadronsActivated: {"squadrons-activated", true, sim.KindDistribution, "squadrons the ship's Squadron commands activated"},
	MovedAside:         {"moved-aside", true, sim.KindDistribution, "times the squadron was moved aside by a ship ending its maneuver on it"},
	LeftPlayArea:       {"left-play-area", true, sim.KindProbability, "a maneuver took the ship partly off the play area, destroying it"},
	ObstacleDamage:     {"obstacle-damage", true, sim.KindDistribution, "damage asteroid and debris fields dealt the ship (cards and shields)"},
	OnObstacle:         {"on-obstacle", true, sim.KindDistribution, "moves the unit ended on an asteroid field, debris field or station"},
}

// String returns the quantity's scenario name.
func (q Quantity) String() string { return quantityInfo[q].name }

// Kind returns the kind of metric the quantity makes.
func (q Quantity) Kind() sim.Kind { return quantityInfo[q].kind }

// OfUnit reports whether the quantity is read of a unit.
func (q Quantity) OfUnit() bool { return quantityInfo[q].unit }

// Doc returns the quantity's one-line description.
func (q Quantity) Doc() string { return quantityInfo[q].doc }

// ParseQuantity parses a quantity's scenario name.
func ParseQuantity(s string) (Quantity, error) {
	i, err := names.ParseFunc("measure", s, len(quantityInfo), func(i int) string { return quantityInfo[i].name })
	return Quantity(i), err
}

// Probe records one quantity.
type Probe struct {
	Name string
	Doc  string
	What Quantity
	Unit int
	Card Card // for FaceupCard
}

func (p *Probe) record(s *State, i int, t *sim.Tally) {
	st := &s.Units[p.Unit]
	switch p.What {
	case DamageSuffered:
		t.Int(i, int(st.Damage))
	case CritShown:
		t.Bool(i, st.CritAgainst)
	case AccuracyRolled:
		t.Bool(i, st.AccuracyAgainst)
	case FaceupDealt:
		t.Bool(i, st.DealtFaceup)
	case TokensSpent:
		t.Int(i, int(st.TokensSpent))
	case TokensDiscarded:
		t.Int(i, int(st.TokensDiscarded))
	case ShieldsLeft:
		t.Int(i, st.TotalShields())
	case HullLeft:
		if s.Model.Units[p.Unit].Profile.Squadron {
			t.Int(i, int(st.HullLeft))
		} else {
			t.Int(i, max(0, s.Model.Units[p.Unit].Profile.Hull-int(st.Cards)))
		}
	case Destroyed:
		t.Bool(i, st.Destroyed)
	case RoundDestroyed:
		t.Int(i, int(st.RoundDestroyed))
	case DamagePerRound:
		t.Real(i, float64(st.Damage)/float64(max(1, s.Rounds)))
	case AttacksCancelled:
		t.Int(i, s.Cancelled)
	case FaceupCard:
		t.Bool(i, st.Has(p.Card))
	case OverlappedShip:
		t.Bool(i, st.Overlapped)
	case OverlapCards:
		t.Int(i, int(st.OverlapCards))
	case SpeedUsed:
		t.Int(i, int(st.SpeedUsed))
	case ShieldsRecovered:
		t.Int(i, int(st.ShieldsRecovered))
	case CardsRepaired:
		t.Int(i, int(st.CardsRepaired))
	case CommandTokensHeld:
		t.Int(i, st.tokenCount())
	case ObstructedFraction:
		t.Real(i, float64(s.Obstructed)/float64(max(1, s.Measured-s.NoTarget)))
	case NoTargetCount:
		t.Int(i, s.NoTarget)
	case NavigatedSteps:
		t.Int(i, int(st.Navigated))
	case SquadronsActivated:
		t.Int(i, int(st.SquadronsActivated))
	case MovedAside:
		t.Int(i, int(st.MovedAside))
	case LeftPlayArea:
		t.Bool(i, st.LeftPlayArea)
	case ObstacleDamage:
		t.Int(i, int(st.ObstacleDamage))
	case OnObstacle:
		t.Int(i, int(st.OnObstacle))
	}
}
