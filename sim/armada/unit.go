package armada

import "github.com/fleetlab/fleetlab/sim/internal/names"

// Zone is a ship's hull zone. The zero Zone is Front.
type Zone uint8

// The four hull zones (rules notes §6). Huge ships' auxiliary zones are
// not modelled.
const (
	Front Zone = iota
	Left
	Right
	Rear
	zones // number of zones
)

var zoneNames = []string{"front", "left", "right", "rear"}

// String returns "front", "left", "right" or "rear".
func (z Zone) String() string { return zoneNames[z] }

// ParseZone parses front, left, right or rear.
func ParseZone(s string) (Zone, error) {
	i, err := names.Index("hull zone", s, zoneNames)
	return Zone(i), err
}

// Adjacent returns the two zones that share an arc line with z: front and
// rear touch left and right (rules notes §6).
func (z Zone) Adjacent() [2]Zone {
	if z == Front || z == Rear {
		return [2]Zone{Left, Right}
	}
	return [2]Zone{Front, Rear}
}

// Size is a ship's size class. The zero Size is "none" (a squadron).
type Size uint8

// The size classes (rules notes §6).
const (
	SizeNone Size = iota
	SmallShip
	MediumShip
	LargeShip
	HugeShip
)

var sizeNames = []string{"none", "small", "medium", "large", "huge"}

// String returns the size's scenario name.
func (s Size) String() string { return names.Of(sizeNames, int(s)) }

// ParseSize parses small, medium, large or huge.
func ParseSize(s string) (Size, error) {
	i, err := names.Parse("size class", s, sizeNames)
	return Size(i), err
}

// Profile is a ship or squadron card (rules notes §6). A squadron has Size
// SizeNone, Hull as its hull points, no shields, and Battery[Front] as its
// battery armament.
type Profile struct {
	Name     string
	Squadron bool
	// Bomber squadrons count crit icons against ships (rules notes §3).
	Bomber bool
	// Keywords are a squadron's keywords (battle notes §5); Bomber is
	// among them too when set.
	Keywords Keywords
	// Flotilla ships take overlap damage alone (the ship-activation work).
	Flotilla    bool
	Size        Size
	Hull        int
	Command     int
	Engineering int
	// SquadronValue is how many squadrons a ship's Squadron dial
	// activates; SquadronSpeed is a squadron's speed, the distance band it moves
	// up to (rules notes §5, §7).
	SquadronValue int
	SquadronSpeed int
	Shields       [zones]int
	// Battery is each hull zone's battery armament, used against ships.
	Battery [zones]Dice
	// AntiSquadron is the armament used against squadrons.
	AntiSquadron Dice
	Tokens       []TokenType
	// Speeds is the speed chart; Arcs the token's arc lines (the zero
	// value: DefaultArcLines).
	Speeds SpeedChart
	Arcs   ArcLines
	// Points is the card's fleet points (a battle's initiative and
	// score); scripted scenarios ignore it.
	Points int
	// UpgradeBar is a ship card's upgrade icons, one a slot (battle notes
	// §1.1).
	UpgradeBar []Slot
}

// Unit is a ship or squadron in a game.
type Unit struct {
	ID      string
	Profile Profile
	Player  int
	// Speed is the unit's speed at the start of every trial.
	Speed int
	// Placed units stand on the table at Start, moved at the start of
	// every trial by up to JitterMM millimetres along each axis and
	// JitterDeg degrees of heading, uniformly.
	Placed              bool
	Start               Placement
	JitterMM, JitterDeg float64
	// Commands are the dials the ship's player sets in each Command Phase,
	// in a cycle; none means the ship takes no part in commands.
	Commands []Command
	// CommandHeuristic: the default dials come from the simple command
	// heuristic (defaultDial) instead of Commands.
	CommandHeuristic bool
	// Upgrades are the upgrade cards (a commander among them) fitted to the
	// ship; Kit is what they and the fleet's commander do in an attack,
	// compiled by Model.FitUpgrades (upgrade.go).
	Upgrades []*Upgrade
	Kit      Kit
}

