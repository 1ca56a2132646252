package armada

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

// String returns the quantity's scenario name.
func (q Quantity) String() string { return quantities[q].Name }

// OfUnit reports whether the quantity is read of a unit.
func (q Quantity) OfUnit() bool { return quantities[q].Of }

// Doc returns the quantity's one-line description.
func (q Quantity) Doc() string { return quantities[q].Doc }

// ParseQuantity parses a quantity's scenario name.
func ParseQuantity(s string) (Quantity, error) { return quantities.Parse(s) }

// quantities describes each Quantity: its scenario name, whether it is read
// of a unit (else of the whole trial), its kind of metric and its one-line
// documentation.
var quantities = sim.QuantityTable[Quantity, bool]{
	QuantityNone:       {Name: "none"},
	DamageSuffered:     {Name: "damage", Of: true, Kind: sim.KindDistribution, Doc: "damage the unit suffered (shields and damage cards, or hull points)"},
	CritShown:          {Name: "crit", Of: true, Kind: sim.KindProbability, Doc: "an attack on the unit ended with a crit icon in its pool"},
	AccuracyRolled:     {Name: "accuracy", Of: true, Kind: sim.KindProbability, Doc: "an attack on the unit rolled at least one accuracy"},
	FaceupDealt:        {Name: "faceup", Of: true, Kind: sim.KindProbability, Doc: "the unit was dealt a faceup damage card"},
	TokensSpent:        {Name: "tokens-spent", Of: true, Kind: sim.KindDistribution, Doc: "defense tokens the unit spent"},
	TokensDiscarded:    {Name: "tokens-discarded", Of: true, Kind: sim.KindDistribution, Doc: "defense tokens the unit discarded"},
	ShieldsLeft:        {Name: "shields", Of: true, Kind: sim.KindDistribution, Doc: "shields left on all the unit's hull zones"},
	HullLeft:           {Name: "hull", Of: true, Kind: sim.KindDistribution, Doc: "hull left: hull value minus damage cards, or a squadron's hull points"},
	Destroyed:          {Name: "destroyed", Of: true, Kind: sim.KindProbability, Doc: "the unit was destroyed"},
	RoundDestroyed:     {Name: "round-destroyed", Of: true, Kind: sim.KindDistribution, Doc: "the round the unit was destroyed in, 0 if it survived"},
	DamagePerRound:     {Name: "damage-per-round", Of: true, Kind: sim.KindMean, Doc: "damage the unit suffered per round played"},
	AttacksCancelled:   {Name: "cancelled", Of: false, Kind: sim.KindDistribution, Doc: "attacks with no dice to roll or not allowed"},
	FaceupCard:         {Name: "faceup-card", Of: true, Kind: sim.KindProbability, Doc: "the unit holds the named damage card faceup at the end"},
	OverlappedShip:     {Name: "overlapped", Of: true, Kind: sim.KindProbability, Doc: "the ship overlapped another ship, or was overlapped, in at least one maneuver of the trial"},
	OverlapCards:       {Name: "overlap-cards", Of: true, Kind: sim.KindDistribution, Doc: "facedown damage cards overlapping dealt the ship"},
	SpeedUsed:          {Name: "speed-used", Of: true, Kind: sim.KindDistribution, Doc: "the speed the ship's latest maneuver was executed at (overlaps lower it)"},
	ShieldsRecovered:   {Name: "shields-recovered", Of: true, Kind: sim.KindDistribution, Doc: "shields the ship's Repair commands recovered"},
	CardsRepaired:      {Name: "cards-repaired", Of: true, Kind: sim.KindDistribution, Doc: "damage cards the ship's Repair commands discarded"},
	CommandTokensHeld:  {Name: "command-tokens", Of: true, Kind: sim.KindDistribution, Doc: "command tokens the ship holds at the end"},
	ObstructedFraction: {Name: "obstructed", Of: false, Kind: sim.KindMean, Doc: "the fraction of the attacks measured on the table, with a legal target, that were obstructed"},
	NoTargetCount:      {Name: "no-target", Of: false, Kind: sim.KindDistribution, Doc: "attacks measured on the table whose defender was out of arc, range or sight"},
	NavigatedSteps:     {Name: "navigated", Of: true, Kind: sim.KindDistribution, Doc: "speed steps the ship's Navigate commands changed"},
	SquadronsActivated: {Name: "squadrons-activated", Of: true, Kind: sim.KindDistribution, Doc: "squadrons the ship's Squadron commands activated"},
	MovedAside:         {Name: "moved-aside", Of: true, Kind: sim.KindDistribution, Doc: "times the squadron was moved aside by a ship ending its maneuver on it"},
	LeftPlayArea:       {Name: "left-play-area", Of: true, Kind: sim.KindProbability, Doc: "a maneuver took the ship partly off the play area, destroying it"},
	ObstacleDamage:     {Name: "obstacle-damage", Of: true, Kind: sim.KindDistribution, Doc: "damage asteroid and debris fields dealt the ship (cards and shields)"},
	OnObstacle:         {Name: "on-obstacle", Of: true, Kind: sim.KindDistribution, Doc: "moves the unit ended on an asteroid field, debris field or station"},
}
