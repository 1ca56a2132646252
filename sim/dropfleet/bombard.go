package dropfleet

import (
	"fmt"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// SectorRef names one sector on the table: a cluster of the battle's
// layout and a sector of it.
type SectorRef struct{ Cluster, Sector int }

// NoSector is the SectorRef of no sector: a ship that fires at none.
var NoSector = SectorRef{Cluster: -1, Sector: -1}

// valid reports whether ref names a sector of the battle's layout.
func (s *State) validSector(ref SectorRef) bool {
	b := s.Model.Battle
	return b != nil && ref.Cluster >= 0 && ref.Cluster < len(b.Clusters) &&
		ref.Sector >= 0 && ref.Sector < len(b.Clusters[ref.Cluster].Sectors)
}

// sector returns the sector ref names, in play.
func (s *State) sector(ref SectorRef) *Sector {
	return &s.battle.clusters[ref.Cluster].Sectors[ref.Sector]
}

// CanTargetSector reports whether ship i may fire weapon w at a sector
// (battle notes §4.1): "Any weapon may target a Sector, but only from Low
// Orbit, and only if that Sector holds no friendly ground assets"; range
// is the firer's Scan alone, to the sector token's nearest edge, less the
// debris the line crosses (scenery.go); the weapon's arc is needed; Close
// Action weapons "cannot fire into Atmosphere, so cannot hit sectors".
// Bombardment weapons fire at sectors only, also from Low Orbit.
func (s *State) CanTargetSector(i int, w *Weapon, ref SectorRef) bool {
	if !s.validSector(ref) || !s.OnTable(i) || w.CloseAction || s.Ships[i].Layer != LowOrbit {
		return false
	}
	if s.sector(ref).tokens(s.Model.Ships[i].Fleet%Players) > 0 {
		return false
	}
	at := s.Model.Battle.Clusters[ref.Cluster].Sectors[ref.Sector].At
	sh := &s.Ships[i]
	scan, ok := s.scanThrough(i, at, Atmosphere)
	if !ok || sh.Pos.Dist(at)-SectorRadius > scan+moveEpsilon {
		return false
	}
	return w.Arc.Contains(Relative(sh.Heading, Bearing(sh.Pos, at)))
}

// scanThrough returns ship i's Scan towards point at in layer l (1" when
// crippled so), less the scenery between them, and false when debris
// obscures it or a Large Solid Object blocks it (solidobject.go).
func (s *State) scanThrough(i int, at plane.Vec, l Layer) (float64, bool) {
	scan := float64(s.Model.Ships[i].Profile.Scan) + s.uplinkScan(i) // Scanner Uplink (uplink.go)
	if s.Ships[i].Cripples&CrippleScanOne != 0 {
		scan = 1 // crippled: "Scan 1""
	}
	if !s.battle.world.on {
		return scan, true
	}
	if s.battle.world.solidBetween(s.Ships[i].Pos, s.Ships[i].Layer, at, l) {
		return 0, false
	}
	scan, _, ok := s.battle.world.through(s.Ships[i].Pos, at, scan)
	return scan, ok
}

// lockAtSector returns weapon w's Lock and critical threshold against a
// sector (battle notes §4.1): a Bombardment weapon keeps its printed Lock
// ("no layer/atmosphere Lock penalty, so printed Lock stands and criticals
// (Lock+2) are possible"); any other fires into the Atmosphere at 6+, and
// cannot crit there. Debris crossed adds its Lock penalty (extra).
func lockAtSector(w *Weapon, extra int) (lock, critAt int) {
	lock = 6
	if w.Bombard {
		lock = w.Lock
	}
	lock = ClampLock(lock + extra)
	return lock, lock + 2
}

// FireAtSector fires ship i's weapon systems at sector ref under order
// (battle notes §4.1), as many systems as the order fires (the ones
// expected to deal most first, Linked weapons with their system, one of
// each Alt set), every weapon that can target the sector. It returns the
// systems fired.
func (s *State) FireAtSector(i int, ref SectorRef, order Order, r *sim.Stream) int {
	extra := 0
	if s.battle.world.on {
		at := s.Model.Battle.Clusters[ref.Cluster].Sectors[ref.Sector].At
		_, extra, _ = s.battle.world.through(s.Ships[i].Pos, at, 0)
	}
	return s.fireSystems(i, order, r,
		func(w *Weapon) bool { return s.CanTargetSector(i, w, ref) },
		func(w *Weapon) (int, int) { return lockAtSector(w, extra) },
		func(w *Weapon, st strike) {
			if s.rec.On() {
				s.rec.Logf("%s fires %s at %s sector %d (%s): %d hits (%d critical)", s.Model.Ships[i].ID, w.Name,
					s.Model.Battle.Clusters[ref.Cluster].Name, ref.Sector+1, s.sector(ref).Type, st.hits, st.crits)
				s.rec.Event(GroundShotEvent{Turn: s.Turn, Ship: s.Model.Ships[i].ID, Weapon: w.Name, Target: fmt.Sprintf("%s sector %d", s.Model.Battle.Clusters[ref.Cluster].Name, ref.Sector+1), Hits: st.hits})
			}
			s.DamageSector(ref, st.normal, st.crit, s.Model.Ships[i].Fleet%Players, r)
			s.sectorsChanged() // collateral and ruins may change who holds a Comms Station (uplink.go)
		})
}

// fireSystems fires ship i's weapon systems that can reach a target other
// than a ship (a sector, a station) under order: as many systems as the
// order fires, the ones expected to deal most first (Linked weapons with
// their system, one of each Alt set), Close Action weapons in addition;
// each weapon's attack is rolled at the Lock lockOf gives and handed to
// hit. Bloom spikes the firer. It returns the systems fired, each Close
// Action weapon counted as one.
func (s *State) fireSystems(i int, order Order, r *sim.Stream, can func(*Weapon) bool, lockOf func(*Weapon) (int, int), hit func(*Weapon, strike)) int {
	systems := orderRules[order].WeaponSystems
	ws := s.Model.Ships[i].Profile.Weapons
	var cand [maxWeapons]int
	var value [maxWeapons]float64
	n := 0
	for k := range min(len(ws), maxWeapons) {
		if can(&ws[k]) {
			lock, _ := lockOf(&ws[k])
			cand[n], value[n] = k, ws[k].Attacks.Mean()*float64(7-lock)/6*ws[k].Damage.Mean()
			n++
		}
	}
	for a := 1; a < n; a++ { // most expected damage first, stable
		for b := a; b > 0 && value[b] > value[b-1]; b-- {
			cand[b], cand[b-1], value[b], value[b-1] = cand[b-1], cand[b], value[b-1], value[b]
		}
	}
	fired, closeFired := 0, 0
	var altFired [10]bool
	linked := 0
	for _, k := range cand[:n] {
		w := &ws[k]
		if !w.CloseAction && systems != AllWeapons && fired >= systems && (linked == 0 || w.Linked != linked) {
			continue
		}
		if alt := w.Alt; alt > 0 && alt < len(altFired) {
			if altFired[alt] {
				continue
			}
			altFired[alt] = true
		}
		if w.CloseAction {
			closeFired++
		} else if linked == 0 || w.Linked != linked {
			fired++
			linked = w.Linked
		}
		lock, critAt := lockOf(w)
		st := s.rollAt(w, lock, critAt, order == WeaponsFree, r)
		if w.Bloom {
			s.AddSpike(i, MinorSpike)
		}
		hit(w, st)
	}
	return fired + closeFired
}

// BombardHitOrder is the order in which bombardment's collateral damage
// goes to ground tokens after the spread-evenly rule: Armour first (it
// saves on 5+ against bombardment), then Infantry, then Batteries (3+).
var BombardHitOrder = HitOrder{GroundArmour, GroundInfantry, GroundBattery}

// DamageSector deals normal and critical damage points to sector ref
// from player attacker (battle notes §4.1): one save a normal point with
// the sector's Armour, none against a critical one; the unsaved points
// come off its Hull (U-G7: every point under CollateralBeforeSaves) and
// each inflicts collateral damage on the ground tokens in it
// (Collateral). A sector brought to 0 Hull becomes ruins (Ruin); a ruin
// takes no Hull loss but still suffers collateral.
func (s *State) DamageSector(ref SectorRef, normal, crit, attacker int, r *sim.Stream) {
	sec := s.sector(ref)
	saved := rollSaves(r, normal, sec.Type.Profile().Armour)
	unsaved := normal - saved + crit
	coll, collCrit := unsaved, crit
	if s.Model.Rules.CollateralBeforeSaves {
		coll = normal + crit
	}
	if coll > 0 {
		s.Collateral(sec, coll, collCrit, attacker, r)
	}
	if sec.Ruined || unsaved == 0 {
		return
	}
	sec.Hull = max(0, sec.Hull-unsaved)
	if s.rec.On() {
		s.rec.Logf("%s sector %d (%s): %d damage after saves, Hull %d left", s.Model.Battle.Clusters[ref.Cluster].Name, ref.Sector+1, sec.Type, unsaved, sec.Hull)
	}
	if sec.Hull == 0 {
		s.Ruin(ref, attacker, r)
	}
}

// Collateral deals points of collateral damage (crit of them from critical
// hits) to the ground tokens in sec (battle notes §4.1): "attacker
// allocating evenly (one each before a second)", the attacker's enemy's
// tokens before its own, in BombardHitOrder; each point is saved with the
// token's second (bombardment) armour value, and a token that fails one
// is removed. Under CritCollateralKills (U-G8) the critical points are
// given first and each kills its token outright.
func (s *State) Collateral(sec *Sector, points, crit, attacker int, r *sim.Stream) {
	if attacker < 0 || attacker >= Players {
		attacker = 0
	}
	victim := 1 - attacker
	if s.Model.Rules.CritCollateralKills && crit > 0 {
		points -= crit
		for _, p := range [Players]int{victim, attacker} {
			for _, k := range BombardHitOrder {
				n := min(crit, sec.Tokens[p][k])
				sec.Tokens[p][k] -= n
				crit -= n
			}
		}
	}
	n := [Players]int{sec.tokens(0), sec.tokens(1)}
	total := n[0] + n[1]
	if points <= 0 || total == 0 {
		return
	}
	base, extra := points/total, points%total
	for _, p := range [Players]int{victim, attacker} {
		e := min(extra, n[p])
		extra -= e
		more, each := spread(base*n[p]+e, sec.Tokens[p], BombardHitOrder)
		for k := range groundKinds {
			save := groundProfile[k].bombardSave
			c := sec.Tokens[p][k]
			sec.Tokens[p][k] = survivors(more[k], each+1, save, r) + survivors(c-more[k], each, save, r)
		}
	}
}

// RuinsRoll is the D6 a sector's ground tokens die on when it falls to
// ruins: "roll one D6: 2+ destroys all of them" (battle notes §4.1).
const RuinsRoll = 2

// VolatileDamage is the damage a destroyed Volatile sector (a Power
// Plant) deals to every other sector of its cluster, saves allowed.
const VolatileDamage = 4

// Ruin makes sector ref ruins (battle notes §4.1): it loses its objective
// value; if any ground tokens are in it, one D6, on 2+ all of them die
// (U-G6: one D6 a token under RuinsRollPerToken); a Power Plant
// ("Volatile") deals 4 damage to every other sector of its cluster, saves
// allowed.
func (s *State) Ruin(ref SectorRef, attacker int, r *sim.Stream) {
	sec := s.sector(ref)
	sec.Ruined, sec.Hull = true, 0
	if s.rec.On() {
		s.rec.Logf("%s sector %d (%s) is in ruins", s.Model.Battle.Clusters[ref.Cluster].Name, ref.Sector+1, sec.Type)
	}
	if sec.tokens(0)+sec.tokens(1) > 0 {
		if s.Model.Rules.RuinsRollPerToken {
			for p := range Players {
				for k := range groundKinds {
					sec.Tokens[p][k] -= countAtLeast(sec.Tokens[p][k], RuinsRoll, r)
				}
			}
		} else if r.D6() >= RuinsRoll {
			sec.Tokens = [Players][groundKinds]int{}
		}
	}
	if sec.Type != PowerPlant {
		return
	}
	for k := range s.battle.clusters[ref.Cluster].Sectors {
		if k != ref.Sector {
			s.DamageSector(SectorRef{Cluster: ref.Cluster, Sector: k}, VolatileDamage, 0, attacker, r)
		}
	}
}

// countAtLeast rolls n D6 and counts those of at least x.
func countAtLeast(n, x int, r *sim.Stream) int {
	c := 0
	for range n {
		if r.D6() >= x {
			c++
		}
	}
	return c
}
