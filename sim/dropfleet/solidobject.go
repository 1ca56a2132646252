package dropfleet

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// SolidObject is a Large Solid Object on the table (battle notes §3.3
// Moonshot, §4.3; rules notes §1): a disc of Diameter inches centred on
// Centre. It stands in High and Low Orbit, not in the Atmosphere (the
// engine's reading of "LSOs block fire on the same layer" and of the
// R17 scenery page, "occupy both High and Low Orbit"). What it does:
//   - a line of fire, of Active Scan or of launch that crosses it is
//     blocked (fire and scans) or destroyed (launch assets), unless it
//     runs from the Atmosphere to the Atmosphere;
//   - a ship in High or Low Orbit whose move runs over any part of it is
//     removed from play, no Catastrophic roll, its kill points counted
//     (battle notes §4.3, switch U-X4's default);
//   - nothing may be placed on it: a sector token, a station's stem, a
//     ship's start (the layout's and the fleets' checks).
type SolidObject struct {
	Centre   plane.Vec
	Diameter float64
}

// The diameters of Moonshot's object (battle notes §3.3): "one LSO 12"
// diameter", and 18" in the variant "Extra Large Solid Object".
const (
	LargeSolidObject      = 12
	ExtraLargeSolidObject = 18
)

// MoonshotSolidObject is the engine's Large Solid Object of Moonshot (the
// book map is not available): in the table's centre, which MoonshotLayout
// keeps clear, 18" across with the variant, else 12".
func MoonshotSolidObject(extraLarge bool) SolidObject {
	d := float64(LargeSolidObject)
	if extraLarge {
		d = ExtraLargeSolidObject
	}
	return SolidObject{Centre: plane.Vec{X: TableSize / 2, Y: TableSize / 2}, Diameter: d}
}

// Crosses reports whether the segment from a to b runs over any part of
// the object (its edge included).
func (o *SolidObject) Crosses(a, b plane.Vec) bool {
	return segmentDist(o.Centre, a, b) <= o.Diameter/2+moveEpsilon
}

// Clearance returns how far point p stands outside the object's edge
// (negative inside it).
func (o *SolidObject) Clearance(p plane.Vec) float64 { return p.Dist(o.Centre) - o.Diameter/2 }

// segmentDist returns the distance from point p to the segment a–b.
func segmentDist(p, a, b plane.Vec) float64 {
	d := b.Sub(a)
	t := 0.0
	if l := d.Dot(d); l > 0 {
		t = min(max(p.Sub(a).Dot(d)/l, 0), 1)
	}
	return p.Dist(a.Add(d.Scale(t)))
}

// solidLayer reports whether the objects stand in layer l: High and Low
// Orbit.
func solidLayer(l Layer) bool { return l == HighOrbit || l == LowOrbit }

// solidBetween reports whether a line from a in layer la to b in layer lb
// crosses a solid object in a layer it stands in: any line but one from
// the Atmosphere to the Atmosphere.
func (w *world) solidBetween(a plane.Vec, la Layer, b plane.Vec, lb Layer) bool {
	if !solidLayer(la) && !solidLayer(lb) {
		return false
	}
	for k := range w.solids {
		if w.solids[k].Crosses(a, b) {
			return true
		}
	}
	return false
}

// SolidBetween reports whether a Large Solid Object blocks the line from
// a in layer la to b in layer lb (SolidObject): what the players ask to
// steer around them.
func (s *State) SolidBetween(a plane.Vec, la Layer, b plane.Vec, lb Layer) bool {
	return s.battle.world.solidBetween(a, la, b, lb)
}

// LaunchBlocked reports whether a Large Solid Object stands on the
// straight line from carrier i to ship t: tokens launched along it are all
// destroyed (launchLine), so the players send them elsewhere.
func (s *State) LaunchBlocked(i, t int) bool {
	return s.battle.world.solidBetween(s.Ships[i].Pos, s.Ships[i].Layer, s.Ships[t].Pos, s.Ships[t].Layer)
}

// StationLaunchBlocked reports whether a Large Solid Object stands on the
// line from carrier i to station st, on a layer it blocks: tokens
// launched at the station along it would all be destroyed (battle notes
// §2.2 step 4), so a player sends none.
func (s *State) StationLaunchBlocked(i, st int) bool {
	at := &s.Model.Battle.Stations[st]
	return s.battle.world.solidBetween(s.Ships[i].Pos, s.Ships[i].Layer, at.At, at.Layer)
}

// solidMoved removes ship i, in High or Low Orbit, when its move from
// from through mid to where it stands now ran over a solid object
// (battle notes §4.3: "ship or token moving over an LSO" is removed
// without a Catastrophic roll).
func (s *State) solidMoved(i int, from, mid plane.Vec) {
	sh := &s.Ships[i]
	if sh.Hull <= 0 || !solidLayer(sh.Layer) {
		return
	}
	for k := range s.battle.world.solids {
		if o := &s.battle.world.solids[k]; o.Crosses(from, mid) || o.Crosses(mid, sh.Pos) {
			s.removeFromPlay(i) // removal.go (U-X4)
			if s.rec.On() {
				s.rec.Logf("%s runs into the Large Solid Object and is lost", s.Model.Ships[i].ID)
				s.toldDestroyed(i, "large solid object")
			}
			return
		}
	}
}

// launchLine returns how many of n launch assets from ship i reach point
// to in layer lt: a line across a solid object destroys them all ("line
// crosses an LSO on the same layer: destroyed", battle notes §2.2 step 4),
// and each debris field crossed rolls for them (world.launchLosses). Every
// launch asset flies it: Dropships and Bulk Landers to their sector or
// station (landing.go, station.go), Fighters, Bombers, Torpedoes and Fire
// Ships to their ship (launch.go), the step's "straight line, carrier to
// target".
func (s *State) launchLine(i int, to plane.Vec, lt Layer, n int, r *sim.Stream) int {
	if !s.battle.world.on {
		return n
	}
	from := s.Ships[i].Pos
	if s.battle.world.solidBetween(from, s.Ships[i].Layer, to, lt) {
		if s.rec.On() {
			s.rec.Logf("%s's %d launch assets fly into the Large Solid Object", s.Model.Ships[i].ID, n)
		}
		return 0
	}
	return n - s.battle.world.launchLosses(from, s.Ships[i].Layer, to, lt, n, s.Model.Rules.Launch.SameLayerScenery, r)
}
