package dropfleet

import (
	"fmt"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Landing is where a carrier's landers go and what they deliver: a sector
// of a cluster, and the token each asset carries.
type Landing struct {
	Cluster, Sector int
	// Token is what each asset delivers: a Dropship one Infantry or one
	// Armour; a Bulk Lander three Infantry or one Defence Battery.
	Token GroundKind
	// Station, when not 0, lands on station Station−1 instead of a
	// sector (station.go).
	Station int
}

// NoLanding is a Landing that launches nothing.
var NoLanding = Landing{Cluster: -1, Sector: -1}

// landerRange is how far from its carrier a lander may land: Dropships 3",
// Bulk Landers 6" (battle notes §2.2), measured to the sector token's
// nearest edge.
func landerRange(k LaunchKind) float64 {
	if k == Dropships {
		return 3
	}
	return 6
}

// landerLayerOK reports whether a carrier in layer l may launch landers of
// kind k at a sector: Dropships only from the Atmosphere, Bulk Landers
// from Low Orbit or the Atmosphere (battle notes §2.2).
func landerLayerOK(k LaunchKind, l Layer) bool {
	if k == Dropships {
		return l == Atmosphere
	}
	return l == LowOrbit || l == Atmosphere
}

// CanLand reports whether ship i may launch its landers of kind k at
// sector sec of cluster c now: on the table, its latest order one that
// may launch, not under Weapons Offline (launchoffline.go), in a layer the
// landers leave from, and the sector, not in ruins, within their range. No
// sector of the cluster The Anomaly replaced may be landed on: it is not on
// the table (battle notes §3.3).
func (s *State) CanLand(i int, k LaunchKind, c, sec int) bool {
	g := s.Model
	if c < 0 || c >= len(g.Battle.Clusters) || sec < 0 || sec >= len(g.Battle.Clusters[c].Sectors) ||
		s.battle.anomaly.on && c == s.battle.anomaly.replaced {
		return false
	}
	sh := &s.Ships[i]
	if !s.launchOpportunity(i) || s.launchOffline(i) || !landerLayerOK(k, sh.Layer) ||
		g.Ships[i].Profile.LaunchValue(k) == 0 || s.battle.clusters[c].Sectors[sec].Ruined {
		return false
	}
	return sh.Pos.Dist(g.Battle.Clusters[c].Sectors[sec].At)-SectorRadius <= landerRange(k)+moveEpsilon
}

// launchLanders plays the landers' part of Roundup step 2 (battle notes
// §2.2): Dropships, then Bulk Landers, last of the types ("Torpedoes →
// Bombers & Fire Ships → Fighters → Dropships & Bulk Landers"; the others
// are launchAssets'). Players pick groups in turn, the lower initiative
// first; every ship of the group that may launch asks its player where its
// landers go (LandingDecision) and gains a Minor Spike for launching.
// Landers arriving in a cluster holding an enemy Battery roll
// LandingLosses, one die per ground token delivered (U-G2).
func (s *State) launchLanders(r *sim.Stream) {
	g := s.Model
	for _, k := range [...]LaunchKind{Dropships, BulkLanders} {
		s.pickGroups(func(p, from int) int { return s.nextCarrierGroup(p, k, &from) }, func(gi int) {
			for _, i := range g.Groups[gi].Ships {
				s.land(i, k, r)
			}
		})
	}
}

// nextCarrierGroup returns player p's next group, from *from on, with a
// ship that carries landers of kind k, or -1; it moves *from past it.
func (s *State) nextCarrierGroup(p int, k LaunchKind, from *int) int {
	g := s.Model
	for ; *from < len(g.Groups); *from++ {
		gi := *from
		bg := g.Groups[gi].Battlegroup
		if g.Battlegroups[bg].Fleet%Players != p || g.Ships[g.Groups[gi].Ships[0]].Profile.LaunchValue(k) == 0 {
			continue
		}
		*from++
		return gi
	}
	return -1
}

// land asks ship i's player where its landers of kind k go, and lands them
// (none once its Limited (X) launches are used up, launchlimit.go, nor
// under Weapons Offline, launchoffline.go, nor when the fire ships of a
// value they share took it all, launchshared.go).
func (s *State) land(i int, k LaunchKind, r *sim.Stream) {
	g := s.Model
	if !s.OnTable(i) || !s.landersLeave(i, k) || !s.Ships[i].Order.rule().Launch || s.limitReached(i, k) || s.launchOffline(i) || // launchoffline.go
		s.TokensLeft(i, k) == 0 {
		return
	}
	p := g.Ships[i].Fleet % Players
	var l Landing
	if d := s.players[g.Ships[i].Fleet].Landing; d != nil {
		l = d.Land(s, i, k, r)
	} else {
		l = NearestSector{}.Land(s, i, k, r)
	}
	if l.Station > 0 {
		s.landOnStation(i, k, l, r)
		return
	}
	if l.Cluster < 0 || !s.CanLand(i, k, l.Cluster, l.Sector) || k == Dropships && l.Token == GroundBattery {
		if l.Cluster >= 0 {
			s.Illegal++
		}
		return
	}
	assets := s.TokensLeft(i, k) // launchshared.go
	s.drawShared(i, k, assets)
	assets = s.launchLine(i, g.Battle.Clusters[l.Cluster].Sectors[l.Sector].At, Atmosphere, assets, r) // debris and solid objects on the landers' line (solidobject.go)
	tokens := assets
	if k == BulkLanders && l.Token == GroundInfantry {
		tokens = 3 * assets
	}
	if k == BulkLanders && l.Token == GroundArmour {
		s.Illegal++ // a Bulk Lander carries Infantry or a Battery
		return
	}
	lost := 0
	if s.enemyBattery(p, l.Cluster) {
		lost = s.landingLosses(assets, tokens, k == Dropships, r) // U-G2 (scoring.go)
	}
	s.battle.clusters[l.Cluster].Sectors[l.Sector].Tokens[p][l.Token] += tokens - lost
	s.launched(i, k)
	if s.rec.On() {
		s.rec.Logf("%s launches %d %s at sector %d of %s: %d %s land, %d shot down", g.Ships[i].ID, assets, k, l.Sector+1,
			g.Battle.Clusters[l.Cluster].Name, tokens-lost, l.Token, lost)
		s.rec.Event(LaunchEvent{Turn: s.Turn, Ship: g.Ships[i].ID, Kind: k, Tokens: assets, Target: fmt.Sprintf("sector %d of %s", l.Sector+1, g.Battle.Clusters[l.Cluster].Name),
			Range: s.Ships[i].Pos.Dist(g.Battle.Clusters[l.Cluster].Sectors[l.Sector].At)})
	}
}

// MayLandOnSector reports whether ship i may land its landers of kind k
// on some sector now (CanLand): where the default landing decision,
// NearestSector, lands them.
func (s *State) MayLandOnSector(i int, k LaunchKind) bool {
	g := s.Model
	for c := range g.Battle.Clusters {
		for sec := range g.Battle.Clusters[c].Sectors {
			if s.CanLand(i, k, c, sec) {
				return true
			}
		}
	}
	return false
}

// enemyBattery reports whether cluster c holds a Battery of p's enemy.
func (s *State) enemyBattery(p, c int) bool {
	for k := range s.battle.clusters[c].Sectors {
		if s.battle.clusters[c].Sectors[k].Tokens[1-p][GroundBattery] > 0 {
			return true
		}
	}
	return false
}

// NearestSector is the default LandingDecision: among the sectors the
// carrier may land at now, one its player does not hold, where its troops
// would tip the balance most cheaply (fewest enemy troops), the nearest
// first; else one it holds by the smallest margin. A sector is held by
// strictly more Infantry and Armour tokens than the opponent's (battle
// notes §2.1), so the fewer enemy troops a sector holds, the surer the
// landing is to hold it after the ground combat and the fewer tokens it
// loses there: an empty sector is held at once, while troops landed on a
// strongly held one may not hold it at all. (It landed on the unheld
// sector with the most enemy troops until issue 31 item 5.) Dropships carry
// Armour, Bulk Landers Infantry. Of two as good (within moveEpsilon), the
// first in the player's own view (OwnSideFirst), not the first in the layout:
// a carrier between two sectors lands where its mirror image on the other
// side of the table does.
type NearestSector struct{}

// Land implements LandingDecision.
func (NearestSector) Land(s *State, i int, k LaunchKind, _ *sim.Stream) Landing {
	g := s.Model
	p := g.Ships[i].Fleet % Players
	best, bestKey, bestAt := NoLanding, 1e18, plane.Vec{}
	for c := range g.Battle.Clusters {
		for sec := range g.Battle.Clusters[c].Sectors {
			if !s.CanLand(i, k, c, sec) {
				continue
			}
			st := &s.battle.clusters[c].Sectors[sec]
			at := g.Battle.Clusters[c].Sectors[sec].At
			key := 100*float64(st.troops(1-p)) + s.Ships[i].Pos.Dist(at) // not held: fewest enemy troops, then nearest
			if margin := st.troops(p) - st.troops(1-p); margin > 0 {
				key = 1e6 + 100*float64(margin) + s.Ships[i].Pos.Dist(at) // held: the smallest margin
			}
			if key < bestKey-moveEpsilon || key <= bestKey+moveEpsilon && s.OwnSideFirst(p, at, bestAt) {
				best, bestKey, bestAt = Landing{Cluster: c, Sector: sec}, key, at
			}
		}
	}
	if best.Cluster >= 0 && k == Dropships {
		best.Token = GroundArmour
	}
	return best
}
