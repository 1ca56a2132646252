package dropfleet

// launchKinds is the number of launch asset kinds (the size of a ship's
// row of launchState.uses).
const launchKinds = int(BulkLanders) + 1

// limitedLaunches reports whether a ship of g carries a Limited (X)
// launch asset: only then does a battle count launches.
func limitedLaunches(g *Model) bool {
	for i := range g.Ships {
		for _, a := range g.Ships[i].Profile.Launch {
			if a.Limited > 0 {
				return true
			}
		}
	}
	return false
}

// limitReached reports whether ship i has launched its tokens of kind k
// as many times this game as its Limited (X) allows (battle notes §2.2:
// "Limited (X) caps launches per game"). A launch is one placing of a
// ship's tokens of one kind, however many; each ship counts its own.
func (s *State) limitReached(i int, k LaunchKind) bool {
	u := s.battle.assets.uses
	if u == nil {
		return false
	}
	x := s.Model.Ships[i].Profile.LaunchLimit(k)
	return x > 0 && int(u[i*launchKinds+int(k)]) >= x
}

// LaunchesLeft returns how many more times ship i may launch its tokens of
// kind k this game: its Limited (X) less its launches so far, or -1 when
// the kind is not Limited.
func (s *State) LaunchesLeft(i int, k LaunchKind) int {
	x := s.Model.Ships[i].Profile.LaunchLimit(k)
	if x == 0 || s.battle.assets.uses == nil {
		return -1
	}
	return max(0, x-int(s.battle.assets.uses[i*launchKinds+int(k)]))
}

// launched records that ship i launched its tokens of kind k: launching
// gives the carrier a Minor Spike, once a Roundup (launchspike.go), and
// the launch counts towards its Limited (X).
func (s *State) launched(i int, k LaunchKind) {
	s.launchSpike(i)
	if u := s.battle.assets.uses; u != nil {
		u[i*launchKinds+int(k)]++
	}
}
