package armada

import "github.com/fleetlab/fleetlab/sim"

// The effects of faceup damage cards (rules notes §6, "Damage deck"; the
// effects as the card data the notes cite words them, paraphrased). A card
// with a lasting effect stays faceup and is read where its effect applies:
//
//   - Blinded Gunners (attack.go): no spending accuracies while attacking.
//   - Capacitor Failure (capacitorFailed, repair): a hull zone with no
//     shields left can neither recover shields nor be moved shields to,
//     and while it defends the ship cannot spend a Redirect.
//   - Compartment Fire (StatusPhase): its defense tokens do not ready.
//   - Coolant Discharge (coolantSpent): only one of its attacks a round
//     may target a ship.
//   - Crew Panic (crewPanic): before revealing a dial it suffers 1 damage
//     or discards the dial and reveals none this round.
//   - Damaged Controls (damagedControls): when it overlaps a ship or an
//     obstacle it is dealt 1 more facedown card.
//   - Damaged Munitions, Point-Defense Failure (removeFailedDie): attacking
//     a ship (a squadron) it removes 1 die before rolling.
//   - Depowered Armament (Resolve): no attacks at long range.
//   - Disengaged Fire Control (declare.go): it may not choose a target the
//     attack would be obstructed against.
//   - Faulty Countermeasures (spendableTokens): no spending exhausted
//     defense tokens.
//   - Life Support Failure (here, GainToken): its command tokens are
//     discarded, and it may hold none.
//   - Power Failure (Engineering): engineering value halved, rounding down.
//   - Ruptured Engine (rupturedEngine): after a maneuver at a speed above
//     1, it suffers 1 damage.
//   - Targeter Disruption (attack.go): no critical effects while attacking.
//   - Thrust-Control Malfunction (YawLimit): the last adjustable joint's
//     yaw at its speed is one click less.
//   - Thruster Fissure (navigate): when it changes its speed, it suffers 1
//     damage.
//
// Cards with an immediate effect act here and flip facedown: Structural
// Damage, Injured Crew, Projector Misaligned, Comm Noise, Shield Failure.
// Where a card lets a player choose, the engine's choice is named below.

// faceup applies a faceup damage card's effect. Cards with a lasting
// effect stay faceup; the others flip facedown after it.
func (s *State) faceup(u int, c Card, r *sim.Stream) {
	st := &s.Units[u]
	switch c {
	case StructuralDamage:
		// "deal 1 more facedown card, then flip facedown"
		st.Facedown[c]++
		if int(st.Cards) < s.hullValue(u) {
			s.deal(u, false, r)
		}
		return
	case InjuredCrew:
		// "discard one of your defense tokens, then flip facedown"
		if i := s.discardToken(u, r); i >= 0 && i < len(s.Model.Units[u].Profile.Tokens) && st.Tokens[i] != Discarded {
			st.Tokens[i] = Discarded
			st.TokensDiscarded++
		}
		st.Facedown[c]++
		return
	case ProjectorMisaligned:
		// "Your hull zone with the most remaining shields loses all of its
		// shields ... Then flip this card facedown."
		best := Front
		for z := Front; z < zones; z++ {
			if st.Shields[z] > st.Shields[best] {
				best = z
			}
		}
		st.Shields[best] = 0
		st.Facedown[c]++
		return
	case CommNoise:
		s.commNoise(u)
		st.Facedown[c]++
		return
	case ShieldFailure:
		s.shieldFailure(u)
		st.Facedown[c]++
		return
	case LifeSupportFailure:
		st.CommandTokens = 0 // "discard all of your command tokens"; GainToken keeps it at none
	}
	st.Faceup[c]++
}

// commNoise plays Comm Noise: the opponent either reduces the ship's speed
// by 1 or sets its top command dial to a new command, then the card flips
// facedown. The engine's opponent slows a moving ship (a ship at speed 0
// spends no defense tokens, and a slow one reaches less); a ship standing
// still has its top dial set to the command least use to it at a
// standstill, Squadron (Concentrate Fire when the dial already is one).
func (s *State) commNoise(u int) {
	st := &s.Units[u]
	if st.Speed > 0 {
		st.Speed--
		return
	}
	if st.NDials > 0 {
		if st.Dials[0] != SquadronCommand {
			st.Dials[0] = SquadronCommand
		} else {
			st.Dials[0] = ConcentrateFireCommand
		}
	}
}

// shieldFailure plays Shield Failure: the opponent chooses up to 2 hull
// zones, each losing 1 shield, then the card flips facedown. The engine's
// opponent takes the two different zones with the most shields left (the
// first in zone order on a tie), so that each choice costs a shield.
func (s *State) shieldFailure(u int) {
	st := &s.Units[u]
	var chosen [zones]bool
	for range 2 {
		best := Zone(zones)
		for z := Front; z < zones; z++ {
			if !chosen[z] && st.Shields[z] > 0 && (best == zones || st.Shields[z] > st.Shields[best]) {
				best = z
			}
		}
		if best == zones {
			return
		}
		chosen[best] = true
		st.Shields[best]--
	}
}

// sufferDamage makes ship u suffer n damage that names no hull zone: its
// owner picks one zone to take it all (rules notes §3, "Damage
// application"), the zone its DebrisDecision names (by default the one
// with the most shields). It returns the damage suffered.
func (s *State) sufferDamage(u, n int, r *sim.Stream) int {
	if s.Units[u].Destroyed || n <= 0 {
		return 0
	}
	was := s.cause
	s.cause = causeDamageCard
	done := s.damageZone(u, s.debrisZone(u, r), n, false, r)
	s.cause = was
	s.Units[u].CardDamage += int16(done)
	return done
}

