package dropfleet

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/internal/names"
)

// GroundKind is a kind of ground asset token (battle notes §2.1 b).
type GroundKind uint8

// The ground asset tokens.
const (
	GroundInfantry GroundKind = iota
	GroundArmour
	GroundBattery
	groundKinds
)

var groundKindNames = []string{"infantry", "armour", "battery"}

// String returns "infantry", "armour" or "battery".
func (k GroundKind) String() string { return groundKindNames[k] }

// groundProfile is what a token rolls: its save against ground-combat hits,
// its save against bombardment and collateral, and its attack dice.
var groundProfile = [groundKinds]struct{ groundSave, bombardSave, attack int }{
	GroundInfantry: {5, 3, 1},
	GroundArmour:   {3, 5, 3},
	GroundBattery:  {3, 3, 0},
}

// GroundHitOn is the roll a ground-combat attack die needs to hit (battle
// notes §2.1 d: "each 4+ = 1 damage").
const GroundHitOn = 4

// SectorType is a kind of sector (battle notes §1.4).
type SectorType uint8

// The sector types.
const (
	Commercial SectorType = iota
	Industrial
	Military
	OrbitalDefence
	PowerPlant
	CommsStation
	sectorTypes
)

var sectorTypeNames = []string{"commercial", "industrial", "military", "orbital-defence", "power-plant", "comms-station"}

// String returns the type's scenario name, such as "power-plant".
func (t SectorType) String() string { return sectorTypeNames[t] }

// ParseSectorType parses a sector type's scenario name.
func ParseSectorType(s string) (SectorType, error) {
	i, err := names.Index("sector type", s, sectorTypeNames)
	return SectorType(i), err
}

// SectorProfile is a sector type's Hull, Armour save and objective value.
type SectorProfile struct{ Hull, Armour, Value int }

var sectorProfiles = [sectorTypes]SectorProfile{
	Commercial:     {8, 4, 1},
	Industrial:     {4, 4, 2},
	Military:       {4, 3, 1},
	OrbitalDefence: {6, 3, 1},
	PowerPlant:     {6, 4, 4},
	CommsStation:   {4, 5, 1},
}

// Profile returns the type's Hull, Armour and value (battle notes §1.4).
func (t SectorType) Profile() SectorProfile { return sectorProfiles[t] }

// Sector is one sector of a cluster in play: its type, Hull left, whether it
// is in ruins, and each player's ground tokens in it.
type Sector struct {
	Type   SectorType
	Hull   int
	Ruined bool
	Tokens [Players][groundKinds]int
}

// troops counts player p's Infantry and Armour in the sector: the tokens
// that hold and contest (Batteries do not).
func (s *Sector) troops(p int) int {
	return s.Tokens[p][GroundInfantry] + s.Tokens[p][GroundArmour]
}

// tokens counts all of player p's tokens in the sector.
func (s *Sector) tokens(p int) int {
	return s.troops(p) + s.Tokens[p][GroundBattery]
}

// Contested reports a sector where both players have ground assets: one
// that fights a round of ground combat in the Roundup (battle notes §2.1 d).
func (s *Sector) Contested() bool { return s.tokens(0) > 0 && s.tokens(1) > 0 }

// Holder returns the player holding the sector, one with strictly more
// Infantry and Armour tokens there than the other, or -1 (battle notes
// §2.1 e).
func (s *Sector) Holder() int {
	switch a, b := s.troops(0), s.troops(1); {
	case a > b:
		return 0
	case b > a:
		return 1
	}
	return -1
}

// value returns the sector's objective value: none once in ruins (battle
// notes §2.1 e).
func (s *Sector) value() int {
	if s.Ruined {
		return 0
	}
	return s.Type.Profile().Value
}

// HitOrder is the order in which a player gives ground-combat hits to enemy
// tokens: the spread-evenly rule decides how many each token takes, the
// order decides which tokens take the first, and the extra, hits.
type HitOrder [groundKinds]GroundKind

// DefaultHitOrder gives hits first to Infantry (which holds sectors and
// saves worst, on 5+), then Armour, then Batteries.
var DefaultHitOrder = HitOrder{GroundInfantry, GroundArmour, GroundBattery}

