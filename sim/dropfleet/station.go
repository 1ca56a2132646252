package dropfleet

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/internal/names"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// StationSize is the size of a space station (battle notes §1.4).
type StationSize uint8

// The station sizes.
const (
	SmallStation StationSize = iota
	MediumStation
	LargeStation
)

var stationSizeNames = []string{"small", "medium", "large"}

// String returns "small", "medium" or "large".
func (z StationSize) String() string { return names.Of(stationSizeNames, int(z)) }

// ParseStationSize parses small, medium or large.
func ParseStationSize(s string) (StationSize, error) {
	i, err := names.Index("station size", s, stationSizeNames)
	return StationSize(i), err
}

// StationProfile is a station size's Scan, Signature, Hull, Armour and
// Point Defence: "Small Scan 6\" Sig 4\" Hull 8 A 3+ PD 5; Medium
// 6\"/6\"/12/3+/8; Large 6\"/8\"/16/3+/12" (battle notes §1.4).
type StationProfile struct{ Scan, Sig, Hull, Armour, PD int }

var stationProfiles = [...]StationProfile{
	SmallStation:  {6, 4, 8, 3, 5},
	MediumStation: {6, 6, 12, 3, 8},
	LargeStation:  {6, 8, 16, 3, 12},
}

// Profile returns the size's profile.
func (z StationSize) Profile() StationProfile { return stationProfiles[z] }

// StationArmament returns a station's optional weapon by its scenario
// name (battle notes §1.4, "all F/S/R"): mass-driver 3+/2/1; laser
// 3+/2/1 Burnthrough (4), Flash; missile 3+/4/1 Close Action.
func StationArmament(name string) (Weapon, error) {
	i, err := names.Index("station weapon", name, stationArmamentNames)
	if err != nil {
		return Weapon{}, err
	}
	return stationArmaments[i], nil
}

var stationArmamentNames = []string{"mass-driver", "laser", "missile"}

var stationArmaments = []Weapon{
	{Name: "mass-driver", Lock: 3, Attacks: Fixed(2), Damage: Fixed(1)},
	{Name: "laser", Lock: 3, Attacks: Fixed(2), Damage: Fixed(1), Burnthrough: 4, Flash: true},
	{Name: "missile", Lock: 3, Attacks: Fixed(4), Damage: Fixed(1), CloseAction: true},
}

// StationSpec is one space station of a battle: a name, its size, where
// its stem stands, its layer (Low Orbit unless the scenario says
// otherwise) and its armament (none, or some of StationArmament's).
type StationSpec struct {
	Name     string
	Size     StationSize
	At       plane.Vec
	Layer    Layer
	Armament []Weapon
}

// Station is a space station in play: its Hull left, the ground tokens
// aboard ("For ground combat a station is one Sector", battle notes
// §1.4), kept as a Sector's, whether it is a Critical Location, and which
// players have surveyed it (bit p: player p).
type Station struct {
	Hull     int
	Ground   Sector
	Critical bool
	Surveyed uint8
}

// StationHoldVP and StationContestVP are what a station scores at
// Standard Scoring: a Medium cluster's values (switch U-S7's default).
const (
	StationHoldVP    = 3
	StationContestVP = 1
)

// Stations returns the stations in play (nil outside a battle): read
// them, never change them.
func (s *State) Stations() []Station { return s.battle.stations }

// StationController returns the player controlling station k: the one
// with most ground asset tokens aboard, Batteries included (U-G5's
// default; Infantry and Armour only under Rules.StationTroopsHold, as in
// a sector), or -1 on a tie or a destroyed station (battle notes §2.1 e).
func (s *State) StationController(k int) int {
	st := &s.battle.stations[k]
	if st.Hull <= 0 {
		return -1
	}
	if s.Model.Rules.StationTroopsHold {
		return st.Ground.Holder()
	}
	switch a, b := st.Ground.tokens(0), st.Ground.tokens(1); {
	case a > b:
		return 0
	case b > a:
		return 1
	}
	return -1
}

