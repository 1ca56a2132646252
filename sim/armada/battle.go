package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// StandardRounds is the length of a game: "the game ends after round 6"
// (rules notes battle §2.5).
const StandardRounds = 6

// Battle makes a [Model] a whole game (rules notes battle §1.2, §2, §7.1):
// initiative by fleet points, obstacles placed alternately, pass tokens,
// deployment, rounds of Command, Ship (alternating, with pass tokens),
// Squadron and Status phases, the end when a fleet has no ships, and the
// score. Every choice is a player's decision (decide.go, battle
// decisions).
type Battle struct {
	// Rounds is the number of rounds (StandardRounds).
	Rounds int
	// Table is the play and setup area with its deployment zones.
	Table Table
	// Obstacles are the obstacle tokens each game places, in the order
	// they are offered (3 asteroid fields, 2 debris fields, a station:
	// StandardObstacles), each with its shape around its own centre.
	Obstacles []Obstacle
	// Objective is the objective played (ObjectiveNone), unless
	// ChooseObjective: then the first player picks one of the second
	// player's Objectives at set-up (rules notes battle §1.2 step 4).
	Objective       Objective
	ChooseObjective bool
	// Objectives are each fleet's three objectives (one assault, one
	// defense, one navigation), when the fleets carry them.
	Objectives [Players][]Objective
	// Score holds the scoring switches (victory token value, tabling).
	Score ScoreRules
	// Tournament turns on tournament points by Margin's table.
	Tournament bool
	Margin     MarginTable
	// TournamentEnd: the game ends at the end of a round in which a fleet
	// has no non-flotilla ship left, not at once (flotilla.go).
	TournamentEnd bool
	// Fleets are the fleets' names, by player, that the measures carry.
	Fleets [Players]string
}

// Fleet points: a unit's points are its Profile's.

// battleState is what a battle keeps during one game.
type battleState struct {
	// passTokens are each player's pass tokens left this game.
	passTokens [Players]int
	// done marks the ships activated in this round's Ship Phase.
	done UnitSet
	// deployed are the bases of the ships deployed so far; deployedSq
	// the squadrons' discs.
	deployed   []plane.Polygon
	deployedSq []Disc
	// casualties is scratch for scoring one side's losses.
	casualties []Casualty
	// victoryTokens are each player's victory tokens.
	victoryTokens [Players]int
	// obj is the objective played and its state (objective_play.go).
	obj objectiveState
	// Results of the game.
	score [Players]int
	// pointsDestroyed is each player's fleet points destroyed: Score
	// without victory tokens, objective doubling or the tabling rule.
	pointsDestroyed [Players]int
	winner          int
	end             EndReason
	roundsPlayed    int
	obstaclesLost   int // obstacles no legal place was found for
	deployFailures  int // units deployed where the rules do not allow
	tournament      [Players]int
}

// newBattle sizes a battle state's scratch once per worker.
func (s *State) newBattle() {
	b, n := s.Model.Battle, len(s.Model.Units)
	s.obstacles = sim.Isolated[Obstacle](len(b.Obstacles))[:0]
	s.game.done = newUnitSet(n)
	s.game.deployed = sim.Isolated[plane.Polygon](n)[:0]
	s.game.deployedSq = sim.Isolated[Disc](n)[:0]
	s.game.casualties = sim.Isolated[Casualty](n)[:0]
	s.game.obj.tokens = newUnitSet(n)
	s.game.obj.targets = newUnitSet(n)
	s.game.obj.aside = newUnitSet(n)
	for i := range s.Model.Units {
		if u := &s.Model.Units[i]; !u.Profile.Squadron {
			s.shapes[i], _ = NewShape(u.Profile.Size, u.Profile.Arcs)
		}
	}
}

// playBattle plays one whole game and records its measures.
func (s *State) playBattle(r *sim.Stream, tally *sim.Tally) {
	s.Reset()
	s.game.score, s.game.tournament, s.game.victoryTokens = [Players]int{}, [Players]int{}, [Players]int{}
	s.game.roundsPlayed, s.game.obstaclesLost, s.game.deployFailures = 0, 0, 0
	s.setUp(r)
	if s.rec.On() {
		s.traceSetUp()
	}
	rounds := s.Model.Battle.Rounds
	for round := 1; round <= rounds && !s.fleetGone() && !s.tabledAtRoundEnd(); round++ {
		if r.Stopped() { // the run is stopping: the game is cut, unrecorded
			return
		}
		s.Round = round
		if s.rec.On() {
			s.rec.Event(RoundEvent{Round: round})
		}
		if s.game.obj.played != ObjectiveNone {
			s.objectiveStartOfRound(r)
		}
		s.CommandPhase(r)
		if s.rec.On() {
			s.rec.Heading("Round %d", round)
			s.traceDials()
		}
		if s.game.obj.played != ObjectiveNone {
			s.objectiveEndOfCommandPhase(r)
		}
		s.shipPhase(r)
		if !s.fleetGone() {
			if s.game.obj.played != ObjectiveNone {
				s.objectiveStartOfSquadronPhase(r)
			}
			s.SquadronPhase(r)
			s.StatusPhase()
			s.objectiveEndOfRound()
		}
		s.Rounds, s.game.roundsPlayed = round, round
		if s.rec.On() {
			s.traceRoundEnd(round)
		}
	}
	if r.Cut() { // stopped inside the last round's phases
		return
	}
	s.scoreGame()
	if s.rec.On() {
		s.traceEnd()
	}
	s.recordBattle(tally)
}

