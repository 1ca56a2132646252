package dropfleet

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// roundup plays turn t's Roundup in its fixed order (battle notes §2:
// "1 Ground Combat → 2 Launch Assets → 3 Damage Control → 4 Orbital Decay
// → 5 Victory Points → 6 clear excess dice/tokens"), after rolling the
// initiative both steps 1 and 2 use (§2.0). Step 2 places the space
// assets (launchAssets), lands the landers and resolves the assets that
// strike in this Roundup (resolveAssets), on stations last
// (launchstation.go).
func (s *State) roundup(t int, r *sim.Stream) {
	b := s.Model.Battle
	win, _ := RoundupInitiative(r, [Players]int{s.AdmiralValue(0), s.AdmiralValue(1)})
	s.battle.initiative = win
	if s.rec.On() {
		s.rec.Logf("Roundup: %s wins the initiative", s.Model.Fleets[win].Name)
	}
	s.sectorWeaponsFire(r) // the start of step 1 (sectorweapons.go)
	s.groundCombat(r)
	s.updateUplink()                // the holders after the ground step (U-S9; uplink.go)
	if len(s.battle.stations) > 0 { // station.go
		s.stationGroundCombat(r)
		s.stationWeaponsFire(r) // the start of step 2
	}
	s.launchAssets(r)
	s.launchLanders(r)
	s.endLaunchOpportunity() // Weapons Offline (launchoffline.go)
	s.sectorsChanged()       // landings may change who holds a Comms Station (uplink.go)
	s.resolveAssets(r)
	s.resolveStationStrikes(r) // launchstation.go
	s.damageControl(r)
	s.orbitalDecay()
	clear(s.battle.surveyedBG) // ships survey at the end of their moves (survey.go); next turn each battlegroup may again
	s.scenarioRoundup(t)
	if b.scores(t) {
		s.scoreClusters()
		s.scoreStations() // station.go
	}
	s.batteryLoss()
	for c := range s.battle.clusters {
		s.battle.holders[c] = int8(s.battle.clusters[c].Holder())
	}
	if s.battle.anomaly.on {
		s.moveAnomaly(r)
	}
	if t <= s.battle.turns {
		for p := range Players {
			s.battle.vpAt[p*s.battle.turns+t-1] = int16(s.battle.VP[p])
		}
	}
}

// lowFirst returns the players in ascending initiative: the lower acts
// first when selecting clusters and launching (battle notes §2.0).
func (s *State) lowFirst() [Players]int {
	return [Players]int{1 - s.battle.initiative, s.battle.initiative}
}

// groundCombat plays Roundup step 1 (battle notes §2.1): ground movement
// inside each cluster, then one round of ground combat in every sector
// holding both players' ground assets. Clusters are taken in layout order
// (U-G1: who picks the next cluster changes nothing the engine plays, as
// each cluster's moves are its own); in each, the players move in
// ascending initiative. Sector weapons fire before it (sectorweapons.go).
func (s *State) groundCombat(r *sim.Stream) {
	order := s.lowFirst()
	for c := range s.battle.clusters {
		for _, p := range order {
			if d := s.players[p].GroundMove; d != nil {
				d.MoveTroops(s, p, c, r)
			}
		}
	}
	hits := [Players]HitOrder{DefaultHitOrder, DefaultHitOrder}
	for c := range s.battle.clusters {
		cl := &s.battle.clusters[c]
		for k := range cl.Sectors {
			if sec := &cl.Sectors[k]; sec.Contested() {
				before := sec.Tokens
				sec.GroundFight(hits, r)
				if s.rec.On() {
					s.rec.Logf("ground combat in %s sector %d (%s): %s → %s", s.Model.Battle.Clusters[c].Name, k+1, sec.Type, s.tokensText(before), s.tokensText(sec.Tokens))
				}
			}
		}
	}
}

// MoveTokens moves n of player p's tokens of kind k from sector from to
// sector to of cluster c, in the ground step (battle notes §2.1 c): tokens
// never leave their cluster, Batteries never move, and no token leaves a
// sector holding enemy Infantry or Armour. It reports whether the move was
// legal (an illegal one moves nothing and is counted in Illegal).
func (s *State) MoveTokens(p, c, from, to int, k GroundKind, n int) bool {
	cl := &s.battle.clusters[c]
	if from == to || from < 0 || to < 0 || from >= len(cl.Sectors) || to >= len(cl.Sectors) || k == GroundBattery ||
		n <= 0 || cl.Sectors[from].Tokens[p][k] < n || cl.Sectors[from].troops(1-p) > 0 {
		s.Illegal++
		return false
	}
	cl.Sectors[from].Tokens[p][k] -= n
	cl.Sectors[to].Tokens[p][k] += n
	if s.rec.On() {
		s.rec.Logf("%s moves %d %s from sector %d to sector %d of %s", s.Model.Fleets[p].Name, n, k, from+1, to+1, s.Model.Battle.Clusters[c].Name)
	}
	return true
}

