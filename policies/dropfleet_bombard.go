package policies

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/dropfleet"
)

// Bombard is the sector-fire decision of the battle styles (battle notes
// §4.1): a ship with a Bombardment weapon that reaches a sector holding
// enemy Infantry or Armour fires at the one holding most of them (the
// first in layout order among equals), to kill them with collateral damage
// and take their hold away; it never fires at a sector without enemy
// troops, so it spares the objectives nobody holds. An Attrition player
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
	enemy := 1 - s.Model.Ships[i].Fleet%dropfleet.Players
	best, most := dropfleet.NoSector, 0
	for c, cl := range s.Clusters() {
		for k := range cl.Sectors {
			n := troops(&cl.Sectors[k], enemy)
			if n <= most {
				continue
			}
			ref := dropfleet.SectorRef{Cluster: c, Sector: k}
			for w := range ws {
				if ws[w].Bombard && s.CanTargetSector(i, &ws[w], ref) {
					best, most = ref, n
					break
				}
			}
		}
	}
	return best
}
