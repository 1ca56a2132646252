package dropfleet

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/internal/names"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// TableSize is the side of the square table every standard scenario
// assumes, in inches: "4'x4' (48\"x48\")" (battle notes §1.1).
const TableSize = 48

// BattleTurns is the length of every standard v1.7 scenario (battle notes
// §1.1: "every standard v1.7 scenario is 6 turns").
const BattleTurns = 6

// Game makes a model's turns step a whole game (battle notes §6.1):
// after each turn's activations the Roundup is played (roundup.go), with
// the clusters of Layout on the table, and the game is scored at the end
// of the turns ScoreTurns names; after the last turn the result is decided
// by victory points, then kill points, then a draw (Result).
type Game struct {
	// Scenario names the scenario whose victory conditions are played
	// (Kind's name, such as "take-and-hold").
	Scenario string
	// Clusters are the clusters and sectors on the table (a scenario's
	// layout section, or the engine's; TakeAndHoldLayout).
	Clusters []ClusterSpec
	// ScoreTurns are the turns at the end of whose Roundup victory
	// points are scored: 4 and 6 (battle notes §3.1).
	ScoreTurns []int
	// EveryClusterCritical is switch U-S1: every scored cluster (and
	// every space station, station.go) is also a Critical Location
	// (default true); false makes only those made critical by surveying
	// count, but for Moonshot's stations, which that scenario makes
	// Critical Locations by name (battle notes §3.3).
	EveryClusterCritical bool
	// Survey is switch U-S2: ships may survey clusters (default true).
	Survey bool
	// Kind is the scenario whose victory conditions are played, and
	// Variant whether its variant is (scenario.go).
	Kind    ScenarioKind
	Variant bool
	// SectorVPAtScoring is switch U-S4: Erupting Battlefront's VP for
	// destroyed sectors are counted only on scoring turns (default false:
	// at the end of the Roundup of the turn the sector is destroyed).
	SectorVPAtScoring bool
	// CumulativeKillPointBands is switch U-S5: Moonshot's kill-point bands
	// add up (default false: the highest band reached only).
	CumulativeKillPointBands bool
	// EndWhenTabled makes the game end after the Roundup of a turn at whose
	// end a fleet has no ship left (every ship at 0 Hull), decided as after
	// the last turn (VP, then KP). The notes find no early end (battle
	// notes §3.2: "the game still runs to the last turn; the survivor keeps
	// scoring"), so the default is false; the engine's switch is "tabled".
	EndWhenTabled bool
	// CommandCards is switch U-X6 (default false). The decks are not
	// available (battle notes §5), so turning it on plays no card: it only
	// changes what Unmodelled says.
	CommandCards bool
	// Scenery are the debris fields and planetary rings on the table (a
	// scenario's scenery section, or the engine's: ScenarioScenery).
	Scenery []Scenery
	// Stations are the space stations on the table (a scenario's stations
	// section; the engine's layouts place none): station.go.
	Stations []StationSpec
	// Anomaly adds The Anomaly to the scenario (battle notes §3.3,
	// anomaly.go); AnomalyScanning is its switch U-A1 (default
	// ScanAnomalySafe) and AnomalyVPFloor its switch U-A2 (default false:
	// a VP it costs may take a total below zero).
	Anomaly         bool
	AnomalyScanning AnomalyScanning
	AnomalyVPFloor  bool
	// SolidObjects are the Large Solid Objects on the table (a scenario's
	// solid_objects section; Moonshot's layout has one,
	// MoonshotSolidObject): solidobject.go.
	SolidObjects []SolidObject
}

// ClusterSpec is one cluster of a layout: a name, its size (which gives
// its Hold and Contest VP), its centre point and its sectors.
type ClusterSpec struct {
	Name    string
	Size    ClusterSize
	Centre  plane.Vec
	Sectors []SectorSpec
	// Side is whose home the cluster is in Erupting Battlefront (SideC,
	// neither's, elsewhere).
	Side ClusterSide
	// Double: the cluster scores double (Take & Hold's Double Down).
	Double bool
}

