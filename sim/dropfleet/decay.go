package dropfleet

// orbitalDecay plays Roundup step 4 (battle notes §2.4): every ship on the
// table still carrying an unrepaired Orbital Decay effect (CrippleDecay,
// repaired in damage control like any other) drops one layer, High Orbit to
// Low Orbit to the Atmosphere. A ship without Atmospheric that drops into
// the Atmosphere is destroyed outright, with no Catastrophic roll (its
// points still count as kill points: switch U-X4's default; removal.go). A decaying
// ship already in the Atmosphere stays (U-D2: the notes found no rule; the
// engine's default is that nothing happens).
func (s *State) orbitalDecay() {
	for i := range s.Ships {
		sh := &s.Ships[i]
		if !s.OnTable(i) || sh.Cripples&CrippleDecay == 0 || sh.Layer == Atmosphere {
			continue
		}
		sh.Layer++
		if sh.Layer == Atmosphere && !s.Model.Ships[i].Profile.Atmospheric {
			s.removeFromPlay(i) // removal.go (U-X4)
			if s.rec.On() {
				s.rec.Logf("%s decays into the Atmosphere and is destroyed", s.Model.Ships[i].ID)
				s.toldDestroyed(i, "orbital decay")
			}
			continue
		}
		if s.rec.On() {
			s.rec.Logf("%s decays to %s", s.Model.Ships[i].ID, sh.Layer)
			s.rec.Event(LayerEvent{Turn: s.Turn, Ship: s.Model.Ships[i].ID, Layer: sh.Layer, Cause: "orbital decay"})
		}
	}
}
