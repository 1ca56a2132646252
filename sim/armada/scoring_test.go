package armada

import (
	"strings"
	"testing"
)

// TestScore checks the scoring formula of battle notes §2.6, case by case.
func TestScore(t *testing.T) {
	ship := func(card, upg int, destroyed bool) Casualty {
		return Casualty{CardCost: card, UpgradeCost: upg, Hull: 8, Destroyed: destroyed}
	}
	cases := []struct {
		name   string
		enemy  []Casualty
		tokens int
		rules  ScoreRules
		want   int
	}{
		{"§2.6 nothing destroyed scores nothing", []Casualty{ship(60, 20, false)}, 0, ScoreRules{}, 0},
		{"§2.6 a destroyed ship scores its cost with all its upgrades", []Casualty{ship(60, 20, true), ship(40, 0, false)}, 0, ScoreRules{}, 80},
		{"§2.6 destroyed squadrons score their cost",
			[]Casualty{{CardCost: 12, Squadron: true, Destroyed: true}, {CardCost: 12, Squadron: true}}, 0, ScoreRules{}, 12},
		{"§2.6 victory tokens times the objective's value", nil, 3, ScoreRules{VictoryTokenValue: 15}, 45},
		{"§2.6 an objective doubles the ship card, not its upgrades",
			[]Casualty{{CardCost: 50, UpgradeCost: 10, Doubled: true, Destroyed: true}}, 0, ScoreRules{}, 110},
		{"§2.6 a crippled huge ship in play scores half its cost, rounded up",
			[]Casualty{{CardCost: 219, UpgradeCost: 40, Huge: true, Hull: 15, DamageCards: 8}}, 0, ScoreRules{}, 130},
		{"§2.6 a huge ship one card short of crippled scores nothing",
			[]Casualty{{CardCost: 219, Huge: true, Hull: 15, DamageCards: 7}}, 0, ScoreRules{}, 0},
		{"§2.6 a destroyed huge ship scores its whole cost",
			[]Casualty{{CardCost: 219, Huge: true, Hull: 15, DamageCards: 15, Destroyed: true}}, 0, ScoreRules{}, 219},
		{"§2.6 tournament tabling: the fleet counts 400 once every non-flotilla ship is destroyed",
			[]Casualty{ship(90, 10, true), {CardCost: 35, Flotilla: true}, {CardCost: 15, Squadron: true}}, 1, ScoreRules{TablingWorth: 400, VictoryTokenValue: 20}, 420},
		{"§2.6 tabling needs every non-flotilla ship destroyed",
			[]Casualty{ship(90, 10, true), ship(50, 0, false)}, 0, ScoreRules{TablingWorth: 400}, 100},
		{"§2.6 a fleet of squadrons alone is never tabled (no non-flotilla ship to destroy)",
			[]Casualty{{CardCost: 15, Squadron: true}}, 0, ScoreRules{TablingWorth: 400}, 0},
		{"§2.6 without the tournament switch, tabling scores the sum",
			[]Casualty{ship(90, 10, true)}, 0, ScoreRules{}, 100},
	}
	for _, c := range cases {
		if got := Score(c.enemy, c.tokens, c.rules); got != c.want {
			t.Errorf("%s: Score = %d, want %d", c.name, got, c.want)
		}
	}
}

// TestWinner checks who wins, battle notes §2.5.
func TestWinner(t *testing.T) {
	cases := []struct {
		name          string
		first, second int
		firstShips    bool
		secondShips   bool
		want          Seat
		reason        EndReason
	}{
		{"§2.5 after round 6 the higher score wins", 200, 150, true, true, FirstPlayer, EndRounds},
		{"§2.5 a tie goes to the second player", 150, 150, true, true, SecondPlayer, EndRounds},
		{"§2.5 the fleet with a ship left wins whatever the score", 10, 300, true, false, FirstPlayer, EndTabled},
		{"§2.5 the second player's last ship standing wins", 300, 0, false, true, SecondPlayer, EndTabled},
		{"§2.5 both tabled at once: the higher score wins", 180, 120, false, false, FirstPlayer, EndBothTabled},
		{"§2.5 both tabled at once, tied: the second player", 120, 120, false, false, SecondPlayer, EndBothTabled},
	}
	for _, c := range cases {
		seat, reason := Winner(c.first, c.second, c.firstShips, c.secondShips)
		if seat != c.want || reason != c.reason {
			t.Errorf("%s: Winner = %v, %v; want %v, %v", c.name, seat, reason, c.want, c.reason)
		}
	}
}

