package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// SquadronStyle is the kind of enemy a player's squadrons go for, and
// whether they hold their place: a PreyDecision and a
// SquadronMoveDecision.
type SquadronStyle struct {
	// Others is what squadrons other than Bombers go for, Bombers what
	// Bombers go for.
	Others, Bombers Target
	// Interceptors is what squadrons with Escort, Counter or Snipe and
	// without Bomber go for, the fighters whose keywords work against
	// squadrons (battle notes §5); TargetNamed (the zero value): as Others.
	Interceptors Target
	// Hold keeps a squadron with no target where it is (a screen).
	Hold bool
}

// Hunt is the default squadron style: Bombers attack and fly at the
// nearest enemy ship, squadrons with Escort, Counter or Snipe at the
// nearest enemy squadron, other squadrons at the nearest enemy of any kind.
var Hunt = SquadronStyle{Others: TargetNearest, Bombers: TargetNearestShip, Interceptors: TargetNearestSquadron}

// interceptorKeywords mark a squadron that SquadronStyle.Interceptors
// steers.
const interceptorKeywords = 1<<KeywordEscort | 1<<KeywordCounter | 1<<KeywordSnipe

// Prey returns the kind of enemy squadron u goes for.
func (p SquadronStyle) Prey(s *State, u int, _ *sim.Stream) Target {
	pr := &s.Model.Units[u].Profile
	if pr.Bomber {
		return p.Bombers
	}
	if pr.Keywords.Set&interceptorKeywords != 0 && p.Interceptors != TargetNamed {
		return p.Interceptors
	}
	return p.Others
}

// Moves reports whether the squadron moves when it has no target.
func (p SquadronStyle) Moves(*State, int, *sim.Stream) bool { return !p.Hold }

// CloakToPrey is the default CloakDecision: at the end of the Squadron
// Phase a Cloak squadron closes by up to distance 1 on the enemy its
// player's PreyDecision names, unless one of that kind is within distance
// 1 of it already or its player's SquadronMoveDecision holds it.
type CloakToPrey struct{}

// Cloak implements CloakDecision.
func (CloakToPrey) Cloak(s *State, u int, r *sim.Stream) (plane.Vec, bool) {
	if !s.squadronMoves(u, r) {
		return plane.Vec{}, false
	}
	prey := s.prey(u, r)
	if near, _ := s.nearestPrey(u, prey); near-s.Disc(u).R <= s.Model.Ruler.Distance[0] {
		return plane.Vec{}, false
	}
	return s.SquadronStep(u, prey, s.Model.Ruler.Distance[0])
}

// InSquadronReach reports whether ship's Squadron command may activate
// squadron j now: a friendly squadron on the table, not yet activated this
// round, at close to medium range of the ship (rules notes §5).
func (s *State) InSquadronReach(ship, j int) bool {
	_, ok := s.reachable(ship, j)
	return ok
}

// NearestSquadron is the default SquadronCommandDecision: the squadron in
// reach nearest to the ship first (the first listed among equally near
// ones).
type NearestSquadron struct{}

// CommandSquadron implements SquadronCommandDecision.
func (NearestSquadron) CommandSquadron(s *State, ship int, _ *sim.Stream) int {
	next, near := -1, math.Inf(1)
	for j := range s.Model.Units {
		if d, ok := s.reachable(ship, j); ok && d < near {
			next, near = j, d
		}
	}
	return next
}

// MayActivate reports whether player may activate squadron j in the
// Squadron Phase: one of its own on the table, not yet activated this
// round.
func (s *State) MayActivate(player, j int) bool {
	u := &s.Model.Units[j]
	return u.Player == player && u.Profile.Squadron && s.onTable(j) && int(s.Units[j].ActivatedRound) != s.Round
}

// ListedSquadrons is the default SquadronPhaseDecision: the player's
// squadrons in the order the scenario lists them.
type ListedSquadrons struct{}

// PhaseSquadron implements SquadronPhaseDecision.
func (ListedSquadrons) PhaseSquadron(s *State, player int, _ *sim.Stream) int {
	for j := range s.Model.Units {
		if s.MayActivate(player, j) {
			return j
		}
	}
	return -1
}

// RaidWhenItLands is the default RaidDecision: an Assault squadron spends
// a hit die for a raid token when the pool deals 2 damage or more (so some
// still lands) and the defender holds no raid token yet: on the command
// of a command token it holds (the token then goes to cancel it), else on
// Squadron for a carrier (squadron value 2 or more), else on Concentrate
// Fire.
type RaidWhenItLands struct{}

// Raid implements RaidDecision.
func (RaidWhenItLands) Raid(a *Attack, _ *sim.Stream) Command {
	def, st := a.DefenderUnit()
	if a.PoolDamage() < 2 || st.Raids != 0 {
		return CommandNone
	}
	for c := Navigate; c < commands; c++ {
		if st.HasToken(c) {
			return c
		}
	}
	if def.Profile.SquadronValue >= 2 {
		return SquadronCommand
	}
	return ConcentrateFireCommand
}
