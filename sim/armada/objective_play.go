package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// objectiveState is what the objective played keeps during one game
// (rules notes battle §3): the objective, each player's objective ship,
// the ships still holding an objective token, the outpost's station, the
// objective tokens on the table. The
// hooks below dispatch to the objective's own file; with no objective
// played each costs a test of one field.
type objectiveState struct {
	played Objective
	// attackHook is set when the objective changes attacks before their
	// dice are modified (objectiveAttackEffects).
	attackHook bool
	// ships are each player's objective ship (-1: none).
	ships [Players]int
	// tokens are the ships holding an objective token (Opening Salvo).
	tokens UnitSet
	// targets are the units the activating ship attacked this activation
	// (Advanced Gunnery).
	targets UnitSet
	// outpost is Contested Outpost's station, placed at set-up
	// (outpostPlaced), which is no obstacle: it neither obstructs nor
	// repairs.
	outpost       plane.Polygon
	outpostPlaced bool
	// corona is Solar Corona's edge: 0 the short edge at x = 0, 1 the
	// other.
	corona int
	// faceupOn is 1 + the defender of the attack being resolved (0: none),
	// faceupDealt the damage cards dealt or flipped faceup on it during
	// that attack (Precision Strike).
	faceupOn    int
	faceupDealt int
	// cardsBefore is the defender's damage cards before the attack being
	// resolved dealt any (Fighter Ambush).
	cardsBefore int8
	// vipHolder is 1 + the ship holding Capture the VIP's token (0: none;
	// the token is table token 0 while it lies on the table)
	// (objective_vip.go).
	vipHolder int
	// aside are Hyperspace Assault's second player's units set aside and
	// not yet arrived (objective_hyperspace.go).
	aside UnitSet
	// table are the objective tokens on the table (objective_tokens.go):
	// Planetary Ion Cannon's and Hyperspace Assault's among them.
	table tableTokens
	// surprise is Surprise Attack's stack of dials, round 1's first
	// (objective_surprise.go).
	surprise [surpriseRounds]Command
	// deployed is set once the fleets are deployed.
	deployed bool
	// exo are the exogorths on the table (objective_exogorth.go).
	exo exogorths
}

// chooseObjective sets the objective of this game (rules notes battle
// §1.2 step 4): the one the battle fixes, or, when the fleets carry
// objectives, the one the first player picks among the second player's
// three (its ObjectiveChoiceDecision, by default [FirstListed]).
func (s *State) chooseObjective(r *sim.Stream) {
	b := s.Model.Battle
	o := &s.game.obj
	o.played, o.ships, o.outpostPlaced, o.faceupOn = b.Objective, [Players]int{-1, -1}, false, 0
	o.vipHolder = 0
	o.aside.Clear()
	o.exo = exogorths{}
	s.clearTokens()
	o.deployed = false
	if b.ChooseObjective {
		options := b.Objectives[1-s.first]
		i := s.objectiveChoice(s.first, options, r)
		if i < 0 || i >= len(options) {
			i = FirstListed{}.ChooseObjective(s, s.first, options, r)
		}
		o.played = options[i]
	}
	o.attackHook = o.played == MostWanted || o.played == OpeningSalvo || o.played == FighterAmbush || o.played == SolarCorona || o.played == PrecisionStrike
	if s.rec.On() && o.played != ObjectiveNone {
		s.rec.Logf("Objective: %s (%s)", o.played, o.played.Card().Category)
	}
}

// Objective returns the objective of the game being played.
func (s *State) Objective() Objective { return s.game.obj.played }

// ObjectiveShip returns player p's objective ship, or -1.
func (s *State) ObjectiveShip(p int) int { return s.game.obj.ships[p] }

// VictoryTokens returns player p's victory tokens so far.
func (s *State) VictoryTokens(p int) int { return s.game.victoryTokens[p] }

// gainVictoryToken gives player p a victory token, traced with why.
func (s *State) gainVictoryToken(p int, why string) {
	s.game.victoryTokens[p]++
	if s.rec.On() {
		s.rec.Event(ObjectiveEvent{Round: s.Round, Player: p, What: "gains a victory token: " + why, Ship: -1, Tokens: 1})
		s.rec.Logf("%s gains a victory token (%s: %s)", s.Model.Battle.Fleets[p], s.game.obj.played, why)
	}
}

