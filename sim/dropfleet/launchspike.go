package dropfleet

// launchSpike gives carrier i the Minor Spike of launching, once a
// Roundup however many kinds it launches ("Launching gives the carrier a
// Minor Spike", battle notes §2.2, "Who may launch": the spike is for
// launching, not for each kind launched). launchState.spiked records 1 +
// the turn of the ship's latest launch spike (0: none yet).
func (s *State) launchSpike(i int) {
	l := &s.battle.assets
	if l.spiked != nil {
		if int(l.spiked[i]) == s.Turn+1 {
			return
		}
		l.spiked[i] = int8(s.Turn + 1)
	}
	s.AddSpike(i, MinorSpike)
}

// carriesLaunch reports whether a ship of g has a launch value of any
// kind, landers included: only then does a battle record launch spikes.
func carriesLaunch(g *Model) bool {
	for i := range g.Ships {
		if len(g.Ships[i].Profile.Launch) > 0 {
			return true
		}
	}
	return false
}
