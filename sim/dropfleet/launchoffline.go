package dropfleet

// Weapons Offline and launching (battle notes §2.2, "Who may launch": a
// carrier launches only when "not under 'Weapons Offline' (that costs
// exactly one launch opportunity)"; rules notes §2, crippling table Core
// 3-4: "no firing/launch next activation"). The crippling result sets
// CrippleWeaponsOffline, two parts with lifetimes of their own: the
// firing part, CrippleHoldFire, ends with the ship's next activation
// (aim, activation.go); the launch part, CrippleHoldLaunch, ends with its
// next launch opportunity: the first Roundup launch step in which it is
// on the table after an order that may launch, in a layer its launch
// assets may leave. A ship crippled before its activation so loses that
// activation's fire and that turn's launches; one crippled after its
// activation (by torpedoes, Roundup damage) loses the next Roundup's
// launches and the next turn's fire.

// launchOffline reports whether ship i may not launch in this launch
// step: it is under Weapons Offline's launch part. Space assets and
// landers alike (launch.go, landing.go, station.go).
func (s *State) launchOffline(i int) bool {
	return s.Ships[i].Cripples&CrippleHoldLaunch != 0
}

// launchOpportunity reports whether ship i may launch in this launch step,
// Weapons Offline and its layer aside: on the table, its latest order one
// that may launch.
func (s *State) launchOpportunity(i int) bool {
	sh := &s.Ships[i]
	return s.OnTable(i) && sh.Order != OrderNone && sh.Order.rule().Launch
}

// layerLaunches reports whether one of ship i's launch kinds may leave
// its layer (battle notes §2.2, Layers): space assets from High or Low
// Orbit (from the Atmosphere too under U-L5's alternative:
// spaceAssetsLeave), landers as landersLeave lets them. A Roundup in which
// none may is no launch opportunity, as Max Thrust is none: the carrier
// "may not launch now" either way.
func (s *State) layerLaunches(i int) bool {
	p := &s.Model.Ships[i].Profile
	for k := range LaunchKind(launchKinds) {
		if p.LaunchValue(k) == 0 {
			continue
		}
		switch k {
		case Dropships, BulkLanders:
			if s.landersLeave(i, k) {
				return true
			}
		default:
			if s.spaceAssetsLeave(i) {
				return true
			}
		}
	}
	return false
}

// spaceAssetsLeave reports whether ship i's layer lets its space assets
// (Fighters, Bombers, Torpedoes, Fire Ships) leave: not the Atmosphere,
// unless under U-L5's alternative.
func (s *State) spaceAssetsLeave(i int) bool {
	return s.Ships[i].Layer != Atmosphere || s.Model.Rules.Launch.AtmosphereLaunch
}

// landersLeave reports whether ship i's layer lets its landers of kind k
// leave for a sector or a station (battle notes §2.2, Layers): those
// landerLayerOK lets leave for a sector, and Dropships from Low Orbit while
// some station of the battle still stands ("or Low Orbit vs a Space
// Station within 3\""). Like the sectors, whose distance it does not
// measure either, it asks the layer only, not whether that station is
// within 3": a Weapons Offline opportunity is the carrier's layer letting
// it launch, not a landing in reach.
func (s *State) landersLeave(i int, k LaunchKind) bool {
	l := s.Ships[i].Layer
	return landerLayerOK(k, l) || k == Dropships && l == LowOrbit && s.intactStation()
}

// intactStation reports whether a station of the battle still stands.
func (s *State) intactStation() bool {
	for k := range s.battle.stations {
		if s.battle.stations[k].Hull > 0 {
			return true
		}
	}
	return false
}

// endLaunchOpportunity ends the launch part of Weapons Offline for every
// ship that has just lost a launch opportunity to it: one on the table
// after an order that may launch, in a layer one of its kinds may leave
// (layerLaunches; a carrier that could not launch from its layer anyway
// loses nothing to the effect and keeps it). The Roundup calls it
// once the launch step's launches are made (landers included) and before
// its tokens strike, so that a ship crippled by them keeps the effect for
// its next opportunity.
func (s *State) endLaunchOpportunity() {
	for i := range s.Ships {
		if s.launchOffline(i) && s.launchOpportunity(i) && s.layerLaunches(i) {
			s.Ships[i].Cripples &^= CrippleHoldLaunch
			if s.rec.On() {
				s.rec.Logf("%s launches nothing this Roundup: Weapons Offline", s.Model.Ships[i].ID)
			}
		}
	}
}
