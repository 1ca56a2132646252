package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// Quantity is something a probe reads from the state at the end of a trial.
type Quantity uint8

// The quantities a scenario can measure. Append new ones at the end.
const (
	QuantityNone Quantity = iota
	// NotSilent: the ship is not Silent Running (probability).
	NotSilent
	// Silent: the ship is Silent Running (probability).
	Silent
	// SignatureInches: the ship's current Signature in inches (distribution).
	SignatureInches
	// SpikeLevel: 0 none, 1 Minor, 2 Major (distribution).
	SpikeLevel
	// Chooses: the fleet chose who activates first at the latest reveal (probability).
	Chooses
	// GoesFirst: the fleet activates first after the latest reveal (probability).
	GoesFirst
	// RolloffCount: roll-offs made in the whole trial (distribution).
	RolloffCount
	// DetectedAfter: the ship was within an enemy's targeting range at the
	// end of activation After (probability).
	DetectedAfter
	// UndetectedThrough: the ship was within no enemy's targeting range at
	// the end of any of the first After activations, or of all when After
	// is 0 (probability).
	UndetectedThrough
	// DistanceTo: the distance in inches from the ship to ship Other (mean).
	DistanceTo
	// Took: the ship's latest order was Order (probability).
	Took
	// IllegalCount: order requests the rules refused in the trial (distribution).
	IllegalCount
	// HadTarget: the ship had a legal weapon target at its latest firing step (probability).
	HadTarget
	// TargetedFrom: how far ship Other can target the ship: Other's Scan
	// plus the ship's Signature, Scan alone in the Atmosphere (distribution).
	TargetedFrom
	// Position: the battlegroup's place in turn Turn's activation sequence,
	// 0 if it did not activate (distribution).
	Position
	// Before: the battlegroup activated before battlegroup Other in turn
	// Turn (or Other did not activate) (probability).
	Before
	// Double: the fleet activated twice in a row at least once in turn
	// Turn, or in any turn when Turn is 0 (probability).
	Double
	// Last: the fleet made the last activation of turn Turn (probability).
	Last
	// TurnRolloffs: roll-offs in turn Turn (distribution).
	TurnRolloffs
	// DamageTaken: Hull damage the ship suffered from weapons, after saves (distribution).
	DamageTaken
	// HullLost: all Hull the ship lost in the trial (distribution).
	HullLost
	// DestroyedShip: the ship was destroyed (probability).
	DestroyedShip
	// CrippledShip: the ship lost half its starting Hull or more (probability).
	CrippledShip
	// CritsTaken: critical hits the ship suffered (distribution).
	CritsTaken
	// DamagePer100: Hull damage the ship dealt per 100 points of its cost (mean).
	DamagePer100
	// Wins: the fleet won the battle (probability; battles only).
	Wins
	// Draws: the battle was drawn (probability).
	Draws
	// VictoryPointsOf: the fleet's victory points at the end (distribution).
	VictoryPointsOf
	// Margin: the first fleet's victory points less the second's (distribution).
	Margin
	// KillPointsOf: the points of the enemy ships (and admiral) the fleet destroyed (distribution).
	KillPointsOf
	// ShipsLost: the fleet's ships destroyed (distribution).
	ShipsLost
	// ClustersHeld: the clusters the fleet holds at the end (distribution).
	ClustersHeld
	// VictoryPointsAfter: the fleet's victory points at the end of turn
	// Turn's Roundup (distribution).
	VictoryPointsAfter
	// ShipsLostOfClass: the fleet's ships of one class (Probe.ClassShips)
	// lost, destroyed by any cause as ShipsLost counts them (distribution).
	ShipsLostOfClass
	// TurnsPlayed: the turns the game played (distribution).
	TurnsPlayed
)

// Battle reports whether q is read of a whole game (Model.Battle).
func (q Quantity) Battle() bool { return q >= Wins && q <= TurnsPlayed }

// String returns the quantity's scenario name, such as "signature".
func (q Quantity) String() string { return quantities[q].Name }

// Of returns what the quantity is read of: "ship", "fleet", "battlegroup",
// or "" when it belongs to the whole trial.
func (q Quantity) Of() string { return quantities[q].Of }

// Doc returns the quantity's one-line description.
func (q Quantity) Doc() string { return quantities[q].Doc }

// ParseQuantity parses a quantity's scenario name.
func ParseQuantity(s string) (Quantity, error) { return quantities.Parse(s) }