// spread deals hits to enemy tokens evenly (battle notes §2.1 d: "every
// enemy token must get 1 point before any gets a 2nd"): it returns, per
// kind, how many tokens take base+1 hits, and base, the hits every token
// takes.
func spread(hits int, enemy [groundKinds]int, order HitOrder) (extra [groundKinds]int, base int) {
	n := enemy[0] + enemy[1] + enemy[2]
	if n == 0 {
		return extra, 0
	}
	base, left := hits/n, hits%n
	for _, k := range order {
		e := min(left, enemy[k])
		extra[k], left = e, left-e
	}
	return extra, base
}

// survivors rolls the saves of count tokens of kind k that take hits hits
// each, and returns how many pass every save.
func survivors(count, hits, save int, r *sim.Stream) int {
	left := 0
	for range count {
		ok := true
		for range hits {
			if r.D6() < save {
				ok = false
			}
		}
		if ok {
			left++
		}
	}
	return left
}

// GroundFight fights one round of ground combat in a contested sector
// (battle notes §2.1 d): both players roll a die per Attack of their tokens
// there, each 4+ a hit; each spreads its hits over the enemy tokens evenly,
// in its HitOrder; every hit is saved with the token's ground-combat save;
// a token that fails a save is removed, both sides' removals at once. No
// criticals.
func (s *Sector) GroundFight(order [Players]HitOrder, r *sim.Stream) {
	var hits [Players]int
	for p := range Players {
		dice := 0
		for k := range groundKinds {
			dice += s.Tokens[p][k] * groundProfile[k].attack
		}
		for range dice {
			if r.D6() >= GroundHitOn {
				hits[p]++
			}
		}
	}
	var after [Players][groundKinds]int
	for p := range Players {
		enemy := 1 - p
		extra, base := spread(hits[p], s.Tokens[enemy], order[p])
		for k := range groundKinds {
			save := groundProfile[k].groundSave
			n := s.Tokens[enemy][k]
			after[enemy][k] = survivors(extra[k], base+1, save, r) + survivors(n-extra[k], base, save, r)
		}
	}
	s.Tokens = after
}

// ClusterSize is a standard cluster size (battle notes §1.4).
type ClusterSize uint8

// The cluster sizes, with 2, 3 and 4 sectors.
const (
	SmallCluster ClusterSize = iota
	MediumCluster
	LargeCluster
)

// clusterVP are the Hold and Contest victory points of each size.
var clusterVP = [...]struct{ hold, contest int }{
	SmallCluster:  {2, 0},
	MediumCluster: {3, 1},
	LargeCluster:  {4, 2},
}

// Cluster is a cluster of sectors in play.
type Cluster struct {
	Size    ClusterSize
	Sectors []Sector
}

// Holder returns the player holding the cluster: strictly more total value
// of held sectors than the other, or -1 (battle notes §2.1 e).
func (c *Cluster) Holder() int {
	var v [Players]int
	for i := range c.Sectors {
		if h := c.Sectors[i].Holder(); h >= 0 {
			v[h] += c.Sectors[i].value()
		}
	}
	switch {
	case v[0] > v[1]:
		return 0
	case v[1] > v[0]:
		return 1
	}
	return -1
}

// Contests reports whether player p contests the cluster: it holds a
// sector in it that is not in ruins (battle notes §2.1 e: "tokens alone are
// not enough"; ruins have no objective value, so an engine choice reads
// them as contesting nothing).
func (c *Cluster) Contests(p int) bool {
	for i := range c.Sectors {
		if c.Sectors[i].Holder() == p && !c.Sectors[i].Ruined {
			return true
		}
	}
	return false
}

// Score returns the victory points each player scores for the cluster
// under Standard Scoring (battle notes §3.1): the holder its Hold VP; a
// player who contests without holding, the Contest VP.
func (c *Cluster) Score() [Players]int {
	var vp [Players]int
	h := c.Holder()
	for p := range Players {
		switch {
		case p == h:
			vp[p] = clusterVP[c.Size].hold
		case c.Contests(p):
			vp[p] = clusterVP[c.Size].contest
		}
	}
	return vp
}