// CanTargetStation reports whether ship i may fire weapon w at station k
// (battle notes §4.4: "treated as a ship for targeting"): the station
// intact, within the firer's Scan plus the station's Signature (Scan alone
// for Close Action or across the Atmosphere), in arc, less the scenery
// between; Close Action never into or out of the Atmosphere; never a
// Bombardment weapon ("Bombardment weapons: can target only ground
// sectors", battle notes §4.1: a station is "bombed" by bombers,
// launchstation.go); never a station with the firer's own ground tokens
// aboard (U-X2's default; allowed under
// Rules.StationOwnTroopsFire).
func (s *State) CanTargetStation(i int, w *Weapon, k int) bool {
	b := s.Model.Battle
	if b == nil || k < 0 || k >= len(b.Stations) || s.battle.stations[k].Hull <= 0 || !s.OnTable(i) || w.Bombard {
		return false
	}
	spec, sh := &b.Stations[k], &s.Ships[i]
	atmo := sh.Layer == Atmosphere || spec.Layer == Atmosphere
	if w.CloseAction && atmo {
		return false
	}
	if s.battle.stations[k].Ground.tokens(s.Model.Ships[i].Fleet%Players) > 0 && !s.Model.Rules.StationOwnTroopsFire {
		return false // U-X2's default
	}
	scan, ok := s.scanThrough(i, spec.At, spec.Layer)
	if !ok {
		return false
	}
	if !w.CloseAction && !atmo {
		scan += float64(spec.Size.Profile().Sig)
	}
	if sh.Pos.Dist(spec.At) > scan+moveEpsilon {
		return false
	}
	return w.Arc.Contains(Relative(sh.Heading, Bearing(sh.Pos, spec.At)))
}

// lockAtStation returns weapon w's Lock and critical threshold from a
// firer in layer from at station k, as at a ship: +1 across layers, 6+
// into or out of the Atmosphere, debris extra (no Bombardment weapon fires
// at a station: CanTargetStation).
func (s *State) lockAtStation(w *Weapon, from Layer, k, extra int) (int, int) {
	lock := w.Lock
	to := s.Model.Battle.Stations[k].Layer
	if from != to {
		lock++
	}
	if from == Atmosphere || to == Atmosphere {
		lock = 6
	}
	lock = ClampLock(lock + extra)
	return lock, lock + 2
}

// FireAtStation fires ship i's weapon systems at station k under order,
// as FireAtSector does at a sector, and returns the weapons fired.
func (s *State) FireAtStation(i, k int, order Order, r *sim.Stream) int {
	extra := 0
	if s.battle.world.on {
		_, extra, _ = s.battle.world.through(s.Ships[i].Pos, s.Model.Battle.Stations[k].At, 0)
	}
	from := s.Ships[i].Layer
	return s.fireSystems(i, order, r,
		func(w *Weapon) bool { return s.CanTargetStation(i, w, k) },
		func(w *Weapon) (int, int) { return s.lockAtStation(w, from, k, extra) },
		func(w *Weapon, st strike) {
			left := s.damageStation(k, st.pool(w), w.CloseAction && !w.Beam, s.Model.Ships[i].Fleet%Players, 0, true, r)
			if s.rec.On() {
				s.rec.Logf("%s fires %s at station %s: %d hits (%d critical), %d Hull damage after saves, Hull %d left", s.Model.Ships[i].ID, w.Name,
					s.Model.Battle.Stations[k].Name, st.hits, st.crits, left, s.battle.stations[k].Hull)
				s.rec.Event(GroundShotEvent{Turn: s.Turn, Ship: s.Model.Ships[i].ID, Weapon: w.Name, Target: "station " + s.Model.Battle.Stations[k].Name, Hits: st.hits})
			}
		})
}

// DamageStation deals normal and critical damage points to station k from
// player attacker, and returns the Hull it lost (battle notes §1.4, §4.1,
// §4.4): Point Defence first against a Close Action attack (pd), each 5+
// cancelling a normal point, two a critical one (one more each for
// Swarmer's, damageStation), split as a ship's default defender splits
// them (FewestHullLost: against the station's Armour 3+ and no passive
// save, a critical point is worth cancelling before two normal ones); then
// one Armour save a normal point. The Hull lost is also collateral damage on the ground
// tokens aboard ("Space Station occupied by ground assets and damaged:
// roll collateral as for a sector"). A station is never crippled, never
// spiked, never explodes; at 0 Hull it is removed "with all ground assets
// aboard".
func (s *State) DamageStation(k, normal, crit int, pd bool, attacker int, r *sim.Stream) int {
	var pool DamagePool
	pool[NormalDamage], pool[CriticalDamage] = normal, crit
	return s.damageStation(k, pool, pd, attacker, 0, true, r)
}

