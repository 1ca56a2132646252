package dropfleet

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// DefenceWeapons is a Military sector's weapon (battle notes §2.1 a):
// "Defence Weapons (Lock 3+, 2 attacks, 1 dmg, F/S/R, Escape Velocity)".
var DefenceWeapons = Weapon{Name: "Defence Weapons", Lock: 3, Attacks: Fixed(2), Damage: Fixed(1)}

// OrbitalGun is an Orbital Defence sector's weapon (battle notes §2.1 a):
// "Orbital Gun (2+, 1, 2, F/S/R, Escape Velocity)" (U-S10's default).
var OrbitalGun = Weapon{Name: "Orbital Gun", Lock: 2, Attacks: Fixed(1), Damage: Fixed(2)}

// orbitalGunBook is the Orbital Gun of the 2016 book's data (U-S10's
// alternative): Burnthrough (6) and Flash as well.
var orbitalGunBook = Weapon{Name: "Orbital Gun", Lock: 2, Attacks: Fixed(1), Damage: Fixed(2), Burnthrough: 6, Flash: true}

// sectorWeapon returns the weapon a sector of type t fires, or nil.
func (s *State) sectorWeapon(t SectorType) *Weapon {
	switch {
	case t == Military:
		return &DefenceWeapons
	case t == OrbitalDefence && s.Model.Rules.OrbitalGunBook:
		return &orbitalGunBook
	case t == OrbitalDefence:
		return &OrbitalGun
	}
	return nil
}

// SectorScan is the Scan of every cluster's weapons, measured from the
// cluster's centre ("all clusters have Scan 6\" for their weapons",
// battle notes §1.4).
const SectorScan = 6

// SectorGunReaches reports whether the weapon of sector at, held by
// player, can fire at ship i (battle notes §2.1 a): an enemy ship on the
// table within Scan 6" plus its Signature of the cluster's centre
// (Escape Velocity: "normal Scan+Sig range, target must be in a higher
// layer", so in Low or High Orbit), all round (F/S/R), less the scenery
// between them (fixedReaches).
func (s *State) SectorGunReaches(player int, at SectorRef, i int) bool {
	if s.Ships[i].Layer == Atmosphere {
		return false
	}
	return s.fixedReaches(s.Model.Battle.Clusters[at.Cluster].Centre, Atmosphere, SectorScan, true, player, i)
}

// fixedReaches reports whether a weapon that stands at from in layer l
// with Scan scan (a sector's or a station's), firing for player, reaches
// ship i: an enemy on the table within scan, less the scenery between
// them, plus the target's Signature when withSig, all round; never
// through a Large Solid Object (solidobject.go).
func (s *State) fixedReaches(from plane.Vec, l Layer, scan float64, withSig bool, player, i int) bool {
	if !s.OnTable(i) || s.Model.Ships[i].Fleet%Players == player {
		return false
	}
	if s.battle.world.on {
		if s.battle.world.solidBetween(from, l, s.Ships[i].Pos, s.Ships[i].Layer) {
			return false
		}
		var ok bool
		if scan, _, ok = s.battle.world.through(from, s.Ships[i].Pos, scan); !ok {
			return false
		}
	}
	if withSig {
		scan += float64(s.Signature(i))
	}
	return from.Dist(s.Ships[i].Pos) <= scan+moveEpsilon
}

// NearestInGunReach is the default SectorGunDecision: the nearest enemy
// ship the sector's weapon reaches (the lowest index among equally near
// ones).
type NearestInGunReach struct{}

// SectorGunTarget implements SectorGunDecision.
func (NearestInGunReach) SectorGunTarget(s *State, player int, at SectorRef, _ *sim.Stream) int {
	best, bestD := -1, 0.0
	centre := s.Model.Battle.Clusters[at.Cluster].Centre
	for i := range s.Ships {
		if d := centre.Dist(s.Ships[i].Pos); (best < 0 || d < bestD) && s.SectorGunReaches(player, at, i) {
			best, bestD = i, d
		}
	}
	return best
}

// sectorWeaponsFire plays the start of Roundup step 1 (battle notes §2.1
// a): the holder of each Military sector fires its Defence Weapons, of
// each Orbital Defence sector its Orbital Gun, at one ship its
// SectorGunDecision picks, sectors in layout order (the notes give no
// order; the firing cannot depend on it but through destroyed targets).
// Escape Velocity: no layer or atmosphere Lock penalty; debris crossed
// adds its own. Criticals on Lock + 2 (+3 against Reinforced Armour); no
// Point Defence; crippling rolls at the end. A sector in ruins fires
// nothing.
func (s *State) sectorWeaponsFire(r *sim.Stream) {
	for c := range s.battle.clusters {
		for k := range s.battle.clusters[c].Sectors {
			sec := &s.battle.clusters[c].Sectors[k]
			w := s.sectorWeapon(sec.Type)
			h := sec.Holder()
			if w == nil || sec.Ruined || h < 0 {
				continue
			}
			at := SectorRef{Cluster: c, Sector: k}
			var t int
			if d := s.players[h].SectorGuns; d != nil {
				t = d.SectorGunTarget(s, h, at, r)
			} else {
				t = NearestInGunReach{}.SectorGunTarget(s, h, at, r)
			}
			if t < 0 || !s.SectorGunReaches(h, at, t) {
				continue
			}
			s.sectorWeaponAt(w, at, t, r)
		}
	}
	if s.crippleDue {
		s.resolveCrippling(r)
	}
}

// sectorWeaponAt resolves weapon w of sector at against ship t.
func (s *State) sectorWeaponAt(w *Weapon, at SectorRef, t int, r *sim.Stream) {
	st, left := s.fixedWeaponAt(w, s.Model.Battle.Clusters[at.Cluster].Centre, w.Lock, t, r)
	if s.rec.On() {
		s.rec.Logf("%s sector %d fires its %s at %s: %d hits (%d critical), %d Hull damage after saves", s.Model.Battle.Clusters[at.Cluster].Name,
			at.Sector+1, w.Name, s.Model.Ships[t].ID, st.hits, st.crits, left)
	}
}

// fixedWeaponAt resolves weapon w of a sector or a station standing at
// from against ship t at Lock lock, before the scenery between them adds
// its own: criticals on Lock + 2 (+3 against Reinforced Armour), Point
// Defence against a Close Action weapon, then saves; Flash spikes the
// target. It returns the attack and the Hull damage it did.
func (s *State) fixedWeaponAt(w *Weapon, from plane.Vec, lock, t int, r *sim.Stream) (strike, int) {
	if s.battle.world.on {
		_, extra, _ := s.battle.world.through(from, s.Ships[t].Pos, 0)
		lock += extra
	}
	lock = ClampLock(lock)
	critAt := lock + 2
	if s.Model.Ships[t].Profile.ReinforcedArmour {
		critAt = lock + 3
	}
	st := s.rollAt(w, lock, critAt, false, r)
	left, _ := s.resolve(t, st.pool(w), w.CloseAction && !w.Beam, r)
	s.afterAttack(t, t, false, w.Flash && st.hits > 0, 0, left)
	return st, left
}
