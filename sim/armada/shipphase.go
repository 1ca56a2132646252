package armada

import "github.com/fleetlab/fleetlab/sim"

// shipPhase plays a battle's Ship Phase (rules notes battle §2.2): the
// players take turns, the first player first; a turn activates one of the
// player's ships not yet activated, or, when [ShipTurn.MayPass] allows and
// its PassDecision says so, spends a pass token; a player with no ship to
// activate passes without one. The phase ends when neither has a ship to
// activate, or at once when a fleet has no ships.
func (s *State) shipPhase(r *sim.Stream) {
	g := s.Model
	done := s.game.done
	done.Clear()
	var activated [Players]int
	var passed [Players]bool
	for player := s.first; !s.fleetGone() && !r.Stopped(); player = 1 - player {
		mine, theirs := s.unactivated(player), s.unactivated(1-player)
		if mine == 0 && theirs == 0 {
			return
		}
		seat := FirstPlayer
		if player != s.first {
			seat = SecondPlayer
		}
		t := ShipTurn{Seat: seat, Unactivated: mine, OpponentUnactivated: theirs, Activated: activated[player],
			Tokens: s.game.passTokens[player], PassedLastTurn: passed[player]}
		if t.MustPass() {
			continue
		}
		if t.MayPass() && s.pass(player, t, r) {
			s.game.passTokens[player]--
			passed[player] = true
			if s.rec.On() {
				s.rec.Logf("%s passes (%d pass tokens left)", g.Battle.Fleets[player], s.game.passTokens[player])
			}
			continue
		}
		passed[player] = false
		u := s.nextShip(player, r)
		if u < 0 || g.Units[u].Player != player || g.Units[u].Profile.Squadron || done.Has(u) || s.Units[u].Destroyed {
			u = Approach{}.NextShip(s, player, r)
		}
		done.Add(u)
		activated[player]++
		s.activateShip(u, r)
	}
}

// unactivated counts player p's ships on the table not yet activated this
// Ship Phase.
func (s *State) unactivated(p int) int {
	n := 0
	for i := range s.Model.Units {
		if s.MayActivateShip(p, i) {
			n++
		}
	}
	return n
}

// MayActivateShip reports whether ship u is player p's, on the table and
// not yet activated this Ship Phase.
func (s *State) MayActivateShip(p, u int) bool {
	g := &s.Model.Units[u]
	return g.Player == p && !g.Profile.Squadron && !s.Units[u].Destroyed && !s.game.done.Has(u)
}

// activateShip plays a battle ship's activation (rules notes §5, §3, §7):
// its dial revealed (Repair at once, then the Squadron command), up to
// MaxAttacks attacks from different hull zones, each at the kind of
// target its player's AttackTargetDecision names (the zone by the
// ZoneDecision), Concentrate Fire going to the first that rolls dice;
// then the maneuver its ManeuverDecision sets.
func (s *State) activateShip(u int, r *sim.Stream) {
	var m traceMark
	top, panic := s.Units[u].Dials[0], s.Units[u].PanicDiscards
	if s.rec.On() {
		m = s.markTrace()
	}
	dial := s.Reveal(u, true, true, r)
	if s.rec.On() {
		s.traceReveal(u, top, s.Units[u].PanicDiscards != panic, m)
	}
	s.objectiveOnReveal(u, r)
	dial = s.squadronCommand(u, dial, r)
	var e ActivationEvent
	if s.rec.On() {
		e = ActivationEvent{Round: s.Round, Ship: u, Player: s.Model.Units[u].Player, Revealed: top, EnemyInRange: s.enemyShipInRange(u), Attacks: -s.Attacks}
	}
	stopped := s.attackStep(u, dial, r)
	if s.rec.On() {
		e.Attacks += s.Attacks
		s.rec.Event(e)
	}
	if stopped || s.Units[u].Destroyed {
		return
	}
	nav, c := s.maneuver(u, r)
	from := s.Units[u].At
	if s.rec.On() {
		m = s.markTrace()
	}
	s.executeManeuver(u, nav, c, false, r)
	if s.rec.On() {
		s.traceManeuver(u, from, m)
	}
}

// attackStep plays ship u's attacks in its activation, with dial the
// command dial it kept. It reports whether the activation stops there:
// the ship destroyed or a fleet gone before an attack.
func (s *State) attackStep(u int, dial Command, r *sim.Stream) bool {
	cf := s.concentrateFire(u, dial)
	s.Units[u].KeptDial = dial
	var used uint8
	if s.Model.Units[u].Kit.SideRed > 0 {
		used = s.ackbarArcs(u, r) // Admiral Ackbar (commander.go)
	}
	for range MaxAttacks(s.Model.Units[u].Profile.Size) {
		if s.Units[u].Destroyed || s.fleetGone() {
			return true
		}
		a := Attack{Attacker: u, BestZone: true, NearestZone: true, Measured: true, Target: s.attackTarget(u, r), State: s}
		free := s.gunneryMask(u, used) // used, but under Advanced Gunnery
		if !s.chooseZone(&a, free, r) {
			if a.Target == TargetNearest {
				if !s.gunneryAgain(&a, used, r) {
					break
				}
			} else {
				a = Attack{Attacker: u, BestZone: true, NearestZone: true, Measured: true, Target: TargetNearest, State: s}
				if !s.chooseZone(&a, free, r) && !s.gunneryAgain(&a, used, r) {
					break
				}
			}
		}
		used |= 1 << a.From
		if cf != NoConcentrate {
			a.Concentrate |= cf
			a.spendCF = cf&TokenCF != 0
		}
		if s.fire(&a, r) {
			cf = NoConcentrate
		}
		s.gunneryTargeted(&a)
	}
	return false
}
