package dropfleet

import "github.com/fleetlab/fleetlab/sim/plane"

// SurveyMinRating is the Strategy Rating (tonnage value) a battlegroup
// needs to survey: "only from a battlegroup of tonnage value (SR) ≥5"
// (battle notes §3.1; switch U-S11).
const SurveyMinRating = 5

// maySurvey reports whether ship i is big enough to survey (battle notes
// §3.1, "one ship per battlegroup of Tonnage 5 or more"): by default
// (switch U-S11) its battlegroup's Strategy Rating is 5 or more; under
// Rules.SurveyShipTonnage the ship itself must be Medium or larger. A
// Stealth Observation ship always is: §3.1 "(Stealth Observation ships
// ignore that)", the rule's text "can Survey a Cluster regardless of its
// Battlegroup Tonnage value" (U-S11's row). Under U-S11's alternative, a
// reading of the same tonnage requirement, it waives the ship's own
// tonnage instead: a Light stealth scout that could never survey would
// make the rule void. The notes give Stealth Observation no other effect
// (it waives neither Standard Orders, Low Orbit, the 6" reach nor one
// surveying ship per battlegroup a turn).
func (s *State) maySurvey(i int) bool {
	g := s.Model
	if g.Ships[i].Profile.StealthObservation {
		return true
	}
	if g.Rules.SurveyShipTonnage {
		return g.Ships[i].Profile.Tonnage >= Medium
	}
	return g.StrategyRating(g.Ships[i].Battlegroup) >= SurveyMinRating
}

// CriticalTonnages returns, for every cluster, each player's tonnage value
// of the ships that contest its Critical Location (ContestsCritical;
// battle notes §3.1), counted in one look at every ship: a slice the
// state owns, overwritten by the next call. The scoring gives each
// Critical Location to the player with more; policies ask it too, so that
// they and the scoring agree at the 6" boundary and under switch U-S3.
func (s *State) CriticalTonnages() [][Players]int {
	t := s.battle.tonnage
	clear(t)
	for i := range s.Ships {
		if s.Ships[i].Layer != LowOrbit || !s.OnTable(i) {
			continue
		}
		q, v := s.Model.Ships[i].Fleet%Players, s.Model.Ships[i].Profile.Tonnage.Value()
		for c := range t {
			if s.inCriticalReach(s.Ships[i].Pos, c) {
				t[c][q] += v
			}
		}
	}
	return t
}

// ContestsCritical reports whether ship i counts toward cluster c's
// Critical Location (battle notes §3.1): on the table, in Low Orbit, and
// within its reach (inCriticalReach).
func (s *State) ContestsCritical(i, c int) bool {
	// The ship's own layer and place first: the cheapest tests, which
	// rule out most ships.
	return s.Ships[i].Layer == LowOrbit && s.inCriticalReach(s.Ships[i].Pos, c) && s.OnTable(i)
}

// inCriticalReach reports whether a ship in Low Orbit at at would contest
// cluster c's Critical Location: by default (switch U-S3) within 6" of the
// cluster's centre; under Rules.CriticalFromSectors within 6" of the
// nearest edge of one of its sector tokens.
func (s *State) inCriticalReach(at plane.Vec, c int) bool {
	spec := &s.Model.Battle.Clusters[c]
	if !s.Model.Rules.CriticalFromSectors {
		return at.Dist(spec.Centre) <= ClusterRange+moveEpsilon
	}
	for _, sec := range spec.Sectors {
		if at.Dist(sec.At)-SectorRadius <= ClusterRange+moveEpsilon {
			return true
		}
	}
	return false
}
