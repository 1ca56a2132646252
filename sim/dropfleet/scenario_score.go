package dropfleet

// clusterRule is how cluster c scores for player p under the battle's
// scenario (battle notes §3.3): whether p scores it by Standard Scoring,
// whether it is a Critical Location for p, and the multiplier of both.
func (s *State) clusterRule(c, p int) (standard, critical bool, times int) {
	b := s.Model.Battle
	spec := &b.Clusters[c]
	standard, critical, times = true, s.battle.critical[c], 1
	if spec.Double {
		times = 2
	}
	if s.battle.anomaly.on && s.battle.anomaly.replaced == c {
		return false, false, 0 // the Anomaly took its place (battle notes §3.3)
	}
	switch b.Kind {
	case EruptingBattlefront:
		if home := spec.Side.home(); home >= 0 {
			// a player's home clusters score for it by Standard Scoring
			// (a Critical Location only once surveyed so), and for the
			// enemy as Critical Locations
			standard, critical = home == p, home != p || s.battle.critical[c]
		}
	case PowerGrab:
		switch plant, whole := powerPlant(&s.battle.clusters[c]); {
		case plant && !whole:
			times = 0 // "nothing once that Power Plant is destroyed"
		case plant:
			times *= 2
		}
	}
	return standard, critical, times
}

// powerPlant reports whether cluster c has a Power Plant sector, and
// whether every one it has is still standing.
func powerPlant(c *Cluster) (has, whole bool) {
	whole = true
	for k := range c.Sectors {
		if c.Sectors[k].Type == PowerPlant {
			has = true
			whole = whole && !sectorDestroyed(&c.Sectors[k])
		}
	}
	return has, whole
}

// sectorDestroyed reports a sector in ruins or with no Hull left.
func sectorDestroyed(sec *Sector) bool { return sec.Ruined || sec.Hull <= 0 }

// scoreDestroyedSectors plays Erupting Battlefront's destroyed sectors
// (battle notes §3.3): each player scores 1 VP for each sector of the
// enemy's home clusters destroyed since the last count, once per sector.
// It is called at the end of every Roundup (switch U-S4's default,
// "immediately": no VP total is read between a sector's destruction and
// the Roundup), or only on scoring turns with SectorVPAtScoring.
func (s *State) scoreDestroyedSectors() {
	g := s.Model
	k := 0
	for c := range s.battle.clusters {
		home := g.Battle.Clusters[c].Side.home()
		for j := range s.battle.clusters[c].Sectors {
			if home >= 0 && !s.battle.destroyedSeen[k] && sectorDestroyed(&s.battle.clusters[c].Sectors[j]) {
				s.battle.destroyedSeen[k] = true
				s.battle.VP[1-home]++
				if s.rec.On() {
					s.rec.Logf("sector %d of %s is destroyed: 1 VP to %s", j+1, g.Battle.Clusters[c].Name, g.Fleets[(1-home)%len(g.Fleets)].Name)
					s.recordVP(1-home, 1, "sector destroyed", g.Battle.Clusters[c].Name)
				}
			}
			k++
		}
	}
}

// scenarioRoundup plays the scenario's scoring that is not Standard
// Scoring at the end of turn t's Roundup, before it (battle notes §3.3).
func (s *State) scenarioRoundup(t int) {
	b := s.Model.Battle
	if b.Kind == EruptingBattlefront && (!b.SectorVPAtScoring || b.scores(t)) {
		s.scoreDestroyedSectors()
	}
}

// killPointVP adds Moonshot's victory points for kill points, "worked out
// on the last turn" (battle notes §3.1, §3.3), once the kill points are
// counted.
func (s *State) killPointVP() {
	b := s.Model.Battle
	if b.Kind != Moonshot {
		return
	}
	for p := range Players {
		vp := MoonshotKillPointVP(s.battle.KP[p], b.CumulativeKillPointBands)
		s.battle.VP[p] += vp
		if s.rec.On() && vp > 0 {
			s.recordVP(p, vp, "kill points", "")
			s.rec.Logf("%s's %d kill points give %d VP", s.Model.Fleets[p%len(s.Model.Fleets)].Name, s.battle.KP[p], vp)
		}
	}
}

// commandCards returns what Unmodelled says of the command cards (switch
// U-X6, battle notes §5).
func commandCards(on bool) string {
	if on {
		return "command cards (switch U-X6 on, but the decks are not available: no card is played)"
	}
	return "command cards (off, switch U-X6)"
}

// CriticalFor reports whether cluster c is now a Critical Location that
// scores for player p (battle notes §3.1, §3.3): one made so by a survey
// or by the scenario, not taken by The Anomaly, its scoring not cancelled.
func (s *State) CriticalFor(c, p int) bool {
	_, critical, times := s.clusterRule(c, p)
	return critical && times > 0
}