// hasShips reports whether player p has a ship on the table.
func (s *State) hasShips(p int) bool { return s.fleetHasShip(p, true) }

// fleetHasShip reports whether player p has a ship on the table, a
// flotilla counting only when flotillas is set (hasShips,
// hasCapitalShips).
func (s *State) fleetHasShip(p int, flotillas bool) bool {
	for i := range s.Model.Units {
		if u := &s.Model.Units[i]; u.Player == p && !u.Profile.Squadron && (flotillas || !u.Profile.Flotilla) && !s.Units[i].Destroyed {
			return true
		}
	}
	return false
}

// fleetGone reports whether a fleet has no ships left: the game ends at
// once (rules notes battle §2.5; squadrons do not keep a fleet alive);
// never under the tournament end, checked at the round's end instead
// (tabledAtRoundEnd).
func (s *State) fleetGone() bool {
	return !s.Model.Battle.TournamentEnd && (!s.hasShips(0) || !s.hasShips(1))
}

// scoreGame scores the game (rules notes battle §2.6): each player the
// fleet points of the enemy units destroyed, then the winner by
// [Winner] (the fleet with ships left after a tabling; otherwise the
// higher score, the second player on a tie) and, when on, tournament
// points.
func (s *State) scoreGame() {
	b := s.Model.Battle
	s.objectiveGameEnd()
	for p := range Players {
		rules := b.Score
		rules.VictoryTokenValue = s.game.obj.played.VictoryTokenValue()
		s.game.score[p] = Score(s.casualtiesOf(1-p), s.game.victoryTokens[p], rules) + s.objectiveEndOfGame(p)
		s.game.pointsDestroyed[p] = PointsDestroyed(s.casualtiesOf(1 - p))
	}
	second := 1 - s.first
	seat, end := Winner(s.game.score[s.first], s.game.score[second], s.keepsFleet(s.first), s.keepsFleet(second))
	s.game.winner, s.game.end = s.first, end
	if seat == SecondPlayer {
		s.game.winner = second
	}
	if b.Tournament {
		w, l := TournamentPoints(b.Margin, s.game.score[0]-s.game.score[1])
		s.game.tournament[s.game.winner], s.game.tournament[1-s.game.winner] = w, l
	}
}

// casualtiesOf lists player p's units as Score sees them: the card's cost
// and its upgrades' apart, so that an objective doubling the card ("Do not
// double the cost of its upgrade cards", Most Wanted, Advanced Gunnery)
// counts the upgrades once.
func (s *State) casualtiesOf(p int) []Casualty {
	cs := s.game.casualties[:0]
	for i := range s.Model.Units {
		u := &s.Model.Units[i]
		if u.Player != p {
			continue
		}
		st := &s.Units[i]
		cs = append(cs, Casualty{CardCost: u.Profile.Points, UpgradeCost: u.UpgradePoints(), Squadron: u.Profile.Squadron, Flotilla: u.Profile.Flotilla,
			Huge: u.Profile.Size == HugeShip, Hull: u.Profile.Hull, DamageCards: int(st.Cards), Destroyed: st.Destroyed,
			Doubled: s.doubled(i)})
	}
	s.game.casualties = cs
	return cs
}

// FleetPoints returns the points of player p's fleet.
func (g *Model) FleetPoints(p int) int {
	n := 0
	for i := range g.Units {
		if g.Units[i].Player == p {
			n += g.Units[i].Points()
		}
	}
	return n
}

// Unmodelled names the rules a battle plays without effect (sim.Limited),
// and in any scenario the upgrade cards fitted that the engine does not
// play, by name.
func (g *Model) Unmodelled() []string {
	if g.Battle == nil {
		return g.unmodelledCards()
	}
	var out []string
	if g.Battle.Objective == ObjectiveNone && !g.Battle.ChooseObjective {
		out = append(out, "objectives (played with none)") // an objective played is played whole
	}
	for i := range g.Units {
		if g.Units[i].Profile.Size == HugeShip {
			out = append(out, "huge ships' auxiliary hull zones") // only when a huge ship plays
			break
		}
	}
	return append(out, g.unmodelledCards()...)
}

// afterAttack applies the objective's effects after attack a (a battle's
// only; objective_play.go).
func (s *State) afterAttack(a *Attack) { s.objectiveAfterAttack(a) }
