package armada

import (
	"fmt"
	"strings"
)

// Objective is the objective a battle is played with (rules notes battle
// §3): ObjectiveNone, the "no objective" switch of §7.1, or one of those
// played so far; a scenario naming any other is refused by name.
type Objective uint8

// The objectives a battle may be played with, each in a file of its own
// (objective_*.go) with its set-up, special rule and scoring.
const (
	ObjectiveNone Objective = iota
	// SuperiorPositions (core set, navigation, 15 per victory token): the
	// first player deploys its whole fleet before the second deploys
	// anything; after a ship or squadron attacks a ship's rear hull zone
	// and the defender suffered at least 1 damage, the attacker's player
	// gains a victory token (rules notes battle §3.2).
	SuperiorPositions
	// MostWanted (core set, assault): objective_mostwanted.go.
	MostWanted
	// OpeningSalvo (core set, assault): objective_openingsalvo.go.
	OpeningSalvo
	// ContestedOutpost (core set, defense, 20 per victory token):
	// objective_outpost.go.
	ContestedOutpost
	// FighterAmbush (Corellian Conflict, defense, 15 per victory token):
	// objective_fighterambush.go.
	FighterAmbush
	// SolarCorona (Corellian Conflict, navigation): objective_corona.go.
	SolarCorona
	// AdvancedGunnery (core set, assault): objective_gunnery.go.
	AdvancedGunnery
	// PrecisionStrike (core set, assault, 15 per victory token):
	// objective_precision.go.
	PrecisionStrike
	// PlanetaryIonCannon (Corellian Conflict, defense):
	// objective_ioncannon.go.
	PlanetaryIonCannon
	// CaptureTheVIP (Corellian Conflict, defense, 50 per victory token):
	// objective_vip.go.
	CaptureTheVIP
	// FleetAmbush (core set, defense): objective_fleetambush.go.
	FleetAmbush
	// HyperspaceAssault (core set, defense): objective_hyperspace.go.
	HyperspaceAssault
	// DangerousTerritory (core set, navigation, 15 per victory token):
	// objective_dangerous.go.
	DangerousTerritory
	// IntelSweep (core set, navigation, victory tokens counted, not
	// valued): objective_intelsweep.go.
	IntelSweep
	// FireLanes (core set, defense, 15 per victory token):
	// objective_firelanes.go.
	FireLanes
	// Minefields (core set, navigation): objective_minefields.go.
	Minefields
	// InfestedFields (Rebellion in the Rim, navigation, 15 per victory
	// token): objective_infested.go.
	InfestedFields
	// AsteroidTactics (Rebellion in the Rim, defense, no victory tokens):
	// objective_asteroidtactics.go.
	AsteroidTactics
	// SurpriseAttack (assault, no victory tokens):
	// objective_surprise.go.
	SurpriseAttack
	objectivesPlayed
)

// ObjectiveCard is a standard objective card as the rules notes list it
// (battle §3.2): its name in scenario files, category, victory token
// value (0: it gives none) and how many of the notes' 1,829 tournament
// lists carried it (-1: not in the usage list).
type ObjectiveCard struct {
	Name     string
	Category ObjectiveCategory
	Value    int
	Usage    int
}

// objectiveCards lists the objectives played, in Objective order (the
// none switch first), then every other standard objective, not played
// yet (rules notes battle §3.2).
var objectiveCards = []ObjectiveCard{
	{"none", Assault, 0, 0},
	{"superior-positions", Navigation, 15, 141},
	{"most-wanted", Assault, 0, 197},
	{"opening-salvo", Assault, 0, 15},
	{"contested-outpost", Defense, 20, 124},
	{"fighter-ambush", Defense, 15, 63},
	{"solar-corona", Navigation, 0, 119},
	{"advanced-gunnery", Assault, 0, 137},
	{"precision-strike", Assault, 15, 81},
	{"planetary-ion-cannon", Defense, 0, 81},
	{"capture-the-vip", Defense, 50, 50},
	{"fleet-ambush", Defense, 0, 18},
	{"hyperspace-assault", Defense, 0, 60},
	{"dangerous-territory", Navigation, 15, 24},
	{"intel-sweep", Navigation, 0, 20},
	{"fire-lanes", Defense, 15, 32},
	{"minefields", Navigation, 0, 30},
	{"infested-fields", Navigation, 15, 134},
	{"asteroid-tactics", Defense, 0, 91},
	{"surprise-attack", Assault, 0, 107},
	// not played yet
	{"blockade-run", Assault, 20, 12},
	{"close-range-intel-scan", Assault, 10, 8},
	{"station-assault", Assault, 40, 17},
	{"targeting-beacons", Assault, 0, 10},
	{"jamming-barrier", Defense, 0, 6},
	{"navigational-hazards", Navigation, 15, -1},
	{"salvage-run", Navigation, 20, 16},
	{"sensor-net", Navigation, 15, 6},
	{"ion-storm", Assault, 15, 31},
	{"marked-for-destruction", Assault, 15, 3},
	{"rift-assault", Assault, 10, 7},
	{"abandoned-mining-facility", Defense, 10, 40},
	{"fleet-in-being", Defense, 15, 44},
	{"rift-ambush", Defense, 0, 39},
	{"doomed-station", Navigation, 20, 44},
	{"hyperspace-migration", Navigation, 20, 32},
	{"volatile-deposits", Navigation, 15, 54},
}

// String returns the objective's name in scenario files.
func (o Objective) String() string { return objectiveCards[o].Name }

// Card returns the objective's card.
func (o Objective) Card() ObjectiveCard { return objectiveCards[o] }

// VictoryTokenValue is the points each victory token of objective o is
// worth (0: it gives none).
func (o Objective) VictoryTokenValue() int { return objectiveCards[o].Value }

// ParseObjective parses the name of an objective played. Any other name
// is an error that says whether it is a standard objective not played yet
// or no standard objective at all, and lists those played.
func ParseObjective(s string) (Objective, error) {
	for i, c := range objectiveCards {
		if c.Name != s {
			continue
		}
		if i < int(objectivesPlayed) {
			return Objective(i), nil
		}
		return ObjectiveNone, fmt.Errorf("objective %q (%s) is not played yet (played: %s)", s, c.Category, strings.Join(ObjectiveNames(), ", "))
	}
	return ObjectiveNone, fmt.Errorf("objective %q is not a standard objective (played: %s)", s, strings.Join(ObjectiveNames(), ", "))
}

// ObjectiveNames lists the objectives played, the none switch first.
func ObjectiveNames() []string {
	out := make([]string, objectivesPlayed)
	for i := range out {
		out[i] = objectiveCards[i].Name
	}
	return out
}

// StandardObjectives lists every standard objective card of the rules
// notes (battle §3.2), those played first.
func StandardObjectives() []ObjectiveCard { return objectiveCards[1:] }
