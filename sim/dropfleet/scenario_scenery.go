package dropfleet

import "github.com/fleetlab/fleetlab/sim/plane"

// The sizes of the engine's scenery pieces, in inches (battle notes §1.4:
// "typical field 4"-8" longest side (default 6"x3"), Fine bigger than
// Dense"; no size is given for a planetary ring, so the engine's runs
// across the whole table, PlanetaryRingWidth wide).
const (
	FineDebrisLength   = 8
	FineDebrisWidth    = 4
	DenseDebrisLength  = 6
	DenseDebrisWidth   = 3
	PlanetaryRingWidth = 4
)

// SceneryClearance is how far the engine keeps a debris field from a
// table edge, a cluster's centre point (the point "in range of a Cluster"
// is measured to, battle notes §1.4), a solid object's edge and any other
// debris field: "no debris within 6" of a table edge, station, cluster or
// other debris" (battle notes §1.4, "evenly spaced").
const SceneryClearance = 6

// ScenarioScenery returns the engine's scenery for scenario k, with its
// variant when variant is true (battle notes §3.3; the book maps are not
// available, so each placement is the engine's, documented at its
// function). The debris counts are the fewest the scenario's ranges allow
// (switch U-S6's default reads them as counts of fields): the 6" spacing
// leaves no room for more on a 48" table around the clusters of Power
// Grab. Every placement is the same turned through 180° about the table's
// centre, so neither player's side is favoured, with the debris about
// evenly spread over the table's quarters, clear of the corners the
// players come on from, and SceneryClearance from edges, cluster centres,
// solid objects and other debris.
func ScenarioScenery(k ScenarioKind, variant bool) []Scenery {
	switch k {
	case TakeAndHold:
		return TakeAndHoldScenery()
	case EruptingBattlefront:
		return []Scenery{CentralRing()}
	case Moonshot:
		return MoonshotScenery()
	case PowerGrab:
		if variant {
			return []Scenery{CentralRing()} // Bifurcate: "no debris; a Planetary Ring runs vertically through the table centre"
		}
		return PowerGrabScenery()
	}
	return nil
}

// fine and dense return a debris field of the engine's size centred on
// [x, y], its length along heading (0: along the table's y axis, 90:
// along its x axis).
func fine(x, y, heading float64) Scenery {
	return Scenery{Kind: FineDebris, Centre: plane.Vec{X: x, Y: y}, Length: FineDebrisLength, Width: FineDebrisWidth, Heading: heading}
}

func dense(x, y, heading float64) Scenery {
	return Scenery{Kind: DenseDebris, Centre: plane.Vec{X: x, Y: y}, Length: DenseDebrisLength, Width: DenseDebrisWidth, Heading: heading}
}

// withMirrors returns the pieces each followed by itself turned through
// 180° about the table's centre (a rectangle turned so is the same
// rectangle about the turned centre).
func withMirrors(pieces ...Scenery) []Scenery {
	out := make([]Scenery, 0, 2*len(pieces))
	for _, p := range pieces {
		m := p
		m.Centre = plane.Vec{X: TableSize - p.Centre.X, Y: TableSize - p.Centre.Y}
		out = append(out, p, m)
	}
	return out
}

// CentralRing is the engine's planetary ring: it runs the whole table
// through its centre along the y axis, from one player's edge to the
// other's (Power Grab's Bifurcate: "a Planetary Ring runs vertically
// through the table centre"; Erupting Battlefront's "a Planetary Ring",
// placed nowhere by the notes, follows it), PlanetaryRingWidth wide. Its
// rules (rules notes §1, §7; scenery.go): a line of fire through it or
// from inside it loses 6" of Scan and takes +1 Lock in every layer; a ship
// in High Orbit whose move enters it, or turns inside it, takes 2 attacks
// at 2+, 1 damage each; launch assets cross it freely (U-L4's default; 4+
// in High Orbit under its alternative).
func CentralRing() Scenery {
	return Scenery{Kind: PlanetaryRing, Centre: plane.Vec{X: TableSize / 2, Y: TableSize / 2}, Length: TableSize,
		Width: PlanetaryRingWidth, Heading: 0}
}

// TakeAndHoldScenery is the engine's debris for Take & Hold ("2-5 Fine,
// 4-6 Dense", battle notes §3.3): 2 fine and 4 dense fields, 3 between each
// player's edge and the line of clusters: a fine field across the middle
// 10" from the centre line, a dense one towards each side, each quarter of
// the table holding one dense field and half a fine one.
func TakeAndHoldScenery() []Scenery {
	return withMirrors(fine(24, 14, 90), dense(10, 15, 90), dense(38, 13, 90))
}

// MoonshotScenery is the engine's debris for Moonshot ("0-2 Fine, 2-3
// Dense", battle notes §3.3): 2 dense fields, one 7.5" in from each side
// edge on the line through the Large Solid Object, clear of the 18"
// object of the variant too.
func MoonshotScenery() []Scenery {
	return withMirrors(dense(7.5, 24, 0))
}

// PowerGrabScenery is the engine's debris for Power Grab ("2-8 Fine, 6-10
// Dense", battle notes §3.3): 2 fine and 6 dense fields, two in each
// quarter of the table: a fine field 8" in from the west edge (and one
// from the east), and dense fields between the centre cluster and the
// north-west one, 6" from the south edge west of the middle and 6" from
// the north edge west of it (and their images turned through 180°).
func PowerGrabScenery() []Scenery {
	return withMirrors(fine(8, 22.5, 0), dense(20.5, 31.5, 90), dense(15, 7.5, 90), dense(20.5, 40.5, 90))
}
