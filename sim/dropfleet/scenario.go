package dropfleet

import (
	"github.com/fleetlab/fleetlab/sim/internal/names"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// ScenarioKind is one of the v1.7 scenarios (battle notes §3.3): it names
// the victory conditions a battle plays, its suggested approach and
// deployment, and the engine's layout for it (the book maps are not
// available: each layout follows the scenario's text and is documented at
// its function).
type ScenarioKind uint8

// The v1.7 scenarios.
const (
	// TakeAndHold: clusters, Standard Scoring and Critical Locations;
	// Column from opposite edges. Variant Double Down: the two clusters
	// either side of the centre one score double.
	TakeAndHold ScenarioKind = iota
	// EruptingBattlefront: each player's home clusters (A for the first
	// player, B for the second) score for their owner by Standard Scoring
	// and for the enemy as Critical Locations and 1 VP a destroyed sector;
	// the C clusters score Standard and Critical Locations for both. Rapid
	// Response from opposite edges. Variant Punching Up: two sectors of the
	// central cluster are Orbital Defence.
	EruptingBattlefront
	// Moonshot: Standard Scoring and Critical Locations, and kill points
	// turned into victory points on the last turn (600+ 2 VP, 760+ 3,
	// 1000+ 5); Battleline from opposite corners. Variant Extra Large Solid
	// Object (an 18" object in place of 12").
	Moonshot
	// PowerGrab: Standard Scoring and Critical Locations; a cluster with a
	// Power Plant scores double, and nothing once that Power Plant is
	// destroyed; Column from opposite corners. Variant Bifurcate (no
	// debris, a Planetary Ring down the middle).
	PowerGrab
	scenarioKinds
)

// scenarioInfo is what a scenario sets up.
type scenarioInfo struct {
	name, variant string
	approach      Arrival
	corners       bool
	layout        func(variant bool) []ClusterSpec
}

var scenarios = [scenarioKinds]scenarioInfo{
	TakeAndHold:         {"take-and-hold", "double-down", Column, false, takeAndHoldLayout},
	EruptingBattlefront: {"erupting-battlefront", "punching-up", RapidResponse, false, EruptingBattlefrontLayout},
	Moonshot:            {"moonshot", "extra-large-solid-object", Battleline, true, func(bool) []ClusterSpec { return MoonshotLayout() }},
	PowerGrab:           {"power-grab", "bifurcate", Column, true, func(bool) []ClusterSpec { return PowerGrabLayout() }},
}

// ScenarioNames returns the scenarios' names, such as "take-and-hold".
func ScenarioNames() []string {
	out := make([]string, scenarioKinds)
	for k := range out {
		out[k] = scenarios[k].name
	}
	return out
}

// String returns the scenario's name, such as "power-grab".
func (k ScenarioKind) String() string { return scenarios[k].name }

// Variant returns the name of the scenario's variant, such as "double-down".
func (k ScenarioKind) Variant() string { return scenarios[k].variant }

// Approach returns the scenario's suggested approach type.
func (k ScenarioKind) Approach() Arrival { return scenarios[k].approach }

// Corners reports a scenario whose players deploy "12\" along opposing
// board corners" rather than along opposite edges.
func (k ScenarioKind) Corners() bool { return scenarios[k].corners }

// ParseScenario parses a scenario's name.
func ParseScenario(s string) (ScenarioKind, error) {
	i, err := names.Index("scenario", s, ScenarioNames())
	return ScenarioKind(i), err
}

// ClusterSide is whose home a cluster is in Erupting Battlefront (battle
// notes §3.3): the zero ClusterSide is a C cluster, neither's.
type ClusterSide uint8

// The cluster sides.
const (
	SideC ClusterSide = iota // both players score it by Standard Scoring and as a Critical Location
	SideA                    // the first player's: Standard for it, Critical Location and destroyed sectors for the second
	SideB                    // the second player's: the mirror image
)

var clusterSideNames = []string{"c", "a", "b"}

// String returns "a", "b" or "c".
func (c ClusterSide) String() string { return clusterSideNames[c] }

// ParseClusterSide parses a, b or c.
func ParseClusterSide(s string) (ClusterSide, error) {
	i, err := names.Index("cluster side", s, clusterSideNames)
	return ClusterSide(i), err
}

// home returns the player whose home a cluster of side c is, or -1.
func (c ClusterSide) home() int { return int(c) - 1 }

// NewScenario returns scenario k on the engine's layout, with the variant
// when variant is true, and the notes' defaults for every switch.
func NewScenario(k ScenarioKind, variant bool) *Game {
	b := NewTakeAndHold()
	b.Scenario, b.Kind, b.Variant = k.String(), k, variant
	b.Clusters = scenarios[k].layout(variant)
	if k == Moonshot {
		b.SolidObjects = []SolidObject{MoonshotSolidObject(variant)} // solidobject.go
	}
	b.Scenery = ScenarioScenery(k, variant) // scenario_scenery.go
	return b
}

// cluster returns a cluster at centre whose sectors stand 2.5" from it,
// evenly around it from the bearing turn (degrees).
func cluster(name string, size ClusterSize, centre plane.Vec, turn float64, types ...SectorType) ClusterSpec {
	c := ClusterSpec{Name: name, Size: size, Centre: centre}
	for k, t := range types {
		dir := plane.Direction(turn + 360*float64(k)/float64(len(types)))
		c.Sectors = append(c.Sectors, SectorSpec{Type: t, At: centre.Add(dir.Scale(2.5))})
	}
	return c
}

// mirrored returns c turned through 180° about the table's centre: the
// same cluster seen from the other player's edge.
func mirrored(c ClusterSpec, name string, side ClusterSide) ClusterSpec {
	flip := func(v plane.Vec) plane.Vec { return plane.Vec{X: TableSize - v.X, Y: TableSize - v.Y} }
	m := ClusterSpec{Name: name, Size: c.Size, Centre: flip(c.Centre), Side: side, Double: c.Double}
	for _, s := range c.Sectors {
		m.Sectors = append(m.Sectors, SectorSpec{Type: s.Type, At: flip(s.At)})
	}
	return m
}

// takeAndHoldLayout is TakeAndHoldLayout, with the Double Down variant's
// two clusters either side of the centre one scoring double.
func takeAndHoldLayout(doubleDown bool) []ClusterSpec {
	l := TakeAndHoldLayout()
	l[1].Double, l[3].Double = doubleDown, doubleDown
	return l
}

// EruptingBattlefrontLayout is the engine's layout for Erupting Battlefront
// (battle notes §3.3; the book map is not available): each player's two A
// (first player, south edge) or B (second player, north edge) clusters
// 14" in from its edge, a Medium one 12" from the west side and a Small one
// 12" from the east, and a Large C cluster in the table's centre; the B
// clusters are the A ones turned through 180° about the centre. The C
// cluster's opposite sectors have the same type (Commercial, Industrial,
// Commercial, Industrial), so that it too is the same turned through 180°
// (TakeAndHoldLayout). With Punching Up, its two opposite Commercial
// sectors are Orbital Defence.
func EruptingBattlefrontLayout(punchingUp bool) []ClusterSpec {
	a1 := cluster("a-west", MediumCluster, plane.Vec{X: 12, Y: 14}, 0, Commercial, Industrial, PowerPlant)
	a2 := cluster("a-east", SmallCluster, plane.Vec{X: 36, Y: 14}, 0, Commercial, Industrial)
	a1.Side, a2.Side = SideA, SideA
	centre := []SectorType{Commercial, Industrial, Commercial, Industrial}
	if punchingUp {
		centre[0], centre[2] = OrbitalDefence, OrbitalDefence
	}
	return []ClusterSpec{a1, a2,
		cluster("centre", LargeCluster, plane.Vec{X: TableSize / 2, Y: TableSize / 2}, 0, centre...),
		mirrored(a2, "b-west", SideB), mirrored(a1, "b-east", SideB)}
}

// MoonshotLayout is the engine's layout for Moonshot (battle notes §3.3;
// the book map is not available): the players come on at the south-west
// and north-east corners and the Large Solid Object stands in the table's
// centre, so the four clusters stand around it: a Medium cluster in each
// of the two empty corners (10" from both sides), a Small one 14" off the
// centre towards each player's corner's side. The layout is the same
// turned through 180°.
func MoonshotLayout() []ClusterSpec {
	nw := cluster("north-west", MediumCluster, plane.Vec{X: 10, Y: 38}, 0, Commercial, Industrial, CommsStation)
	s := cluster("south", SmallCluster, plane.Vec{X: 28, Y: 12}, 0, Commercial, Industrial)
	return []ClusterSpec{nw, s, mirrored(nw, "south-east", SideC), mirrored(s, "north", SideC)}
}

// PowerGrabLayout is the engine's layout for Power Grab (battle notes
// §3.3; the book map is not available): the players come on at the
// south-west and north-east corners; a Large cluster with a Power Plant in
// the table's centre; a Medium cluster with a Power Plant in each empty
// corner (12" from both sides), the prize either player can reach; a Small
// cluster without one 15" from each player's corner. The layout is the
// same turned through 180°: the centre cluster's opposite sectors have the
// same type, so it has two Power Plants (Power Plant, Commercial, Power
// Plant, Commercial; TakeAndHoldLayout). Its sectors stand on the
// diagonals, a Power Plant towards each player's corner: with them on the
// table's axes, a carrier coming in along the diagonal stood as near two
// sectors of different types, the tie went to the lower index (a Power
// Plant for one player, a Commercial sector for the other), and the
// south-west player won 0.2-0.5 more mirror matches than the north-east
// one on each side.
func PowerGrabLayout() []ClusterSpec {
	nw := cluster("north-west", MediumCluster, plane.Vec{X: 12, Y: 36}, 0, Commercial, PowerPlant, Industrial)
	sw := cluster("south-west", SmallCluster, plane.Vec{X: 15, Y: 15}, 45, Commercial, Industrial)
	return []ClusterSpec{nw, sw,
		cluster("centre", LargeCluster, plane.Vec{X: TableSize / 2, Y: TableSize / 2}, 45, PowerPlant, Commercial, PowerPlant, Commercial),
		mirrored(sw, "north-east", SideC), mirrored(nw, "south-east", SideC)}
}

// MoonshotKillPointVP returns the victory points Moonshot gives for kp
// kill points on the last turn (battle notes §3.3): 600+ 2, 760+ 3, 1000+
// 5; the highest band reached only (switch U-S5), or the bands added up
// when cumulative.
func MoonshotKillPointVP(kp int, cumulative bool) int {
	vp := 0
	for _, band := range [...]struct{ from, vp int }{{600, 2}, {760, 3}, {1000, 5}} {
		if kp < band.from {
			break
		}
		if cumulative {
			vp += band.vp
		} else {
			vp = band.vp
		}
	}
	return vp
}