// objectiveAfterDeployment resolves the objective's "after deploying
// fleets" set-up (rules notes battle §1.2 step 6).
func (s *State) objectiveAfterDeployment(r *sim.Stream) {
	s.game.obj.deployed = true
	switch s.game.obj.played {
	case MostWanted:
		s.mostWantedSetUp(r)
	case OpeningSalvo:
		s.openingSalvoSetUp()
	case FighterAmbush:
		s.fighterAmbushDeploy(r)
	case SolarCorona:
		s.nameCorona()
	case AdvancedGunnery:
		s.ownObjectiveShips(r)
	case PrecisionStrike:
		s.precisionSetUp()
	case IntelSweep:
		s.ownObjectiveShips(r)
	case SurpriseAttack:
		s.surpriseSetUp(r)
	}
}

// objectiveAfterMove applies the objective's effects in ship u's Move
// Ship step, once it has moved and before the obstacles it ends on act
// (both resolve in that step; its player takes what it may first).
func (s *State) objectiveAfterMove(u int, r *sim.Stream) {
	s.cause = causeObjective
	switch s.game.obj.played {
	case DangerousTerritory:
		s.dangerousTake(u)
	case Minefields:
		s.minesGoOff(u, r)
	case InfestedFields:
		s.infestedTake(u)
		s.exogorthBites(u, r)
	case AsteroidTactics:
		s.asteroidTacticsRecover(u)
		s.exogorthBites(u, r)
	}
}

// objectiveAfterSquadronMove applies the objective's effects once
// squadron u has moved.
func (s *State) objectiveAfterSquadronMove(u int) {
	switch s.game.obj.played {
	case InfestedFields:
		s.infestedTake(u)
	case AsteroidTactics:
		s.asteroidTacticsRecover(u)
	}
}

// objectiveStartOfSquadronPhase resolves the objective's effects at the
// start of the Squadron Phase, before the first activation: the
// exogorths' attacks (rules notes battle §2.3).
func (s *State) objectiveStartOfSquadronPhase(r *sim.Stream) {
	s.cause = causeObjective
	switch s.game.obj.played {
	case InfestedFields:
		s.exogorthAttacks(r)
		s.infestedAfterAttacks(r)
	case AsteroidTactics:
		s.asteroidTacticsAttacks(r)
	}
}

// objectiveAfterObstacles resolves the objective's set-up once the
// obstacles are placed, before deployment (rules notes battle §1.2 step
// 5): the objective tokens it puts on the table.
func (s *State) objectiveAfterObstacles(r *sim.Stream) {
	switch s.game.obj.played {
	case DangerousTerritory:
		s.dangerousSetUp()
	case IntelSweep:
		s.intelSweepSetUp(r)
	case FireLanes:
		s.fireLanesSetUp(r)
	case Minefields:
		s.minefieldsSetUp(r)
	case InfestedFields:
		s.infestedSetUp(r)
	case PlanetaryIonCannon:
		s.ionCannonSetUp(r)
	case CaptureTheVIP:
		s.vipSetUp(r)
	case HyperspaceAssault:
		s.hyperspaceSetUp(r)
	}
}

// objectiveStartOfRound resolves the objective's effects at the start of
// a round, before its Command Phase (rules notes battle §2.1).
func (s *State) objectiveStartOfRound(r *sim.Stream) {
	if s.game.obj.played == HyperspaceAssault {
		s.hyperspaceRound(r)
	}
	if (s.game.obj.played == InfestedFields || s.game.obj.played == AsteroidTactics) && s.Round > 1 {
		s.placeExogorths(r) // the previous round's end: nothing comes between
	}
}

// objectiveOnReveal applies the objective's effects when ship u reveals
// its command dial.
func (s *State) objectiveOnReveal(u int, r *sim.Stream) {
	switch s.game.obj.played {
	case CaptureTheVIP:
		s.vipReveal(u, r)
	case IntelSweep:
		s.intelSweepReveal(u)
	}
}

// objectiveGameEnd resolves the objective's effects when the game ends,
// before it is scored (rules notes battle §2.5, §2.6).
func (s *State) objectiveGameEnd() {
	if s.game.obj.played == CaptureTheVIP {
		s.vipScore()
	}
}