// SectorSpec is one sector token of a cluster: its type and where it
// stands on the table, in inches.
type SectorSpec struct {
	Type SectorType
	At   plane.Vec
}

// SectorRadius is the radius of a sector token, in inches: "in range of a
// Sector" is measured "to the nearest edge of the sector token" (battle
// notes §1.4), and the engine's tokens are discs of this radius.
const SectorRadius = 1

// ClusterRange is the reach of a Critical Location and of surveying from a
// cluster's centre (battle notes §3.1: "in Low Orbit within 6\"").
const ClusterRange = 6

var clusterSizeNames = []string{"small", "medium", "large"}

// String returns "small", "medium" or "large".
func (c ClusterSize) String() string { return names.Of(clusterSizeNames, int(c)) }

// ParseClusterSize parses small, medium or large.
func ParseClusterSize(s string) (ClusterSize, error) {
	i, err := names.Index("cluster size", s, clusterSizeNames)
	return ClusterSize(i), err
}

// Sectors returns how many sectors a standard cluster of size c has: 2, 3
// or 4 (battle notes §1.4).
func (c ClusterSize) Sectors() int { return int(c) + 2 }

var launchKindNames = []string{"fighters", "bombers", "torpedoes", "fire-ships", "dropships", "bulk-landers"}

// String returns the kind's scenario name, such as "bulk-landers".
func (k LaunchKind) String() string { return names.Of(launchKindNames, int(k)) }

// ParseLaunchKind parses fighters, bombers, torpedoes, fire-ships,
// dropships or bulk-landers.
func ParseLaunchKind(s string) (LaunchKind, error) {
	i, err := names.Index("launch asset", s, launchKindNames)
	return LaunchKind(i), err
}

// TakeAndHoldLayout is the engine's layout for Take & Hold (the book map
// is not available, battle notes §1.4, §6.1): five clusters on the line
// across the table's centre, 24" from both players' edges, 9" apart, so
// that "the two clusters either side of the centre cluster" of the
// scenario's Double Down variant exist: a Large cluster in the centre, a
// Medium one either side, a Small one near each side edge (6" in). Their
// sectors stand 2.5" from the centre, evenly around it, those of the
// eastern clusters turned through 180° from the western ones', so that the
// table is the same seen from either player's edge. The centre cluster
// stands on the point the table turns about, so its opposite sectors have
// the same type (Commercial, Industrial, Commercial, Industrial): with
// four distinct types one player would face the Power Plant and the other
// the Commercial sector, and the south player won 0.11-0.13 more mirror
// matches.
func TakeAndHoldLayout() []ClusterSpec {
	mk := func(name string, size ClusterSize, x float64, types ...SectorType) ClusterSpec {
		turn := 0.0 // the east half is the west half turned through 180°: the layout looks the same from both edges
		if x > TableSize/2 {
			turn = 180
		}
		return cluster(name, size, plane.Vec{X: x, Y: TableSize / 2}, turn, types...)
	}
	return []ClusterSpec{
		mk("west", SmallCluster, 6, Commercial, Industrial),
		mk("west-centre", MediumCluster, 15, Commercial, Industrial, CommsStation),
		mk("centre", LargeCluster, 24, Commercial, Industrial, Commercial, Industrial),
		mk("east-centre", MediumCluster, 33, Commercial, Industrial, CommsStation),
		mk("east", SmallCluster, 42, Commercial, Industrial),
	}
}

// NewTakeAndHold returns the Take & Hold battle on the engine's layout
// with the notes' defaults.
func NewTakeAndHold() *Game {
	return &Game{Scenario: "take-and-hold", Clusters: TakeAndHoldLayout(), ScoreTurns: []int{4, 6},
		EveryClusterCritical: true, Survey: true}
}

// scores reports whether turn t is a scoring turn.
func (b *Game) scores(t int) bool {
	for _, x := range b.ScoreTurns {
		if x == t {
			return true
		}
	}
	return false
}

