package armada

import (
	"math"

	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// squadronGap is how far short of an enemy ship's base, in millimetres, a
// squadron closing on it stops: a hair more than touching.
const squadronGap = 1.0

// activateSquadron plays squadron u's activation (rules notes §8): under a
// Squadron command (both) it may move and attack, in the Squadron Phase it
// moves or attacks. It attacks the nearest target in reach of the kind its
// player's PreyDecision prefers (any kind once none of that kind is left
// on the table; an engaged squadron only a squadron), else, unless engaged
// or held by its player's SquadronMoveDecision, it closes on the nearest
// enemy of that kind, and attacks after moving when the activation allows
// both. A squadron activates once a round. The keywords (battle notes
// §5) bend this: a Rogue squadron moves and attacks in the Squadron Phase
// too, Heavy engagers hold nothing, Grit and Intel let a squadron engaged
// by one squadron move (one hunting ships leaves its engager for them
// rather than shoot it), an Escort narrows the squadrons it may attack, and
// a Snipe squadron with no target at distance 1 attacks a squadron at
// distance 2.
func (s *State) activateSquadron(u int, both bool, r *sim.Stream) {
	st := &s.Units[u]
	if !s.onTable(u) || int(st.ActivatedRound) == s.Round {
		return
	}
	st.ActivatedRound = int8(s.Round)
	prey := s.prey(u, r)
	if near, _ := s.nearestPrey(u, prey); math.IsInf(near, 1) {
		prey = TargetNearest
	}
	both = both || s.keyword(u, KeywordRogue) // "In the Squadron Phase may move and attack, any order"
	e := s.Engagement(u)
	if e.Restricted && !e.Pinned && prey == TargetNearestShip && s.squadronMoves(u, r) {
		// Grit, or Intel's Grit (battle notes §5): one engager does not
		// hold it, and its attack here could only go to that squadron;
		// hunting ships, it leaves for one, and attacks after moving when
		// the activation allows both (engagement then measured again).
		s.moveSquadron(u, prey)
		s.strategicMove(u, r)
		if both {
			s.squadronAttack(u, prey, s.Engagement(u), r)
		}
		return
	}
	if s.squadronAttack(u, prey, e, r) || e.Pinned || !s.squadronMoves(u, r) { // pinned squadrons can't move
		return
	}
	s.moveSquadron(u, prey)
	s.strategicMove(u, r)
	if both {
		s.squadronAttack(u, prey, s.Engagement(u), r)
	}
}

// squadronAttack makes squadron u's attack at the nearest target of the
// kind prey says it may attack, at distance 1 and in sight; a squadron
// when engagement restricts it, an Escort when it is engaged with one;
// else its Snipe attack, if any. It reports whether there was one.
func (s *State) squadronAttack(u int, prey Target, e Engagement, r *sim.Stream) bool {
	if e.Restricted {
		prey = TargetNearestSquadron
	}
	a := Attack{Attacker: u, Measured: true, NearestZone: true, Target: prey, State: s}
	if e.Escort {
		a.Skip = s.escortSkip(u)
	}
	if !s.declare(&a, r) {
		return !e.Restricted && prey != TargetNearestShip && s.snipe(u, a.Skip, r)
	}
	s.fire(&a, r)
	return true
}

// engaged reports whether squadron u is engaged: an enemy squadron at
// distance 1 with a line of sight that is not obstructed (rules notes §7,
// "Squadron movement").
func (s *State) engaged(u int) bool {
	for j := range s.Model.Units {
		if s.onTable(j) && s.engages(u, j) {
			return true
		}
	}
	return false
}

// engages reports whether units i and j are enemy squadrons engaged with
// each other: at distance 1 with a line of sight that is not obstructed
// (rules notes §7). The caller checks that both stand on the table.
func (s *State) engages(i, j int) bool {
	g := s.Model
	if g.Units[i].Player == g.Units[j].Player || !g.Units[i].Profile.Squadron || !g.Units[j].Profile.Squadron {
		return false
	}
	if s.gap(i, j) > g.Ruler.Distance[0] {
		return false
	}
	sight := g.Ruler.MeasureSquadrons(s.Disc(i), s.Disc(j), g.Rules.SquadronSight, s.obstructions(i, j))
	return sight.Band == Distance1 && !sight.Obstructed
}

// gap returns the distance from squadron u's base to unit j's base.
func (s *State) gap(u, j int) float64 {
	d := s.Disc(u)
	_, dist := s.nearestOf(j, d.C)
	return max(0, dist-d.R)
}

// nearestOf returns the point of unit j's base nearest p, and its distance
// (zero for p on the base).
func (s *State) nearestOf(j int, p plane.Vec) (plane.Vec, float64) {
	if s.Model.Units[j].Profile.Squadron {
		e := s.Disc(j)
		return e.Toward(p), max(0, e.C.Sub(p).Len()-e.R)
	}
	return s.base(j).Nearest(p)
}

// moveSquadron moves squadron u straight toward the nearest enemy of the
// kind prey says (the nearest enemy of any kind when there is none on the
// table), up to its speed, stopping squadronGap short of the enemy's base
// (rules notes §7, "Squadron movement": "place anywhere along the ruler's
// centre line up to the end of the band equal to its speed; may stay put;
// may not end overlapping ships/squadrons"). With the ruler's distance-1
// end touching the base and the whole base inside the band, the centre
// moves at most the band's end. Where the place overlaps a unit or leaves
// the play area, it stops short, a millimetre at a time.
func (s *State) moveSquadron(u int, prey Target) {
	g := s.Model
	speed := g.Units[u].Profile.SquadronSpeed
	if speed <= 0 {
		return
	}
	if to, ok := s.SquadronStep(u, prey, g.Ruler.Distance[min(speed, 5)-1]); ok {
		if s.rec.On() {
			s.traceSquadronMove(u, to, "move", "moves")
		}
		s.Units[u].At.At = to
		s.gridMoved(u)
		s.squadronOnStation(u)
		s.objectiveAfterSquadronMove(u)
	}
}

// nearestPrey returns the distance from squadron u's centre to the
// nearest enemy base of the kind prey says, and that base's nearest point;
// an infinite distance when there is none on the table.
func (s *State) nearestPrey(u int, prey Target) (float64, plane.Vec) {
	g := s.Model
	c := s.Units[u].At.At
	near, aim := math.Inf(1), c
	for j := range g.Units {
		other := &g.Units[j]
		if other.Player == g.Units[u].Player || !s.onTable(j) || !prey.admits(other) {
			continue
		}
		if q, dist := s.nearestOf(j, c); dist < near {
			near, aim = dist, q
		}
	}
	return near, aim
}

// overlapsAny reports whether the disc overlaps any of the bases.
func (d Disc) overlapsAny(ships []plane.Polygon, squadrons []Disc) bool {
	for i := range squadrons {
		if d.OverlapsDisc(squadrons[i]) {
			return true
		}
	}
	for i := range ships {
		if d.Overlaps(&ships[i]) {
			return true
		}
	}
	return false
}

// squadronsInReach counts the friendly squadrons ship u may activate with a
// Squadron command: on the table, not yet activated this round, at close
// to medium range of the ship (rules notes §5).
func (s *State) squadronsInReach(u int) int {
	n := 0
	for j := range s.Model.Units {
		if _, ok := s.reachable(u, j); ok {
			n++
		}
	}
	return n
}

// reachable returns how far squadron j is from ship u's base, and whether
// u's Squadron command may activate it.
func (s *State) reachable(u, j int) (float64, bool) {
	g := s.Model
	if !g.Units[j].Profile.Squadron || g.Units[j].Player != g.Units[u].Player || !s.onTable(j) || !g.Units[u].Placed ||
		int(s.Units[j].ActivatedRound) == s.Round {
		return 0, false
	}
	dist := s.gap(j, u)
	return dist, dist <= g.Ruler.Medium || s.relayFor(u, j) >= 0 // Relay X (battle notes §5)
}

// squadronCommand resolves ship u's Squadron command right after its dial
// is revealed (rules notes §5): the dial activates up to its squadron value
// of the squadrons in reach, as its player's SquadronCommandDecision picks
// them (by default the nearest first), and a Squadron token one more,
// spent only when there is a squadron the dial leaves. Each may move and
// attack. It returns the dial, CommandNone once a Squadron dial is used.
func (s *State) squadronCommand(u int, dial Command, r *sim.Stream) Command {
	s.startRelay(u)
	defer s.endRelay()
	reach := s.squadronsInReach(u)
	if reach == 0 {
		return dial
	}
	n := 0
	if dial == SquadronCommand {
		n, dial = s.Model.Units[u].Profile.SquadronValue, CommandNone
	}
	if n < reach && s.spendToken(u, SquadronCommand) {
		n++
	}
	for range min(n, reach) {
		next := s.commandSquadron(u, r)
		if next < 0 {
			break // none left in reach, or no more wanted
		}
		s.useRelay(u, next)
		s.kw.commanded = next // AI: "When activated by a squadron command"
		s.activateSquadron(next, true, r)
		s.kw.commanded = -1
		s.Units[u].SquadronsActivated++
	}
	return dial
}

// SquadronPhase plays the Squadron Phase (rules notes §8): the first player
// (the first fleet, or a battle's initiative) activates two squadrons, then the second player two,
// alternating, one if only one is left; squadrons activated by a Squadron
// command this round are spent. Each squadron moves or attacks, in the
// order its player's SquadronPhaseDecision picks (by default as listed).
func (s *State) SquadronPhase(r *sim.Stream) {
	for player, idle := s.first, 0; idle < 2 && !r.Stopped(); player = 1 - player {
		activated := 0
		for activated < 2 {
			j := s.phaseSquadron(player, r)
			if j < 0 {
				break
			}
			s.activateSquadron(j, false, r)
			activated++
		}
		if activated == 0 {
			idle++
		} else {
			idle = 0
		}
	}
	s.cloakMoves(r)
}