// UnitState is what changes about a unit during a trial. It holds no
// pointers, so resetting it is a copy.
type UnitState struct {
	Shields [zones]int8
	Tokens  [MaxTokens]TokenState
	Speed   int8
	// HullLeft is a squadron's hull points left; ships count damage cards.
	HullLeft  int8
	Destroyed bool
	Faceup    [cardKinds]uint8 // faceup damage cards by kind
	Facedown  [cardKinds]uint8 // facedown damage cards by kind
	Cards     int8             // damage cards of either side
	// Recorded for metrics.
	Damage          int16 // damage suffered in the trial
	TokensSpent     int8
	TokensDiscarded int8
	DealtFaceup     bool
	RoundDestroyed  int8
	// Where the unit stands (placed units), and what its maneuvers did:
	// whether it overlapped a ship, or was overlapped, in any maneuver of
	// the trial; the damage cards overlaps dealt it; the speed its latest
	// maneuver was executed at, and 1 + the ship that maneuver overlapped
	// (the closest, which took the card; 0: none).
	At           Placement
	Overlapped   bool
	OverlapCards int8
	SpeedUsed    int8
	OverlapLast  int16
	// The command stack (Dials[0] on top), the dials set so far, the
	// command tokens held (a bit per Command), and what Repair did.
	Dials            [MaxCommand]Command
	NDials           int8
	DialsSet         int16
	CommandTokens    uint8
	Raids            uint8   // raid tokens held (Assault), a bit per Command
	KeptDial         Command // the dial revealed and kept this activation
	Navigated        int16   // speed steps the Navigate command changed
	ShieldsRecovered int16
	CardsRepaired    int16
	// Squadrons on the table: the round a squadron was last activated in,
	// how many squadrons a ship's Squadron commands activated, and how
	// often a squadron was moved aside by a ship ending on it.
	ActivatedRound     int8
	SquadronsActivated int16
	MovedAside         int8
	// LeftPlayArea: a maneuver took the ship off the table, destroying it.
	LeftPlayArea bool
	// OnObstacle counts the moves the unit ended on an obstacle with an
	// effect; ObstacleDamage is the damage asteroid and debris fields dealt
	// the ship.
	OnObstacle     int8
	ObstacleDamage int16
	// CardDamage is the damage and damage cards faceup damage cards'
	// effects dealt the ship (Crew Panic, Ruptured Engine, Thruster
	// Fissure, Damaged Controls; damagecard.go).
	CardDamage      int16
	PanicDiscards   int8 // dials Crew Panic discarded
	CritAgainst     bool // an attack on the unit ended with a crit icon
	AccuracyAgainst bool // an attack on the unit rolled an accuracy
	// UpgradesUsed holds a bit per upgrade card discarded or exhausted
	// (upgrade_effects.go).
	UpgradesUsed uint8
}

// Has reports whether the unit has a faceup card of kind c.
func (u *UnitState) Has(c Card) bool { return u.Faceup[c] > 0 }

// TotalShields returns the shields left on every hull zone.
func (u *UnitState) TotalShields() int {
	s := &u.Shields // the four hull zones, written out: a probe reads it every trial
	return int(s[Front]) + int(s[Left]) + int(s[Right]) + int(s[Rear])
}

// Engineering returns unit u's engineering value as the Repair command
// sees it: each faceup Power Failure halves it, rounding down, one card
// after the other ("a ship with an Engineering value of 5 would be reduced
// to 2 and then reduced again to 1", FAQ 3.3.1 via rules notes §6).
func (s *State) Engineering(u int) int {
	e := s.Model.Units[u].Profile.Engineering
	for range s.Units[u].Faceup[PowerFailure] {
		e /= 2
	}
	return e
}