// battleState is what a whole game adds to a trial's state.
type battleState struct {
	clusters []Cluster
	// holders[c] is cluster c's holder at the end of the latest Roundup
	// (-1 before the first): holders change only in the Roundup.
	holders []int8
	// VP and KP are each player's victory and kill points so far.
	VP, KP [Players]int
	// initiative is the latest Roundup's winner (the higher initiative).
	initiative int
	// critical[c]: cluster c is a Critical Location; surveyed[c] bit p:
	// player p has surveyed it.
	critical []bool
	// tonnage is scratch for CriticalTonnages: each cluster's contesting
	// tonnage by player.
	tonnage  [][Players]int
	surveyed []uint8
	// surveyedBG[bg]: the battlegroup surveyed this turn.
	surveyedBG []bool
	winner     int // Result, once the game is over
	over       bool
	// vpAt[p*turns+t-1] is player p's VP at the end of turn t's Roundup.
	vpAt  []int16
	turns int

	// destroyedSeen[k]: flattened sector k (clusters in order) is counted
	// as destroyed for Erupting Battlefront's VP.
	destroyedSeen []bool
	// assets are the launch assets in play (launch.go).
	assets launchState
	// world is the scenery in play (scenery.go).
	world world
	// stations are the space stations in play (station.go).
	stations []Station
	anomaly  anomalyState // The Anomaly (anomaly.go)
	// uplinks are the Comms Station sectors; uplink[p] is the Scan player
	// p's ships gain from those it holds (uplink.go).
	uplinks []SectorRef
	uplink  [Players]float64
	// unscored[i]: ship i was removed without giving kill points (U-X4;
	// removal.go).
	unscored []bool
}

// newBattleState sizes a battle's state for g (nothing when g has no
// battle).
func newBattleState(g *Model, turns int) battleState {
	var b battleState
	if g.Battle == nil {
		return b
	}
	b.turns = turns
	b.vpAt = sim.Isolated[int16](Players * turns)
	b.clusters = sim.Isolated[Cluster](len(g.Battle.Clusters))
	for c, spec := range g.Battle.Clusters {
		b.clusters[c] = Cluster{Size: spec.Size, Sectors: sim.Isolated[Sector](len(spec.Sectors))}
	}
	b.critical = sim.Isolated[bool](len(b.clusters))
	b.tonnage = sim.Isolated[[Players]int](len(b.clusters))
	b.holders = sim.Isolated[int8](len(b.clusters))
	b.surveyed = sim.Isolated[uint8](len(b.clusters))
	b.surveyedBG = sim.Isolated[bool](len(g.Battlegroups))
	n := 0
	for _, c := range g.Battle.Clusters {
		n += len(c.Sectors)
	}
	b.destroyedSeen = sim.Isolated[bool](n)
	b.assets = newLaunchState(g)
	b.world = newWorld(g.Battle.Scenery, g.Battle.SolidObjects) // scenery.go
	b.stations = sim.Isolated[Station](len(g.Battle.Stations))
	b.anomaly = newAnomaly(g, g.Battle)
	b.uplinks = uplinkSectors(g.Battle)
	b.unscored = sim.Isolated[bool](len(g.Ships))
	return b
}

// reset puts the battle back at its start: every sector whole and empty,
// no points.
func (b *battleState) reset(g *Model) {
	if g.Battle == nil {
		return
	}
	for c, spec := range g.Battle.Clusters {
		for k, sec := range spec.Sectors {
			b.clusters[c].Sectors[k] = Sector{Type: sec.Type, Hull: sec.Type.Profile().Hull}
		}
		b.critical[c] = g.Battle.EveryClusterCritical && g.Battle.Clusters[c].Side == SideC
		b.holders[c] = -1
		b.surveyed[c] = 0
	}
	// U-S1 for stations too; Moonshot's "Space Stations ... are Critical
	// Locations" whatever U-S1 says (battle notes §3.3).
	stationsCritical := g.Battle.EveryClusterCritical || g.Battle.Kind == Moonshot
	for k, st := range g.Battle.Stations {
		b.stations[k] = Station{Hull: st.Size.Profile().Hull, Critical: stationsCritical}
	}
	b.VP, b.KP, b.initiative, b.winner, b.over = [Players]int{}, [Players]int{}, 0, -1, false
	clear(b.vpAt)
	clear(b.destroyedSeen)
	clear(b.surveyedBG)
	b.assets.reset()
	b.uplink = [Players]float64{}
	clear(b.unscored)
}

