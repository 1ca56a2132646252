package dropfleet

// Profile is a ship class's printed characteristics (rules notes §3).
// Distances are in whole inches.
type Profile struct {
	Name    string
	Scan    int // targeting range contribution of the firer, inches
	Sig     int // Signature, inches
	Thrust  int // maximum move per activation, inches
	Hull    int // starting Hull points
	Armour  int // Armour save target number (4 means 4+); 0 means none
	Passive int // Passive Countermeasures save target number; 0 means none
	PD      int // Point Defence dice
	Tonnage Tonnage
	Points  int
	// GroupMin and GroupMax bound how many ships of this class form a
	// group (the profile's "G 1-3"); 0 means unbounded.
	GroupMin, GroupMax int
	Weapons            []Weapon
	// Launch lists the ship's launch assets and their launch values (the
	// profile's Load line; battle notes §2.2).
	Launch []LaunchAsset
	// Assets is the row of the notes' asset table its launch tokens use
	// (battle notes §2.2; AssetProfileOf).
	Assets AssetFaction
	// Rare classes are limited in groups per fleet, and a CommandShip
	// carries its admiral for nothing at AV 5 (battle notes §1.2): read by
	// the fleet-list check only.
	Rare, CommandShip bool
	// Atmospheric ships may enter the Atmosphere layer.
	Atmospheric bool
	// Detector ships are exempt from "only one ship per Group may use
	// Active Scan" (rules notes §1).
	Detector bool
	// ReinforcedArmour: a critical against the ship needs the Lock + 3.
	ReinforcedArmour bool
	// Open ships ignore group coherency (rules notes §3), and their
	// groups, like those of Outlier ships, never add the +1 Strategy Rating
	// of a detached group (rules notes §4).
	Open bool
	// Outlier ships ignore battlegroup coherency (not group coherency):
	// their groups never add the +1 Strategy Rating of a detached group.
	Outlier bool
	// StealthObservation ships may survey whatever their battlegroup's
	// tonnage value ("Stealth Observation ships ignore that", battle notes
	// §3.1; maySurvey).
	StealthObservation bool
}

// ActiveScanMinHull is the smallest starting Hull that may use Active Scan:
// "Ships ... with a starting Hull characteristic of 3 or less may not use
// this order" (seed 003, Active Scan).
const ActiveScanMinHull = 4

// MaxAdmiral is the largest Admiral value: 6 for most factions, 7 for the
// Resistance, whose scale is shifted by one (rules notes §5).
const MaxAdmiral = 7

// Ship is one ship on the table: its profile, where it belongs, and the
// state it starts every trial in.
type Ship struct {
	// ID names the ship in scripts, probes and error messages.
	ID          string
	Profile     Profile
	Fleet       int // index into Model.Fleets
	Battlegroup int // index into Model.Battlegroups
	Group       int // index into Model.Groups
	Start       ShipState
}

// Group is a set of ships of one class that activate together: every ship
// of that class in its battlegroup.
type Group struct {
	Name        string
	Battlegroup int
	Ships       []int // indices into Model.Ships
	// Bought are the sizes of the groups bought for the fleet that form
	// this group in play, in the order added.
	Bought []int
}

// Battlegroup is one battlegroup card: up to three groups.
type Battlegroup struct {
	Name   string
	Type   BattlegroupType
	Fleet  int
	Groups []int // indices into Model.Groups
	// rating is the printed Strategy Rating, kept by Model.AddGroup.
	rating int
}

// MaxGroupsPerBattlegroup is the largest number of groups in a battlegroup
// (rules notes §4, "max 3 groups").
const MaxGroupsPerBattlegroup = 3

// Fleet is one player's force.
type Fleet struct {
	Name string
	// Admiral is the fleet's Admiral value in play, 1 (no admiral) to
	// MaxAdmiral: the level bought plus the flagship's free levels
	// (admiral.go).
	Admiral int
	// AdmiralShip is the ship the admiral is on, or -1 when none is named;
	// the value counts only while that ship is on the table.
	AdmiralShip int
	// AdmiralPaid is the admiral's price: the level bought's points,
	// nothing in a Command Ship (battle notes §1.2; FleetList.AdmiralCost).
	// They count as kill points when the admiral's ship is destroyed
	// (§4.3).
	AdmiralPaid  int
	Battlegroups []int // indices into Model.Battlegroups
	// Arrival is how the fleet's battlegroups come onto the table.
	Arrival Arrival
	// The fleet's decisions (deck, who goes first, Point Defence, ...)
	// are its Player's: Model.Players[f].
}

// Players is the number of fleets in a game of Dropfleet Commander.
const Players = 2

// LaunchValue returns the profile's launch value of kind k (0 for none),
// a value shared with other kinds included (launchshared.go).
func (p *Profile) LaunchValue(k LaunchKind) int {
	n := 0
	for _, a := range p.Launch {
		if a.Covers(k) {
			n += a.Value
		}
	}
	return n
}
