package dropfleet

import "github.com/fleetlab/fleetlab/sim"

// surveyAfterMove lets ship i survey at the end of its move under order
// (battle notes §3.1: "a ship on Standard Orders, in Low Orbit, within 6"
// of the cluster centre at the end of its move; not on turn 1; max one
// surveying ship per battlegroup per turn, and only from a battlegroup of
// tonnage value (SR) ≥5" (U-S11); "each player may survey a given cluster
// once per game"). It surveys the first cluster in reach its player has
// not surveyed, else the first such intact station ("Stations can be
// surveyed under the same rules": within 6" of its stem; surveyStation).
// The D6 is rolled at once: 1 VP, and a Critical Location on 5-6 (a
// cluster already critical gives 1 VP without a roll). What befalls the
// ship later in the turn (damage, orbital decay in the Roundup) does not
// undo the survey, nor make one.
func (s *State) surveyAfterMove(i int, order Order, r *sim.Stream) {
	g := s.Model
	sh := &s.Ships[i]
	bg := g.Ships[i].Battlegroup
	if !g.Battle.Survey || s.Turn <= 1 || order != Standard || sh.Layer != LowOrbit || !s.OnTable(i) || s.battle.surveyedBG[bg] || !s.maySurvey(i) { // U-S11 (toolkit.go)
		return
	}
	p := g.Ships[i].Fleet % Players
	for c := range g.Battle.Clusters {
		if s.battle.surveyed[c]&(1<<p) != 0 || c == s.battle.anomaly.replaced && s.battle.anomaly.on || sh.Pos.Dist(g.Battle.Clusters[c].Centre) > ClusterRange+moveEpsilon {
			continue
		}
		s.battle.surveyed[c] |= 1 << p
		s.battle.surveyedBG[bg] = true
		s.battle.VP[p]++
		if !s.battle.critical[c] {
			_, s.battle.critical[c] = Survey(r)
		}
		if s.rec.On() {
			s.rec.Logf("%s surveys %s: 1 VP (critical location: %v)", g.Ships[i].ID, g.Battle.Clusters[c].Name, s.battle.critical[c])
			s.rec.Event(SurveyEvent{Turn: s.Turn, Ship: g.Ships[i].ID, Order: order, Cluster: g.Battle.Clusters[c].Name, Pos: sh.Pos, Layer: sh.Layer, Critical: s.battle.critical[c]})
			s.recordVP(p, 1, "survey", g.Battle.Clusters[c].Name)
		}
		return
	}
	if len(s.battle.stations) > 0 {
		s.surveyStation(i, p, r)
	}
}

// surveyStation lets ship i of player p, free to survey, survey the first
// intact station within 6" of it that p has not surveyed (battle notes
// §3.1), as a cluster is.
func (s *State) surveyStation(i, p int, r *sim.Stream) {
	g := s.Model
	for k := range s.battle.stations {
		st := &s.battle.stations[k]
		if st.Hull <= 0 || st.Surveyed&(1<<p) != 0 || s.Ships[i].Pos.Dist(g.Battle.Stations[k].At) > ClusterRange+moveEpsilon {
			continue
		}
		st.Surveyed |= 1 << p
		s.battle.surveyedBG[g.Ships[i].Battlegroup] = true
		s.battle.VP[p]++
		if !st.Critical {
			_, st.Critical = Survey(r)
		}
		if s.rec.On() {
			s.rec.Logf("%s surveys station %s: 1 VP (critical location: %v)", g.Ships[i].ID, g.Battle.Stations[k].Name, st.Critical)
			s.rec.Event(SurveyEvent{Turn: s.Turn, Ship: g.Ships[i].ID, Order: Standard, Cluster: "station " + g.Battle.Stations[k].Name, Pos: s.Ships[i].Pos, Layer: s.Ships[i].Layer, Critical: st.Critical})
			s.recordVP(p, 1, "survey", "station "+g.Battle.Stations[k].Name)
		}
		return
	}
}
