package armada

// The structured events a traced battle records beside its log
// (trace.Recorder.Event), for a checker that reads them rather than the
// engine: plain facts, who, where, which order, which dice. Every event
// is recorded only when the recorder is on (rec.On()); units are named by
// their index in the model and their ID. A checker needs nothing else but
// the rules notes' numbers: the set-up event carries each unit's card
// facts (size, hull, speed chart, arc lines, points).

// Pose is where a ship or squadron stands: its base's centre in mm on the
// play area and its heading as a compass bearing in degrees (0 is +Y).
type Pose struct {
	X, Y, Heading float64
}

// poseOf returns placement p as a Pose.
func poseOf(p Placement) Pose { return Pose{p.At.X, p.At.Y, p.Heading} }

// UnitFacts are one unit's card facts as a battle plays them.
type UnitFacts struct {
	Unit   int
	ID     string
	Player int
	// Squadron, Flotilla say what it is; Size is a ship's size class
	// ("small", "medium", "large", "huge"; "none" for a squadron).
	Squadron, Flotilla bool
	Size               string
	// Hull is the hull value as played (Admiral Motti's bonus included);
	// CardPoints and UpgradePoints the fleet points of its card and of its
	// upgrade cards.
	Hull                      int
	CardPoints, UpgradePoints int
	// Speeds[s-1][j] is the speed chart's yaw value at speed s, joint j
	// (a ship); SquadronSpeed a squadron's speed.
	Speeds        [][]int
	SquadronSpeed int
	// Keywords are a squadron's keywords by name ("escort", "heavy").
	Keywords []string
	// ArcFront and ArcRear are the angles in degrees between the heading
	// and each front arc line, and between the stern and each rear arc
	// line, the lines starting at the base's centre.
	ArcFront, ArcRear float64
}

// ObstacleFacts is an obstacle token on the table: its kind and its
// outline, vertex by vertex.
type ObstacleFacts struct {
	Kind    string
	Outline [][2]float64
}

// SetUpEvent is a battle's set-up, played: the table, the units' card
// facts, the obstacles, the first player and the objective.
type SetUpEvent struct {
	PlayArea [2]float64
	// SquadronRadius is the squadron bases' radius in mm.
	SquadronRadius float64
	First          int
	Fleets         [Players]string
	// Objective is the objective played ("none") and VictoryTokenValue
	// what its victory tokens are worth.
	Objective         string
	VictoryTokenValue int
	// TablingWorth is the tournament tabling rule's worth (0: off).
	TablingWorth int
	Units        []UnitFacts
	Obstacles    []ObstacleFacts
	// Deployed are the units' poses after deployment (set-aside units
	// too, where they wait); Speeds the ships' speed dials.
	Deployed []Pose
	Speeds   []int
	// SetAside marks the units set aside off the table (Hyperspace
	// Assault), placed later by a PlacedEvent.
	SetAside []bool
}

// RoundEvent marks the start of a round.
type RoundEvent struct{ Round int }

// DialEvent is a ship's activation: the command dial it revealed (or
// "none": Crew Panic discarded it, or it had none), and whether an enemy
// ship or squadron stood within long range of its base (any arc) as it
// activated.
type DialEvent struct {
	Round, Ship  int
	Dial         string
	EnemyInReach bool
}

// ManeuverEvent is a ship's maneuver: where it stood and where it ended,
// the speed dial it was executed at and the speed it was placed at (lower
// after overlapping), the yaw clicks set at each joint of the dial's speed
// (positive to starboard), the joint a Navigate dial allowed one more
// click at (1-based; 0 none) and the Thrust-Control Malfunctions it held
// as it set its course;
// the ship it overlapped (-1 none), the obstacles it ended on, whether it
// ended off the table, and whether it was destroyed by the maneuver.
type ManeuverEvent struct {
	Round, Ship int
	// Player is the ship's player.
	Player   int
	From, To Pose
	// SpeedBefore is the speed dial before the Navigate command changed
	// it, NavigateTokens the Navigate tokens the change spent (0 or 1).
	SpeedBefore, NavigateTokens int
	Speed, SpeedUsed            int
	Yaw                         []int
	NavigateJoint               int
	ThrustControl               int
	Overlapped                  int
	// OverlappedFriend: the ship overlapped was the mover's player's.
	OverlappedFriend bool
	Obstacles        []string
	LeftTable        bool
	Destroyed        bool
}

