package armada

import "github.com/fleetlab/fleetlab/sim"

// perFleet is the number of measures of each fleet, tournament points
// aside.
const perFleet = 5

// metrics lists a battle's measures: for each fleet, whether it won,
// whether it had the initiative, its score (the fleet points of the enemy
// units it destroyed), the ships and squadrons it lost, when the score may
// differ from them the fleet points it destroyed, when measured its
// victory tokens, and, when on, its tournament points; then whether the first player won, the margin (the first fleet's score less the
// second's), the rounds played, whether a fleet was tabled, and the units
// that found no legal place at deployment.
func (b *Battle) metrics() []sim.Metric {
	var out []sim.Metric
	for _, f := range b.Fleets {
		out = append(out,
			sim.Metric{Name: "win_" + f, Kind: sim.KindProbability, Doc: "the fleet won (higher score, the second player on a tie, or the only fleet with ships left)"},
			sim.Metric{Name: "first_" + f, Kind: sim.KindProbability, Doc: "the fleet was first player (the initiative)"},
			sim.Metric{Name: "score_" + f, Kind: sim.KindDistribution, Doc: "the fleet's score: fleet points of the enemy units it destroyed, and its victory tokens' worth"},
			sim.Metric{Name: "ships_lost_" + f, Kind: sim.KindDistribution, Doc: "ships the fleet lost"},
			sim.Metric{Name: "squadrons_lost_" + f, Kind: sim.KindDistribution, Doc: "squadrons the fleet lost"})
		if b.scoreMayDifferFromPoints() {
			out = append(out, sim.Metric{Name: "points_destroyed_" + f, Kind: sim.KindDistribution, Doc: "fleet points of the enemy units the fleet destroyed (cards and upgrades once, a crippled huge ship half): its score without victory tokens, objective doubling or the tabling rule"})
		}
		if b.victoryTokensMeasured() {
			out = append(out, sim.Metric{Name: "victory_tokens_" + f, Kind: sim.KindDistribution, Doc: "victory tokens the fleet gained"})
		}
		if b.Tournament {
			out = append(out, sim.Metric{Name: "tournament_" + f, Kind: sim.KindDistribution, Doc: "the fleet's tournament points by the margin of victory"})
		}
	}
	return append(out,
		sim.Metric{Name: "first_player_won", Kind: sim.KindProbability, Doc: "the first player (the initiative) won"},
		sim.Metric{Name: "margin", Kind: sim.KindDistribution, Doc: "the first fleet's score less the second's"},
		sim.Metric{Name: "rounds", Kind: sim.KindDistribution, Doc: "rounds played"},
		sim.Metric{Name: "tabled", Kind: sim.KindProbability, Doc: "the game ended early: a fleet had no ships left"},
		sim.Metric{Name: "deploy_failures", Kind: sim.KindDistribution, Doc: "units that found no legal place at deployment or set-up (obstacles left out included)"})
}

// recordBattle records the game's measures.
func (s *State) recordBattle(t *sim.Tally) {
	b := s.Model.Battle
	i := 0
	for p := range Players {
		ships, squadrons := 0, 0
		for j := range s.Model.Units {
			if u := &s.Model.Units[j]; u.Player == p && s.Units[j].Destroyed {
				if u.Profile.Squadron {
					squadrons++
				} else {
					ships++
				}
			}
		}
		t.Bool(i, s.game.winner == p)
		t.Bool(i+1, s.first == p)
		t.Int(i+2, s.game.score[p])
		t.Int(i+3, ships)
		t.Int(i+4, squadrons)
		i += perFleet
		if b.scoreMayDifferFromPoints() {
			t.Int(i, s.game.pointsDestroyed[p])
			i++
		}
		if b.victoryTokensMeasured() {
			t.Int(i, s.game.victoryTokens[p])
			i++
		}
		if b.Tournament {
			t.Int(i, s.game.tournament[p])
			i++
		}
	}
	t.Bool(i, s.game.winner == s.first)
	t.Int(i+1, s.game.score[0]-s.game.score[1])
	t.Int(i+2, s.game.roundsPlayed)
	t.Bool(i+3, s.game.end != EndRounds)
	t.Int(i+4, s.game.deployFailures+s.game.obstaclesLost)
}

// Winner returns the player who won the game just played, and why it
// ended.
func (s *State) Winner() (int, EndReason) { return s.game.winner, s.game.end }

// Scores returns each player's score in the game just played.
func (s *State) Scores() [Players]int { return s.game.score }

// scoreMayDifferFromPoints reports whether a fleet's score may differ from
// the fleet points it destroyed: an objective is or may be played (victory
// tokens, doubled costs, end-of-game points) or the tabling rule is on.
// Only then is points_destroyed_ measured beside score_.
func (b *Battle) scoreMayDifferFromPoints() bool {
	return b.Objective != ObjectiveNone || b.ChooseObjective || b.Score.TablingWorth > 0
}