// VictoryPointsAfter returns player p's victory points at the end of
// turn t's Roundup (0 for a turn not played).
func (s *State) VictoryPointsAfter(p, t int) int {
	if t < 1 || t > s.battle.turns {
		return 0
	}
	return int(s.battle.vpAt[p*s.battle.turns+t-1])
}

// Clusters returns the clusters in play (nil outside a battle): read
// them, never change them.
func (s *State) Clusters() []Cluster { return s.battle.clusters }

// Holder returns the holder of cluster c at the end of the latest
// Roundup, -1 for nobody: what a player sees in the activation phase.
func (s *State) Holder(c int) int { return int(s.battle.holders[c]) }

// VictoryPoints returns player p's victory points so far.
func (s *State) VictoryPoints(p int) int { return s.battle.VP[p] }

// KillPoints returns player p's kill points: the points cost of every
// enemy ship destroyed and of the enemy admiral if its ship was destroyed
// (battle notes §3.1). They are counted when the game ends.
func (s *State) KillPoints(p int) int { return s.battle.KP[p] }

// Winner returns the winner of a finished battle, or -1 for a draw.
func (s *State) Winner() int { return s.battle.winner }

// Initiative returns the winner of the latest Roundup's initiative.
func (s *State) Initiative() int { return s.battle.initiative }

// killPoints counts each player's kill points now.
func (s *State) killPoints() [Players]int {
	var kp [Players]int
	g := s.Model
	for i := range g.Ships {
		if s.Ships[i].Hull <= 0 && s.scored(i) {
			kp[1-g.Ships[i].Fleet%Players] += g.Ships[i].Profile.Points
		}
	}
	for f := range g.Fleets {
		if a := g.Fleets[f].AdmiralShip; a >= 0 && s.Ships[a].Hull <= 0 && s.scored(a) {
			kp[1-f%Players] += g.Fleets[f].AdmiralPaid // the price paid, not the value in play (§1.2, §4.3)
		}
	}
	return kp
}

// ShipsLost returns how many of fleet f's ships were destroyed.
func (s *State) ShipsLost(f int) int {
	n := 0
	for i := range s.Model.Ships {
		if s.Model.Ships[i].Fleet == f && s.Ships[i].Hull <= 0 {
			n++
		}
	}
	return n
}

// ClustersHeld returns how many clusters player p holds now.
func (s *State) ClustersHeld(p int) int {
	n := 0
	for c := range s.battle.clusters {
		if s.battle.clusters[c].Holder() == p {
			n++
		}
	}
	return n
}

// endBattle decides the result after the last turn (battle notes §3.2).
func (s *State) endBattle() {
	b := &s.battle
	b.KP = s.killPoints()
	s.anomalyKillPoints(&b.KP)
	s.killPointVP()
	b.winner = Result(b.VP, b.KP)
	b.over = true
}

// Unmodelled names the rules a whole game plays without effect (nil
// without a battle): [sim.Limited].
func (g *Model) Unmodelled() []string {
	if g.Battle == nil {
		return nil
	}
	out := []string{
		commandCards(g.Battle.CommandCards),
	}
	for i := range g.Ships {
		if g.Ships[i].Profile.Tonnage == SuperHeavy2 {
			out = append(out, DreadnoughtUnplayed)
			break
		}
	}
	return out
}

// DreadnoughtUnplayed is what Unmodelled says of a battle with a
// Dreadnought (tonnage S2): its own rules (battle notes §4.2: two weapon
// systems, crippled twice, its damage tables, U-D3) are not played; it
// plays as any ship.
const DreadnoughtUnplayed = "the Dreadnought's own rules (two weapon systems, a second crippling, its damage tables: it plays as any ship)"

var _ sim.Limited = (*Model)(nil)