// AttackEvent is an attack, resolved or cancelled: attacker and its hull
// zone ("" for a squadron), defender and its zone ("" for a squadron), the
// range band and the attack range in mm as the engine measured them,
// whether it was obstructed, the dice gathered by colour (red, blue,
// black, before obstruction removed one), the final pool ("red hit"…),
// the defense tokens spent, the damage suffered and whether the defender
// was destroyed. Kind is "" for an attack of the Attack step or a
// squadron's, else "salvo", "counter", "snipe" or "objective" (an
// objective's own attack, such as the Planetary Ion Cannon's).
type AttackEvent struct {
	Round              int
	Attacker, Defender int
	From, Zone         string
	Range              string
	Distance           float64
	Obstructed         bool
	Gathered           [3]int
	Pool               []string
	Tokens             []string
	Damage             int
	Destroyed          bool
	Cancelled          bool
	Kind               string
}

// PlacedEvent is a set-aside unit placed on the table during the game
// (Hyperspace Assault), with its speed dial (a ship's).
type PlacedEvent struct {
	Round, Unit int
	To          Pose
	Speed       int
}

// SquadronMoveEvent is a squadron's move: from and to, its speed, and
// Kind: "move" (its own), "cloak" (Cloak's move of up to distance 1) or
// "aside" (placed aside by a ship that ended on it).
type SquadronMoveEvent struct {
	Round, Squadron int
	From, To        Pose
	Speed           int
	Kind            string
}

// DamageCardEvent is a damage card dealt to a ship, faceup or facedown.
type DamageCardEvent struct {
	Round, Ship int
	Card        string
	Faceup      bool
	Cause       string
}

// RepairEvent is a ship's Repair command or a station's repair: cards
// discarded and shields recovered.
type RepairEvent struct {
	Round, Ship      int
	CardsDiscarded   int
	ShieldsRecovered int
	Station          bool
}

// DestroyedEvent is a unit destroyed, its cause ("attack", "overlap",
// "obstacle", "left-table", "damage-card", "objective", "set-aside") and,
// for a ship, the damage cards it held and its hull value.
type DestroyedEvent struct {
	Round, Unit int
	Cause       string
	Cards, Hull int
}

// ObjectiveEvent is an objective's event: an objective ship named, a
// victory token gained ("gains"), with what happened.
type ObjectiveEvent struct {
	Round  int
	Player int
	What   string
	Ship   int
	Tokens int
}

// ScoreEvent is the end of the game: each player's score and its parts as
// the engine counts them, and each unit's end state (destroyed, damage
// cards held) from which a checker counts them again.
type ScoreEvent struct {
	// Score is each player's score; PointsDestroyed its fleet points of
	// enemy units destroyed (each card and its upgrades once; no victory
	// tokens, doubling or tabling rule).
	Score           [Players]int
	PointsDestroyed [Players]int
	VictoryTokens   [Players]int
	// ObjectiveShips are the objective ships by player (-1 none).
	ObjectiveShips [Players]int
	Destroyed      []bool
	Cards          []int
	// SetAside are the units never deployed (destroyed at the end).
	SetAside []bool
	Winner   int
	End      string
}

// damageCause is what the damage being dealt comes from, kept while it is
// dealt so that a card dealt or a unit destroyed can say (DamageCardEvent,
// DestroyedEvent).
type damageCause uint8

// The causes of damage.
const (
	causeOther damageCause = iota
	causeAttack
	causeOverlap
	causeObstacle
	causeLeftTable
	causeDamageCard
	causeObjective
	causeCommander
)

var causeNames = [...]string{"other", "attack", "overlap", "obstacle", "left-table", "damage-card", "objective", "commander-lost"}

// String returns the cause's event name.
func (c damageCause) String() string { return causeNames[c] }
