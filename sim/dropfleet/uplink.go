package dropfleet

// UplinkScan is the Scan, in inches, a Comms Station sector's Scanner
// Uplink gives every ship of the player holding it: "every ship/asset of
// the holder +3\" Scan, cumulative per such sector held" (battle notes
// §4.1). Launch assets reach by Thrust and have no Scan; sectors and
// stations fire with their own Scan, so only ships gain it.
const UplinkScan = 3

// uplinkSectors returns the Comms Station sectors of battle b, in layout
// order: the sectors whose holding gives Scanner Uplink.
func uplinkSectors(b *Game) []SectorRef {
	var refs []SectorRef
	for c := range b.Clusters {
		for k, sec := range b.Clusters[c].Sectors {
			if sec.Type == CommsStation {
				refs = append(refs, SectorRef{Cluster: c, Sector: k})
			}
		}
	}
	return refs
}

// uplinkScan returns the Scan ship i gains from its player's Scanner
// Uplinks (0 outside a battle): a per-player figure, updated when the
// Comms Stations' holders may change (updateUplink), not worked out per
// shot.
func (s *State) uplinkScan(i int) float64 {
	return s.battle.uplink[s.Model.Ships[i].Fleet%Players]
}

// UplinkBonus returns the Scan, in inches, every ship of player p gains
// now from the Comms Station sectors p holds (battle notes §4.1).
func (s *State) UplinkBonus(p int) int { return int(s.battle.uplink[p%Players]) }

// sectorsChanged is called where the ground tokens in the sectors may
// have changed outside the ground step (a landing, a bombardment): under
// U-S9's default the Scanner Uplink follows the holders at once; under
// Rules.UplinkAtGroundStep it waits for the end of the ground step.
func (s *State) sectorsChanged() {
	if !s.Model.Rules.UplinkAtGroundStep {
		s.updateUplink()
	}
}

// updateUplink works out each player's Scanner Uplink from the Comms
// Station sectors it holds now (Sector.Holder): UplinkScan for each one.
// A Comms Station in ruins gives none, as a Military sector in ruins
// fires no Defence Weapons (sectorweapons.go).
func (s *State) updateUplink() {
	var held [Players]int
	for _, ref := range s.battle.uplinks {
		sec := s.sector(ref)
		if h := sec.Holder(); h >= 0 && !sec.Ruined {
			held[h]++
		}
	}
	for p := range Players {
		bonus := float64(UplinkScan * held[p])
		if bonus != s.battle.uplink[p] && s.rec.On() {
			s.rec.Logf("%s's Scanner Uplink: +%d\" Scan (%d Comms Station sector(s) held)", s.Model.Fleets[p].Name, UplinkScan*held[p], held[p])
		}
		s.battle.uplink[p] = bonus
	}
}