// crewPanic plays each faceup Crew Panic of ship u before it reveals a
// dial: it suffers 1 damage or discards the dial. The engine's player
// takes the damage while the zone it would take it on has a shield, and
// otherwise discards the dial (a damage card is dearer than a command).
// It reports whether the dial is discarded: no dial is revealed this
// round.
func (s *State) crewPanic(u int, r *sim.Stream) bool {
	st := &s.Units[u]
	for range st.Faceup[CrewPanic] {
		if st.Destroyed {
			return true
		}
		if z := s.debrisZone(u, r); st.Shields[z] > 0 {
			s.cause = causeDamageCard
			s.damageZone(u, z, 1, false, r)
			st.CardDamage++
			continue
		}
		return true
	}
	return false
}

// damagedControls deals ship u one facedown card for each faceup Damaged
// Controls when it overlaps a ship or an obstacle ("in addition to all
// other obstacle effects").
func (s *State) damagedControls(u int, r *sim.Stream) {
	st := &s.Units[u]
	was := s.cause
	s.cause = causeDamageCard
	for range st.Faceup[DamagedControls] {
		if st.Destroyed {
			break
		}
		st.CardDamage++
		s.deal(u, false, r)
	}
	s.cause = was
}

// rupturedEngine makes ship u suffer 1 damage for each faceup Ruptured
// Engine after it executes a maneuver with its speed dial above 1.
func (s *State) rupturedEngine(u int, r *sim.Stream) {
	st := &s.Units[u]
	if st.Speed > 1 && !st.Destroyed {
		s.sufferDamage(u, int(st.Faceup[RupturedEngine]), r)
	}
}

// coolantSpent reports whether ship u, with a faceup Coolant Discharge,
// has already made this round the one attack at a ship it may.
func (s *State) coolantSpent(u int) bool {
	return s.Units[u].Faceup[CoolantDischarge] > 0 && s.shipAttackRound == s.Round && s.shipAttackers.Has(u)
}

// noteShipAttack notes that unit u attacks a ship this round.
func (s *State) noteShipAttack(u int) {
	if s.shipAttackRound != s.Round {
		s.shipAttackers.Clear()
		s.shipAttackRound = s.Round
	}
	s.shipAttackers.Add(u)
}

// capacitorFailed reports whether ship state st has a faceup Capacitor
// Failure and zone z no shields left: no shield may be recovered in or
// moved to it, and while it defends no Redirect may be spent.
func capacitorFailed(st *UnitState, z Zone) bool {
	return st.Faceup[CapacitorFailure] > 0 && st.Shields[z] == 0
}

// removeFailedDie removes one die of the gathered dice before the roll
// for each faceup Damaged Munitions (attacking a ship) or Point-Defense
// Failure (attacking a squadron) of the attacker, the colour its
// ObstructDecision would give up.
func (s *State) removeFailedDie(a *Attack, gathered *Dice, r *sim.Stream) {
	st := &s.Units[a.Attacker]
	card := DamagedMunitions
	if s.Model.Units[a.Defender].Profile.Squadron {
		card = PointDefenseFailure
	}
	before := a.gathered
	for range st.Faceup[card] {
		if gathered.Total() == 0 {
			break
		}
		a.gathered = *gathered // what ObstructDecision reads
		c := s.obstruct(a, r)
		if gathered[c] == 0 {
			c = firstColour(*gathered)
		}
		gathered[c]--
	}
	a.gathered = before
}

// cardForbids reports whether the attacker's faceup damage cards forbid
// attack a, declared: a ship target after its one attack at a ship this
// round (Coolant Discharge), an obstructed target (Disengaged Fire
// Control).
func (s *State) cardForbids(a *Attack) bool {
	st := &s.Units[a.Attacker]
	return !s.Model.Units[a.Defender].Profile.Squadron && s.coolantSpent(a.Attacker) ||
		st.Faceup[DisengagedFireControl] > 0 && a.Obstructed
}

// targetCards returns what attacker u's faceup damage cards rule out when
// it chooses a target: every ship (Coolant Discharge, spent), every
// obstructed target (Disengaged Fire Control).
func (s *State) targetCards(u int) (noShips, noObstructed bool) {
	st := &s.Units[u]
	if st.Faceup[CoolantDischarge]|st.Faceup[DisengagedFireControl] == 0 {
		return false, false
	}
	return s.coolantSpent(u), st.Faceup[DisengagedFireControl] > 0
}

// YawLimit returns the most yaw clicks, either way, ship u may set at
// joint j (0-based) of a maneuver at speed: its speed chart's value, one
// less at the last adjustable joint of that speed (the last with a value
// of at least one click) for each faceup Thrust-Control Malfunction. A
// planner asks it; navigate holds every course to it.
func (s *State) YawLimit(u, speed, j int) int {
	chart := &s.Model.Units[u].Profile.Speeds
	if speed <= 0 || speed > MaxSpeed || j < 0 || j >= speed {
		return 0
	}
	limit := int(chart.Chart[speed-1][j])
	if n := int(s.Units[u].Faceup[ThrustControlMalfunction]); n > 0 && j == lastAdjustable(chart, speed) {
		limit = max(limit-n, 0)
	}
	return limit
}

// lastAdjustable returns the last joint at speed whose chart value allows
// a click, or -1.
func lastAdjustable(chart *SpeedChart, speed int) int {
	for j := speed - 1; j >= 0; j-- {
		if chart.Chart[speed-1][j] > 0 {
			return j
		}
	}
	return -1
}
