package policies

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Bombard is the sector-fire decision of the battle styles (battle notes
// §4.1): a ship with a Bombardment weapon that reaches a sector holding
// enemy Infantry or Armour fires at the one holding most of them (the
// first in its player's own view among equals, dropfleet.State.OwnSideFirst, so
// that a mirror-image position gets the mirror-image choice), to kill them
// with collateral damage and take their hold away; it never fires at a
// sector without enemy troops, so it spares the objectives nobody holds. An Attrition player
// bombards only when no enemy ship is in reach (NearestInReach): ships
// come first. Ships without a Bombardment weapon never fire at sectors.
type Bombard struct{ Attrition bool }

// SectorTarget implements dropfleet.SectorFireDecision.
func (b Bombard) SectorTarget(s *dropfleet.State, i int, _ dropfleet.Order, r *sim.Stream) dropfleet.SectorRef {
	ws := s.Model.Ships[i].Profile.Weapons
	bombs := false
	for k := range ws {
		bombs = bombs || ws[k].Bombard
	}
	if !bombs || s.Ships[i].Layer != dropfleet.LowOrbit {
		return dropfleet.NoSector
	}
	if b.Attrition && (NearestInReach{}).Target(s, i, r) >= 0 {
		return dropfleet.NoSector
	}
	p := s.Model.Ships[i].Fleet % dropfleet.Players
	best, most, bestAt := dropfleet.NoSector, 0, plane.Vec{}
	for c, cl := range s.Clusters() {
		for k := range cl.Sectors {
			n := troops(&cl.Sectors[k], 1-p)
			at := s.Model.Battle.Clusters[c].Sectors[k].At
			if n == 0 || n < most || n == most && !s.OwnSideFirst(p, at, bestAt) {
				continue
			}
			ref := dropfleet.SectorRef{Cluster: c, Sector: k}
			if anyWeapon(ws, func(w *dropfleet.Weapon) bool { return w.Bombard && s.CanTargetSector(i, w, ref) }) {
				best, most, bestAt = ref, n, at
			}
		}
	}
	return best
}

// anyWeapon reports whether one of ws passes can.
func anyWeapon(ws []dropfleet.Weapon, can func(*dropfleet.Weapon) bool) bool {
	for w := range ws {
		if can(&ws[w]) {
			return true
		}
	}
	return false
}

// StationFire is the station-fire decision of the battle styles (battle
// notes §4.4): a ship fires at a space station with enemy ground tokens
// aboard, the one with most of them, when one of its weapons reaches it
// (to kill them with collateral damage or destroy the station with
// them; of two with as many, the first in its player's own view); an
// Attrition player only when no enemy ship is in reach.
type StationFire struct{ Attrition bool }

// StationTarget implements dropfleet.StationFireDecision.
func (f StationFire) StationTarget(s *dropfleet.State, i int, _ dropfleet.Order, r *sim.Stream) int {
	stations := s.Stations()
	if len(stations) == 0 || f.Attrition && (NearestInReach{}).Target(s, i, r) >= 0 {
		return -1
	}
	p := s.Model.Ships[i].Fleet % dropfleet.Players
	ws := s.Model.Ships[i].Profile.Weapons
	best, most := -1, 0
	for k := range stations {
		n := 0
		for _, c := range stations[k].Ground.Tokens[1-p] {
			n += c
		}
		if n == 0 || n < most || n == most && !s.OwnSideFirst(p, s.Model.Battle.Stations[k].At, s.Model.Battle.Stations[best].At) {
			continue
		}
		if anyWeapon(ws, func(w *dropfleet.Weapon) bool { return s.CanTargetStation(i, w, k) }) {
			best, most = k, n
		}
	}
	return best
}

// StationLanding is the landing decision of the battle styles: a carrier
// in reach of a space station its player does not control lands there
// (Dropships Armour, Bulk Landers Infantry), the nearest first (of two as
// near, the first in its player's own view); else it lands as
// dropfleet.NearestSector chooses.
type StationLanding struct{}

// stationLandingLands reports whether StationLanding would land carrier
// i's landers of kind k now: on a station its player does not control, else
// on a sector (dropfleet.NearestSector's choice).
func stationLandingLands(s *dropfleet.State, i int, k dropfleet.LaunchKind) bool {
	p := s.Model.Ships[i].Fleet % dropfleet.Players
	for st := range s.Stations() {
		if s.StationController(st) != p && s.CanLandOnStation(i, k, st) {
			return true
		}
	}
	return s.MayLandOnSector(i, k)
}

// Land implements dropfleet.LandingDecision.
func (StationLanding) Land(s *dropfleet.State, i int, k dropfleet.LaunchKind, r *sim.Stream) dropfleet.Landing {
	p := s.Model.Ships[i].Fleet % dropfleet.Players
	best, bestD := -1, 0.0
	for st := range s.Stations() {
		at := s.Model.Battle.Stations[st].At
		d := s.Ships[i].Pos.Dist(at)
		if s.StationController(st) != p && (best < 0 || d < bestD-tieDistance ||
			d <= bestD+tieDistance && s.OwnSideFirst(p, at, s.Model.Battle.Stations[best].At)) && s.CanLandOnStation(i, k, st) {
			best, bestD = st, d
		}
	}
	if best < 0 {
		return dropfleet.NearestSector{}.Land(s, i, k, r)
	}
	l := dropfleet.Landing{Cluster: -1, Sector: -1, Station: best + 1, Token: dropfleet.GroundInfantry}
	if k == dropfleet.Dropships {
		l.Token = dropfleet.GroundArmour
	}
	return l
}
