package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// The default decisions about objective tokens on the table
// (objective_tokens.go): where they are placed and where they are moved.
// Each objective says what a token's place is worth to a player
// (TokenWorth); the decisions below weigh places by it.

// PlaceObjectiveToken implements ObjectiveTokenDecision: a random place
// the objective allows (s.TokenPlaceable), the first of placementTries.
func (RandomPlaces) PlaceObjectiveToken(s *State, _ int, r *sim.Stream) (plane.Vec, bool) {
	return randomTokenPlace(s, s.TokenPlaceable, r)
}

// tokenCandidates is how many random legal places ObjectivePlaces weighs
// for an objective token.
const tokenCandidates = 24

// PlaceObjectiveToken implements ObjectiveTokenDecision for the
// objective-focused style: of tokenCandidates random places the objective
// allows, the one worth the most to player (TokenWorth: Intel Sweep's and
// Fire Lanes' tokens near its own edge, Minefields' near the enemy's).
func (ObjectivePlaces) PlaceObjectiveToken(s *State, player int, r *sim.Stream) (plane.Vec, bool) {
	best, bestW, found := plane.Vec{}, math.Inf(-1), false
	for range tokenCandidates {
		at, ok := randomTokenPlace(s, s.TokenPlaceable, r)
		if !ok {
			break
		}
		if w := s.TokenWorth(player, -1, at); w > bestW {
			best, bestW, found = at, w, true
		}
	}
	return best, found
}

// TokenSense is the default TokenMoveDecision and StrategicDecision: it
// moves a token to the place, among a ring of places it may reach, worth
// the most to its player (TokenWorth), when that is worth more than where
// the token lies.
type TokenSense struct{}

// tokenRing is how many bearings, and tokenRadii how many distances along
// each, TokenSense tries.
const (
	tokenRing  = 16
	tokenRadii = 3
)

// MoveObjectiveToken implements TokenMoveDecision.
func (TokenSense) MoveObjectiveToken(s *State, player, k int, reach float64, _ *sim.Stream) (plane.Vec, bool) {
	from, ok := s.ObjectiveToken(k)
	if !ok {
		return plane.Vec{}, false
	}
	best, bestW := from, s.TokenWorth(player, k, from)
	moved := false
	for i := range tokenRing {
		dir := plane.Direction(360 * float64(i) / tokenRing)
		for j := 1; j <= tokenRadii; j++ {
			at := from.Add(dir.Scale(reach * float64(j) / tokenRadii))
			if !s.TokenMovable(k, at) {
				continue
			}
			if w := s.TokenWorth(player, k, at); w > bestW+plane.Eps {
				best, bestW, moved = at, w, true
			}
		}
	}
	return best, moved
}

// Strategic implements StrategicDecision: of the tokens at distance 1 of
// squadron u, the move that gains its player the most worth.
func (TokenSense) Strategic(s *State, u int, _ *sim.Stream) (int, plane.Vec, bool) {
	player := s.Model.Units[u].Player
	d := s.Disc(u)
	reach := d.R + ObjectiveTokenRadius + s.Model.Ruler.Distance[0] - plane.Eps
	bestK, best, bestGain := -1, plane.Vec{}, 0.0
	for k := range s.ObjectiveTokens() {
		if !s.InStrategicReach(u, k) {
			continue
		}
		from := s.game.obj.table.at[k]
		w0 := s.TokenWorth(player, k, from)
		for i := range tokenRing {
			dir := plane.Direction(360 * float64(i) / tokenRing)
			for j := 1; j <= tokenRadii; j++ {
				at := d.C.Add(dir.Scale(reach * float64(j) / tokenRadii))
				if !s.StrategicPlace(u, k, at) {
					continue
				}
				if gain := s.TokenWorth(player, k, at) - w0; gain > bestGain+plane.Eps {
					bestK, best, bestGain = k, at, gain
				}
			}
		}
	}
	return bestK, best, bestK >= 0
}

// TokenWorth returns what an objective token at c is worth to player
// under the objective played, higher being better (k: the token weighed,
// -1 for one not yet placed); 0 under an objective without table tokens.
// Each objective's file says how it weighs.
func (s *State) TokenWorth(player, k int, c plane.Vec) float64 {
	switch s.game.obj.played {
	case DangerousTerritory, InfestedFields:
		return s.dangerousWorth(player, k, c)
	case IntelSweep:
		return s.intelSweepWorth(player, c)
	case FireLanes:
		return s.fireLanesWorth(player, c)
	case Minefields:
		return s.minesWorth(player, c)
	case PlanetaryIonCannon:
		return s.bandWorth(player, c, ionReach)
	case HyperspaceAssault:
		return s.bandWorth(player, c, hyperReach)
	case CaptureTheVIP:
		return s.vipWorth(player, c)
	}
	return 0
}

// nearestShipGap returns the distance from a token at c to player's
// nearest ship on the table (+Inf: none).
func (s *State) nearestShipGap(player int, c plane.Vec) float64 {
	best := math.Inf(1)
	for i := range s.Model.Units {
		if u := &s.Model.Units[i]; u.Player == player && !u.Profile.Squadron && s.standing(i) {
			best = min(best, s.shipTokenGap(i, c))
		}
	}
	return best
}
