package armada

// Superior Positions (core set, navigation, 15 points a victory token;
// rules notes battle §3.2). Set-up: the first player deploys every ship
// and squadron before the second deploys anything (deployFleets).
// Special rule: after a ship or squadron attacks another ship's rear hull
// zone and the defender suffered at least 1 damage, the attacker's player
// gains a victory token.

// superiorPositionsToken gives attack a's player its victory token when
// a hit a ship's rear hull zone for at least 1 damage.
func (s *State) superiorPositionsToken(a *Attack) {
	g := s.Model
	if !a.Cancelled && a.Damage >= 1 && a.Zone == Rear && a.Defender != a.Attacker && !g.Units[a.Defender].Profile.Squadron {
		s.gainVictoryToken(g.Units[a.Attacker].Player, "damage on a rear hull zone")
	}
}