// TestTournamentPoints checks the margin-of-victory tables of battle notes
// §2.7 at every band edge.
func TestTournamentPoints(t *testing.T) {
	cases := []struct {
		table          MarginTable
		margin         int
		winner, loser  int
		bandFromTheTab string
	}{
		{Margin400, 0, 6, 5, "0-59"}, {Margin400, 59, 6, 5, "0-59"}, {Margin400, 60, 7, 4, "60-139"},
		{Margin400, 139, 7, 4, "60-139"}, {Margin400, 140, 8, 3, "140-219"}, {Margin400, 219, 8, 3, "140-219"},
		{Margin400, 220, 9, 2, "220-299"}, {Margin400, 299, 9, 2, "220-299"}, {Margin400, 300, 10, 1, ">= 300"},
		{Margin400, -450, 10, 1, "a margin is a difference's size"},
		{Margin300, 20, 5, 5, "0-20"}, {Margin300, 21, 6, 4, "21-50"}, {Margin300, 50, 6, 4, "21-50"},
		{Margin300, 51, 7, 3, "51-90"}, {Margin300, 91, 8, 2, "91-150"}, {Margin300, 151, 9, 1, "151-220"},
		{Margin300, 221, 10, 0, "221+"},
	}
	for _, c := range cases {
		w, l := TournamentPoints(c.table, c.margin)
		if w != c.winner || l != c.loser {
			t.Errorf("§2.7 table %d, margin %d (band %s): %d-%d, want %d-%d", c.table, c.margin, c.bandFromTheTab, w, l, c.winner, c.loser)
		}
	}
}

// TestPointsDestroyed checks the points_destroyed_ measure (issue 17 item
// 7; battle notes §2.6): the fleet points of the destroyed enemy units,
// card and upgrades once, a crippled huge ship half rounded up, whatever
// the objective doubles and however the tabling rule would count.
func TestPointsDestroyed(t *testing.T) {
	for _, tc := range []struct {
		name  string
		enemy []Casualty
		want  int
	}{
		{"nothing destroyed", []Casualty{{CardCost: 90, Hull: 8}}, 0},
		{"a ship with its upgrades", []Casualty{{CardCost: 90, UpgradeCost: 12, Destroyed: true}, {CardCost: 44}}, 102},
		{"a doubled objective ship counts once", []Casualty{{CardCost: 90, UpgradeCost: 12, Destroyed: true, Doubled: true}}, 102},
		{"a squadron", []Casualty{{CardCost: 13, Squadron: true, Destroyed: true}}, 13},
		{"a crippled huge ship half, rounded up", []Casualty{{CardCost: 251, Huge: true, Hull: 20, DamageCards: 10}}, 126},
		{"a tabled fleet counts its units, not the tabling worth", []Casualty{{CardCost: 90, Destroyed: true}, {CardCost: 44, Destroyed: true}}, 134},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := PointsDestroyed(tc.enemy); got != tc.want {
				t.Errorf("PointsDestroyed = %d, want %d", got, tc.want)
			}
		})
	}
}

// TestPointsDestroyedMeasured checks that points_destroyed_ is measured
// beside score_ exactly when the score may differ from it: with an
// objective or the tabling rule, not in a plain game.
func TestPointsDestroyedMeasured(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(b *Battle)
		want bool
	}{
		{"no objective", func(*Battle) {}, false},
		{"most wanted", func(b *Battle) { b.Objective = MostWanted }, true},
		{"chosen", func(b *Battle) { b.ChooseObjective = true }, true},
		{"tabling rule", func(b *Battle) { b.Score.TablingWorth = 400 }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := battleModel(100)
			tc.set(g.Battle)
			got := false
			for _, m := range g.Battle.metrics() {
				if strings.HasPrefix(m.Name, "points_destroyed_") {
					got = true
				}
			}
			if got != tc.want {
				t.Errorf("points_destroyed_ measured %v, want %v", got, tc.want)
			}
		})
	}
}
