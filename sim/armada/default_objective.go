package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// FirstListed is the default ObjectiveChoiceDecision: the first player
// picks the second player's first objective, its assault objective in a
// list that gives them in the order assault, defense, navigation (an
// engine choice: the rules leave the pick to the player).
type FirstListed struct{}

// ChooseObjective implements ObjectiveChoiceDecision.
func (FirstListed) ChooseObjective(*State, int, []Objective, *sim.Stream) int { return 0 }

// ObjectiveShips is the default ObjectiveShipDecision: a player names,
// in its own fleet, its cheapest non-flotilla ship (the least points to
// give away doubled), and in the enemy's the one with the most points
// (the most to gain doubled); ties go to the first listed. Under Intel
// Sweep its own is its fastest, the one that reaches the tokens
// (objective_intelsweep.go).
type ObjectiveShips struct{}

// ObjectiveShip implements ObjectiveShipDecision.
func (ObjectiveShips) ObjectiveShip(s *State, player, owner int, _ *sim.Stream) int {
	if owner == player && s.game.obj.played == IntelSweep {
		return s.fastestShip(owner)
	}
	g := s.Model
	best := -1
	for i := range g.Units {
		if !s.objectiveShipAllowed(i, owner) {
			continue
		}
		pts, bestPts := g.Units[i].Profile.Points, 0
		if best >= 0 {
			bestPts = g.Units[best].Profile.Points
		}
		if best < 0 || (owner == player && pts < bestPts) || (owner != player && pts > bestPts) {
			best = i
		}
	}
	return best
}

// objectiveShipAllowed reports whether unit u may be owner's objective
// ship: a ship of owner's on the table, not a flotilla unless the fleet
// has nothing else (ARC 0.1's "non-flotilla", rules notes battle §3.2).
func (s *State) objectiveShipAllowed(u, owner int) bool {
	g := s.Model
	if u < 0 || u >= len(g.Units) {
		return false
	}
	un := &g.Units[u]
	if un.Player != owner || un.Profile.Squadron || s.Units[u].Destroyed {
		return false
	}
	if !un.Profile.Flotilla {
		return true
	}
	for i := range g.Units {
		if o := &g.Units[i]; o.Player == owner && !o.Profile.Squadron && !o.Profile.Flotilla && !s.Units[i].Destroyed {
			return false
		}
	}
	return true
}

// Weights of the objective-focused maneuver (objectivePlace), in the
// points of Approach.place.
const (
	// outpostHeld is what a ship gains, per command value, by ending at
	// distance 1 of Contested Outpost's station; outpostMiss what it
	// loses per mm beyond.
	outpostHeld = 300.0
	outpostMiss = 4.0
	// behindRear is what a ship gains, under Superior Positions, by
	// ending in the rear arc of the nearest enemy ship.
	behindRear = 400.0
	// vipReach is what a ship gains by ending at distance 1 of Capture
	// the VIP's token lying on the table (it takes it when it next
	// reveals a dial), vipMiss what it loses per mm beyond.
	vipReach = 500.0
	vipMiss  = 4.0
)

// ChooseObjective implements ObjectiveChoiceDecision for the
// objective-focused style: the first player picks, among the second
// player's objectives, the one whose victory tokens are worth the most
// (the tokens it means to play for), the first listed on a tie or when
// none gives any.
func (a Approach) ChooseObjective(s *State, player int, options []Objective, r *sim.Stream) int {
	if !a.Objectives {
		return FirstListed{}.ChooseObjective(s, player, options, r)
	}
	best := 0
	for i, o := range options {
		if o.VictoryTokenValue() > options[best].VictoryTokenValue() {
			best = i
		}
	}
	return best
}

// objectivePlace scores, for the objective-focused style, ship u ending
// its maneuver at end (base its base there, enemy the nearest enemy
// ship): under Contested Outpost the station at distance 1, with the
// ship's command value, the nearer the better beyond; under Superior
// Positions a place in the enemy's rear arc (where the ship's attacks
// reach its rear hull zone); under Capture the VIP the token lying on the
// table at distance 1; under Dangerous Territory and Infested Fields an
// obstacle with a token.
func (s *State) objectivePlace(u int, end Placement, base *plane.Polygon, enemy int) float64 {
	g := s.Model
	o := &s.game.obj
	switch o.played {
	case ContestedOutpost:
		if !o.outpostPlaced {
			return 0
		}
		_, _, d := plane.Closest(base, &o.outpost)
		if d <= g.Ruler.Distance[0] {
			return outpostHeld * float64(g.Units[u].Profile.Command)
		}
		return -outpostMiss * (d - g.Ruler.Distance[0])
	case CaptureTheVIP:
		vip, on := s.ObjectiveToken(0)
		if !on {
			return 0
		}
		_, d := base.Nearest(vip)
		if gap := d - ObjectiveTokenRadius; gap > g.Ruler.Distance[0] {
			return -vipMiss * (gap - g.Ruler.Distance[0])
		}
		return vipReach
	case DangerousTerritory:
		return s.dangerousPlace(base)
	case InfestedFields:
		return s.tokenObstaclePlace(base, s.InfestedToken)
	case IntelSweep:
		return s.intelSweepPlace(u, base)
	case FireLanes:
		return s.fireLanesPlace(u, end, base)
	case SuperiorPositions:
		if enemy < 0 {
			return 0
		}
		e := &s.Units[enemy].At
		if rel := normalise(bearingOf(end.At.Sub(e.At)) - e.Heading); rel > 135 && rel <= 225 {
			return behindRear
		}
	}
	return 0
}

// ObjectivePrey is the PreyDecision of the objective-focused style:
// under Fighter Ambush, whose victory tokens come of squadrons' attacks
// on ships, squadrons go for ships; otherwise Inner decides (nil: the
// default).
type ObjectivePrey struct{ Inner PreyDecision }

// Prey implements PreyDecision.
func (p ObjectivePrey) Prey(s *State, u int, r *sim.Stream) Target {
	if s.Model.Battle != nil && s.game.obj.played == FighterAmbush {
		return TargetNearestShip
	}
	if p.Inner != nil {
		return p.Inner.Prey(s, u, r)
	}
	return Hunt.Prey(s, u, r)
}

// ObjectivePlaces is the ObstacleDecision of the objective-focused style:
// Contested Outpost's station goes on the placing player's side, just
// beyond distance 5 of its edge, at a random spot along it; every other
// obstacle where RandomPlaces puts it.
type ObjectivePlaces struct{}

// PlaceObstacle implements ObstacleDecision.
func (ObjectivePlaces) PlaceObstacle(s *State, player int, o *Obstacle, r *sim.Stream) (Placement, bool) {
	if o.Kind != Station || s.game.obj.played != ContestedOutpost {
		return RandomPlaces{}.PlaceObstacle(s, player, o, r)
	}
	t := &s.Model.Battle.Table
	lo, hi := t.SetupArea()
	reach := 0.0
	for i := range o.N {
		reach = max(reach, o.V[i].Len())
	}
	y := t.Ruler.Distance[4] + reach + 1
	if player == 1 {
		y = t.PlayArea.Y - y
	}
	for range placementTries {
		pl := Placement{At: plane.Vec{X: lo.X + reach + r.Float64()*(hi.X-lo.X-2*reach), Y: y}}
		if p := o.Placed(pl); s.outpostPlaceable(&p.Polygon) {
			return pl, true
		}
	}
	return RandomPlaces{}.PlaceObstacle(s, player, o, r)
}