// objectiveEndOfCommandPhase resolves the objective's effects at the end
// of the Command Phase (Planetary Ion Cannon's attack) and at the start
// of the Ship Phase that follows (Surprise Attack's dial).
func (s *State) objectiveEndOfCommandPhase(r *sim.Stream) {
	s.cause = causeObjective
	switch s.game.obj.played {
	case PlanetaryIonCannon:
		s.ionCannon(r)
	case SurpriseAttack:
		s.surpriseReveal()
	}
}

// objectiveAttackEffects applies the objective's effects to attack a once
// its dice are rolled, in the Resolve Attack Effects step; it is called
// only when the objective has some (objectiveState.attackHook).
func (s *State) objectiveAttackEffects(a *Attack, r *sim.Stream) {
	if a.IsSalvo {
		return
	}
	switch s.game.obj.played {
	case MostWanted:
		s.mostWantedDie(a, r)
	case OpeningSalvo:
		s.openingSalvoDice(a, r)
	case FighterAmbush:
		s.game.obj.cardsBefore = s.Units[a.Defender].Cards
	case SolarCorona:
		s.coronaAccuracy(a)
	case PrecisionStrike:
		s.precisionFlip(a, r)
	}
}

// objectiveAfterAttack applies the objective's effects after attack a.
func (s *State) objectiveAfterAttack(a *Attack) {
	switch s.game.obj.played {
	case SuperiorPositions:
		s.superiorPositionsToken(a)
	case FighterAmbush:
		s.fighterAmbushToken(a)
	case PrecisionStrike:
		s.precisionTokens(a)
	}
}

// objectiveEndOfRound resolves the objective's end-of-round effects, after
// the Status Phase (rules notes battle §2.1).
func (s *State) objectiveEndOfRound() {
	switch s.game.obj.played {
	case ContestedOutpost:
		s.outpostMajority()
	case FireLanes:
		s.fireLanesControl()
	}
}

// objectiveEndOfGame returns the points the objective adds to player p's
// score at the end of the game (rules notes battle §2.6), beyond victory
// tokens and the doubled costs casualtiesOf marks.
func (s *State) objectiveEndOfGame(p int) int {
	switch s.game.obj.played {
	case OpeningSalvo:
		return s.openingSalvoScore(p)
	case IntelSweep:
		return s.intelSweepScore(p)
	}
	return 0
}

// doubled reports whether unit u's card cost counts twice if destroyed:
// an objective ship of Most Wanted or Advanced Gunnery (rules notes
// battle §3.2).
func (s *State) doubled(u int) bool {
	o := &s.game.obj
	return (o.played == MostWanted || o.played == AdvancedGunnery) && (o.ships[0] == u || o.ships[1] == u)
}

// atDistance reports whether ship u's base lies within distance band d
// (1 to 5) of polygon p, closest point to closest point.
func (s *State) atDistance(u int, p *plane.Polygon, d int) bool {
	_, _, dist := plane.Closest(s.base(u), p)
	return dist <= s.Model.Ruler.Distance[d-1]
}

// edgeGap returns how far point v lies from player p's edge (player 0's at
// y = 0, player 1's at the far long edge).
func (t Table) edgeGap(v plane.Vec, p int) float64 {
	if p == 0 {
		return v.Y
	}
	return t.PlayArea.Y - v.Y
}

// beyondEdges reports whether every vertex of polygon q lies beyond
// distance d (1 to 5) of the player edges named in players.
func (t Table) beyondEdges(q *plane.Polygon, d int, players ...int) bool {
	for i := range q.N {
		for _, p := range players {
			if t.edgeGap(q.V[i], p) <= t.Ruler.Distance[d-1] {
				return false
			}
		}
	}
	return true
}

// victoryTokensMeasured reports whether the battle measures each fleet's
// victory tokens: whether an objective that gives them may be played.
func (b *Battle) victoryTokensMeasured() bool {
	if b.Objective.VictoryTokenValue() > 0 || b.Objective == IntelSweep {
		return true
	}
	for _, list := range b.Objectives {
		for _, o := range list {
			if b.ChooseObjective && (o.VictoryTokenValue() > 0 || o == IntelSweep) {
				return true
			}
		}
	}
	return false
}