// repairable are the crippling effects damage control may repair (battle
// notes §2.3: Fire, Energy Surges, Scanners Offline, Engines Disabled and
// Orbital Decay are repairable; here the crippling table's Fire, Scan 1",
// Thrust halved, no special orders and Orbital Decay).
var repairable = [...]Cripple{CrippleFire, CrippleScanOne, CrippleSlow, CrippleNoSpecial, CrippleDecay}

// damageControl plays Roundup step 3 (battle notes §2.3): each ship takes
// 1 damage a Corruptor token, then each burning ship 1 damage, no saves;
// then one damage-control die per repairable effect, Corruptor tokens
// last (RepairRoll): a 1 deals 1 damage, 4-6 repair it.
// Crippling rolls that damage makes due are rolled at the end of the step.
func (s *State) damageControl(r *sim.Stream) {
	for i := range s.Ships {
		sh := &s.Ships[i]
		if !s.OnTable(i) || sh.Cripples == 0 && s.CorruptorTokens(i) == 0 {
			continue
		}
		s.corruptorDamage(i, r) // launchcorruptor.go
		if sh.Cripples&CrippleFire != 0 {
			if s.rec.On() && sh.Hull > 0 {
				s.rec.Logf("%s burns: 1 damage", s.Model.Ships[i].ID)
			}
			s.loseHull(i, 1, r)
		}
		for _, c := range repairable {
			if sh.Hull <= 0 {
				break
			}
			if sh.Cripples&c == 0 {
				continue
			}
			switch s.repairRoll(r) { // U-D1 (scoring.go)
			case RepairFailedHurt:
				if s.rec.On() {
					s.rec.Logf("%s fails a damage-control roll: 1 damage", s.Model.Ships[i].ID)
				}
				s.loseHull(i, 1, r)
			case Repaired:
				sh.Cripples &^= c
			}
		}
		s.repairCorruptor(i, r)
	}
	if s.crippleDue {
		s.resolveCrippling(r)
	}
}

// scoreClusters plays Roundup step 5 on a scoring turn (battle notes §3.1):
// Standard Scoring of every cluster (Cluster.Score), and 2 VP for each
// Critical Location to the player with more tonnage value of ships in Low
// Orbit within 6" of its centre (CriticalHolder), as the scenario has each
// cluster score for each player (clusterRule, battle notes §3.3).
func (s *State) scoreClusters() {
	g := s.Model
	tonnage := s.CriticalTonnages() // U-S3 (toolkit.go)
	if s.rec.On() {
		s.recordTable()
	}
	for c := range s.battle.clusters {
		vp := s.battle.clusters[c].Score()
		holder := CriticalHolder(tonnage[c])
		crit, isCritical := -1, [Players]bool{}
		for p := range Players {
			standard, critical, times := s.clusterRule(c, p)
			isCritical[p] = critical
			if !standard {
				vp[p] = 0
			}
			if critical && holder == p {
				crit = p
				vp[p] += CriticalLocationVP
			}
			vp[p] *= times
		}
		s.battle.VP[0] += vp[0]
		s.battle.VP[1] += vp[1]
		if s.rec.On() {
			s.rec.Event(ScoreEvent{Turn: s.Turn, Cluster: g.Battle.Clusters[c].Name, Holder: s.battle.clusters[c].Holder(), Critical: isCritical, CriticalHolder: crit, VP: vp})
			for p := range Players {
				s.recordVP(p, vp[p], "cluster", g.Battle.Clusters[c].Name)
			}
			s.rec.Logf("score %s: held by %s, critical location to %s: VP %s %d, %s %d", g.Battle.Clusters[c].Name, s.playerName(s.battle.clusters[c].Holder()),
				s.playerName(crit), s.playerName(0), vp[0], s.playerName(1), vp[1])
		}
	}
	if s.rec.On() {
		s.rec.Logf("victory points: %s %d, %s %d", g.Fleets[0].Name, s.battle.VP[0], g.Fleets[1%len(g.Fleets)].Name, s.battle.VP[1])
	}
}

// tonnageNear returns each player's total tonnage value of ships on the
// table in Low Orbit within 6" of at.
func (s *State) tonnageNear(at plane.Vec) [Players]int {
	var t [Players]int
	for i := range s.Ships {
		if s.OnTable(i) && s.Ships[i].Layer == LowOrbit && s.Ships[i].Pos.Dist(at) <= ClusterRange+moveEpsilon {
			t[s.Model.Ships[i].Fleet%Players] += s.Model.Ships[i].Profile.Tonnage.Value()
		}
	}
	return t
}

// batteryLoss plays the clean-up's Battery check (battle notes §2.1 f): a
// Battery whose sector holds no friendly Infantry or Armour but some of
// the enemy's is removed.
func (s *State) batteryLoss() {
	for c := range s.battle.clusters {
		for k := range s.battle.clusters[c].Sectors {
			sec := &s.battle.clusters[c].Sectors[k]
			for p := range Players {
				if sec.Tokens[p][GroundBattery] > 0 && sec.troops(p) == 0 && sec.troops(1-p) > 0 {
					sec.Tokens[p][GroundBattery] = 0
				}
			}
		}
	}
}