// damageStation is DamageStation for a pool of damage points by kind
// (Swarmer's take one Point Defence success more, pdCost), with the
// station's Armour worse by worse (Scald) and, when collateral is false,
// no collateral on the tokens aboard (torpedoes of one group,
// launchstation.go).
func (s *State) damageStation(k int, pool DamagePool, pd bool, attacker, worse int, collateral bool, r *sim.Stream) int {
	st := &s.battle.stations[k]
	if st.Hull <= 0 {
		return 0
	}
	prof := s.Model.Battle.Stations[k].Size.Profile()
	armour := worseArmour(prof.Armour, worse)
	if pd && pool.Total() > 0 {
		succ := countAtLeast(prof.PD, PointDefenceRoll, r)
		var pass [DamageKinds]float64
		for j := range pass {
			pass[j] = 1 // criticals: a station has no passive save
		}
		pass[NormalDamage], pass[SwarmerNormal] = savePass(armour), savePass(armour)
		cancel := fewestPassing(pass, succ, pool)
		for j := range pool {
			pool[j] -= cancel[j]
		}
	}
	normal := pool[NormalDamage] + pool[SwarmerNormal]
	crit := pool.Total() - normal
	unsaved := normal - rollSaves(r, normal, armour) + crit
	if unsaved <= 0 {
		return 0
	}
	if collateral && st.Ground.tokens(0)+st.Ground.tokens(1) > 0 {
		s.Collateral(&st.Ground, unsaved, crit, attacker, r)
	}
	lost := min(unsaved, st.Hull)
	st.Hull -= lost
	if st.Hull == 0 {
		st.Ground.Tokens = [Players][groundKinds]int{}
		if s.rec.On() {
			s.rec.Logf("station %s is destroyed with everything aboard", s.Model.Battle.Stations[k].Name)
		}
	}
	return lost
}

// stationReaches reports whether station k's weapon w can fire at ship i
// for player: an enemy on the table within the station's Scan 6" plus its
// Signature (Scan alone for the Close Action missile, or across the
// Atmosphere, which the missile never fires into), all round
// (fixedReaches).
func (s *State) stationReaches(k int, w *Weapon, player, i int) bool {
	spec := &s.Model.Battle.Stations[k]
	atmo := s.Ships[i].Layer == Atmosphere || spec.Layer == Atmosphere
	if w.CloseAction && atmo {
		return false
	}
	return s.fixedReaches(spec.At, spec.Layer, float64(spec.Size.Profile().Scan), !w.CloseAction && !atmo, player, i)
}

// stationWeaponsFire plays the start of Roundup step 2 (battle notes
// §2.2: "Space Station weapons fire at the start of the Launch Assets
// step, by the controlling player (initiative order if several)"): each
// controlled station's armament fires, weapon by weapon, at the nearest
// enemy ship it reaches, as a ship's weapon at that ship (Lock +1 across
// layers, 6+ across the Atmosphere; Point Defence against the missile).
func (s *State) stationWeaponsFire(r *sim.Stream) {
	b := s.Model.Battle
	for _, p := range s.lowFirst() {
		for k := range b.Stations {
			if s.StationController(k) != p {
				continue
			}
			spec := &b.Stations[k]
			for a := range spec.Armament {
				w := &spec.Armament[a]
				t, best := -1, 0.0
				for i := range s.Ships {
					if d := spec.At.Dist(s.Ships[i].Pos); (t < 0 || d < best) && s.stationReaches(k, w, p, i) {
						t, best = i, d
					}
				}
				if t < 0 {
					continue
				}
				lock := w.Lock
				if s.Ships[t].Layer != spec.Layer {
					lock++
				}
				if s.Ships[t].Layer == Atmosphere || spec.Layer == Atmosphere {
					lock = 6
				}
				st, left := s.fixedWeaponAt(w, spec.At, lock, t, r)
				if s.rec.On() {
					s.rec.Logf("station %s fires its %s at %s: %d hits (%d critical), %d Hull damage after saves", spec.Name, w.Name,
						s.Model.Ships[t].ID, st.hits, st.crits, left)
				}
			}
		}
	}
	if s.crippleDue {
		s.resolveCrippling(r)
	}
}

// stationGroundCombat fights a round of ground combat aboard each station
// holding both players' tokens (battle notes §2.1 d: "repeated once for
// every Sector (and Space Station)").
func (s *State) stationGroundCombat(r *sim.Stream) {
	hits := [Players]HitOrder{DefaultHitOrder, DefaultHitOrder}
	for k := range s.battle.stations {
		if g := &s.battle.stations[k].Ground; s.battle.stations[k].Hull > 0 && g.Contested() {
			g.GroundFight(hits, r)
		}
	}
}

