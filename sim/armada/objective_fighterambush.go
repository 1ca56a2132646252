package armada

import (
	"github.com/fleetlab/fleetlab/sim"
	"github.com/fleetlab/fleetlab/sim/plane"
)

// Fighter Ambush (Corellian Conflict, defense, 15 points a victory token;
// rules notes battle §3.2). Set-up: the second player sets aside all its
// squadrons before deployment and places them after it, each as squadrons
// deploy (distance 1–2 of a friendly ship) or at distance 1 of an
// obstacle, all beyond distance 5 of the first player's edge. Special
// rule: after a squadron attacks a ship and the defender was dealt at
// least 1 damage card, its player gains a victory token.

// setAside reports whether unit u waits off the table during deployment:
// under Fighter Ambush, the second player's squadrons; under Hyperspace
// Assault, the units it sets aside.
func (s *State) setAside(u int) bool {
	if s.game.obj.played == HyperspaceAssault {
		return s.game.obj.aside.Has(u) // objective_hyperspace.go
	}
	un := &s.Model.Units[u]
	return s.game.obj.played == FighterAmbush && un.Profile.Squadron && un.Player != s.first && !s.Deployed(u)
}

// fighterAmbushDeploy places the second player's squadrons after
// deployment, each where its DeployDecision says if the objective allows
// it, else at the first legal place of placementTries random ones (around
// friendly ships and obstacles); a squadron with none is placed where the
// last try put it and counted as a deployment failure.
func (s *State) fighterAmbushDeploy(r *sim.Stream) {
	for u := range s.Model.Units {
		if !s.setAside(u) {
			continue
		}
		pl, _ := s.deployment(u, r)
		if !s.ambushPlaceable(u, pl) {
			pl = s.ambushSpot(u, r)
			if !s.ambushPlaceable(u, pl) {
				s.game.deployFailures++
			}
		}
		s.Units[u].At = pl
		s.gridMoved(u)
		s.game.deployedSq = append(s.game.deployedSq, s.Disc(u))
		s.game.done.Add(u)
	}
}

// ambushPlaceable reports whether squadron u may be placed at pl: beyond
// distance 5 of the first player's edge, and either where squadrons
// deploy or at distance 1 of an obstacle overlapping nothing.
func (s *State) ambushPlaceable(u int, pl Placement) bool {
	t := &s.Model.Battle.Table
	d := Disc{C: pl.At, R: s.Model.squadronRadius()}
	if t.edgeGap(pl.At, s.first)-d.R <= t.Ruler.Distance[4] || !s.Model.holdsDisc(d) {
		return false
	}
	if s.deployable(u, pl) {
		return true
	}
	if d.overlapsAny(s.game.deployed, s.game.deployedSq) {
		return false
	}
	for i := range s.obstacles {
		o := &s.obstacles[i].Polygon
		if d.Overlaps(o) {
			return false
		}
	}
	for i := range s.obstacles {
		if _, dist := s.obstacles[i].Nearest(d.C); dist-d.R <= t.Ruler.Distance[0] {
			return true
		}
	}
	return false
}

// ambushSpot tries random places at distance 1–2 of a friendly ship or
// distance 1 of an obstacle, and returns the first legal one or the last.
func (s *State) ambushSpot(u int, r *sim.Stream) Placement {
	var pl Placement
	t := &s.Model.Battle.Table
	for range placementTries {
		if len(s.obstacles) > 0 && r.IntN(2) == 0 {
			o := &s.obstacles[r.IntN(len(s.obstacles))]
			v := o.V[r.IntN(o.N)]
			dir := plane.Direction(360 * r.Float64())
			pl = Placement{At: v.Add(dir.Scale(s.Model.squadronRadius() + r.Float64()*t.Ruler.Distance[0]))}
		} else {
			pl = s.squadronSpot(u, r)
		}
		if s.ambushPlaceable(u, pl) {
			break
		}
	}
	return pl
}

// fighterAmbushToken gives a squadron's player its victory token when its
// attack on a ship dealt a damage card.
func (s *State) fighterAmbushToken(a *Attack) {
	g := s.Model
	if a.Cancelled || !g.Units[a.Attacker].Profile.Squadron || g.Units[a.Defender].Profile.Squadron {
		return
	}
	if s.Units[a.Defender].Cards > s.game.obj.cardsBefore {
		s.gainVictoryToken(g.Units[a.Attacker].Player, "a squadron dealt a damage card")
	}
}
