package dropfleet

// SurveyMinRating is the Strategy Rating (tonnage value) a battlegroup
// needs to survey: "only from a battlegroup of tonnage value (SR) ≥5"
// (battle notes §3.1; switch U-S11).
const SurveyMinRating = 5

// maySurvey reports whether ship i is big enough to survey (battle notes
// §3.1, "one ship per battlegroup of Tonnage 5 or more"): by default
// (switch U-S11) its battlegroup's Strategy Rating is 5 or more; under
// Rules.SurveyShipTonnage the ship itself must be Medium or larger.
func (s *State) maySurvey(i int) bool {
	g := s.Model
	if g.Rules.SurveyShipTonnage {
		return g.Ships[i].Profile.Tonnage >= Medium
	}
	return g.StrategyRating(g.Ships[i].Battlegroup) >= SurveyMinRating
}

// clusterTonnage returns each player's tonnage value of ships in Low
// Orbit that contest cluster c's Critical Location (battle notes §3.1):
// by default (switch U-S3) those within 6" of its centre; under
// Rules.CriticalFromSectors those within 6" of the nearest edge of one of
// its sector tokens.
func (s *State) clusterTonnage(c int) [Players]int {
	spec := &s.Model.Battle.Clusters[c]
	if !s.Model.Rules.CriticalFromSectors {
		return s.tonnageNear(spec.Centre)
	}
	var t [Players]int
	for i := range s.Ships {
		if !s.OnTable(i) || s.Ships[i].Layer != LowOrbit {
			continue
		}
		for _, sec := range spec.Sectors {
			if s.Ships[i].Pos.Dist(sec.At)-SectorRadius <= ClusterRange+moveEpsilon {
				t[s.Model.Ships[i].Fleet%Players] += s.Model.Ships[i].Profile.Tonnage.Value()
				break
			}
		}
	}
	return t
}