// quantities describes each Quantity: its scenario name, what it is read
// of ("ship", "fleet", "battlegroup", or "" for the whole trial), its kind
// of metric and its one-line documentation.
var quantities = sim.QuantityTable[Quantity, string]{
	QuantityNone:       {Name: "none"},
	NotSilent:          {Name: "not-silent", Of: "ship", Kind: sim.KindProbability, Doc: "the ship is not Silent Running at the end"},
	Silent:             {Name: "silent", Of: "ship", Kind: sim.KindProbability, Doc: "the ship is Silent Running at the end"},
	SignatureInches:    {Name: "signature", Of: "ship", Kind: sim.KindDistribution, Doc: "the ship's Signature in inches at the end (0 while silent)"},
	SpikeLevel:         {Name: "spike", Of: "ship", Kind: sim.KindDistribution, Doc: "the ship's spike at the end: 0 none, 1 Minor, 2 Major"},
	Chooses:            {Name: "chooses", Of: "fleet", Kind: sim.KindProbability, Doc: "the fleet chose who activates first at the latest reveal"},
	GoesFirst:          {Name: "first", Of: "fleet", Kind: sim.KindProbability, Doc: "the fleet activates first after the latest reveal"},
	RolloffCount:       {Name: "rolloffs", Of: "", Kind: sim.KindDistribution, Doc: "roll-offs made for equal Strategy Ratings in the trial"},
	DetectedAfter:      {Name: "detected", Of: "ship", Kind: sim.KindProbability, Doc: "an enemy has the ship within targeting range at the end of the activation"},
	UndetectedThrough:  {Name: "undetected", Of: "ship", Kind: sim.KindProbability, Doc: "no enemy had the ship within targeting range at the end of any activation so far"},
	DistanceTo:         {Name: "distance", Of: "ship", Kind: sim.KindMean, Doc: "the distance to the other ship at the end, in inches"},
	Took:               {Name: "took", Of: "ship", Kind: sim.KindProbability, Doc: "the ship's latest order was the one named"},
	IllegalCount:       {Name: "illegal", Of: "", Kind: sim.KindDistribution, Doc: "order requests the rules refused (the ship took Standard Orders)"},
	HadTarget:          {Name: "has-target", Of: "ship", Kind: sim.KindProbability, Doc: "the ship had a legal weapon target at its latest firing step"},
	TargetedFrom:       {Name: "targeted-from", Of: "ship", Kind: sim.KindDistribution, Doc: "how far the other ship can target it: Scan plus Signature, in inches"},
	Position:           {Name: "position", Of: "battlegroup", Kind: sim.KindDistribution, Doc: "the battlegroup's place in the turn's activation sequence (0: it did not activate)"},
	Before:             {Name: "before", Of: "battlegroup", Kind: sim.KindProbability, Doc: "the battlegroup activated before the other one in the turn"},
	Double:             {Name: "double", Of: "fleet", Kind: sim.KindProbability, Doc: "the fleet activated twice in a row at least once"},
	Last:               {Name: "last", Of: "fleet", Kind: sim.KindProbability, Doc: "the fleet made the turn's last activation"},
	TurnRolloffs:       {Name: "turn-rolloffs", Of: "", Kind: sim.KindDistribution, Doc: "roll-offs for equal Strategy Ratings in the turn"},
	DamageTaken:        {Name: "damage", Of: "ship", Kind: sim.KindDistribution, Doc: "Hull damage the ship suffered from weapons, after saves"},
	HullLost:           {Name: "hull-lost", Of: "ship", Kind: sim.KindDistribution, Doc: "all Hull the ship lost in the trial"},
	DestroyedShip:      {Name: "destroyed", Of: "ship", Kind: sim.KindProbability, Doc: "the ship was destroyed"},
	CrippledShip:       {Name: "crippled", Of: "ship", Kind: sim.KindProbability, Doc: "the ship lost half its starting Hull or more"},
	CritsTaken:         {Name: "crits", Of: "ship", Kind: sim.KindDistribution, Doc: "critical hits the ship suffered"},
	DamagePer100:       {Name: "damage-per-100", Of: "ship", Kind: sim.KindMean, Doc: "Hull damage the ship dealt per 100 points of its cost"},
	Wins:               {Name: "wins", Of: "fleet", Kind: sim.KindProbability, Doc: "the fleet won the battle (more VP, or equal VP and more kill points)"},
	Draws:              {Name: "draw", Of: "", Kind: sim.KindProbability, Doc: "the battle was drawn (equal VP and equal kill points)"},
	VictoryPointsOf:    {Name: "victory-points", Of: "fleet", Kind: sim.KindDistribution, Doc: "the fleet's victory points at the end of the battle"},
	Margin:             {Name: "margin", Of: "", Kind: sim.KindDistribution, Doc: "the first fleet's victory points less the second's"},
	KillPointsOf:       {Name: "kill-points", Of: "fleet", Kind: sim.KindDistribution, Doc: "points of the enemy ships (and admiral) the fleet destroyed"},
	ShipsLost:          {Name: "ships-lost", Of: "fleet", Kind: sim.KindDistribution, Doc: "the fleet's ships destroyed"},
	ClustersHeld:       {Name: "clusters-held", Of: "fleet", Kind: sim.KindDistribution, Doc: "the clusters the fleet holds at the end of the battle"},
	VictoryPointsAfter: {Name: "victory-points-after", Of: "fleet", Kind: sim.KindDistribution, Doc: "the fleet's victory points at the end of the turn"},
	ShipsLostOfClass:   {Name: "ships-lost-of-class", Of: "fleet", Kind: sim.KindDistribution, Doc: "the fleet's ships of the class lost (destroyed by any cause: weapons, orbital decay, a solid object, The Anomaly)"},
	TurnsPlayed:        {Name: "turns-played", Of: "", Kind: sim.KindDistribution, Doc: "the turns the game played (always its last turn: no early end, battle notes §3.2)"},
}