// scoreStations adds each station's victory points at Standard Scoring
// (U-S7's default: a Medium cluster's): 3 to its controller, 1 to a
// player who contests it without controlling it; and, an
// intact station that is a Critical Location (every one under U-S1's
// default, else one surveyed so), 2 VP to the player with strictly more
// tonnage value of ships in Low Orbit within 6" of its stem (battle notes
// §3.1: "Space Stations ... may be destroyed/surveyed/critical as
// clusters"; "A destroyed Space Station cannot be one"; U-S3).
//
// Contesting a station is read from the cluster rules: "Contest a Cluster:
// hold ≥1 Sector in it (tokens alone are not enough)" (§2.1 e, FAQ261),
// and "For ground combat a station is one Sector" (§1.4). So a player
// contests a station when he holds its one sector, with strictly more
// Infantry and Armour aboard than the opponent (Batteries do not count,
// as for a sector: Ground.Holder); tokens aboard alone do not contest it.
// Holding that one sector would hold the cluster, and "Holding and
// contesting the same cluster scores only the hold", so the contest VP
// arises only where the station's controller differs from the sector's
// holder: under U-G5's default, control counts every Ground Asset token,
// Batteries included (1 Infantry and 2 Batteries control a station
// against 2 Infantry, who hold its sector and contest it); under its
// alternative the two are the same player and a station scores its hold
// or nothing.
func (s *State) scoreStations() {
	for k := range s.battle.stations {
		st := &s.battle.stations[k]
		c := s.StationController(k)
		var vp [Players]int
		for p := range Players {
			switch {
			case p == c:
				vp[p] += StationHoldVP
			case st.Hull > 0 && st.Ground.Holder() == p:
				vp[p] += StationContestVP
			}
		}
		crit := -1
		if st.Hull > 0 && st.Critical {
			if crit = CriticalHolder(s.tonnageNear(s.Model.Battle.Stations[k].At)); crit >= 0 {
				vp[crit] += CriticalLocationVP
			}
		}
		s.battle.VP[0] += vp[0]
		s.battle.VP[1] += vp[1]
		if s.rec.On() {
			for p := range Players {
				s.recordVP(p, vp[p], "station", s.Model.Battle.Stations[k].Name)
			}
			s.rec.Logf("score station %s: controlled by %s, critical location to %s: VP %s %d, %s %d", s.Model.Battle.Stations[k].Name, s.playerName(c),
				s.playerName(crit), s.playerName(0), vp[0], s.playerName(1), vp[1])
		}
	}
}

// CanLandOnStation reports whether ship i may launch its landers of kind
// k at station k (battle notes §2.2): an intact station, the carrier on
// the table after an order that may launch, not under Weapons Offline
// (launchoffline.go), in Low Orbit ("Dropships ... Low Orbit vs a Space
// Station within 3\"", Bulk Landers within 6").
func (s *State) CanLandOnStation(i int, k LaunchKind, st int) bool {
	b := s.Model.Battle
	if st < 0 || st >= len(b.Stations) || s.battle.stations[st].Hull <= 0 {
		return false
	}
	sh := &s.Ships[i]
	if !s.launchOpportunity(i) || s.launchOffline(i) || sh.Layer != LowOrbit || s.Model.Ships[i].Profile.LaunchValue(k) == 0 {
		return false
	}
	return sh.Pos.Dist(b.Stations[st].At) <= landerRange(k)+moveEpsilon
}

// landOnStation lands ship i's landers of kind k on station l.Station−1
// with l.Token, as land does on a sector: Batteries aboard roll against
// each landing token (§2.2).
func (s *State) landOnStation(i int, k LaunchKind, l Landing, r *sim.Stream) {
	st := l.Station - 1
	if !s.CanLandOnStation(i, k, st) || k == Dropships && l.Token == GroundBattery || k == BulkLanders && l.Token == GroundArmour {
		s.Illegal++
		return
	}
	p := s.Model.Ships[i].Fleet % Players
	assets := s.TokensLeft(i, k) // launchshared.go
	s.drawShared(i, k, assets)
	assets = s.launchLine(i, s.Model.Battle.Stations[st].At, s.Model.Battle.Stations[st].Layer, assets, r) // solidobject.go
	tokens := assets
	if k == BulkLanders && l.Token == GroundInfantry {
		tokens = 3 * assets
	}
	lost := 0
	if s.battle.stations[st].Ground.Tokens[1-p][GroundBattery] > 0 {
		lost = s.landingLosses(assets, tokens, k == Dropships, r) // U-G2 (scoring.go)
	}
	s.battle.stations[st].Ground.Tokens[p][l.Token] += tokens - lost
	s.launched(i, k) // launchlimit.go
	if s.rec.On() {
		s.rec.Event(LaunchEvent{Turn: s.Turn, Ship: s.Model.Ships[i].ID, Kind: k, Tokens: assets, Target: "station " + s.Model.Battle.Stations[st].Name,
			Range: s.Ships[i].Pos.Dist(s.Model.Battle.Stations[st].At)})
		s.rec.Logf("%s launches %d %s at station %s: %d %s land, %d shot down", s.Model.Ships[i].ID, assets, k,
			s.Model.Battle.Stations[st].Name, tokens-lost, l.Token, lost)
	}
}
