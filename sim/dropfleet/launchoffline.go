package dropfleet

// Weapons Offline and launching (battle notes §2.2, "Who may launch": a
// carrier launches only when "not under 'Weapons Offline' (that costs
// exactly one launch opportunity)"; rules notes §2, crippling table Core
// 3-4: "no firing/launch next activation"). The crippling result sets
// CrippleWeaponsOffline, two parts with lifetimes of their own: the
// firing part, CrippleHoldFire, ends with the ship's next activation
// (aim, activation.go); the launch part, CrippleHoldLaunch, ends with its
// next launch opportunity: the first Roundup launch step in which it is
// on the table after an order that may launch. A ship crippled before
// its activation so loses that activation's fire and that turn's
// launches; one crippled after its activation (by torpedoes, Roundup
// damage) loses the next Roundup's launches and the next turn's fire.

// launchOffline reports whether ship i may not launch in this launch
// step: it is under Weapons Offline's launch part. Space assets and
// landers alike (launch.go, landing.go, station.go).
func (s *State) launchOffline(i int) bool {
	return s.Ships[i].Cripples&CrippleHoldLaunch != 0
}

// launchOpportunity reports whether ship i had a launch opportunity in
// this launch step, Weapons Offline aside: on the table, its latest order
// one that may launch.
func (s *State) launchOpportunity(i int) bool {
	sh := &s.Ships[i]
	return s.OnTable(i) && sh.Order != OrderNone && sh.Order.rule().Launch
}

// endLaunchOpportunity ends the launch part of Weapons Offline for every
// ship that has just lost a launch opportunity to it. The Roundup calls it
// once the launch step's launches are made (landers included) and before
// its tokens strike, so that a ship crippled by them keeps the effect for
// its next opportunity.
func (s *State) endLaunchOpportunity() {
	for i := range s.Ships {
		if s.launchOffline(i) && s.launchOpportunity(i) {
			s.Ships[i].Cripples &^= CrippleHoldLaunch
			if s.rec.On() {
				s.rec.Logf("%s launches nothing this Roundup: Weapons Offline", s.Model.Ships[i].ID)
			}
		}
	}
}
