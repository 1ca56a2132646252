package dropfleet

import "github.com/fleetlab/fleetlab/sim/plane"

// The structured events of a traced battle (trace.Recorder.Event): plain
// facts of what happened, in the order it happened, for a checker that
// reads them without the rules core's functions (scenarios/internal/judge).
// They are recorded only when a recorder is on, beside the text log, and
// name ships by ID and players by fleet index (0 or 1).

// GameEvent opens a traced battle: the table, the clusters and every
// ship's profile facts, as the game starts.
type GameEvent struct {
	Scenario   string  // the scenario played, such as "take-and-hold"
	Table      float64 // the side of the square table, inches
	Turns      int     // turns to play
	ScoreTurns []int   // the turns at whose end clusters score
	Clusters   []ClusterFact
	Ships      []ShipFact
	// Admirals are each player's admiral: the ship it is aboard ("" for
	// none) and the points paid for it, which its destruction gives the
	// enemy as kill points.
	Admirals [Players]AdmiralFact
}

// AdmiralFact is one player's admiral in a GameEvent.
type AdmiralFact struct {
	Ship string
	Paid int
}

// LayerEvent is a ship's change of layer outside its move: Orbital Decay
// in the Roundup.
type LayerEvent struct {
	Turn  int
	Ship  string
	Layer Layer
	Cause string
}

// ClusterFact is one cluster of a GameEvent.
type ClusterFact struct {
	Name   string
	Size   ClusterSize
	Centre plane.Vec
}

// ShipFact is one ship of a GameEvent: its profile and where it starts.
type ShipFact struct {
	ID          string
	Player      int
	Battlegroup string
	Group       string
	Thrust      int
	Scan, Sig   int
	Hull        int
	Tonnage     int // tonnage value (L 1, M 5, H 10...)
	Points      int
	Atmospheric bool
	Carrier     bool // carries launch assets
	Weapons     []WeaponFact
	// Pos, Heading and Layer are where the ship starts; OnTable says it
	// is deployed on the table (else it comes on when it first activates).
	Pos     plane.Vec
	Heading float64
	Layer   Layer
	OnTable bool
}

// WeaponFact is one weapon of a ShipFact.
type WeaponFact struct {
	Name        string
	Arc         Arc
	CloseAction bool
	Bombard     bool
	Linked, Alt int
}

// ActivationEvent is a battlegroup's activation and the special order its
// player announced for it.
type ActivationEvent struct {
	Turn        int
	Player      int
	Battlegroup string
	Announced   Order
}

// OrderEvent is the order one ship of an activation plays: the announced
// one, or Standard Orders (Why says why: "chosen" by its player,
// "refused" by the rules: out of coherency, crippled, a second Active
// Scanner of its group).
type OrderEvent struct {
	Turn      int
	Ship      string
	Announced Order
	Played    Order
	Why       string
}

// MoveEvent is one ship's move in its activation.
type MoveEvent struct {
	Turn  int
	Ship  string
	Order Order // the order it moves under
	// Thrust is its Thrust at the start of the move (2" in the
	// Atmosphere); Slowed: crippled, its move halved and straight.
	Thrust int
	Slowed bool
	// Turns are the movement's turns (start, between the legs, end) and
	// Legs its two legs, as carried out.
	Turns [3]float64
	Legs  [2]float64
	// From and To are its flight stem before and after the move, with its
	// headings; Asked is where the move would have ended before the
	// table's edge stopped it (To when it did not); Entering: it came on
	// from off the table.
	From, To, Asked      plane.Vec
	HeadingFrom, Heading float64
	LayerFrom, LayerTo   Layer
	Entering, Replaced   bool // Replaced: the movement asked was illegal and the least move straight ahead was made
	LayerRefused         bool // a layer change was asked and refused
	Destroyed            bool // the move destroyed it (off the table, an LSO, Atmosphere)
	ScenicDamage         int  // Hull lost to the scenery the move entered (debris, rings)
}

// ShotEvent is one weapon fired at one enemy ship.
type ShotEvent struct {
	Turn          int
	Ship, Target  string
	Weapon        string
	Arc           Arc
	CloseAction   bool
	From, To      plane.Vec
	Heading       float64 // the firer's
	Layer, TLayer Layer
	// Scan is the firer's Scan after the scenery between them (debris
	// and rings take Scan away; -1: blocked); TargetSig is the target's
	// profile Signature, Spike and Silent its state when fired at.
	Scan       float64
	TargetSig  int
	Spike      Spike
	Silent     bool
	Dice, Hits int
	Crits      int
	Damage     int // Hull damage after saves; -1 for Close Action fire, pooled at the target and resolved together
	HullLeft   int
}

// GroundShotEvent is one weapon fired at a ground sector or a station.
type GroundShotEvent struct {
	Turn   int
	Ship   string
	Weapon string
	Target string // "cluster sector N" or "station S"
	Hits   int
}

// SpikeEvent is an activation's spikes on its ship: the state at the
// start of the activation and after the order's start effect, and before
// and after the order's end effect.
type SpikeEvent struct {
	Turn              int
	Ship              string
	Order             Order
	Start, AfterStart Spike
	BeforeEnd, End    Spike
	SilentAtEnd       bool
}

// ScanEvent is an Active Scan: of an enemy ship, or of The Anomaly.
type ScanEvent struct {
	Turn    int
	Ship    string
	Order   Order
	Target  string // the ship's ID, or "anomaly"
	Anomaly bool
	VP      int // VP the Anomaly's roll gave
}

// LaunchEvent is a carrier's launch in the Roundup.
type LaunchEvent struct {
	Turn   int
	Ship   string
	Kind   LaunchKind
	Tokens int
	Target string // an enemy ship, a friendly one, "sector N of C" or "station S"
	Range  float64
}

// SurveyEvent is a survey at the end of a ship's move.
type SurveyEvent struct {
	Turn     int
	Ship     string
	Order    Order
	Cluster  string
	Pos      plane.Vec
	Layer    Layer
	Critical bool // the cluster is a Critical Location after it
}

// DestroyedEvent is a ship's destruction, and what destroyed it.
type DestroyedEvent struct {
	Turn  int
	Ship  string
	Cause string
}

// VPEvent is victory points awarded (or, for The Anomaly, taken away) and
// why.
type VPEvent struct {
	Turn   int
	Player int
	VP     int
	Reason string // "survey", "hold", "contest", "critical", "station", "anomaly", "sector", "kill points"
	Where  string // the cluster, station or ship
}

// TableEvent is every ship's state at a Roundup's scoring (before Victory
// Points): what a Critical Location is decided by.
type TableEvent struct {
	Turn  int
	Ships []ShipAt
}

// ShipAt is one ship of a TableEvent.
type ShipAt struct {
	ID      string
	Pos     plane.Vec
	Layer   Layer
	Hull    int
	OnTable bool
}

// ScoreEvent is one cluster's Standard Scoring: its holder, the Critical
// Location's holder (-1 nobody) and the VP each player took from it.
type ScoreEvent struct {
	Turn           int
	Cluster        string
	Holder         int
	Critical       [Players]bool // the cluster is a Critical Location for each player
	CriticalHolder int
	VP             [Players]int
}

// ResultEvent ends a traced battle.
type ResultEvent struct {
	VP, KP [Players]int
	Winner int // -1: a draw
}
