package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Fire Lanes (core set, defense, 15 points a victory token; rules notes
// battle §3.2). Set-up: after the obstacles, the second player places 3
// objective tokens in the set-up area beyond distance 4 of both player
// edges; then the first player may move each up to distance 1–2. End of
// round: for each token, each player totals the battery dice its ships'
// hull zones could gather against the token as if attacking it (in arc
// and at range, only the dice the range allows; the ship's current
// armament, no dice added after the roll); the higher total controls it;
// a player with a ship or squadron overlapping the token gives control to
// the opponent, and when both players do, nobody controls it. A player
// gains a victory token per token it controls.
//
// The engine plays it so: a token is a disc measured as a squadron's base
// is (the range to the part of it in the arc); a line of sight to a token
// cannot be blocked (only a defender's other hull zones block one) and
// obstruction, which removes a die after gathering, does not count; a tie
// controls nothing. The ARC 0.1 cap (a player may score at most 6 victory
// tokens more than the opponent) is not played: the engine has no switch
// between ARC and FFG card versions, and the notes' default is the card.

// fireLanesTokens is the card's number of tokens.
const fireLanesTokens = 3

// fireLanesSetUp has the second player place the tokens, then the first
// player move each up to distance 2, where its TokenMoveDecision says (by
// default TokenSense: toward its own edge, where its guns will be).
func (s *State) fireLanesSetUp(r *sim.Stream) {
	s.placeTokens(1-s.first, fireLanesTokens, false, r)
	reach := s.Model.Ruler.Distance[1]
	for k := range s.ObjectiveTokens() {
		from := s.game.obj.table.at[k]
		to, ok := s.tokenMove(s.first, k, reach, r)
		if !ok || to.Sub(from).Len() > reach+plane.Eps || !s.TokenMovable(k, to) {
			continue
		}
		s.game.obj.table.at[k] = to
		if s.rec.On() {
			s.rec.Logf("%s moves an objective token (fire-lanes) to (%.0f, %.0f)", s.Model.Battle.Fleets[s.first], to.X, to.Y)
		}
	}
}

// fireLanesPlaceable reports whether a token may be placed at c: in the
// set-up area beyond distance 4 of both player edges.
func (s *State) fireLanesPlaceable(c plane.Vec) bool {
	return s.discInSetupArea(Disc{C: c, R: ObjectiveTokenRadius}, 4)
}

// shipDiceAt returns the battery dice ship u, its hull h, could gather
// against a token at c: for each hull zone with the token in its arc,
// those of its battery the range allows.
func (s *State) shipDiceAt(u int, h *Hull, c plane.Vec) int {
	d := Disc{C: c, R: ObjectiveTokenRadius}
	n := 0
	p := &s.Model.Units[u].Profile
	for z := range Zone(zones) {
		if dist, in := h.reachSquadron(z, d); in {
			n += s.Model.Ruler.Band(dist).Gather(p.Battery[z]).Total()
		}
	}
	return n
}

// fireLanesDice returns player p's total of battery dice against a token
// at c.
func (s *State) fireLanesDice(p int, c plane.Vec) int {
	n := 0
	for u := range s.Model.Units {
		if un := &s.Model.Units[u]; un.Player == p && !un.Profile.Squadron && s.standing(u) {
			n += s.shipDiceAt(u, s.hull(u), c)
		}
	}
	return n
}

// overlapsToken reports whether a ship or squadron of player p overlaps
// a token at c.
func (s *State) overlapsToken(p int, c plane.Vec) bool {
	d := Disc{C: c, R: ObjectiveTokenRadius}
	for u := range s.Model.Units {
		if s.Model.Units[u].Player == p && s.standing(u) && s.discOverlaps(d, u) {
			return true
		}
	}
	return false
}

// FireLanesControl returns the player controlling a token at c, or -1.
func (s *State) FireLanesControl(c plane.Vec) int {
	over0, over1 := s.overlapsToken(0, c), s.overlapsToken(1, c)
	switch {
	case over0 && over1:
		return -1
	case over0:
		return 1
	case over1:
		return 0
	}
	a, b := s.fireLanesDice(0, c), s.fireLanesDice(1, c)
	switch {
	case a > b:
		return 0
	case b > a:
		return 1
	}
	return -1
}

// fireLanesControl gives the end-of-round victory tokens: one per token
// controlled.
func (s *State) fireLanesControl() {
	for k := range s.ObjectiveTokens() {
		if c, ok := s.ObjectiveToken(k); ok {
			if p := s.FireLanesControl(c); p >= 0 {
				s.gainVictoryToken(p, "controls a fire lane")
			}
		}
	}
}

// Weights of the objective-focused maneuver under Fire Lanes
// (objectivePlace), in the points of Approach.place: what a ship gains
// per battery die it brings to bear on a token, and loses by ending on
// one (which hands it to the enemy).
const (
	fireLanesDie     = 25.0
	fireLanesOverlap = -600.0
)

// fireLanesPlace scores ship u ending at end (base its base there): the
// dice its hull zones would bring to bear on the tokens, less ending on a
// token.
func (s *State) fireLanesPlace(u int, end Placement, base *plane.Polygon) float64 {
	h := s.shapes[u].Place(end)
	score := 0.0
	for k := range s.ObjectiveTokens() {
		c, ok := s.ObjectiveToken(k)
		if !ok {
			continue
		}
		if (Disc{C: c, R: ObjectiveTokenRadius}).Overlaps(base) {
			score += fireLanesOverlap
		}
		score += fireLanesDie * float64(s.shipDiceAt(u, &h, c))
	}
	return score
}

// fireLanesWorth is what a token at c is worth to player (TokenWorth):
// its dice against the token less the enemy's, and, a little, the
// nearer its own edge the better (all there is before deployment).
func (s *State) fireLanesWorth(player int, c plane.Vec) float64 {
	t := &s.Model.Battle.Table
	return float64(s.fireLanesDice(player, c)-s.fireLanesDice(1-player, c)) + 0.001*(t.edgeGap(c, 1-player)-t.edgeGap(c, player))
}
