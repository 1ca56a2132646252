package armada

// Casualty is what end-of-game scoring reads of one of the opponent's
// units (battle notes §2.6).
type Casualty struct {
	// CardCost is the points of the ship or squadron card.
	CardCost int
	// UpgradeCost is the points of every upgrade the unit had equipped,
	// discarded ones too ("Discarded upgrades count only as part of a
	// destroyed ship's cost").
	UpgradeCost int
	// Squadron and Flotilla say what the unit is; Huge marks a huge ship.
	Squadron, Flotilla, Huge bool
	// Hull is the printed hull value and DamageCards the cards it holds at
	// the end: a huge ship still in play with DamageCards >= ceil(Hull/2)
	// is crippled and scores half its cost.
	Hull, DamageCards int
	// Destroyed says the unit was destroyed.
	Destroyed bool
	// Doubled says an objective (Most Wanted, Advanced Gunnery, Marked for
	// Destruction) counts the ship card's cost twice; upgrades count once.
	Doubled bool
}

// ScoreRules are the scoring settings of a game.
type ScoreRules struct {
	// VictoryTokenValue is the value printed on the chosen objective card
	// (0 when it gives no victory tokens).
	VictoryTokenValue int
	// TablingWorth, when positive, is what the opponent's fleet counts as
	// once all of its non-flotilla ships are destroyed (the tournament rule
	// of battle notes §2.6: 400). The rule replaces the sum of destroyed
	// units and does not stack with objective doubling, which the quoted
	// rule leaves open (§2.6); victory tokens still count.
	TablingWorth int
}

// cost is the unit's cost with its upgrades, the card counted twice when
// an objective doubles it.
func (c *Casualty) cost() int {
	if c.Doubled {
		return 2*c.CardCost + c.UpgradeCost
	}
	return c.CardCost + c.UpgradeCost
}

// crippledHuge reports a huge ship still in play with at least half its
// hull in damage cards (battle notes §2.6, rules /huge-ship/).
func (c *Casualty) crippledHuge() bool {
	return c.Huge && !c.Destroyed && c.DamageCards >= (c.Hull+1)/2
}

// Score returns a player's score (battle notes §2.6): the cost of every
// destroyed enemy unit with all its upgrades, half the cost (rounded up) of
// every crippled enemy huge ship still in play, and victory tokens times the
// objective's value.
func Score(enemy []Casualty, victoryTokens int, r ScoreRules) int {
	fleet, tabled, ships := 0, r.TablingWorth > 0, false
	for i := range enemy {
		c := &enemy[i]
		switch {
		case c.Destroyed:
			fleet += c.cost()
		case c.crippledHuge():
			fleet += (c.cost() + 1) / 2
		}
		if !c.Squadron && !c.Flotilla {
			ships = true
			if !c.Destroyed {
				tabled = false
			}
		}
	}
	if tabled && ships { // a fleet with no non-flotilla ship is never tabled
		fleet = r.TablingWorth
	}
	return fleet + victoryTokens*r.VictoryTokenValue
}

// EndReason says how a game ended.
type EndReason uint8

// The ways an Armada game ends (battle notes §2.5).
const (
	// EndRounds: the last round was played; the higher score wins.
	EndRounds EndReason = iota
	// EndTabled: every ship of one fleet was destroyed; the other wins
	// whatever the score.
	EndTabled
	// EndBothTabled: both fleets' last ships were destroyed at once; the
	// higher score wins.
	EndBothTabled
)

var endReasonNames = []string{"rounds", "tabled", "both-tabled"}

// String returns the reason's report name.
func (e EndReason) String() string { return endReasonNames[e] }

// Seat is a player's place in the turn order: the first player holds the
// initiative token all game (battle notes §1.2 step 3).
type Seat uint8

// The two seats.
const (
	FirstPlayer Seat = iota
	SecondPlayer
)

// Winner returns who wins a game and why (battle notes §2.5): when every
// ship of exactly one fleet is destroyed, the fleet with a ship left wins
// whatever the score; otherwise the higher score wins, and a tie goes to the
// second player. firstHasShips and secondHasShips say whether each fleet
// still has a ship in the play area (squadrons and set-aside units do not
// count).
func Winner(scoreFirst, scoreSecond int, firstHasShips, secondHasShips bool) (Seat, EndReason) {
	reason := EndRounds
	switch {
	case firstHasShips && !secondHasShips:
		return FirstPlayer, EndTabled
	case secondHasShips && !firstHasShips:
		return SecondPlayer, EndTabled
	case !firstHasShips && !secondHasShips:
		reason = EndBothTabled
	}
	if scoreFirst > scoreSecond {
		return FirstPlayer, reason
	}
	return SecondPlayer, reason
}

// MarginTable is a table of tournament points by margin of victory.
type MarginTable uint8

// The margin-of-victory tables (battle notes §2.7).
const (
	// Margin400 is the 400-point era's table: 0-59 6-5, 60-139 7-4,
	// 140-219 8-3, 220-299 9-2, 300+ 10-1.
	Margin400 MarginTable = iota
	// Margin300 is the historic 300-point table (FFG 2015): 0-20 5-5,
	// 21-50 6-4, 51-90 7-3, 91-150 8-2, 151-220 9-1, 221+ 10-0.
	Margin300
)

// marginBands lists, per table, the lowest margin of each band and the
// winner's and loser's points in it.
var marginBands = [...][]struct{ from, winner, loser int }{
	Margin400: {{0, 6, 5}, {60, 7, 4}, {140, 8, 3}, {220, 9, 2}, {300, 10, 1}},
	Margin300: {{0, 5, 5}, {21, 6, 4}, {51, 7, 3}, {91, 8, 2}, {151, 9, 1}, {221, 10, 0}},
}

// TournamentPoints returns the winner's and the loser's tournament points
// for a margin of victory (the absolute score difference, battle notes
// §2.7).
func TournamentPoints(t MarginTable, margin int) (winner, loser int) {
	if margin < 0 {
		margin = -margin
	}
	bands := marginBands[t]
	b := bands[0]
	for _, band := range bands {
		if margin >= band.from {
			b = band
		}
	}
	return b.winner, b.loser
}

// PointsDestroyed returns the fleet points of the enemy units destroyed:
// each one's card and upgrades counted once, a crippled huge ship still in
// play half (battle notes §2.6), with no victory tokens, no objective's
// doubling and no tabling rule. Without an objective and the tabling rule
// it is the score. It clears the Doubled marks of enemy.
func PointsDestroyed(enemy []Casualty) int {
	for i := range enemy {
		enemy[i].Doubled = false
	}
	return Score(enemy, 0, ScoreRules{})
}
